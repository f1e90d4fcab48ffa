"""The per-card harness on a Focus Effect that chooses a card as it resolves
(``harness/focus_choices.py``): on invented cards it reports nothing with the engine as it is,
and reports an engine whose duel does not wait for the choice, one that offers a card outside
the duel, and one whose effect on the chosen card does nothing."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg import duels
from l5r_desktop.games.ccg.cardtext import chosen_cards, discard_piles
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_MARK = {"timing": "focus", "duel_cards": ["yours", "other"], "ability": 1, "effects": [
    {"op": "choose_card", "spec": {"type": "attachment"}, "on_targets": [0, 1], "optional": 1},
    {"op": "destroy", "target": 2, "optional": 1}]}
_DEAL = {"timing": "focus", "ability": 1, "effects": [
    {"op": "choose_card", "spec": {"zone": "discard", "type": "strategy", "controller": "you"},
     "ability_keyword": "political", "optional": 1},
    {"op": "to_hand", "target": 0, "optional": 1}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:mark", title="Plum Mark", type=CardType.STRATEGY, focus=1,
                   text="As a Focus Effect, ...", abilities=(record,))


@pytest.mark.parametrize("record", [_MARK, _DEAL])
def test_the_harness_sees_the_card_chosen_and_used(monkeypatch: Any,
                                                   record: dict[str, Any]) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


def test_the_harness_catches_a_duel_that_does_not_wait(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _MARK)
    real = duels.strike

    def strike(state: Any, focus: Any = None) -> Any:
        events = real(state, focus)
        if state.duel is not None and state.duel.stage == "focus_choice":
            state.duel.stage = "focus"  # as before: the duel does not know it waits
        return events

    monkeypatch.setattr(duels, "strike", strike)
    assert exercise(card, 0, _MARK) == [
        "focus choice: the duel did not wait for the Focus Effect's choice"]


def test_the_harness_catches_a_card_offered_outside_the_duel(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _MARK)
    real = chosen_cards.start

    def start(state: Any, player: int, card_id: str, effs: Any, targets: Any,
              **kw: Any) -> Any:
        return real(state, player, card_id,
                    [{k: v for k, v in effs[0].items() if k != "on_targets"}, *effs[1:]],
                    targets, **kw)

    monkeypatch.setattr(chosen_cards, "start", start)
    problems = exercise(card, 0, _MARK)
    assert len(problems) == 1 and problems[0].startswith("choose_card: offered")


def test_the_harness_catches_a_to_hand_that_does_nothing(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _DEAL)
    monkeypatch.setattr(discard_piles, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _DEAL) == ["to_hand: the chosen card is in fate_discard"]
