"""The per-card harness on abilities that bring a card into play (``harness/bring_into_play.py``):
on invented cards it reports nothing with the engine as it is, and reports an engine that
leaves the card where it was, one that charges the wrong Gold, and one that forgets the
delayed return to the deck."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import bring_into_play
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_PILE = {"timing": "limited", "cost": {"bow_self": True},
         "targets": [{"type": "personality", "zone": "discard", "controller": "you",
                      "keyword": "Oni"}],
         "effects": [{"op": "bring_into_play", "target": 0, "less": 1,
                      "less_if": {"keyword": "Oni"}}]}
_SELF = {"timing": "open", "from": "province",
         "effects": [{"op": "bring_into_play", "target": "self", "less": 2,
                      "turn_end": "dynasty_deck_top"}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    if record is _SELF:
        return CardDef(id="test:drifter", title="Plum Drifter", type=CardType.PERSONALITY,
                       force=2, chi=2, gold_cost=5, honor_requirement=0, personal_honor=1,
                       abilities=(record,))
    return CardDef(id="test:gate", title="Plum Gate", type=CardType.HOLDING, gold_cost=2,
                   abilities=(record,))


@pytest.mark.parametrize("record", [_PILE, _SELF])
def test_the_harness_sees_the_card_brought_in(monkeypatch: Any, record: dict) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


def test_the_harness_catches_a_card_left_where_it_was(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _PILE)
    monkeypatch.setattr(bring_into_play, "apply", lambda *a, **k: [])
    assert "bring_into_play: the card is not in play at the player's home under his " \
        "control" in exercise(card, 0, _PILE)


def test_the_harness_catches_the_wrong_gold(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _PILE)
    monkeypatch.setattr(bring_into_play, "gold_to_pay", lambda *a, **k: 0)
    assert "bring_into_play: 0 Gold paid, not 2" in exercise(card, 0, _PILE)


def test_the_harness_catches_a_forgotten_return(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _SELF)
    real = bring_into_play.apply

    def forgetful(state, player, card_id, effect, targets):  # type: ignore[no-untyped-def]
        return real(state, player, card_id, {k: v for k, v in effect.items()
                                             if k != "turn_end"}, targets)

    monkeypatch.setattr(bring_into_play, "apply", forgetful)
    assert exercise(card, 0, _SELF) == [
        "bring_into_play: no dynasty_deck_top waiting for the turn's end"]
