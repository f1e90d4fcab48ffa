"""The per-card harness checks keywords and abilities given permanently
(``harness/given.py``): on an invented card shaped like the Spirit cycle it reports nothing
with the engine as it is, and reports an engine that gives nothing, one that ignores the
"if he is a K" condition, and a given ability that does not play."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import given
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_ABILITY = {"timing": "limited", "cost": {"bow_self": True},
            "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}
_IS = {"card": 0, "keyword": "Scholar"}
_RECORD = {"timing": "limited", "cost": {"gold": "card"},
           "targets": [{"type": "personality", "controller": "you", "performer": True,
                        "bowed": False, "choose": True}],
           "effects": [{"op": "modify_stat", "target": 0, "stat": "chi", "amount": 2,
                        "duration": "game", "if": _IS},
                       {"op": "give_ability", "target": 0, "ability": _ABILITY, "if": _IS},
                       {"op": "give_keyword", "target": 0, "keyword": "Scholar",
                        "if": {"not": _IS}}]}


def _card(monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:study", title="Plum Study", type=CardType.STRATEGY, gold_cost=1,
                   focus=1, abilities=(_RECORD,))


def test_the_harness_plays_both_branches_and_the_given_ability(monkeypatch: Any) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_the_harness_catches_an_engine_that_gives_nothing(monkeypatch: Any) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(given, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _RECORD) == [
        "give_keyword: the card has no Scholar",
        "with the keyword: give_ability: the card does not have the ability"]


def test_the_harness_catches_an_engine_that_ignores_the_condition(monkeypatch: Any) -> None:
    from l5r_desktop.games.ccg.cardtext import abilities, effect_conditions

    card = _card(monkeypatch)
    monkeypatch.setattr(effect_conditions, "holds", lambda *a, **k: True)
    monkeypatch.setattr(abilities.effect_conditions, "holds", lambda *a, **k: True)
    assert exercise(card, 0, _RECORD) == [
        "modify_stat chi: changed by 2 though its condition did not hold",
        "give_ability: given though its condition did not hold"]


def test_the_harness_catches_a_given_ability_that_does_not_play(monkeypatch: Any) -> None:
    from l5r_desktop.games.ccg.cardtext import abilities

    card = _card(monkeypatch)
    real = abilities.run_effects

    def no_honor(state, player, card_id, rec, *a, **k):
        if rec.get("effects") == _ABILITY["effects"]:
            return []
        return real(state, player, card_id, rec, *a, **k)

    monkeypatch.setattr(abilities, "run_effects", no_honor)
    assert exercise(card, 0, _RECORD) == [
        "given ability 0: Honor changed by [0, 0], record [3, 0]"]
