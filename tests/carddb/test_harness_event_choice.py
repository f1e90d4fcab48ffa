"""The per-card harness on an Event that chooses a card and bars it from attacking
(``harness/event_choices.py``): on an invented Event it reports nothing with the engine as it
is, and reports an engine that ignores the restriction."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import attack_restrictions
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "event", "effects": [
    {"op": "choose_card", "spec": {"type": "personality"}},
    {"op": "no_attacking", "target": 0, "duration": "next_turn"}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:delay", title="Plum Delay", type=CardType.EVENT,
                   abilities=(_RECORD,))


def test_the_harness_sees_the_chosen_personality_barred(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_ignores_it(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(attack_restrictions, "barred_from", lambda c, d: False)
    assert exercise(card, 0, _RECORD) == [
        "no_attacking: Bob's chosen Personality assignable True (with the record)"]
