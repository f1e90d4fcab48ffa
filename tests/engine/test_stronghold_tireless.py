"""A trait giving the abilities of its player's Stronghold Tireless (``ongoing`` kind
``tireless``, ``applies_to: stronghold``; ``abilities.tireless_on``): "An ability with the
Tireless keyword may be used even if the card it is on is bowed" [S0 › TIRELESS #], the trait
lasts while its card is in play [CE › TRAITS], "your" is its controller's [CE › CARD CONTROL];
a bow cost still needs the Stronghold unbowed [CE › COSTS]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, tireless
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player

_TIRELESS = {"timing": "continuous", "ongoing": "tireless", "applies_to": "stronghold"}
_P = {"force": 1, "chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Reed Keep", "stronghold", clans=["Crane"], province_strength=6, gold_production=5,
       starting_honor=10, abilities=[
           {"timing": "open", "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]},
           {"timing": "open", "cost": {"bow_self": True},
            "effects": [{"op": "draw", "amount": 1, "player": "you"}]}]),
    cd("Dock Warden", "personality", **_P, abilities=[_TIRELESS]),
    cd("Tally Hall", "holding", gold_cost=2, abilities=[_TIRELESS]),
]


def _game(alice_home: list, bob_home: list | None = None, bowed: bool = True) -> Game:
    return game_at(player({"title": "Reed Keep", "bowed": bowed}, name="Alice",
                          home=alice_home),
                   player("Reed Keep", name="Bob", home=bob_home or []), defs=DEFS)


def _uses(game: Game) -> list[UseAbility]:
    keep = find(game.state, "Reed Keep", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == keep]


def test_a_bowed_stronghold_acts_while_the_trait_card_is_in_play() -> None:
    """Alice's bowed Keep: its ability without a bow cost is offered with the Warden at home
    and gains 3 Honor (10 -> 13, the Keep stays bowed); its bow-cost ability is not."""
    game = _game(["Dock Warden"])
    uses = _uses(game)
    assert [u.ability for u in uses] == [0]
    game.perform(uses[0])
    keep = game.state.cards[find(game.state, "Reed Keep", 0)]
    assert game.state.players[0].family_honor == 13
    assert keep.bowed


def test_a_holding_gives_it_too_and_nothing_without_the_trait() -> None:
    assert [u.ability for u in _uses(_game(["Tally Hall"]))] == [0]
    assert _uses(_game([])) == []


def test_only_your_own_stronghold() -> None:
    """Bob's Warden does not reach Alice's Keep; Alice's unbowed Keep uses both abilities."""
    assert _uses(_game([], ["Dock Warden"])) == []
    assert [u.ability for u in _uses(_game([], bowed=False))] == [0, 1]


def test_only_a_stronghold_and_the_validator() -> None:
    game = _game(["Dock Warden"])
    keep = game.state.cards[find(game.state, "Reed Keep", 0)]
    assert tireless.stronghold_tireless(game.state, keep)
    warden = game.state.cards[find(game.state, "Dock Warden", 0)]
    assert not tireless.stronghold_tireless(game.state, warden)  # not a Stronghold
    assert abilities.validate(_TIRELESS) == []
    assert abilities.validate({**_TIRELESS, "applies_to": "self"}) != []
    assert abilities.validate({k: v for k, v in _TIRELESS.items() if k != "applies_to"}) != []
