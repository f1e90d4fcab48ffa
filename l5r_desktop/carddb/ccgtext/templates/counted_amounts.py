"""Effects whose amount is a count the engine reads when the effect resolves
(``amount_from`` ``count``, ``games/ccg/cardtext/amounts.py``):

- "Draw a card for each player who has had a province destroyed this game." -> ``draw``
  with ``{"count": "players_lost_province"}`` (0 such players: nothing is drawn).

Other counts ("for each Holding you control", "for each card in your hand") stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(40, r"^Draw (?:one|a) card for each player who has had a province "
                       r"destroyed this game$")
def _draw_per_lost_province(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "draw", "amount_from": {"count": "players_lost_province"},
                      "player": "you"})
