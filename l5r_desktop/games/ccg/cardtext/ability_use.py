"""When an ability may be used: where it is used from, whether its designator's moment has come
and why a use is refused (:func:`use_problem`). Re-exported by ``abilities.py``, the interpreter
that lists and resolves the uses."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import costs, restrictions, use_limits
from l5r_desktop.games.ccg.cardtext.ability_conditions import condition_ok
from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.cardtext.tireless import tireless_on
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

_P_ACTION = Phase.ACTION
_P_DYNASTY = Phase.DYNASTY
_S_RECRUIT = Step.RECRUIT
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_COMBAT = Step.COMBAT
_T_EVENT = CardType.EVENT
_T_RING = CardType.RING
_T_SPELL = CardType.SPELL
_T_STRATEGY = CardType.STRATEGY
_Z_HAND = Zone.HAND
_Z_PROVINCE = Zone.PROVINCE


def used_from(d: CardDef, rec: dict[str, Any]) -> str:
    """Where the ability is used from: ``hand``, ``play`` or ``province``."""
    default = "hand" if d.type in (_T_STRATEGY, _T_RING) else "play"
    if d.type is _T_EVENT:
        default = "province"
    return str(rec.get("from", default))


def timing_ok(state: GameState, player: int, timing: str) -> bool:
    """Is it a legal moment for an action of this designator [S1 › ABILITIES]?"""
    if state.pending or state.priority != player:
        return False
    if timing == "limited":
        return (state.phase is _P_ACTION and state.step is _S_ACTION_ROUND
                and state.active == player)
    if timing == "open":
        return state.phase is _P_ACTION and state.step is _S_ACTION_ROUND
    if timing == "battle_open":  # either kind of action [S1 › ABILITIES]
        return timing_ok(state, player, "open") or timing_ok(state, player, "battle")
    if timing == "battle":
        att = state.attack
        return att is not None and att.segment == "combat"
    if timing == "dynasty":  # the active player's Dynasty Phase [S0 › DYNASTY ACTIONS #]
        return state.phase is _P_DYNASTY and state.step is _S_RECRUIT and state.active == player
    if timing == "engage":  # 20F only: the Engage Segment of a battle [S0 › ENGAGE ACTIONS #]
        att = state.attack
        return att is not None and att.segment == "engage" and state.profile.engage_segment \
            and state.step is _S_COMBAT
    return False


def use_problem(state: GameState, player: int, card_id: str, index: int) -> str | None:
    """Why ability ``index`` of the card cannot be used now (``None`` when it can, targets
    aside)."""
    card = state.cards.get(card_id)
    if card is None:
        return "No such card"
    abil = card.definition.abilities
    if not 0 <= index < len(abil):
        return f"{card.title} has no such ability"
    rec = abil[index]
    if validate(rec):
        return f"The engine cannot run this ability of {card.title}; resolve it by hand"
    timing = rec["timing"]
    if timing in ("event", "ring_condition", "reaction", "trait", "continuous", "focus",
                  "invest"):
        return f"That ability of {card.title} is not an action you take"
    where = used_from(card.definition, rec)
    if where == "hand":
        if card.zone is not _Z_HAND or card.owner != player:
            return f"{card.title} is not in your hand"
    elif where == "province":
        if card.zone is not _Z_PROVINCE or card.owner != player or not card.face_up:
            return f"{card.title} is not face up in your provinces"
        if card.definition.type is _T_EVENT and state.profile.events_resolve_on_reveal:
            return f"{card.title} is an Event: it only resolves in the Events Phase"
    else:
        if not moves.in_play(state, card) or card.controller != player:
            return f"You do not control {card.title} in play"
        if card.bowed and not tireless_on(state, card, rec):
            return f"{card.title} is bowed; its abilities cannot be used"
        if restrictions.barred(card) or (card.modifiers
                                         and restrictions.ability_barred(card, index)):
            return f"{card.title}'s abilities may not be used" if restrictions.barred(card) \
                else f"That ability of {card.title} may not be used (this turn)"
        if restrictions.blocked(state, card):
            return f"The performer of {card.title}'s ability may not perform actions"
        if card.definition.type is _T_SPELL:
            host = card.attached_to
            if host is None or not state.cards[host].definition.has_keyword("Shugenja"):
                return "Actions on a Spell carried by a non-Shugenja cannot be taken"
        if use_limits.used_up(card, index, rec, state.turn):
            return f"{card.title} has already used that ability this turn"
    if not timing_ok(state, player, timing):
        label = "Battle/Open" if timing == "battle_open" else timing.capitalize()
        return f"{label} actions cannot be taken now"
    if not condition_ok(state, player, rec.get("condition", {}), card):
        return f"The condition of {card.title} is not met"
    return costs.cost_problem(state, player, card, rec)
