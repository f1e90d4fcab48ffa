"""Targets placed by the ability's own card: "your performing Follower in <this card>'s
unit" (the spec's ``same_unit``) and "a Personality at <this card>'s location" (``here``)
[CE › UNIT], [CE › LOCATIONS] (``games/ccg/cardtext/targets.py``). The card is named by its
name, "this card", or on an attachment "this Personality" (the same unit and location as the
attachment's). Such a target in the constraints block (chosen as the performer, targeted, or
bowed as a cost) and the sentence ``Target <spec> at/in ...: <effects>``. Other cards' units
or locations stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import DET

_PLACE = r" (?P<prep>in|at) (?P<who>[^:']+?)'s (?P<what>unit|location)"
_KEYS = {("in", "unit"): "same_unit", ("at", "location"): "here"}


def _placed(r: Reader, verb: str, det: str, spec_text: str, m: re.Match[str]) -> None:
    key = _KEYS.get((m["prep"], m["what"]))
    if key is None or r.ref(m["who"]) not in ("self", "host"):
        raise Unread
    before = len(r.targets)
    clause = f"{verb} {det} {spec_text}"
    r.constraint(clause)
    if len(r.targets) != before + 1:
        raise Unread
    r.targets[-1][key] = True
    r.named = len(r.targets) - 1


@registry.constraint(5, rf"^(?P<verb>[Tt]arget|[Cc]hoose|[Bb]ow) {DET} (?P<spec>[^:]+?){_PLACE}$")
def _constraint(r: Reader, m: re.Match[str]) -> None:
    _placed(r, m["verb"], m["det"], m["spec"], m)


@registry.sentence(118, rf"^Target {DET} (?P<spec>[^:]+?){_PLACE}: (?P<rest>.+)$")
def _sentence(r: Reader, m: re.Match[str]) -> None:
    _placed(r, "Target", m["det"], m["spec"], m)
    r.sentence(capital(m["rest"]))
