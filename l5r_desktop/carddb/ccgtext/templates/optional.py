"""Optional effects: "You may <effect>." (and "..., and you may <effect>"). The effects of one
"may" are one choice, all-or-none, and each "may" is a choice of its own [S1 › CHOICES]: the
effects read get the next choice number as their ``optional`` (``cardtext/optional.py``). The
resolving player decides when they would resolve.

Left unread: "you may not ..." (a restriction), "you may target ..." (optional targeting is
chosen when the action is announced [S1 › TAKING ACTIONS › B], not during resolution), a
"may" whose effects choose the performer or name a cost, and "If you do, ..." (a result of
the choice: ``conditions.py`` does not read "you do").
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(45, r"^You may (?P<rest>(?!not )[a-z].+)$")
def _you_may(r: Reader, m: re.Match[str]) -> None:
    n_targets, start, performer = len(r.targets), len(r.effects), r.performer
    cost = dict(r.cost)
    r.sentence(capital(m["rest"]))
    added = r.effects[start:]
    if not added or len(r.targets) != n_targets or r.performer != performer \
            or r.cost != cost or any(e["op"] == "manual" or "optional" in e for e in added):
        raise Unread
    mark = 1 + max((e.get("optional", 0) for e in r.effects[:start]), default=0)
    for e in added:
        e["optional"] = mark
