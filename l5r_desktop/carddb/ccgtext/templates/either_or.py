"""Alternative effects: "Bow or straighten him.", "Straighten or bow a target Personality.",
"Bow him or move him home." — one or the other, chosen by the player taking the action when
the effect would resolve [CE › CHOICES] (an optional group followed by its ``otherwise``
group, ``games/ccg/cardtext/optional.py``).

Read: ``<Verb> or <verb> <who>`` (one card, a target or a reference), and ``<effect> or
<effect>`` when each half is one effect sentence on cards already named (neither half adds a
target, a cost or the performer). "the card" / "the Personality" name the only target.
Left unread: "Either ..., or ...", alternatives with amounts ("gains or loses"), a target
player, choices among more than two.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread

_VERBS = {"bow": "bow", "straighten": "straighten", "destroy": "destroy",
          "dishonor": "dishonor", "rehonor": "rehonor"}
_V = "bow|straighten|destroy|dishonor|rehonor"
_THE = ("the card", "the Personality", "the Follower")


def _mark(r: Reader) -> int:
    return 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                   default=0)


def _who(r: Reader, who: str) -> Any:
    if who in _THE:
        others = r.others()
        if len(others) != 1:
            raise Unread
        return others[0]
    return r.target_or_ref(who)


@registry.sentence(40, rf"^(?P<v1>[A-Z](?:{_V[1:]}|traighten|estroy|ishonor|ehonor)) or "
                       rf"(?P<v2>{_V}) (?P<who>.+)$")
def _verb_or_verb(r: Reader, m: re.Match[str]) -> None:
    v1, v2 = m["v1"].lower(), m["v2"]
    if v1 not in _VERBS or v1 == v2:
        raise Unread
    target = _who(r, m["who"])
    k = _mark(r)
    r.effects += [{"op": _VERBS[v1], "target": target, "optional": k},
                  {"op": _VERBS[v2], "target": target, "otherwise": k}]


@registry.sentence(41, rf"^(?P<a>[A-Z].+?) or (?P<b>(?:{_V}|move) .+)$")
def _effect_or_effect(r: Reader, m: re.Match[str]) -> None:
    state = (len(r.targets), r.performer, dict(r.cost))
    start = len(r.effects)
    r.effect(m["a"])
    middle = len(r.effects)
    r.effect(capital(m["b"]))
    first, second = r.effects[start:middle], r.effects[middle:]
    if (len(r.targets), r.performer, r.cost) != state or not first or not second \
            or any(k in e for e in first + second for k in ("optional", "otherwise", "if")):
        raise Unread
    k = _mark(r)
    for e in first:
        e["optional"] = k
    for e in second:
        e["otherwise"] = k
