"""The CCG's trigger windows: which events open them, who acts first, what may respond.

Card abilities with a trigger are ability records (``abilities.py``) with timing
``"reaction"`` (after the event) or ``"interrupt"`` (before it) and a ``trigger`` object::

    {"name": "Ready for Battle", "timing": "reaction",
     "trigger": {"event": "assigned", "card": "self"},
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}

``event`` names a trigger of ``trigger_events.REACTIONS`` (reactions; ``TRAITS`` for
triggered traits) or of :data:`BEFORE` (interrupts);
``card`` says which card of the event the ability answers: ``self`` (the ability's card),
``host`` (the Personality the ability's card is attached to), ``yours`` (a card you control)
or ``any``. Costs, conditions and targets are those of action abilities.

Timing [S1 › TIMING AND TRIGGERS]: Reactions to a trigger are taken "by action round starting
with the active player, until all pass consecutively"; a copy of a Reaction answers a trigger
at most once; each ability is once per turn unless ``repeatable`` [S1 › TAKING ACTIONS FROM
ABILITIES]; abilities on bowed cards cannot be used [S1 › BOWED AND UNBOWED]. Twenty Festivals
calls its "before" responses Interrupts [S0 › ACTION ROUNDS #]; the same machinery serves both.

Reaction windows open when an action (with its automatic steps) has ended, one per triggering
event, the first event's window first; Interrupt windows open before an action that would make
the event (the action waits in the window's ``resume`` and is applied when it closes, if it is
still legal). Whether a window with no eligible response opens is the automation level's
choice (``core.windows.opens``: only the manual table shows empty windows).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from l5r_desktop.core.windows import INTERRUPT, REACTION, Window, opens, seat_order
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Action, Assign, Pass, UseAbility, action_from_dict
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    action_memory,
    action_resolved,
    announced,
    battle_points,
    costs,
    entry_interrupts,
    gold_reactions,
    hand_attach,
    interrupts,
    negation,
    player_targets,
    resolution_triggers,
    restrictions,
    targeted_traits,
    trait_others,
    use_limits,
)
from l5r_desktop.games.ccg.cardtext.targets import card_side, target_sets
from l5r_desktop.games.ccg.cardtext.trigger_events import (
    LASTING_ONLY,
    REACTION_NAMES,
    REACTIONS,
    REACTIONS_BY_EVENT,
    TRAIT_NAMES,
    TRAIT_OTHERS,
    TRAITS,
    made,
)
from l5r_desktop.games.ccg.events import Event, WindowOpened
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Automation, Phase, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: Actions that open an Interrupt window before they happen (action class -> trigger).
BEFORE: dict[type[Action], str] = {Assign: "assigned"}
#: The Reaction triggers that open their window under manual automation even when no card
#: answers them (a free table shows them; other triggers open only for a card that answers).
MANUAL_WINDOWS = frozenset({"assigned", "dishonored"})
#: Which card of the trigger the ``card`` spec is about, per trigger.
TRIGGER_CARDS = ("self", "host", "yours", "any")

_HELD = negation.HELD
_ENTRY = entry_interrupts.TRIGGERS
_BEFORE = negation.BEFORE
_RESOLVED = resolution_triggers.TRIGGER
_ACTION_RESOLVED = action_resolved.TRIGGER
_ANNOUNCED = announced.TRIGGER
_DID = frozenset(action_memory.TRIGGERS)
_A_MANUAL = Automation.MANUAL
_Z_HAND = Zone.HAND
_Z_HOME = Zone.HOME
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_PROVINCE = Zone.PROVINCE
_P_GAME_OVER = Phase.GAME_OVER
_NONE: tuple[tuple[int, dict[str, Any]], ...] = ()


def trigger_records(d: CardDef) -> tuple[tuple[int, dict[str, Any]], ...]:
    """The card's valid Reaction/Interrupt abilities as ``(index, record)`` (kept on the
    definition: definitions are immutable)."""
    found = d.__dict__.get("_l5r_triggers")
    if found is None:
        found = tuple((i, rec) for i, rec in enumerate(d.abilities)
                      if isinstance(rec, dict) and rec.get("timing") in (REACTION, INTERRUPT)
                      and not abilities.validate(rec) and not validate_trigger(rec))
        d.__dict__["_l5r_triggers"] = found or _NONE
    return found


def validate_trigger(record: dict[str, Any]) -> list[str]:
    """Problems with the ``trigger`` of a Reaction/Interrupt/trait record."""
    trig = record.get("trigger")
    if not isinstance(trig, dict):
        return ["a reaction, interrupt or trait needs a trigger object"]
    timing = record.get("timing")
    if timing == "trait":  # (not those of the traits actions leave; a Terrain's before its
        known = {*(TRAIT_NAMES - LASTING_ONLY), battle_points.TRIGGER,  # battle resolves;
                 negation.TRIGGER}  # after an action targets its card: targeted_traits.py)
    else:
        known = {*REACTION_NAMES, *negation.HELD, negation.BEFORE,
                 gold_reactions.TRIGGER, _ANNOUNCED, negation.BEFORE_EVENT} \
            if timing == REACTION \
            else {*BEFORE.values(), *_ENTRY}
    out = []
    if trig.get("event") not in known:
        out.append(f"trigger event must be one of {', '.join(sorted(known))}")
    if timing == "trait" and trig.get("event") == negation.TRIGGER:  # targeted_traits.py
        return [*negation.filter_problems(trig), *targeted_traits.record_problems(record)]
    if timing == "trait":
        allowed = TRAIT_OTHERS.get(trig.get("event"), frozenset({"self"}))
        if trig.get("card", "self") not in allowed:
            out.append("a triggered trait answers its own card's trigger (card: self)"
                       if allowed == {"self"} else
                       f"this trait's trigger card must be one of {', '.join(sorted(allowed))}")
        out += trait_others.filter_problems(trig)
    if timing == "trait" and record.get("manual"):
        out.append("a triggered trait is either automated or left to the players whole")
    if timing == REACTION and (trig.get("event") in negation.HELD
                               or trig.get("event") == negation.BEFORE):
        out += negation.filter_problems(trig)
    if trig.get("event") == gold_reactions.TRIGGER:  # when paying (gold_reactions.py)
        out += gold_reactions.record_problems(record)
    if timing == INTERRUPT and trig.get("event") in _ENTRY:  # entry_interrupts.py
        out += entry_interrupts.problems(trig)
    if timing == REACTION and trig.get("event") == _RESOLVED:
        out += resolution_triggers.filter_problems(trig)
    if timing == REACTION and trig.get("event") == _ACTION_RESOLVED:
        out += action_resolved.filter_problems(trig)
    if timing == REACTION and trig.get("event") == negation.BEFORE_EVENT:  # (event_window)
        out += negation.before_event_problems(record)
    if timing == REACTION and trig.get("event") == _ANNOUNCED:  # (announced.py)
        out += announced.filter_problems(trig) + announced.effect_problems(record)
    if timing == REACTION and trig.get("event") in action_memory.TRIGGERS:
        out += action_memory.filter_problems(trig)
    if trig.get("card", "self") not in TRIGGER_CARDS:
        out.append(f"trigger card must be one of {', '.join(TRIGGER_CARDS)}")
    if "type" in trig and trig.get("event") == "enters_play" and (
            trig.get("card") not in ("yours", "any") or not isinstance(trig["type"], str)):
        out.append("a Reaction's trigger type names the type of another card (yours or any)")
    if "opposing" in trig and (trig["opposing"] is not True or timing != REACTION):
        out.append("opposing is true or absent, on a Reaction")
    return out


def opposing(state: GameState, one: str, other: str) -> bool:
    """Is card ``one`` opposing card ``other``: in units on the two sides of the same
    battlefield [CE › OPPOSING]?"""
    if one not in state.cards or other not in state.cards:
        return False
    a, b = card_side(state, one), card_side(state, other)
    return a is not None and b is not None and a != b and \
        state.cards[one].battlefield == state.cards[other].battlefield


def _answers(state: GameState, card: CardState, spec: dict[str, Any],
             window: Window) -> bool:
    """Does the record's trigger ``spec`` answer this window's event?"""
    if spec.get("event") != window.trigger:
        return False
    who = spec.get("card", "self")
    subject = window.cards[0] if window.cards else ""
    if (window.trigger in _HELD or window.trigger == _BEFORE) \
            and not negation.fits(state, card, spec):
        return False  # "after <whose> <kind of> action targets <which card>", "before ..."
    if window.trigger == _RESOLVED and not resolution_triggers.fits(
            state, card, spec, window.cards):
        return False  # "after the resolution of <whose> action that bowed <which card>"
    if window.trigger == _ACTION_RESOLVED and not action_resolved.fits(
            state, card, spec, window.cards, window.about):
        return False  # "after the resolution of a <Keyword> Battle action you took"
    if window.trigger == _ANNOUNCED and not announced.fits(
            state, card, spec, window.cards, window.about):
        return False  # "after you announce a <Keyword> action"
    if window.trigger in _DID and not action_memory.fits(
            state, card, spec, window.cards, window.about):
        return False  # "after the resolution of <whose> action that moved <which card>"
    if spec.get("opposing") and not opposing(state, subject, card.id):
        return False  # "if he is now opposing <this card>"
    if who == "self":
        return subject == card.id
    if who == "host":
        return card.attached_to is not None and card.attached_to == subject
    c = state.cards.get(subject)  # "After one of your Personalities enters play" (type)
    if window.trigger == "enters_play" and not hand_attach.type_fits(c, spec):
        return False
    if who == "yours":
        return c is not None and c.controller == card.controller
    return True


def responses(state: GameState, window: Window, player: int) -> list[Action]:
    """The responses ``player`` may take in ``window``: uses of his Reaction (or Interrupt)
    abilities that answer its event, with every legal target set."""
    out: list[Action] = []
    answerers = _answerers(state, window.timing, window.trigger)
    p = state.players[player]
    cards = state.cards
    if not any(cards[cid].in_play or cid in p.hand or moves.attached_region(state, cards[cid])
               for cid in answerers):
        return out  # no card with such an ability is in play or in this player's hand
        # (a Region attached to its province is in play [CE › REGION])
    gold: int | None = None
    in_play = moves.in_play_cards(state, player)
    entering = window.timing == INTERRUPT and window.trigger in _ENTRY
    for cid in [*in_play, *p.hand]:
        if cid not in answerers:
            continue
        c = cards[cid]
        d = c.definition
        for i, rec in trigger_records(d):
            if rec["timing"] != window.timing or not _answers(state, c, rec["trigger"], window):
                continue
            from_hand = abilities.used_from(d, rec) == "hand"
            if from_hand != (c.zone is _Z_HAND):
                continue  # Strategies answer from the hand, other cards from play
            if f"{cid}/{i}" in window.used:
                continue  # a copy answers a trigger once
            if not from_hand:
                if c.bowed and not abilities.tireless_on(state, c, rec) and not entering:
                    continue  # (an entry Interrupt was taken before its card entered play)
                if restrictions.blocked(state, c) or (
                        c.modifiers and restrictions.ability_barred(c, i)):
                    continue  # its performer may not perform actions; the ability barred
                if use_limits.used_up(c, i, rec, state.turn):
                    continue
            cond = rec.get("condition")
            if cond and not abilities.condition_ok(state, player, cond, c):
                continue
            if (rec.get("cost") or {}).get("gold"):
                if gold is None:  # (a Reaction's Gold cost is an action's)
                    gold = economy.available_gold(state, player, paying=gold_reactions.ACTION)
                if costs.gold_amount(state, c, rec) > gold:
                    continue
            if costs.cost_problem(state, player, c, rec) is not None:
                continue
            if not rec.get("targets"):
                uses = [UseAbility(player, cid, i)]
            else:
                uses = [UseAbility(player, cid, i, targets) for targets in
                        costs.payable_target_sets(
                            state, rec, target_sets(state, player, cid, rec, 64, None))]
            if (entering or rec["trigger"].get("interrupt")) and state.attack is not None:
                uses = [u for u in uses  # Presence and Location in a battle (interrupts.py)
                        if interrupts.battle_ok(state, player, c, rec, u.targets)]
            if c.zone is _Z_HAND:  # Good Faith: the card itself equipped (hand_attach.py)
                uses = hand_attach.payable_uses(state, player, cid, rec, uses)
            out += player_targets.expand(state, player, rec, uses)
    return out


def _answerers(state: GameState, timing: str, trigger: str) -> frozenset[str]:
    """The ids of the game's cards with a valid ``timing`` ability on ``trigger`` (once per
    game: the cards and their definitions do not change)."""
    return _answer_index(state, timing, trigger)[0]


def _answer_records(state: GameState, timing: str, trigger: str
                    ) -> tuple[tuple[str, dict[str, Any]], ...]:
    """``(card id, trigger spec)`` of every valid ``timing`` ability on ``trigger`` among the
    game's cards (once per game, like :func:`_answerers`)."""
    return _answer_index(state, timing, trigger)[1]


