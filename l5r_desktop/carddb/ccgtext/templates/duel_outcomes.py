"""Challenges a Personality issues and the consequences its text writes
(``games/ccg/duel_consequences.py``): "Makoto challenges a target enemy Personality. Bow and
dishonor the loser." [CE › CHALLENGES AND DUELS]. "There is no default consequence of winning
or losing a duel" [CE › DUELS › I]: a challenge whose text names none gets ``none``; the
challenge cannot be refused unless its text allows it [CE › CHALLENGES], and a text that does
stays manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_LOSER = r"the (?:duel's )?loser"
_WINNER = r"the (?:duel's )?winner"


@registry.sentence(185, r"^(?P<who>.+?) challenges (?P<det>a|your) target (?P<spec>.+?)"
                        r"(?P<force> to a duel of Force)?$")
def _challenge(r: Reader, m: re.Match[str]) -> None:
    """The ability's own Personality, or your target Personality (the challenger is the
    first of the ability's Personalities the player controls: ``battle_effects``), challenges
    a target Personality."""
    if any(e["op"] == "challenge" for e in r.effects) or r.targets:
        raise Unread  # one duel per ability, its Personalities its only targets
    if mine := re.match(r"^[Yy]our target (?P<spec>.+)$", m["who"]):
        challenger = r.target("your", mine["spec"])
        if r.targets[challenger].get("type") != "personality":
            raise Unread
    elif m["who"].startswith("this ") or r.attachment or r.ref(m["who"]) != "self":
        raise Unread  # the Personality's own name: "Makoto challenges ..."
    target = r.target(m["det"], m["spec"])
    if r.targets[target].get("type") != "personality":
        raise Unread
    effect: dict[str, Any] = {"op": "challenge", "target": target, "token": "none"}
    if m["force"]:
        effect["stat"] = "force"
    r.effects.append(effect)


@registry.sentence(1, r"^.*\b(?:[Hh]im|[Hh]er|[Hh]e|[Ss]he|[Hh]is|[Ii]t|[Tt]he target)\b.*$")
def _no_pronouns_after_a_duel(r: Reader, m: re.Match[str]) -> bool:
    """After a challenge, "him" may be the loser or the winner, not the target the reader
    would take: a sentence naming someone by a pronoun leaves the ability manual."""
    if any(e["op"] == "challenge" for e in r.effects):
        raise Unread
    return False  # not a duel: the other templates read it


def _consequence(r: Reader, name: str) -> None:
    """Add a consequence to the ability's challenge (written before it)."""
    duels = [e for e in r.effects if e["op"] == "challenge"]
    if len(duels) != 1 or r.effects[-1] is not duels[0]:
        raise Unread
    token = duels[0]["token"]
    duels[0]["token"] = name if token == "none" else f"{token}+{name}"


@registry.sentence(190, rf"^(?P<a>Destroy|Bow|Dishonor)(?: and (?P<b>destroy|bow|dishonor))? "
                        rf"{_LOSER}$")
def _verb_loser(r: Reader, m: re.Match[str]) -> None:
    """"Bow the loser", "Dishonor and bow the duel's loser" (in the order written)."""
    _consequence(r, f"{m['a'].lower()}_loser")
    if m["b"]:
        _consequence(r, f"{m['b']}_loser")


@registry.sentence(192, rf"^Move {_LOSER} home$")
def _move_loser_home(r: Reader, m: re.Match[str]) -> None:
    _consequence(r, "move_home_loser")


@registry.sentence(193, rf"^Give (?P<who>{_LOSER}|{_WINNER}) (?P<n>[+-]\d+)F$")
def _force(r: Reader, m: re.Match[str]) -> None:
    side = "loser" if "loser" in m["who"] else "winner"
    _consequence(r, f"{side}_force:{int(m['n'])}")


@registry.sentence(194, rf"^The controller of {_WINNER} gains (?P<n>\d+) Honor$")
def _winner_honor(r: Reader, m: re.Match[str]) -> None:
    _consequence(r, f"winner_gains_honor:{int(m['n'])}")
