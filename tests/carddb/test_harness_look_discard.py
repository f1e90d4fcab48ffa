"""The per-card harness on a look at the top of the deck that may discard (``look_top`` with
``discard``, ``harness/deck_choices.py``): on an invented card it reports nothing with the
engine as it is, and reports an engine that puts the card back instead of discarding it."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import deck_choices
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "limited", "effects": [
    {"op": "look_top", "deck": "fate", "count": 1, "discard": 1, "rest": "top"}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:shrine", title="Willow Shrine", type=CardType.CELESTIAL,
                   abilities=(_RECORD,))


def test_the_harness_sees_the_card_discarded(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_puts_it_back(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    looked = deck_choices._looked

    def back(state: Any, player: int, card_id: str, eff: dict[str, Any],
             order: list[str]) -> Any:
        return looked(state, player, card_id, {**eff, "discarded": []},
                      [*eff["discarded"], *order])

    monkeypatch.setattr(deck_choices, "_looked", back)
    assert exercise(card, 0, _RECORD) == ["look_top: 0 card(s) discarded, record 1"]


_ANY = {"timing": "event", "effects": [
    {"op": "look_top", "deck": "fate", "count": 3, "discard": 1, "rest": "top",
     "whose": "any"}]}


def _event(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_ANY], ["data"]))
    return CardDef(id="test:omen", title="Plum Omen", type=CardType.EVENT, abilities=(_ANY,))


def test_the_harness_sees_bobs_card_discarded(monkeypatch: Any) -> None:
    assert exercise(_event(monkeypatch), 0, _ANY) == []


def test_the_harness_catches_an_engine_that_keeps_bobs_card(monkeypatch: Any) -> None:
    card = _event(monkeypatch)
    looked = deck_choices._looked

    def back(state: Any, player: int, card_id: str, eff: dict[str, Any],
             order: list[str]) -> Any:
        return looked(state, player, card_id, {**eff, "discarded": []},
                      [*eff["discarded"], *order])

    monkeypatch.setattr(deck_choices, "_looked", back)
    assert exercise(card, 0, _ANY) == ["look_top any: 0 card(s) of Bob's deck discarded, "
                                       "record 1"]
