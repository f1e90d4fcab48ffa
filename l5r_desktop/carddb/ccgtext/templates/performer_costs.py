"""Costs paid by the performer other than bowing (ccgtext lane): "Destroy your performing
Yojimbo and target ...:", "Dishonor your performing unbowed Personality and target ...:",
"Move your performing opposed Personality home:", and the same before "to" ("Destroy your
target performing Ronin to ..."): the costs ``destroy_targets``, ``dishonor_targets`` and
``move_home_targets`` on that target (``cardtext/target_costs.py``) [CE › COSTS], "to" making
the effect contingent on the cost [S0 › TO #]. A dishonor cost asks for an honorable
performer (a dishonorable one is already in the cost's end state); "your performing
dishonorable ..." with it stays manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread

_COSTS = {"destroy": "destroy_targets", "dishonor": "dishonor_targets"}


@registry.constraint(12, r"^(?P<verb>[Dd]estroy|[Dd]ishonor) your (?:target )?"
                         r"(?P<spec>performing .+)$")
def _destroy_or_dishonor(r: Reader, m: re.Match[str]) -> None:
    t = r.target("your", m["spec"])
    verb = m["verb"].lower()
    if verb == "dishonor":
        if r.targets[t].get("dishonorable") is True:
            raise Unread
        r.targets[t]["dishonorable"] = False
    r.cost.setdefault(_COSTS[verb], []).append(t)


@registry.constraint(14, r"^[Mm]ove your (?:target )?(?P<spec>performing .+) home$")
def _move_home(r: Reader, m: re.Match[str]) -> None:
    t = r.target("your", m["spec"])
    if r.targets[t].get("at_home") or r.targets[t].get("any_location"):
        raise Unread  # a unit at home cannot pay it; "at any location" says otherwise
    r.cost.setdefault("move_home_targets", []).append(t)


@registry.sentence(101, r"^(?P<c>(?:Destroy|Dishonor) your (?:target )?performing .+?) to "
                        r"(?P<rest>[a-z].+)$")
def _performer_cost_to(r: Reader, m: re.Match[str]) -> None:
    r.constraint(m["c"])
    r.sentence(capital(m["rest"]))
