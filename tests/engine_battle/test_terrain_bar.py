"""Other players barred from playing Terrains while a card is at the current battlefield (issue
17, moves lane; ongoing kind ``no_terrains``, ``cardtext/terrains.barred``; trait condition
card ``at_current``) [CE › RESTRICTIONS], [CE › TRAITS], [CE › TERRAIN]. Our own cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, player, position

_BAR = {"timing": "continuous", "ongoing": "no_terrains", "applies_to": "others",
        "if": {"card": "self", "at_current": True}}
_TERRAIN = [{"timing": "battle", "effects": [
    {"op": "put_into_play", "target": "self", "at": "battlefield"}]}]
_DEFS = [*DEFS,
         cd("Watcher", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            abilities=[_BAR]),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Bog", "strategy", keywords=["Terrain"], gold_cost=0, focus=1, abilities=_TERRAIN)]


def _game(alice_units: list[Any], alice_home: list[Any], to_act: int) -> Game:
    pos = position(player(name="Alice", home=alice_home, hand=["Bog"]),
                   player("Lion Keep", name="Bob", hand=["Bog"]),
                   phase="attack", step="combat", active=0, priority=to_act, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": alice_units,
                                       "defending": ["Foe"], "ended": False}]}
    return Game.from_position(pos)


def _bogs(game: Game, who: int) -> int:
    bog = find(game.state, "Bog", who)
    return sum(isinstance(a, UseAbility) and a.card == bog for a in game.legal_actions())


def test_the_other_player_may_not_play_a_terrain_while_the_watcher_is_there() -> None:
    assert _bogs(_game(["Watcher"], [], 1), 1) == 0


def test_the_watcher_at_home_bars_nothing() -> None:
    assert _bogs(_game(["Foe"], ["Watcher"], 1), 1) == 1


def test_his_own_player_still_plays_terrains() -> None:
    assert _bogs(_game(["Watcher"], [], 0), 0) == 1


def test_the_validator() -> None:
    assert not validate(_BAR)
    assert validate({**_BAR, "applies_to": "you"})
    assert validate({**_BAR, "if": {"card": "self", "at_current": "yes"}})
