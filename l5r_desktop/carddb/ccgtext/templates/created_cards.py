"""Created cards: "Create a 2F/2C/3PH Lion Clan • Samurai Personality.", "Create a 1F Cavalry
Follower and attach it to him.", "Create a +1F/+0C Weapon Item and attach it to your target
Personality." → the ``create`` effect (``games/ccg/cardtext/created.py``) [CE › CREATED CARDS].

The created card's keywords are the words between its stats and its type, separated only by
bullets ("Lion Clan • Samurai": two keywords; the rule says line breaks and spaces do not
separate them); a single keyword of several words without a bullet is read only as "<Name>
Clan", or as one word and a Clan of the game ("Ninja Scorpion Clan": the export lost its
bullet); other runs of words without bullets stay manual. A Personality is
created in its creator's home; a Follower or Item only with "and attach it/them to <card>",
that card a Personality. A Personality "at the current battlefield" (or, on a Personality's
own ability, "at this battlefield": the Rule of Location puts him at the current one [CE ›
BATTLES › B. COMBAT SEGMENT]) enters play there, in its creator's side (``at: battlefield``;
not in a Limited action's record: the validator refuses it); "Remove him from the game after
this battle ends." right after creating one Personality marks it ``until: battle`` (a delayed
effect [CE › DELAYED EFFECTS]: "him" is the card just created [CE › PRONOUNS]); "... when
this turn ends" ``until: turn``, "... after your next turn begins" ``until: next_turn``.
"with your Clan Alignment" after a Personality: ``card.clan: you`` (its creator's). "a +1F Armor
or Weapon Item" (one Follower or Item, the last keyword two one-word alternatives) is one or
the other, chosen by the player as the effect resolves: an optional group (the first) and its
``otherwise`` (the second) [CE › CHOICES]. Anything else (another place, a title, a stat other
than these) is not matched or raises :class:`Unread`: the ability stays manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number

_KEYWORD = r"[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*"
_STATS = {
    "personality": re.compile(r"^(?P<force>\d+)F/(?P<chi>\d+)C/(?P<personal_honor>\d+)PH$"),
    "follower": re.compile(r"^(?P<force>\d+)F$"),
    "item": re.compile(r"^\+(?P<force>\d+)F(?:/\+(?P<chi>\d+)C)?$"),
}
_CLAN = re.compile(r"^[A-Z][a-z]+ Clan$")
#: A bullet lost before a Clan alignment: "Ninja Scorpion Clan" is one one-word keyword and a
#: Clan alignment of the Clans of the game [CE › CLAN ALIGNMENT] ("Lion Clan" is one keyword).
_LOST_BULLET = re.compile(r"^(?P<kw>[A-Z][a-z]+) (?P<clan>Crab|Crane|Dragon|Lion|Mantis|Phoenix|"
                          r"Scorpion|Spider|Unicorn) Clan$")
_TYPES = {"Personality": "personality", "Personalities": "personality",
          "Follower": "follower", "Followers": "follower", "Item": "item", "Items": "item"}


@registry.sentence(224, r"^Create (?P<n>a|an|two|three) (?P<stats>\S+) "
                        rf"(?P<kws>(?:{_KEYWORD} • )*{_KEYWORD}(?: or {_KEYWORD})? )?"
                        r"(?P<type>Personality|Personalities|Followers?|Items?)"
                        r"(?P<clan> with your Clan [Aa]lignment)?"
                        r"(?: and attach (?:it|them) to (?P<who>.+)"
                        r"| at (?P<at>the current|this) battlefield)?$")
def _create(r: Reader, m: re.Match[str]) -> None:
    kind = _TYPES[m["type"]]
    count = number(m["n"]) if m["n"] != "an" else 1
    if (count > 1) != m["type"].endswith("s") or (kind == "item" and count > 1):
        raise Unread
    stats = _STATS[kind].match(m["stats"])
    if stats is None:
        raise Unread
    card: dict[str, object] = {"type": kind}
    card.update({k: int(v) for k, v in stats.groupdict().items() if v is not None})
    alternative = None
    if m["kws"]:
        kws = [k.strip() for k in m["kws"].strip().split(" • ")]
        if re.fullmatch(rf"{_KEYWORD} or {_KEYWORD}", kws[-1]) and kind != "personality" \
                and count == 1 and " " not in kws[-1].replace(" or ", ""):
            # "a +1F Armor or Weapon Item": one or the other, chosen as it resolves
            kws[-1], alternative = kws[-1].split(" or ")
        if len(kws) == 1 and (split := _LOST_BULLET.match(kws[0])) is not None:
            kws = [split["kw"], f"{split['clan']} Clan"]  # "Ninja Scorpion Clan"
        if any(" or " in k or " and " in k for k in kws) or (
                len(kws) == 1 and " " in kws[0] and not _CLAN.match(kws[0])):
            raise Unread  # "Ninja Samurai Cavalry" without bullets: which keywords is unclear
        card["keywords"] = kws
    if m["clan"]:
        if kind != "personality":
            raise Unread
        card["clan"] = "you"
    effect: dict[str, object] = {"op": "create", "card": card}
    if count > 1:
        effect["count"] = count
    who = m["who"]
    if (kind == "personality") != (who is None):
        raise Unread  # a Personality is not attached; an attachment needs its Personality
    if who is not None:
        effect["target"] = _host(r, who)
    if m["at"]:
        if kind != "personality" or (m["at"] == "this" and r.kind != "personality"):
            raise Unread  # "this battlefield" is where this Personality is
        effect["at"] = "battlefield"
    if alternative is not None:  # an optional group and its otherwise [CE › CHOICES]
        k = 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                    default=0)
        other = {**effect, "card": {**card, "keywords": [*card["keywords"][:-1], alternative]}}
        r.effects += [{**effect, "optional": k}, {**other, "otherwise": k}]
        return
    r.effects.append(effect)


#: When "Remove him from the game ..." removes the Personality just created (``until``).
_UNTIL = {"after this battle ends": "battle", "when this turn ends": "turn",
          "after your next turn begins": "next_turn"}


@registry.sentence(225, r"^Remove (?:him|her|it) from the game (?P<when>after this battle ends"
                        r"|when this turn ends|after your next turn begins)$")
def _remove_later(r: Reader, m: re.Match[str]) -> None:
    """A delayed removal of the one Personality just created [CE › DELAYED EFFECTS] ("it":
    a created card has no title, and some texts name it so)."""
    last = r.effects[-1] if r.effects else None
    if last is None or last.get("op") != "create" or last["card"]["type"] != "personality" \
            or last.get("count", 1) != 1 or "until" in last or "if" in last \
            or "optional" in last:
        raise Unread  # "him" must be the one Personality just created
    last["until"] = _UNTIL[m["when"]]


def _host(r: Reader, who: str) -> object:
    """The Personality a created attachment goes on: a new or earlier target Personality, or
    this Personality (the card itself)."""
    if who == "the Personality":
        who = "the target"
    ref = r.target_or_ref(who)
    if isinstance(ref, int):
        kind = r.targets[ref].get("type")
        if kind != "personality":
            raise Unread
    elif ref == "self" and r.kind != "personality":
        raise Unread
    return ref


@registry.sentence(223, r"^Create (?P<n>a|an) (?P<force>\d+)F (?:(?P<kw>(?!Follower)[A-Z][a-z]+)"
                        r"(?P<type> Follower)?|Follower)(?P<and> and)? attach it to "
                        r"(?P<who>.+)$")
def _created_follower_slips(r: Reader, m: re.Match[str]) -> Any:
    """Two printing slips of "Create a 1F <Keyword> Follower and attach it to <him>": the
    type left out ("a 1F Ashigaru": only a Follower has a Force without a sign and attaches
    to a Personality [CE › FOLLOWER], [CE › ITEM]) or the "and" ("Follower attach it to").
    Read as the full sentence; the sentence as printed in full is ``_create``'s."""
    if (m["type"] or not m["kw"]) and m["and"]:
        return False  # as printed in full
    kw = f"{m['kw']} " if m["kw"] else ""
    r.sentence(f"Create {m['n']} {m['force']}F {kw}Follower and attach it to {m['who']}")
    return None
