"""The per-card harness's table for a target "who assigned to this battlefield (this turn)"
(target filter ``assigned_here``, ``cardtext/assignments.py``): the harness Personality put
for that target is recorded as assigned to the current battlefield in the attack's record
(``AttackState.assigned``), as ``attack/battle.assign`` records an assignment; where the
harness put him (home for "at home" / "at any location") is where he is now. That a
Personality who assigned elsewhere or never is no target is played by
``tests/engine/test_ccgtext2_assignments.py``."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import assignments
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import find


def record_assigned(game: Game, record: dict[str, Any], titles: list[str]) -> None:
    """Mark the targets of ``record`` asking ``assigned_here`` (harness ``titles``, in
    target order) as assigned to the current battlefield."""
    att = game.state.attack
    if att is None or att.current is None:
        return
    for spec, title in zip(record.get("targets", []), titles, strict=False):
        if isinstance(spec, dict) and spec.get(assignments.KEY):
            owner = 0 if spec.get("controller") == "you" else 1
            att.assigned[find(game.state, title, owner)] = att.current
