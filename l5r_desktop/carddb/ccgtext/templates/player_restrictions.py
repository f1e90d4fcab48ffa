""""You may not declare an attack [this turn]." (core lane): the ``no_attack`` restriction of
``games/ccg/cardtext/restrictions.py`` on the player taking the action, until the end of the
turn [CE › DURATION OF EFFECTS › Ongoing effects], [CE › ATTACK PHASE]."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(108, r"^You may not declare an attack(?: this turn)?$")
def _no_attack(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "no_attack", "player": "you"})
