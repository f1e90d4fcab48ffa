"""Traits that change Gold (``games/ccg/cardtext/gold_traits.py``):

- "Bow: Produce 3 Gold, or 4 Gold if you are a Lion Clan player." / "... if it is not your
  turn." on a card whose Gold Production stat is 3: a ``gold_production`` trait of +1 under
  that condition [CE › GOLD PRODUCTION], [CE › TRAITS];
- "[This Holding] Enters play paying|for 1 less Gold [if you are a Lion Clan [or Scorpion
  Clan] player]." and "Attaches|Equips to <a Courtier / an Earth Shugenja / a Fire or Void
  Shugenja / a Phoenix Clan Personality / Yotsu Ueda> paying|for 2 less Gold.": an
  ``entry_discount`` trait [CE › GOLD COST].

  Conditions read: "you are a Lion Clan player", "it is not your turn", "you control a
  Tactician", "you control a Courtier and the Imperial Favor", "you control two or more
  other Geisha Houses" (trait conditions of ``trait_conditions.py``).

"when paying for a Nonhuman" and "for each ..." are read by ``paying_for.py``; "up to ..."
and other conditions stay unread.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number
from l5r_desktop.games.ccg.model.cards import CardDef

_CLANS = ("Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Unicorn",
          "Spider")
_CLAN = "(?:" + "|".join(_CLANS) + ")"
_ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void", "Thunder")
#: Personality keywords a host may be named by ("Attaches to a Courtier").
_HOST_WORDS = ("Samurai", "Courtier", "Shugenja", "Monk", "Kensai", "Yojimbo", "Magistrate",
               "Tactician", "Paragon", "Duelist", "Ninja", "Scout", "Commander", "Berserker")
_PRODUCE = re.compile(r"^Bow(?: this card)?: Produce (?P<n>\d+) Gold, or (?P<m>\d+) Gold if "
                      r"(?P<cond>.+)\.$")
_ENTERS = re.compile(r"^(?:This (?:card|Holding|Personality|Follower|Item|Spell) )?"
                     r"(?:Enters|enters) play (?:paying |for )(?P<n>\w+) less Gold"
                     rf"(?: if you are (?:a |an )?(?P<c1>{_CLAN}) Clan"
                     rf"(?: or (?P<c2>{_CLAN}) Clan)?(?: player)?)?\.$")
_ATTACHES = re.compile(r"^(?:Attaches|Equips) to (?P<host>.+?) (?:paying |for )(?P<n>\w+) "
                       r"less Gold\.$")


def _cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


def _you(cond: str) -> dict[str, Any]:
    """"you are a Lion Clan player", "it is not your turn" as a trait condition."""
    if m := re.fullmatch(rf"you are (?:a |an )?(?P<c>{_CLAN}) Clan player", cond):
        return {"player": "you", "clan": m["c"]}
    if cond == "it is not your turn":
        return {"player": "you", "your_turn": False}
    return _you_control(cond)


def _you_control(cond: str) -> dict[str, Any]:
    """"you control a Tactician", "... a Courtier and the Imperial Favor", "... two or more
    other Geisha Houses" (core lane): the trait's player's cards in play [CE › CARD CONTROL]
    and the Favor, checked whenever the card bows [CE › REMAIN]."""
    word = r"[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?"
    if m := re.fullmatch(rf"you control (?:a|an) (?P<k>{word})(?P<f> and the Imperial Favor)?",
                         cond):
        ctl: dict[str, Any] = {"player": "you", "controls": {"keyword": m["k"]}}
        if m["k"] in _HOST_WORDS:  # "a Courtier": a Personality with the keyword
            ctl["controls"]["type"] = "personality"
        return {"all": [ctl, {"player": "you", "favor": True}]} if m["f"] else ctl
    if m := re.fullmatch(rf"you control (?P<n>two|three) or more other (?P<k>{word})s", cond):
        return {"player": "you", "controls": {"keyword": m["k"], "at_least": number(m["n"]),
                                              "other": True}}
    raise Unread


@registry.line(30)
def produce_more_if(line: str, card: CardDef) -> dict[str, Any]:
    """"Bow: Produce N Gold, or M Gold if <condition>." when the card's Gold Production is N."""
    m = _PRODUCE.match(line)
    if m is None or card.gold_production != int(m["n"]) or int(m["m"]) <= int(m["n"]):
        raise Unread
    return _cont("gold_production", amount=int(m["m"]) - int(m["n"]), **{"if": _you(m["cond"])})


def _amount(word: str) -> int:
    try:
        n = number(word)
    except ValueError:
        raise Unread from None
    if n < 1:
        raise Unread
    return n


@registry.line(31)
def enters_paying_less(line: str, card: CardDef) -> dict[str, Any]:
    """"Enters play paying N less Gold [if you are a X Clan [or Y Clan] player]."."""
    m = _ENTERS.match(line)
    if m is None or card.gold_cost is None:
        raise Unread
    rec = _cont("entry_discount", amount=_amount(m["n"]))
    clans = [c for c in (m["c1"], m["c2"]) if c]
    if len(clans) == 1:
        rec["if"] = {"player": "you", "clan": clans[0]}
    elif clans:
        rec["if"] = {"any": [{"player": "you", "clan": c} for c in clans]}
    return rec


def _host(text: str) -> dict[str, Any]:
    """The Personality an attachment is discounted on."""
    words = "|".join(_HOST_WORDS)
    els = "|".join(_ELEMENTS)
    if m := re.fullmatch(rf"an? (?P<a>{els})(?: or (?P<b>{els}))? Shugenja", text):
        return {"keyword": "Shugenja", "any_keyword": [k for k in (m["a"], m["b"]) if k]}
    if m := re.fullmatch(rf"an? (?P<c>{_CLAN}) Clan Personality", text):
        return {"clan": m["c"]}
    if m := re.fullmatch(rf"an? (?P<a>{words})(?: or (?P<b>{words}))?", text):
        return {"keyword": m["a"]} if not m["b"] else {"any_keyword": [m["a"], m["b"]]}
    if re.fullmatch(r"(?:[A-Z][a-z'-]+ )+[A-Z][a-z'-]+", text) and not text.startswith(
            ("The ", "Your ", "This ", "Any ")):
        return {"title": text}  # a Personality named by his title
    raise Unread


@registry.line(32)
def attaches_paying_less(line: str, card: CardDef) -> dict[str, Any]:
    """"Attaches|Equips to <host> paying|for N less Gold." on an attachment."""
    m = _ATTACHES.match(line)
    if m is None or card.type.value not in ("follower", "item", "spell") \
            or card.gold_cost is None:
        raise Unread
    return _cont("entry_discount", amount=_amount(m["n"]), host=_host(m["host"]))
