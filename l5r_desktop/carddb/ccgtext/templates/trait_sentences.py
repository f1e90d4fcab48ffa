"""Stat and keyword traits with a subject and a condition the narrower trait templates
(``ongoing_traits.py``, ``conditional_traits.py``) leave unread (``games/ccg/cardtext/
ongoing.py``, ``trait_conditions.py``) [CE › TRAITS], [CE › REMAIN]:

- the card itself, by name or "This <card type / Personality word>" (an attachment's
  "This Personality" / "This Shugenja" is its bearer): "<Name> has +1F if you are Phoenix
  Clan.", "This Follower has +1F while you control a Market.", "This Personality has Cavalry.",
  "While <Name> is defending, he has Elite.", "This Follower has +2F while attached to a
  Ratling.";
- groups: "Your [other] <plural> have +1F [while ...]." (your cards in play that fit: types,
  a keyword, "<Clan> Clan Personalities", "<Element> Shugenja"), "[All] [Other] <plural> in
  this unit have +1F / Cavalry." (the cards of the trait card's unit that fit);
- one grant per line: +N Force / Chi / Personal Honor, or one keyword a trait may give
  (``ongoing.GRANTABLE``); a line with two ("+1F/+1C", "+3F and Elite") is two records:
  written card by card;
- conditions: "while attacking / defending", "while <he / she / it / the name> is attacking /
  defending / <Keyword> / <Clan> Clan / opposed / unopposed", "while he has a <Spell / Item /
  Follower / keyword>", "while you control a <keyword> / <Title> / the Imperial Favor", "if /
  while you are [a] <Clan> Clan [player]", "if any other player / another player is <Clan>
  Clan", "while it is [not] your turn", "while attached to a <keyword>" (on an attachment).

Counts: "<card> has +1F for each <card> you control / other <card> in this unit / in his
army / of his <cards>" (``per``, ``trait_counts.py``).

Also "<Name> enters play for N less Gold if <condition>.", "Enters play paying N less Gold
if you control a <keyword>." and "... for each <card> you control." (an ``entry_discount``,
``gold_traits.py``; "you" is the player bringing the card into play).

Anything else (a second sentence, "opposing", other conditions) stays manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import names, number
from l5r_desktop.games.ccg.cardtext.ongoing import GRANTABLE
from l5r_desktop.games.ccg.model.cards import CardDef

_STATS = {"F": "force", "C": "chi", "PH": "personal_honor"}
_CLANS = ("Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Unicorn",
          "Spider", "Naga", "Toturi's Army", "Ratling")
_CLAN = "(?P<clan>" + "|".join(re.escape(c) for c in _CLANS) + ")"
_ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void", "Thunder")
_ATTACHMENTS = ("follower", "item", "spell")
#: Personality words an attachment's "This <word>" names its bearer by.
_BEARER_WORDS = ("Personality", "Samurai", "Courtier", "Shugenja", "Monk", "Ninja", "Kensai",
                 "Yojimbo")
_ATTACH_TYPES = {"Spell": "spell", "Item": "item", "Follower": "follower"}
#: Plural card types of a group: "Personalities", "Followers", ...
_TYPES = {"Personalities": "personality", "Followers": "follower", "Items": "item",
          "Spells": "spell", "Holdings": "holding"}
#: Keywords whose plural is the word itself.
_SAME_PLURAL = ("Samurai", "Shugenja", "Ronin", "Ninja", "Cavalry", "Infantry", "Ashigaru")
_GRANT = (r"(?:(?P<a>[+-]\d+)(?P<s>F|C|PH)|(?P<k>" + "|".join(GRANTABLE) + r"))")
_WORD = r"[A-Z][\w'-]*"
_ATTACK_KINDS = (r"(?P<kinds>(?:Fear effects|Melee Attacks|Ranged Attacks|Melee|Ranged|Fear)"
                 r"(?:(?:,? and |, )(?:Fear effects|Melee Attacks|Ranged Attacks|Melee|Ranged))*)")


def _cont(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", **kw}


def _grant(m: re.Match[str], applies: str, **extra: Any) -> dict[str, Any]:
    if m["k"]:
        return _cont(ongoing="keyword", keyword=m["k"], applies_to=applies, **extra)
    if int(m["a"]) == 0:
        raise Unread
    return _cont(ongoing="stat", stat=_STATS[m["s"]], amount=int(m["a"]), applies_to=applies,
                 **extra)


def _self_scope(subject: str, card: CardDef, stat: bool = False) -> str:
    """``self`` / ``host``: what the line's subject names on ``card`` (``stat``: the grant is
    a stat; an Item's own Force / Chi are its bearer's modifiers [CE › ITEM], which the
    engine adds up with the traits' bonuses to the Item: ``stats.item_modifier``)."""
    kind = card.type.value
    if m := re.fullmatch(r"[Tt]his (\w+)", subject):
        word = m[1]
        if word == "card" or word.lower() == kind:
            if kind == "spell" or (kind == "item" and not stat):
                raise Unread
            return "self"
        if word in _BEARER_WORDS:
            if kind in _ATTACHMENTS:
                return "host"
            if kind == "personality" and (word == "Personality" or card.has_keyword(word)):
                return "self"
        raise Unread
    if kind == "personality" and subject in names(card) and not subject.startswith("this "):
        return "self"
    raise Unread


