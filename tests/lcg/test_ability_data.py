"""Every record of our LCG ability data (carddb/data/lcg_abilities.json) played by the engine.

The cases are here and in the ``ability_cases_*`` modules (loaded below); the kit (stand-in
cards, the conflict table, the registry) is ``tests/lcg/ability_kit.py``. A final test fails
when a record has no case, so new data cannot go unplayed.
"""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.lcg_abilities import ability_data
from tests.lcg import (  # noqa: F401  (their cases)
    ability_cases_actions,
    ability_cases_auras,
    ability_cases_choices,
    ability_cases_conditions,
    ability_cases_conflicts,
    ability_cases_core,
    ability_cases_core2,
    ability_cases_core3,
    ability_cases_core4,
    ability_cases_core5,
    ability_cases_counts,
    ability_cases_early,
    ability_cases_later,
    ability_cases_more,
    ability_cases_places,
    ability_cases_pool,
    ability_cases_pool2,
    ability_cases_pool3,
    ability_cases_pool4,
    ability_cases_pool5,
    ability_cases_pool6,
    ability_cases_restrictions,
)
from tests.lcg.ability_kit import (
    CASES,
)


@pytest.mark.parametrize("card_id", sorted(ability_data()))
def test_every_ability_record_is_played_by_the_engine(card_id: str) -> None:
    assert card_id in CASES, f"{card_id}: no engine test plays this record"
    CASES[card_id]()


def test_every_record_is_in_the_vocabulary() -> None:
    from l5r_desktop.games.lcg.cards import validate_ability

    problems = {cid: p for cid, recs in ability_data().items() for r in recs
                if (p := validate_ability(r))}
    assert problems == {}
    assert validate_ability({"timing": "action", "effects": [
        {"op": "bow", "each": {"colour": "red"}}]}) == ["each must be an object of target filters"]
