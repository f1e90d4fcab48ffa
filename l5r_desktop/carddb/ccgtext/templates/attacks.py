"""Ranged N Attack, Melee N Attack and Fear N as effects (the engine's ranged operations choose
their target among the opposing units)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(400, r"^(?:(?P<k>Ranged|Melee) (?P<n>\d+) Attack|Fear (?P<f>\d+))$")
def _attack(r: Reader, m: re.Match[str]) -> None:
    r.targets.append({"type": "ranged"})
    op = "fear" if m["f"] else f"{m['k'].lower()}_attack"
    r.effects.append({"op": op, "target": len(r.targets) - 1,
                      "amount": int(m["f"] or m["n"])})
