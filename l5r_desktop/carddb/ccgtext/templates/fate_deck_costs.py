"""Costs that take cards away, in the constraints block: "Remove this card from the game"
(``remove_self``: the card in play is removed from the game [CE › AREAS OF THE GAME › OUTSIDE
THE GAME]), and "Discard the top N cards of your Fate deck" → the cost ``discard_fate_top``
(``games/ccg/cardtext/costs.py``): paid with the other costs; a Fate deck with fewer cards
cannot pay it [CE › COSTS › Costs and changes]. The same words as an effect, and other decks,
stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number


@registry.constraint(45, r"^[Dd]iscard the top (?P<n>\d+|two|three|four|five) cards of your Fate "
                         r"deck$")
def _discard_top(r: Reader, m: re.Match[str]) -> None:
    if "discard_fate_top" in r.cost:
        raise Unread
    r.cost["discard_fate_top"] = number(m["n"])


@registry.constraint(46, r"^[Rr]emove this (?:card|Follower|Item|Spell|Holding) from the game$")
def _remove_self(r: Reader, m: re.Match[str]) -> None:
    if "remove_self" in r.cost:
        raise Unread
    r.cost["remove_self"] = True

