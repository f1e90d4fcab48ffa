"""Color text about a card the ability names: "Your Magistrate takes him into custody.", "He
is lured into a trap." → no effect. "Color text is text in the body of a card's traits or
abilities that uses terms with no rules definition or implication. This text adds descriptive
value, but does not have any implications" [CE › COLOR TEXT]. The subject is a pronoun naming
a card the ability already targets or chose, or "your <Keyword>" naming its performer; every
other word is no rules term (``core_constraints.RULES_WORDS``; the card's own name as the
subject is read there). Reading it changes nothing the next pronoun names (the last card
named stays the one named before it). A sentence with a rules word is read by the other
templates, or leaves the ability manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.core_constraints import RULES_WORDS

_PRONOUNS = {"He": "him", "She": "her"}


@registry.sentence(6, r"^(?P<who>He|She|Your [A-Z][a-z]+) (?P<rest>[a-z][a-z ]*)$")
def _color_subject(r: Reader, m: re.Match[str]) -> bool | None:
    words = m["rest"].split()
    if not words or any(w in RULES_WORDS for w in words):
        return False  # a rules term: not color text
    who = m["who"]
    named = r.named
    try:
        found = r.ref(_PRONOUNS.get(who) or "your" + who[4:])
    except Unread:
        return False
    finally:
        r.named = named  # color text names nothing for the next pronoun
    if not isinstance(found, int):
        return False
    if who.startswith("Your ") and (found != r.performer or who[5:] not in (
            r.targets[found].get("keyword"), "Personality")):
        return False  # "your Magistrate": the performer only, by his keyword
    return None
