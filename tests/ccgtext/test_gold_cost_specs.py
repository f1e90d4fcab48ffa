"""Target specs with a Gold Cost limit (ccgtext2, ``words.spec``): "with a 0 Gold Cost" and
"with N or lower / less Gold Cost" give the ``max_gold_cost`` filter (``targets.py``); an
exact Gold Cost above 0 or "or more" stays manual."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_PLAN = CardDef.from_dict(cd("Plum Plan", "strategy", gold_cost=1, focus=2))


def test_one_to_three_attachments_with_a_zero_gold_cost() -> None:
    rec = translate_ability("Open: Bow one to three target attachments with a 0 Gold Cost.",
                            _PLAN)
    assert rec is not None
    assert rec["targets"] == [{"type": "attachment", "max_gold_cost": 0, "group": {"max": 3}}]
    assert rec["effects"] == [{"op": "bow", "target": 0}]


@pytest.mark.parametrize(("words", "n"), [("2 or less", 2), ("5 or lower", 5), ("0", 0)])
def test_a_limit_on_one_target(words: str, n: int) -> None:
    rec = translate_ability(f"Limited: Destroy a target enemy Item with {words} Gold Cost.",
                            _PLAN)
    assert rec is not None
    assert rec["targets"] == [{"type": "item", "controller": "opponent", "max_gold_cost": n}]


@pytest.mark.parametrize("words", ["with 4 Gold Cost", "with 3 or more Gold Cost",
                                   "with a 2 Gold Cost"])
def test_other_gold_costs_stay_manual(words: str) -> None:
    assert translate_ability(f"Limited: Destroy a target Item {words}.", _PLAN) is None


# --- "your target opposed card" and "Give one to three ... +2F" (ccgtext2) -------------------

def test_an_opposed_card() -> None:
    rec = translate_ability("Battle: Straighten your target opposed card. Gain 2 Honor.", _PLAN)
    assert rec is not None
    assert rec["targets"] == [{"type": "card", "controller": "you", "opposed": True}]
    assert rec["effects"] == [{"op": "straighten", "target": 0},
                              {"op": "gain_honor", "amount": 2, "player": "you"}]


@pytest.mark.parametrize(("words", "most"), [("one to three of your", {"max": 3}),
                                             ("one or two", {"max": 2})])
def test_a_stat_change_on_a_group(words: str, most: dict) -> None:
    rec = translate_ability(f"Battle: Give {words} target attacking Personalities +1F/-2C.",
                            _PLAN)
    assert rec is not None
    (spec,) = rec["targets"]
    assert spec["group"] == most and spec["side"] == "attacking"
    assert rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 1, "duration": "turn"},
        {"op": "modify_stat", "target": 0, "stat": "chi", "amount": -2, "duration": "turn"}]


def test_a_group_of_performers_or_a_bad_stat_stays_manual() -> None:
    assert translate_ability("Battle: Give one or two of your target performing Samurai +2F.",
                             _PLAN) is None
    assert translate_ability("Battle: Give one or two target Personalities +2PH.",
                             _PLAN) is None
