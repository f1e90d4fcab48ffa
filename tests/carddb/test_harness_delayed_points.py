"""The per-card harness checks effects delayed to a later time of the turn or battle
(``harness/delayed_points.py``): on our invented Strategies, with the engine's part switched
off (nothing waits, the wrong cards wait, or the effect happens at once) it reports the
effect; with it on, nothing."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import delayed
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_RALLY = {"timing": "battle_open", "cost": {"gold": "card"},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Samurai", "choose": True}],
          "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                       "duration": "turn"},
                      {"op": "before_turn_ends", "effects": [{"op": "destroy", "target": 0}]}]}
_LUCK = {"timing": "limited", "cost": {"gold": "card"},
         "effects": [{"op": "before_turn_ends", "effects": [
             {"op": "draw", "amount": 3, "player": "you"}]}]}
_RUSH = {"timing": "battle", "cost": {"gold": "card", "bow_targets": [0]},
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "bowed": False}],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"},
                     {"op": "after_battle_resolves", "effects": [
                         {"op": "straighten", "target": 0}]}]}


def _card(record: dict[str, Any], monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:plum", title="Plum Plan", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(record,))


def test_the_harness_passes_delayed_effects_the_engine_plays(monkeypatch: Any) -> None:
    for record in (_RALLY, _LUCK, _RUSH):
        assert exercise(_card(record, monkeypatch), 0, record) == []


def test_the_harness_catches_an_effect_that_never_waits(monkeypatch: Any) -> None:
    monkeypatch.setattr(delayed, "apply", lambda *a, **k: [])
    assert exercise(_card(_LUCK, monkeypatch), 0, _LUCK) == [
        "before_turn_ends: 0 delayed effects waiting, record 1"]


def test_the_harness_catches_an_effect_that_waits_without_its_cards(monkeypatch: Any) -> None:
    real = delayed.apply
    monkeypatch.setattr(delayed, "apply", lambda s, p, c, e, t=(): real(s, p, c, e, ()))
    (problem,) = exercise(_card(_RALLY, monkeypatch), 0, _RALLY)
    assert problem.startswith("before_turn_ends: it waits with the cards None")


def test_the_harness_catches_an_effect_that_happens_at_once(monkeypatch: Any) -> None:
    """An engine applying the delayed effects at once (and again at their time): the
    Samurai is destroyed on the spot."""
    real = delayed.apply

    def at_once(s: Any, p: int, c: str, e: dict[str, Any], t: tuple[str, ...] = ()) -> Any:
        from l5r_desktop.games.ccg.cardtext import abilities
        return real(s, p, c, e, t) + abilities.run_list(s, p, c, e["effects"], t, action=False)

    monkeypatch.setattr(delayed, "apply", at_once)
    problems = exercise(_card(_RALLY, monkeypatch), 0, _RALLY)
    assert "before_turn_ends: the card was destroyed at once" in problems


def test_the_harness_catches_a_time_that_applies_nothing(monkeypatch: Any) -> None:
    monkeypatch.setattr(delayed, "_apply_due", lambda s, due, run, losers=None: [])
    assert exercise(_card(_RUSH, monkeypatch), 0, _RUSH) == [
        "after_battle_resolves: still waiting when its time came",
        "after_battle_resolves: straighten left the card bowed (bowed before: True)"]
    assert exercise(_card(_LUCK, monkeypatch), 0, _LUCK) == [
        "before_turn_ends: still waiting when its time came",
        "before_turn_ends: hands changed by [0, 0], record [3, 0]"]


_SAKE = {"timing": "limited", "cost": {"gold": "card"}, "targets": [{"type": "personality"}],
         "effects": [{"op": "add_token", "target": 0, "token": "+1F Sake", "amount": 1},
                     {"op": "after_next_turn_begins", "effects": [
                         {"op": "remove_token", "target": 0, "token": "+1F Sake",
                          "amount": 1}]}]}


def test_a_token_taken_back_after_your_next_turn_begins(monkeypatch: Any) -> None:
    """The Sake token given now is taken back when Alice's next turn begins; an engine whose
    turn start applies nothing is caught."""
    assert exercise(_card(_SAKE, monkeypatch), 0, _SAKE) == []
    monkeypatch.setattr(delayed, "_apply_due", lambda s, due, run, losers=None: [])
    assert exercise(_card(_SAKE, monkeypatch), 0, _SAKE) == [
        "after_next_turn_begins: still waiting when its time came",
        "after_next_turn_begins: the +1F Sake token is still there"]
