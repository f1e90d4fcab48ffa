"""A card its player may have only one copy of in play (ongoing ``one_copy``,
``economy.unique_blocked``) [CE › TRAITS], [S1 › UNIQUE], and the condition "if you have
fewer provinces than each other player" (ability condition ``fewer_provinces``,
``ability_conditions.py``; destroyed provinces leave the list [CE › PROVINCES]). Our own test
cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Recruit, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player

_ONE = {"timing": "continuous", "ongoing": "one_copy"}
_LEDGER = {"timing": "limited", "cost": {"bow_self": True},
           "effects": [{"op": "draw", "amount": 2, "player": "you",
                        "if": {"player": "you", "fewer_provinces": True}}]}
DEFS = [*BASE, cd("Tally Office", "holding", gold_cost=2, abilities=[_ONE, _LEDGER])]


def _dynasty(home: list, bob_home: list | None = None) -> Game:
    return game_at(player({"title": "Crane Keep", "bowed": True}, home=home, gold_pool=2,
                          provinces=[{"title": "Tally Office", "face_up": True},
                                     *["Filler Dynasty"] * 3]),
                   player("Lion Keep", home=bob_home or []), defs=DEFS, phase="dynasty")


def _recruits(game: Game) -> list[Recruit]:
    office = game.state.players[0].provinces[0]
    return [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == office]


def test_one_office_per_player() -> None:
    """With an Office at Alice's home the one in her province is not offered; with Bob's
    Office in play, or none, it is (and she buys it for her 2 Gold)."""
    assert not _recruits(_dynasty(["Tally Office"]))
    assert _recruits(_dynasty([], ["Tally Office"]))
    game = _dynasty([])
    game.perform(_recruits(game)[0])
    assert game.state.players[0].gold_pool == 0


def _ledger(alice_provinces: int) -> int:
    """Alice uses the Office with ``alice_provinces`` provinces to Bob's 4: cards drawn."""
    game = game_at(player(home=["Tally Office"],
                          provinces=["Filler Dynasty"] * alice_provinces),
                   player("Lion Keep"), defs=DEFS)
    s = game.state
    office = find(s, "Tally Office", 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == office)
    before = len(s.players[0].hand)
    game.perform(use)
    assert s.cards[office].bowed
    return len(s.players[0].hand) - before


def test_draws_only_with_fewer_provinces() -> None:
    assert _ledger(3) == 2
    assert _ledger(4) == 0


def test_the_validator() -> None:
    assert abilities.validate(_ONE) == [] and abilities.validate(_LEDGER) == []
