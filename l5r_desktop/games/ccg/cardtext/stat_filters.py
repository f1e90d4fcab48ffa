"""Target filters on a card's stats against a fixed number (used by ``targets.py``):

``stat_min`` / ``stat_max`` ({<stat>: N, ...}): the card's stat is N or higher / N or lower ("a
Personality with 3 or higher Chi", "with 7 or more base Force", "an attachment with a Gold Cost
of 0" = ``stat_max`` ``{"gold_cost": 0}``). Stats: ``force``, ``chi``, ``personal_honor``,
``gold_cost`` (current values: "The game always checks a stat's current value, unless text
refers to a base value"), and ``base_force``, ``base_chi``, ``base_personal_honor``,
``base_gold_cost`` (as printed, "without modifications from effects" [CE › BASE]), and
``unit_gold_cost``: the total Gold Cost of the card's unit, its Personality's and every attached
card's ("Effects on a unit are applied to the Personality and all cards in the unit" [CE ›
UNIT]; a total adds the values it names, as a unit's total Force sums its cards' [CE › TOTAL
FORCE]). A card without the stat (a Follower's Chi) has 0 ("If something in the game needs to
know the value of an absent stat, the value is zero" [CE › CARD FEATURES › STATS]). Checked when
the targets are chosen [CE › TAKING ACTIONS › B]. (The older ``max_force`` /
``min_personal_honor`` / ``max_personal_honor`` filters of ``targets.py`` say the same for their
stat.)"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState

#: The spec keys this module checks.
KEYS = ("stat_min", "stat_max")
_CURRENT = ("force", "chi", "personal_honor", "gold_cost")
#: The stats a filter may name.
STATS = (*_CURRENT, *(f"base_{s}" for s in _CURRENT), "unit_gold_cost")


def problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a spec's ``stat_min`` / ``stat_max`` values."""
    out = []
    for key in KEYS:
        if key not in spec:
            continue
        value = spec[key]
        if not (isinstance(value, dict) and value and all(
                s in STATS and isinstance(n, int) and not isinstance(n, bool)
                for s, n in value.items())):
            out.append(f"{key} is {{stat: a whole number}} with stats among {', '.join(STATS)}")
    return out


def stat_value(state: GameState, cid: str, stat: str) -> int:
    """The card's stat now, or as printed for a ``base_`` stat (0 when it has none)."""
    if stat == "unit_gold_cost":  # the Gold Costs of every card in the card's unit
        head = state.cards[cid].attached_to or cid
        return sum(int(stats.gold_cost(state, c) or 0)
                   for c in (head, *state.cards[head].attachments))
    if stat.startswith("base_"):
        return int(getattr(state.cards[cid].definition, stat[5:]) or 0)
    return int(getattr(stats, stat)(state, cid) or 0)


def fits(state: GameState, cid: str, spec: dict[str, Any]) -> bool:
    """Does the card pass the spec's ``stat_min`` and ``stat_max`` filters?"""
    for stat, n in (spec.get("stat_min") or {}).items():
        if stat_value(state, cid, stat) < n:
            return False
    for stat, n in (spec.get("stat_max") or {}).items():
        if stat_value(state, cid, stat) > n:
            return False
    return True
