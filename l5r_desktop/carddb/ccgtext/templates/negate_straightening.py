"""Negating a card's straightening (``cardtext/straightening.py``): "Negate its|his|her [next]
straightening" with "(this turn)" (read as "until the end of the turn"), "this game" or
"until your next turn begins" (or nothing: the turn), the card being the one the pronoun
names. "Until the end of the turn" / "(this turn)" is the default, the same duration; other
durations ("until your next Events Phase begins", "while ... remains ...") and other cards
("your Stronghold's") stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader

_UNTIL = {None: "turn", "the end of the turn": "turn", "the turn ends": "turn",
          "your next turn begins": "next_turn"}


@registry.sentence(39, r"^Negate (?P<whose>its|his|her) (?P<next>next )?straightening"
                       r"(?: (?P<game>this game)| until (?P<until>the end of the turn|"
                       r"the turn ends|your next turn begins))?$")
def _negate_straightening(r: Reader, m: re.Match[str]) -> None:
    who = r.ref({"its": "it", "his": "him", "her": "her"}[m["whose"]])
    effect = {"op": "negate_straightening", "target": who}
    if m["next"]:
        effect["next"] = True
    duration = "game" if m["game"] else _UNTIL[m["until"]]
    if duration != "turn":
        effect["duration"] = duration
    r.effects.append(effect)
