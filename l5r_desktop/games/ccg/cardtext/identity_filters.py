"""Target filters on what a card is, beyond its type and keywords (used by ``targets.py``):

``not_keyword`` (a keyword, or a list of them): the card has none of them. "Human" is one:
"This term refers to a Personality or Follower who is not Nonhuman. It is not itself a
keyword" [CE › HUMAN], [CE › NONHUMAN: "Personalities and Followers without the Nonhuman
keyword are referred to as Human"]; so "your performing Human Personality" is a Personality
with ``not_keyword`` ``Nonhuman``, and the two ways of "Bow your performing Monk unless he is
Void" are a Void Monk and a Monk with ``not_keyword`` ``Void``.

``unaligned`` (``true``): the card has no Clan alignment: "The term 'unaligned' refers to a
Personality, player, or Stronghold without a Clan alignment ... 'Unaligned' is not a keyword"
[CE › UNALIGNED]. A card's Clan alignment is its printed Clan (``CardDef.clans``) or an
"<X> Clan" keyword.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef

#: The spec keys this module checks.
KEYS = ("not_keyword", "unaligned")


def problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a spec's ``not_keyword`` / ``unaligned`` values."""
    out = []
    if "not_keyword" in spec:
        kw = spec["not_keyword"]
        if not (isinstance(kw, str) and kw.strip()) and not (
                isinstance(kw, list) and kw and all(isinstance(k, str) and k.strip()
                                                    for k in kw)):
            out.append("not_keyword is a keyword or a list of keywords")
    if spec.get("unaligned", True) is not True:
        out.append("unaligned is true or absent")
    return out


def unaligned(d: CardDef) -> bool:
    """Has the card no Clan alignment [CE › UNALIGNED]?"""
    return not d.clans and not any(k.endswith(" Clan") for k in d.keywords)


def fits(d: CardDef, spec: dict[str, Any]) -> bool:
    """Does the card pass the spec's ``not_keyword`` and ``unaligned`` filters?"""
    kw = spec.get("not_keyword")
    if kw is not None:
        kws = [kw] if isinstance(kw, str) else kw
        if any(d.has_keyword(k) for k in kws):
            return False
    return not (spec.get("unaligned") and not unaligned(d))
