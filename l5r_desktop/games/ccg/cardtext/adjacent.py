"""Adjacent battlefields: "Move the Personality and Takichi to the same adjacent unresolved
battlefield.", "Give each of your other Followers at the current battlefield and at each
adjacent battlefield +1F."

[CE › AREAS OF THE GAME › BATTLEFIELD]: "Battlefields associated with adjacent provinces are
themselves adjacent. Battlefields not associated with a province are not adjacent to any other
battlefield." Provinces are "arranged in a row from left to right" [CE › PROVINCES]; the
engine's battlefields each name the Defender's province they are at (``Battlefield.province``,
an index in that row), so the battlefield adjacent to the current one on the ``left`` is the
one at the province before it, on the ``right`` the one after it. An *unresolved* battlefield
is one whose battle has not ended (``Battlefield.ended``).

Effect (in an ability record's ``effects``)::

    {"op": "move_adjacent", "cards": [0, "self"], "side": "left", "unresolved": true}

moves the units of those cards (a target index, ``self`` or ``host``: the Personality an
attachment is on) to the battlefield adjacent to the current one on that side, into their
controllers' sides, as any movement to a battlefield (the Second-Battle Rule and negated
movement can stop one, ``armies.move_to_battlefield``) [CE › LOCATIONS]. "The same adjacent
battlefield" is one battlefield for both: the record names the side, and a card with a choice
between two sides is written as one record per side, both of the same printed ability (one
use between them, ``use_limits.slot``), each offered only while that battlefield is there: the
ability condition ``{"adjacent_battlefield": {"side": "left", "unresolved": true}}``
(:func:`adjacent`). The player taking the action thus picks the battlefield as he announces
it; no battle resolves while an action does, so the battlefields it may pick are the same
when it resolves.

Target and ``each`` spec filter ``near_current: true``: a card in a unit at the current
battlefield or at a battlefield adjacent to it (:func:`near_current`).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The effect ops this module resolves.
OPS = ("move_adjacent",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
SIDES = ("left", "right")


def adjacent(state: GameState, side: str, unresolved: bool = True) -> int | None:
    """The index of the battlefield adjacent to the current one on ``side`` (unresolved when
    asked), or ``None``."""
    att = state.attack
    if att is None or att.current is None or not 0 <= att.current < len(att.battlefields):
        return None
    want = att.battlefields[att.current].province + (-1 if side == "left" else 1)
    for i, bf in enumerate(att.battlefields):
        if i != att.current and bf.province == want and not (unresolved and bf.ended):
            return i
    return None


def condition_holds(state: GameState, value: Any) -> bool:
    """The ability condition ``adjacent_battlefield``: such a battlefield is there."""
    return isinstance(value, dict) and adjacent(
        state, str(value.get("side")), bool(value.get("unresolved", True))) is not None


def condition_problems(value: Any) -> list[str]:
    """Problems with an ``adjacent_battlefield`` condition's value."""
    if not isinstance(value, dict) or value.get("side") not in SIDES or \
            set(value) - {"side", "unresolved"} or \
            not isinstance(value.get("unresolved", True), bool):
        return ["adjacent_battlefield is {side: left|right, unresolved: true|false}"]
    return []


def near_current(state: GameState, card: CardState) -> bool:
    """Is the card in a unit at the current battlefield or at one adjacent to it?"""
    att = state.attack
    head = state.cards[card.attached_to] if card.attached_to else card
    if att is None or att.current is None or head.battlefield is None or \
            not head.zone.in_play or not 0 <= head.battlefield < len(att.battlefields):
        return False
    if head.battlefield == att.current:
        return True
    here = att.battlefields[att.current].province
    return abs(att.battlefields[head.battlefield].province - here) == 1


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``move_adjacent`` effect."""
    cards = effect.get("cards")
    if not isinstance(cards, list) or not cards or not all(
            c in ("self", "host") or (isinstance(c, int) and not isinstance(c, bool) and c >= 0)
            for c in cards):
        return ["move_adjacent moves the units of a list of cards (target indices, self, host)"]
    if effect.get("side") not in SIDES:
        return ["move_adjacent names the side: left or right"]
    if not isinstance(effect.get("unresolved", True), bool):
        return ["unresolved is true or false"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Move the named cards' units to the adjacent battlefield on the effect's side."""
    index = adjacent(state, effect["side"], bool(effect.get("unresolved", True)))
    title = state.title(card_id)
    if index is None:
        return [Note((card_id,), text=f"{title}: no adjacent battlefield to move to")]
    host = state.cards[card_id].attached_to
    events: list[Event] = []
    for ref in effect["cards"]:
        cid = card_id if ref == "self" else host if ref == "host" else \
            targets[ref] if ref < len(targets) else None
        pid = armies.unit_personality(state, cid) if cid else None
        if pid is None:
            continue
        events += armies.move_to_battlefield(state, pid, index, title)
    return events
