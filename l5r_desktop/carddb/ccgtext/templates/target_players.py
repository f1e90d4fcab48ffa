"""A player as the target or the choice of an ability (the engine's ``target_player``,
``cardtext/player_targets.py``): "A target player gains or loses 2 Honor.", "Choose a player,
who loses 3 Honor.", "Choose a player. He gains or loses 1 Honor." ("Targets can be cards,
players, ..." [CE › TARGET]; choosing is not targeting [S1 › TARGET]). "Gains or loses" is one
or the other, chosen by the player taking the action when the effect resolves [CE › CHOICES]
(an optional group and its ``otherwise``, ``cardtext/optional.py``).

One player per ability. Left unread: "another player" as a target ("Target another player:
..."), a player chosen in the constraints block, the player's other doings ("discards a card",
"shows a card", "may ..."), Honor amounts read from cards, and a target player in a triggered
trait (a trait chooses nothing in the engine).
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_HONOR = r"(?P<v>gains or loses|gains|loses) (?P<n>\d+) Honor"


def _player(r: Reader, choose: bool) -> None:
    """Name the ability's player (one only)."""
    if "target_player" in r.flags:
        raise Unread
    r.flags["target_player"] = {"who": "any", **({"choose": True} if choose else {})}
    r.player_named = len(r.effects)


def _honor(r: Reader, verb: str, n: str) -> None:
    """The named player gains, loses, or gains or loses ``n`` Honor."""
    amount = int(n)
    gain: dict[str, Any] = {"op": "gain_honor", "amount": amount, "player": "target_player"}
    lose: dict[str, Any] = {"op": "lose_honor", "amount": amount, "player": "target_player"}
    if verb == "gains":
        r.effects.append(gain)
    elif verb == "loses":
        r.effects.append(lose)
    else:
        mark = 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                       default=0)
        r.effects += [{**gain, "optional": mark}, {**lose, "otherwise": mark}]


@registry.sentence(325, rf"^A target player {_HONOR}$")
def _target_player_honor(r: Reader, m: re.Match[str]) -> None:
    _player(r, choose=False)
    _honor(r, m["v"], m["n"])


@registry.sentence(326, rf"^Choose a player,? who {_HONOR}$")
def _chosen_player_honor(r: Reader, m: re.Match[str]) -> None:
    _player(r, choose=True)
    _honor(r, m["v"], m["n"])


@registry.sentence(327, r"^Choose a player$")
def _choose_a_player(r: Reader, m: re.Match[str]) -> None:
    """"Choose a player." alone: the next sentence names him ("He gains or loses 1 Honor");
    a record whose effects never name him is refused (``player_targets.problems``)."""
    _player(r, choose=True)


@registry.sentence(328, rf"^He {_HONOR}$")
def _he_honor(r: Reader, m: re.Match[str]) -> bool | None:
    """"He" right after "Choose a player." is that player (the last thing mentioned
    [CE › PRONOUNS])."""
    if r.player_named != len(r.effects):  # not right after "Choose a player."
        return False
    _honor(r, m["v"], m["n"])
    return None
