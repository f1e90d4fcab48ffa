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
