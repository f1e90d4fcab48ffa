"""Effects on players: gain or lose Honor, a target's controller gains or loses Honor, draw
cards, take the Imperial Favor."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number


@registry.sentence(300, r"^(?P<v>Gain|Lose) (?P<n>\d+) Honor$")
def _honor(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": f"{m['v'].lower()}_honor", "amount": int(m["n"]), "player": "you"})


@registry.sentence(310, r"^His controller (?P<v>gains|loses) (?P<n>\d+) Honor$")
def _controller_honor(r: Reader, m: re.Match[str]) -> None:
    others = r.others()
    if len(others) != 1:
        raise Unread
    eff = {"op": f"{m['v'][:-1]}_honor", "amount": int(m["n"]), "player": "target_controller"}
    if others[0]:
        eff["target"] = others[0]  # whose controller: not the first target
    r.effects.append(eff)


@registry.sentence(320, r"^Draw (?P<n>a|two|three|\d+) cards?$")
def _draw(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "draw", "amount": number(m["n"]), "player": "you"})


@registry.sentence(330, r"^Take the Imperial Favor$")
def _favor(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "take_favor", "player": "you"})
