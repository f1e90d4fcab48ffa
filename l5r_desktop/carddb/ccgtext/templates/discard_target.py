"""Discarding a targeted card in play: "Target a Celestial: Discard it." -> ``discard`` on the
target (the toolkit's operation: the card goes from play to its owner's discard pile, its
attachments with it; a card whose trait says it may not be discarded from play is not
[CE › PREVENTION]). Only a target in play (no ``zone``); "Discard this card", cards in a
hand, deck or province stay with their own templates or manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(255, r"^Discard (?P<who>it|him|her|the target)$")
def _discard_target(r: Reader, m: re.Match[str]) -> None:
    t = r.ref(m["who"])
    if not isinstance(t, int) or "zone" in r.targets[t] or r.targets[t].get("performer"):
        raise Unread
    r.effects.append({"op": "discard", "target": t})
