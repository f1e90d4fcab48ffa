"""Effects on a card chosen as they resolve (``games/ccg/cardtext/chosen_effects.py``):
"Discard a card." as an effect sentence (a card of the player's hand, his choice, after the
effects before it: a search, a draw) → ``discard_chosen`` [CE › CHOICES]. "Discard a card"
before a colon or "to" is a cost (``hand_costs.py``, ``discard_costs.py``), read there."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(150, r"^Discard a card$")
def _discard_chosen(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "discard_chosen"})
