"""Gold costs the player chooses ("* Gold") or reads from a target ("pay Gold equal to his unit's
total Gold Cost"), and what reads the amount paid.

"If there is a star in the icon, it means that the player can choose to pay any amount of
Gold, and the effect scales to the amount paid" [S0 › COSTS #]; "Pay an amount of Gold equal
to the number of units you control:" is a variable cost [CE › NUMBERS AND VALUES].

Record keys:

* cost ``"gold": "chosen"`` ("Battle, * Gold:"): the player names the amount when he announces
  the action; the use carries it (``UseAbility.gold``) and it is paid with the other costs.
* target filter ``"paid"`` ``{"stat": <a stat_filters stat>, "add": N, "cmp": "le" | "lt" |
  "eq"}`` on a record paying ``chosen`` Gold: the target's stat is lower than or equal to /
  lower than / equal to the amount paid plus N ("a target attachment with Gold Cost less than
  or equal to what you paid for this action minus two": ``add -2``, ``le``). The amount is
  named with the targets, so the targeting is checked with it [CE › TAKING ACTIONS › B].
* ``"amount_from": {"paid": true, "add": N}`` on an effect: the amount paid plus N, at least 0
  ("Ranged Attack with strength equal to the amount you paid minus two").
* cost ``"gold_from"`` ``{"card": <target index>, "stat": <a stat_filters stat>, "add": N}``
  ("pay Gold equal to a target Personality's total Gold cost minus 4"): that target's stat
  plus N (at least 0), read when the costs are checked and paid, added to the record's other
  Gold; a change of the stat before the payment is interference with a variable cost [CE ›
  COSTS › Variable costs and interference] (the payment then reads the new value).

:func:`fixed` turns a record and an amount into the record of that use (a number of Gold, the
``paid`` filters as ``stat_min`` / ``stat_max`` bounds, the amounts as numbers); the legal
listing (``uses.py``) offers, per target tuple, the least amount that makes it legal, or every
amount the player can pay when an effect scales with it (:func:`scales`): paying more than
the targets need changes nothing else the card says.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import stat_filters
from l5r_desktop.games.ccg.model.state import GameState

#: The cost ``gold`` value of "* Gold".
CHOSEN = "chosen"
_CMPS = ("le", "lt", "eq")


def is_chosen(rec: dict[str, Any]) -> bool:
    """Does the record's player choose the Gold he pays ("* Gold")?"""
    cost = rec.get("cost")
    return isinstance(cost, dict) and cost.get("gold") == CHOSEN


def _paid_amount(value: Any) -> bool:
    return isinstance(value, dict) and value.get("paid") is True


def scales(rec: dict[str, Any]) -> bool:
    """Does an effect read the amount paid (then every amount is a different use)?"""
    effs = rec.get("effects")
    return isinstance(effs, list) and any(
        isinstance(e, dict) and _paid_amount(e.get("amount_from")) for e in effs)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def problems(rec: dict[str, Any]) -> list[str]:
    """Problems with the record's chosen Gold, ``paid`` filters and amounts, and
    ``gold_from``."""
    out = []
    chosen = is_chosen(rec)
    if chosen and rec.get("timing") not in ("limited", "open", "battle", "battle_open",
                                            "engage"):
        out.append("chosen Gold is named with an action (an action timing)")
    if chosen and "target_player" in rec:
        out.append("chosen Gold with a target player is not read yet")
    listed = rec.get("targets")
    specs = listed if isinstance(listed, list) else []  # (a malformed list: the validator)
    effs = rec.get("effects") if isinstance(rec.get("effects"), list) else []
    for spec in specs:
        if isinstance(spec, dict) and "paid" in spec:
            p = spec["paid"]
            if not chosen:
                out.append("a paid filter compares with chosen Gold (cost gold: chosen)")
            elif not (isinstance(p, dict) and set(p) <= {"stat", "add", "cmp"}
                      and p.get("stat") in stat_filters.STATS and _int(p.get("add", 0))
                      and p.get("cmp") in _CMPS):
                out.append("paid is {stat, add: N, cmp: le|lt|eq}")
    for e in effs:
        if isinstance(e, dict) and _paid_amount(e.get("amount_from")):
            af = e["amount_from"]
            if not chosen:
                out.append("an amount from the Gold paid needs chosen Gold (cost gold: chosen)")
            elif set(af) - {"paid", "add"} or not _int(af.get("add", 0)):
                out.append("amount_from paid is {paid: true, add: N}")
    cost = rec.get("cost")
    src = cost.get("gold_from") if isinstance(cost, dict) else None
    if src is not None:
        n = len(specs)
        if not (isinstance(src, dict) and set(src) <= {"card", "stat", "add"}
                and _int(src.get("card")) and 0 <= src["card"] < n
                and src.get("stat") in stat_filters.STATS and _int(src.get("add", 0))):
            out.append("gold_from is {card: a target index, stat, add: N}")
        elif chosen:
            out.append("gold_from adds to a Gold cost, not to chosen Gold")
    return out


def fixed(rec: dict[str, Any], gold: int) -> dict[str, Any]:
    """The record of a use paying ``gold`` chosen Gold (``rec`` itself when it has none)."""
    if not is_chosen(rec):
        return rec
    out = {**rec, "cost": {**rec["cost"], "gold": max(0, gold)}}
    specs = []
    for spec in rec.get("targets") or ():
        p = spec.get("paid") if isinstance(spec, dict) else None
        if p is None:
            specs.append(spec)
            continue
        bound = gold + int(p.get("add", 0))
        one = {k: v for k, v in spec.items() if k != "paid"}
        top = bound - 1 if p["cmp"] == "lt" else bound
        one["stat_max"] = {**one.get("stat_max", {}), p["stat"]: top}
        if p["cmp"] == "eq":
            one["stat_min"] = {**one.get("stat_min", {}), p["stat"]: bound}
        specs.append(one)
    if specs:
        out["targets"] = specs
    effs = []
    for e in rec.get("effects") or ():
        af = e.get("amount_from") if isinstance(e, dict) else None
        if _paid_amount(af):
            e = {k: v for k, v in e.items() if k != "amount_from"}
            e["amount"] = max(0, gold + int(af.get("add", 0)))
        effs.append(e)
    out["effects"] = effs
    return out


def target_gold(state: GameState, rec: dict[str, Any], targets: tuple[str, ...]) -> int:
    """The Gold a ``gold_from`` cost adds for these targets (0 before they are chosen, or
    when the card left play: nothing to read)."""
    src = (rec.get("cost") or {}).get("gold_from")
    if src is None or src["card"] >= len(targets):
        return 0
    cid = targets[src["card"]]
    if cid not in state.cards or not state.cards[cid].in_play:
        return 0
    return max(0, stat_filters.stat_value(state, cid, src["stat"]) + int(src.get("add", 0)))
