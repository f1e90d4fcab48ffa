"""Where a Personality assigned this turn: "Target your Personality at any location who
assigned to this battlefield (this turn)".

Target filter::

    {"type": "personality", "controller": "you", "any_location": true, "assigned_here": true}

The card is a Personality whose unit was assigned to the current battlefield in this turn's
attack ("Assigning is a non-movement way to change the location of one or more units from
home to a battlefield" [CE › ASSIGN]; "References to assigning a Personality should be taken
to mean assigning the Personality's unit"). The attack keeps where each unit was assigned
(``AttackState.assigned``, written by ``attack/battle.assign``, saved with the game); an
attack is fought within one turn's Attack Phase [CE › ATTACK PHASE], so "this turn" is this
attack. Where the unit is now does not matter (it may have moved, or gone home): the filter
asks about the assignment only. Outside a battle no card fits.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.model.state import GameState

#: The target spec key.
KEY = "assigned_here"


def assigned_here(state: GameState, card_id: str) -> bool:
    """Was the card's unit (a Personality's) assigned to the current battlefield this turn?"""
    att = state.attack
    if att is None or att.current is None:
        return False
    return att.assigned.get(card_id) == att.current
