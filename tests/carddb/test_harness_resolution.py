"""The per-card harness checks a Reaction after the resolution of an action that bowed a
card (``harness/resolution.py``): it passes our invented cards with the engine as it is and
reports an engine that records no such trigger, or one that records it for an action that
bowed nothing."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import resolution_triggers
from l5r_desktop.games.ccg.events import ActionBowed
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import Unusable, exercise

_NEAR = {"timing": "reaction",
         "trigger": {"event": "resolved_bowed", "card": "any", "by": "you",
                     "type": "personality"},
         "targets": [{"type": "personality", "trigger_card": "near"}],
         "effects": [{"op": "bow", "target": 0}]}
_IS = {"timing": "reaction",
       "trigger": {"event": "resolved_bowed", "card": "any", "type": "personality",
                   "here": "battlefield"},
       "targets": [{"type": "personality", "trigger_card": "is"}],
       "effects": [{"op": "negate_straightening", "target": 0, "next": True}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:echo", title="Plum Echo", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(record,))


@pytest.mark.parametrize("record", [_NEAR, _IS])
def test_the_harness_passes_the_engine_as_it_is(monkeypatch: Any, record: dict) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


@pytest.mark.parametrize("record", [_NEAR, _IS])
def test_the_harness_catches_a_trigger_never_recorded(monkeypatch: Any, record: dict) -> None:
    card = _card(monkeypatch, record)
    monkeypatch.setattr(resolution_triggers, "record", lambda *a, **k: [])
    with pytest.raises(Unusable, match="not offered"):
        exercise(card, 0, record)


def test_the_harness_catches_a_trigger_without_a_bowing(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _NEAR)
    real = resolution_triggers.record

    def always(state, player, card_id, done, carried=()):  # also for an action bowing nothing
        out = real(state, player, card_id, done, carried)
        if not out and not state.options:
            victim = next(c for c in state.cards.values()
                          if c.title == "Harness personality 1")
            out = [ActionBowed((victim.id,), player=player, source=card_id)]
        return out

    monkeypatch.setattr(resolution_triggers, "record", always)
    assert exercise(card, 0, _NEAR) == ["offered after an action that bowed nothing"]
