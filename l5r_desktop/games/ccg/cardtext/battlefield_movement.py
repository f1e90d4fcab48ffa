"""A Terrain's or a Region's "Personalities cannot move to or from this battlefield" (an
ongoing record, checked by ``trait_kinds.py``)::

    {"timing": "continuous", "ongoing": "no_movement", "applies_to": "battlefield"}
    {"timing": "continuous", "ongoing": "no_movement", "applies_to": "battlefield",
     "negation": true}      # "Negate Personalities' movement to or from this battlefield."

Rules. A non-triggered trait applies while its card is in play [CE › TRAITS]; a Terrain is in
play at its battlefield [CE › TERRAIN] (a Region: the battlefield at its province,
``ongoing.battlefield_of``). "When a unit goes from one location to another, it moves";
assigning, returning home after a battle and entering a home by a change of control are not
movement [CE › LOCATIONS], so they are not stopped. A unit moves as a whole with its
Personality [CE › ASSIGN], so the Personality's unit stays where it is. "Cannot" is no
negation: a movement that "will not be negated" is stopped too; with ``negation`` the trait
negates such movements instead [CE › PREVENTION (Including Negation)], so one that "will not
be negated" happens (``armies.move_to_battlefield`` and ``armies.move_home`` ask
:func:`stopped` before ``movement_negation.negated``).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

KIND = "no_movement"
_Z_BATTLEFIELD = Zone.BATTLEFIELD


def stopped(state: GameState, personality: str, to: int | None, negatable: bool = True
            ) -> Event | None:
    """A note when a trait keeps ``personality``'s unit from moving now, from its battlefield
    or to battlefield ``to`` (``None``: home); ``None`` when it may move (``negatable``
    false: a movement that will not be negated passes a negating trait)."""
    ids = ongoing.sources(state, KIND)
    if not ids:
        return None
    c = state.cards[personality]
    here = c.battlefield if c.zone is _Z_BATTLEFIELD else None
    for sid in ids:
        src = state.cards[sid]
        where = ongoing.battlefield_of(state, src)
        if where is None or where not in (here, to):
            continue
        if any(ongoing.active(state, src, r) and (negatable or not r.get("negation"))
               for r in ongoing.records(src.definition, KIND)):
            return Note((personality, sid), text=(
                f"{c.title}'s unit does not move {'from' if where == here else 'to'} "
                f"battlefield {where + 1} ({src.title})"))
    return None
