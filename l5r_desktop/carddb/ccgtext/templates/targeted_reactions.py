"""Reactions to an action's targeting that negate it or some of its effects
(``cardtext/targeted.py``, ``cardtext/negation.py``):

``[keywords] Reaction[, costs]: After <an|another player's> [<Keyword>] action targets
<card>[:|,] <negation>.`` with

- the card: this card (its name, "this Follower" ...; on an attachment "this Personality" is
  the one carrying it), ``a card in this unit``, ``[one of] your Personalit(y|ies)``, ``one of
  your attachments``, ``your [performing] <Keyword>`` (a Personality with that keyword),
  then optionally ``at <this Personality>'s location / battlefield`` (``here``: the targeted
  card at this card's location, or at its battlefield, when the card is at one), then
  optionally a cost ``, pay N Gold``;
- the negation: ``Negate its effects`` / ``the action's effects`` (every effect of the
  action), ``Negate the action's effects on <this card>``, ``Negate <whose> bowing /
  destruction / movement [and ...] from the action's effects`` where whose is this card's,
  its bearer's ("this Personality's" on an attachment) or the targeted card's ("his", "the
  Personality's", "the attachment's", "the card's").

"Battle action" is an action with the Battle designator [CE › ABILITIES]; other words before
"action" are ability keywords (Political, Fear, Iaijutsu ...). "Another player's" is an action
some other player took. Conditions ("if you control any Rings", "if this Shugenja is Earth"),
costs of another card ("bow one of his Weapons"),
"Before the resolution" and further sentences stay manual.

``[keywords] Reaction[, costs]: When <an|another player's> [<Keyword>] action would target
<card>[ at <this card>'s location], <it|the action> targets <this card> instead, if legal.``
-> trigger ``would_target`` with the effect ``redirect_target`` to the card itself (the
window before the targeting happens [CE › TIMING AND TRIGGERS: "when ... would"]); choosing
another card ("Choose another of your cards. The action targets it instead") stays manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*(?P<when>After|When) "
    r"(?P<whose>an?|another player's) (?:(?P<kw>[A-Z][a-z]+) )?action "
    r"(?P<verb>targets|would target) "
    r"(?P<subj>[^:,]+?)(?: at (?P<at>[^:,]+?)'s (?P<where>location|battlefield))?"
    r"(?:, pay (?P<gold>\d) Gold)?(?::|,) (?P<body>[^.]+)\.$")
_ATTACHMENTS = ("follower", "item", "spell")
_TYPES = {"Personality": "personality", "Personalities": "personality",
          "Follower": "follower", "Holding": "holding", "attachments": "attachment"}
_YOUR = re.compile(r"^(?P<one>one of )?your (?:performing )?(?P<what>[A-Z]?[a-z]+)$")
#: Keywords whose plural is the same word ("one of your Shugenja").
_SAME_PLURAL = ("Shugenja", "Samurai", "Ninja", "Kensai", "Yojimbo", "Oni", "Naga", "Nezumi")
_KINDS = {"bowing": "bow", "destruction": "destroy", "movement": "move"}
_ALL = re.compile(r"^[Nn]egate (?:its|the action's) effects$")
_ON = re.compile(r"^[Nn]egate (?:its|the action's) effects on (?P<who>.+)$")
_SOME = re.compile(r"^[Nn]egate (?P<who>.+?) (?P<what>bowing|destruction|movement)"
                   r"(?: and (?P<what2>bowing|destruction|movement))? from "
                   r"(?:the action's|that action's|its) effects$")
_INSTEAD = re.compile(r"^(?:it|[Tt]he action) targets (?P<to>.+) instead, if legal$")
_SUBJECT_WORDS = ("his", "her", "its", "the Personality's", "the attachment's", "the card's",
                  "the Follower's", "the target's")


def _subject(text: str, card: CardDef) -> dict[str, Any]:
    """The trigger's card filters for the targeted card the line names."""
    attachment = card.type.value in _ATTACHMENTS
    if attachment and text == "this Personality":
        return {"card": "host"}
    if text in names(card):
        return {"card": "self"}
    if text == "a card in this unit":
        return {"card": "any", "unit": True}
    m = _YOUR.match(text)
    if m is None:
        raise Unread
    what = m["what"]
    plural = what in ("Personalities", "attachments") or (
        what.endswith("s") and what not in _SAME_PLURAL)
    if plural != bool(m["one"]) and what not in _SAME_PLURAL:
        raise Unread  # "one of your <plural>" / "your <singular>" only
    if what in _TYPES:
        return {"card": "yours", "type": _TYPES[what]}
    keyword = what[:-1] if plural else what  # "one of your Monks": a Monk
    if keyword[0].isupper() and keyword not in KEYWORDS and keyword.isalpha():
        return {"card": "yours", "type": "personality", "keyword": keyword}
    raise Unread


def _on(who: str, card: CardDef) -> str:
    """Whose effects a negation names: ``self``, ``host`` or ``subject``."""
    attachment = card.type.value in _ATTACHMENTS
    if attachment and who in ("this Personality", "this Personality's"):
        return "host"
    if who in _SUBJECT_WORDS:
        return "subject"
    base = who[:-2] if who.endswith("'s") else who
    if base in names(card):
        return "self"
    raise Unread


def _negation(body: str, card: CardDef) -> dict[str, Any]:
    if _ALL.match(body):
        return {"op": "negate_action"}
    m = _ON.match(body)
    if m is not None:
        return {"op": "negate_action", "on": _on(m["who"], card)}
    m = _SOME.match(body)
    if m is None:
        raise Unread
    what = [_KINDS[m["what"]]] + ([_KINDS[m["what2"]]] if m["what2"] else [])
    return {"op": "negate_action", "on": _on(m["who"], card), "what": what}


def _redirect(body: str, card: CardDef) -> dict[str, Any]:
    m = _INSTEAD.match(body)
    if m is None or m["to"] not in names(card):
        raise Unread
    return {"op": "redirect_target", "to": "self"}


@registry.line(14)
def targeted_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After another player's action targets <card>: Negate ..." (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    if (m["when"] == "When") != (m["verb"] == "would target"):
        raise Unread
    event = "targeted" if m["when"] == "After" else "would_target"
    trigger: dict[str, Any] = {"event": event, **_subject(m["subj"], card)}
    if m["at"]:  # "at <this card>'s location / battlefield"
        if m["at"] not in names(card) or card.type.value != "personality":
            raise Unread
        trigger["here"] = "battlefield" if m["where"] == "battlefield" else True
    if m["whose"] == "another player's":
        trigger["by"] = "other"
    if m["kw"]:
        if m["kw"] != "Battle" and m["kw"] not in KEYWORDS:
            raise Unread
        trigger["action"] = m["kw"].lower()
    effect = _negation(m["body"], card) if event == "targeted" else \
        _redirect(m["body"], card)
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    if m["gold"]:  # "..., pay N Gold:" in the constraints block
        if "gold" in cost:
            raise Unread
        record["cost"] = {**cost, "gold": int(m["gold"])}
    record["effects"] = [effect]
    return record
