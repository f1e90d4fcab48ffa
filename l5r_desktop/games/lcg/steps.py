"""Action windows closing: the framework step that follows each window [RR › Appendix I,
Action Windows]. Kept apart from ``flow`` and ``conflict`` so neither imports the other."""

from __future__ import annotations

from l5r_desktop.games.lcg import conflict, flow, resolve, triggers
from l5r_desktop.games.lcg.actions import Action, UseAbility
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
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
    if closed is None:
        return
    resume = closed["resume"]
    if resume == "resolve_ability":
        ctx = closed["ctx"]
        use = UseAbility(ctx["player"], ctx["card"], ctx["index"], tuple(ctx["targets"]))
        if ctx.get("canceled"):
            ev.append(Event(text=f"{s.defn(use.card).name}: effects canceled"))
        else:
            resolve.finish(s, use, ev, pausable=True)
        _after_ability(s, closed, use.player)
    elif resume == "resolve_effects":
        resolve.resume(s, closed["ctx"], ev)
        _after_ability(s, closed, closed["ctx"]["player"])
    elif resume == "after_winner" and s.winner is None:
        conflict.after_winner(s, ev)
    elif resume == "after_claim" and s.winner is None:
        conflict.return_home(s, ev)
    elif resume == "fate_steps" and s.winner is None:
        flow.fate_steps(s, ev)
    elif resume == "fate_discard" and s.winner is None:
        flow.fate_discard_resumed(s, closed["ctx"], ev)
    elif resume == "break" and s.winner is None:
        conflict.break_after_interrupts(s, closed["ctx"], ev)


def _after_ability(s: LcgState, closed: dict, player: int) -> None:
    """An ability that waited for a trigger window finished: the action window or dynasty
    phase it was used in goes on with the next player (a trigger window already moved on)."""
    if s.winner is None and s.step == closed["back_step"]:
        if closed["back_step"] == "action_window":
            flow.window_acted(s, player)
        elif closed["back_step"] == "dynasty":
            flow.dynasty_next(s, player)
