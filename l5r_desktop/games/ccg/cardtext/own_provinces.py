"""Destroying one of your own provinces by card text: "Destroy your rightmost province", as an
effect or as a cost.

Effect (in an ability record's ``effects``) and cost (in its ``cost``)::

    {"op": "destroy_own_province", "which": "rightmost"}
    {"op": "destroy_own_province", "which": "this"}     # an Event's "destroy this Province"
    "cost": {"destroy_province": "rightmost", ...}

Rules. A player's provinces are "arranged in a row from left to right" (the engine's list of
provinces is that row: index 0 is the leftmost); a destroyed province's Dynasty cards and
Region go to the discard pile ("not considered discarding") and the remaining provinces are
pushed together [CE › AREAS OF THE GAME › PROVINCES]. A player whose last province is
destroyed loses at once, by whatever means it was destroyed [CE › PLAYERS WINNING AND LOSING ›
Military Victory/Loss] (``honor.check_victory``). As a cost, the change "must actually, fully
occur at the time of payment" [CE › COSTS › Costs and changes]: a player without provinces
cannot pay it. The destruction is the toolkit's ``destroy_province`` (the same change a player
makes by hand; a battlefield at that province goes with it).

"This Province" on an Event is the province the Event was revealed in: it "leaves the
province ... a resolution area is created, and it goes there", and "the province it came from"
is refilled after its effects [CE › EVENT]. The Events Phase keeps its place in the row in
``GameState.cursor`` (the province after the resolving Event's), so "this" is the one before
the cursor while that Event is in the resolution area; a province destroyed left of the cursor
moves the cursor left with the row, so the next province is still revealed next
[CE › EVENTS PHASE › F].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("destroy_own_province",)
#: Which of your provinces: the rightmost one.
WHICH = ("rightmost", "this")
#: As a cost: only the rightmost (no card pays with "this Province" in our records).
COST_WHICH = ("rightmost",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``destroy_own_province`` effect of a record."""
    if effect.get("which") not in WHICH:
        return [f"destroy_own_province destroys your {' or '.join(WHICH)} province"]
    return []


def cost_problems(which: Any) -> list[str]:
    """Problems with a ``destroy_province`` cost value."""
    if which not in COST_WHICH:
        return [f"a destroy_province cost is one of {', '.join(COST_WHICH)}"]
    return []


def rightmost(state: GameState, player: int) -> int | None:
    """The index of the player's rightmost province, or ``None`` if he has none."""
    n = len(state.players[player].provinces)
    return n - 1 if n else None


def in_event_resolution(state: GameState) -> bool:
    """True while Events resolve: the Events Phase [CE › EVENTS PHASE], or the Twenty
    Festivals reveal at the start of the Action Phase before its action round
    (``turn/phases.revealed_events``)."""
    phase = state.phase
    return phase is Phase.EVENTS or (phase is Phase.ACTION and state.step is Step.NONE)


def this_province(state: GameState, player: int, card_id: str) -> int | None:
    """The index of the province the Event ``card_id`` is resolving from, or ``None``."""
    card = state.cards[card_id]
    if not in_event_resolution(state) or state.active != player or \
            card.definition.type is not CardType.EVENT or \
            card.zone is not Zone.DYNASTY_DISCARD or \
            card_id in state.players[player].dynasty_discard:
        return None
    index = state.cursor - 1
    return index if 0 <= index < len(state.players[player].provinces) else None


def cost_problem(state: GameState, player: int) -> str | None:
    """Why the player cannot pay "destroy your rightmost province" now, or ``None``."""
    return "You have no province to destroy" if rightmost(state, player) is None else None


def destroy(state: GameState, player: int, card_id: str, which: str = "rightmost"
            ) -> list[Event]:
    """Destroy the player's ``which`` province (the effect, and paying the cost)."""
    index = this_province(state, player, card_id) if which == "this" \
        else rightmost(state, player)
    if index is None:
        return [Note((card_id,), text="No province to destroy")]
    if in_event_resolution(state) and state.active == player and index < state.cursor:
        state.cursor -= 1  # the row closes up: the next province is still the next one
    return effects.apply(state, player, "destroy_province", amount=index, sources=(card_id,))


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Resolve one ``destroy_own_province`` effect of ``card_id``'s ability."""
    return destroy(state, player, card_id, str(effect["which"]))
