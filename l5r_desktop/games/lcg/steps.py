"""Action windows closing: the framework step that follows each window [RR › Appendix I,
Action Windows]. Kept apart from ``flow`` and ``conflict`` so neither imports the other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.lcg import conflict, duels, flow, resolve, rings, triggers
from l5r_desktop.games.lcg.actions import Action, RingEffect, UseAbility, action_from_dict
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.responses import push
from l5r_desktop.games.lcg.state import LcgState


def window_pass(s: LcgState, p: int, ev: list[Event]) -> None:
    """A pass in an action window; two in succession close it [RR › Appendix I, Action
    Windows]."""
    s.window["passes"] = s.window.get("passes", 0) + 1
    if s.window["passes"] >= 2:
        close_window(s, ev)
    else:
        s.turn = other(p)


def close_window(s: LcgState, ev: list[Event]) -> None:
    """Go on to the framework step after the window that closed."""
    kind = s.window.get("kind")
    s.window = {}
    if kind == "draw":
        conflict.begin_conflict_phase(s, ev)
    elif kind == "pre_conflict":
        conflict.next_declaration(s, ev)
    elif kind == "conflict":
        conflict.resolve(s, ev)
    elif kind == "fate":
        flow.begin_regroup(s, ev)
    elif kind == "regroup":
        flow.regroup_steps(s, ev)


def apply_trigger_window(s: LcgState, a: Action, ev: list[Event]) -> None:
    """A response or a pass in a trigger window; when it closes, the game goes on where it
    was: back to the waiting decision, the canceled-or-not ability's effects, or the rest of
    conflict resolution [RR › Triggering Condition]."""
    closed = triggers.respond_or_pass(s, a, ev)
    if closed is not None:
        window_closed(s, closed, ev)


def window_closed(s: LcgState, closed: dict[str, Any], ev: list[Event]) -> None:
    """Go on after a trigger window closed (``closed["resume"]`` names what waited:
    :data:`RESUME`; ``back``: nothing, the game is back where it was)."""
    handler = RESUME.get(closed["resume"])
    if handler is not None and (s.winner is None or closed["resume"] in (
            "resolve_ability", "resolve_effects")):
        handler(s, closed, ev)


def _resolve_ability(s: LcgState, closed: dict[str, Any], ev: list[Event]) -> None:
    ctx = closed["ctx"]
    use = UseAbility(ctx["player"], ctx["card"], ctx["index"], tuple(ctx["targets"]))
    if ctx.get("canceled"):
        ev.append(Event(text=f"{s.defn(use.card).name}: effects canceled"))
    else:
        resolve.finish(s, use, ev, pausable=True)
    _after_ability(s, closed, use.player)


def _pay_costs(s: LcgState, closed: dict[str, Any], ev: list[Event]) -> None:
    """The interrupt window before an action's costs closed: pay them and go on initiating it
    [RR › Initiating Abilities/Playing Cards 4-7]; if an interrupt moved the ability's card
    away, its costs cannot be paid and it is not initiated."""
    ctx = closed["ctx"]
    use = UseAbility(ctx["player"], ctx["card"], ctx["index"], tuple(ctx["targets"]))
    if s.cards[use.card].zone != ctx.get("zone", s.cards[use.card].zone):
        ev.append(Event(text=f"{s.defn(use.card).name} can no longer be used"))
    else:
        triggers.costs_paid(s, use, ev)
    _after_ability(s, closed, use.player)


def _pay_response_costs(s: LcgState, closed: dict[str, Any], ev: list[Event]) -> None:
    """The interrupt window before a reaction's or interrupt's costs closed: pay them and
    resolve it (the trigger window it was used in goes on); not if its card moved away."""
    ctx = closed["ctx"]
    use = UseAbility(ctx["player"], ctx["card"], ctx["index"], tuple(ctx["targets"]))
    if s.cards[use.card].zone != ctx.get("zone", s.cards[use.card].zone):
        ev.append(Event(text=f"{s.defn(use.card).name} can no longer be used"))
    else:
        resolve.use(s, use, ev, pausable=True)


def _ring_effect(s: LcgState, closed: dict[str, Any], ev: list[Event]) -> None:
    a = action_from_dict(closed["ctx"]["action"])
    assert isinstance(a, RingEffect)
    rings.ring_effect(s, a, ev, canceled=bool(closed["ctx"].get("canceled")))


Resume = Callable[[LcgState, dict[str, Any], list[Event]], None]

#: What a closed window's ``resume`` goes on with.
RESUME: dict[str, Resume] = {
    "resolve_ability": _resolve_ability,
    "resolve_effects": lambda s, closed, ev: _effects_after_window(s, closed["ctx"], closed, ev),
    "after_winner": lambda s, closed, ev: conflict.after_winner(s, ev),
    "after_claim": lambda s, closed, ev: conflict.return_home(s, ev),
    "fate_steps": lambda s, closed, ev: flow.fate_steps(s, ev),
    "fate_discard": lambda s, closed, ev: flow.fate_discard_resumed(s, closed["ctx"], ev),
    "break": lambda s, closed, ev: conflict.break_after_interrupts(s, closed["ctx"], ev),
    "declare": lambda s, closed, ev: conflict.declaration_resumed(s, closed["ctx"], ev),
    "ring_effect": _ring_effect,
    "pay_costs": _pay_costs,
    "pay_response_costs": _pay_response_costs,
}


def _effects_after_window(s: LcgState, ctx: dict[str, Any], closed: dict[str, Any],
                          ev: list[Event]) -> None:
    """The effects that waited for an interrupt window resolve; then what they belong to goes
    on: the framework's ``next`` step, or the action window they were used in."""
    if resolve.resume(s, ctx, ev):
        return
    if ctx.get("next"):
        go_on(s, ctx["next"], closed, ev)
    else:
        _after_ability(s, closed, ctx["player"])


