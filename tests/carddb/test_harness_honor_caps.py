"""The per-card harness on ``no_dishonor_max`` (``harness/honor_caps.py``): on an invented
Stronghold it reports nothing with the engine as it is, and reports an engine that ignores the
trait."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import honor_caps
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "continuous", "ongoing": "no_dishonor_max", "applies_to": "yours",
           "filter": {"keyword": "Paragon"}}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:keep", title="Plum Keep", type=CardType.STRONGHOLD,
                   abilities=(_RECORD,))


def test_the_harness_sees_the_maximum_lifted(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_ignores_it(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(honor_caps, "no_dishonor_max", lambda state, c: False)
    assert exercise(card, 0, _RECORD) == [
        "no_dishonor_max: Personal Honor [0, 0], expected [3, 0] (with the record)"]
