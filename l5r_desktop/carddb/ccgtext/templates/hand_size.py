"""Maximum hand size traits: "You have +1 maximum hand size.", "Your maximum hand size is
increased by one.", "Other players' maximum hand sizes are reduced by 1.", "Other players have
-1 maximum hand size." → an ongoing ``hand_size`` record (``games/ccg/cardtext/ongoing.py``:
the controller's or every other player's maximum hand size while the card is in play
[CE › MAXIMUM HAND SIZE], [CE › DURATION OF EFFECTS › Continuous effects]). A condition
("while this Shugenja is Void"), a minimum ("to a minimum of 7"), a clan ("Dragon Clan
players") or a value set outright stays manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number
from l5r_desktop.games.ccg.model.cards import CardDef

_IN_PLAY = ("personality", "holding", "follower", "item", "spell", "celestial", "stronghold")
_SHAPES = (
    (re.compile(r"^(?P<who>You|Other players) have (?P<n>[+-]\d+) maximum hand size\.?$"), 1),
    (re.compile(r"^(?P<who>Your|Other players') maximum hand sizes? (?:is|are) "
                r"(?P<dir>increased|reduced) by (?P<n>\d+|one|two)\.?$"), 0),
)


@registry.line(19)
def hand_size_trait(line: str, card: CardDef) -> dict[str, Any]:
    """The trait of a card in play that changes a maximum hand size."""
    if card.type.value not in _IN_PLAY:
        raise Unread
    for pattern, signed in _SHAPES:
        m = pattern.match(line)
        if m is None:
            continue
        amount = int(m["n"]) if signed else number(m["n"])
        if not signed and m["dir"] == "reduced":
            amount = -amount
        who = "you" if m["who"] in ("You", "Your") else "others"
        return {"timing": "continuous", "ongoing": "hand_size", "amount": amount,
                "applies_to": who}
    raise Unread
