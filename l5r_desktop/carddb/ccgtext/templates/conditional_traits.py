"""Stat traits named by the card's name or under a condition (``games/ccg/cardtext/ongoing.py``
with ``trait_conditions.py``) [CE › TRAITS], [CE › REMAIN]:

- "Sugo has +4F while attacking." (the card by its name; "This Personality has ..." is read by
  ``ongoing_traits.py``);
- "Kota has +2F while he has a Spell." / "... while she has an Item." / "... while he has a
  Weapon." (an attachment of that type or keyword);
- "Kojiro has Naval while he has a Spell." (a keyword of ``ongoing.GRANTABLE``);
- "While this Shugenja is Fire, he has +1F." / "While this Shugenja is Air or Fire, he has
  +1F." on a Spell (its Personality has that element keyword).

One stat per line ("+1F/+2C" is two effects: left unread), the card's own Force/Chi/Personal
Honor only (an Item's own stats are its Personality's modifiers: left unread).
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.cardtext.ongoing import GRANTABLE
from l5r_desktop.games.ccg.model.cards import CardDef

_STATS = {"F": "force", "C": "chi", "PH": "personal_honor"}
_ELEMENTS = "Air|Earth|Fire|Water|Void|Thunder"
_ATTACH_TYPES = {"Spell": "spell", "Item": "item", "Follower": "follower"}
_NAMED = re.compile(r"^(?P<name>[A-Z][\w' -]*?) has (?P<a>[+-]\d+)(?P<s>F|C|PH) while "
                    r"(?:(?P<side>attacking|defending)|(?:he|she|it) has an? "
                    r"(?P<what>[A-Z][a-z]+))\.$")
_NAMED_KEYWORD = re.compile(rf"^(?P<name>[A-Z][\w' -]*?) has (?P<k>{'|'.join(GRANTABLE)}) "
                            r"while (?:he|she|it) has an? (?P<what>[A-Z][a-z]+)\.$")
_ELEMENT = re.compile(rf"^While this Shugenja is (?P<a>{_ELEMENTS})(?: or (?P<b>{_ELEMENTS}))?, "
                      r"(?:he|she) has (?P<n>[+-]\d+)(?P<s>F|C|PH)\.$")


def _cont(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": "stat", **kw}


@registry.line(33)
def named_stat_while(line: str, card: CardDef) -> dict[str, Any]:
    """"<Name> has +NF while attacking|defending|he has a <Spell|Item|Follower|Keyword>."."""
    m = _NAMED.match(line)
    if m is None or card.type.value != "personality" or m["name"].startswith("This ") \
            or m["name"] not in names(card):
        raise Unread
    rec = _cont(stat=_STATS[m["s"]], amount=int(m["a"]), applies_to="self")
    if m["side"]:
        rec["while"] = m["side"]
    else:
        what = m["what"]
        has = {"type": _ATTACH_TYPES[what]} if what in _ATTACH_TYPES else {"keyword": what}
        rec["if"] = {"card": "self", "has": has}
    if rec["amount"] == 0:
        raise Unread
    return rec


@registry.line(35)
def named_keyword_while(line: str, card: CardDef) -> dict[str, Any]:
    """"<Name> has Naval while he has a Spell." (a keyword the engine checks on a card in
    play, ``ongoing.GRANTABLE``, while the card has an attachment of that type or keyword)."""
    m = _NAMED_KEYWORD.match(line)
    if m is None or card.type.value != "personality" or m["name"].startswith("This ") \
            or m["name"] not in names(card):
        raise Unread
    what = m["what"]
    has = {"type": _ATTACH_TYPES[what]} if what in _ATTACH_TYPES else {"keyword": what}
    return {"timing": "continuous", "ongoing": "keyword", "keyword": m["k"],
            "applies_to": "self", "if": {"card": "self", "has": has}}


@registry.line(34)
def element_stat(line: str, card: CardDef) -> dict[str, Any]:
    """"While this Shugenja is <Element> [or <Element>], he has +NF." on a Spell."""
    m = _ELEMENT.match(line)
    if m is None or card.type.value != "spell" or int(m["n"]) == 0:
        raise Unread
    tests = [{"card": "host", "keyword": k} for k in (m["a"], m["b"]) if k]
    return _cont(stat=_STATS[m["s"]], amount=int(m["n"]), applies_to="host",
                 **{"if": tests[0] if len(tests) == 1 else {"any": tests}})