#: What follows the delayed effects at the end of a period (``flow.period_ends``'s ``then``).
AFTER_PERIOD: dict[str, Callable[[LcgState, list[Event]], None]] = {
    "draw": flow.draw_begins, "conflict_phase": conflict.conflict_phase_begins,
    "fate": flow.fate_begins, "regroup": flow.regroup_begins,
    "round_ends": flow.round_ends, "next_round": flow.next_round,
    "conflict_over": conflict.conflict_over,
}


def go_on(s: LcgState, nxt: dict[str, Any], closed: dict[str, Any], ev: list[Event]) -> None:
    """Effects the framework resolved on its own finished after an interrupt window (or
    nested windows) [RR › Nested Ability Sequences]: do what came next (:data:`GO_ON`;
    ``resolve.py``'s module docstring)."""
    if s.winner is None:
        GO_ON[nxt["do"]](s, nxt, closed, ev)


def _go_delayed(s: LcgState, nxt: dict[str, Any], closed: dict[str, Any],
                ev: list[Event]) -> None:
    """The rest of the delayed effects, then the step after them."""
    if not flow.resolve_due(s, nxt["due"], nxt["then"], ev) and nxt["then"]:
        AFTER_PERIOD[nxt["then"]](s, ev)


def _go_forced_reactions(s: LcgState, nxt: dict[str, Any], closed: dict[str, Any],
                         ev: list[Event]) -> None:
    """The other forced reactions, then the reaction window (or what it would resume)."""
    if not triggers.forced_reactions(s, nxt["fired"], nxt["done"], nxt["resume"],
                                     nxt["ctx"], ev):
        window_closed(s, {**closed, "resume": nxt["resume"], "ctx": nxt["ctx"]}, ev)


def _go_framework_interrupts(s: LcgState, nxt: dict[str, Any], closed: dict[str, Any],
                             ev: list[Event]) -> None:
    """The other forced interrupts to a framework step, its interrupt window, the step."""
    fired, resume, ctx = nxt["fired"], nxt["resume"], nxt["ctx"]
    if resolve.forced_interrupts(s, fired, ev, nxt["done"], frame=(resume, ctx)):
        return
    if resolve.interrupts_open(s, fired):
        push(s, "interrupt", fired, resume, ctx)
        return
    window_closed(s, {**closed, "resume": resume, "ctx": ctx}, ev)


def _go_forced_interrupts(s: LcgState, nxt: dict[str, Any], closed: dict[str, Any],
                          ev: list[Event]) -> None:
    """The other forced interrupts to an effect, its interrupt window, the effect."""
    fired, wait = nxt["fired"], nxt["wait"]
    if resolve.forced_interrupts(s, fired, ev, nxt["done"], wait):
        return
    if resolve.interrupts_open(s, fired):
        push(s, "interrupt", fired, "resolve_effects", wait)
        return
    _effects_after_window(s, wait, closed, ev)


GoOn = Callable[[LcgState, dict[str, Any], dict[str, Any], list[Event]], None]

#: Continuations (a window context's ``next["do"]``).
GO_ON: dict[str, GoOn] = {
    "delayed": _go_delayed,
    "duel_loser": lambda s, nxt, closed, ev: duels.loser_effects(s, nxt["duel"], nxt["loser"],
                                                                 ev),
    "duel_over": lambda s, nxt, closed, ev: duels.duel_over(s, nxt["duel"], ev),
    "forced_reactions": _go_forced_reactions,
    "framework_interrupts": _go_framework_interrupts,
    "forced_interrupts": _go_forced_interrupts,
}


def _after_ability(s: LcgState, closed: dict, player: int) -> None:
    """An ability that waited for a trigger window finished: the action window or dynasty
    phase it was used in goes on with the next player (a trigger window already moved on)."""
    if s.winner is None and s.step == closed["back_step"]:
        if closed["back_step"] == "action_window":
            flow.window_acted(s, player)
        elif closed["back_step"] == "dynasty":
            flow.dynasty_next(s, player)
