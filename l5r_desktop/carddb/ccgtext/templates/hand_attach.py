"""Attaching a card of the hand to the ability's card (``games/ccg/cardtext/hand_attach.py``):
"Target a Weapon in your hand: Attach it to Ebara, paying all costs.", "..., and paying 4 less
Gold if he is defending or if you are a Crab Clan player." [CE › ATTACHMENTS], [CE › GOLD
COST]. The target is a card of your own hand (``zone: hand``); it attaches to the card itself
(its name, "this Personality"), paying its Gold Cost. Attaching to another target or the
performer, ignoring costs, or from a discard pile stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import condition
from l5r_desktop.carddb.ccgtext.words import spec

_TYPES = ("follower", "item", "spell", "attachment")


@registry.constraint(14, r"^[Tt]arget an? (?P<spec>[^,:]+?) in your hand$")
def _hand_target(r: Reader, m: re.Match[str]) -> None:
    """A target card of your own hand (an attachment: the only hand targets read)."""
    text = m["spec"]
    found = {"type": "item", "keyword": text} if text in ("Weapon", "Armor") else spec(text, "a")
    if found.get("type") not in _TYPES or set(found) - {"type", "keyword"} \
            or not isinstance(found.get("keyword", ""), str):
        raise Unread
    r.targets.append({**found, "zone": "hand", "controller": "you"})
    r.named = len(r.targets) - 1


@registry.sentence(49, r"^Attach (?P<who>it|him|her|the (?:Follower|Weapon|Item|Spell)) to "
                       r"(?P<to>[^,]+), paying all costs(?:,? and paying (?P<n>\d+) less Gold "
                       r"if (?P<cond>.+))?$")
def _attach_from_hand(r: Reader, m: re.Match[str]) -> None:
    who = r.ref(m["who"]) if m["who"] in ("it", "him", "her") else r._described(m["who"][4:])
    if not isinstance(who, int) or r.targets[who].get("zone") != "hand" \
            or r.ref(m["to"]) != "self" or r.attachment:
        raise Unread
    effect: dict[str, object] = {"op": "attach_from_hand", "target": who}
    r.targets[who]["attach_to"] = "self"
    if m["n"]:
        # "he" is the card just named, the one attached to [CE › PRONOUNS]: "the last
        # possible thing mentioned"
        saved, r.focus = r.focus, "self"  # type: ignore[assignment]
        try:
            conds = [condition(r, p) for p in re.split(r" or if ", m["cond"])]
        finally:
            r.focus = saved
        effect["less"] = int(m["n"])
        effect["less_if"] = conds[0] if len(conds) == 1 else {"any": conds}
        r.targets[who]["attach_less"] = int(m["n"])
    r.effects.append(effect)
