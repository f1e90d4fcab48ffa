"""Ranged and Melee Attacks whose strength grows with the player's Family Honor: "Ranged 3
Attack with +1 strength for every 10 points of Family Honor you have" → the attack with a
player's ``amount_from`` (``games/ccg/cardtext/amounts.py``), read when it resolves; the
target is chosen by the attack's own procedure as for every Ranged Attack
(``templates/attacks.py``)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(46, r"^(?P<k>Ranged|Melee) (?P<n>\d+) Attack,? with \+(?P<m>\d+) strength for "
                       r"every (?P<per>\d+) points of Family Honor you have$")
def _attack_per_honor(r: Reader, m: re.Match[str]) -> None:
    """"Ranged 3 Attack with +1 strength for every 10 points of Family Honor you have": the
    strength read when it resolves (``amounts.py``, a player's ``amount_from``)."""
    r.targets.append({"type": "ranged"})
    r.effects.append({"op": f"{m['k'].lower()}_attack", "target": len(r.targets) - 1,
                      "amount_from": {"player": "you", "family_honor_per": int(m["per"]),
                                      "each": int(m["m"]), "base": int(m["n"])}})


@registry.sentence(44, r"^If the (?P<k>Ranged|Melee) Attack destroyed a card, its owner "
                       r"(?P<v>loses|gains) (?P<n>\d+) Honor$")
def _if_attack_destroyed(r: Reader, m: re.Match[str]) -> None:
    """"If the Ranged Attack destroyed a card, its owner gains 3 Honor": the attack just
    before it (its target, chosen as the action is announced) was destroyed by it in this
    resolution (the condition ``destroyed``, ``effect_conditions.py``); a card that left play
    is under its owner's control again [CE › CARD OWNERSHIP], so "its owner" is the target's
    controller then."""
    last = r.effects[-1] if r.effects else {}
    if last.get("op") != f"{m['k'].lower()}_attack" or not isinstance(last.get("target"), int):
        raise Unread
    t = last["target"]
    r.effects.append({"op": "lose_honor" if m["v"] == "loses" else "gain_honor",
                      "amount": int(m["n"]), "player": "target_controller", "target": t,
                      "if": {"card": t, "destroyed": True}})
