""""He may not perform actions [this turn / until this battle ends]." on a target of the
ability → ``no_actions`` (``cardtext/restrictions.py``): an ongoing restriction, until the end
of the turn unless it says otherwise [CE › DURATION OF EFFECTS › Ongoing effects]; "until the
current phase ends" → duration ``phase`` (``Duration.PHASE``). Other durations, kinds of
actions ("Battle actions") and cards named otherwise than by a pronoun or "the target" stay
manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_DURATIONS = {None: "turn", "this turn": "turn", "(this turn)": "turn",
              "until the end of the turn": "turn", "until this battle ends": "battle",
              "until the battle ends": "battle", "until the end of the battle": "battle",
              "until the current phase ends": "phase", "until the end of the phase": "phase"}


@registry.sentence(35, r"^(?P<who>He|She|It|The target|The targeted (?:card|Personality))"
                        r" may not perform actions(?: (?P<dur>this turn|\(this turn\)|until "
                        r"the end of the (?:turn|battle|phase)|until (?:this|the) battle ends|"
                        r"until the current phase ends))?$")
def _no_actions(r: Reader, m: re.Match[str]) -> None:
    who = m["who"].lower()
    target = r.ref({"he": "him", "she": "her"}.get(who, who))
    if not isinstance(target, int) or r.targets[target].get("type") == "ranged":
        raise Unread
    r.effects.append({"op": "no_actions", "target": target,
                      "duration": _DURATIONS[m["dur"]]})
