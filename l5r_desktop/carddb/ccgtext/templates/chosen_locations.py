"""Units moved to a location the player chooses: "Move him to a battlefield.", "Move your
target Monk to another location.", "Move him to a different location.", "Move Takasho home or
to a battlefield with enemy units.", "Move him to a battlefield where he would be opposed."
(``move_chosen``, the engine's ``cardtext/chosen_locations.py``) [CE › LOCATIONS], [CE ›
CHOICES].

The location is chosen as the effect resolves, by the player taking the action, never the one
the unit is at; "a different location" / "another location" is home or any other
battlefield; "with (one or more) enemy units" and "where he would be opposed" keep the
battlefields whose side opposing the unit's controller has units (he would be in his
controller's side there [CE › OPPOSED]). The one moved is a target named before or made here
("your target <spec>"), or the card's own unit ("Takasho", "this Personality"): the engine
then lets the action be taken from elsewhere when it can move the unit to the current
battlefield (``combat.moves_itself_now``). "(not necessarily this one)", "an adjacent
battlefield" and other destinations stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_ENEMIES = r" with (?:one or more )?enemy units| where (?:he|she|it) would be opposed"


@registry.sentence(264, r"^Move (?P<who>.+?) (?P<home>home or )?to (?:a battlefield"
                        rf"(?P<opposed>{_ENEMIES})?|(?P<other>a different|another) "
                        r"location)$")
def _move_chosen(r: Reader, m: re.Match[str]) -> None:
    """"Move <who> [home or] to a battlefield [with enemy units]", "... to a different
    location": ``move_chosen`` with the locations the words allow."""
    if m["other"] and (m["home"] or m["opposed"]):
        raise Unread  # not a wording of the cards
    ref = r.target_or_ref(m["who"])
    to = ["home", "battlefield"] if m["home"] or m["other"] else ["battlefield"]
    eff = {"op": "move_chosen", "target": ref, "to": to}
    if m["opposed"]:
        eff["opposed"] = True
    r.effects.append(eff)
    if ref in ("self", "host") and not r.targets and r.subject is None:
        r.subject = str(ref)  # "If she moved, straighten her": the card itself