def _keyword(word: str) -> str:
    """The keyword a plural word names ("Legionnaires" -> "Legionnaire")."""
    if word in _SAME_PLURAL or not word.endswith("s") or word.endswith("ss"):
        return word
    return word[:-1]


def _group(text: str) -> dict[str, Any]:
    """The filter of a plural group: "Personalities", "Followers", "Ronin", "Earth
    Shugenja", "Crane Clan Personalities", "Cavalry Personalities", "Items" ..."""
    if text in _TYPES:
        return {"type": _TYPES[text]}
    if m := re.fullmatch(rf"{_CLAN} Clan Personalities", text):
        return {"type": "personality", "clan": m["clan"]}
    if m := re.fullmatch(rf"(?P<kw>{_WORD}) (?P<t>Personalities|Followers|Spells|Items)", text):
        if m["kw"] in ("Clan", "Other", "Enemy", "Your"):
            raise Unread
        return {"type": _TYPES[m["t"]], "keyword": _keyword(m["kw"])}
    if m := re.fullmatch(rf"(?P<e>{'|'.join(_ELEMENTS)}) Shugenja", text):
        return {"type": "personality", "keywords": [m["e"], "Shugenja"]}
    if re.fullmatch(_WORD, text) and text not in ("Cards", "Attachments"):
        return {"keyword": _keyword(text)}
    raise Unread


#: Singular card types of a count: "for each Personality you control".
_ONE_TYPE = {"Personality": "personality", "Follower": "follower", "Item": "item",
             "Spell": "spell", "Holding": "holding"}


def _one(text: str) -> dict[str, Any]:
    """The filter of one card of a count: "Dojo", "Personality", "Lion Clan Personality",
    "Cavalry Follower"."""
    if text in _ONE_TYPE:
        return {"type": _ONE_TYPE[text]}
    if m := re.fullmatch(rf"{_CLAN} Clan Personality", text):
        return {"type": "personality", "clan": m["clan"]}
    if m := re.fullmatch(rf"(?P<kw>{_WORD}) (?P<t>Personality|Follower|Item|Spell|Holding)",
                         text):
        if m["kw"] in ("Clan", "Other", "Enemy", "Your", "Unique"):
            raise Unread
        return {"type": _ONE_TYPE[m["t"]], "keyword": m["kw"]}
    if re.fullmatch(_WORD, text) and text not in ("Card", "Attachment", "Ring", "Province"):
        return {"keyword": text}
    raise Unread


def _per(text: str) -> dict[str, Any]:
    """A count after "for each": "<card> you control", "other <card> in this unit / his
    army", "of his <cards>" (``trait_counts.py``)."""
    if m := re.fullmatch(r"(?P<o>other )?(?P<g>.+?) in this unit", text):
        per = {"in": "unit", "filter": _one(m["g"])}
    elif m := re.fullmatch(r"(?P<o>other )?(?P<g>.+?) in (?:this|his|her) army", text):
        per = {"in": "army", "filter": _one(m["g"])}
    elif m := re.fullmatch(r"(?P<o>)(?P<g>.+?) you control", text):
        per = {"in": "yours", "filter": _one(m["g"])}
    elif m := re.fullmatch(r"(?P<o>)of (?:his|her) (?P<g>.+)", text):
        per = {"in": "attached", "filter": _group(m["g"])}
    else:
        raise Unread
    if m["o"]:
        per["other"] = True
    return per


