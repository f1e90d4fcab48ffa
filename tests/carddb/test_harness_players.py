"""The per-card harness on an ability that targets a player (``harness/players.py``): on an
invented card it reports nothing with the engine as it is, and reports an engine that applies
the effect to the player taking the action instead of the one targeted, or that does not offer
every player."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import player_targets
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RECORD = {"timing": "limited", "target_player": {"who": "any"},
           "effects": [{"op": "lose_honor", "amount": 2, "player": "target_player"}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:scorn", title="Plum Scorn", type=CardType.STRATEGY, gold_cost=0,
                   abilities=(_RECORD,))


def test_the_harness_targets_bob_and_sees_his_honor_loss(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_applies_it_to_the_user(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(player_targets, "seat", lambda state, seat: "0")
    assert exercise(card, 0, _RECORD) == ["Honor changed by [-2, 0], record [0, -2]"]


def test_the_harness_catches_an_engine_that_offers_one_player_only(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(player_targets, "players", lambda state, player, rec: [1])
    with pytest.raises(AssertionError, match="uses offered for players"):
        exercise(card, 0, _RECORD)
