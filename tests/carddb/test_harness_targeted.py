"""The per-card harness checks a Reaction to an action's targeting (``harness/targeted.py``)
and a negated straightening (``harness/checks.py``): on invented cards it reports nothing with
the engine as it is, and it reports an engine whose negation does nothing (Bob's action then
does everything) or negates too much, whose redirection does nothing, or whose negated
straightening still straightens."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import negation
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_SOME = {"timing": "reaction",
         "trigger": {"event": "targeted", "card": "self", "by": "other"},
         "effects": [{"op": "negate_action", "on": "self", "what": ["destroy"]}]}
_ALL = {"timing": "reaction",
        "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                    "keyword": "Samurai", "by": "other", "action": "political"},
        "cost": {"gold": "card"}, "effects": [{"op": "negate_action"}]}


def _card(monkeypatch: Any, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    if record is _ALL:
        return CardDef(id="test:ward", title="Plum Ward", type=CardType.STRATEGY, gold_cost=1,
                       abilities=(record,))
    return CardDef(id="test:ward", title="Plum Warden", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(record,))


@pytest.mark.parametrize("record", [_SOME, _ALL])
def test_the_harness_passes_a_reaction_that_negates(monkeypatch: Any, record: dict) -> None:
    assert exercise(_card(monkeypatch, record), 0, record) == []


@pytest.mark.parametrize("record", [_SOME, _ALL])
def test_the_harness_catches_a_negation_that_does_nothing(monkeypatch: Any,
                                                          record: dict) -> None:
    card = _card(monkeypatch, record)
    monkeypatch.setattr(negation, "without_negated", lambda s, c, effs, t, n: (effs, []))
    problems = exercise(card, 0, record)
    assert len(problems) == 1 and problems[0].startswith("after the Reaction")


def test_the_harness_catches_a_negation_of_everything(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _SOME)
    real = negation.without_negated
    monkeypatch.setattr(negation, "without_negated",
                        lambda s, c, effs, t, n: real(s, c, effs, t, [{"on": ""}]))
    problems = exercise(card, 0, _SOME)
    assert len(problems) == 1 and "'honor': False" in problems[0]


_REDIRECT = {"timing": "reaction",
             "trigger": {"event": "would_target", "card": "yours", "type": "personality",
                         "keyword": "Shugenja", "by": "other", "here": True},
             "effects": [{"op": "redirect_target", "to": "self"}]}


def test_the_harness_checks_a_redirection(monkeypatch: Any) -> None:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_REDIRECT], ["data"]))
    card = CardDef(id="test:shield", title="Plum Shield", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(_REDIRECT,))
    assert exercise(card, 0, _REDIRECT) == []
    monkeypatch.setattr(negation, "_redirect", lambda *a: [])  # the redirection does nothing
    assert exercise(card, 0, _REDIRECT) == [
        "after the Reaction, on the card first targeted: {'destroy': False, 'bow': True, "
        "'move': False, 'penalty': True, 'honor': True}",
        "the action did not target the Reaction's card instead"]


def test_the_harness_checks_a_negated_straightening(monkeypatch: Any) -> None:
    from l5r_desktop.games.ccg.cardtext import straightening

    record = {"timing": "limited",
              "targets": [{"type": "personality", "controller": "opponent"}],
              "effects": [{"op": "bow", "target": 0},
                          {"op": "negate_straightening", "target": 0, "next": True}]}
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    card = CardDef(id="test:snare", title="Plum Snare", type=CardType.STRATEGY, gold_cost=0,
                   abilities=(record,))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(straightening, "negated", lambda s, c: None)
    assert exercise(card, 0, record) == [
        "negate_straightening: a straighten effect still straightens it"]


_FEAR = {"timing": "reaction",
         "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                     "keyword": "Samurai", "action": "fear", "side": "defending"},
         "cost": {"gold": "card"}, "effects": [{"op": "negate_action"}]}
_PRIDE = {"timing": "reaction", "trigger": {"event": "targeted", "card": "self", "by": "other"},
          "effects": [{"op": "modify_stat", "target": "self", "stat": "force", "amount": 2,
                       "duration": "turn"}]}


def test_the_harness_makes_a_fear_action_on_a_defending_card(monkeypatch: Any) -> None:
    """A Fear action on Alice's defending Samurai: passes with the engine as it is; with the
    "Fear action" filter broken the Reaction is never offered and the harness says so."""
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_FEAR], ["data"]))
    card = CardDef(id="test:nerve", title="Plum Nerve", type=CardType.STRATEGY, gold_cost=1,
                   abilities=(_FEAR,))
    assert exercise(card, 0, _FEAR) == []
    monkeypatch.setattr(negation, "_BY_EFFECT", {})
    with pytest.raises(Exception, match="no window opened"):
        exercise(card, 0, _FEAR)


def test_the_harness_checks_a_reaction_with_another_effect(monkeypatch: Any) -> None:
    """"After another player's action targets this card, give it +2F": checked like an
    action; an engine whose stat change does nothing is caught."""
    from l5r_desktop.games.ccg.cardtext import abilities

    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_PRIDE], ["data"]))
    card = CardDef(id="test:pride", title="Plum Pride", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(_PRIDE,))
    assert exercise(card, 0, _PRIDE) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(card, 0, _PRIDE) != []


_TWICE = {"timing": "reaction", "per_turn": 2,
          "trigger": {"event": "targeted", "card": "yours", "type": "follower", "here": True},
          "effects": [{"op": "negate_action", "on": "subject", "what": ["bow"]}]}


def test_the_harness_checks_twice_per_turn(monkeypatch: Any) -> None:
    """"Twice per turn": offered for a second action, not a third; an engine that keeps the
    once-per-turn limit, or none, is caught."""
    from l5r_desktop.games.ccg.cardtext import use_limits

    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_TWICE], ["data"]))
    card = CardDef(id="test:twice", title="Plum Keeper", type=CardType.PERSONALITY, force=2,
                   chi=2, personal_honor=1, gold_cost=3, abilities=(_TWICE,))
    assert exercise(card, 0, _TWICE) == []
    monkeypatch.setattr(use_limits, "used_up",
                        lambda c, i, rec, turn: c.ability_uses.get(i) == turn)
    assert exercise(card, 0, _TWICE)[0].startswith("Twice per turn: offered")
    monkeypatch.setattr(use_limits, "used_up", lambda c, i, rec, turn: False)
    assert exercise(card, 0, _TWICE)[0].startswith("Twice per turn: offered")
