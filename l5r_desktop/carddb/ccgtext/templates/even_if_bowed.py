"""The permission "Even if this card is bowed" / "Even if <its name> is bowed" in an
ability's constraints block: the ability may be used while its card is bowed (``bowed_ok``,
``games/ccg/cardtext/abilities.tireless``) [CE › PERMISSIONS].

"Even if <its name / this card / this unit> is not at the current battlefield" (or "is home"):
the ability may be taken while its card's unit is elsewhere (``away_ok``,
``attack/choices.card_actions_in_battle``): such phrases "ignore only the second part of the
Rule of Location", not the Rule of Presence nor its first part [CE › BATTLES › B. COMBAT
SEGMENT]. Other "even if" clauses (presence, death) stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(2, r"^Even if (?P<who>.+) is bowed$")
def _even_if_bowed(r: Reader, m: re.Match[str]) -> None:
    if r.ref(m["who"]) != "self" or r.flags.get("bowed_ok"):
        raise Unread
    r.flags["bowed_ok"] = True


@registry.constraint(2, r"^Even if (?P<who>.+) is (?:not at the current battlefield|home|at home)$")
def _even_if_away(r: Reader, m: re.Match[str]) -> None:
    who = m["who"]
    if (who != "this unit" and r.ref(who) != "self") or r.flags.get("away_ok"):
        raise Unread
    r.flags["away_ok"] = True
