"""Traits of a Terrain or a Region on its battlefield: "This Province has +4 strength." (a
Terrain: the province of the battlefield it is in play at [CE › TERRAIN]; a Region: the
province it is attached to [CE › REGION]) and "Your Personalities / Followers at this
battlefield have +1F." (a Terrain) → ongoing records with ``applies_to: battlefield``
(``games/ccg/cardtext/ongoing.py``): a non-triggered trait applies while its card is in play
[CE › TRAITS]. A Terrain is in play only at its battlefield during its battle, a Region's
battlefield is there only while its player defends at its province, so outside such a battle
these traits do nothing. Other subjects ("Shadowlands Personalities and Followers",
"Personalities without attachments"), penalties computed from a stat, and counted strengths
("for each unit in the attacking army") stay manual; Fortification Holdings too.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.model.cards import CardDef

_PROVINCE = re.compile(r"^This [Pp]rovince has (?P<n>[+-]\d+) strength\.?$")
_YOURS = re.compile(r"^Your (?P<who>Personalities|Followers) at this battlefield have "
                    r"(?P<n>[+-]\d+)F\.?$")
_TYPES = {"Personalities": "personality", "Followers": "follower"}


def _terrain(card: CardDef) -> bool:
    return card.type.value == "strategy" and card.has_keyword("Terrain")


@registry.line(18)
def battlefield_province(line: str, card: CardDef) -> dict[str, Any]:
    """"This Province has +N strength." on a Terrain or a Region."""
    m = _PROVINCE.match(line)
    if m is None or not (_terrain(card) or card.type.value == "region") or int(m["n"]) == 0:
        raise Unread
    return {"timing": "continuous", "ongoing": "province_strength", "amount": int(m["n"]),
            "applies_to": "battlefield"}


@registry.line(18)
def battlefield_stat(line: str, card: CardDef) -> dict[str, Any]:
    """"Your Personalities / Followers at this battlefield have +NF." on a Terrain."""
    m = _YOURS.match(line)
    if m is None or not _terrain(card) or int(m["n"]) == 0:
        raise Unread
    return {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": int(m["n"]),
            "applies_to": "battlefield", "filter": {"type": _TYPES[m["who"]], "yours": True}}
