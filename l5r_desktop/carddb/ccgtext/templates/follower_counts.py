"""Targets compared by how many Followers they have: "target an enemy card with as many or
fewer Followers", "... with fewer Followers" (the ``compare`` filter, stat ``followers``:
``cardtext/compare_filter.py``). With no second card named, the performing card's is meant
("If an action compares one stat to another without specifying one of the stats being
compared, the performing card or unit's own stat is meant" [CE › MISCELLANEOUS USAGE]): the
performer chosen before, else the card itself (a Personality) or the Personality carrying it
(an attachment); a Strategy without a performer stays manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import DET


@registry.constraint(17, rf"^[Tt]arget {DET} (?P<spec>.+?) with (?P<eq>as many or )?fewer "
                         r"Followers$")
def _fewer_followers(r: Reader, m: re.Match[str]) -> None:
    t = r.target(m["det"], m["spec"])
    if r.targets[t].get("performer") or "compare" in r.targets[t]:
        raise Unread
    if r.performer is not None and r.performer < t:
        than: object = r.performer
    elif r.kind == "personality":
        than = "self"
    elif r.attachment:
        than = "host"
    else:
        raise Unread
    r.targets[t]["compare"] = {"stat": "followers", "than": than, "or_equal": bool(m["eq"])}
