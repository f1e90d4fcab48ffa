"""Effects that stop for a player's choice and come back afterwards (a ring effect resolved by
an ability, the breaker's discard, a deck search): whether they may, and stopping."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.state import LcgState


def choosable(s: LcgState, e: dict[str, Any]) -> bool:
    """Whether an effect may stop for a player's choice (and come back to the same place
    afterwards): its ability was initiated in an action window, the dynasty phase's window or
    a trigger window (``resolve.run`` marks it ``_pausable``), and no other choice is in
    progress. Elsewhere (framework steps, forced abilities, delayed effects, duel results) the
    engine cannot wait, and the choice is left to the players (logged)."""
    return bool(e.get("_pausable")) and "back" not in s.pending and s.step in (
        "action_window", "dynasty", "trigger_window")


def interpose(s: LcgState, step: str, chooser: int, p: int, data: dict[str, Any]) -> None:
    """Stop for ``chooser``'s choice at ``step``; ``data`` goes to ``state.pending``; the game
    comes back to the current step afterwards (``flow.resume_after_choice``)."""
    s.pending.update(data)
    s.pending["back"] = {"step": s.step, "turn": s.turn, "player": p}
    s.step = step
    s.turn = chooser
