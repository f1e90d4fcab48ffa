"""Destroying one of your own provinces by card text: "Destroy your rightmost province", as an
effect or as a cost.

Effect (in an ability record's ``effects``) and cost (in its ``cost``)::

    {"op": "destroy_own_province", "which": "rightmost"}
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
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("destroy_own_province",)
#: Which of your provinces: the rightmost one.
WHICH = ("rightmost",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``destroy_own_province`` effect of a record."""
    if effect.get("which") not in WHICH:
        return [f"destroy_own_province destroys your {' or '.join(WHICH)} province"]
    return []


def cost_problems(which: Any) -> list[str]:
    """Problems with a ``destroy_province`` cost value."""
    if which not in WHICH:
        return [f"a destroy_province cost is one of {', '.join(WHICH)}"]
    return []


def rightmost(state: GameState, player: int) -> int | None:
    """The index of the player's rightmost province, or ``None`` if he has none."""
    n = len(state.players[player].provinces)
    return n - 1 if n else None


def cost_problem(state: GameState, player: int) -> str | None:
    """Why the player cannot pay "destroy your rightmost province" now, or ``None``."""
    return "You have no province to destroy" if rightmost(state, player) is None else None


def destroy(state: GameState, player: int, card_id: str, which: str = "rightmost"
            ) -> list[Event]:
    """Destroy the player's ``which`` province (the effect, and paying the cost)."""
    index = rightmost(state, player)
    if index is None:
        return [Note((card_id,), text="No province to destroy")]
    return effects.apply(state, player, "destroy_province", amount=index, sources=(card_id,))


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Resolve one ``destroy_own_province`` effect of ``card_id``'s ability."""
    return destroy(state, player, card_id, str(effect["which"]))
