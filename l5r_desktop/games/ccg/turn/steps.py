"""Phase transitions that need no card text: the Action, Attack and Dynasty Phases begin, and
unspent Gold leaves the pool [S1 › THE TURN SEQUENCE]. The Attack Phase flow
(``attack/battle.py``) ends in the Dynasty Phase through here, so it needs nothing of the
rest of the turn sequence (``phases.py``, which resolves Events and so card text).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.events import Event, GoldLost, ModifiersExpired, PhaseBegan
from l5r_desktop.games.ccg.model.ids import Duration, Phase, Step
from l5r_desktop.games.ccg.model.state import GameState

_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_DECLARE = Step.DECLARE
_S_RECRUIT = Step.RECRUIT
_ACTION_V = Phase.ACTION.value
_ATTACK_V = Phase.ATTACK.value
_DYNASTY_V = Phase.DYNASTY.value
_D_PHASE = Duration.PHASE


def begin_action_phase(state: GameState) -> list[Event]:
    """The Action Phase: an action round starting with the active player [S1 › ACTION PHASE]."""
    state.phase = _P_ACTION
    state.step = _S_ACTION_ROUND
    state.priority = state.active
    state.passes = 0
    events = phase_ended(state)
    events.append(PhaseBegan((), _ACTION_V, state.active))
    return events



def phase_ended(state: GameState) -> list[Event]:
    """A phase has ended: the effects lasting "until the current phase ends" (modifiers of
    duration ``phase``) end [CE › DURATION OF EFFECTS: an effect lasts until the game time it
    names]. Called as the Action, Attack, Dynasty and End Phases begin and as the turn ends
    (the Straighten and Events Phases have no actions that make such effects). The cards are
    looked at only when such an effect may be on one (``GameState.phase_effects``, set where
    one is made: ``model.state.lasting``); that is rare, and this runs five times a turn."""
    if not state.phase_effects:
        return []
    state.phase_effects = False
    touched = []
    for c in state.cards.values():
        mods = c.modifiers
        if mods and any(m.duration is _D_PHASE for m in mods):
            c.modifiers = [m for m in mods if m.duration is not _D_PHASE]
            touched.append(c.id)
    return [ModifiersExpired(tuple(touched), duration="phase")] if touched else []


def end_phase_gold(state: GameState) -> list[Event]:
    """Unspent Gold leaves the pool when a phase ends [S1 › GOLD PRODUCTION],
    [S0 › PAYING GOLD COSTS #]; the effects "until the current phase ends" end
    (:func:`phase_ended`)."""
    events: list[Event] = phase_ended(state)
    for p in state.players:
        if p.gold_pool:
            events.append(GoldLost((), player=p.index, amount=p.gold_pool))
            p.gold_pool = 0
    return events



def begin_attack_phase(state: GameState) -> list[Event]:
    """The optional Attack Phase: the active player declares an attack or skips it
    [S1 › ATTACK PHASE (OPTIONAL)]. Engine II supplies the declaration; skipping is a Pass."""
    events = end_phase_gold(state)
    state.phase = _P_ATTACK
    state.step = _S_DECLARE
    state.priority = state.active
    state.passes = 0
    events.append(PhaseBegan((), _ATTACK_V, state.active))
    return events



def begin_dynasty_phase(state: GameState) -> list[Event]:
    """The Dynasty Phase: recruit, then optionally discard province cards [S1 › DYNASTY PHASE]."""
    events = end_phase_gold(state)
    state.attack = None
    state.phase = _P_DYNASTY
    state.step = _S_RECRUIT
    state.priority = state.active
    events.append(PhaseBegan((), _DYNASTY_V, state.active))
    return events



def after_action_round(state: GameState) -> list[Event]:
    """All players passed consecutively: the Action Phase ends [S1 › ACTION PHASE]."""
    return begin_attack_phase(state)