def _answer_index(state: GameState, timing: str, trigger: str
                  ) -> tuple[frozenset[str], tuple[tuple[str, dict[str, Any]], ...]]:
    """Both of the above, made in one pass over the game's cards and kept in the game's
    ability memo."""
    memo = state.ability_memo()
    key = ("answer", timing, trigger)
    found = memo.get(key)
    if found is None:
        records = tuple(
            (cid, rec["trigger"]) for cid, c in state.cards.items()
            if c.definition.abilities
            for _i, rec in trigger_records(c.definition)
            if rec["timing"] == timing and rec["trigger"].get("event") == trigger)
        found = memo[key] = (frozenset(cid for cid, _spec in records), records)
    return found  # type: ignore[no-any-return]


def window_actions(state: GameState, player: int) -> list[Action]:
    """Legal actions in the innermost open window: pass, or one of the responses."""
    window = state.windows[-1]
    if player != window.actor:
        return []
    return [Pass(player), *responses(state, window, player)]


def _order(state: GameState) -> tuple[int, ...]:
    """Reactions go by action round starting with the active player [S1 › TIMING AND
    TRIGGERS › C]."""
    seats = [i for i, p in enumerate(state.players) if not p.eliminated]
    return seat_order(state.active, seats)


def answerable(state: GameState, window: Window) -> tuple[int, ...] | None:
    """The response order of a window about to open if some player has a response in it,
    else ``None`` (windows whose event no card answers are not opened empty, under every
    automation level)."""
    if not _could_answer(state, window):
        return None
    order = _order(state)
    w = replace(window, order=order)
    return order if any(responses(state, w, p) for p in order) else None


