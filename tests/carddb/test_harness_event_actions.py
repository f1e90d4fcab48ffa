"""The per-card harness uses an Event's action record from its province under Twenty
Festivals and checks it is not offered under Celestial (``harness/event_actions.py``): our
invented cards; with the engine's part switched off the harness reports it."""

from __future__ import annotations

import dataclasses

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import moves, profiles
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_EVENT = {"timing": "event", "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_OPEN = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_LETTER = {"timing": "dynasty", "from": "province",
           "effects": [{"op": "draw", "amount": 1, "player": "you"}]}


def _card(*records: dict) -> CardDef:
    return CardDef(id="test:plum-rite", title="Plum Rite", type=CardType.EVENT,
                   text="Our own words.", abilities=records)


def _ours(monkeypatch, *records: dict) -> None:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: (list(records), ["data"]))


def test_an_open_event_is_used_from_its_province_and_discarded(monkeypatch) -> None:
    _ours(monkeypatch, _EVENT, _OPEN)
    assert exercisable(_OPEN)
    assert exercise(_card(_EVENT, _OPEN), 1, _OPEN) == []


def test_a_dynasty_event_is_used_in_the_dynasty_phase(monkeypatch) -> None:
    _ours(monkeypatch, _LETTER)
    assert exercisable(_LETTER)
    assert exercise(_card(_LETTER), 0, _LETTER) == []


def test_the_harness_catches_an_event_offered_under_celestial(monkeypatch) -> None:
    _ours(monkeypatch, _EVENT, _OPEN)
    loose = dataclasses.replace(profiles.CELESTIAL, events_resolve_on_reveal=False)
    monkeypatch.setitem(profiles.PROFILES, "celestial", loose)
    assert exercise(_card(_EVENT, _OPEN), 1, _OPEN) == [
        "offered from a province under Celestial"]


def test_the_harness_catches_an_engine_that_does_nothing_or_keeps_the_province(
        monkeypatch) -> None:
    _ours(monkeypatch, _EVENT, _OPEN)
    card = _card(_EVENT, _OPEN)
    monkeypatch.setattr(moves, "refill", lambda *a, **k: [])
    assert "the Event's province was not refilled" in exercise(card, 1, _OPEN)
    monkeypatch.undo()
    _ours(monkeypatch, _EVENT, _OPEN)
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert any("Honor" in p for p in exercise(card, 1, _OPEN))
