"""The per-card harness checks a Twenty Festivals Interrupt to an action
(``harness/interrupts.py``): on invented cards it reports nothing with the engine as it is,
and it reports an engine whose delayed "after it resolves" effect never happens, whose
negation of the action's attacks does nothing, or that negates every effect."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import interrupts, negation
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_INT = {"event": "before_resolution", "card": "any", "interrupt": True}
#: "Interrupt: If the action is yours, straighten Plum Lancers once it has resolved."
_AFTER = {"timing": "reaction", "trigger": {**_INT, "by": "you"},
          "effects": [{"op": "after_action_resolves",
                       "effects": [{"op": "straighten", "target": "self"}]}]}
#: "Interrupt: Negate the action's Melee or Ranged Attacks."
_ATTACKS = {"timing": "reaction", "trigger": dict(_INT), "cost": {"gold": "card"},
            "effects": [{"op": "negate_action", "what": ["melee", "ranged"]}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    if record is _ATTACKS:
        return CardDef(id="test:shell", title="Plum Shell", type=CardType.STRATEGY,
                       gold_cost=1, abilities=(record,))
    return CardDef(id="test:lancers", title="Plum Lancers", type=CardType.FOLLOWER, force=2,
                   gold_cost=2, abilities=(record,))


@pytest.mark.parametrize("record", [_AFTER, _ATTACKS])
def test_the_harness_passes_an_interrupt(monkeypatch: Any, record: dict) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


def test_the_harness_catches_a_delayed_effect_that_never_happens(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _AFTER)
    monkeypatch.setattr(interrupts, "after", lambda held: [])
    assert exercise(card, 0, _AFTER) == [
        "the card was not straightened after the action resolved"]


def test_the_harness_catches_a_negation_that_does_nothing(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _ATTACKS)
    monkeypatch.setattr(negation, "without_negated", lambda s, c, effs, t, n: (effs, []))
    problems = exercise(card, 0, _ATTACKS)
    assert len(problems) == 1 and problems[0].startswith("answered, the negated effects")


def test_the_harness_catches_a_negation_of_everything(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _ATTACKS)
    real = negation.without_negated
    monkeypatch.setattr(negation, "without_negated",
                        lambda s, c, effs, t, n: real(s, c, effs, t, [{"on": ""}]))
    assert exercise(card, 0, _ATTACKS) == [
        "the action's Honor is not negated, yet Honor +0"]
