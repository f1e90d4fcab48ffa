"""The translator's groups of targets (``templates/group_targets.py``): "Straighten one or two
target Followers.", "Target one or more of your Items: Bow them." Our own test lines."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_CALL = CardDef.from_dict(cd("Rally Call", "strategy", gold_cost=0, focus=1))


def _read(line: str) -> Any:
    return translate_ability(line, _CALL)


def test_a_verb_on_a_group() -> None:
    rec = _read("Battle: Bow one to three target enemy Followers.")
    assert rec["targets"] == [{"type": "follower", "controller": "opponent",
                               "group": {"max": 3}}]
    assert rec["effects"] == [{"op": "bow", "target": 0}]


def test_target_a_group_then_them() -> None:
    rec = _read("Open: Target one or more of your Holdings: Straighten them.")
    assert rec["targets"] == [{"type": "holding", "controller": "you", "group": {}}]
    assert rec["effects"] == [{"op": "straighten", "target": 0}]
    rec = _read("Limited: Target one or two Personalities: Dishonor them.")
    assert rec["targets"][0]["group"] == {"max": 2}


@pytest.mark.parametrize("line", [
    "Open: Target one or two Personalities controlled by the same player: Bow them.",
    "Battle: Target one or two Followers and target a Personality: Bow them.",  # not last
    "Battle: Bow them.",  # no group to name
    "Open: Target one or two Personalities: Bow him.",  # "him" is not a group
    "Open: Straighten one or two target Shugenja.",  # no plural type word to read
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None
