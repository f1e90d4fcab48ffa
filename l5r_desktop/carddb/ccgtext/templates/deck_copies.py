"""Deck-construction traits that change a card's copy limit: up to N copies of the card in a
deck, or any number of them (of "this card", or of "this <its type>") → an ongoing
``deck_copies`` record (``games/ccg/cardtext/trait_kinds.py``) that the deck legality check
reads (``carddb/legality.copy_limit``): the card's text overrides the rule of at most three
copies of a non-Unique card by title [CE › THE PLAY DECK], "If the text of any card
contradicts the Comprehensive Rules, follow the card text" [CE › CARDINAL RULES]. A limit on
the copies of other cards stays manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number
from l5r_desktop.games.ccg.model.cards import CardDef

_MORE = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_UP_TO = re.compile(r"^You may include up to (?P<n>\d+|[a-z]+) copies of this card in your "
                    r"deck\.?$")
_ANY = re.compile(r"^You may include any number of (?:copies of this card|this "
                  r"(?P<type>[A-Z][a-z]+)) in your deck\.?$")


@registry.line(18)
def deck_copies(line: str, card: CardDef) -> dict[str, Any]:
    """The card's own copy limit in a deck."""
    m = _UP_TO.match(line)
    if m is not None:
        try:
            n = _MORE.get(m["n"]) or number(m["n"])
        except ValueError:
            raise Unread from None
        return {"timing": "continuous", "ongoing": "deck_copies", "copies": n}
    m = _ANY.match(line)
    if m is not None and (m["type"] is None or m["type"].lower() == card.type.value):
        return {"timing": "continuous", "ongoing": "deck_copies", "copies": "any"}
    raise Unread
