"""The Rule of Presence waived in the constraints block: "Even if you control no units at the
current battlefield, ..." -> the record's ``no_presence`` ("The phrase 'Even if you control no
units at the current battlefield' is intended to ignore the rule of Presence, but not
necessarily Location" [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Presence];
``attack/choices.is_absent``). Only on a Battle or Engage action (the validator)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(2, r"^[Ee]ven if you control no units at the current battlefield$")
def _no_presence(r: Reader, m: re.Match[str]) -> None:
    if r.flags.get("no_presence"):
        raise Unread
    r.flags["no_presence"] = True
