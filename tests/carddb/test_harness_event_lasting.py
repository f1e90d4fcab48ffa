"""The per-card harness on Events that leave a triggered trait with their player
(``harness/event_lasting.py``): on invented Events it reports nothing with the engine as it
is, and reports an engine whose trait never resolves or resolves more than once."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import lasting, lasting_fire
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_FALL = {"timing": "event", "effects": [{"op": "lasting_trait", "once": True, "trigger": {
    "event": "honor_lost", "card": "any", "player": "you", "below_start": True},
    "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}]}
_TAKEN = {"timing": "event", "effects": [{"op": "lasting_trait", "once": True, "trigger": {
    "event": "province_destroyed", "card": "any", "player": "you", "as_attacker": True},
    "trigger_player": "defender",
    "effects": [{"op": "lose_honor", "amount": 4, "player": "trigger_player"}]}]}

_BLAMED = {"timing": "event", "effects": [{"op": "lasting_trait", "turns": 2, "trigger": {
    "event": "dishonored", "card": "any", "type": "personality", "opposing": ["Courtier"]},
    "effects": [{"op": "lose_honor", "amount": 3, "player": "trigger_player"}]}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:later", title="Plum Later", type=CardType.EVENT,
                   abilities=(record,))


@pytest.mark.parametrize("record", [_FALL, _TAKEN, _BLAMED])
def test_the_harness_sees_the_trait(monkeypatch: Any, record: dict[str, Any]) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


def test_the_harness_catches_a_trait_that_never_resolves(monkeypatch: Any) -> None:
    monkeypatch.setattr(lasting_fire, "fire", lambda *a: [])
    assert exercise(_card(monkeypatch, _FALL), 0, _FALL) == [
        "lasting trait: Honor against the table without it [[0, 0], [0, 0]], record "
        "[[2, 0], [0, 0]] (once)"]
    assert exercise(_card(monkeypatch, _TAKEN), 0, _TAKEN) == [
        "lasting trait: Honor changed by [0, 0] against the table without it, record [0, -4]"]
    assert exercise(_card(monkeypatch, _BLAMED), 0, _BLAMED) == [
        "lasting trait: Honor changed by [0, 0] against the table without it, record [0, -3]"]


def test_the_harness_catches_a_trait_that_resolves_twice(monkeypatch: Any) -> None:
    apply = lasting.apply

    def forever(state: Any, player: int, card_id: str, effect: dict[str, Any],
                targets: tuple[str, ...] = ()) -> Any:
        return apply(state, player, card_id, {k: v for k, v in effect.items() if k != "once"}
                     | {"turns": 99}, targets)

    monkeypatch.setattr(lasting, "apply", forever)
    assert exercise(_card(monkeypatch, _FALL), 0, _FALL) == [
        "lasting trait: Honor against the table without it [[2, 0], [2, 0]], record "
        "[[2, 0], [0, 0]] (once)"]
