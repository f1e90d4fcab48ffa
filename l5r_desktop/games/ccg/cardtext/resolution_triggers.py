"""Reactions "after the resolution of an action that bowed <card>" (trigger
``resolved_bowed``).

[CE › TAKING ACTIONS FROM ABILITIES › D. Action resolution, E. Action ends]: an action's
effects are activated in order at step D; "The trigger 'after action resolution' is the same
point in time as 'after the action ends.'" An action "that bowed" a card is one whose effects
bowed it (a card going from unbowed to bowed [CE › BOWED AND UNBOWED]; its costs are paid at
step C and are not its effects). So when an action from a card's ability has resolved, the
engine records :class:`ActionBowed` with the cards its effects bowed (in every part of its
resolution: a "you may" choice pauses it, the bowings before the pause are kept with the
choice), and one Reaction window opens per bowed card, after the action has ended, like other
Reaction windows [CE › TIMING AND TRIGGERS]. The record is made only in a game where some
card has such a Reaction (other games play exactly as before).

The trigger's filters (``{"event": "resolved_bowed", "card": "any", ...}``):
``type`` / ``keyword`` of the bowed card; ``by``: ``you`` ("your action") or ``other``: the
player who took it, the controller of the action's card; ``here``: ``battlefield`` (the
bowed card is at this card's battlefield, this card being at one), true (at this card's
location) or ``province`` (on a Region: the bowed card is at the battlefield at the Region's
province or at an adjacent province's: "Battlefields associated with adjacent provinces are
themselves adjacent" [CE › AREAS OF THE GAME › BATTLEFIELD], the provinces in a row [CE ›
PROVINCES], so the battlefield's province is the Region's or the one beside it; a Region is
at its province [CE › REGION], where battles are fought only while its player defends).
The window's cards are the bowed card then the action's card.

A Reaction names the bowed card with a target spec ``"trigger_card": "is"`` ("target him":
only that card fits) or ``"near"`` (a card at the same location as it: "target a Personality
at the same location"), read in ``targets.py``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.windows import REACTION
from l5r_desktop.games.ccg.cardtext import trigger_filters
from l5r_desktop.games.ccg.cardtext.locations import root, same_location
from l5r_desktop.games.ccg.events import ActionBowed, CardsBowed, Event
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word.
TRIGGER = "resolved_bowed"
#: The filters of such a trigger beyond ``event`` and ``card``.
FILTERS = ("event", "card", "by", "type", "keyword", "here")


def record(state: GameState, player: int, card_id: str, effect_events: list[Event],
           carried: tuple[str, ...] = ()) -> list[Event]:
    """After an action's effects (``effect_events``) ran: the :class:`ActionBowed` event for
    the cards they bowed (with ``carried``, those bowed before a "you may" pause), or, when the
    resolution paused on a choice of this action, those cards kept with the choice."""
    if (REACTION, TRIGGER) not in state.ability_keys:
        return []
    bowed = [*carried]
    for e in effect_events:
        if type(e) is CardsBowed:
            bowed += [c for c in e.cards if c not in bowed]
    if state.options and state.options[-1].get("card") == card_id:
        if bowed:
            state.options[-1]["bowed"] = bowed  # the resolution goes on after the choice
        return []
    return [ActionBowed(tuple(bowed), player=player, source=card_id)] if bowed else []


def filter_problems(trigger: dict[str, Any]) -> list[str]:
    """Problems with the filters of a ``resolved_bowed`` trigger."""
    out = trigger_filters.basic_problems(trigger, "resolved_bowed", FILTERS)
    for key in ("type", "keyword"):
        if key in trigger and not isinstance(trigger[key], str):
            out.append(f"{key} is one word")
    if trigger.get("here", True) not in (True, "battlefield", "province"):
        out.append("here is true, battlefield, province or absent")
    return out


def fits(state: GameState, card: CardState, spec: dict[str, Any],
         cards: tuple[str, ...]) -> bool:
    """Does the window (``cards``: the bowed card, the action's card) fit the trigger's
    filters, for a response on ``card``?"""
    if not cards or cards[0] not in state.cards:
        return False
    bowed = state.cards[cards[0]]
    by = spec.get("by", "any")
    if by != "any":
        source = state.cards.get(cards[1]) if len(cards) > 1 else None
        mine = source is not None and source.controller == card.controller
        if mine != (by == "you"):
            return False
    kind = spec.get("type")
    if kind is not None and bowed.definition.type.value != kind:
        return False
    kw = spec.get("keyword")
    if kw is not None and not bowed.definition.has_keyword(kw):
        return False
    here = spec.get("here")
    if here == "province":  # at this Region's province's battlefield or an adjacent one
        return _near_region(state, card, bowed)
    if here:
        if here == "battlefield" and root(state, card.id).battlefield is None:
            return False  # "at this card's battlefield": the card is at one
        if not same_location(state, bowed.id, card.id):
            return False
    return True


def _near_region(state: GameState, region: CardState, card: CardState) -> bool:
    """Is ``card`` in a unit at the battlefield at the Region's province, or at the battlefield
    of a province next to it (the Region's player defending)?"""
    att = state.attack
    if att is None or region.province is None or att.defender != region.owner \
            or not moves.attached_region(state, region):
        return False
    head = root(state, card.id)
    b = head.battlefield
    if head.zone is not Zone.BATTLEFIELD or b is None or not 0 <= b < len(att.battlefields):
        return False
    return abs(att.battlefields[b].province - region.province) <= 1
