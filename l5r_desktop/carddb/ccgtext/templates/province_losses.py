"""A condition on the player's destroyed provinces, in the constraints block: "If none of your
provinces were destroyed since your last turn ended:" / "... this turn:" → the ability's
``condition`` ``no_province_lost`` (``since_last_turn`` / ``turn``), checked when the action
is announced [CE › CONDITIONS] (``games/ccg/cardtext/province_losses.py``). Read too inside a
created card's quoted ability ("with the ability, ..."), as any line. Other windows stay
manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_WINDOWS = {"since your last turn ended": "since_last_turn", "this turn": "turn"}


@registry.constraint(3, r"^If none of your [Pp]rovinces (?:were|have been) destroyed "
                        r"(?P<when>since your last turn ended|this turn)$")
def _no_province_lost(r: Reader, m: re.Match[str]) -> None:
    cond = r.flags.setdefault("condition", {})
    if "no_province_lost" in cond:
        raise Unread
    cond["no_province_lost"] = _WINDOWS[m["when"]]
