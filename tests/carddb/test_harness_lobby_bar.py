"""The per-card harness for "Other players may not lobby." (``harness/lobby_bar.py``): our
invented Celestial passes; an engine ignoring the trait, or barring its own player too, is
reported."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import open_permissions
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_BAR = {"timing": "continuous", "ongoing": "no_lobby", "applies_to": "others"}


def _card() -> CardDef:
    return CardDef(id="test:plum-seal", title="Plum Seal", type=CardType.CELESTIAL,
                   text="Our own words.", abilities=(_BAR,))


def test_the_harness_checks_the_bar(monkeypatch) -> None:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_BAR], ["data"]))
    assert exercisable(_BAR)
    assert exercise(_card(), 0, _BAR) == []
    monkeypatch.setattr(open_permissions, "lobby_barred", lambda state, player: False)
    assert exercise(_card(), 0, _BAR) == [
        "Bob's Lobby offered 1 times with the record, 1 without (want 0, 1)"]
    monkeypatch.setattr(open_permissions, "lobby_barred", lambda state, player: True)
    assert exercise(_card(), 0, _BAR) == [
        "Bob's Lobby offered 0 times with the record, 0 without (want 0, 1)",
        "Alice, the card's player, was not offered Lobby"]
