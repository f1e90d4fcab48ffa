"""The translator's unit movement (``templates/unit_movement.py``): "Move him / your target
Personality to the current battlefield." is ``move_unit`` on a target of the ability
[CE › LOCATIONS], [CE › BATTLES › B. COMBAT SEGMENT]; "If he moved, ..." / "... if he moved"
is the ``moved`` condition (``templates/conditions.py``). The card moving itself, another
destination, and "if this moved him" after a "you may" stay manual (the translator may never
guess)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd

_STRATEGY = CardDef.from_dict(cd("Onward", "strategy", gold_cost=0, focus=1))
_PERSONALITY = CardDef.from_dict(cd("Kenji", "personality", force=2, chi=2, gold_cost=3,
                                    personal_honor=2))
_MOVE = {"op": "move_unit", "target": 0}
_MOVED = {"card": 0, "moved": True}


def _read(line: str, card: CardDef = _STRATEGY) -> Any:
    return translate_ability(line, card)


def test_move_him_to_the_current_battlefield() -> None:
    rec = _read("Battle: Target a Personality: Move him to the current battlefield.")
    assert rec["timing"] == "battle" and rec["targets"] == [{"type": "personality"}]
    assert rec["effects"] == [_MOVE]


def test_move_your_target_personality_to_the_current_battlefield() -> None:
    rec = _read("Battle: Move your target Personality to the current battlefield.")
    assert rec["targets"] == [{"type": "personality", "controller": "you"}]
    assert rec["effects"] == [_MOVE]


def test_the_performer_moves_and_straightens_if_he_moved() -> None:
    rec = _read("Battle: Choose your performing Monk: Move your Monk to the current "
                "battlefield. Straighten his unit if he moved.")
    assert rec["targets"][0]["performer"] and rec["targets"][0]["keyword"] == "Monk"
    assert rec["effects"] == [_MOVE, {"op": "straighten", "each": {
        "type": "card", "unit_of": 0}, "if": _MOVED}]


@pytest.mark.parametrize("line", [
    "Battle: Target your Personality: Move him home. If he moved, straighten him.",
    "Battle: Target your Personality: Move him home. Straighten him if he moved.",
    "Battle: Target your Personality: Move him home. Straighten him if this moved him.",
])
def test_if_he_moved_after_moving_home(line: str) -> None:
    rec = _read(line)
    assert rec["effects"] == [{"op": "move_home", "target": 0},
                              {"op": "straighten", "target": 0, "if": _MOVED}]


@pytest.mark.parametrize("line", [
    # other destinations ("to a battlefield" and "home or to a battlefield with enemy units"
    # are a chosen location: test_chosen_locations_text.py)
    "Battle: Target your Personality: Move him there.",
    # "there" without the condition that names the current battlefield
    "Battle: Move Kenji there.",
    "Battle: If you are the Defender: Move Kenji there.",
    # "as he moves" about no card that moves
    "Battle: Target your Personality: Gain 1 Honor as he moves.",
    "Battle: Target your Personality: Move him home or to the current battlefield.",
    # a condition the engine does not check
    "Battle: Target your Personality: Move him to the current battlefield if he assigned "
    "there.",
    # "moved" of another time
    "Battle: Target your Personality: Straighten him if he moved this turn.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line, _PERSONALITY) is None


@pytest.mark.parametrize("head", ["If there are any enemy units at the current battlefield",
                                  "If any enemy units are at the current battlefield"])
def test_enemy_units_here_is_the_abilitys_condition(head: str) -> None:
    rec = _read(f"Battle: {head}, choose your performing Personality: Move him to the current "
                "battlefield. If he moved, straighten his unit.")
    assert rec["condition"] == {"enemy_units_here": True}
    assert rec["effects"][0] == _MOVE and rec["effects"][1]["if"] == _MOVED


def test_other_battle_conditions_stay_manual() -> None:
    assert _read("Battle: If there are enemy units at another battlefield, target your "
                 "Personality: Move him to the current battlefield.") is None


_ITEM = CardDef.from_dict(cd("Storm Blade", "item", force=1, gold_cost=1, focus=1))


def test_the_card_moves_itself_to_the_current_battlefield() -> None:
    """"Move Kenji to the current battlefield": the card's own unit (the engine lets the
    action be taken while that unit is elsewhere, ``combat.moves_itself``)."""
    rec = _read("Battle: Move Kenji to the current battlefield. Straighten him if he moved.",
                _PERSONALITY)
    assert rec["effects"] == [{"op": "move_unit", "target": "self"},
                              {"op": "straighten", "target": "self",
                               "if": {"card": "self", "moved": True}}]


def test_there_after_the_enemy_units_condition_is_the_current_battlefield() -> None:
    rec = _read("Battle: If any enemy units are at the current battlefield: Move Kenji there.",
                _PERSONALITY)
    assert rec["condition"] == {"enemy_units_here": True}
    assert rec["effects"] == [{"op": "move_unit", "target": "self"}]


def test_an_attachment_moves_its_personality_home_and_straightens_as_he_moves() -> None:
    """"Move this Personality home. Straighten his unit as he moves." ("'Bow him as he
    moves' means the bowing doesn't happen if the moving is prevented" [S0 › TO #])."""
    rec = _read("Thunder Battle: Move this Personality home. Straighten his unit as he moves.",
                _ITEM)
    assert rec["keywords"] == ["thunder"]
    assert rec["effects"] == [{"op": "move_home", "target": "host"},
                              {"op": "straighten", "each": {"type": "card", "unit_of": "self"},
                               "if": {"card": "host", "moved": True}}]


@pytest.mark.parametrize("line", [
    "Battle: Move your target Samurai home and straighten his unit as he moves.",
    "Battle: Move your target Personality home. After this moves him, straighten his unit.",
])
def test_as_he_moves_and_after_this_moves_him(line: str) -> None:
    rec = _read(line)
    assert rec["effects"] == [{"op": "move_home", "target": 0},
                              {"op": "straighten", "each": {"type": "card", "unit_of": 0},
                               "if": _MOVED}]


def test_enemy_units_there_after_the_away_permission() -> None:
    """"Even if this unit is not at the current battlefield, if any enemy units are there":
    "there" is that battlefield (``enemy_units_here``); without the permission naming it,
    "there" names nothing and the line stays manual."""
    spell = CardDef(id="x:2", title="Plum Call", type=CardType.SPELL, text="")
    rec = _read("Battle: Even if this unit is not at the current battlefield, if there are "
                "enemy units there, target your Samurai: Move him there.", spell)
    assert rec["away_ok"] is True and rec["condition"] == {"enemy_units_here": True}
    assert rec["effects"] == [{"op": "move_unit", "target": 0}]
    assert _read("Battle: If there are enemy units there, target your Samurai: Move him "
                 "there.", spell) is None
