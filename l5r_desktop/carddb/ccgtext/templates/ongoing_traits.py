"""Non-triggered traits with ongoing effects (``games/ccg/cardtext/ongoing.py``): stat bonuses
("This Follower has +2F while defending.", "Your Samurai have +1F."), attack strength and
negated Fear ("Melee and Ranged Attacks targeting cards in this unit have -4 strength.",
"Negate Fear effects targeting this Follower."), attachment restrictions ("Will only attach
to a Crane Clan Personality.", "Cannot attach Items."), province strength ("Your provinces
have +1 strength.") and granted keywords ("This Personality has Conqueror.") [CE › TRAITS].
One trait per line; anything else on the line (another sentence, a condition such as "for
each ..." or "while you control ...") leaves it manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.cardtext.ongoing import GRANTABLE
from l5r_desktop.games.ccg.model.cards import CardDef

_STATS = {"F": "force", "C": "chi", "PH": "personal_honor"}
#: Keywords only Personalities carry ("this Shugenja" on a Spell is its Personality).
_PERSONALITY_WORDS = ("Personality", "Samurai", "Courtier", "Shugenja", "Monk", "Ninja",
                      "Kensai", "Yojimbo", "Tactician")
_ATTACHMENTS = ("follower", "item", "spell")
#: Other keywords a host is named by ("a Water Personality", "a Shadowlands Personality").
_HOST_KEYWORDS = ("Air", "Earth", "Fire", "Water", "Void", "Shadowlands", "Nonhuman")
_CLANS = ("Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Unicorn",
          "Spider", "Naga", "Toturi's Army", "Ratling", "Shadowlands")
#: Plural words of "Your <X> have": (card type, keyword).
_YOURS = {"Personalities": ("personality", None), "Followers": ("follower", None),
          "Samurai": ("personality", "Samurai"), "Courtiers": ("personality", "Courtier"),
          "Shugenja": ("personality", "Shugenja"), "Monks": ("personality", "Monk"),
          "Ninja": (None, "Ninja"), "Cavalry": (None, "Cavalry"),
          "Cavalry Personalities": ("personality", "Cavalry"),
          "Samurai Personalities": ("personality", "Samurai")}
_ATTACKS = r"(?P<kinds>(?:Fear effects|Melee Attacks|Ranged Attacks|Melee|Ranged|Fear)" \
           r"(?:(?:,? and |, )(?:Fear effects|Melee Attacks|Ranged Attacks|Melee|Ranged))*)"
_WHO = r"(?P<who>this (?:card|Follower|Personality)|cards in this unit)"


def _cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


def _own_scope(word: str, card: CardDef) -> str:
    """What "this <word>" names on ``card``: ``self`` or ``host`` (an attachment's
    Personality); raises :class:`Unread` otherwise."""
    kind = card.type.value
    if word == "card" or word.lower() == kind:
        return "self"
    if word in _PERSONALITY_WORDS:
        if kind in _ATTACHMENTS:
            return "host"
        if kind == "personality" and (word == "Personality" or card.has_keyword(word)):
            return "self"
    raise Unread


@registry.line(12)
def stat_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"This <card|Personality|Follower|...> has +2F [while attacking|defending]."."""
    m = re.match(r"^This (?P<w>[A-Z]?[a-z]+) has (?P<a>[+-]\d+)(?P<s>F|C|PH)"
                 r"(?: while (?P<when>attacking|defending))?\.?$", line)
    if m is None or card.type.value not in ("personality", *_ATTACHMENTS):
        raise Unread
    scope = _own_scope(m["w"], card)
    if scope == "self" and card.type.value in ("item", "spell"):
        raise Unread  # an Item's own stats are modifiers of its Personality [CE › ITEM]
    rec = _cont("stat", stat=_STATS[m["s"]], amount=int(m["a"]), applies_to=scope)
    if m["when"]:
        rec["while"] = m["when"]
    return rec


@registry.line(11)
def keyword_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"This Personality has Conqueror." (the keywords the engine checks on a card in play,
    ``ongoing.GRANTABLE``)."""
    m = re.match(rf"^This (?P<w>[A-Z]?[a-z]+) has (?P<k>{'|'.join(GRANTABLE)})\.?$", line)
    if m is None or card.type.value not in ("personality", *_ATTACHMENTS):
        raise Unread
    return _cont("keyword", keyword=m["k"], applies_to=_own_scope(m["w"], card))


@registry.line(13)
def your_cards_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Your Samurai have +1F.", "Your Personalities have +1C."."""
    m = re.match(r"^Your (?P<w>[A-Z][A-Za-z ]+?) have (?P<a>[+-]\d+)(?P<s>F|C|PH)\.?$", line)
    if m is None or m["w"] not in _YOURS or card.type.value not in ("personality", "follower",
                                                                    "item", "spell", "holding"):
        raise Unread
    kind, keyword = _YOURS[m["w"]]
    flt: dict[str, Any] = {}
    if kind is not None:
        flt["type"] = kind
    if keyword is not None:
        flt["keyword"] = keyword
    return _cont("stat", stat=_STATS[m["s"]], amount=int(m["a"]), applies_to="yours",
                 filter=flt)


