"""The per-card harness checks a draw counted when it resolves ("a card for each player who
has had a province destroyed this game", ``amount_from`` ``count``): Bob has lost a
province, so the record's draw is 1; an engine that counts nobody is reported."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import amounts
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_REC = {"timing": "reaction", "trigger": {"event": "equipped", "card": "self"},
        "effects": [{"op": "draw", "amount_from": {"count": "players_lost_province"},
                     "player": "you"}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_REC], ["data"]))
    return CardDef(id="test:cnt", title="Pine Militia", type=CardType.FOLLOWER, force=1,
                   gold_cost=1, focus=1, abilities=(_REC,))


def test_the_harness_passes_the_counted_draw(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _REC) == []


def test_the_harness_catches_a_count_of_nobody(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    real = amounts.value
    monkeypatch.setattr(amounts, "value", lambda s, c, t, src, *more: 0 if "count" in src
                        else real(s, c, t, src, *more))
    assert exercise(card, 0, _REC) == ["hands changed by [0, 0], record [1, 0]"]
