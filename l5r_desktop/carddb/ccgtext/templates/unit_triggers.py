"""Reactions to another unit's assigning or moving (engine: trigger ``assigns_or_moves`` of
``cardtext/trigger_events.py``, the ``opposing`` filter of ``cardtext/triggers.py``):

``[keywords] Reaction[, costs]: After a Personality assigns or moves, if he is now opposing
<this card>[:|,] <body>`` -> ``{"event": "assigns_or_moves", "card": "any", "opposing":
true}``: any player's Personality assigned to a battlefield or moved, when he is then on the
other side of this card's battlefield [CE › ASSIGN], [CE › OPPOSING]. The body is read as an
action's; a pronoun for the moving Personality ("bow him") stays manual, and so do other
conditions ("moves to this battlefield", "an enemy Personality").
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_body, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*After a Personality "
    r"(?:assigns or moves|moves or assigns), if he is now opposing (?P<who>[^:,]+?)"
    r"(?::|,) (?P<body>.+)$")
_PRONOUN = re.compile(r"\b(?:[Hh]e|[Hh]im|[Hh]is|[Hh]er|[Ss]he)\b")


@registry.line(14)
def unit_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After a Personality assigns or moves, if he is now opposing <this card>:
    <body>" on a Personality (see above)."""
    m = _LINE.match(line)
    if m is None or card.type.value != "personality" or m["who"] not in names(card) \
            or _PRONOUN.search(m["body"]):
        raise Unread
    record: dict[str, Any] = {"timing": "reaction", "trigger": {
        "event": "assigns_or_moves", "card": "any", "opposing": True}}
    cost = read_head(m["kws"], m["costs"], card, record)
    body = m["body"]
    read_body(body[0].upper() + body[1:], card, record, cost)
    return record
