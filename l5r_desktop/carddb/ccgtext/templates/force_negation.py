"""Negating a card's Force bonuses and penalties from actions
(``cardtext/force_negation.py``): "Negate all current and new Force bonuses and penalties on
<him / her / it / your Berserker ...> from actions", "... Force penalties ...", "... Force
bonuses ...", and "Negate all current Force ... from actions" (``current``: those it finds
only [CE › PREVENTION (Including Negation)]). The card is the one the words name (a pronoun,
or the performer by his keyword). "... current and new ... on him" without "from actions":
every source (``"from": "any"``: tokens, Items, traits too). "Current" ones of every source,
"new" alone and other stats stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_WHICH = {"bonuses and penalties": "both", "penalties and bonuses": "both",
          "bonuses": "bonuses", "penalties": "penalties"}


@registry.sentence(39, r"^Negate all current (?P<new>and new )?Force "
                       r"(?P<which>bonuses and penalties|penalties and bonuses|bonuses|"
                       r"penalties) on (?P<who>him|her|it|your [A-Z][a-z]+)"
                       r"(?P<src> from actions)?$")
def _negate_bonuses(r: Reader, m: re.Match[str]) -> None:
    if not m["src"] and not m["new"]:
        raise Unread  # the current ones of every source: current tokens, Items ... unread
    effect: dict[str, Any] = {"op": "negate_bonuses", "target": r.ref(m["who"])}
    which = _WHICH[m["which"]]
    if which != "both":
        effect["which"] = which
    if not m["new"]:
        effect["current"] = True
    if not m["src"]:
        effect["from"] = "any"  # no source named: every source (force_negation.py)
    r.effects.append(effect)
