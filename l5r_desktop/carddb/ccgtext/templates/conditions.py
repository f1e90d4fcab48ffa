"""Conditional effects: "<effect> if <condition>." and "If <condition>, <effect>." in an
effects block (each effect read gets the condition as its ``if``, checked when it resolves:
``cardtext/effect_conditions.py``). The condition carries through to every effect of the
clause, "and" included [S1 › CONJUNCTIONS]; "X or Y" is met by either, "X and Y" needs both.

Conditions read: "<it|he|she|the target|this card|its name> is [a|an] <type | keyword |
Clan Clan | bowed | unbowed | dishonorable | honorable | attacking | defending | opposed |
Unaligned | Human>"
(opposed: in a unit at a battlefield whose other side has units [CE › OPPOSED]), "... has
no attachments", "its|his|her Force is now N", "he now has N Force", "you control a|an|any
<spec>", "you are a <Clan> Clan player" (or "you are <Clan> Clan"), "you are the
Attacker|Defender" (of the attack under way), "you have N or fewer|more cards in your hand",
"you have the Imperial Favor", "you have Reconnaissance",
"another player has higher Family Honor than you", "your Family Honor is N or higher",
"he|she|it moved" / "this moved him|her|it" (his unit moved earlier in this resolution),
"its base Gold Cost is N" (as printed [CE › BASE]), "it is your turn", "<who> has any <Title>
tokens", "<who> is not [a|an] <one type or keyword>" (ccgvocab); whole conditions joined by
"and" (all; "it has no attachments and is not a Samurai": the second verb keeps the first's
subject) or "or" (any). Anything else is unread.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number, spec

_CLANS = ("Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Spider",
          "Unicorn")
_TYPES = {"attachment": "attachment", "Personality": "personality", "Follower": "follower",
          "Holding": "holding", "Item": "item", "Spell": "spell"}
_STATES = {"bowed": ("bowed", True), "unbowed": ("bowed", False),
           "dishonorable": ("dishonorable", True), "honorable": ("dishonorable", False),
           "attacking": ("side", "attacking"), "defending": ("side", "defending"),
           "opposed": ("opposed", True)}
_SUBJECT = (r"(?P<who>it|he|she|him|her|the target|the targeted [A-Z][a-z]+|this [A-Z][a-z]+"
            r"|your [A-Z][a-z]+|[A-Z][\w' -]*?)")
_NUM = r"(?P<n>\d+|one|two|three|four|five)"


def _who(r: Reader, who: str) -> Any:
    ref = r.ref({"he": "him", "she": "her"}.get(who, who))
    if isinstance(ref, int) and r.targets[ref].get("type") == "ranged" and who != "the target":
        raise Unread  # "he" after a Ranged/Melee Attack names no target of the text
    return ref


def _card_test(r: Reader, who: str, what: str) -> dict[str, Any]:
    """"<who> is <what>" as one card test (``what`` without its article)."""
    ref = _who(r, who)
    if what in _TYPES:
        return {"card": ref, "type": _TYPES[what]}
    if what in _STATES:
        key, value = _STATES[what]
        return {"card": ref, key: value}
    if m := re.fullmatch(r"(?P<clan>[A-Z][a-z]+) Clan", what):
        if m["clan"] not in _CLANS:
            raise Unread
        return {"card": ref, "clan": m["clan"]}
    if what in ("Unaligned", "unaligned"):  # no Clan alignment [CE › UNALIGNED] (core)
        return {"card": ref, "unaligned": True}
    if what == "Human":  # not Nonhuman [CE › HUMAN] (core)
        return {"card": ref, "not_keyword": "Nonhuman"}
    if re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?", what) \
            and what not in ("Unique", "Human", "Other", "Clan", "Unaligned", *_CLANS):
        # one keyword, not a phrase; a Clan's name alone or "Unaligned" is no keyword
        return {"card": ref, "keyword": what}
    raise Unread


def _either(parts: list[dict[str, Any]], key: str) -> dict[str, Any]:
    return parts[0] if len(parts) == 1 else {key: parts}


def condition(r: Reader, text: str) -> dict[str, Any]:
    """One condition phrase as an ``if`` object (raises :class:`Unread`)."""
    if text == "it is your turn":  # ability_conditions.py
        return {"player": "you", "your_turn": True}
    if m := re.fullmatch(rf"{_SUBJECT} is not (?:a |an )?(?P<what>[A-Z][a-z]+)", text):
        # "it is not a Samurai": one keyword or type the card lacks (ccgvocab)
        return {"not": _card_test(r, m["who"], m["what"])}
    if m := re.fullmatch(rf"{_SUBJECT} is (?:a |an )?(?P<what>.+)", text):
        whats = re.split(r" or (?:a |an )?", m["what"])
        return _either([_card_test(r, m["who"], w) for w in whats], "any")
    if m := re.fullmatch(rf"{_SUBJECT} has (?:any|a|one or more) (?P<token>[A-Z][a-z]+) "
                         r"tokens?", text):  # a token of that title [CE › TOKENS]
        return {"card": _who(r, m["who"]), "token": m["token"]}
    if m := re.fullmatch(rf"{_SUBJECT} has no attachments", text):
        return {"card": _who(r, m["who"]), "no_attachments": True}
    if m := re.fullmatch(rf"(?:(?P<pro>its|his|her)|{_SUBJECT}'s) Force is now {_NUM}",
                         text):
        ref = r.ref("him") if m["pro"] else _who(r, m["who"])
        n = number(m["n"])
        return {"card": ref, "max_force": n, "min_force": n}
    if m := re.fullmatch(rf"(?P<pro>its|his|her) base Gold Cost is {_NUM}", text):
        # the Gold Cost as printed [CE › BASE] (effect_conditions.py)
        ref = r.ref({"its": "it", "his": "him", "her": "her"}[m["pro"]])
        return {"card": ref, "base_gold_cost": number(m["n"])}
    if m := re.fullmatch(rf"{_SUBJECT} now has {_NUM} Force", text):
        n = number(m["n"])
        return {"card": _who(r, m["who"]), "max_force": n, "min_force": n}
    if m := re.fullmatch(r"you control (?:a|an|any) (?P<spec>.+)", text):
        specs = []
        for part in re.split(r" or (?:a |an )?", m["spec"]):
            found = spec(part, "a")
            if found.get("controller") or found.get("performer"):
                raise Unread
            specs.append({"player": "you", "controls": found})
        return _either(specs, "any")
    if m := re.fullmatch(r"you are (?:(?:a|an) (?P<c1>[A-Z][a-z]+) Clan player"
                         r"|(?P<c2>[A-Z][a-z]+) Clan)", text):  # the player's Clan
        clan = m["c1"] or m["c2"]
        if clan not in _CLANS:
            raise Unread
        return {"player": "you", "clan": clan}
    if m := re.fullmatch(r"you are the (?P<role>Attacker|Defender)", text):  # of the attack
        return {"player": "you", m["role"].lower(): True}
    if m := re.fullmatch(rf"you have {_NUM} or (?P<dir>fewer|more) cards in your hand", text):
        key = "hand_at_most" if m["dir"] == "fewer" else "hand_at_least"
        return {"player": "you", key: number(m["n"])}
    if text == "you have Reconnaissance":  # at the current battlefield (reconnaissance.py)
        return {"player": "you", "reconnaissance": True}
    if text in ("you have the Imperial Favor", "you control the Imperial Favor"):
        return {"player": "you", "has_favor": True}
    if text in ("another player has higher Family Honor than you",
                "your Family Honor is lower than another player's"):
        return {"player": "you", "honor_below_opponent": True}
    if m := re.fullmatch(r"your Family Honor is (?P<n>\d+) or (?:higher|more)", text):
        return {"player": "you", "family_honor_at_least": int(m["n"])}
    if m := re.fullmatch(r"(?P<who>he|she|it) moved|this moved (?P<obj>him|her|it)", text):
        # his unit moved earlier in this resolution (templates/unit_movement.py)
        return {"card": _who(r, m["who"] or m["obj"]), "moved": True}
    raise Unread


def conditions(r: Reader, text: str) -> dict[str, Any]:
    """A condition with "and" between whole conditions (all must hold)."""
    try:
        return condition(r, text)
    except Unread:
        parts = text.split(" and ")
        if len(parts) > 1:
            first = re.match(rf"{_SUBJECT} (?=is |has )", parts[0])
            if first is not None:  # "it has no attachments and is not a Samurai": the
                parts = [f"{first['who']} {p}" if re.match(r"(?:is|has) ", p) else p
                         for p in parts]  # same subject for the verb after "and"
            return {"all": [condition(r, p) for p in parts]}
        parts = text.split(" or ")  # "it is an attachment or its base Gold Cost is 0"
        if len(parts) == 1:
            raise
        return {"any": [condition(r, p) for p in parts]}


def _conditional(r: Reader, cond_text: str, rest: str) -> None:
    """Read ``rest`` and give every effect it adds the condition."""
    r.sentence_if(rest, conditions(r, cond_text))


#: For other templates that read a sentence under a condition first (``optional.py``).
conditional = _conditional


@registry.sentence(50, r"^If (?P<cond>[^,:]+), (?P<rest>(?:[a-z]|(?:Ranged|Melee) \d+ Attack"
                       r"|Fear \d+).*)$")
def _if_first(r: Reader, m: re.Match[str]) -> None:
    _conditional(r, m["cond"], m["rest"])


@registry.sentence(51, r"^(?P<rest>[A-Z].+?) if (?P<cond>[^,:]+)$")
def _if_after(r: Reader, m: re.Match[str]) -> bool | None:
    if m["rest"].startswith("Even"):
        return False
    named = r.named
    cond = conditions(r, m["cond"])
    r.named = named  # the condition is written after the effect: its words ("if your Monk
    # has ...") name no card the effect's pronoun could mean [CE › PRONOUNS]
    r.sentence_if(m["rest"], cond)
    return None