def _kinds(text: str) -> list[str]:
    return [k for k in ("fear", "melee", "ranged") if k in text.lower()]


def _attack_scope(who: str, card: CardDef) -> str:
    if who == "cards in this unit":
        if card.type.value not in ("personality", "follower", "item", "spell"):
            raise Unread
        return "unit"
    if _own_scope(who.split()[1], card) != "self":
        raise Unread
    return "self"


@registry.line(14)
def attack_strength_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Melee and Ranged Attacks targeting cards in this unit have -4 strength."."""
    m = re.match(rf"^{_ATTACKS} targeting {_WHO} have (?P<n>[+-]\d+) strength\.?$", line)
    if m is None:
        raise Unread
    return _cont("attack_strength", amount=int(m["n"]), attacks=_kinds(m["kinds"]),
                 applies_to=_attack_scope(m["who"], card))


@registry.line(15)
def negate_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Negate Fear effects targeting this Follower."."""
    m = re.match(rf"^Negate {_ATTACKS} targeting {_WHO}\.?$", line)
    if m is None:
        raise Unread
    return _cont("negate", attacks=_kinds(m["kinds"]), applies_to=_attack_scope(m["who"], card))


@registry.line(16)
def attach_only_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Will only attach to a Crane Clan Personality.", "Can only attach to a Courtier.",
    "Will only attach to a Human.", "Will not attach to a Water Personality."."""
    m = re.match(r"^(?:Will|Can) (?P<neg>only|not) attach to an? (?P<what>[A-Z][A-Za-z' ]+?)"
                 r"\.?$", line)
    if m is None or card.type.value not in _ATTACHMENTS:
        raise Unread
    what = m["what"]
    if m["neg"] == "not":  # "Will not attach to a Water Personality."
        rec = attach_only_trait(f"Will only attach to a {what}.", card)
        if rec.get("human"):
            raise Unread
        return {**rec, "not": True}
    if what == "Human":  # a Personality or Follower that is not Nonhuman [CE › HUMAN]
        return _cont("attach_only", human=True)
    if (c := re.match(r"^(?P<clan>.+?) Clan Personality$", what)) and c["clan"] in _CLANS:
        return _cont("attach_only", clan=c["clan"])
    word = what[:-len(" Personality")] if what.endswith(" Personality") else what
    if (word in _PERSONALITY_WORDS and word != "Personality") or (
            what.endswith(" Personality") and word in _HOST_KEYWORDS):
        return _cont("attach_only", keyword=word)
    raise Unread


_ATTACHABLE = {"Items": ("item", None), "Followers": ("follower", None),
               "Spells": ("spell", None), "Armor": (None, "Armor"),
               "Weapons": (None, "Weapon")}


@registry.line(17)
def cannot_attach_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Cannot attach Items.", "Will not attach Followers or Items." on a Personality."""
    m = re.match(r"^(?:Cannot|Will not) attach (?P<list>[A-Z][a-z]+(?:(?:,| or| and) "
                 r"[A-Z][a-z]+)*)\.?$", line)
    if m is None or card.type.value != "personality":
        raise Unread
    types: list[str] = []
    keywords: list[str] = []
    for word in re.split(r",? or |,? and |, ", m["list"]):
        if word not in _ATTACHABLE:
            raise Unread
        kind, keyword = _ATTACHABLE[word]
        (types.append(kind) if kind else keywords.append(str(keyword)))
    if len(keywords) > 1:
        raise Unread
    rec = _cont("cannot_attach", types=types)
    if keywords:
        rec["keyword"] = keywords[0]
    return rec


@registry.line(18)
def province_strength_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Your provinces have +1 strength." on a card in play (a Holding, a Personality ...)."""
    m = re.match(r"^Your [Pp]rovinces have (?P<n>[+-]\d+) strength\.?$", line)
    if m is None or card.type.value not in ("personality", "holding", "follower", "item",
                                            "spell", "celestial", "stronghold"):
        raise Unread
    return _cont("province_strength", amount=int(m["n"]))
