"""Reactions "before the resolution of an action" that negate it or some of its effects
(``cardtext/targeted.open_before``, ``cardtext/negation.py``):

``[keywords] Reaction[, costs]: Before <the resolution of <an|another player's> [<Keyword>]
action | <an|another player's> [<Keyword>] action resolves>[, <constraints>]: <negation>.``
(or with no constraints block, "..., negate this Personality's movement ...") with

- the negation: ``Negate its effects`` / ``the action's effects`` (every effect), ``Negate
  <his|her|its> bowing / destruction / movement [and ...] from the action's effects`` (the
  Reaction's one target or chosen card: ``on`` its index; "movement to the current
  battlefield": ``move_here``, a ``move_unit`` effect only), ``Negate <this card's / this
  Personality's (an attachment's bearer)> ...`` (``self`` / ``host``);
- the constraints: an action's (``target a Personality``, ``choose your performing
  Personality``, ``bow this card and target a defending Personality``).

"... action that was taken as an additional action" → ``additional`` (an action taken at an
opportunity an additional action granted [CE › ADDITIONAL (ACTION)]).
"Battle action" is one with the Battle designator, another capitalised word an ability
keyword [CE › ABILITIES]; "another player's" an action some other player takes. The window
comes after the action's costs, before its effects [CE › RESOLVE], [CE › TAKING ACTIONS › C,
D]. Conditions ("if Fujita is at the current battlefield"), negations of other cards ("your
Followers"), Honor reductions, other effects stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*Before "
    r"(?:the resolution of (?P<w1>an?|another player's) (?:(?P<k1>[A-Z][a-z]+) )?action"
    r"(?P<extra> that was taken as an additional action)?|"
    r"(?P<w2>an?|another player's) (?:(?P<k2>[A-Z][a-z]+) )?action resolves)"
    r"(?P<sep>:|,) (?P<rest>[^.]+)\.$")
_KINDS = {"bowing": "bow", "destruction": "destroy", "movement": "move"}
_ALL = re.compile(r"^[Nn]egate (?:its|the action's) effects$")
_SOME = re.compile(r"^[Nn]egate (?P<who>.+?) (?P<what>bowing|destruction|movement)"
                   r"(?: and (?P<what2>bowing|destruction|movement))?"
                   r"(?P<here> to the current battlefield)? from "
                   r"(?:the action's|that action's|its) effects$")
_ATTACHMENTS = ("follower", "item", "spell")


def _on(who: str, card: CardDef, targets: list[dict[str, Any]]) -> Any:
    if who in ("his", "her", "its"):
        if len(targets) != 1:
            raise Unread  # the pronoun names the Reaction's one target
        return 0
    if card.type.value in _ATTACHMENTS and who == "this Personality's":
        return "host"
    if who.endswith("'s") and who[:-2] in names(card):
        return "self"
    raise Unread


@registry.line(15)
def before_resolution(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: Before another player's action resolves, ...: Negate ..." (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    trigger: dict[str, Any] = {"event": "before_resolution", "card": "any"}
    if (m["w1"] or m["w2"]) == "another player's":
        trigger["by"] = "other"
    kw = m["k1"] or m["k2"]
    if kw:
        if kw != "Battle" and kw not in KEYWORDS:
            raise Unread
        trigger["action"] = kw.lower()
    if m["extra"]:
        trigger["additional"] = True
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    rest = m["rest"]
    block, body = "", rest
    if m["sep"] == ",":
        block, colon, body = rest.partition(": ")
        if not colon:
            block, body = "", rest
    elif ": " in rest:
        raise Unread
    reader = Reader(names(card), card.type.value in _ATTACHMENTS)
    reader.kind = card.type.value
    if block:
        if block.startswith("if "):
            raise Unread  # a condition of the Reaction: unread here
        reader.constraints(block)
        if reader.effects or set(reader.cost) & set(cost):
            raise Unread
        cost.update(reader.cost)
    if reader.targets:
        record["targets"] = reader.targets
    if _ALL.match(body):
        effect: dict[str, Any] = {"op": "negate_action"}
    else:
        s = _SOME.match(body)
        if s is None:
            raise Unread
        what = [_KINDS[s["what"]]] + ([_KINDS[s["what2"]]] if s["what2"] else [])
        if s["here"]:  # "his movement to the current battlefield": a move_unit only
            if what != ["move"]:
                raise Unread
            what = ["move_here"]
        effect = {"op": "negate_action", "on": _on(s["who"], card, reader.targets),
                  "what": what}
    if cost:
        record["cost"] = cost
    record["effects"] = [effect]
    return record


_EVENT = re.compile(r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*Before an "
                    r"Event resolves: [Nn]egate its effects\.$")


@registry.line(15)
def before_an_event(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: Before an Event resolves: Negate its effects." -> trigger ``before_event``
    (any Event, ``cardtext/event_window.py``: the window before an Event's effects resolve
    [CE › EVENT], [CE › TIMING AND TRIGGERS]) and ``negate_action`` (all of its effects)."""
    m = _EVENT.match(line)
    if m is None:
        raise Unread
    record: dict[str, Any] = {"timing": "reaction",
                              "trigger": {"event": "before_event", "card": "any"}}
    cost = read_head(m["kws"], m["costs"], card, record)
    if cost:
        record["cost"] = cost
    record["effects"] = [{"op": "negate_action"}]
    return record
