"""The per-card harness checks a ``discard`` effect (``harness/state_checks.py``): the card
must end in its own discard pile, and a province it left must be refilled [CE › PROVINCES].
On an invented Battle action discarding a card in the battle's province it reports nothing with
the engine as it is, and reports an engine that leaves the card there or the province empty
(before, "not in play" passed for a province card that was never discarded)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effect_ops
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import ManualOp
from tests.carddb.harness import exercise

_RECORD = {"timing": "battle", "cost": {"gold": "card"},
           "targets": [{"type": "card", "zone": "province", "at_current": True,
                        "choose": True}],
           "effects": [{"op": "discard", "target": 0}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:sweep", title="Plum Sweep", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(_RECORD,))


def test_the_harness_passes_a_card_discarded_and_its_province_refilled(
        monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_a_card_left_in_its_province(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setitem(effect_ops.OPS, ManualOp.DISCARD, lambda s, a: [])
    assert exercise(card, 0, _RECORD) == [
        "discard: the card is not in its discard pile, or its province was not refilled"]


def test_the_harness_catches_a_province_left_empty(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setitem(effect_ops.OPS, ManualOp.DISCARD,
                        lambda s, a: moves.discard(s, a.card))  # no refill
    assert exercise(card, 0, _RECORD) == [
        "discard: the card is not in its discard pile, or its province was not refilled"]
