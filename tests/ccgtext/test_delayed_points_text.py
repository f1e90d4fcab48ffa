"""The translator's delayed effects (``templates/delayed_points.py``): "<effect> before this /
your turn ends", "Before / After this battle's resolution, <effect>" ("this battle resolves"),
on cards the action already names; also "twice his current Force" amounts and whole
conditions joined by "or" ("its base Gold Cost is N"). Near misses stay manual."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_PLAN = CardDef.from_dict(cd("Plum Plan", "strategy", gold_cost=1, focus=2))
_CHOOSE_KENSAI = {"type": "personality", "controller": "you", "performer": True,
                  "keyword": "Kensai", "choose": True}


def _read(line: str) -> dict:
    rec = translate_ability(line, _PLAN)
    assert rec, line
    return rec


def test_destroy_him_before_this_turn_ends() -> None:
    rec = _read("Open: Choose your performing Kensai: Give him +4F. Destroy him before this "
                "turn ends.")
    assert rec["targets"] == [_CHOOSE_KENSAI]
    assert rec["effects"][1] == {"op": "before_turn_ends",
                                 "effects": [{"op": "destroy", "target": 0}]}


@pytest.mark.parametrize(("words", "n"), [("three additional cards", 3), ("a card", 1)])
def test_draws_before_your_turn_ends(words: str, n: int) -> None:
    rec = _read(f"Limited: Draw {words} before your turn ends.")
    assert rec["effects"] == [{"op": "before_turn_ends", "effects": [
        {"op": "draw", "amount": n, "player": "you"}]}]


@pytest.mark.parametrize(("when", "op"), [("Before this battle's resolution", "before"),
                                          ("Before this battle resolves", "before"),
                                          ("After this battle's resolution", "after")])
def test_battle_times(when: str, op: str) -> None:
    rec = _read(f"Battle: Target your Follower: Give it +1F. {when}, bow the Follower.")
    assert rec["effects"][1] == {"op": f"{op}_battle_resolves",
                                 "effects": [{"op": "bow", "target": 0}]}


def test_twice_his_current_force() -> None:
    rec = _read("Battle: Target your performing Kensai to give your target Follower a Chi "
                "bonus equal to twice its current Force.")
    assert rec["effects"] == [{"op": "modify_stat", "target": 1, "stat": "chi",
                               "amount_from": {"card": 1, "stat": "force", "sign": 1,
                                               "times": 2}, "duration": "turn"}]


def test_a_base_gold_cost_or_a_type() -> None:
    rec = _read("Battle: Target an enemy Follower: Bow it. Destroy it if its base Gold Cost "
                "is 2 or it is dishonorable.")
    assert rec["effects"][1]["if"] == {"any": [{"card": 0, "base_gold_cost": 2},
                                               {"card": 0, "dishonorable": True}]}


@pytest.mark.parametrize("line", [
    "Open: Destroy a target Follower before this turn ends.",  # a new target
    "Open: Choose your Kensai: You may destroy him before this turn ends.",  # a choice
    "Open: Target your Follower: Before this battle's resolution, bow it.",  # no battle
    "Battle: Target your Follower: After this battle ends, bow it.",  # another time
    "Battle: Target your Follower: Dishonor it before this turn ends.",  # not held
    "Limited: Draw two cards before your next turn ends.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert translate_ability(line, _PLAN) is None
