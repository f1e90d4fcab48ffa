"""The per-card harness checks a trait an action leaves for the turn (``lasting_trait`` in an
action, ``harness/action_lasting.py``) and "he may assign even if bowed" (``assign_bowed``,
``harness/state_checks.py``): on invented Strategies it reports nothing with the engine as
it is, and reports an engine whose trait does not resolve, outlives the turn, or whose
permission is not given."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import assign_bowed, lasting, lasting_fire
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_WATCH = {"timing": "open", "cost": {"gold": "card"},
          "targets": [{"type": "personality", "dishonorable": True}],
          "effects": [{"op": "lasting_trait", "until": "turn",
                       "trigger": {"event": "assigned", "card": 0},
                       "effects": [{"op": "lose_honor", "amount": 1,
                                    "player": "target_controller", "target": 0}]}]}
_RALLY = {"timing": "open", "cost": {"gold": "card"},
          "targets": [{"type": "personality", "controller": "you"}],
          "effects": [{"op": "assign_bowed", "target": 0},
                      {"op": "lasting_trait", "once": True, "until": "turn",
                       "trigger": {"event": "assigned", "card": 0},
                       "effects": [{"op": "straighten", "each": {"type": "card",
                                                                 "unit_of": 0}}]}]}
_AMBUSH = {"timing": "open", "cost": {"gold": "card"}, "targets": [{"type": "personality"}],
           "effects": [{"op": "lasting_trait", "once": True, "until": "turn",
                        "trigger": {"event": "attacks", "card": 0, "defender": "you"},
                        "effects": [{"op": "gain_honor", "amount": 2},
                                    {"op": "dishonor", "target": 0}]}]}


def _card(record: dict[str, Any], monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:plum", title="Plum Watch", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(record,))


def test_the_harness_passes_what_the_engine_plays(monkeypatch: Any) -> None:
    for record in (_WATCH, _RALLY, _AMBUSH):
        assert exercise(_card(record, monkeypatch), 0, record) == [], record


def test_the_harness_catches_a_trait_that_never_resolves(monkeypatch: Any) -> None:
    monkeypatch.setattr(lasting_fire, "fire", lambda *a, **k: [])
    assert exercise(_card(_WATCH, monkeypatch), 0, _WATCH) == [
        "lasting_trait: Honor changed by [0, 0], record [0, -1]"]
    problems = exercise(_card(_RALLY, monkeypatch), 0, _RALLY)
    assert "lasting_trait: his unit is still bowed" in problems


def test_the_harness_catches_a_trait_outliving_the_turn(monkeypatch: Any) -> None:
    monkeypatch.setattr(lasting, "turn_ended", lambda state: [])
    assert exercise(_card(_WATCH, monkeypatch), 0, _WATCH) == [
        "lasting_trait: still waiting after the turn ended"]


def test_the_harness_catches_no_permission(monkeypatch: Any) -> None:
    monkeypatch.setattr(assign_bowed, "apply", lambda *a, **k: [])
    assert exercise(_card(_RALLY, monkeypatch), 0, _RALLY) == [
        "assign_bowed: he may not assign even if bowed"]
