"""Conditions of an ability's constraints block, checked when it is announced [CE › ABILITIES]
(``abilities.condition_ok``): you are a player of a Clan, whose turn it is, enemy units at
the current battlefield."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, game_at, player, position


def _ok(game: Game, cond: dict[str, Any], who: int = 0) -> bool:
    return abilities.condition_ok(game.state, who, cond)


def test_clan_and_turn() -> None:
    """Alice (Crane Keep) on her turn: she is Crane, not Lion; it is her turn, not Bob's."""
    game = game_at(player(name="Alice"), player("Lion Keep", name="Bob"))
    assert _ok(game, {"clan": "Crane"}) and not _ok(game, {"clan": "Lion"})
    assert _ok(game, {"clan": "Lion"}, who=1)
    assert _ok(game, {"your_turn": True}) and not _ok(game, {"your_turn": False})
    assert _ok(game, {"your_turn": False}, who=1)


@pytest.mark.parametrize(("defended", "expected"), [(True, True), (False, False)])
def test_enemy_units_at_the_current_battlefield(defended: bool, expected: bool) -> None:
    """Alice attacks with a Ronin; with Bob's Ronin defending, enemy units are there (for
    Alice and for Bob); alone, none for Alice."""
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0,
                   defs=[cd("Guard", "personality", force=2, chi=2, personal_honor=1,
                            gold_cost=3, honor_requirement=0)])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": "Ronin", "attachments": []}],
                                       "defending": [{"title": "Guard", "attachments": []}]
                                       if defended else [], "ended": False}]}
    game = Game.from_position(pos)
    assert _ok(game, {"enemy_units_here": True}) is expected
    assert _ok(game, {"enemy_units_here": True}, who=1) is True  # Alice's Ronin is there


def test_the_new_condition_keys_validate() -> None:
    rec = {"timing": "battle", "condition": {"clan": "Crab", "enemy_units_here": True,
                                             "your_turn": False},
           "effects": [{"op": "draw", "amount": 1}]}
    assert abilities.validate(rec) == []
