"""Effects on every card of an army: "Give each Undead card in <this card>'s army +1F.", "Give
each Ronin Follower and Ronin Personality in <name>'s army +1F." → a ``modify_stat`` effect
with ``"each": <spec>`` whose spec has ``army_of`` (``games/ccg/cardtext/targets.py``): the
cards in units on the card's side of its battlefield, found when the effect resolves, not
targeted [CE › ARMY], [CE › MISCELLANEOUS USAGE]. Only the card's own army (its name, "this
card", or an attachment's "this Personality"); "your army", another card's army and other
verbs stay manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec, stat_effects


def _army_spec(text: str) -> dict[str, Any]:
    """"Undead card", "Ronin Follower and Ronin Personality" (one keyword for every part) as
    one spec of any controller."""
    parts = [spec(p, "a") for p in text.split(" and ")]
    if len(parts) > 2 or any(set(p) - {"type", "keyword"} for p in parts) \
            or len({str(p.get("keyword")) for p in parts}) != 1:
        raise Unread
    kinds: list[str] = []
    for p in parts:
        for k in p["type"] if isinstance(p["type"], list) else [p["type"]]:
            if k in kinds:
                raise Unread
            kinds.append(k)
    out: dict[str, Any] = {"type": kinds[0] if len(kinds) == 1 else kinds}
    if "keyword" in parts[0]:
        out["keyword"] = parts[0]["keyword"]
    if "card" in kinds and len(kinds) > 1:
        raise Unread
    out["army_of"] = True
    return out


@registry.sentence(224, r"^Give each (?P<spec>[^,]+?) in (?P<who>[^,']+?)'s army "
                        r"(?P<mods>[+-]\d+[FC](?:/[+-]\d+[FC])?)$")
def _give_each_in_army(r: Reader, m: re.Match[str]) -> None:
    if r.ref(m["who"]) not in ("self", "host"):
        raise Unread
    each = _army_spec(m["spec"])
    for eff in stat_effects(m["mods"], 0):
        del eff["target"]
        r.effects.append({**eff, "each": each})
