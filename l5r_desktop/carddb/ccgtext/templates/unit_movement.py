"""Units moving to the current battlefield: "Move him to the current battlefield.", "Move
your target Personality to the current battlefield." (``move_unit``, the engine's
``attack/battle_effects.py``) [CE › LOCATIONS]: the unit moves into its controller's side of
the current battlefield; the Second-Battle Rule can stop it [CE › BATTLES › B. COMBAT
SEGMENT].

Only a target of the ability (a targeted or chosen card, "him" after it) is read: the Rules
of Presence and Location let such an action be taken, and its card be targeted, from another
location because it moves the unit there (the engine's ``combat.moves_here``) [CE › BATTLES ›
B. COMBAT SEGMENT, The Rule of Presence / The Rule of Location]. The card moving itself ("Move
Takasho to the current battlefield", "this Personality" on an attachment) is read too: the
same rules let the action be taken by a card whose unit is elsewhere
(``combat.moves_itself``). "there" is read only after the ``enemy_units_here`` condition
("If any enemy units are at the current battlefield: Move Takasho there."); "to a
battlefield", "home or to ...", "at any location" stay manual.

"<effect> as he moves" and "After this moves him, <effect>" put the ``moved`` condition on the
effect [S0 › TO #].

"If he moved, <effect>" / "<effect> if he moved" is the ``moved`` condition
(``templates/conditions.py``, ``cardtext/effect_conditions.py``).
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates import conditions


@registry.sentence(205, r"^Move (?P<det>a|your) target (?P<spec>.+) to the current "
                        r"battlefield$")
def _move_target_here(r: Reader, m: re.Match[str]) -> None:
    """"Move your target Personality to the current battlefield": a new target."""
    r.effects.append({"op": "move_unit", "target": r.target(m["det"], m["spec"])})


@registry.sentence(262, r"^Move (?P<who>.+) to the current battlefield$")
def _move_ref_here(r: Reader, m: re.Match[str]) -> None:
    """"Move him / the target / your Monk / Takasho / this Personality to the current
    battlefield": a target already named, or the card's own unit (the card itself, or on an
    attachment the Personality carrying it; the engine lets such an action be taken while
    that unit is elsewhere, ``combat.moves_itself``)."""
    _move_here(r, r.ref(m["who"]))


@registry.sentence(263, r"^Move (?P<who>.+) there$")
def _move_ref_there(r: Reader, m: re.Match[str]) -> None:
    """"If any enemy units are at the current battlefield: Move Takasho there.": "there" is
    the current battlefield only when the ability's condition named it (``enemy_units_here``,
    ``templates/battle_conditions.py``); any other "there" stays manual."""
    if not (r.flags.get("condition") or {}).get("enemy_units_here"):
        raise Unread
    _move_here(r, r.ref(m["who"]))


@registry.sentence(259, r"^Move (?P<who>.+) home$")
def _move_itself_home(r: Reader, m: re.Match[str]) -> bool | None:
    """"Move this Personality home. Straighten his unit as he moves.": the card's own unit
    moved home, named again by the pronouns after it (``move_home`` on ``self`` / ``host``);
    any other "Move <who> home" is left to ``card_effects.py``."""
    try:
        ref = r.ref(m["who"])
    except Unread:
        return False
    if ref not in ("self", "host"):
        return False
    r.effects.append({"op": "move_home", "target": ref})
    _names(r, ref)
    return None


def _move_here(r: Reader, ref: object) -> None:
    r.effects.append({"op": "move_unit", "target": ref})
    _names(r, ref)


def _names(r: Reader, ref: object) -> None:
    """Nothing targeted: "him" after the card moving itself names it ("Move Takasho there.
    Straighten him if he moved."; ``Reader.subject``)."""
    if ref in ("self", "host") and not r.targets and r.subject is None:
        r.subject = str(ref)


@registry.sentence(52, r"^(?P<rest>[A-Z].+?) as (?P<who>he|she|it) moves$")
def _as_he_moves(r: Reader, m: re.Match[str]) -> None:
    """"Straighten his unit as he moves": the effect happens only if he moves ("'Bow him as he
    moves' means the bowing doesn't happen if the moving is prevented" [S0 › TO #]): the
    ``moved`` condition on an effect written after the movement."""
    _after_movement(r, f"{m['who']} moved", m["rest"])


@registry.sentence(53, r"^After this moves (?P<obj>him|her|it), (?P<rest>[a-z].+)$")
def _after_this_moves(r: Reader, m: re.Match[str]) -> None:
    """"After this moves him, straighten his unit": "effects linked by the word 'as' or
    'after' mean the first effect depends on the second" [S0 › TO #]: the ``moved``
    condition."""
    _after_movement(r, f"this moved {m['obj']}", m["rest"])


def _after_movement(r: Reader, cond_text: str, rest: str) -> None:
    """``rest`` under the ``moved`` condition, only after an effect written before that moves
    the same card (the movement the phrase depends on)."""
    start = len(r.effects)
    moving = {e.get("target") for e in r.effects if e.get("op") in ("move_home", "move_unit")}
    conditions.conditional(r, cond_text, rest)
    if r.effects[start]["if"].get("card") not in moving:
        raise Unread
