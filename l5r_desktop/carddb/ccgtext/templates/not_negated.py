"""Effects that "will not be negated": "Move him home. This movement will not be negated [if
<condition>]."

The sentence marks the movement just described ``"not_negated": true`` (or the condition, an
``if`` object of ``conditions.py``, checked when the movement resolves): it stops a negation
of that movement [CE › PREVENTION (Including Negation)]: "negation effects are sometimes
specifically prevented with wording such as 'will not be negated'" — a negation of the
Personality's movement (``negate_movement``) or a Reaction negating the action's movement
(``cardtext/movement_negation.py``, ``negation.py``).

Read only right after a sentence whose last effect is a ``move_home`` or ``move_unit`` (what
"this movement" names). "Give him -4F, which will not be negated" is read too (ccgdata2):
that stat change gets ``not_negated`` (a response negating the action's effects leaves it,
``negation.py``). "Will not be negated" about bowing or destruction stays manual (the engine
prevents those through traits, ``prevention.py``), and so do "these movements", "or delayed"
and a movement from another card.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import conditions

#: The effect ops whose occurrence "this movement" names.
MOVEMENT_OPS = ("move_home", "move_unit")


@registry.sentence(37, r"^This movement will not be negated(?: if (?P<cond>[^,;:]+))?$")
def _movement_not_negated(r: Reader, m: re.Match[str]) -> None:
    if not r.effects or r.effects[-1]["op"] not in MOVEMENT_OPS \
            or "optional" in r.effects[-1] or "otherwise" in r.effects[-1] \
            or "not_negated" in r.effects[-1]:
        raise Unread
    flag = conditions(r, m["cond"]) if m["cond"] else True
    r.effects[-1] = {**r.effects[-1], "not_negated": flag}


@registry.sentence(36, r"^(?P<body>Give .+), which will not be negated$")
def _stat_not_negated(r: Reader, m: re.Match[str]) -> None:
    """"Give him -4F, which will not be negated": the stat change read as usual, marked
    ``not_negated`` (``games/ccg/cardtext/negation.py`` never leaves it out when a response
    negates the action's effects) [CE › PREVENTION (Including Negation)]. Stat changes only."""
    start = len(r.effects)
    r.sentence(m["body"])
    added = r.effects[start:]
    if not added or any(e.get("op") != "modify_stat" for e in added):
        raise Unread
    for eff in added:
        eff["not_negated"] = True
