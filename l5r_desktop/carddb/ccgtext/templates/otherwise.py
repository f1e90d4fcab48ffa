""""Otherwise, <effect>." after a conditional sentence ("If he is dishonorable, his controller
loses 1 Honor. Otherwise, give your provinces +2 strength."): the effects of the sentence
happen exactly when the condition of the sentence before does not ("alternate effects"
[CE › CHOICES]; "otherwise" names the other case of that "if"). Each effect read gets
``{"not": <condition>}`` as its ``if`` (``cardtext/effect_conditions.py``).

Effect conditions are checked when each effect resolves, so the "otherwise" test comes after
the first branch has resolved. It is read only where that branch cannot change what the
condition tests: a condition on cards only (no player test) after effects that change only
players (Honor, cards drawn, the Favor, province strength). Any other pair, an "Otherwise"
after a sentence without a condition, or after effects with different conditions, stays
manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

#: Effects that change players only, never a card a card test looks at.
_PLAYER_OPS = ("gain_honor", "lose_honor", "draw", "take_favor", "province_strength")


def _cards_only(cond: Any) -> bool:
    """Does the condition test cards only (``card`` tests, joined by any/all/not)?"""
    if not isinstance(cond, dict):
        return False
    for key in ("any", "all"):
        if key in cond:
            return isinstance(cond[key], list) and all(_cards_only(c) for c in cond[key])
    if "not" in cond:
        return _cards_only(cond["not"])
    return "card" in cond and "player" not in cond


def _branch(r: Reader) -> dict[str, Any]:
    """The condition of the sentence before: every effect read since its last unconditional
    effect carries the same ``if``."""
    if not r.effects or "if" not in r.effects[-1]:
        raise Unread
    cond = r.effects[-1]["if"]
    branch = []
    for eff in reversed(r.effects):
        if eff.get("if") != cond:
            break
        branch.append(eff)
    if not _cards_only(cond) or any(e["op"] not in _PLAYER_OPS or "each" in e
                                     or e.get("optional") for e in branch):
        raise Unread
    return cond


@registry.sentence(45, r"^Otherwise, (?P<rest>[a-z].+)$")
def _otherwise(r: Reader, m: re.Match[str]) -> None:
    cond = _branch(r)
    r.sentence_if(m["rest"], {"not": cond})