def _open(state: GameState, window: Window) -> bool:
    show_empty = state.automation is _A_MANUAL
    if show_empty:
        return opens(False, show_empty=True)  # the manual table shows every window
    state.windows.append(window)  # the window a response's target may name (targets.py)
    try:
        has = _could_answer(state, window) and any(
            responses(state, window, p) for p in window.order)
    finally:
        state.windows.pop()
    return opens(has, show_empty=False)


def _could_answer(state: GameState, window: Window) -> bool:
    """A quick filter before :func:`responses`: True if some card of the game in play, in a
    province or in a hand has a valid ability of the window's timing whose trigger answers the
    window's event (whoever controls it). False means no player has a response."""
    cards = state.cards
    for cid, spec in _answer_records(state, window.timing, window.trigger):
        c = cards[cid]
        z = c.zone  # responses come from cards in play, province Regions and the hand
        if (z is _Z_HOME or z is _Z_BATTLEFIELD or z is _Z_HAND or z is _Z_PROVINCE) \
                and _answers(state, c, spec, window):
            return True
    return False


def open_reactions(state: GameState, events: list[Event]) -> list[Event]:
    """Open the Reaction windows for the triggers among ``events`` (the events of an action
    that has just ended); returns the :class:`WindowOpened` events."""
    watch = watched(state)[1]  # no card can answer the others: no window to look for
    if not watch or state.phase is _P_GAME_OVER:  # halted
        return []
    names = watched_names(state)[1]
    found = [(t.name, subject, e, t.context(e) if t.context else (),
              t.about(e) if t.about else "")
             for e in events if type(e) in watch
             for t, subjects in made(REACTIONS_BY_EVENT, e) if t.name in names
             for subject in subjects]
    if not found:
        return []
    order: tuple[int, ...] | None = None  # made once, for the first window that may open
    opened: list[Window] = []
    entries: list[Window] = []  # entry Interrupts: answered before every Reaction
    manual = state.automation is _A_MANUAL
    keys = state.ability_keys
    for trig, subject, e, extra, about in found:
        cards = (subject, *extra)
        for timing, into in ((INTERRUPT, entries), (REACTION, opened)):
            if timing == INTERRUPT and (trig not in _ENTRY or (INTERRUPT, trig) not in keys):
                continue  # (entry_interrupts.py)
            if timing == REACTION and (REACTION, trig) not in keys and not (
                    manual and trig in MANUAL_WINDOWS):
                continue  # (only an entry Interrupt answers this trigger)
            w = Window(timing, trig, cards, about=about)
            if not manual and not _could_answer(state, w):
                continue  # nobody can answer and the window is not shown empty
            if order is None:
                order = _order(state)
            w = Window(timing, trig, cards, order, about=about)
            if _open(state, w):  # the prompt's text is made only for a window that opens
                into.append(Window(timing, trig, cards, order, detail=e.describe(state),
                                   about=about))
    opened = entries + opened
    state.windows.extend(reversed(opened))  # the first event's window is answered first
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=w.detail)
            for w in opened]


