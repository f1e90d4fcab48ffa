"""The per-card harness checks the ccgdata2 vocabulary (issue 17): an Event that destroys your
rightmost province and stays in play, an effect on each player with enough Honor, a cost
destroying your rightmost province, a trait after an Attacker destroys a province, "Players
need N more Honor to win", "may not be discarded from play". Our invented cards: with the
engine's part switched off, the harness reports it; with it on, nothing."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import (
    abilities,
    delayed,
    gold_traits,
    movement,
    ongoing,
    own_provinces,
)
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.turn import phases
from tests.carddb.harness import exercisable, exercise

_RAZE = {"timing": "event", "effects": [{"op": "destroy_own_province", "which": "rightmost"},
                                        {"op": "put_into_play", "target": "self"}]}
_TAX = {"timing": "event", "effects": [
    {"op": "lose_honor", "amount": 2, "each_player": {"family_honor_at_least": 16}}]}
_ALTAR = {"timing": "limited", "cost": {"destroy_province": "rightmost", "bow_self": True},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_BOUNTY = {"timing": "trait", "trigger": {"event": "province_won", "card": "any"},
           "effects": [{"op": "gain_honor", "amount": 2, "player": "trigger_player"}]}
_LATER = {"timing": "event", "effects": [{"op": "after_next_turn_begins", "effects": [
    {"op": "province_strength", "amount": 3, "duration": "game"}]}]}
_HARSH = {"timing": "event", "effects": [
    {"op": "destroy_own_province", "which": "this", "optional": 1},
    {"op": "draw", "amount": 2, "player": "you", "optional": 1}]}
_HIGHER = {"timing": "continuous", "ongoing": "honor_victory", "amount": 5}
_KEPT = {"timing": "continuous", "prevents": "discarded", "applies_to": "self"}


def _card(kind: str, record: dict[str, Any]) -> CardDef:
    return CardDef(id=f"test:{kind}", title=f"Plum {kind}", type=CardType(kind),
                   text="Our own words.", abilities=(record,))


def _run(monkeypatch: Any, card: CardDef, record: dict[str, Any]) -> list[str]:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercisable(record)
    return exercise(card, 0, record)


@pytest.mark.parametrize(("kind", "record", "off", "broken"), [
    ("event", _RAZE, (own_provinces, "apply"), ["Event: Alice lost 0 provinces, record 1"]),
    ("event", _RAZE, (movement, "apply"), ["Event: in dynasty_discard, record home"]),
    ("event", _TAX, (abilities.each_player, "seats"),
     ["Event: Honor changed by [0, 0], record [-2, 0]"]),
    ("celestial", _ALTAR, (own_provinces, "destroy"),
     ["cost destroy_province: 0 provinces destroyed, record 1"]),
    ("event", _BOUNTY, (abilities, "run_effects"), ["Honor changed by [0, 0], record [2, 0]"]),
    ("event", _HARSH, (phases, "after_event_choice"), [
        "Event: the turn stopped in the events Phase",
        "Event: in dynasty_discard, not listed in the discard pile"]),
    ("event", _HARSH, (phases, "finish_event"), [
        "Event: in dynasty_discard, not listed in the discard pile"]),
    ("event", _LATER, (delayed, "turn_began"), [
        "delayed: Honor and Province Strength changed by [0, 0] at Alice's next turn, "
        "record [0, 3]"]),
])
def test_the_harness_catches_an_engine_without_it(monkeypatch, kind, record, off, broken):
    card = _card(kind, record)
    assert _run(monkeypatch, card, record) == []
    module, name = off
    monkeypatch.setattr(module, name, lambda *a, **k: [])
    assert _run(monkeypatch, card, record) == broken


def test_the_harness_checks_the_honor_needed_for_victory(monkeypatch):
    card = _card("event", _HIGHER)
    assert _run(monkeypatch, card, _HIGHER) == []
    monkeypatch.setattr(ongoing, "honor_victory_bonus", lambda state: 0)
    assert _run(monkeypatch, card, _HIGHER) == [
        "honor_victory: Alice with 40 Honor won (with the record)"]


_RULES = {"timing": "continuous", "ongoing": "entry_rules", "keyword": "Mercenary", "gold": 1,
          "ignore_honor_requirement": True}


@pytest.mark.parametrize(("name", "value", "broken"), [
    ("rules_discount", 0, ["entry_rules: a personality offered False with the record, False "
                           "without", "entry_rules: a follower offered False with the "
                           "record, False without"]),
    ("ignores_honor_requirement", False, [
        "entry_rules: a personality offered False with the record, False without",
        "entry_rules: a follower offered False with the record, False without"]),
])
def test_the_harness_checks_entry_rules(monkeypatch, name, value, broken):
    card = _card("stronghold", _RULES)
    assert _run(monkeypatch, card, _RULES) == []
    monkeypatch.setattr(gold_traits, name, lambda *a, **k: value)
    assert _run(monkeypatch, card, _RULES) == broken


def test_the_harness_checks_a_card_that_may_not_be_discarded(monkeypatch):
    card = _card("event", _KEPT)
    assert _run(monkeypatch, card, _KEPT) == []
    monkeypatch.setattr("l5r_desktop.games.ccg.cardtext.prevention.prevented",
                        lambda *a, **k: None)
    assert _run(monkeypatch, card, _KEPT) == [
        "prevents discarded: the discard is allowed (with the record)"]
