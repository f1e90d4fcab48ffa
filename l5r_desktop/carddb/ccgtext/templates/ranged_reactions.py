"""Reactions to a Ranged Attack's targeting that change its strength (engine:
``cardtext/attack_strength.py``, answered in the window of ``cardtext/targeted.py``):

``[keywords] Reaction[, costs]: [If <this card> is at the current battlefield, ]after a Ranged
Attack is targeted[:|,] Give <it | the Ranged Attack> +N [or -N] strength.``

-> trigger ``{"event": "targeted", "card": "any", "attack": "ranged"}`` (any player's Ranged
Attack on any card), the effect ``attack_strength`` (``+N or -N``: an optional group and its
``otherwise``, the responding player choosing [CE › CHOICES]), and "If <this card> is at the
current battlefield" the ability's condition ``at_current`` (its unit is there when the
Reaction is taken [CE › ABILITIES]). "a Melee or Ranged Attack" (either order): trigger and
effect ``"attack": "melee_or_ranged"``. Whose attack ("your Ranged Attack"), Melee Attacks
alone, "will not have their strength reduced" and further sentences stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*"
    r"(?:If (?P<who>[^,:]+?) is at the current battlefield, a|A)fter a "
    r"(?P<kind>Ranged|Melee or Ranged|Ranged or Melee) [Aa]ttack is "
    r"targeted(?::|,) [Gg]ive (?:it|the Ranged Attack) (?P<a>[+-]\d+)(?: or (?P<b>[+-]\d+))? "
    r"strength\.$")


@registry.line(14)
def ranged_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After a Ranged Attack is targeted: Give it +2 strength." (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    attack = "ranged" if m["kind"] == "Ranged" else "melee_or_ranged"
    if attack != "ranged" and "the Ranged Attack" in line:
        raise Unread  # "give the Ranged Attack" after "a Melee or Ranged Attack"
    record: dict[str, Any] = {"timing": "reaction",
                              "trigger": {"event": "targeted", "card": "any",
                                          "attack": attack}}
    if m["who"] is not None:
        if m["who"] not in names(card) or card.type.value not in (
                "personality", "follower", "item", "spell"):
            raise Unread  # a card in a unit: a Holding is never at a battlefield
        record["condition"] = {"at_current": True}
    read_head(m["kws"], m["costs"], card, record)
    a = int(m["a"])
    if not a:
        raise Unread
    kind = {} if attack == "ranged" else {"attack": attack}
    if m["b"] is None:
        record["effects"] = [{"op": "attack_strength", "amount": a, **kind}]
    else:
        b = int(m["b"])
        if not b or b == a:
            raise Unread
        record["effects"] = [{"op": "attack_strength", "amount": a, **kind, "optional": 1},
                             {"op": "attack_strength", "amount": b, **kind, "otherwise": 1}]
    return record
