"""Triggered traits: "After <this card> enters play, lose|gain N Honor." [S1 › TRAITS]."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_TRAIT_RE = re.compile(r"^After (?P<who>.+?) enters play(?:, |: )(?P<verb>[Ll]ose|[Gg]ain) "
                       r"(?P<n>\d+) Honor\.?$")


@registry.line(10)
def enters_play_honor(line: str, card: CardDef) -> dict[str, Any]:
    """The Honor change after the card itself enters play."""
    m = _TRAIT_RE.match(line)
    if m is None or m["who"] not in names(card):
        raise Unread
    return {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
            "effects": [{"op": f"{m['verb'].lower()}_honor", "amount": int(m["n"]),
                         "player": "you"}]}
