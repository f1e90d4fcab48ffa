"""The per-card harness for a trait on another player's Honor loss from your Battle action
(``harness/battle_honor.py``): our invented Stronghold passes; an engine whose trait never
answers, or answers the loss twice, is reported."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import trait_others
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_TOLL = {"timing": "trait", "trigger": {"event": "honor_lost", "card": "any",
                                        "player": "opponent", "from_your_battle_action": True},
         "effects": [{"op": "lose_honor", "amount": 1, "player": "trigger_player"}]}


def _card() -> CardDef:
    return CardDef(id="test:plum-hall", title="Plum Hall", type=CardType.STRONGHOLD,
                   text="Our own words.", abilities=(_TOLL,), province_strength=6,
                   gold_production=5, starting_honor=10)


def test_the_harness_checks_the_trait(monkeypatch) -> None:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_TOLL], ["data"]))
    assert exercisable(_TOLL)
    assert exercise(_card(), 0, _TOLL) == []
    fits = trait_others._fits
    monkeypatch.setattr(trait_others, "_fits", lambda *a, **k: False)
    assert exercise(_card(), 0, _TOLL) == [
        "honor_lost trait: Honor changed by [0, 0] beside the table without it, record [0, -1]"]
    resolve = trait_others.resolve_trait

    def twice(*a, **k):
        return resolve(*a, **k) + resolve(*a, **k)

    monkeypatch.setattr(trait_others, "_fits", fits)
    monkeypatch.setattr(trait_others, "resolve_trait", twice)
    assert exercise(_card(), 0, _TOLL) == [
        "honor_lost trait: Honor changed by [0, -2] beside the table without it, record [0, -1]"]
