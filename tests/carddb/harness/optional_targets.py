"""The per-card harness's check of an optional target ("you may target",
``cardtext/targets.py``): besides the use with the target (``actions.exercise``), on a new
table the action must be offered without it and, taken so, do every other effect and cost of
the record and leave the card placed for the target as it was (same place, bowing, Honor,
stats, tokens) [CE › TAKING ACTIONS › B. Required targeting].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.carddb.harness.checks import _check
from tests.carddb.harness.position import _Builder
from tests.engine.scenario import find


def has_optional(record: dict[str, Any]) -> bool:
    """Whether the record's last target is optional."""
    specs = record.get("targets") or []
    return bool(specs) and bool(specs[-1].get("optional"))


def _look(state: GameState, cid: str) -> tuple[Any, ...]:
    c = state.cards[cid]
    return (c.zone, c.battlefield, c.bowed, c.dishonored, dict(c.tokens),
            stats.force(state, cid), stats.chi(state, cid))


def without(build: _Builder, index: int, record: dict[str, Any]) -> list[str]:
    """Problems with the use that does not choose the optional target."""
    game = build.game()
    state = game.state
    me = find(state, build.card.title, 0)
    wanted = [find(state, t) for t in build.expected]
    skipped, kept = wanted[-1], tuple(wanted[:-1])
    use = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                and a.card == me and a.ability == index and a.targets == kept), None)
    if use is None:
        return ["optional target: the action is not offered without it"]
    n = len(wanted) - 1
    rest = {**record, "targets": record["targets"][:-1],
            "effects": [e for e in record.get("effects", []) if e.get("target") != n]}
    look = _look(state, skipped)
    problems = [f"without the optional target: {p}" for p in _check(game, use, rest)]
    if _look(game.state, skipped) != look:
        problems.append("without the optional target: the card placed for it changed")
    return problems
