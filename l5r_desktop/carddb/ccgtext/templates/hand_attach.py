"""Attaching a card of the hand to the ability's card (``games/ccg/cardtext/hand_attach.py``):
"Target a Weapon in your hand: Attach it to Ebara, paying all costs.", "..., and paying 4 less
Gold if he is defending or if you are a Crab Clan player." [CE › ATTACHMENTS], [CE › GOLD
COST]. The target is a card of your own hand (``zone: hand``); it attaches to the card itself
(its name, "this Personality") or to "one of your Personalities" targeted with it ("Attach
the Follower to the Personality"), paying its Gold Cost. Attaching to the performer, ignoring
costs, or from a discard pile stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import condition
from l5r_desktop.carddb.ccgtext.words import spec

_TYPES = ("follower", "item", "spell", "attachment")


@registry.constraint(14, r"^[Tt]arget an? (?P<spec>[^,:]+?) in your hand(?= and |$)"
                        r"(?: and (?P<more>.+))?$")
def _hand_target(r: Reader, m: re.Match[str]) -> None:
    """A target card of your own hand (an attachment: the only hand targets read)."""
    text = m["spec"]
    found = {"type": "item", "keyword": text} if text in ("Weapon", "Armor") else spec(text, "a")
    if found.get("type") not in _TYPES or set(found) - {"type", "keyword"} \
            or not isinstance(found.get("keyword", ""), str):
        raise Unread
    r.targets.append({**found, "zone": "hand", "controller": "you"})
    r.named = len(r.targets) - 1
    if m["more"]:  # "and one of your Personalities"
        if m["more"] != "one of your Personalities":
            raise Unread
        r.targets.append({"type": "personality", "controller": "you"})
        r.named = len(r.targets) - 1


@registry.sentence(49, r"^Attach (?P<who>it|him|her|the (?:Follower|Weapon|Item|Spell)) to "
                       r"(?P<to>[^,]+), paying all costs(?:,? and paying (?P<n>\d+) less Gold "
                       r"if (?P<cond>.+))?$")
def _attach_from_hand(r: Reader, m: re.Match[str]) -> None:
    hand = [i for i, t in enumerate(r.targets) if t.get("zone") == "hand"]
    if len(hand) != 1 or r.attachment:
        raise Unread
    who = hand[0]  # "it", "the Follower": the one card of the hand targeted
    if m["who"] in ("it", "him", "her") and r.ref(m["who"]) != who:
        raise Unread
    to = r.ref(m["to"])
    if to != "self" and not (isinstance(to, int) and to != who and (r.targets[to] == {
            "type": "personality", "controller": "you"} or (
            to == r.performer and r.targets[to].get("type") == "personality"))):
        raise Unread  # one of your Personalities, the performer, or the card itself
    effect: dict[str, object] = {"op": "attach_from_hand", "target": who}
    if to != "self":
        effect["to"] = to
    r.targets[who]["attach_to"] = to
    if m["n"]:
        # "he" is the card just named, the one attached to [CE › PRONOUNS]: "the last
        # possible thing mentioned"
        saved, r.focus = r.focus, to  # type: ignore[assignment]
        try:
            conds = [condition(r, p) for p in re.split(r" or if ", m["cond"])]
        finally:
            r.focus = saved
        effect["less"] = int(m["n"])
        effect["less_if"] = conds[0] if len(conds) == 1 else {"any": conds}
        r.targets[who]["attach_less"] = int(m["n"])
    r.effects.append(effect)


@registry.constraint(14, r"^one of your Personalities$")
def _and_one_of_yours(r: Reader, m: re.Match[str]) -> None:
    """"Target a Follower in your hand and one of your Personalities": "target" also governs
    the words after "and" (the constraints are read clause by clause)."""
    if not r.targets or r.targets[-1].get("zone") != "hand":
        raise Unread
    r.targets.append({"type": "personality", "controller": "you"})
    r.named = len(r.targets) - 1
