"""An ability whose Gold cost is 0 while you control both a Cavalry unit and an Infantry unit
at the battlefield (issue 17, moves lane; ongoing kind ``ability_cost`` read by
``costs.gold_amount``, ability condition ``mixed_units_here``): the card's own trait sets the
Gold cost of its other line ("A unit is Cavalry if its Personality and all its Followers are
Cavalry. Otherwise, it is Infantry" [CE › CAVALRY], [CE › INFANTRY]; [CE › COSTS]). Our own
cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, player, position

_EFF = [{"op": "straighten", "target": 0, "optional": 1},
        {"op": "bow", "target": 0, "otherwise": 1}]
_FREE = {"timing": "continuous", "ongoing": "ability_cost", "of_ability": 2, "gold": 0,
         "when": {"mixed_units_here": True}, "ability": 1}
_PAID = {"timing": "battle", "cost": {"gold": 3}, "targets": [{"type": "personality"}],
         "effects": _EFF, "ability": 2}
_DEFS = [*DEFS,
         cd("Pivot", "strategy", gold_cost=0, focus=1, abilities=[_FREE, _PAID]),
         cd("Lancer", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            keywords=["Cavalry"]),
         cd("Pony", "follower", force=1, gold_cost=1, focus=1, keywords=["Cavalry"]),
         cd("Porter", "follower", force=1, gold_cost=1, focus=1),
         cd("Spearman", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1)]


def _game(units: list[Any], gold: int = 3) -> Game:
    pos = position(player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=["Pivot"],
                          gold_pool=gold),
                   player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": units,
                                       "defending": ["Foe"], "ended": False}]}
    return Game.from_position(pos)


def _free(game: Game) -> bool:
    """Is the Pivot offered with no Gold and no card to bow for Gold (Alice's pool 0, her
    Keep bowed)?"""
    me = find(game.state, "Pivot", 0)
    return any(isinstance(a, UseAbility) and a.card == me for a in game.legal_actions())


_LANCER = {"title": "Lancer", "attachments": [{"title": "Pony"}]}
_MIXED_LANCER = {"title": "Lancer", "attachments": [{"title": "Porter"}]}


@pytest.mark.parametrize(("units", "free"), [
    ([_LANCER, "Spearman"], True),  # Cavalry and Infantry: 0 Gold
    (["Spearman"], False),  # Infantry only: 3 Gold
    ([_LANCER], False),  # Cavalry only: 3 Gold
    ([_MIXED_LANCER, _LANCER], True),  # a non-Cavalry Follower makes his unit Infantry
])
def test_free_only_with_both_kinds_of_unit(units: list[Any], free: bool) -> None:
    assert _free(_game(units, gold=0)) is free
    assert _free(_game(units, gold=3))  # paid: always


def test_the_free_use_costs_nothing() -> None:
    game = _game([_LANCER, "Spearman"], gold=2)
    me = find(game.state, "Pivot", 0)
    foe = find(game.state, "Foe", 1)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
               and a.targets == (foe,))
    game.perform(use)
    assert game.state.options  # straighten or bow: the choice waits
    assert game.state.players[0].gold_pool == 2


def test_the_validator() -> None:
    assert not validate(_FREE) and not validate(_PAID)
    for bad in ({"of_ability": 0}, {"gold": -1}, {"when": {}}, {"when": {"moon": True}}):
        assert validate({**_FREE, **bad}), bad
