"""The per-card harness on a redirection to a card the Reaction chooses ("choose another of
your cards at the same location; the action targets it instead", ``harness/targeted.py``): on
an invented Celestial it reports nothing with the engine as it is, and reports an engine
whose redirection does nothing (``harness/targeted._redirect_chosen``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import negation
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "reaction",
           "trigger": {"event": "would_target", "card": "yours", "by": "other"},
           "cost": {"discard_self": True},
           "targets": [{"type": "card", "controller": "you", "choose": True,
                        "trigger_card": "near_other"}],
           "effects": [{"op": "redirect_target", "to": 0}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:kami", title="Plum Kami", type=CardType.CELESTIAL,
                   abilities=(_RECORD,))


def test_the_harness_sees_the_chosen_card_targeted(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_a_redirection_that_does_nothing(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(negation, "_redirect", lambda *a, **k: [])
    problems = exercise(card, 0, _RECORD)
    assert "the action did not target the chosen card instead" in problems
