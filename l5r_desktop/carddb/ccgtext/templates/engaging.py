"""Reactions "after engaging" (the ``engaged`` trigger, ``cardtext/trigger_events.py``):
engaging is the time point where a battle and its Combat Segment begin [CE › BATTLES › B.
COMBAT SEGMENT].

``[keywords] Reaction[, costs]: [Even if <this card> is bowed, ]After engaging[ at <this
card>'s battlefield](: |, <constraints>: )<effects>`` -> timing ``reaction``, trigger
``{"event": "engaged", "card": "any"}``; "at <this card>'s battlefield" (the card itself, by
name or "this card", in a unit: a Personality or one of his attachments) adds the condition
``at_current``: the battle that began is the one where it is [CE › BATTLES › B. COMBAT
SEGMENT]. The constraints and effects
are read as an action's (``actions.read_body``); "there" in them is the current battlefield,
the one engaged at:

- the constraint ``if all your Personalities there are <Keyword>s`` -> the condition
  ``all_here_keyword`` (each of your Personalities at the current battlefield has it);
- ``You have Reconnaissance there`` -> the ``reconnaissance`` effect (``reconnaissance.py``);
- ``Give its province +N [or -N] strength`` (after "at <his> battlefield": that battlefield's
  province) and ``Give your [other] <Kind>s there +NF`` -> read as "the current battlefield's
  province" (``province_strength.py``) and "each of your [other] <Kind>s at the current
  battlefield" (``each_card.py``); ``Create a <stats> <keywords> Personality on your side
  there`` -> "... at the current battlefield" (``created_cards.py``);
- ``You have the first opportunity [in this battle] to take a Battle action [in this battle]
  [or pass][, which must be performed by <this card | the performer>]`` (also "first chance")
  -> ``first_opportunity`` (``cardtext/first_opportunity.py``) [CE › BATTLES › B. COMBAT
  SEGMENT].

Other trigger wordings ("after engaging at a battlefield where ...", triggered traits "After
engaging, ...") stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_body, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*"
    r"(?:Even if (?P<bowed>.+?) is bowed, a|A)fter engaging"
    r"(?: at (?P<where>.+?)'s battlefield)?(?P<sep>, |: )(?P<rest>.+)$")
#: Set on the reader of an "after engaging" Reaction: "there" names the current battlefield.
_THERE = "engaged_there"
#: Set when the trigger named the card's battlefield ("at Qalyar's battlefield"): "its
#: province" is that battlefield's, the current one's.
_ITS = "engaged_at"
#: Cards that are in a unit, hence at a battlefield [CE › UNIT]: "at <this card>'s battlefield".
_IN_UNITS = ("personality", "follower", "item", "spell")


@registry.line(14)
def after_engaging(line: str, card: CardDef) -> dict[str, Any]:
    """An "after engaging" Reaction (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    own = names(card)
    record: dict[str, Any] = {"timing": "reaction",
                              "trigger": {"event": "engaged", "card": "any"}}
    cost = read_head(m["kws"], m["costs"], card, record)
    reader = Reader(own, card.type.value in ("follower", "item", "spell"))
    reader.kind = card.type.value
    setattr(reader, _THERE, True)
    setattr(reader, _ITS, m["where"] is not None)
    if m["bowed"] is not None:
        if m["bowed"] not in own:
            raise Unread
        reader.flags["bowed_ok"] = True
    body = m["rest"]
    read_body(body[0].upper() + body[1:], card, record, cost, reader=reader)
    if m["where"] is not None:
        if m["where"] not in own or card.type.value not in _IN_UNITS:
            raise Unread  # a card in a unit (an attachment is where its Personality is)
        cond = record.setdefault("condition", {})
        if "at_current" in cond:
            raise Unread
        cond["at_current"] = True
    return record


@registry.constraint(5, r"^If all your Personalities there are (?P<kw>[A-Z][a-z]+)s$")
def _all_there(r: Reader, m: re.Match[str]) -> None:
    """"if all your Personalities there are Scouts": the condition ``all_here_keyword``."""
    if not getattr(r, _THERE, False):
        raise Unread
    cond = r.flags.setdefault("condition", {})
    if "all_here_keyword" in cond:
        raise Unread
    cond["all_here_keyword"] = m["kw"]


@registry.sentence(5, r"^Give its province (?P<amount>[+-]\d+(?: or [+-]\d+)?) strength$")
def _its_province(r: Reader, m: re.Match[str]) -> None:
    """"its province": the province of the battlefield the trigger named (the current one),
    read as "the current battlefield's province" (``province_strength.py``)."""
    if not getattr(r, _ITS, False):
        raise Unread
    r.sentence(f"Give the current battlefield's province {m['amount']} strength")


@registry.sentence(5, r"^Give your (?P<other>other )?(?P<what>[A-Z][a-z]+s) there "
                      r"(?P<mod>[+-]\d+[FC])$")
def _yours_there(r: Reader, m: re.Match[str]) -> None:
    """"Give your other Followers there +1F": each of them at the current battlefield
    (``each_card.py``)."""
    if not getattr(r, _THERE, False):
        raise Unread
    r.sentence(f"Give each of your {m['other'] or ''}{m['what']} at the current battlefield "
               f"{m['mod']}")


@registry.sentence(5, r"^(?P<create>Create .+ Personality) on your side there$")
def _created_there(r: Reader, m: re.Match[str]) -> None:
    """"Create a ... Personality on your side there": at the current battlefield, in his
    creator's side (``created_cards.py``)."""
    if not getattr(r, _THERE, False):
        raise Unread
    r.sentence(f"{m['create']} at the current battlefield")


@registry.sentence(5, r"^You have Reconnaissance there$")
def _reconnaissance_there(r: Reader, m: re.Match[str]) -> None:
    """"there": the battlefield engaged at, the current one."""
    if not getattr(r, _THERE, False):
        raise Unread
    r.effects.append({"op": "reconnaissance"})


@registry.sentence(5, r"^You have the first (?:opportunity|chance) (?:in this battle )?to take "
                      r"a Battle action(?: in this battle)?(?: or pass)?"
                      r"(?:, which must be performed by (?P<who>.+))?$")
def _first_opportunity(r: Reader, m: re.Match[str]) -> None:
    """The Combat Segment's first opportunity, given at engaging."""
    if not getattr(r, _THERE, False):
        raise Unread  # only at engaging is the Combat Segment's first opportunity still ahead
    effect: dict[str, Any] = {"op": "first_opportunity"}
    if m["who"] is not None:
        who = m["who"]
        if who.startswith("that "):
            who = "the " + who[5:]  # "that Scout": the one the constraints chose
        ref = r.ref(who)
        if ref == "host":
            raise Unread
        effect["performer"] = ref
    r.effects.append(effect)
