"""The response window between an action's targeting and its costs and effects: "after an
action targets <card>" Reactions.

[CE › TAKING ACTIONS FROM ABILITIES]: an action is announced (A), its required targets are
targeted (B), its costs paid (C) and its effects activated (D). A Reaction whose trigger is
"after an action targets X" answers step B [CE › TIMING AND TRIGGERS: "Responses to a
trigger must be taken as soon as the trigger occurs"], so it resolves before the costs and the
effects: the waiting action is held in the window (``Window.resume``) and in
``GameState.resolving`` (what the responses negate, ``negation.py``). One window opens per
targeted card some player can answer (the first target's window answered first), taken by
action round from the active player like every Reaction window [CE › TIMING AND TRIGGERS
› C]; "choose" is not targeting [CE › TARGET], so a chosen card opens none. When the last of
them closes the action goes on: its costs are paid and its effects resolved, less what the
responses negated; an action whose costs can no longer be paid fails ("its costs are ignored,
and its effects do not happen. The action is still considered taken and ended, but not
resolved, and the ability that created it is considered used. If the action was on a Strategy
card, the card is discarded normally" [CE › B. Required targeting]), and a target that became
illegal meanwhile does not stop it ("If any of an action's targeting becomes illegal at any
point after the particular targeting has occurred, the action still proceeds").

Only actions taken at an opportunity to act open the window; a Reaction's own targeting (a
response resolving inside a window) opens none. No window opens when no card of the game has
such a Reaction, nor when no player has one he may take now: the game then plays exactly as
before.
"""

from __future__ import annotations

import json
from dataclasses import replace

from l5r_desktop.core.windows import REACTION, Window
from l5r_desktop.games.ccg.actions import Action, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, announced, negation, targeted_traits, triggers
from l5r_desktop.games.ccg.events import Event, WindowOpened
from l5r_desktop.games.ccg.model.ids import Phase
from l5r_desktop.games.ccg.model.state import GameState

TRIGGER = negation.TRIGGER
WOULD = negation.WOULD
HELD = negation.HELD
BEFORE = negation.BEFORE
#: The ability keys of the Reactions these windows offer (and of the triggered traits on an
#: action's targeting, resolved before them).
KEYS = frozenset({(REACTION, TRIGGER), (REACTION, WOULD), targeted_traits.KEY})
_P_GAME_OVER = Phase.GAME_OVER


def targeted(state: GameState, action: UseAbility) -> list[str]:
    """The cards the action targets, in order (targets its record marks ``choose`` are
    chosen, not targeted)."""
    rec = state.cards[action.card].definition.abilities[action.ability]
    specs = rec.get("targets") or []
    out: list[str] = []
    for i, cid in enumerate(action.targets):
        spec = specs[i] if i < len(specs) else {}
        if not spec.get("choose") and cid in state.cards and cid not in out:
            out.append(cid)
    return out


def open_window(state: GameState, action: UseAbility,
                notes: list[Event] | None = None) -> list[Event] | None:
    """Hold ``action`` in "when an action would target" windows, or (when none opens, or
    when they have closed) resolve the triggered traits on its targeting
    (``targeted_traits.py``) and hold it in "after an action targets" windows, if some player
    may answer; ``None`` when none opens (the action then resolves at once; the traits'
    events are put in ``notes`` and what they negated waits for it in
    ``GameState.resolving``)."""
    if KEYS.isdisjoint(state.ability_keys) or state.phase is _P_GAME_OVER \
            or not action.targets:
        return None  # no card of the game answers an action's targeting
    rec = state.cards[action.card].definition.abilities[action.ability]
    if rec.get("timing") not in abilities.ACTION_TIMINGS:
        return None
    held = negation.waiting(state)
    back = held is not None and held.get("stage") == WOULD and \
        held["card"] == action.card and held["ability"] == action.ability
    chosen = targeted_traits.waiting_after_choice(state, action)  # its traits' choices made
    if back:  # the "would target" windows have closed: on to "after it targets"
        assert held is not None
        del held["stage"]
    elif not chosen:
        negation.hold(state, action.card, action.ability, action.player, action.targets)
    fired: list[Event] = []
    for trig in ((TRIGGER,) if back or chosen else HELD):
        if trig == TRIGGER and not chosen:  # the targeting happened: its triggered traits
            fired = targeted_traits.fire(state, targeted(state, action))
            if state.options:  # one waits for a player's choice: the action waits with it
                targeted_traits.hold_for_choice(state, action)
                return fired
        if (REACTION, trig) not in state.ability_keys:
            continue
        opened = _windows(state, action, trig)
        if opened:
            if trig == WOULD:
                negation.waiting(state)["stage"] = WOULD  # type: ignore[index]
            return fired + opened
    if notes is not None:
        notes += fired
    if not (back or chosen or negation.waiting(state)["negate"]):  # type: ignore[index]
        state.resolving.pop()  # (else the action takes it back when it resolves)
    return None


