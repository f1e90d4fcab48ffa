"""Province strength given by an effect: "Give each of your provinces +2 strength.", "Give
your Provinces +1 strength.", "Permanently give each of your provinces +1 strength." → the
``province_strength`` effect (``games/ccg/cardtext/provinces.py``; until the end of the turn,
or ``game`` when permanent [CE › DURATION OF EFFECTS]). "Give the current battlefield's
province +3 strength." / "Increase the current battlefield's Province's strength by 2." →
``where: battlefield`` (the Defender's province, for the battle); "+4 or -4" is a choice, an
optional group and its ``otherwise`` [CE › CHOICES]. "Give a Province +3 strength." (chosen) /
"Give a target Province +3 or -3 strength." → a new target, a card in any player's province,
and the effect on that card's province (``target``, ``games/ccg/cardtext/one_province.py``:
the one province, for the turn). "this Province", another player's provinces, and amounts
that depend on something ("for each Ring you control") are not matched: manual. Tried before the
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


def _mark(r: Reader) -> int:
    return 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                   default=0)


@registry.sentence(39, r"^Give the current battlefield's [Pp]rovince (?P<a>[+-]\d+)"
                       r"(?: or (?P<b>[+-]\d+))? strength$")
def _battlefield_province(r: Reader, m: re.Match[str]) -> None:
    first: dict[str, object] = {"op": "province_strength", "amount": int(m["a"]),
                                "where": "battlefield"}
    if m["b"] is None:
        r.effects.append(first)
        return
    k = _mark(r)
    r.effects += [{**first, "optional": k},
                  {"op": "province_strength", "amount": int(m["b"]), "where": "battlefield",
                   "otherwise": k}]


@registry.sentence(39, r"^Increase the current battlefield's [Pp]rovince's strength by "
                       r"(?P<n>\d+)$")
def _increase_battlefield_province(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "province_strength", "amount": int(m["n"]), "where": "battlefield"})


@registry.sentence(39, r"^Give a (?P<t>target )?[Pp]rovince (?P<a>[+-]\d+)(?: or (?P<b>[+-]\d+))? "
                       r"strength$")
def _one_province(r: Reader, m: re.Match[str]) -> None:
    spec: dict[str, object] = {"type": "card", "zone": "province", "controller": "any"}
    if not m["t"]:
        spec["choose"] = True  # "a Province": chosen, not targeted [CE › TARGET]
    r.targets.append(spec)
    t = len(r.targets) - 1
    first: dict[str, object] = {"op": "province_strength", "amount": int(m["a"]), "target": t}
    if m["b"] is None:
        r.effects.append(first)
        return
    k = _mark(r)
    r.effects += [{**first, "optional": k},
                  {"op": "province_strength", "amount": int(m["b"]), "target": t,
                   "otherwise": k}]
