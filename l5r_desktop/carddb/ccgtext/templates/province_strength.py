"""Province strength given by an effect: "Give each of your provinces +2 strength.", "Give
your Provinces +1 strength.", "Permanently give each of your provinces +1 strength." → the
``province_strength`` effect (``games/ccg/cardtext/provinces.py``; until the end of the turn,
or ``game`` when permanent [CE › DURATION OF EFFECTS]). One province ("the current
battlefield's province", "a target Province"), another player's provinces, and amounts that
depend on something ("for each Ring you control") are not matched: manual. Tried before the
durations' "Permanently give ..." (``durations.py``, which reads stat changes on cards only)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(39, r"^(?P<perm>Permanently give|Give) (?:each of )?your [Pp]rovinces "
                        r"(?P<n>[+-]\d+) strength(?: \(this turn\))?$")
def _province_strength(r: Reader, m: re.Match[str]) -> None:
    effect: dict[str, object] = {"op": "province_strength", "amount": int(m["n"])}
    if m["perm"].startswith("Permanently"):
        effect["duration"] = "game"
    r.effects.append(effect)
