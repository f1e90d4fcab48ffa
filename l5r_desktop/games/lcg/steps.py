"""Action windows closing: the framework step that follows each window [RR › Appendix I,
Action Windows]. Kept apart from ``flow`` and ``conflict`` so neither imports the other."""

from __future__ import annotations

from l5r_desktop.games.lcg import conflict, flow
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
