"""Negating a Personality's movement (``cardtext/movement_negation.py``): "Negate his next
movement" (``next``: that one movement, within the turn) and "Negate his (future) movement" /
"(further) movement" / "movement" (every movement of his unit until the turn ends, the
default duration of a prevention from an action [CE › PREVENTION (Including Negation)]); the
card is the one the pronoun names. "(future)" / "(further)" are rewritten without their
parentheses by ``reminders.py``. Other durations, "from the action's effects" (a Reaction to
an action's targeting: ``targeted_reactions.py``) and other cards stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(39, r"^Negate (?P<whose>its|his|her) (?P<kind>next |future |further )?"
                       r"movement$")
def _negate_movement(r: Reader, m: re.Match[str]) -> None:
    who = r.ref({"its": "it", "his": "him", "her": "her"}[m["whose"]])
    effect = {"op": "negate_movement", "target": who}
    if m["kind"] == "next ":
        effect["next"] = True
    r.effects.append(effect)
