"""The LCG's rules as the core's :class:`~l5r_desktop.core.history.Rules`: who decides, the
legal actions, why an action is illegal, and applying one (one handler per framework step).

Rule choice (docs/lcg-rules-notes.md): in an action window, a player whose only legal action is
to pass passes automatically, so the log holds real decisions only.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.games.lcg import (
    choices,
    conflict,
    duels,
    flow,
    manual,
    more_effects,
    play,
    rings,
    searches,
    steps,
    triggers,
)
from l5r_desktop.games.lcg.actions import Action, Bid, Manual, Pass
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.state import LcgState

LEGAL: dict[str, Callable[[LcgState, int], list[Action]]] = {
    "setup_stronghold": flow.stronghold_legal,
    "setup_dynasty_mulligan": flow.mulligan_legal,
    "setup_conflict_mulligan": flow.mulligan_legal,
    "dynasty": play.dynasty_legal,
    "bid": flow.bid_legal,
    "action_window": play.window_legal,
    "declare": conflict.declare_legal,
    "choose_attackers": conflict.attackers_legal,
    "covert": conflict.covert_legal,
    "defenders": conflict.defenders_legal,
    "break_discard": conflict.break_discard_legal,
    "ring_effect": rings.ring_legal,
    "favor_side": conflict.favor_legal,
    "regroup_discard": flow.regroup_discard_legal,
    "trigger_window": triggers.window_legal,
    "card_choice": choices.choice_legal,
    "deck_search": searches.search_legal,
    "ring_switch": more_effects.ring_switch_legal,
}


def _apply_search(s: LcgState, a: Action, ev: list[Event]) -> None:
    if searches.apply_search(s, a, ev) and s.winner is None:
        flow.resume_after_choice(s, ev)


def _apply_ring_switch(s: LcgState, a: Action, ev: list[Event]) -> None:
    if more_effects.apply_ring_switch(s, a, ev) and s.winner is None:
        flow.resume_after_choice(s, ev)


def _apply_bid(s: LcgState, a: Action, ev: list[Event]) -> None:
    assert isinstance(a, Bid)
    if s.pending.get("bid") == "duel":
        duels.apply_bid(s, a, ev)
    else:
        flow.apply_draw_bid(s, a, ev)


APPLY: dict[str, Callable[[LcgState, Action, list[Event]], None]] = {
    "setup_stronghold": flow.apply_stronghold,  # type: ignore[dict-item]
    "setup_dynasty_mulligan": flow.apply_mulligan,  # type: ignore[dict-item]
    "setup_conflict_mulligan": flow.apply_mulligan,  # type: ignore[dict-item]
    "dynasty": play.apply_in_dynasty,
    "bid": _apply_bid,
    "action_window": play.apply_in_window,
    "declare": conflict.apply_declare,
    "choose_attackers": conflict.apply_attackers,
    "covert": conflict.apply_covert,
    "defenders": conflict.apply_defenders,
    "break_discard": conflict.apply_break_discard,
    "ring_effect": rings.apply_ring,
    "favor_side": conflict.apply_favor,
    "regroup_discard": flow.apply_regroup_discard,
    "trigger_window": steps.apply_trigger_window,
    "card_choice": choices.apply_choice,
    "deck_search": _apply_search,
    "ring_switch": _apply_ring_switch,
}


def deciding_player(s: LcgState) -> int | None:
    """The player the game waits for (``None`` when it is over)."""
    return None if s.winner is not None else s.turn


def legal_actions(s: LcgState, player: int) -> list[Action]:
    """The legal actions of ``player`` now (empty when it is not his decision)."""
    if s.winner is not None or player != s.turn:
        return []
    return LEGAL[s.step](s, player)


def problem(s: LcgState, action: Action, legal: list[Action] | None = None) -> str | None:
    """Why ``action`` is illegal now (``None`` when legal)."""
    if s.winner is not None:
        return "the game is over"
    if not isinstance(action, Action):
        return "not an LCG action"
    if action.player != s.turn:
        return f"it is P{s.turn + 1}'s decision"
    if isinstance(action, Manual):
        return manual.manual_problem(s, action)
    if legal is None:
        legal = legal_actions(s, action.player)
    if action not in legal:
        return f"{action.kind} is not legal now ({s.step.replace('_', ' ')})"
    return None


def apply_action(s: LcgState, action: Action) -> list[Event]:
    """Apply a legal action in place; automatic passes follow (see module docstring)."""
    ev: list[Event] = []
    if isinstance(action, Manual):
        manual.apply_manual(s, action, ev)
    else:
        APPLY[s.step](s, action, ev)
    settle(s, ev)
    return ev


def settle(s: LcgState, ev: list[Event]) -> None:
    """Open the reaction window for what fired; pass for a player whose only option in an
    action or trigger window is to pass."""
    while s.winner is None:
        if s.fired:
            triggers.pause(s, ev)
            continue
        if s.step == "action_window":
            if len(play.window_legal(s, s.turn)) != 1:
                return
            steps.window_pass(s, s.turn, ev)
        elif s.step == "trigger_window":
            if len(triggers.window_legal(s, s.turn)) != 1:
                return
            steps.apply_trigger_window(s, Pass(s.turn), ev)
        else:
            return


__all__ = ["Pass"]
