"""The per-card harness resolves Event records in the Events Phase and makes a dishonoring
happen for Reactions to it (``harness/events.py``): our invented cards, with the engine's
effects switched off the harness reports them."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_EVENT = {"timing": "event", "effects": [{"op": "gain_honor", "amount": 2, "player": "you"},
                                         {"op": "draw", "amount": 1, "player": "opponent"},
                                         {"op": "take_favor"}]}
_SHAMED = {"timing": "reaction", "trigger": {"event": "dishonored", "card": "self"},
           "effects": [{"op": "lose_honor", "amount": 1, "player": "opponent"}]}
_HOST_SHAMED = {"timing": "reaction", "trigger": {"event": "dishonored", "card": "host"},
                "cost": {"bow_self": True},
                "effects": [{"op": "draw", "amount": 1, "player": "you"}]}


def test_the_harness_resolves_an_event_and_catches_an_engine_without_it(monkeypatch):
    card = CardDef(id="test:feast", title="Plum Feast", type=CardType.EVENT,
                   text="Our own words.", abilities=(_EVENT,))
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_EVENT], ["data"]))
    assert exercisable(_EVENT)
    assert exercise(card, 0, _EVENT) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(card, 0, _EVENT) == ["Event: Honor changed by [0, 0], record [2, 0]",
                                         "Event: hands changed by [0, 0], record [0, 1]",
                                         "Event: Alice's Imperial Favor False, record True"]


@pytest.mark.parametrize(("kind", "record", "broken"), [
    ("personality", _SHAMED, ["Honor changed by [0, 0], record [0, -1]"]),
    ("item", _HOST_SHAMED, ["hands changed by [0, 0], record [1, 0]"]),
])
def test_the_harness_makes_a_dishonoring_happen(monkeypatch, kind, record, broken):
    stats = {"personality": {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3,
                             "honor_requirement": 0},
             "item": {"force": 0, "chi": 0, "gold_cost": 1, "focus": 1}}[kind]
    card = CardDef(id="test:shamed", title="Plum Shame", type=CardType(kind),
                   abilities=(record,), **stats)
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercisable(record)
    assert exercise(card, 0, record) == []
    run = abilities.run_effects  # off for the Reaction only (the Strategy still dishonors)

    def off(state, player, card_id, rec, targets, **kw):
        return [] if state.cards[card_id].title == "Plum Shame" else run(
            state, player, card_id, rec, targets, **kw)

    monkeypatch.setattr(abilities, "run_effects", off)
    assert exercise(card, 0, record) == broken


def test_the_harness_takes_both_alternatives_of_a_choice(monkeypatch):
    """"Bow him or his controller loses 1 Honor": the harness checks the first alternative,
    then on a new table the second; an engine that always takes the first is reported."""
    from l5r_desktop.games.ccg.cardtext import option_answer

    record = {"timing": "battle", "cost": {"gold": "card"},
              "targets": [{"type": "personality", "controller": "opponent"}],
              "effects": [{"op": "bow", "target": 0, "optional": 1},
                          {"op": "lose_honor", "amount": 1, "player": "opponent",
                           "otherwise": 1}]}
    card = CardDef(id="test:either", title="Plum Either", type=CardType.STRATEGY,
                   gold_cost=0, focus=1, abilities=(record,))
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    answer = option_answer.answer
    monkeypatch.setattr(option_answer, "answer", lambda state, apply: answer(state, True))
    assert exercise(card, 0, record) == [
        "second alternative: Honor changed by [0, 0], record [0, -1]"]
