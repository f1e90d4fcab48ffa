"""The per-card harness checks a Reaction that changes a Ranged Attack's strength
(``harness/ranged_targeted.py``): on invented cards (a Holding, a Follower at the
battlefield, a Personality with a +N or -N choice, a Region attached to a province) it
reports nothing with the engine as it is, and it reports an engine whose change does nothing
or doubles."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import attack_strength
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_TRIGGER = {"event": "targeted", "card": "any", "attack": "ranged"}
_PLUS = {"timing": "reaction", "trigger": _TRIGGER,
         "effects": [{"op": "attack_strength", "amount": 1}]}
_HERE = {"timing": "reaction", "trigger": _TRIGGER, "condition": {"at_current": True},
         "effects": [{"op": "attack_strength", "amount": 2}]}
_EITHER = {"timing": "reaction", "trigger": _TRIGGER,
           "effects": [{"op": "attack_strength", "amount": 2, "optional": 1},
                       {"op": "attack_strength", "amount": -2, "otherwise": 1}]}
_LESS = {"timing": "reaction", "trigger": {**_TRIGGER, "attack": "melee_or_ranged"},
         "effects": [{"op": "attack_strength", "amount": -3, "attack": "melee_or_ranged"}]}
_CARDS = {
    "holding": lambda r: CardDef(id="test:r1", title="Plum Butts", type=CardType.HOLDING,
                                 gold_cost=2, abilities=(r,)),
    "follower": lambda r: CardDef(id="test:r2", title="Plum Bowmen", type=CardType.FOLLOWER,
                                  force=1, gold_cost=2, abilities=(r,)),
    "personality": lambda r: CardDef(id="test:r3", title="Plum Oracle",
                                     type=CardType.PERSONALITY, force=1, chi=3,
                                     personal_honor=1, gold_cost=3, abilities=(r,)),
    # a Region attached to Alice's first province (in play [CE › REGION])
    "region": lambda r: CardDef(id="test:r4", title="Plum Marsh", type=CardType.REGION,
                                abilities=(r,)),
}
_CASES = [("holding", _PLUS), ("follower", _HERE), ("personality", _EITHER),
          ("region", _LESS)]


def _card(monkeypatch: Any, kind: str, record: dict[str, Any]) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return _CARDS[kind](record)


@pytest.mark.parametrize(("kind", "record"), _CASES)
def test_the_harness_passes_a_strength_change(monkeypatch: Any, kind: str,
                                              record: dict) -> None:
    assert exercise(_card(monkeypatch, kind, record), 0, record) == []


@pytest.mark.parametrize(("kind", "record"), _CASES)
def test_the_harness_catches_a_change_that_does_nothing(monkeypatch: Any, kind: str,
                                                        record: dict) -> None:
    card = _card(monkeypatch, kind, record)
    monkeypatch.setattr(attack_strength, "strengthened", lambda effs, t, c: effs)
    problems = exercise(card, 0, record)
    assert problems and all(p.startswith("answered") for p in problems)


def test_the_harness_catches_a_doubled_change(monkeypatch: Any) -> None:
    card = _card(monkeypatch, "holding", _PLUS)
    real = attack_strength.strengthened
    monkeypatch.setattr(attack_strength, "strengthened",
                        lambda effs, t, c: real(effs, t, c + c))
    problems = exercise(card, 0, _PLUS)
    assert len(problems) == 1 and "expected strength 4" in problems[0]
