"""The per-card harness checks a Reaction "after a Personality assigns or moves, if he is
now opposing this card" (``harness/reactions.py``): Bob assigns a Personality opposite the
card; it passes with the engine as it is and reports an engine that never opens the window
or whose response does not draw."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import triggers
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import Unusable, exercise

_REC = {"timing": "reaction",
        "trigger": {"event": "assigns_or_moves", "card": "any", "opposing": True},
        "effects": [{"op": "draw", "amount": 1, "player": "you"}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_REC], ["data"]))
    return CardDef(id="test:opp", title="Pine Outrider", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(_REC,))


def test_the_harness_passes_the_reaction(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _REC) == []


def test_the_harness_catches_a_window_that_never_opens(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(triggers, "opposing", lambda s, a, b: False)
    with pytest.raises(Unusable):
        exercise(card, 0, _REC)


def test_the_harness_catches_a_response_that_does_nothing(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    rec = {**_REC, "effects": [{"op": "draw", "amount": 0, "player": "you"}]}
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([rec], ["data"]))
    assert exercise(card, 0, _REC) != []
