"""A damaged save's ability record whose effect "op" is an object, not a name (the save fuzzer
found it: the validator and the game's ability index looked the op up in a set and raised
TypeError). The validator reports it and the index skips it."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, ability_keys


def test_an_effect_op_that_is_an_object_is_a_problem_not_a_crash() -> None:
    record = {"timing": "open", "effects": [{"op": {"a": 1}}]}
    assert any("unknown effect" in p for p in validate(record))
    card = CardDef(id="x", title="Broken", type=CardType.HOLDING, abilities=(record,))
    assert ability_keys([card]) == frozenset()