def open_interrupt(state: GameState, action: Action) -> list[Event] | None:
    """Before ``action`` makes its event: open an Interrupt window that holds the action, or
    return ``None`` when no window opens (the action then happens at once)."""
    trig = BEFORE.get(type(action))
    if trig is None or state.phase is _P_GAME_OVER:  # halted
        return None
    if state.automation is not _A_MANUAL and (INTERRUPT, trig) not in state.ability_keys:
        return None  # no card can answer: no window to look for
    card = getattr(action, "card", "")
    w = Window(INTERRUPT, trig, (card,) if card else (), _order(state))
    if not _open(state, w):  # the held action and the prompt are written only when it opens
        return None
    detail = f"before {action.label(state)}"
    w = replace(w, resume=json.dumps(action.to_dict(), sort_keys=True), detail=detail)
    state.windows.append(w)
    return [WindowOpened(w.cards, timing=w.timing, trigger=w.trigger, detail=detail)]


def resumed_action(window: Window) -> Action | None:
    """The action an Interrupt window holds (``None`` for a Reaction window)."""
    if not window.resume:
        return None
    return action_from_dict(json.loads(window.resume))


def watched(state: GameState) -> tuple[frozenset[type], frozenset[type]]:
    """The event classes that can set off a triggered trait, and those that can open a
    Reaction window, in this game (from the cards' ability keys; under manual automation the
    :data:`MANUAL_WINDOWS` triggers open their window, answered or not). Empty sets: the
    engine need not call :func:`fire_traits` / :func:`open_reactions` at all."""
    manual = state.automation is _A_MANUAL
    found = state._memo.get(manual)  # ability_memo() inlined: asked after every action
    if found is None:
        traits, after = watched_names(state)
        found = state.ability_memo()[manual] = (
            frozenset(t.event for t in TRAITS if t.name in traits),
            frozenset(t.event for t in REACTIONS if t.name in after))
    return found


