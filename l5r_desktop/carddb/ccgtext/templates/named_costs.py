"""A card bowing itself named by its title: "Bow Sansesuke" in the constraints block (or before
a colon of a Reaction) is the cost ``bow_self``, as "bow this card" is [CE › COSTS] (the
card's text naming itself by its title or a word of it, as the translator reads it everywhere:
``words.names``). A bowed card cannot pay it; another card's name is not read here."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.constraint(31, r"^[Bb]ow (?P<name>[A-Z][A-Za-z' -]+)$")
def _bow_named_self(r: Reader, m: re.Match[str]) -> bool | None:
    if m["name"] not in r.names or m["name"].startswith("this ") or r.cost.get("bow_self"):
        return False
    r.cost["bow_self"] = True
    return None
