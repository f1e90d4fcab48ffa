""""Refill it face-up." / "Refill the Province face-up." after a trigger of the card entering
play from a province → ``refill_face_up`` on the card itself (``games/ccg/cardtext/
refills.py``): the province it left is refilled face up [CE › AREAS OF THE GAME ›
PROVINCES]. Read only in a triggered ability about the card itself with nothing targeted
("it" is then its province); ``triggers.py`` refuses it after any other trigger."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(70, r"^[Rr]efill (?:it|the [Pp]rovince) face-up$")
def _refill_face_up(r: Reader, m: re.Match[str]) -> None:
    if r.subject != "self" or r.targets or r.effects:
        raise Unread
    r.effects.append({"op": "refill_face_up", "target": "self"})
