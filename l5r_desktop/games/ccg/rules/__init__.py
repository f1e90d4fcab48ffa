"""The CCG's rules as the core's ``Rules`` (see :class:`l5r_desktop.core.history.Rules`):
who decides and the legal actions (``legal``), why an action is illegal (``check``), applying
an action and the automatic steps after it (``apply``)."""

from __future__ import annotations

from l5r_desktop.games.ccg.rules.apply import apply_action
from l5r_desktop.games.ccg.rules.check import problem
from l5r_desktop.games.ccg.rules.explain import explain
from l5r_desktop.games.ccg.rules.legal import (
    deciding_player,
    gold_actions,
    legal_actions,
    manual_problem,
)

__all__ = ["apply_action", "deciding_player", "explain", "gold_actions", "legal_actions",
           "manual_problem", "problem"]
