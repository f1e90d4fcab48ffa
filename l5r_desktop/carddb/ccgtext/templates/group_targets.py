"""A group of targets (ccgtext lane): "Straighten one or two target Followers.", "Destroy one
to three target attachments with a 0 Gold Cost.", "Target one or more of your Items: Bow
them." — the record's last target spec gets ``group`` (``{"max": 2}``, ``{"max": 3}``, ``{}``
for "one or more"; engine ``cardtext/target_groups.py``): each set of one to that many fitting
cards is one use, and "them" is every card of the group [CE › TAKING ACTIONS › B. Required
targeting], [CE › PRONOUNS]. The plural type word is read as its singular ("Followers" ->
"Follower"); anything the target spec does not read ("each", a total, "controlled by the
same player") leaves the ability manual, and a group followed by another target is refused by
the validator (only the last target may be a group)."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import stat_effects

_COUNT = r"(?P<n>one or two|one to three|one or more)"
_MOST: dict[str, dict[str, Any]] = {"one or two": {"max": 2}, "one to three": {"max": 3},
                                    "one or more": {}}
_PLURALS = {"Personalities": "Personality", "Followers": "Follower", "Items": "Item",
            "Spells": "Spell", "Holdings": "Holding", "attachments": "attachment",
            "cards": "card"}
_VERBS = r"(?P<verb>Bow|Straighten|Destroy|Dishonor|Rehonor)"


def _group(r: Reader, count: str, mine: str | None, spec: str) -> int:
    words = spec.split(" ")
    if not any(w in _PLURALS for w in words):
        raise Unread  # a group names its cards in the plural
    singular = " ".join(_PLURALS.get(w, w) for w in words)
    t = r.target("your" if mine else "a", singular)
    if r.targets[t].get("performer"):
        raise Unread  # a group of performers: not read
    r.targets[t]["group"] = dict(_MOST[count])
    return t


@registry.sentence(118, rf"^{_VERBS} {_COUNT} (?P<mine>of your )?target (?P<spec>.+)$")
def _verb_group(r: Reader, m: re.Match[str]) -> None:
    t = _group(r, m["n"], m["mine"], m["spec"])
    r.effects.append({"op": m["verb"].lower(), "target": t})


@registry.sentence(118, rf"^Give {_COUNT} (?P<mine>of your )?target (?P<spec>.+?) "
                        r"(?P<mods>[+-]\d+[FC](?:/[+-]\d+[FC])?)(?: each)?$")
def _give_group(r: Reader, m: re.Match[str]) -> None:
    """"Give one to three of your target defending Personalities +2F" (ccgtext2): the stat
    change on each card of the group, for the turn ("each": the same)."""
    t = _group(r, m["n"], m["mine"], m["spec"])
    r.effects.extend(stat_effects(m["mods"], t))


@registry.constraint(22, rf"^[Tt]arget {_COUNT} (?P<mine>of your )?(?P<spec>.+)$")
def _target_group(r: Reader, m: re.Match[str]) -> None:
    _group(r, m["n"], m["mine"], m["spec"])


@registry.sentence(119, rf"^{_VERBS} them$")
def _them(r: Reader, m: re.Match[str]) -> None:
    groups = [i for i, t in enumerate(r.targets) if "group" in t]
    if len(groups) != 1:
        raise Unread  # "them" names a group of targets only
    r.effects.append({"op": m["verb"].lower(), "target": groups[0]})
