"""Reactions, Interrupts and Forced abilities [RR › Triggering Condition, Reactions,
Interrupts, Forced, Cancel, Would, Priority of Simultaneous Resolution, Nested Ability
Sequences].

The timing order around a triggering condition, as the engine runs it:

1. the condition becomes imminent: an ability's initiation gets an interrupt window for cancel
   interrupts (:func:`initiate`; the effects wait in the window and do not resolve if
   canceled, the costs stay paid) [RR › Cancel]; an effect about to leave a character out of
   play, honor, dishonor or bow it, or break a province gets its **forced interrupts** and
   then an interrupt window (``resolve.py``); so does a province about to break at 3.2.5
   (``conflict.py``);
2. the condition happens (``firing.fire`` records it in ``state.fired``);
3. **forced reactions** to it resolve, the first player's first, in play order
   [RR › Forced; Priority of Simultaneous Resolution];
4. the **reaction window** opens if anyone has an eligible reaction (:func:`pause`): the
   first player first; responding or passing alternates; two passes in a row close it. A
   response's own triggering conditions open a window on top (nested) that closes first
   [RR › Nested Ability Sequences].

Each window is the core's :class:`~l5r_desktop.core.windows.Window` (its turn, passes and
used responses advance by ``Window.responded`` / ``Window.passed``) kept as JSON in
``state.windows`` with where the game goes back to (``back_step``, ``back_turn``), so saves,
undo and replay work inside them. Each copy of an ability answers a triggering condition once
[RR › Interrupts, Reactions: once each time its triggering condition occurs]. Trigger records
are described in ``responses.py``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import abilities, resolve
from l5r_desktop.games.lcg.actions import Action, Pass, UseAbility
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import reactive_events
from l5r_desktop.games.lcg.moves import in_player_order
from l5r_desktop.games.lcg.responses import as_window, push, responses
from l5r_desktop.games.lcg.state import LcgState


def pause(s: LcgState, ev: list[Event], resume: str = "back", ctx: Any = None) -> bool:
    """Resolve forced reactions to what fired, then open a reaction window if anyone may
    react. True when a window opened (the caller stops; ``resume`` continues later)."""
    if not s.fired or s.winner is not None:
        s.fired = []
        return False
    fired, s.fired = s.fired, []
    return forced_reactions(s, fired, (), resume, ctx, ev)


def forced_reactions(s: LcgState, fired: list[dict[str, Any]], done: tuple[str, ...] | list[str],
                     resume: str, ctx: Any, ev: list[Event]) -> bool:
    """Forced reactions to ``fired`` not ``done`` yet resolve, the first player's first, in
    play order [RR › Forced; Priority of Simultaneous Resolution]; then the reaction window
    opens if anyone may react. True when a window opened: the reaction window, or an
    interrupt window inside a forced reaction's effects [RR › Nested Ability Sequences],
    after which ``steps.go_on`` comes back here."""
    done = list(done)
    for p in in_player_order(s):
        for a in responses(s, p, ("forced_reaction",), fired):
            key = f"{a.card}/{a.index}"
            if key in done or s.winner is not None:
                continue
            done.append(key)
            if resolve.use(s, a, ev, next_={"do": "forced_reactions", "fired": fired,
                                            "done": list(done), "resume": resume,
                                            "ctx": ctx}):
                return True
    if s.winner is not None:
        return False
    if not any(responses(s, p, ("reaction",), fired) for p in (0, 1)):
        return False
    push(s, "reaction", fired, resume, ctx)
    return True


def window_legal(s: LcgState, p: int) -> list[Action]:
    """Eligible responses of the window's actor, and Pass."""
    w = s.windows[-1]
    timings = ("reaction",) if w["timing"] == "reaction" else ("interrupt",)
    stage = w.get("stage")
    return [Pass(p), *responses(s, p, timings, w["fired"], tuple(w["used"]),
                                would=None if stage is None else stage == "would")]


def respond_or_pass(s: LcgState, a: Action, ev: list[Event]) -> dict[str, Any] | None:
    """Apply a response or a pass; returns the closed window's dict when it closes. A
    response's costs get their interrupts first (a window on top of this one,
    :func:`_cost_window`) [RR › Initiating Abilities/Playing Cards 4]."""
    w = s.windows[-1]
    core = as_window(w)
    if isinstance(a, UseAbility):
        core = core.responded(f"{a.card}/{a.index}")
        w.update(turn=core.turn, passes=core.passes, used=list(core.used))
        s.turn = core.actor  # set first: the response may stop for a choice
        rec = s.defn(a.card).abilities[a.index]
        if rec.get("cancel") and isinstance(w.get("ctx"), dict):
            w["ctx"]["canceled"] = True
        if w.get("stage") == "would" and (rec.get("cancel") or any(
                e.get("op") == "instead" for e in rec.get("effects") or ())):
            w["changed"] = True  # no further interrupts to the original condition [RR › Would]
        if not _cost_window(s, a, "pay_response_costs", ev):
            resolve.use(s, a, ev, pausable=True)
        return None
    after = core.passed()
    if after is None and w.get("stage") == "would" and not w.get("changed") and any(
            responses(s, q, ("interrupt",), w["fired"], tuple(w["used"]), would=False)
            for q in (0, 1)):
        # every "would" interrupt was offered: now the others, the first player first
        w.update(stage="is", turn=0, passes=0)
        s.turn = as_window(w).actor
        return None
    if after is None:  # every player passed in a row: the window closes
        s.windows.pop()
        s.step, s.turn = w["back_step"], w["back_turn"]
        return w
    w.update(turn=after.turn, passes=after.passes)
    s.turn = after.actor
    return None


