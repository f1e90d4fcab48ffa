"""Open permissions (``cardtext/open_permissions.py``): a Personality that may Lobby as an Open
action, and one onto which Air Spells may be equipped as an Open action [CE › PERMISSIONS],
[CE › PLAYER ABILITIES], [CE › ACTION PHASE]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Equip, Lobby
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player

_LOBBY = {"timing": "continuous", "ongoing": "open_permission", "action": "lobby"}
_EQUIP = {"timing": "continuous", "ongoing": "open_permission", "action": "equip",
          "filter": {"type": "spell", "keyword": "Air"}}
_P = {"force": 1, "chi": 3, "gold_cost": 3, "personal_honor": 2, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Silver Envoy", "personality", keywords=["Courtier"], **_P, abilities=[_LOBBY]),
    cd("Plain Envoy", "personality", keywords=["Courtier"], **_P),
    cd("Kite Adept", "personality", keywords=["Shugenja", "Air"], **_P, abilities=[_EQUIP]),
    cd("Other Adept", "personality", keywords=["Shugenja", "Air"], **_P),
    cd("Gust", "spell", keywords=["Air"], gold_cost=2, focus=1),
    cd("Ember", "spell", keywords=["Fire"], gold_cost=2, focus=1),
]


def _bobs_turn(home: list, honor: int = 12, hand: list | None = None, pool: int = 0) -> Game:
    """Bob's Action Phase, Alice's opportunity to act."""
    return game_at(player({"title": "Crane Keep", "bowed": True}, name="Alice", home=home,
                          family_honor=honor, hand=hand or [], gold_pool=pool),
                   player("Lion Keep", name="Bob"), defs=DEFS, active=1, priority=0)


def test_the_envoy_lobbies_on_bobs_turn() -> None:
    """Alice 12 Honor to Bob's 10: only the Silver Envoy may Lobby on Bob's turn; Alice takes
    the Imperial Favor and he bows."""
    game = _bobs_turn(["Silver Envoy", "Plain Envoy"])
    lobbies = [a for a in game.legal_actions() if isinstance(a, Lobby)]
    assert [game.state.cards[a.card].title for a in lobbies] == ["Silver Envoy"]
    game.perform(lobbies[0])
    assert game.state.players[0].favor
    assert game.state.cards[find(game.state, "Silver Envoy", 0)].bowed


def test_the_lobbys_other_requirements_stand() -> None:
    """Equal Family Honor (10 to 10): no Lobby, permission or not."""
    game = _bobs_turn(["Silver Envoy"], honor=10)
    assert not [a for a in game.legal_actions() if isinstance(a, Lobby)]


def test_air_spells_equip_onto_the_adept_on_bobs_turn() -> None:
    """2 Gold: the Air Spell goes onto the Kite Adept only; the Fire Spell onto nobody; the
    Spell attaches and the pool is spent."""
    game = _bobs_turn(["Kite Adept", "Other Adept"], hand=["Gust", "Ember"], pool=2)
    s = game.state
    equips = [(s.cards[a.card].title, s.cards[a.target].title)
              for a in game.legal_actions() if isinstance(a, Equip)]
    assert equips == [("Gust", "Kite Adept")]
    game.perform(next(a for a in game.legal_actions() if isinstance(a, Equip)))
    assert s.cards[find(s, "Gust", 0)].attached_to == find(s, "Kite Adept", 0)
    assert s.players[0].gold_pool == 0


def test_not_without_gold_and_the_validator() -> None:
    game = _bobs_turn(["Kite Adept"], hand=["Gust"], pool=1)
    assert not [a for a in game.legal_actions() if isinstance(a, Equip)]
    assert abilities.validate(_LOBBY) == [] and abilities.validate(_EQUIP) == []
    assert abilities.validate({**_LOBBY, "filter": {"type": "spell"}}) != []
    assert abilities.validate({**_EQUIP, "filter": {"type": "holding"}}) != []
    assert abilities.validate({**_LOBBY, "action": "recruit"}) != []
