"""Switching two Personalities' locations: an action targeting two Personalities of one
player at different locations whose units then trade places.

Effect (in an ability record's ``effects``), on the record's group target (``target_groups``:
``{"min": 2, "max": 2, "same_controller": true, "apart": true}``, two cards of one controller
not sharing a location)::

    {"op": "switch_locations", "group": 0}

Rules. To switch is "to swap the game area two or more cards are in. This may involve movement
if units are switched between two locations. If the area change of any one card is negated or
fails, all other area changes from that switching also fail. This is an exception to the rule
that effects are independent" [CE › SWITCH]. A Personality's location is his controller's home
or a battlefield [CE › LOCATIONS]; his unit moves with him [CE › UNIT]; a unit going to a
battlefield joins its controller's side there [CE › LOCATIONS]. So each unit moves to the other
one's location (``armies.move_home`` / ``move_to_battlefield``: the Second-Battle Rule, a
trait keeping units from a battlefield and a negation of the Personality's movement apply
[CE › BATTLES › B. COMBAT SEGMENT], [CE › PREVENTION (Including Negation)]), but first
both movements are checked: when either would be stopped, it is (its note; a "next movement"
negation is used by it) and neither unit moves.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import battlefield_movement, movement_negation
from l5r_desktop.games.ccg.cardtext.target_groups import location
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("switch_locations",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``switch_locations`` effect."""
    g = effect.get("group")
    ok = isinstance(g, int) and not isinstance(g, bool) and g >= 0
    return [] if ok and set(effect) <= {"op", "group", "if"} else \
        ["switch_locations names the group target (group: its index) and optionally an if"]


def _stopped(state: GameState, pid: str, to: int | None) -> bool:
    """Would this unit's movement to battlefield ``to`` (``None``: home) be stopped? (No
    negation is used up here.)"""
    c = state.cards[pid]
    if to is not None:
        att = state.attack
        if att is None or not 0 <= to < len(att.battlefields) or pid in att.second_battle \
                or armies.side_of(state, c.controller) is None:
            return True
    if battlefield_movement.stopped(state, pid, to) is not None or \
            movement_negation.everywhere(state, pid) is not None:
        return True
    return any(m.stat == movement_negation.STAT and m.kind == "bonus" and (
        to is not None or m.amount != movement_negation.TO_BATTLEFIELD) for m in c.modifiers)


def _move(state: GameState, pid: str, where: str, reason: str) -> list[Event]:
    if where.startswith("home:"):
        return armies.move_home(state, pid, reason)
    return armies.move_to_battlefield(state, pid, int(where[3:]), reason)


def _index(where: str) -> int | None:
    return None if where.startswith("home:") else int(where[3:])


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Switch the two group targets' locations, both or neither."""
    title = state.title(card_id)
    pair = [armies.unit_personality(state, c) for c in targets[effect["group"]:]]
    if len(pair) != 2 or None in pair:
        return [Note((card_id,), text=f"{title}: two Personalities to switch are needed")]
    a, b = (str(p) for p in pair)
    at_a, at_b = location(state, a), location(state, b)
    if at_a is None or at_b is None or at_a == at_b:
        return [Note((card_id, a, b), text=f"{title}: nothing to switch")]
    blocked = [(p, to) for p, to in ((a, at_b), (b, at_a)) if _stopped(state, p, _index(to))]
    if blocked:
        out: list[Event] = []
        for p, to in blocked:  # the stopped movement happens as far as it can: its note
            out += _move(state, p, to, title)
        return [*out, Note((card_id, a, b), text=(
            f"{title}: the switch of {state.title(a)} and {state.title(b)} fails"))]
    return [*_move(state, a, at_b, title), *_move(state, b, at_a, title)]