def _card_test(scope: str, what: str) -> dict[str, Any]:
    """"<he> is ..." about the subject card (``scope``: self / host)."""
    if what == "unopposed":
        return {"card": scope, "opposed": False}
    if what == "opposed":
        return {"card": scope, "opposed": True}
    if m := re.fullmatch(rf"{_CLAN} Clan", what):
        return {"card": scope, "clan": m["clan"]}
    if re.fullmatch(_WORD, what) and what not in ("Unique", "Experienced"):
        return {"card": scope, "keyword": what}
    raise Unread


def _has(what: str) -> dict[str, Any]:
    if what in _ATTACH_TYPES:
        return {"type": _ATTACH_TYPES[what]}
    if re.fullmatch(_WORD, what):
        return {"keyword": what}
    raise Unread


def _player_test(text: str) -> dict[str, Any]:
    """Conditions about players (the trait card's controller is "you")."""
    if m := re.fullmatch(rf"you are (?:a |an )?{_CLAN} Clan(?: player)?", text):
        return {"player": "you", "clan": m["clan"]}
    if m := re.fullmatch(rf"(?:any other player|another player) is (?:a |an )?{_CLAN} Clan"
                         r"(?: player)?", text):
        return {"player": "others", "clan": m["clan"]}
    if text == "you control the Imperial Favor":
        return {"player": "you", "favor": True}
    if m := re.fullmatch(rf"you control an? (?P<kw>{_WORD})", text):
        return {"player": "you", "controls": {"keyword": m["kw"]}}
    if m := re.fullmatch(rf"you control (?P<t>{_WORD}(?: {_WORD})+)", text):
        if m["t"].split()[0] in ("The", "Your", "Any", "One", "Two", "Three"):
            raise Unread
        return {"player": "you", "controls": {"title": m["t"]}}
    if text == "it is not your turn":
        return {"player": "you", "your_turn": False}
    if text == "it is your turn":
        return {"player": "you", "your_turn": True}
    raise Unread


def _condition(text: str, scope: str, card: CardDef) -> dict[str, Any]:
    """A condition after "while" / "if": ``{"while": side}`` or ``{"if": test}``."""
    if text in ("attacking", "defending"):
        return {"while": text}
    pron = r"(?:he|she|it|they|" + "|".join(re.escape(n) for n in names(card)
                                           if not n.startswith("this ")) + ")"
    if m := re.fullmatch(rf"{pron} (?:is|are) (?P<w>.+)", text):
        if m["w"] in ("attacking", "defending"):
            return {"while": m["w"]}
        return {"if": _card_test(scope, m["w"])}
    if m := re.fullmatch(rf"{pron} (?:has|have) an? (?P<w>{_WORD})", text):
        return {"if": {"card": scope, "has": _has(m["w"])}}
    if m := re.fullmatch(rf"attached to an? (?P<w>{_WORD})", text):
        if card.type.value not in _ATTACHMENTS or scope != "self":
            raise Unread
        return {"if": _card_test("host", m["w"])}
    return {"if": _player_test(text)}


_SELF = re.compile(rf"^(?P<subj>[Tt]his \w+|{_WORD}(?: {_WORD})*?) has {_GRANT}"
                   r"(?: for each (?P<per>.+?))?(?: (?P<word>while|if) (?P<cond>.+?))?\.$")
_WHILE_FIRST = re.compile(rf"^While (?P<cond>.+?), (?P<subj>he|she|it|[Tt]his \w+|{_WORD}"
                          rf"(?: {_WORD})*?) has {_GRANT}\.$")


@registry.line(36)
def own_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"<Name / This card> has <+NF / keyword> [while / if <condition>]." and "While
    <condition>, <he / Name> has <+NF / keyword>."."""
    if card.type.value not in ("personality", *_ATTACHMENTS):
        raise Unread
    per: dict[str, Any] = {}
    if m := _SELF.match(line):
        scope = _self_scope(m["subj"], card, stat=bool(m["a"]))
        cond = _condition(m["cond"], scope, card) if m["cond"] else {}
        if m["word"] == "if" and "while" in cond:
            raise Unread
        if m["per"]:
            if not m["a"] or scope != "self":
                raise Unread  # a count goes on the card's own stat
            per = {"per": _per(m["per"])}
    elif m := _WHILE_FIRST.match(line):
        subj = m["subj"]
        if subj in ("he", "she", "it"):
            subj = "this card" if card.type.value == "personality" else "this Personality"
            scope = "self" if card.type.value == "personality" else "host"
        else:
            scope = _self_scope(subj, card)
        cond = _condition(m["cond"], scope, card)
    else:
        raise Unread
    if "while" in cond and scope == "host" and m["k"]:
        raise Unread  # a keyword's ``while`` is the card's own side: not for the bearer
    rec = _grant(m, scope, **per)
    rec.update(cond)
    if rec.get("ongoing") == "keyword" and "while" in rec:
        side = rec.pop("while")  # a keyword trait has no ``while``: the same test as an if
        rec["if"] = {"card": scope, "side": side}
    return rec


