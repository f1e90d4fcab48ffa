"""The per-card harness checks cards other players choose (``harness/player_picks.py``): on
our invented Strategies, with the engine's part switched off (the pick applied to nothing)
it reports the effect; with it on, nothing."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import player_picks
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_PARLEY = {"timing": "battle", "cost": {"gold": "card"}, "effects": [
    {"op": "player_picks", "who": "each", "from": "personality_here", "then": "move_home"},
    {"op": "gain_honor", "player": "you", "amount_from": {"count": "moved"}}]}
_MUDDLE = {"timing": "open", "cost": {"gold": "card"}, "effects": [
    {"op": "player_picks", "who": "opponent", "from": "hand", "then": "discard"}]}
_HIDE = {"timing": "open", "cost": {"gold": "card"},
         "target_player": {"who": "any", "choose": True}, "effects": [
    {"op": "player_picks", "who": "target_player", "from": "province_personality",
     "then": "face_down"}]}


def _card(record: dict[str, Any], monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:plum", title="Plum Plan", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(record,))


def test_the_harness_passes_what_the_engine_plays(monkeypatch: Any) -> None:
    for record in (_PARLEY, _MUDDLE, _HIDE):
        assert exercise(_card(record, monkeypatch), 0, record) == []


def test_the_harness_catches_picks_that_do_nothing(monkeypatch: Any) -> None:
    monkeypatch.setattr(player_picks, "_apply", lambda *a, **k: [])
    problems = exercise(_card(_PARLEY, monkeypatch), 0, _PARLEY)
    assert any(p.startswith("player_picks: Alice had") for p in problems)
    assert any(p.startswith("Honor changed by [0, 0]") for p in problems)
    assert exercise(_card(_MUDDLE, monkeypatch), 0, _MUDDLE) == [
        "hands changed by [-1, 0], record [-1, -1]"]
    (problem,) = exercise(_card(_HIDE, monkeypatch), 0, _HIDE)
    assert problem.startswith("player_picks: Bob had 1 to choose from, now 1")
