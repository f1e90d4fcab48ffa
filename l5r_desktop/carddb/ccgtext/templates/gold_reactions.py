"""Gold Reactions "when paying" (``games/ccg/cardtext/gold_reactions.py``):

- ``[keywords] Reaction[, Bow]: When paying a Gold Cost[, bow <this card>], produce N Gold.``
  → trigger ``paying_gold`` ``for`` ``any``;
- ``... When paying for an attachment / a Holding[:|,] Produce N Gold`` → ``for``
  ``attachment`` / ``holding``;
- ``... When paying an action's Gold cost: Produce N Gold`` / ``When paying for an action,
  produce N Gold [which may only pay for that action]`` → ``for`` ``action`` (the Gold cost
  of an action, not of a card brought into play, ccgtext);
- ``... produce N Gold which may only pay for that card`` → ``only_that_card``.

"Effects that produce Gold and are triggered by a Gold payment are triggered ... by 'when'
the payment occurs" [CE › TIMING AND TRIGGERS]. The reminder that the Reaction may be used
together with bowing the card for Gold is dropped: the engine allows it (a card bowing in the
same payment). Other conditions and other effects stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_RE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*): When paying "
    r"(?P<what>a Gold [Cc]ost|for an attachment|for a Holding|an action's Gold [Cc]ost"
    r"|for an action)"
    r"(?:, bow (?P<who>[^:,]+?))?[:,] [Pp]roduce (?P<n>\d+) Gold"
    r"(?P<only> which may only pay for that (?:card|action))?\."
    r"(?: \(This can be used together with bowing [^)]*\))?$")
_FOR = {"a Gold Cost": "any", "a Gold cost": "any", "for an attachment": "attachment",
        "for a Holding": "holding", "an action's Gold cost": "action",
        "an action's Gold Cost": "action", "for an action": "action"}


@registry.line(14)
def gold_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """A Reaction producing Gold when a payment of its kind is made."""
    m = _RE.match(line)
    if m is None:
        raise Unread
    record: dict[str, Any] = {"timing": "reaction",
                              "trigger": {"event": "paying_gold", "for": _FOR[m["what"]]}}
    cost = read_head(m["kws"], m["costs"], card, record)
    if m["who"] is not None:
        if m["who"] not in names(card) or cost.get("bow_self"):
            raise Unread
        cost["bow_self"] = True
        record["cost"] = cost
    if set(cost) - {"bow_self", "gold"} or (cost.get("bow_self") and
                                            card.type.value == "strategy"):
        raise Unread
    effect: dict[str, Any] = {"op": "produce_gold", "amount": int(m["n"])}
    if m["only"]:
        effect["only_that_card"] = True
    record["effects"] = [effect]
    return record
