""""Opposed" in a target spec: "Give your target opposed Personality +2F.", "Choose your
performing opposed Samurai: ..." — the target filter ``opposed`` (in a unit at a battlefield
with units on the other side [CE › OPPOSED], ``games/ccg/cardtext/targets.py``).

The sentence or constraint is read without the word, then the one target it added gets the
filter; if it added none or several, the ability stays manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_OPPOSED = r"^(?P<pre>.*?\b(?:[Tt]arget|performing|[Cc]hoose your)(?: unbowed| bowed)? )" \
           r"opposed (?P<post>[A-Z].+|card\b.*)$"


def _filtered(r: Reader, before: int) -> None:
    added = r.targets[before:]
    if len(added) != 1:
        raise Unread
    added[0]["opposed"] = True


@registry.sentence(1, _OPPOSED)
def _opposed_sentence(r: Reader, m: re.Match[str]) -> None:
    before = len(r.targets)
    r.sentence(m["pre"] + m["post"])
    _filtered(r, before)


@registry.constraint(1, _OPPOSED)
def _opposed_constraint(r: Reader, m: re.Match[str]) -> None:
    before = len(r.targets)
    r.constraint(m["pre"] + m["post"])
    _filtered(r, before)