#: Costs paid with a chosen card and the triggering condition paying them makes imminent.
_TARGET_COSTS = (("bow_target", "card_bowed"), ("dishonor_target", "card_dishonored"),
                 ("sacrifice_target", "character_leaves_play"))
_SELF_COSTS = (("bow_self", "card_bowed"), ("dishonor_self", "card_dishonored"),
               ("sacrifice_self", "character_leaves_play"))


def cost_conditions(s: LcgState, a: UseAbility) -> list[dict[str, Any]]:
    """The triggering conditions paying the ability's costs makes imminent (bowing,
    dishonoring or sacrificing its card or a chosen one, discarding chosen cards from hand),
    those some card of this game answers [RR › Initiating Abilities/Playing Cards 4, Costs]."""
    reactive = reactive_events(s)
    if not reactive:
        return []
    rec = s.defn(a.card).abilities[a.index]
    cost = rec.get("cost") or {}
    out: list[dict[str, Any]] = []

    def about(trig: str, u: str) -> None:
        if trig in reactive and not (trig == "character_leaves_play"
                                     and s.defn(u).type.value != "character"):
            out.append({"trigger": trig, "cards": [u], "player": s.cards[u].controller})

    for key, trig in _SELF_COSTS:
        if cost.get(key):
            about(trig, a.card)
    for key, trig in _TARGET_COSTS:
        i = cost.get(key)
        if isinstance(i, int) and 0 <= i < len(a.targets):
            about(trig, a.targets[i])
    if "card_discarded" in reactive:
        first = len(rec.get("targets") or [])
        out.extend({"trigger": "card_discarded", "cards": [u], "player": s.cards[u].owner,
                    "from": "hand"} for u in a.targets[first:]
                   if not u.startswith("ring:") and s.cards[u].zone == "hand")
    return out


def initiate(s: LcgState, a: UseAbility, ev: list[Event]) -> bool:
    """Initiate an action ability or event [RR › Initiating Abilities/Playing Cards]: before
    its costs are paid, the forced interrupts and then an interrupt window to what paying them
    makes imminent (:func:`cost_conditions`: "when a character would bow", ...; the costs
    are paid when it closes: ``steps`` resume ``pay_costs``) [RR › Interrupts, Forced]; then
    :func:`costs_paid`. True when a window opened."""
    if _cost_window(s, a, "pay_costs", ev):
        return True
    return s.winner is None and costs_paid(s, a, ev)


def _cost_window(s: LcgState, a: UseAbility, resume: str, ev: list[Event]) -> bool:
    """Forced interrupts, then an interrupt window, to what paying ``a``'s costs makes
    imminent (:func:`cost_conditions`); ``resume`` (``pay_costs`` for an action,
    ``pay_response_costs`` for a reaction or interrupt used in a trigger window) pays them
    when it closes. True when a window opened or the game ended."""
    fired = cost_conditions(s, a)
    if not fired or s.winner is not None:
        return False
    ctx = {"player": a.player, "card": a.card, "index": a.index,
           "targets": list(a.targets), "canceled": False, "zone": s.cards[a.card].zone}
    if resolve.forced_interrupts(s, fired, ev, frame=(resume, ctx)) or s.winner is not None:
        return True
    if resolve.interrupts_open(s, fired):
        push(s, "interrupt", fired, resume, ctx)
        return True
    return False


def costs_paid(s: LcgState, a: UseAbility, ev: list[Event]) -> bool:
    """Pay the costs, then give the opponent's cancel interrupts a window before the effects
    [RR › Cancel, Interrupts]. True when a window opened (the effects wait in its ``ctx``).
    Costs are paid even if an interrupt to paying them was a cancel (the ability was
    initiated; docs/lcg-rules-notes.md)."""
    abilities.pay(s, a, ev)
    targets = a.targets[:len(s.defn(a.card).abilities[a.index].get("targets") or [])]
    fired = [{"trigger": "ability_initiated", "cards": [a.card, *targets],  # not cost cards
              "player": a.player}]
    if s.winner is None and "ability_initiated" in reactive_events(s) and any(
            responses(s, p, ("interrupt",), fired) for p in (0, 1)):
        push(s, "interrupt", fired, "resolve_ability",
             {"player": a.player, "card": a.card, "index": a.index,
              "targets": list(a.targets), "canceled": False})
        return True
    resolve.finish(s, a, ev, pausable=True)
    return False
