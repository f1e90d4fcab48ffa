"""Durations of stat bonuses and penalties: "Give him +2F until the end of the battle.",
"Permanently give him +1F." Ongoing effects last until the end of the turn unless the text
says otherwise: "permanent" or "until" a game time overrides that [S1 › DURATION OF EFFECTS].
The engine keeps a modifier for the turn, the battle, the game or until the next turn of the
player applying it begins (``model.ids.Duration``: "until your next turn begins"). "Give him
+2F while he remains in play" lasts as long as the modified card stays in play, which is what
a modifier with no end does: a card leaving play loses its modifiers ("while X remains Y" does
not reapply [S1 › DURATION OF EFFECTS]; memory of ongoing effects ends [S1 › DURATION OF
EFFECTS › Tracking rule]), so it is read as "game". "While <another card> remains in play",
"until your next turn ends" and other durations stay unread. Only stat changes take a
duration here (instantaneous effects have none)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread

_UNTIL = {"the end of the turn": "turn", "the end of this turn": "turn", "the turn ends": "turn",
          "end of turn": "turn", "the end of the battle": "battle", "the battle ends": "battle",
          "this battle ends": "battle", "the end of this battle": "battle",
          "the end of the game": "game", "the game ends": "game",
          "your next turn begins": "next_turn", "the beginning of your next turn": "next_turn",
          "the start of your next turn": "next_turn"}


def _lasting(r: Reader, rest: str, duration: str) -> None:
    start = len(r.effects)
    r.sentence(capital(rest))
    added = r.effects[start:]
    if not added or any(e["op"] not in ("modify_stat", "set_stat")
                        or e.get("duration") != "turn" for e in added):
        raise Unread
    for e in added:
        e["duration"] = duration


@registry.sentence(40, r"^(?P<rest>[A-Z].+?),? until (?P<until>[a-z][a-z ]+)$")
def _until(r: Reader, m: re.Match[str]) -> None:
    duration = _UNTIL.get(m["until"])
    if duration is None:
        raise Unread
    _lasting(r, m["rest"], duration)


@registry.sentence(41, r"^Permanently (?P<rest>give .+)$")
def _permanently(r: Reader, m: re.Match[str]) -> None:
    _lasting(r, m["rest"], "game")


@registry.sentence(42, r"^(?P<rest>[A-Z].+?),? while (?P<who>he|she|it) remains in play$")
def _while_in_play(r: Reader, m: re.Match[str]) -> None:
    start = len(r.effects)
    _lasting(r, m["rest"], "game")
    ref = r.ref({"he": "him", "she": "her"}.get(m["who"], m["who"]))
    if any(e.get("target") != ref for e in r.effects[start:]):
        raise Unread  # "while he remains in play" about another card than the modified one
