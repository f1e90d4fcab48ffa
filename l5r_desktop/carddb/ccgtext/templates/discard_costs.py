""""Discard this card:" (or "... this Celestial / Holding / Item ...") as a cost of the card's
own ability: ``discard_self`` (``games/ccg/cardtext/costs.py``; the card in play is discarded
when the action is taken, before its effects [CE › COSTS], [CE › DISCARD]). A card of a type
the line does not name ("Discard this Celestial" on a Holding) stays manual; discarding other
cards ("Discard a card:", from the hand or a province) is not this cost and stays manual. The
same cost written before "to" ("Discard this Celestial to gain 1 Honor.") is read too."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(61, r"(?i)^discard this (?P<what>card|Celestial|Holding|Region|Follower|Item|"
                         r"Spell)$")
def discard_this_card(r: Any, m: re.Match[str]) -> None:
    """The card pays by leaving play to its discard pile."""
    what = m["what"].lower()
    if r.cost.get("discard_self") or r.kind in ("", "strategy", "ring") or (
            what != "card" and r.kind != what):
        raise Unread  # a card in play pays it: not a Strategy or Ring used from the hand
    r.cost["discard_self"] = True


@registry.sentence(106, r"^(?P<c>Discard this (?:card|Celestial|Holding|Region|Follower|Item|"
                        r"Spell)) to (?P<rest>[a-z].+)$")
def _discard_to(r: Reader, m: re.Match[str]) -> None:
    """"Discard this Celestial to gain 1 Honor": the cost written before "to" [S0 › TO #]."""
    r.constraint(m["c"])
    r.sentence(capital(m["rest"]))