def redirected(state: GameState, action: UseAbility) -> UseAbility:
    """The held action with the targets the responses gave it: "when an action would target
    X, it targets this card instead", or after it targeted X, "the action targets this
    Personality instead, if legal" [CE › SUBSTITUTION] (``negation._redirect``; the action
    then goes on with its new target, no window opening again for it)."""
    held = negation.waiting(state)
    if held is None or held["card"] != action.card:
        return action
    return replace(action, targets=tuple(held["targets"]))


def _windows(state: GameState, action: UseAbility, trig: str) -> list[Event]:
    """Open the ``trig`` windows of the action's targeted cards some player may answer (the
    first target's on top; the bottom one holds the action); their events."""
    opened: list[Window] = []
    verb = "would target" if trig == WOULD else "targets"
    for cid in targeted(state, action):
        w = Window(REACTION, trig, (cid,))
        state.windows.append(w)  # the subject the filters read while asking
        order = triggers.answerable(state, w)
        state.windows.pop()
        if order is not None:
            detail = f"after {action.label(state)} {verb} {state.title(cid)}"
            if trig == WOULD:
                detail = f"when {action.label(state)} {verb} {state.title(cid)}"
            opened.append(Window(REACTION, trig, (cid,), order, detail=detail))
    if not opened:
        return []
    bottom = opened[-1]  # closes last: it holds the action
    opened[-1] = Window(bottom.timing, bottom.trigger, bottom.cards, bottom.order,
                        resume=json.dumps(action.to_dict(), sort_keys=True),
                        detail=bottom.detail)
    state.windows.extend(reversed(opened))  # the first target's window is answered first
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=w.detail)
            for w in opened]


def open_before(state: GameState, action: UseAbility) -> list[Event] | None:
    """The window "before the resolution of <an action>" [CE › RESOLVE], [CE › TAKING ACTIONS
    › C, D]: the action's costs are paid (it waits in ``GameState.resolving``, stage
    ``paid``), its effects not yet activated. Opened when some player may answer (Reactions
    whose trigger is ``before_resolution``, filtered like the targeting windows' by whose
    action and its kind, ``negation.fits``), holding the action (``Window.resume``): when it
    closes the action is taken again and resolves its effects, less what the responses
    negated (``abilities.resolve``). ``None``: no window opens."""
    if (REACTION, BEFORE) not in state.ability_keys or state.phase is _P_GAME_OVER:
        return None
    w = Window(REACTION, BEFORE, (action.card,))
    state.windows.append(w)  # the subject the filters read while asking
    order = triggers.answerable(state, w)
    state.windows.pop()
    if order is None:
        return None
    detail = f"before {action.label(state)} resolves"
    w = Window(REACTION, BEFORE, (action.card,), order,
               resume=json.dumps(action.to_dict(), sort_keys=True), detail=detail)
    state.windows.append(w)
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=detail)]


def open_announced(state: GameState, action: Action) -> list[Event] | None:
    """The window "after <a player> announces an action" (``announced.py``) [CE › TAKING
    ACTIONS FROM ABILITIES › A. Announce the action], [CE › TIMING AND TRIGGERS]: opened when
    some player may answer, holding ``action`` (``Window.resume``); when it closes the action
    goes on to its targeting windows, costs and effects (``rules/apply.py``). ``None``: no
    window opens (the action goes on at once)."""
    if (REACTION, announced.TRIGGER) not in state.ability_keys or \
            state.phase is _P_GAME_OVER or not announced.opens_for(state, action):
        return None
    text = announced.about(state, action)
    cards = (announced.source(action),)
    w = Window(REACTION, announced.TRIGGER, cards, about=text)
    order = triggers.answerable(state, w)
    if order is None:
        return None
    detail = f"after {state.players[action.player].name} announces: {action.label(state)}"
    w = Window(REACTION, announced.TRIGGER, cards, order,
               resume=json.dumps(action.to_dict(), sort_keys=True), detail=detail, about=text)
    state.windows.append(w)
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=detail)]
