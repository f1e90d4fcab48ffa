"""The permission "Even if this card is bowed" / "Even if <its name> is bowed" in an
ability's constraints block: the ability may be used while its card is bowed (``bowed_ok``,
``games/ccg/cardtext/abilities.tireless``) [CE › PERMISSIONS]. Other "even if" clauses
(presence, location, death) stay manual."""

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
