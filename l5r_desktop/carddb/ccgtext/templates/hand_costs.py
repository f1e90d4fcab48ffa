""""Discard a card" in the constraints block: a card of the player's own hand, chosen (not
targeted) and discarded as a cost (``games/ccg/cardtext/hand_costs.py``: a target spec with
``"zone": "hand"`` and the cost ``discard_targets``). "By default, the phrase 'discard a card'
refers to discarding a Fate card from hand" [CE › AREAS OF THE GAME › DISCARD PILES]; the
cost is paid with the others [CE › COSTS]. The effects may read the card afterwards as "the
discarded card" (``Reader.ref``: "a Force bonus equal to the discarded card's Focus Value").
Discarding a card from a province or another player's hand, two cards, or "may discard" stay
manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.constraint(62, r"^[Dd]iscard a card$")
def _discard_a_card(r: Reader, m: re.Match[str]) -> None:
    """One card of your hand, chosen with the targets and discarded when the costs are
    paid."""
    if r.cost.get("discard_targets"):
        raise Unread  # two cards: "Discard a card and a card" is no wording we know
    r.targets.append({"type": "card", "zone": "hand", "controller": "you", "choose": True})
    t = len(r.targets) - 1
    r.cost_only.add(t)
    r.cost["discard_targets"] = [t]
