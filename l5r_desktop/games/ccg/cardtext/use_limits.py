"""How many times per turn an ability may be used: once, unless its record is ``repeatable``
(any number of times) or gives another limit, ``"per_turn": 2`` ("Twice per turn")
[CE › TAKING ACTIONS FROM ABILITIES: "Unlike traits, abilities can be used only once per turn,
unless a different usage limit is stated"]. The turn of an ability's first use is kept in
``CardState.ability_uses[index]`` (as before), that of its second in
``ability_uses[SECOND + index]`` (saved with the card like the first).
A card with a modifier of kind ``extra_use`` (``second_use.py``) may use each of its
once-per-turn abilities a second time this turn."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.state import CardState

#: The ``ability_uses`` key offset of an ability's second use this turn.
SECOND = 1000
#: The limits a record's ``per_turn`` may give.
LIMITS = (2,)


#: The modifier kind of a second use (``second_use.py``).
KIND = "extra_use"


def _limit(card: CardState, rec: dict[str, Any]) -> int:
    limit = int(rec.get("per_turn", 1))
    if limit < 2 and card.modifiers and any(m.kind == KIND for m in card.modifiers):
        return 2  # "a second time this turn" (second_use)
    return limit


def used_up(card: CardState, index: int, rec: dict[str, Any], turn: int) -> bool:
    """Has the card's ability ``index`` been used as many times this turn as it may be?"""
    if rec.get("repeatable") or card.ability_uses.get(index) != turn:
        return False
    return _limit(card, rec) < 2 or card.ability_uses.get(SECOND + index) == turn


def mark_used(card: CardState, index: int, rec: dict[str, Any], turn: int) -> None:
    """Count one use of the card's ability ``index`` this turn."""
    if card.ability_uses.get(index) == turn and _limit(card, rec) >= 2:
        card.ability_uses[SECOND + index] = turn
    else:
        card.ability_uses[index] = turn


def problems(rec: dict[str, Any]) -> list[str]:
    """Problems with a record's ``per_turn``."""
    if "per_turn" in rec and (rec["per_turn"] not in LIMITS or rec.get("repeatable")):
        return ["per_turn is 2 (\"Twice per turn\") and not with repeatable"]
    return []


def extra_use(card: CardState) -> bool:
    """May the card's abilities be used a second time this turn (``second_use``)?"""
    return bool(card.modifiers) and any(m.kind == KIND for m in card.modifiers)

