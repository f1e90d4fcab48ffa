"""The translator's performer costs other than bowing (``templates/performer_costs.py``):
"Destroy / Dishonor your performing X and target ...:", "Move your performing X home:", and
the same before "to". Our own test lines."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_PLOT = CardDef.from_dict(cd("Quiet Plot", "strategy", gold_cost=0, focus=1))
_ME = {"type": "personality", "controller": "you", "performer": True}


def _read(line: str) -> Any:
    return translate_ability(line, _PLOT)


def test_destroy_your_performer_and_target() -> None:
    rec = _read("Battle: Destroy your performing Courtier and target an enemy Personality: "
                "Bow him.")
    assert rec["cost"] == {"gold": "card", "destroy_targets": [0]}
    assert rec["targets"] == [{**_ME, "keyword": "Courtier"},
                              {"type": "personality", "controller": "opponent"}]
    assert rec["effects"] == [{"op": "bow", "target": 1}]


def test_dishonor_your_performer_asks_for_an_honorable_one() -> None:
    rec = _read("Open: Dishonor your performing Samurai: Gain 3 Honor.")
    assert rec["cost"] == {"gold": "card", "dishonor_targets": [0]}
    assert rec["targets"] == [{**_ME, "keyword": "Samurai", "dishonorable": False}]


def test_move_your_performer_home_and_the_to_form() -> None:
    rec = _read("Battle: Move your performing attacking Personality home: Gain 1 Honor.")
    assert rec["cost"] == {"gold": "card", "move_home_targets": [0]}
    assert rec["targets"] == [{**_ME, "side": "attacking"}]
    rec = _read("Open: Destroy your target performing Monk to draw a card.")
    assert rec["cost"] == {"gold": "card", "destroy_targets": [0]}
    assert rec["effects"] == [{"op": "draw", "amount": 1, "player": "you"}]


@pytest.mark.parametrize("line", [
    "Open: Dishonor your performing dishonorable Samurai: Gain 3 Honor.",  # already so
    "Battle: Move your performing Personality at home home: Gain 1 Honor.",
    # the destroyed performer is gone when the effects resolve: nothing may read him
    "Battle: Destroy your performing Courtier and target an enemy Personality: Give the "
    "target a Force penalty equal to your Courtier's Force.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator_refuses_reading_a_destroyed_payer() -> None:
    rec = {"timing": "open", "cost": {"destroy_targets": [0]}, "targets": [_ME],
           "effects": [{"op": "straighten", "target": 0}]}
    assert validate(rec)
