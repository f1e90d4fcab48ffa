""""A target Stronghold's abilities may not be used." → a target and ``no_abilities`` on it
(``cardtext/restrictions.py``): nobody uses its abilities until the end of the turn, the
default duration of an ongoing effect [CE › DURATION OF EFFECTS › Ongoing effects] (its
traits go on, and a Stronghold still produces Gold by the rulebook). "His / Its abilities
may not be used" names a card the ability already targets. Other durations, "may not be
used by ..." and kinds of abilities ("Battle abilities") stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(35, r"^(?:(?P<det>A|Your) target (?P<spec>[A-Z][\w -]*?)'s|(?P<pro>His|Her|"
                        r"Its)) abilities may not be used(?P<turn> this turn)?$")
def _no_abilities(r: Reader, m: re.Match[str]) -> None:
    if m["pro"]:
        target = r.ref({"His": "him", "Her": "her", "Its": "it"}[m["pro"]])
    elif m["spec"] == "Stronghold":  # any player's (a Stronghold is targeted only as one,
        # [CE › STRONGHOLD]; the spec words read no Stronghold elsewhere)
        r.targets.append({"type": "stronghold"} if m["det"] == "A" else
                         {"type": "stronghold", "controller": "you"})
        target = r.named = len(r.targets) - 1
    else:
        target = r.target(m["det"].lower(), m["spec"])
    if not isinstance(target, int) or r.targets[target].get("type") == "ranged":
        raise Unread
    r.effects.append({"op": "no_abilities", "target": target, "duration": "turn"})
