"""How many times per turn an ability may be used: once, unless its record is ``repeatable``
(any number of times) or gives another limit, ``"per_turn": 2`` ("Twice per turn")
[CE › TAKING ACTIONS FROM ABILITIES: "Unlike traits, abilities can be used only once per turn,
unless a different usage limit is stated"]. The turn of an ability's first use is kept in
``CardState.ability_uses[index]`` (as before), that of its second in
``ability_uses[SECOND + index]`` (saved with the card like the first).
A card with a modifier of kind ``extra_use`` (``second_use.py``) may use each of its
once-per-turn abilities a second time this turn.

``"per_game": 1`` ("Once per game, ..."): the ability is used up for the rest of the game
once used (``ability_uses[GAME + index]``: the turn of that use). The rulebooks state the
limit without a rule of its own ("restricted to once per turn or once per game" [CE ›
ADDITIONAL]); like the card's other memory it lasts while the card stays in play (a card that
leaves play and enters again is a new card to the engine: ``moves._forget``). "A 'once per
game' effect can be used 'one additional time this turn'" after that use [CE › ADDITIONAL]:
with ``extra_use`` it may be used a second time in the turn of its use.

One printed ability written as several records (our card-by-card records give each way of an
"A or B" cost or target its own record, all with the same ``"ability": N``, the line of the
card's text) is still one ability: its records share one count, kept under the index of its
first record, so using one way uses them all up [CE › TAKING ACTIONS FROM ABILITIES]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.state import CardState

#: The ``ability_uses`` key offset of an ability's second use this turn.
SECOND = 1000
#: The ``ability_uses`` key offset of a once-per-game ability's use.
GAME = 2000
#: The limits a record's ``per_turn`` may give.
LIMITS = (2,)


#: The modifier kind of a second use (``second_use.py``).
KIND = "extra_use"
#: The stat of such a modifier that allows it for the card's Battle abilities only ("Battle
#: abilities on his Weapons may be used a second time": the Battle designator, Battle/Open
#: included [CE › ABILITIES]).
BATTLE = "battle_uses"
_BATTLE_TIMINGS = ("battle", "battle_open")


def _limit(card: CardState, rec: dict[str, Any]) -> int:
    limit = int(rec.get("per_turn", 1))
    if limit < 2 and card.modifiers and any(
            m.kind == KIND and (m.stat != BATTLE or rec.get("timing") in _BATTLE_TIMINGS)
            for m in card.modifiers):
        return 2  # "a second time this turn" (second_use)
    return limit


def _slots(card: CardState) -> tuple[int, ...]:
    """Per record of the card's definition, the index its uses are counted under: that of the
    first record with the same ``ability`` number (its own without one); kept on the
    (immutable) definition like its other derived look-ups."""
    d = card.definition
    found = d.__dict__.get("_l5r_use_slots")
    if found is None:
        first: dict[int, int] = {}
        out = []
        for i, r in enumerate(d.abilities):
            n = r.get("ability") if isinstance(r, dict) else None
            out.append(first.setdefault(n, i) if isinstance(n, int) else i)
        found = d.__dict__["_l5r_use_slots"] = tuple(out)
    return found  # type: ignore[no-any-return]


def slot(card: CardState, index: int) -> int:
    """The index the uses of the card's record ``index`` are counted under."""
    slots = _slots(card)
    return slots[index] if 0 <= index < len(slots) else index


def used_up(card: CardState, index: int, rec: dict[str, Any], turn: int) -> bool:
    """Has the card's ability ``index`` been used as many times this turn as it may be
    (counted with the other records of its printed ability: :func:`slot`)?"""
    index = slot(card, index)
    if rec.get("per_game") and GAME + index in card.ability_uses and \
            card.ability_uses[GAME + index] != turn:
        return True  # used in an earlier turn: gone for the game
    if rec.get("repeatable") or card.ability_uses.get(index) != turn:
        return False
    return _limit(card, rec) < 2 or card.ability_uses.get(SECOND + index) == turn


def mark_used(card: CardState, index: int, rec: dict[str, Any], turn: int) -> None:
    """Count one use of the card's ability ``index`` this turn (under its :func:`slot`)."""
    index = slot(card, index)
    if rec.get("per_game"):
        card.ability_uses[GAME + index] = turn
    if card.ability_uses.get(index) == turn and _limit(card, rec) >= 2:
        card.ability_uses[SECOND + index] = turn
    else:
        card.ability_uses[index] = turn


def problems(rec: dict[str, Any]) -> list[str]:
    """Problems with a record's ``per_turn``."""
    if "per_turn" in rec and (rec["per_turn"] not in LIMITS or rec.get("repeatable")):
        return ["per_turn is 2 (\"Twice per turn\") and not with repeatable"]
    if "per_game" in rec and (rec["per_game"] != 1 or "per_turn" in rec
                              or rec.get("repeatable")):
        return ["per_game is 1 (\"Once per game\"), without per_turn or repeatable"]
    return []


def extra_use(card: CardState) -> bool:
    """May the card's abilities be used a second time this turn (``second_use``)?"""
    return bool(card.modifiers) and any(m.kind == KIND for m in card.modifiers)

