"""The per-card harness uses an action with an optional target both ways
(``harness/optional_targets.py``): on an invented card it reports nothing with the engine as
it is, and reports an engine that does not offer the action without the target."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import uses
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "limited",
           "targets": [{"type": "personality", "controller": "you"},
                       {"type": "personality", "controller": "opponent", "optional": True}],
           "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                        "duration": "turn"},
                       {"op": "bow", "target": 1}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:word", title="Plum Word", type=CardType.STRATEGY, gold_cost=0,
                   abilities=(_RECORD,))


def test_the_harness_uses_the_action_with_and_without_the_target(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_requires_the_target(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    real = uses.target_sets
    monkeypatch.setattr(uses, "target_sets", lambda *a, **k: [
        t for t in real(*a, **k) if len(t) == len(_RECORD["targets"])])
    assert exercise(card, 0, _RECORD) == [
        "optional target: the action is not offered without it"]