_YOURS = re.compile(rf"^Your (?P<other>other )?(?P<g>[A-Z][\w' ]*?) have {_GRANT}"
                    r"(?: while (?P<cond>.+?))?\.$")
_UNIT = re.compile(rf"^(?P<all>All other |Other )?(?P<g>[A-Z][\w' ]*?) in this unit have "
                   rf"{_GRANT}\.$")


@registry.line(37)
def group_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Your [other] <plural> have <+NF / keyword> [while attacking / defending / <player
    condition>]." and "[All other / Other] <plural> in this unit have <+NF / keyword>."."""
    if m := _YOURS.match(line):
        if card.type.value not in ("personality", *_ATTACHMENTS, "holding", "region",
                                   "stronghold", "celestial"):
            raise Unread
        flt = _group(m["g"])
        if flt.get("type") == "holding" and not m["k"]:
            raise Unread  # a Holding has no Force, Chi or Personal Honor
        if m["other"]:
            flt["other"] = True
        cond = {}
        if m["cond"]:
            cond = {"while": m["cond"]} if m["cond"] in ("attacking", "defending") else \
                {"if": _player_test(m["cond"])}
        rec = _grant(m, "yours", filter=flt)
        if "while" in cond and rec["ongoing"] == "keyword":
            raise Unread
        rec.update(cond)
        return rec
    if m := _UNIT.match(line):
        if card.type.value not in ("personality", *_ATTACHMENTS):
            raise Unread
        flt = {} if m["g"] == "Cards" else _group(m["g"])
        if m["all"]:
            flt["other"] = True
        rec = _grant(m, "unit")
        if flt:
            rec["filter"] = flt
        return rec
    raise Unread


_ENTERS = re.compile(r"^(?:(?P<subj>[Tt]his \w+|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?) enters|Enters) "
                     r"play (?:paying |for )(?P<n>\w+) less Gold (?:if (?P<cond>.+?)|for each "
                     r"(?P<per>.+? you control))\.$")


@registry.line(38)
def enters_for_less_if(line: str, card: CardDef) -> dict[str, Any]:
    """"<Name> enters play for N less Gold if <player condition>." (a condition of the
    player bringing the card into play; ``gold_traits.py`` reads the plain and clan forms)."""
    m = _ENTERS.match(line)
    if m is None or card.gold_cost is None:
        raise Unread
    if m["subj"] and not (m["subj"].lower() in ("this card", f"this {card.type.value}")
                          or m["subj"] in names(card)):
        raise Unread
    try:
        amount = number(m["n"])
    except ValueError:
        raise Unread from None
    if amount < 1:
        raise Unread
    if m["per"]:  # counted among the cards of the player bringing it into play
        return _cont(ongoing="entry_discount", amount=amount, per=_per(m["per"]))
    return _cont(ongoing="entry_discount", amount=amount, **{"if": _player_test(m["cond"])})


_ATTACKED = re.compile(rf"^{_ATTACK_KINDS} targeting (?P<who>this Personality|{_WORD}"
                       rf"(?: {_WORD})*?) have (?P<n>[+-]\d+) strength\.$")


@registry.line(39)
def attacks_on_the_card(line: str, card: CardDef) -> dict[str, Any]:
    """"Melee and Ranged Attacks targeting this Personality have -5 strength." on an
    attachment (its bearer) and "Ranged Attacks targeting <Name> have -3 strength." on a
    Personality (``ongoing.py`` ``attack_strength``: "a ranged attack's strength is treated as
    a stat" [CE › RANGED ATTACK])."""
    m = _ATTACKED.match(line)
    if m is None or int(m["n"]) == 0:
        raise Unread
    if m["who"] == "this Personality" and card.type.value in _ATTACHMENTS:
        scope = "host"
    elif card.type.value == "personality" and m["who"] in names(card) and \
            not m["who"].startswith("this "):
        scope = "self"
    else:
        raise Unread
    kinds = [k for k in ("fear", "melee", "ranged") if k in m["kinds"].lower()]
    return _cont(ongoing="attack_strength", amount=int(m["n"]), attacks=kinds, applies_to=scope)
