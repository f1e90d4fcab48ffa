"""Reconnaissance (the engine's ``cardtext/reconnaissance.py``): a state card text gives a
player at a battlefield and other card text asks about.

- "If you have Reconnaissance" in the constraints block is the ability's condition
  ``{"reconnaissance": true}``, checked when the action is announced [CE › ABILITIES]
  ("Battle: If you have Reconnaissance: Ranged 2 Attack.");
- "... if you have Reconnaissance" after an effect is the effect's condition (read by
  ``templates/conditions.py``: ``{"player": "you", "reconnaissance": true}``), e.g. "Ranged 3
  Attack with +2 strength if you have Reconnaissance." (``templates/alternatives.py``);
- "You have Reconnaissance at this battlefield / at the current battlefield." is the
  ``reconnaissance`` effect (the player has it at the current battlefield). "there" and "at
  their battlefields" stay manual, and so do the "Recon" keyword's Reactions "after engaging"
  (no such trigger yet) and "Bow <card> unless you have Reconnaissance" (a cost with a
  condition).
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(4, r"^If you have Reconnaissance$")
def _if_reconnaissance(r: Reader, m: re.Match[str]) -> None:
    """The ability's condition: the player has Reconnaissance at the current battlefield."""
    cond = r.flags.setdefault("condition", {})
    if "reconnaissance" in cond:
        raise Unread
    cond["reconnaissance"] = True


@registry.sentence(196, r"^You have Reconnaissance (?:at this|at the current) battlefield$")
def _have_reconnaissance(r: Reader, m: re.Match[str]) -> None:
    """"You have Reconnaissance at this battlefield.": the ``reconnaissance`` effect."""
    r.effects.append({"op": "reconnaissance"})
