"""Ranged and Melee Attacks whose strength grows with a count (issue 17, core lane):

- "Ranged 4 Attack, with +1 strength for each Sake token on <this card / its name>" → the
  strength ``{"tokens_on": ..., "title": "Sake", "each": 1, "base": 4}`` (the ccgtext lane's
  token count in ``amounts.py``: a token's title is its name after its stat bonus
  [CE › TOKENS]; until that count is on main the record does not validate and the line stays
  manual);
- "Ranged 3 Attack with +1 strength for each other Follower in this unit" → ``{"count":
  {"type": "follower", "unit_of": ..., "not_self": true}, "times": 1, "base": 3}`` (the cards
  of the unit the card is in [CE › UNIT]; "other": not the card itself).

Both are read when the attack resolves (``abilities.run_list``), like the other variable
strengths. Other counts stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_UNIT_TYPES = {"Follower": "follower", "Personality": "personality"}


@registry.sentence(45, r"^(?P<k>Ranged|Melee) (?P<n>\d+) Attack,? with \+(?P<m>\d+) strength "
                       r"for each (?P<what>.+)$")
def _attack_per(r: Reader, m: re.Match[str]) -> None:
    base, each = int(m["n"]), int(m["m"])
    what = m["what"]
    if g := re.fullmatch(r"(?P<tok>[A-Z][a-z]+) token on (?P<who>.+)", what):
        who = r.ref(g["who"])
        if who not in ("self", "host"):
            raise Unread
        src: dict[str, object] = {"tokens_on": who, "title": g["tok"], "each": each,
                                  "base": base}
    elif g := re.fullmatch(r"(?P<other>other )?(?P<t>Follower|Personality) in this unit", what):
        spec: dict[str, object] = {"type": _UNIT_TYPES[g["t"]],
                                   "unit_of": "host" if r.attachment else "self"}
        if g["other"]:
            spec["not_self"] = True
        src = {"count": spec, "times": each, "base": base}
    else:
        raise Unread
    r.targets.append({"type": "ranged"})
    r.effects.append({"op": f"{m['k'].lower()}_attack", "target": len(r.targets) - 1,
                      "amount_from": src})
