"""A condition on a Battle action in its constraints block: "If there are any enemy units at
the current battlefield, ..." / "If any enemy units are at the current battlefield, ..." (the
record's ``condition`` ``enemy_units_here``, ``abilities.condition_ok``: the action may be
taken only then [CE › ABILITIES › Constraints block]; "enemy" [CE › ENEMY]); "If you are the
Attacker|Defender" (``attacker`` / ``defender``); "If your current army has more units than the
current enemy army" (``more_units_here``). Other conditions there stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(3, r"^If (?:there are (?:any )?enemy units|any enemy units are) at the "
                        r"current battlefield$")
def _enemy_units_here(r: Reader, m: re.Match[str]) -> None:
    """The ability's condition: enemy units at the current battlefield."""
    if "condition" in r.flags:
        raise Unread
    r.flags["condition"] = {"enemy_units_here": True}


@registry.constraint(4, r"^if (?:there are (?:any )?enemy units|any enemy units are) there$")
def _enemy_units_there(r: Reader, m: re.Match[str]) -> None:
    """"Even if this unit is not at the current battlefield, if any enemy units are there":
    "there" is the current battlefield the clause before named (``away_ok``, read by
    ``even_if_bowed.py``) -> the same condition [CE › PRONOUNS]."""
    if "condition" in r.flags or not r.flags.get("away_ok"):
        raise Unread
    r.flags["condition"] = {"enemy_units_here": True}


@registry.constraint(4, r"^[Ii]f you are the (?P<role>Attacker|Defender)$")
def _attacker_or_defender(r: Reader, m: re.Match[str]) -> None:
    """The ability's condition: you are the Attacker / the Defender of the attack under way
    (``ability_conditions`` ``attacker`` / ``defender``) [CE › ATTACK PHASE]."""
    cond = r.flags.setdefault("condition", {})
    key = m["role"].lower()
    if key in cond:
        raise Unread
    cond[key] = True


@registry.constraint(4, r"^If your current army has more units than the current enemy army$")
def _more_units_here(r: Reader, m: re.Match[str]) -> None:
    """The ability's condition: your army at the current battlefield has more units than the
    enemy army there (``ability_conditions`` ``more_units_here``) [CE › ARMY]."""
    if "condition" in r.flags:
        raise Unread
    r.flags["condition"] = {"more_units_here": True}
