"""A delayed negation of the next action targeting a card (``cardtext/next_targeting.py``):
"After the next time this turn|this game another player's [Battle|Open|Limited] action
targets <him / her / it>, negate its effects / the action's effects", the card the pronoun
names. Other players' ("your action"), other kinds ("a Political action") and other
effects stay manual. Also "Negate the effects of the next action performed by the targeted
card (this turn)" (``cardtext/next_performed.py``).
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(39, r"^After the next time (?P<when>this turn|this game) another player's "
                       r"(?:(?P<kind>Battle|Open|Limited) )?action targets (?P<who>him|her|it), "
                       r"negate (?:its|the action's) effects$")
def _negate_next_targeting(r: Reader, m: re.Match[str]) -> None:
    effect = {"op": "negate_next_targeting", "target": r.ref(m["who"])}
    if m["kind"]:
        effect["action"] = m["kind"].lower()
    if m["when"] == "this game":
        effect["duration"] = "game"
    r.effects.append(effect)


@registry.sentence(39, r"^Negate the effects of the next action performed by (?P<who>him|her|it"
                       r"|the targeted card|the target|the targeted Personality)"
                       r"(?: \(this turn\)| until the end of the turn| this turn)?$")
def _negate_next_performed(r: Reader, m: re.Match[str]) -> None:
    """"Negate the effects of the next action performed by the targeted card (this turn)"
    (``cardtext/next_performed.py``): the card a target names."""
    who = r.ref(m["who"])
    if not isinstance(who, int):
        raise Unread
    r.effects.append({"op": "negate_next_performed", "target": who})
