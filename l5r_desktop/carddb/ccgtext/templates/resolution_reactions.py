"""Reactions after the resolution of an action that bowed a card
(``cardtext/resolution_triggers.py``):

``[keywords] Reaction[, costs]: After the resolution of <an|your|another player's> action
that bowed a <Type or Keyword> [at <this card>'s battlefield|location], <constraints>: <effects>``
(or ``...: <effects>`` with no constraints) -> trigger ``resolved_bowed`` (``card`` any, ``by``
you/other, ``type`` / ``keyword``, ``here``). In the constraints, ``target him|her|it`` is the
bowed card (a target spec ``"trigger_card": "is"``) and ``target a <spec> at the same
location`` a card at its location (``"near"``); the effects are read as an action's, "him"
naming the target. "An action that bowed" counts the action's effects, not its costs
[CE › TAKING ACTIONS FROM ABILITIES › C, D]. Moved / destroyed / "gave a Force penalty",
Rings, "at a battlefield at this province" and effects naming the bowed card without
targeting it stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import PRONOUNS, Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_body, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*After the resolution of "
    r"(?P<whose>an?|your|another player's) action that bowed (?:a|an) (?P<what>[A-Z][a-z]+)"
    r"(?: at (?P<at>[^:,]+?)'s (?P<where>battlefield|location))?(?P<sep>:|,) (?P<rest>.+)$")
_BY = {"your": "you", "another player's": "other"}
_TYPES = {"Personality": "personality", "Follower": "follower", "Holding": "holding",
          "Item": "item", "Spell": "spell"}
_NEAR = re.compile(r"^target (?P<det>a|an|your) (?P<spec>.+) at the same location$")


def _trigger(m: re.Match[str], card: CardDef) -> dict[str, Any]:
    trigger: dict[str, Any] = {"event": "resolved_bowed", "card": "any"}
    if m["whose"] in _BY:
        trigger["by"] = _BY[m["whose"]]
    what = m["what"]
    if what in _TYPES:
        trigger["type"] = _TYPES[what]
    else:
        raise Unread  # a Ring, a keyword alone ...: not read yet
    if m["at"]:
        if m["at"] not in names(card) or card.type.value != "personality":
            raise Unread
        trigger["here"] = "battlefield" if m["where"] == "battlefield" else True
    return trigger


def _constraints(block: str, reader: Reader, kind: str) -> None:
    """The constraints: the bowed card or a card at its location as targets, other clauses
    as an action's."""
    for clause in re.split(r",? and |, ", block.strip()):
        if clause.startswith("target ") and clause[7:] in PRONOUNS:
            reader.targets.append({"type": kind, "trigger_card": "is"})
            reader.named = len(reader.targets) - 1
        elif g := _NEAR.match(clause):
            i = reader.target({"an": "a"}.get(g["det"], g["det"]), g["spec"])
            if set(reader.targets[i]) - {"type", "controller", "keyword", "bowed"}:
                raise Unread
            reader.targets[i]["trigger_card"] = "near"
        else:
            reader.constraint(clause)


@registry.line(13)
def resolution_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After the resolution of an action that bowed a Personality ..." (see above)."""
    m = _LINE.match(line)
    if m is None or not m["rest"].endswith("."):
        raise Unread
    trigger = _trigger(m, card)
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    rest = m["rest"]
    reader = Reader(names(card), card.type.value in ("follower", "item", "spell"))
    reader.kind = card.type.value
    if m["sep"] == ",":
        block, colon, rest = rest.partition(": ")
        if not colon or "." in block:
            raise Unread
        _constraints(block, reader, trigger["type"])
    elif ": " in rest:
        raise Unread
    if not any("trigger_card" in t for t in reader.targets):
        raise Unread  # the bowed card unnamed, or named without a target: not read yet
    read_body(capital(rest), card, record, cost, reader=reader)
    return record
