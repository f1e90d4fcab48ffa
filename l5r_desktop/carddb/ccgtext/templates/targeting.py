"""Targeting and the constraints block: "Target a Personality: ...", "Target your performing
Samurai to ...", costs before an effect's colon [S1 › TARGET], [S1 › PERFORM], [S1 › COSTS]."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import DET


@registry.constraint(10, r"^(?P<verb>[Tt]arget|[Cc]hoose|[Bb]ow) your (?:target )?"
                         r"(?P<spec>performing .+)$")
def _performer(r: Reader, m: re.Match[str]) -> None:
    t = r.target("your", m["spec"])
    if m["verb"].lower() == "choose":
        r.targets[t]["choose"] = True
    elif m["verb"].lower() == "bow":
        if r.targets[t].get("bowed") is True:
            raise Unread
        r.targets[t]["bowed"] = False
        r.cost.setdefault("bow_targets", []).append(t)


@registry.constraint(20, rf"^[Tt]arget {DET} (?P<spec>.+)$")
def _target(r: Reader, m: re.Match[str]) -> None:
    r.target(m["det"], m["spec"])


@registry.constraint(30, r"(?i)^bow this card$")
def _bow_self(r: Reader, m: re.Match[str]) -> bool | None:
    if r.cost.get("bow_self"):
        return False
    r.cost["bow_self"] = True
    return None


@registry.constraint(40, r"(?i)^bow this (?:shugenja|personality)$")
def _bow_host(r: Reader, m: re.Match[str]) -> bool | None:
    if not r.attachment:
        return False
    r.cost["bow_host"] = True
    return None


@registry.constraint(50, r"^[Ll]ose (?P<n>\d+) Honor$")
def _lose_honor(r: Reader, m: re.Match[str]) -> None:
    r.cost["lose_honor"] = int(m["n"])


@registry.sentence(100, r"^(?P<c>(?:Target|Choose|Bow) your (?:target )?performing .+?) to "
                        r"(?P<rest>[a-z].+)$")
def _performer_to(r: Reader, m: re.Match[str]) -> None:
    r.constraint(m["c"])
    r.sentence(capital(m["rest"]))


#: "Bow this Shugenja and destroy this Spell to ...": one or two costs before "to"
#: (``Reader.sentence`` does not split such a sentence at its "and").
_THIS = r"this (?:card|Holding|Follower|Item|Spell|Shugenja|Personality)"


@registry.sentence(105, rf"^(?P<c>(?:Bow|Destroy) {_THIS}(?: and (?:bow|destroy) {_THIS})?) to "
                        r"(?P<rest>[a-z].+)$")
def _cost_to(r: Reader, m: re.Match[str]) -> None:
    """"Bow this Shugenja to gain 1 Honor", "Destroy this Holding to draw a card": "to"
    makes the effect after it contingent on the one before [S0 › TO #], which a cost paid
    first gives (the effects happen only when it fully occurs [S1 › COSTS]); the words
    before "to" are read as a clause of the constraints block: bowing or destroying the
    card, or bowing the Personality an attachment is on."""
    for clause in m["c"].split(" and "):
        before = dict(r.cost)
        r.constraint(capital(clause))
        if r.cost == before:
            raise Unread  # read as something else than a cost
    r.sentence(capital(m["rest"]))


@registry.sentence(110, r"^(?:Target|Choose) your (?:target )?performing (?P<spec>[^:]+)$")
def _performer_alone(r: Reader, m: re.Match[str]) -> None:
    r.constraint(m[0])


@registry.sentence(120, rf"^Target {DET} (?P<spec>[^:]+): (?P<rest>.+)$")
def _target_colon(r: Reader, m: re.Match[str]) -> None:
    r.target(m["det"], m["spec"])
    r.sentence(capital(m["rest"]))


@registry.sentence(130, rf"^Target {DET} (?P<spec>[^:]+)$")
def _target_alone(r: Reader, m: re.Match[str]) -> None:
    r.target(m["det"], m["spec"])
