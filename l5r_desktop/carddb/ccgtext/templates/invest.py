"""Invest (Twenty Festivals) on a Personality, Holding, Follower, Item or Spell: "Invest N
Gold: <effects>.", with or without its reminder (the engine: ``games/ccg/cardtext/invest.py``).

- "Invest N Gold: <effects>." and the reminders that only restate the rule ("Increase the Gold
  Cost by the Invest cost to get the effect, once.", "Entering play, permanently increase
  ...", "Upon being played, ...") -> ``{"timing": "invest", "effects": [{"op": "invest",
  "amount": N}, <effects>]}``: taken with the card's Recruit or Equip [S0 › INVEST #];
- with "(After this card enters play, you may also pay the Invest cost to get the effect(s),
  once.)" -> the same effects as a Reaction to the card entering play, paying N Gold, while
  it is not invested (``condition`` ``not_invested``; ``bowed_ok``: a Holding enters play
  bowed); the Recruit or Equip may invest through it too.

The effects are read as a triggered trait's ("Give Gojiro two +1F tokens": the card itself);
effects that target, cost, pause for a choice, or another parenthesis stay manual, and so do
a conditional Invest cost ("Invest 5 Gold, or 3 Gold if ...") and Invest on a Strategy (added
to the cost of the action taken from it) or another card type.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_body
from l5r_desktop.games.ccg.model.cards import CardDef

_INVEST_RE = re.compile(r"^Invest (?P<gold>\d+) Gold: (?P<body>[^()]+?)\s*"
                        r"(?:\((?P<note>[^()]+)\))?$")
#: The reminder that lets the Invest cost be paid after the card entered play.
_LATER_RE = re.compile(r"^After this card enters play, you may also pay the Invest cost to "
                       r"get the effects?, once\.?$")
#: Reminders that restate the rule (the cost raised before paying for the card).
_RESTATED_RE = re.compile(r"^(?:(?:Entering play|Upon being played), )?(?:[Pp]ermanently )?"
                          r"[Ii]ncrease the Gold Cost by the Invest cost to get the effects?"
                          r"(?:, once)?\.?$")


#: The card types the engine offers an Invest with (Recruit, Equip).
_ENTERING = ("personality", "holding", "follower", "item", "spell")


@registry.line(12)
def invest(line: str, card: CardDef) -> dict[str, Any]:
    """"Invest N Gold: <effects>. (reminder)" on a card a Recruit or an Equip brings into
    play."""
    m = _INVEST_RE.match(line)
    if m is None or card.type.value not in _ENTERING:
        raise Unread
    note = m["note"]
    later = note is not None and _LATER_RE.match(note) is not None
    if note is not None and not later and _RESTATED_RE.match(note) is None:
        raise Unread
    gold = int(m["gold"])
    if gold <= 0:
        raise Unread
    body: dict[str, Any] = {}
    read_body(m["body"], card, body, {}, subject="self")
    if set(body) != {"effects"} or any(e.get("optional") for e in body["effects"]):
        raise Unread  # targets, costs, choices, flags: not read for an Invest
    effects = [{"op": "invest", "amount": gold}, *body["effects"]]
    if not later:
        return {"timing": "invest", "effects": effects}
    # (no ability of the card: its being bowed, as a Holding enters play, does not matter)
    return {"timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
            "cost": {"gold": gold}, "condition": {"not_invested": True}, "bowed_ok": True,
            "effects": effects}
