"""The record validator (``cardtext/ability_format.validate``) answers every malformed record
with its problems and never raises: card-by-card data files and imported libraries are user
input ("bad input gets a clear bounded message and changes nothing"). Before, a non-list
``effects``, ``targets`` or ``keywords`` raised TypeError."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext.abilities import validate

_BASE = {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_BAD: list[Any] = [5, "x", None, True, [5], [None], {}, [{}], {"a": 1},
                   [{"op": "to_hand"}], [{"op": "no_actions"}]]


@pytest.mark.parametrize("key", ["effects", "targets", "cost", "target_player", "condition",
                                 "trigger", "keywords", "timing"])
def test_a_malformed_field_is_a_problem_not_a_crash(key: str) -> None:
    for value in _BAD:
        problems = validate({**_BASE, key: value})
        assert isinstance(problems, list)
        if key in ("effects", "targets", "keywords") and not isinstance(value, list) \
                and value is not None and value != {}:
            assert problems, (key, value)
