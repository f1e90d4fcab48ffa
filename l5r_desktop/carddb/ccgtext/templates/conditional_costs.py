"""Conditional bow costs in the constraints block: "Bow <this card / its name> unless you have
Reconnaissance", "bow this Shugenja unless he is Fire" (an attachment's carrier) → the bow cost
with the cost's ``unless`` condition (``games/ccg/cardtext/costs.py``): when the condition holds
as the costs are paid, the card does not bow and need not be able to [CE › COSTS].

Conditions read: "you have Reconnaissance" (``reconnaissance``), and on an attachment
"he/she is <Keyword>" about its carrier (``host_keyword``). Others ("unless he has won a duel
this turn") stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


def _condition(text: str, bowed: str) -> dict[str, Any]:
    if text == "you have Reconnaissance":
        return {"reconnaissance": True}
    m = re.fullmatch(r"(?:he|she) is (?P<kw>[A-Z][a-z]+)", text)
    if m is not None and bowed == "bow_host" and m["kw"] not in ("Unique", "Human"):
        return {"host_keyword": m["kw"]}
    raise Unread


@registry.constraint(35, r"^[Bb]ow (?P<who>.+?) unless (?P<cond>.+)$")
def _bow_unless(r: Reader, m: re.Match[str]) -> None:
    who = r.ref(m["who"]) if m["who"] not in ("this card",) else "self"
    if who == "self":
        key = "bow_self"
    elif who == "host":
        key = "bow_host"
    else:
        raise Unread
    if r.cost.get(key) or "unless" in r.cost:
        raise Unread
    r.cost[key] = True
    r.cost["unless"] = _condition(m["cond"], key)


#: What "one of his <word>" may be, and the card types it adds to the target: a Weapon is an
#: Item or a Spell with that keyword (a Weapon Spell is a Weapon too) [CE › KEYWORDS].
_OWN = {"Weapons": ({"keyword": "Weapon"}, ["item", "spell"]),
        "Spells": ({"type": "spell"}, ["spell"]), "Items": ({"type": "item"}, ["item"]),
        "Followers": ({"type": "follower"}, ["follower"])}


@registry.constraint(34, r"^[Bb]ow (?P<who>[^,]+?) or one of (?:his|her|its) "
                         r"(?P<what>Weapons|Spells|Items|Followers)$")
def _bow_self_or_own(r: Reader, m: re.Match[str]) -> None:
    """"Bow Kaze or one of his Weapons": the card itself or one of its attachments that
    fits, chosen (not targeted [S1 › TARGET]) as the action is announced and bowed as its
    cost (``bow_targets``; a bowed card cannot pay [CE › COSTS])."""
    if r.ref(m["who"]) != "self" or r.kind != "personality":
        raise Unread
    own, kinds = _OWN[m["what"]]
    r.targets.append({"type": ["personality", *kinds], "controller": "you",
                      "bowed": False, "choose": True, "self_or_attached": own})
    t = len(r.targets) - 1
    r.cost_only.add(t)
    r.cost.setdefault("bow_targets", []).append(t)


@registry.constraint(3, r"^If there is a dead Personality in any (?:player's )?discard pile$")
def _dead_in_a_pile(r: Reader, m: re.Match[str]) -> None:
    """The ability's condition ``dead_in_a_pile``, checked when it is announced
    [CE › ABILITIES] (``ability_conditions.py``)."""
    if "dead_in_a_pile" in r.flags.get("condition", {}):
        raise Unread
    r.flags.setdefault("condition", {})["dead_in_a_pile"] = True
