"""The per-card harness for an Event's Equip from the discard pile
(``harness/event_pile_equip.py``): our invented Event passes; an engine that never offers the
pile's cards, or never ends the permission, is reported."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import pile_equip
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_RALLY = {"timing": "event", "effects": [{"op": "pile_equip", "type": "follower",
                                          "turns": 2}]}


def _card() -> CardDef:
    return CardDef(id="test:plum-rally", title="Plum Rally", type=CardType.EVENT,
                   text="Our own words.", abilities=(_RALLY,))


def test_the_harness_checks_the_permission(monkeypatch) -> None:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RALLY], ["data"]))
    assert exercisable(_RALLY)
    assert exercise(_card(), 0, _RALLY) == []
    monkeypatch.setattr(pile_equip, "turn_began", lambda state, player: [])
    assert exercise(_card(), 0, _RALLY) == ["pile_equip: still offered 2 turns later"]
    monkeypatch.setattr(pile_equip, "pile_cards", lambda state, player: [])
    assert exercise(_card(), 0, _RALLY) == [
        "pile_equip: the Equip from the pile offered 0 times, 0 without the record "
        "(want 1 or more, 0)"]
