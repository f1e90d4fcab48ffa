"""The per-card harness on an ability that transfers its own card (``harness/checks.py``,
``transfer_to``): on an invented Spell it reports nothing with the engine as it is, and
reports an engine that leaves the Spell where it was."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import transfers
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "open", "targets": [{"type": "personality", "controller": "you",
                                          "keyword": ["Water", "Shugenja"]}],
           "effects": [{"op": "transfer_to", "target": "self", "to": 0}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:current", title="Plum Current", type=CardType.SPELL, gold_cost=1,
                   focus=1, keywords=("Water",), abilities=(_RECORD,))


def test_the_harness_sees_the_spell_on_the_new_shugenja(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_a_spell_left_where_it_was(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(transfers, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _RECORD) == ["transfer_to: the card is not on the Personality"]
