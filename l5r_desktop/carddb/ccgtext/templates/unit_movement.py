"""Units moving to the current battlefield: "Move him to the current battlefield.", "Move
your target Personality to the current battlefield." (``move_unit``, the engine's
``attack/battle_effects.py``) [CE › LOCATIONS]: the unit moves into its controller's side of
the current battlefield; the Second-Battle Rule can stop it [CE › BATTLES › B. COMBAT
SEGMENT].

Only a target of the ability (a targeted or chosen card, "him" after it) is read: the Rules
of Presence and Location let such an action be taken, and its card be targeted, from another
location because it moves the unit there (the engine's ``combat.moves_here``) [CE › BATTLES ›
B. COMBAT SEGMENT, The Rule of Presence / The Rule of Location]. The card moving itself
("Move Kamalakar to ..."), "to a battlefield", "there", "home or to ..." stay manual.

"If he moved, <effect>" / "<effect> if he moved" is the ``moved`` condition
(``templates/conditions.py``, ``cardtext/effect_conditions.py``).
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(205, r"^Move (?P<det>a|your) target (?P<spec>.+) to the current "
                        r"battlefield$")
def _move_target_here(r: Reader, m: re.Match[str]) -> None:
    """"Move your target Personality to the current battlefield": a new target."""
    r.effects.append({"op": "move_unit", "target": r.target(m["det"], m["spec"])})


@registry.sentence(262, r"^Move (?P<who>.+) to the current battlefield$")
def _move_ref_here(r: Reader, m: re.Match[str]) -> None:
    """"Move him / the target / your Monk to the current battlefield": a target already
    named (never the card itself: see the module)."""
    ref = r.ref(m["who"])
    if not isinstance(ref, int):
        raise Unread
    r.effects.append({"op": "move_unit", "target": ref})
