"""A target of one of two descriptions: "Target an Air Shugenja or a Holding", "target a
dishonorable Personality or a Follower" → a spec with ``any_of`` (each description a spec of
its own, ``games/ccg/cardtext/targets.py``). The "a/an" before the second description makes
it a whole description of its own; "a Personality or Follower" (one description, two types)
is read by the spec words. Also "a card ... in a unit led by a dishonorable Personality" (the
spec's ``led_by`` [CE › UNIT]) and "a <spec> with a Political ability" (``ability_keyword``
[CE › ABILITIES])."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec

#: "Air Shugenja": an element keyword before a keyword only Personalities carry.
_ELEMENT_PERSON = re.compile(r"^(?P<el>Air|Earth|Fire|Water|Void) (?P<kw>Shugenja|Samurai|"
                             r"Courtier|Monk)$")

_EITHER = r"(?P<det>a|an) (?P<a>[^:]+?) or (?:a|an) (?P<b>[^:]+?)"
_LED = r"(?P<det>a|an) (?P<a>[^:]+?) in a unit led by a dishonorable Personality"


def _add(r: Reader, found: dict[str, Any]) -> None:
    r.targets.append(found)
    r.named = len(r.targets) - 1


def _description(text: str) -> dict[str, Any]:
    """One description: the spec words, or "<Element> <Shugenja>" (both keywords)."""
    if g := _ELEMENT_PERSON.match(text):
        return {"type": "personality", "keyword": [g["el"], g["kw"]]}
    return spec(text, "a")


def _either(r: Reader, m: re.Match[str]) -> None:
    one, two = _description(m["a"]), _description(m["b"])
    if one.get("performer") or two.get("performer") or one == two:
        raise Unread
    _add(r, {"any_of": [one, two]})


def _led(r: Reader, m: re.Match[str]) -> None:
    found = spec(m["a"], "a")
    if found.get("performer"):
        raise Unread
    found["led_by"] = {"dishonorable": True}
    _add(r, found)


@registry.constraint(18, rf"^[Tt]arget {_EITHER}$")
def _either_constraint(r: Reader, m: re.Match[str]) -> None:
    _either(r, m)


@registry.sentence(119, rf"^Target {_EITHER}: (?P<rest>.+)$")
def _either_sentence(r: Reader, m: re.Match[str]) -> None:
    _either(r, m)
    r.sentence(capital(m["rest"]))


@registry.constraint(17, rf"^[Tt]arget {_LED}$")
def _led_constraint(r: Reader, m: re.Match[str]) -> None:
    _led(r, m)


@registry.sentence(117, rf"^Target {_LED}: (?P<rest>.+)$")
def _led_sentence(r: Reader, m: re.Match[str]) -> None:
    _led(r, m)
    r.sentence(capital(m["rest"]))


_ABILITY = (r"(?P<det>a|your) target (?P<a>[^:]+?) with an? (?P<kw>Political|Tactical|Kiho|Ninja) "
            r"ability")
_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy"}


@registry.sentence(194, rf"^(?P<v>Bow|Straighten|Destroy) {_ABILITY}$")
def _verb_with_ability(r: Reader, m: re.Match[str]) -> None:
    t = r.target(m["det"], m["a"])
    if r.targets[t].get("performer"):
        raise Unread
    r.targets[t]["ability_keyword"] = m["kw"].lower()
    r.effects.append({"op": _VERBS[m["v"]], "target": t})
