"""The words the sentence templates share: numbers, target specs, stat changes, the names a
card's text uses for the card itself."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.model.cards import CardDef

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TYPES = {"Personality": "personality", "Follower": "follower", "Holding": "holding",
          "Item": "item", "Spell": "spell", "card": "card", "attachment": "attachment",
          "Region": "region", "Terrain": "terrain", "Celestial": "celestial"}
#: Keywords of two words a spec may name ("your performing Battle Maiden").
TWO_WORD_KEYWORDS = ("Battle Maiden",)
_TYPE_WORDS = ("Personality|Follower|Holding|Item|Spell|card|attachment|Region|Terrain"
               "|Celestial")
_SPEC_RE = re.compile(
    r"^(?P<perf>performing )?(?P<bowed>unbowed |bowed )?(?P<side0>attacking |defending )?"
    r"(?P<enemy>enemy )?"
    r"(?P<bowed2>unbowed |bowed )?(?P<side>attacking |defending )?"
    r"(?P<dis>dishonorable |honorable )?(?P<unal>unaligned )?(?P<nonu>non-Unique )?"
    rf"(?P<kw>(?:{'|'.join(TWO_WORD_KEYWORDS)}|[A-Z][a-z]+) )?"
    rf"(?P<type>{_TYPE_WORDS})(?: or (?P<type2>{_TYPE_WORDS}))?"
    r"(?P<bare> without attachments)?(?: with (?P<force>\d+) or (?:lower|less) Force)?"
    r"(?: with (?:(?P<gold0>a 0|0)|(?P<gold>\d+) or (?:lower|less)) Gold Cost)?$")
#: Words that look like a keyword in a spec but are not one the engine can test: "Human" is not
#: a keyword [S1 › NONHUMAN]; the others are determiners. ("Unique" is a keyword the card
#: data carries [S1 › UNIQUE]: "a Unique Personality" tests it, "non-Unique" its absence.)
_NOT_KEYWORDS = ("Other", "Another", "Target", "Each", "Any", "Human", "Performing")
_STAT_RE = re.compile(r"^(?P<a>[+-]\d+)(?P<s>[FC]|PH)(?:/(?P<b>[+-]\d+)(?P<t>[FC]|PH))?$")
STAT_NAMES = {"F": "force", "C": "chi", "PH": "personal_honor"}
#: Keywords only Personalities carry: "your Courtier" is a Courtier Personality.
#: (Magistrate ... Inquisitor: no card of the real export other than a Personality has them.)
_PERSONALITY_WORDS = ("Samurai", "Courtier", "Shugenja", "Monk", "Kensai", "Yojimbo", "Magistrate",
                      "Tactician", "Commander", "Paragon", "Duelist", "Daimyo", "Deathseeker",
                      "Inquisitor")
#: Keywords only Personalities and Followers carry in the real export ("your target Scout" is
#: a Personality or Follower with that keyword).
_UNIT_WORDS = ("Scout",)
#: Keywords only attachments carry, Items and a few Spells in the real export ("your target
#: Weapon" is an Item or Spell with that keyword).
_ITEM_WORDS = ("Weapon", "Armor")
#: Keywords only Holdings carry in the real export ("a target Farm" is a Farm Holding); Port,
#: Market, Temple, Dojo and Castle are on Strongholds or Regions too and stay unread.
_HOLDING_WORDS = ("Farm", "Mine")
#: The types of "an enemy card": "'enemy' does not refer to cards outside of units"
#: [CE › ENEMY], so a Personality or a card attached to one (never a Holding).
ENEMY_CARD = ["personality", "attachment"]
#: The determiners of a target ("Target another player's Personality").
DET = r"(?P<det>a|an|your|another player's)"


def number(word: str) -> int:
    """"a", "two", "3" as a number."""
    return NUMBERS.get(word) or int(word)


#: A place after a spec: "your Courtier at any location" (no Rule of Location for that target
#: [CE › BATTLES › B. COMBAT SEGMENT]), "your Personality at home" (a card at its home), "your
#: performing Scout at the current battlefield" (in a unit there: what a Reaction, free of the
#: Rules of Location, asks of its card [CE › BATTLES › B. COMBAT SEGMENT]).
_PLACES = ((" at any location", "any_location"), (" at home", "at_home"),
           (" at the current battlefield", "at_current"))


#: A stat threshold after a spec: "with 3 or higher Chi", "with 7 or more base Force" (the
#: ``stat_min`` / ``stat_max`` filters, ``cardtext/stat_filters.py``; "with N or lower Force"
#: is the older ``max_force``, and "with N or lower Gold Cost" ``max_gold_cost``, read by
#: :data:`_SPEC_RE`, where "or more Gold Cost" stays manual), "with a Gold Cost of 0".
_STAT_SUFFIX = re.compile(
    r" with (?:(?P<n>\d+) or (?P<dir>higher|more|lower|less) (?P<base>base |printed )?"
    r"(?P<stat>Force|Chi|Personal Honor)|an? (?P<exact>Gold Cost|Force|Chi) of "
    r"(?P<m>\d+))$")
_STAT_KEYS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor",
              "Gold Cost": "gold_cost"}
#: Attached cards after a spec: "with an attachment", "without Weapons", "without attached
#: Weapons or Armor" (``has`` / ``lacks``: "with" and "without" a card refer to attachment
#: [CE › ATTACHMENTS]).
_ATTACHED_SUFFIX = re.compile(
    r" (?P<w>with an attachment|without (?:attached )?(?P<a>Weapons|Armor|Followers|Items|Spells)"
    r"(?: or (?P<b>Weapons|Armor|Followers|Items|Spells))?)$")
_ATTACHED_WORDS = {"Weapons": {"keyword": "Weapon"},
                   "Armor": {"keyword": "Armor"},
                   "Followers": {"type": "follower"}, "Items": {"type": "item"},
                   "Spells": {"type": "spell"}}


def _suffixes(text: str) -> tuple[str, dict[str, Any]]:
    """``text`` without its trailing stat threshold and attached-card clauses, and the
    filters they give."""
    out: dict[str, Any] = {}
    while True:
        m = _STAT_SUFFIX.search(text)
        if m is not None and not (m["n"] and m["dir"] in ("lower", "less") and not m["base"]
                                  and m["stat"] == "Force"):  # max_force: _SPEC_RE
            stat = _STAT_KEYS[m["stat"] or m["exact"]]
            if m["base"]:
                stat = f"base_{stat}"  # base = printed [CE › BASE]
            n = int(m["n"] or m["m"])
            if m["exact"]:
                out.setdefault("stat_min", {})[stat] = n
                out.setdefault("stat_max", {})[stat] = n
            elif m["dir"] in ("higher", "more"):
                if stat == "personal_honor":
                    out["min_personal_honor"] = n
                else:
                    out.setdefault("stat_min", {})[stat] = n
            else:
                out.setdefault("stat_max", {})[stat] = n
            text = text[:m.start()]
            continue
        m = _ATTACHED_SUFFIX.search(text)
        if m is not None and "has" not in out and "lacks" not in out:
            if m["w"] == "with an attachment":
                out["has"] = {"type": "attachment"}
            else:
                kinds = [_ATTACHED_WORDS[m["a"]], *([_ATTACHED_WORDS[m["b"]]] if m["b"] else [])]
                out["lacks"] = kinds[0] if len(kinds) == 1 else kinds
            text = text[:m.start()]
            continue
        return text, out


def spec(text: str, det: str) -> dict[str, Any]:
    """A target spec ("unbowed enemy Samurai", "your Courtier at any location") after its
    determiner ``det``."""
    place = None
    for suffix, key in _PLACES:
        if text.endswith(suffix):
            text, place = text[:-len(suffix)], key
            break
    text, extra = _suffixes(text)
    words = text.split(" ")
    if words[-1] in _PERSONALITY_WORDS:
        text = " ".join([*words, "Personality"])
    elif words[-1] in _HOLDING_WORDS:
        text = " ".join([*words, "Holding"])
    elif words[-1] in _UNIT_WORDS and "performing" not in words:
        text = " ".join([*words, "Personality or Follower"])
    elif words[-1] in _ITEM_WORDS:
        text = " ".join([*words, "Item or Spell"])
    elif words[0] == "performing" and re.fullmatch(r"[A-Z][a-z]+", words[-1]) \
            and words[-1] not in _TYPES and words[-1] not in _NOT_KEYWORDS:
        # "your performing Berserker": a performer is a Personality or a Follower
        # [S1 › PERFORM], so the keyword names one of those
        text = " ".join([*words, "Personality or Follower"])
    m = _SPEC_RE.match(text)
    if m is None:
        raise Unread
    kinds = [_TYPES[m["type"]], *([_TYPES[m["type2"]]] if m["type2"] else [])]
    if len(kinds) > 1 and (kinds[0] == kinds[1] or "card" in kinds):
        raise Unread
    out: dict[str, Any] = {"type": kinds[0] if len(kinds) == 1 else kinds}
    side = m["side"] or m["side0"]  # "an attacking enemy card" = "an enemy attacking card"
    if m["side"] and m["side0"]:
        raise Unread
    if "terrain" in kinds and (m["enemy"] or side or m["perf"] or m["dis"] or m["bare"]
                               or m["force"] or place is not None):
        raise Unread  # a Terrain is in no side or army, never an enemy card [CE › TERRAIN]
    if det == "your":
        if m["enemy"]:
            raise Unread
        out["controller"] = "you"
    elif det == "another player's":  # controlled by another player: the opponent (2 players)
        if m["enemy"]:
            raise Unread
        out["controller"] = "opponent"
    elif m["enemy"]:
        out["controller"] = "opponent"
        if kinds == ["card"]:  # "enemy" is never a card outside a unit [CE › ENEMY]
            out["type"] = ENEMY_CARD
    if m["perf"]:
        if det != "your" or any(k not in ("personality", "follower") for k in kinds):
            raise Unread
        out["performer"] = True
    bowed = m["bowed"] or m["bowed2"]
    if m["bowed"] and m["bowed2"]:
        raise Unread
    if bowed:
        out["bowed"] = bowed.strip() == "bowed"
    if side:
        out["side"] = side.strip()
    if m["dis"]:  # "honorable": not dishonorable [CE › HONORABLE AND DISHONORABLE]
        if "personality" not in kinds:
            raise Unread  # "Only Personalities can be honorable or dishonorable"
        out["dishonorable"] = m["dis"] == "dishonorable "
    if m["unal"]:  # no Clan alignment; not a keyword [CE › UNALIGNED]
        out["unaligned"] = True
    if m["kw"]:
        word = m["kw"].strip()
        if word == "Human" and not set(kinds) - {"personality", "follower"}:
            out["not_keyword"] = "Nonhuman"  # not Nonhuman [CE › HUMAN]
        elif word in _NOT_KEYWORDS:
            raise Unread
        else:
            out["keyword"] = word
    if m["nonu"]:  # not Unique [S1 › UNIQUE]
        if m["kw"]:
            raise Unread
        out["not_keyword"] = "Unique"
    if m["force"]:
        out["max_force"] = int(m["force"])
    if m["gold0"] or m["gold"]:  # "with a 0 Gold Cost": never below 0 (targets.py)
        out["max_gold_cost"] = int(m["gold"] or 0)
    if m["bare"]:
        out["no_attachments"] = True
    if place is not None:
        out[place] = True
    if "terrain" in kinds and extra:
        raise Unread
    out.update(extra)
    return out


def stat_effects(mods: str, target: Any) -> list[dict[str, Any]]:
    """"+2F", "-1F/-1C" as ``modify_stat`` effects until the end of the turn."""
    m = _STAT_RE.match(mods)
    if m is None:
        raise Unread
    out = [{"op": "modify_stat", "target": target, "stat": STAT_NAMES[m["s"]],
            "amount": int(m["a"]), "duration": "turn"}]
    if m["b"]:
        if m["t"] == m["s"]:
            raise Unread
        out.append({"op": "modify_stat", "target": target, "stat": STAT_NAMES[m["t"]],
                    "amount": int(m["b"]), "duration": "turn"})
    return out


def names(card: CardDef) -> tuple[str, ...]:
    """How the card's text names the card itself."""
    base = card.base_title or card.title
    words = [w.strip(",") for w in base.split()]
    found = {f"this {t}" for t in ("card", "Personality", "Follower", "Holding", "Item",
                                   "Spell", "Shugenja", "Samurai", "Courtier")}
    found.add(base)
    found.update(w for w in words if len(w) > 2 and w[0].isupper() and w not in
                 ("The", "Clan", "Lion", "Crane", "Crab", "Dragon", "Phoenix", "Scorpion",
                  "Unicorn", "Mantis", "Spider", "Kami"))
    if "," in base:
        found.add(base.split(",")[0].strip())
    return tuple(found)
