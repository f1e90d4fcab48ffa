"""Discarding the Imperial Favor as a cost: "Discard the Imperial Favor to draw a card.", and
"discard the Imperial Favor" in a constraints block (``discard_favor``, paid only by the
Favor's controller [CE › THE IMPERIAL FAVOR]); the ``Favor`` ability keyword is read in
heads, and a Favor ability without this cost stays manual (the ability validator refuses it:
"Favor actions require that their player control the Imperial Favor" [S0 › USING ABILITIES])."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread


def _pay(r: Reader) -> None:
    if r.cost.get("discard_favor"):
        raise Unread
    r.cost["discard_favor"] = True


@registry.constraint(55, r"^[Dd]iscard the Imperial Favor$")
def _favor_constraint(r: Reader, m: re.Match[str]) -> None:
    _pay(r)


@registry.sentence(60, r"^Discard the Imperial Favor to (?P<rest>[a-z].+)$")
def _favor_to(r: Reader, m: re.Match[str]) -> None:
    _pay(r)
    r.sentence(capital(m["rest"]))
