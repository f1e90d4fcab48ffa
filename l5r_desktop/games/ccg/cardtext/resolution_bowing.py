"""Traits keeping a unit unbowed at its battle's resolution: "Battle resolution does not bow
cards in this unit." (an ``ongoing`` record of kind ``resolution_no_bow`` with ``applies_to:
unit``, validated by ``ongoing.validate``)::

    {"timing": "continuous", "ongoing": "resolution_no_bow", "applies_to": "unit"}

Rules. At a battle's Final Steps the attacking units return home and bow [S1 › D: FINAL
STEPS]; "does not" prevents that occurrence [CE › PREVENTION (Including Negation)] for the
cards of the trait card's unit while it is in play [CE › TRAITS], [CE › UNIT]: the unit
returns home unbowed, as a Conqueror's does (``attack/resolution.return_home``). Other
bowing of those cards (costs, effects, Fear) is untouched.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing, source_bound
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState


def kept_by(state: GameState, personality: str) -> str | None:
    """The title of the card in the unit (led by ``personality``) whose trait keeps the unit
    unbowed at the battle's resolution, or ``None``."""
    head = state.cards[personality]
    if head.modifiers:  # an effect lasting while its card remains in play (source_bound.py)
        bound = source_bound.bound_by(state, head)
        if bound is not None:
            return bound
    if not ongoing.in_play(state, "resolution_no_bow", head.controller):
        return None  # (quick filter: no such card of his in play)
    for cid in (personality, *head.attachments):
        card = state.cards[cid]
        if any(ongoing.active(state, card, r)
               for r in ongoing.records(card.definition, "resolution_no_bow")):
            return card.title
    return None


def unbowed_units(state: GameState, units: list[str]) -> list[str]:
    """The units among ``units`` (by Personality) that their own trait keeps unbowed."""
    return [pid for pid in units if kept_by(state, pid) is not None]


def note(state: GameState, units: list[str]) -> list[Event]:
    """The log line for those units."""
    return [Note((pid,), text=f"{state.title(pid)}: the unit returns home unbowed "
                              f"({kept_by(state, pid)})") for pid in units]
