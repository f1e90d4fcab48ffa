"""The translator's movement to a chosen location (``templates/chosen_locations.py``): "Move
<who> to a battlefield / to a different location / to another location / home or to a
battlefield with enemy units / ... where he would be opposed" is ``move_chosen`` with the
locations the words allow (the engine's ``cardtext/chosen_locations.py``) [CE › LOCATIONS],
[CE › CHOICES]. Other destinations stay manual. Our own sentences."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_STRATEGY = CardDef.from_dict(cd("Sidestep", "strategy", gold_cost=0, focus=1))
_KENJI = CardDef.from_dict(cd("Kenji", "personality", force=2, chi=2, gold_cost=3,
                              personal_honor=2))


def _read(line: str, card: CardDef = _STRATEGY) -> Any:
    return translate_ability(line, card)


def test_a_target_moved_to_a_different_location() -> None:
    rec = _read("Battle: Target an enemy Personality at the current battlefield. Move him to "
                "a different location.")
    assert rec["targets"] == [{"type": "personality", "controller": "opponent",
                               "at_current": True}]
    assert rec["effects"] == [{"op": "move_chosen", "target": 0, "to": ["home", "battlefield"]}]


def test_your_target_moved_to_another_location() -> None:
    rec = _read("Battle: Move your target unbowed Samurai to another location.")
    assert rec["targets"] == [{"type": "personality", "controller": "you", "bowed": False,
                               "keyword": "Samurai"}]
    assert rec["effects"][0]["to"] == ["home", "battlefield"]


def test_the_performer_to_a_battlefield_where_he_would_be_opposed() -> None:
    rec = _read("Battle: Choose your performing Samurai: Move your Samurai to a battlefield "
                "where she would be opposed.")
    assert rec["targets"][0]["keyword"] == "Samurai" and rec["targets"][0]["performer"]
    assert rec["effects"] == [{"op": "move_chosen", "target": 0, "to": ["battlefield"],
                               "opposed": True}]


def test_the_card_itself_home_or_to_a_battlefield_with_enemy_units() -> None:
    rec = _read("Battle: Move Kenji home or to a battlefield with one or more enemy units. "
                "If he moved, straighten him.", _KENJI)
    assert rec["effects"] == [
        {"op": "move_chosen", "target": "self", "to": ["home", "battlefield"],
         "opposed": True},
        {"op": "straighten", "target": "self", "if": {"card": "self", "moved": True}}]


def test_a_plain_battlefield() -> None:
    rec = _read("Battle: Target your Personality: Move him to a battlefield.")
    assert rec["effects"] == [{"op": "move_chosen", "target": 0, "to": ["battlefield"]}]


@pytest.mark.parametrize("line", [
    "Battle: Target your Personality: Move him to a battlefield (not necessarily this one).",
    "Battle: Target your Personality: Move him home or to an adjacent battlefield.",
    "Battle: Target your Personality: Move him home or to another location.",
    "Battle: Target your Personality: Move him to a battlefield with a Terrain.",
])
def test_other_destinations_stay_manual(line: str) -> None:
    assert _read(line) is None
