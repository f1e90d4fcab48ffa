"""The per-card harness on an ability whose target is a card in a discard pile
(``harness/position.py`` puts a card of ours there, ``harness/checks.py`` checks ``to_hand``):
on an invented card it reports nothing with the engine as it is, and reports an engine that
leaves the card in the pile."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import discard_piles
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "limited", "cost": {"bow_self": True},
           "targets": [{"type": "strategy", "keyword": "Kiho", "zone": "discard",
                        "controller": "you"}],
           "effects": [{"op": "to_hand", "target": 0}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:archive", title="Plum Archive", type=CardType.HOLDING, gold_cost=2,
                   abilities=(_RECORD,))


def test_the_harness_puts_a_card_in_the_pile_and_sees_it_in_hand(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_leaves_it_there(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(discard_piles, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _RECORD) == ["to_hand: the card is not in a hand"]