def watched_names(state: GameState) -> tuple[frozenset[str], frozenset[str]]:
    """The trait triggers and the Reaction triggers some card of this game answers (plus the
    :data:`MANUAL_WINDOWS` under manual automation)."""
    manual = state.automation is _A_MANUAL
    key = ("watched_names", manual)
    memo = state.ability_memo()
    found = memo.get(key)
    if found is None:
        keys = state.ability_keys
        found = memo[key] = (
            frozenset(n for n in TRAIT_NAMES if ("trait", n) in keys),
            frozenset(n for n in REACTION_NAMES
                      if (REACTION, n) in keys or (manual and n in MANUAL_WINDOWS)
                      or (n in _ENTRY and (INTERRUPT, n) in keys)))
    return found


def trait_records(d: CardDef) -> tuple[tuple[int, dict[str, Any]], ...]:
    """The card's valid triggered traits as ``(index, record)`` (kept on the definition)."""
    found = d.__dict__.get("_l5r_traits")
    if found is None:
        found = tuple((i, rec) for i, rec in enumerate(d.abilities)
                      if isinstance(rec, dict) and rec.get("timing") == "trait"
                      and not abilities.validate(rec) and not validate_trigger(rec))
        d.__dict__["_l5r_traits"] = found or _NONE
    return found


battle_points.RECORDS[:] = [trait_records]  # a Terrain's traits before its battle resolves
