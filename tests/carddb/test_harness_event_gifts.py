"""The per-card harness on an Event that chooses (or targets) one of its player's
Personalities and permanently gives him Force, a keyword and an ability
(``harness/event_gifts.py``), and on an Event that searches the Fate deck
(``harness/events.py``): on invented Events it reports nothing with the engine as it is, and
reports an engine that skips the gift, ends it with the turn or finds no card."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import deck_choices, given
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Duration
from tests.carddb.harness import exercise

_GIFT = {"timing": "event", "effects": [
    {"op": "choose_card", "spec": {"type": "personality", "controller": "you"},
     "targeting": True},
    {"op": "modify_stat", "target": 0, "stat": "force", "amount": 2, "duration": "game"},
    {"op": "give_keyword", "target": 0, "keyword": "Magistrate"},
    {"op": "give_ability", "target": 0, "ability": {
        "timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}}]}
_SEARCH = {"timing": "event", "effects": [
    {"op": "gain_honor", "amount": 1, "player": "you"},
    {"op": "search_deck", "deck": "fate", "find": {"type": "item"}, "show": True, "to": "hand"}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:gift", title="Plum Gift", type=CardType.EVENT, abilities=(record,))


def test_the_harness_sees_the_gifts(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch, _GIFT), 0, _GIFT) == []


def test_the_harness_catches_gifts_not_given(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _GIFT)
    monkeypatch.setattr(given, "apply", lambda *a, **k: [])
    problems = exercise(card, 0, _GIFT)
    assert "at once: give_keyword: the card has no Magistrate" in problems
    assert "at once: give_ability: the card's abilities are not the given ones" in problems


def test_the_harness_catches_a_gift_that_ends_with_the_turn(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _GIFT)
    monkeypatch.setattr("l5r_desktop.games.ccg.turn.phases._D_GAME", Duration.BATTLE)
    problems = exercise(card, 0, _GIFT)
    assert any(p.startswith("at Alice's next turn: stats changed by {'force': 0")
               for p in problems), problems


def test_the_harness_sees_the_search_and_catches_one_that_finds_nothing(monkeypatch: Any
                                                                        ) -> None:
    card = _card(monkeypatch, _SEARCH)
    assert exercise(card, 0, _SEARCH) == []
    monkeypatch.setitem(deck_choices.FIND_TYPES, "item", CardType.RING)  # looks for a Ring
    problems = exercise(card, 0, _SEARCH)
    assert "Event: hands changed by [0, 0], record [1, 0]" in problems, problems
