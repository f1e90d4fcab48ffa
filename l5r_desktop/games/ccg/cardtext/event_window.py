"""Reactions "before an Event resolves" (Reaction trigger ``before_event``).

[CE › EVENT]: "An Event that is resolving leaves the province or other area from which it is
resolving, a resolution area is created, and it goes there. Once in the resolution area, the
Event's trait is triggered. If conditions in the trait's constraints block (if any) are met,
and costs in the constraints block are paid, then the effects of the Event resolve in order."
The point before it resolves is a trigger like any other [CE › TIMING AND TRIGGERS]
("Responses to a trigger must be taken as soon as the trigger occurs", by action round from
the active player). So when an Event is about to resolve (in the resolution area, counted as
resolved for its player's once-per-title rule), the window opens if some player may answer;
the Events Phase (or the Twenty Festivals reveal) waits; when the window closes the Event's
effects resolve, less what the responses negated, then it is discarded and the phase goes on
(``turn/phases.event_window_closed``, called by ``rules/apply.py``).

The waiting Event is a record in ``GameState.resolving`` (stage :data:`STAGE`, ``ability``
-1, saved with the game), so a response's ``{"op": "negate_action"}`` ("Negate its
effects", ``negation.apply``) negates all of its effects [CE › PREVENTION (Including
Negation)]: "An action's resolution happens even if all its effects are negated" - the Event
still resolves (it stays resolved for its player's once-per-title rule) and is discarded.
Only that whole negation is read for such a Reaction (``negation.before_event_problems``).
"""

from __future__ import annotations

import json

from l5r_desktop.core.windows import REACTION, Window
from l5r_desktop.games.ccg.cardtext import negation, triggers
from l5r_desktop.games.ccg.events import Event, WindowOpened
from l5r_desktop.games.ccg.model.ids import Phase
from l5r_desktop.games.ccg.model.state import GameState

#: The trigger word (kept in ``negation``: ``triggers`` names it without importing this).
TRIGGER = negation.BEFORE_EVENT
#: The stage of the waiting Event's record in ``GameState.resolving``.
STAGE = "event"
_KEY = (REACTION, TRIGGER)
_P_GAME_OVER = Phase.GAME_OVER


def open_window(state: GameState, player: int, card_id: str) -> list[Event] | None:
    """Hold the Event ``card_id`` (resolving for ``player``) in the window before it resolves
    if some player may answer; ``None`` when none opens."""
    if _KEY not in state.ability_keys or state.phase is _P_GAME_OVER:
        return None
    about = json.dumps({"player": player})
    w = Window(REACTION, TRIGGER, (card_id,), about=about)
    order = triggers.answerable(state, w)
    if order is None:
        return None
    state.resolving.append({"card": card_id, "ability": -1, "player": player, "targets": [],
                            "negate": [], "stage": STAGE})
    detail = f"before {state.title(card_id)} resolves for {state.players[player].name}"
    w = Window(REACTION, TRIGGER, (card_id,), order, detail=detail, about=about)
    state.windows.append(w)
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=detail)]


def take(state: GameState) -> tuple[str, int, bool] | None:
    """The Event that waited in the closed window, taken off the waiting list: its card, the
    player it resolves for, and whether its effects are negated; ``None`` if none waits."""
    held = state.resolving[-1] if state.resolving else None
    if held is None or held.get("stage") != STAGE:
        return None
    state.resolving.pop()
    negated = any(n.get("on") == "" and not n.get("what") for n in held["negate"])
    return str(held["card"]), int(held["player"]), negated
