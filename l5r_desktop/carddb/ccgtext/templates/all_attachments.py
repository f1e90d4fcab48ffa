"""A card's attachments all at once: "Bow all of his attachments." ("Destroy his
attachments." names them all as well), and the choice "Bow the
Personality or all of his attachments." → an ``each`` effect on the attachments of his unit
(``{"type": "attachment", "unit_of": <him>}``, ``games/ccg/cardtext/each.py``: found when the
effect resolves, not targeted [CE › UNIT]); the choice is an optional group and its
``otherwise`` group, chosen by the player taking the action as it resolves [CE › CHOICES]
(``templates/either_or.py``). "his" names the card just named [CE › PRONOUNS]."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.either_or import _mark, _who

_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy"}


def _attachments_of(ref: Any) -> dict[str, Any]:
    if ref == "host":
        ref = "self"  # the bearer's unit is the card's own unit
    return {"type": "attachment", "unit_of": ref}


@registry.sentence(38, r"^(?P<v>Bow|Straighten|Destroy) (?:all of )?(?P<whose>his|her|its) "
                       r"attachments$")  # "destroy his attachments": all of them too
def _all_attachments(r: Reader, m: re.Match[str]) -> None:
    ref = r.ref({"his": "him"}.get(m["whose"], m["whose"]))
    r.effects.append({"op": _VERBS[m["v"]], "each": _attachments_of(ref)})


@registry.sentence(38, r"^(?P<v>Bow|Straighten|Destroy) (?P<who>.+?) or all of "
                       r"(?P<whose>his|her|its) attachments$")
def _card_or_attachments(r: Reader, m: re.Match[str]) -> None:
    ref = _who(r, m["who"])
    if not isinstance(ref, int) or r.targets[ref].get("type") != "personality":
        raise Unread  # "his attachments": the Personality just named
    k = _mark(r)
    op = _VERBS[m["v"]]
    r.effects += [{"op": op, "target": ref, "optional": k},
                  {"op": op, "each": _attachments_of(ref), "otherwise": k}]
