"""Effects that "will not be negated": "Move him home. This movement will not be negated [if
<anything>]."

The sentence adds no effect: it stops a negation of the movement just described
[CE › PREVENTION (Including Negation)]: "negation effects are sometimes specifically
prevented with wording such as 'will not be negated'". The engine negates no movement (no
continuous trait prevents moving, ``cardtext/prevention.py``; ongoing negation reaches
attacks and Fear only, ``cardtext/ongoing.py``), so every movement it resolves already is not
negated, whatever the sentence's condition: the ability plays as printed without a record of
the sentence. ``tests/ccgtext/test_not_negated.py`` fails when the engine learns to negate or
prevent movement, so that this reading is then given a record the engine honours.

Read only right after a sentence whose last effect is a ``move_home`` (what "this movement"
names). "Give him -4F, which will not be negated" is read too: that stat change gets
``not_negated`` (a response negating the action's effects leaves it, ``negation.py``).
"Will not be negated" about bowing or destruction stays manual (the engine prevents
those through traits, ``prevention.py``), and so do "these movements", "or delayed" and a
movement from another card.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

#: The effect ops whose occurrence "this movement" names.
MOVEMENT_OPS = ("move_home",)


@registry.sentence(37, r"^This movement will not be negated(?: if [^,;:]+)?$")
def _movement_not_negated(r: Reader, m: re.Match[str]) -> None:
    if not r.effects or r.effects[-1]["op"] not in MOVEMENT_OPS \
            or "optional" in r.effects[-1] or "otherwise" in r.effects[-1]:
        raise Unread


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
