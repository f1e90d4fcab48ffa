"""Constraint clauses and color text (issue 17, core lane; ``templates/core_constraints.py``):
turn and control conditions in the constraints block, a stat change as a cost, "Remove it from
the game", and color text [CE › COLOR TEXT]. Our own test lines; near misses stay manual."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str, type_: CardType = CardType.PERSONALITY,
         title: str = "Soshi Amaru") -> dict[str, Any] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_turn_conditions_are_ability_conditions() -> None:
    assert _rec("Open: If it is another player's turn, bow this card: Gain 2 Honor.") == {
        "timing": "open", "condition": {"your_turn": False}, "cost": {"bow_self": True},
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
    assert _rec("Limited: If it is your turn: Draw a card.")["condition"] == {
        "your_turn": True}
    assert _rec("Limited: If it is not your turn: Draw a card.")["condition"] == {
        "your_turn": False}


def test_you_control_a_keyword_is_a_controls_condition() -> None:
    assert _rec("Limited: If you control a Shrine: Gain 1 Honor.")["condition"] == {
        "controls": {"type": "card", "keyword": "Shrine"}}
    assert _rec("Limited: If you control a Courtier: Gain 1 Honor.")["condition"] == {
        "controls": {"type": "personality", "keyword": "Courtier"}}
    # "your ..." in the spec would name the controller twice: manual
    assert _rec("Limited: If you control your Courtier: Gain 1 Honor.") is None


def test_a_chi_or_force_penalty_among_the_costs() -> None:
    rec = _rec("Battle: Bow this card, give this Personality -2C, and target an enemy "
               "Follower: Bow it.", CardType.ITEM, "Jade Charm")
    assert rec is not None and rec["cost"] == {
        "bow_self": True, "stat": {"card": "host", "stat": "chi", "amount": -2}}
    rec = _rec("Battle: Give Soshi Amaru -1F: Draw a card.")
    assert rec is not None and rec["cost"] == {
        "stat": {"card": "self", "stat": "force", "amount": -1}}
    # a Holding has no Force to pay with
    assert _rec("Limited: Give Old Mill -1F: Gain 1 Honor.", CardType.HOLDING,
                "Old Mill") is None


def test_remove_from_the_game() -> None:
    assert _rec("Battle: Target an enemy Follower: Remove it from the game.")["effects"] == [
        {"op": "remove_from_game", "target": 0}]
    assert _rec("Open: Gain 1 Honor. Remove this Item from the game.", CardType.ITEM,
                "Jade Charm")["effects"][1] == {"op": "remove_from_game", "target": "self"}
    # "this Item" on a Spell is not the card itself
    assert _rec("Open: Gain 1 Honor. Remove this Item from the game.", CardType.SPELL,
                "Jade Charm") is None


def test_color_text_has_no_effect() -> None:
    assert _rec("Limited: Amaru hums an old tune. Gain 1 Honor.", title="Amaru") == {
        "timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    # a rules word (move, Honor, destroy ...) or another subject is never color text
    assert _rec("Limited: Amaru moves to the hills. Gain 1 Honor.", title="Amaru") is None
    assert _rec("Limited: Kenzo hums an old tune. Gain 1 Honor.", title="Amaru") is None
    assert _rec("Limited: Amaru hums of honor. Gain 1 Honor.", title="Amaru") is None
