"""Titled stat tokens: "Give a target Personality a +1F Sake token.", "Give her three +1F Fire
tokens." — a token with a stat bonus and a title; the engine counts its stat and keeps its
title as the token's name (``add_token`` with ``"+1F Sake"``, ``model/stats.token_modifier``)
[CE › TOKENS]. Untitled stat tokens are read by ``card_effects.py``."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.words import number


@registry.sentence(219, r"^Give (?P<who>.+?) (?P<n>a|two|three|four|five|\d+) (?P<tok>[+-]\d+[FC]) "
                        r"(?P<title>[A-Z][a-z]+) tokens?$")
def _titled_tokens(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "add_token", "target": r.target_or_ref(m["who"]),
                      "token": f"{m['tok']} {m['title']}", "amount": number(m["n"])})
