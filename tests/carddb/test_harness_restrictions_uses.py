"""The per-card harness checks "its abilities may not be used" (``no_abilities``) and "use
each ability on your Stronghold a second time" (``second_use``) (``harness/checks.py``): on
our invented Strategies, with the engine's part switched off it reports the effect; with it
on, nothing."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import restrictions, second_use
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_MEDDLE = {"timing": "open", "cost": {"gold": "card"}, "targets": [{"type": "stronghold"}],
           "effects": [{"op": "no_abilities", "target": 0, "duration": "turn"}]}
_FIRES = {"timing": "open", "cost": {"gold": "card"},
          "effects": [{"op": "second_use", "of": "stronghold"}]}


def _card(record: dict[str, Any], monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:plum", title="Plum Plan", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(record,))


def test_the_harness_passes_what_the_engine_plays(monkeypatch: Any) -> None:
    for record in (_MEDDLE, _FIRES):
        assert exercise(_card(record, monkeypatch), 0, record) == []


def test_the_harness_catches_a_stronghold_still_usable(monkeypatch: Any) -> None:
    real = restrictions.apply
    monkeypatch.setattr(restrictions, "apply", lambda s, p, c, e, t: [] if
                        e["op"] == "no_abilities" else real(s, p, c, e, t))
    assert exercise(_card(_MEDDLE, monkeypatch), 0, _MEDDLE) == [
        "no_abilities: its abilities may still be used"]


def test_the_harness_catches_no_second_use(monkeypatch: Any) -> None:
    monkeypatch.setattr(second_use, "apply", lambda *a, **k: [])
    assert exercise(_card(_FIRES, monkeypatch), 0, _FIRES) == [
        "second_use: the Stronghold's abilities may not be used a second time"]
