"""The first opportunity of a battle's Combat Segment given by a card to its player (to take
a Battle action or to pass; or one that a named card must perform), by Reactions "after
engaging" (``trigger_events`` ``engaged``).

The Combat Segment is an action round whose first opportunity is the Defender's; an effect may
give it to another player, and play then goes on to that player's left; such effects do not add
up (a player given it twice still takes one action before the others) [CE › BATTLES › B. COMBAT
SEGMENT]. Effect::

    {"op": "first_opportunity"}                        # the ability's player has it
    {"op": "first_opportunity", "performer": "self"}   # ... and his action must be performed
                                                       # by that card (or a target index)

Resolved at engaging, before anyone acted in the segment: the opportunity goes to the player
(``state.priority``), no pass has been counted yet. With a performer, his Battle action at
that opportunity is one that card performs (``AttackState.extra_actor``, as for an additional
action a card must perform: ``extra_actions.py``); passing is still allowed, and either ends
the restriction. Outside a Combat Segment (no battle, or a Twenty Festivals Engage Segment
still going on) it does nothing (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import COMBAT
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Step
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("first_opportunity",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_S_COMBAT = Step.COMBAT


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``first_opportunity`` effect."""
    who = effect.get("performer")
    if who is not None and who != "self" and (not isinstance(who, int) or isinstance(who, bool)):
        return ["first_opportunity performer is self or a target index"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Give ``player`` the next (first) opportunity of the Combat Segment."""
    att = state.attack
    if att is None or att.current is None or att.segment != COMBAT or \
            state.step is not _S_COMBAT:
        return [Note((card_id,), text="no Combat Segment: no first opportunity to give")]
    state.priority = player
    state.passes = 0
    performer = effect.get("performer")
    text = f"{state.players[player].name} has the first opportunity of the Combat Segment"
    if performer is not None:
        cid = effect_card(state, card_id, {"target": performer}, targets)
        if cid and cid in state.cards:
            att.extra_actor = cid
            text += f", to be performed by {state.cards[cid].title}"
    return [Note((card_id,), text=text)]
