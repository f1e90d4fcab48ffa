""""He may assign even if bowed" / "Your target Personality may assign even if he is bowed
(this turn)" → ``assign_bowed`` on that Personality (``cardtext/assign_bowed.py``): his unit
may assign in the Maneuvers Segments while he is bowed, until the end of the turn, the default
duration of an ongoing effect [CE › DURATION OF EFFECTS › Ongoing effects]; such a permission
overrides the rule that units led by bowed Personalities may not assign [CE › PERMISSIONS],
[CE › ASSIGN]. "He" names a Personality the ability already targets or chose. Other
durations and "may assign in Cavalry Maneuvers" stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(35, r"^(?:(?P<det>A|Your) target (?P<spec>[A-Z][\w -]*?)|(?P<pro>He|She)) "
                        r"may assign even if (?:(?:he|she) is )?bowed"
                        r"(?: this turn| until the end of the turn)?$")
def _assign_bowed(r: Reader, m: re.Match[str]) -> None:
    if m["pro"]:
        target = r.ref("him" if m["pro"] == "He" else "her")  # (the reader's pronoun forms)
    else:
        target = r.target(m["det"].lower(), m["spec"])
    if not isinstance(target, int) or r.targets[target].get("type") != "personality":
        raise Unread
    r.effects.append({"op": "assign_bowed", "target": target})
