"""Gold a card gives a payment for a given kind of card (``games/ccg/cardtext/paying_for.py``)
and Gold counted from the cards you control (``gold_traits.py``):

- "Bow[ this card]: Produce 1 Gold, or 4 Gold when|if paying for a Goblin[ which may only
  pay for that card / him]." on a card of Gold Production 1 → ``gold_when_paying`` 4 for that
  kind of card (``only_that_card`` with the clause) [CE › TRAITS], [CE › CHOICES];
- "Bow: Produce 6 Gold, which can|may only pay for a single Crystal card." → ``gold_when_paying``
  6, only for that card;
- "Bow: When paying for a Spell, it|he enters play for 2 less Gold." / "... for 0 Gold."
  → ``gold_when_paying`` ``way: discount`` (2, or ``all``) [CE › GOLD COST];
- "Bow: Produce 1 Gold, plus 1 [additional] Gold for each [other] <Holding spec> you control
  [that is a Market or Port]." on a card of Gold Production 1 → ``gold_production`` +1 with
  a count (``per``, counted when the card bows [CE › REMAIN]).

What is paid for: "a Nonhuman" (the keyword, any card), "a Follower / an Item / a Holding /
an attachment", "a Monk" and the other Personality keywords of ``_PERSONS`` (a Personality with
it), "a Ninja card", "a Unique Personality", "a non-Unique Samurai", "a Human Shugenja"
(not Nonhuman [CE › HUMAN]), "a card with a printed Gold Cost of 9 or more", "a single
Armor, Mine, or Weapon" (one of the keywords). An action ("a single Kharmic action", "one
Economic action's cost") and other words stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number
from l5r_desktop.games.ccg.model.cards import CardDef

#: Keywords that name a Personality when used as a noun ("a Monk": a Monk Personality).
_PERSONS = ("Samurai", "Courtier", "Shugenja", "Monk", "Kensai", "Yojimbo", "Magistrate",
            "Tactician", "Paragon", "Duelist")
_TYPES = {"Personality": "personality", "Follower": "follower", "Item": "item",
          "Holding": "holding", "Spell": "spell", "Strategy": "strategy"}
_WORD = r"[A-Z][A-Za-z'-]*"
_ONLY = r"(?:,? which (?:may|can) only pay for (?:that card|him|it))?"
_OR_MORE = re.compile(r"^Bow(?: this card)?: Produce (?P<n>\d+) Gold, or (?P<m>\d+) Gold "
                      rf"(?:when|if) paying for (?P<spec>.+?)(?P<only>{_ONLY})\.$")
_SINGLE = re.compile(r"^Bow(?: this card)?: Produce (?P<n>\d+) Gold,? which (?:can|may) only "
                     r"pay for a single (?P<spec>.+?)\.$")
_LESS = re.compile(r"^Bow(?: this card)?: When paying for (?P<spec>.+?), (?:it|he|she) enters "
                   r"play for (?:(?P<n>\w+) less Gold|(?P<zero>0) Gold)\.$")
_PLUS = re.compile(r"^Bow(?: this card)?: Produce (?P<n>\d+) Gold, plus (?P<m>\w+) (?:additional "
                   r")?Gold for each (?P<other>other )?(?P<unique>non-Unique )?Holding you "
                   rf"control(?: that is an? (?P<a>{_WORD}) or (?P<b>{_WORD}))?\.$")


def _cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


def paying_spec(text: str) -> dict[str, Any]:
    """The card paid for, as a ``paying`` description (module docstring)."""
    text = re.sub(r"^(?:a|an) ", "", text)
    if m := re.fullmatch(r"card with a printed Gold Cost of (?P<n>\d+) or more", text):
        return {"min_printed_gold_cost": int(m["n"])}
    if m := re.fullmatch(rf"(?P<a>{_WORD}), (?P<b>{_WORD}),? or (?P<c>{_WORD})", text):
        words = [m["a"], m["b"], m["c"]]
        if any(w in _TYPES or w in _PERSONS for w in words):
            raise Unread
        return {"any_keyword": words}
    m = re.fullmatch(rf"(?P<u>non-Unique |Unique )?(?P<h>Human )?(?P<kw>{_WORD} )?"
                     rf"(?P<noun>{_WORD}|card|attachment)", text)
    if m is None:
        raise Unread
    out: dict[str, Any] = {}
    noun, kw = m["noun"], (m["kw"] or "").strip()
    if noun == "card":
        if not kw or m["h"]:
            raise Unread  # "a card", "a Human card"
        out["keyword"] = kw
    elif noun == "attachment" and not kw:
        out["type"] = ["follower", "item", "spell"]
    elif noun in _TYPES:
        out["type"] = _TYPES[noun]
        if kw:
            out["keyword"] = kw
    elif not kw:
        out["keyword"] = noun
        if noun in _PERSONS:
            out["type"] = "personality"
    else:
        raise Unread
    if m["u"]:
        out["unique"] = m["u"] == "Unique "
    if m["h"]:
        if out.get("type") not in ("personality", "follower"):
            raise Unread
        out["not_keyword"] = "Nonhuman"
    return out


@registry.line(33)
def produce_more_when_paying(line: str, card: CardDef) -> dict[str, Any]:
    """"Bow: Produce N Gold, or M Gold when paying for <spec>[ which may only pay for that
    card]." when the card's Gold Production is N."""
    m = _OR_MORE.match(line)
    if m is None or card.gold_production != int(m["n"]) or int(m["m"]) <= int(m["n"]):
        raise Unread
    rec = _cont("gold_when_paying", amount=int(m["m"]), paying=paying_spec(m["spec"]))
    if m["only"]:
        rec["only_that_card"] = True
    return rec


@registry.line(34)
def produce_for_a_single_card(line: str, card: CardDef) -> dict[str, Any]:
    """"Bow: Produce N Gold, which can only pay for a single <spec>."."""
    m = _SINGLE.match(line)
    if m is None or card.type.value not in ("holding", "stronghold"):
        raise Unread
    return _cont("gold_when_paying", amount=int(m["n"]), paying=paying_spec(m["spec"]),
                 only_that_card=True)


@registry.line(35)
def enters_for_less_when_paying(line: str, card: CardDef) -> dict[str, Any]:
    """"Bow: When paying for <spec>, it enters play for N less Gold / for 0 Gold."."""
    m = _LESS.match(line)
    if m is None or card.type.value not in ("holding", "stronghold"):
        raise Unread
    if m["zero"]:
        amount: int | str = "all"
    else:
        try:
            amount = number(m["n"])
        except ValueError:
            raise Unread from None
        if amount < 1:
            raise Unread
    return _cont("gold_when_paying", amount=amount, paying=paying_spec(m["spec"]),
                 way="discount")


@registry.line(36)
def produce_plus_for_each(line: str, card: CardDef) -> dict[str, Any]:
    """"Bow: Produce N Gold, plus M Gold for each [other] [non-Unique] Holding you control
    [that is a X or Y]." when the card's Gold Production is N."""
    m = _PLUS.match(line)
    if m is None or card.gold_production != int(m["n"]):
        raise Unread
    try:
        each = number(m["m"])
    except ValueError:
        raise Unread from None
    flt: dict[str, Any] = {"type": "holding"}
    if m["unique"]:
        flt["unique"] = False
    if m["a"]:
        flt["any_keyword"] = [m["a"], m["b"]]
    per: dict[str, Any] = {"in": "yours", "filter": flt}
    if m["other"]:
        per["other"] = True
    return _cont("gold_production", amount=each, per=per)
