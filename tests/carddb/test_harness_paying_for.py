"""The per-card harness puts Gold given for a kind of card paid for, counted Gold productions
and productions conditioned on the cards you control in use, and reports an engine that does
not apply them (``harness/paying_for.py``, ``harness/gold.py``): our invented cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import gold_traits, paying_for, trait_conditions
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise


def _cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


_SHRINE = _cont("gold_when_paying", amount=3, paying={"keyword": "Nonhuman"})
_DOJO = _cont("gold_when_paying", amount=3, way="discount", paying={"type": "follower"})
_BARRACKS = _cont("gold_when_paying", amount="all", way="discount",
                  paying={"type": "personality", "keyword": "Samurai", "unique": False})
_COURT = _cont("gold_when_paying", amount=4, only_that_card=True,
               paying={"type": "personality", "unique": True})
_TREASURY = _cont("gold_production", amount=1,
                  per={"in": "yours", "filter": {"type": "holding", "unique": False}})
_HALL = _cont("gold_production", amount=1, **{"if": {"all": [
    {"player": "you", "controls": {"type": "personality", "keyword": "Courtier"}},
    {"player": "you", "favor": True}]}})


@pytest.mark.parametrize("record", [_SHRINE, _DOJO, _BARRACKS, _COURT])
def test_harness_checks_gold_for_what_is_paid_for(monkeypatch: Any,
                                                  record: dict[str, Any]) -> None:
    card = CardDef(id="test:paying", title="Plum Hall", type=CardType.HOLDING,
                   abilities=(record,), gold_cost=3,
                   gold_production=None if record["amount"] == "all" else 2)
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(paying_for, "fits", lambda *a, **k: True)  # any card fits
    problems = exercise(card, 0, record)
    assert problems and "is offered too" in problems[0], problems
    monkeypatch.setattr(paying_for, "fits", lambda *a, **k: False)  # none does
    problems = exercise(card, 0, record)
    assert problems and problems[0].startswith("gold_when_paying: offered False"), problems


@pytest.mark.parametrize(("record", "off"), [
    (_TREASURY, (gold_traits, "production_bonus", 0)),
    (_HALL, (trait_conditions, "holds", False)),
])
def test_harness_checks_counted_and_conditioned_production(monkeypatch: Any,
                                                           record: dict[str, Any],
                                                           off: tuple[Any, str, Any]) -> None:
    card = CardDef(id="test:count", title="Plum Vault", type=CardType.HOLDING,
                   keywords=("Unique",), abilities=(record,), gold_cost=3, gold_production=1)
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(off[0], off[1], lambda *a, **k: off[2])
    problems = exercise(card, 0, record)
    assert len(problems) == 1 and problems[0].startswith("gold production 1 -> 1"), problems
