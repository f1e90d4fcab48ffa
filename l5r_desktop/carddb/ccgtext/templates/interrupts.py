"""Twenty Festivals Interrupts to an action (``cardtext/interrupts.py``):

``[keywords] Interrupt[, costs]: [If the action is yours [and <Keyword>] | If the action is
another player's, ]<sentences>.`` with no trigger of its own ("After you Recruit this card"
Interrupts are ``triggers.py``'s) -> a ``reaction`` on trigger ``{"event":
"before_resolution", "card": "any", "interrupt": true}``: taken in the Interrupt step of
another player's or your own action, after its targets and costs, before its effects
[S0 › ACTION SEQUENCE #, INTERRUPT ACTIONS #]. "If the action is yours / another player's" is
the filter ``by`` (the Interrupt does nothing otherwise), "and <Keyword>" its ``action``, as
is "If the action is a <Kind> action, ..." (a designator, a keyword, "Ranged Attack" or "Fear":
an action with such an effect). Political and Tactical stay unread: the players' Lobby, Favor
and Tactician abilities are such actions and open no window.

Sentences read here (others are read as an action's, ``Reader.sentence``: "Bow your target
unbowed Tactician"):

- ``<Bow|Destroy> your target <spec> to <sentence>``: the card bowed or destroyed to pay
  (``bow_targets`` of an unbowed card, ``destroy_targets``), the sentence contingent on it
  [S0 › TO #];
- ``Negate the action's effects`` / ``Negate the action`` / ``Negate its effects`` ->
  ``negate_action``; ``Negate the action if it is <Kind>`` and ``Negate the effects of a <Kind>
  [or <Kind>] action`` the same with the trigger's ``action`` (the Interrupt does nothing to
  another kind of action, so it is offered only for that kind), ``Negate a <Kind> action from
  a <Type>`` with the trigger's ``type`` too (the card the action is from); ``Negate a
  <Kind> action's effects taken by the Attacker if it is taken before the Defender's first
  normal opportunity to act or pass`` with the trigger's ``before_defender`` (ccgvocab);
- ``Negate the action's Fear effects / Melee Attacks / Ranged Attacks / Melee and|or Ranged
  Attacks`` -> ``negate_action`` ``what`` ``fear`` / ``melee`` / ``ranged``;
- ``Negate the action's Force penalties on all cards / each card in this unit`` ->
  ``negate_action`` ``on``
  ``unit`` ``what`` ``penalty`` (the cards of this card's unit as the Interrupt resolves);
- ``Negate <this card's / Name's / his / this Personality's> bowing / destruction / movement
  [and ...] from the action['s effects] / from it`` -> ``negate_action`` ``on`` that card;
- ``The action targets <him> instead of another card, if legal`` -> ``redirect_target`` from
  a card the action targets (chosen as the Interrupt is announced: a target spec
  ``of_action``) to the Interrupt's target, "if legal" as for the Reactions that redirect
  [CE › SUBSTITUTION] (the action then resolves on the cards it now targets);
- ``Give a <Kind> / one of the action's <Kind>s / the action's <Kind>s +N [or -N]
  strength`` (Kind: Ranged Attack, Melee Attack, Melee or Ranged Attack, Fear effect) ->
  ``attack_strength`` with ``kinds``, the trigger's ``action`` those effect kinds (and
  ``single`` for "a" / "one of": the action has exactly one) (``attack_strength.py``);
- ``Increase each|any Honor loss from the [<Kind>] action by N`` -> ``increase_honor_loss``
  (each Honor loss from its effects is N more [CE › REDUCE/INCREASE]; a kind in the trigger);
- ``<effect> after it resolves`` / ``after the action resolves, <effect>`` -> the delayed
  ``after_action_resolves`` ("Phrases in an Interrupt's effects such as 'After a Personality
  is destroyed' refer to the effects of the interrupted action, and are delayed until those
  effects occur" [S0 › INTERRUPT ACTIONS #]).

Conditions on what the action did ("if it destroyed him"), its targets ("if the action
targets Junko"), its remaining effects, "instead" and other players' choices stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS, read_head, sentences
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(r"^(?P<kws>(?:[A-Z][a-z]+ )*)Interrupt(?P<costs>(?:, [^:,]+)*):\s*"
                   r"(?P<body>.+)$")
_IF_YOURS = re.compile(r"^If the action is (?P<whose>yours|another player's)"
                       r"(?: and (?P<kw>[A-Z][a-z]+))?, (?P<rest>.+)$")
_IF_KIND_START = re.compile(r"^If the action is an? (?P<kind>[A-Z][a-z]+|Ranged Attack) action, "
                            r"(?P<rest>.+)$")
_ALL = re.compile(r"^Negate (?:the action's effects|the action|its effects)$")
_IF_KIND = re.compile(r"^Negate the action if it is (?:an? )?(?P<kind>[A-Z][a-z]+)$")
_OF_KIND = re.compile(r"^Negate the effects of an? (?P<k1>[A-Z][a-z]+)"
                      r"(?: or (?P<k2>[A-Z][a-z]+))? action$")
#: "Negate a Battle action's effects taken by the Attacker if it is taken before the
#: Defender's first normal opportunity to act or pass" (``negation.fits``'s
#: ``before_defender``).
_BEFORE_DEFENDER = re.compile(r"^Negate (?:an? (?P<kind>[A-Z][a-z]+) action's effects|the "
                              r"effects of an? (?P<kind2>[A-Z][a-z]+) action) taken by the "
                              r"Attacker if it is taken before the Defender's first normal "
                              r"opportunity to act or pass$")
_UNIT_PENALTIES = re.compile(r"^Negate the action's Force penalties on (?:all cards|each card|"
                             r"the cards) in this unit$")
_FROM_TYPE = re.compile(r"^Negate an? (?P<kind>[A-Z][a-z]+) action from an? "
                        r"(?P<type>Strategy|Personality|Follower|Holding|Item|Spell)$")
_WHOLE = re.compile(r"^Negate the action's (?P<what>Fear effects|Melee Attacks|Ranged Attacks|"
                    r"Melee (?:and|or) Ranged Attacks)$")
_SOME = re.compile(r"^Negate (?P<who>.+?) (?P<what>bowing|destruction|movement)"
                   r"(?: and (?P<what2>bowing|destruction|movement))? from "
                   r"(?:the action's effects|the action|its effects|it)$")
_INSTEAD_OF = re.compile(r"^The action targets (?P<who>him|her|it) instead of another card, "
                         r"if legal$")
_TO = re.compile(r"^(?P<verb>Bow|Destroy) your target (?P<spec>.+?) to (?P<rest>[a-z].+)$")
_AFTER_END = re.compile(r"^(?P<body>.+) after (?:it|the action) resolves$")
_AFTER_START = re.compile(r"^After (?:it|the action) resolves, (?P<body>.+)$")
_KINDS = {"bowing": "bow", "destruction": "destroy", "movement": "move"}
_WHOLE_KINDS = {"Fear effects": ["fear"], "Melee Attacks": ["melee"],
                "Ranged Attacks": ["ranged"], "Melee and Ranged Attacks": ["melee", "ranged"],
                "Melee or Ranged Attacks": ["melee", "ranged"]}
_DESIGNATORS = ("Battle", "Engage", "Open", "Limited")
#: "Give a Ranged Attack +1 strength", "Give one of the action's Fear effects +1 strength",
#: "Give the action's Ranged Attacks +2 or -2 strength" (``attack_strength.py``).
_STRENGTH = re.compile(r"^Give (?P<which>an?|one of the action's|the action's) (?P<what>.+?) "
                       r"(?P<a>[+-]\d+)(?: or (?P<b>[+-]\d+))? strength$")
_INCREASE_LOSS = re.compile(r"^Increase (?:each|any) Honor loss from the "
                            r"(?:(?P<kind>[A-Z][a-z]+) )?action by (?P<n>[1-9])$")
_STRENGTH_KINDS = {"Ranged Attack": ["ranged_attack"], "Melee Attack": ["melee_attack"],
                   "Melee or Ranged Attack": ["melee_attack", "ranged_attack"],
                   "Fear effect": ["fear"]}
#: Kinds named by an effect of the action [CE › RANGED ATTACK] (``negation.fits``).
_BY_EFFECT = {"Ranged Attack": "ranged_attack", "Fear": "fear"}
#: Keywords the players' own abilities have too (Lobby and the Favor's are Political, the
#: Tactician's Tactical): those actions open no window, so such a filter stays unread.
_PLAYER_KINDS = ("Political", "Tactical")
_ATTACHMENTS = ("follower", "item", "spell")


def _kind(word: str) -> str:
    """An action kind the trigger's ``action`` filter names (a designator or an ability
    keyword)."""
    if word in _BY_EFFECT:
        return _BY_EFFECT[word]
    if word in _PLAYER_KINDS or (word not in _DESIGNATORS and word not in KEYWORDS):
        raise Unread
    return word.lower()


def _set_action(trigger: dict[str, Any], kinds: list[str]) -> None:
    if "action" in trigger:
        raise Unread  # two conditions on the action's kind: not read
    trigger["action"] = kinds[0] if len(kinds) == 1 else kinds


def _whose(who: str, reader: Reader, card: CardDef) -> Any:
    """The card "<who> bowing" names: this card, its bearer or the Interrupt's one target."""
    if who in ("his", "her", "its"):
        return reader.ref(who[:-1] if who == "his" else "her" if who == "her" else "it")
    if who.endswith("'s"):
        return reader.target_or_ref(who[:-2])  # "your target Personality's": a new target
    raise Unread


def _sentence(s: str, reader: Reader, card: CardDef, trigger: dict[str, Any]) -> None:
    """One sentence of the Interrupt's body (see the module's docstring)."""
    if m := _TO.match(s):  # "Bow your target unbowed Weapon to negate ...": a cost, the
        t = reader.target("your", m["spec"])  # effect contingent on it [S0 › TO #]
        if m["verb"] == "Bow":
            if reader.targets[t].get("bowed") is not False:
                raise Unread  # only an unbowed card can pay a bow cost
            reader.cost.setdefault("bow_targets", []).append(t)
        else:
            reader.cost.setdefault("destroy_targets", []).append(t)
        reader.cost_only.add(t)
        _sentence(capital(m["rest"]), reader, card, trigger)
    elif m := _INSTEAD_OF.match(s):  # the card it replaces: one the action targets, chosen
        to = reader.ref(m["who"])
        if not isinstance(to, int):
            raise Unread
        reader.targets.append({"type": "card", "choose": True, "of_action": True})
        reader.cost_only.add(len(reader.targets) - 1)  # no pronoun names it
        reader.effects.append({"op": "redirect_target", "to": to,
                               "from": len(reader.targets) - 1})
    elif _ALL.match(s):
        reader.effects.append({"op": "negate_action"})
    elif m := _IF_KIND.match(s):
        _set_action(trigger, [_kind(m["kind"])])
        reader.effects.append({"op": "negate_action"})
    elif m := _OF_KIND.match(s):
        _set_action(trigger, [_kind(m["k1"]), *([_kind(m["k2"])] if m["k2"] else [])])
        reader.effects.append({"op": "negate_action"})
    elif m := _BEFORE_DEFENDER.match(s):  # the Attacker's action, the Defender not yet
        _set_action(trigger, [_kind(m["kind"] or m["kind2"])])  # acted in this segment
        trigger["before_defender"] = True
        reader.effects.append({"op": "negate_action"})
    elif _UNIT_PENALTIES.match(s):  # the cards of this card's unit
        if card.type.value not in ("personality", *_ATTACHMENTS):
            raise Unread
        reader.effects.append({"op": "negate_action", "on": "unit", "what": ["penalty"]})
    elif m := _FROM_TYPE.match(s):  # "an Engage action from a Strategy": the action's card
        _set_action(trigger, [_kind(m["kind"])])
        trigger["type"] = m["type"].lower()
        reader.effects.append({"op": "negate_action"})
    elif m := _WHOLE.match(s):
        reader.effects.append({"op": "negate_action", "what": _WHOLE_KINDS[m["what"]]})
    elif m := _SOME.match(s):
        on = _whose(m["who"], reader, card)
        what = [_KINDS[m["what"]]] + ([_KINDS[m["what2"]]] if m["what2"] else [])
        reader.effects.append({"op": "negate_action", "on": on, "what": what})
    elif m := _STRENGTH.match(s):
        _strength(m, reader, trigger)
    elif m := _INCREASE_LOSS.match(s):  # [CE › REDUCE/INCREASE]
        if m["kind"]:
            _set_action(trigger, [_kind(m["kind"])])
        reader.effects.append({"op": "increase_honor_loss", "amount": int(m["n"])})
    elif m := (_AFTER_END.match(s) or _AFTER_START.match(s)):
        start = len(reader.effects)
        reader.sentence(capital(m["body"]))
        inner = reader.effects[start:]
        del reader.effects[start:]
        if not inner or any("if" in e or "optional" in e or "each" in e for e in inner):
            raise Unread
        reader.effects.append({"op": "after_action_resolves", "effects": inner})
    else:
        reader.sentence(s)


def _strength(m: re.Match[str], reader: Reader, trigger: dict[str, Any]) -> None:
    """The strength of the action's attacks or Fear effects of a kind: every one ("the
    action's Xs"), or its one ("a X", "one of the action's Xs": offered only when the action
    has exactly one, the trigger's ``single``) (``attack_strength.py``)."""
    what, one = m["what"], m["which"] != "the action's"
    if (m["which"] in ("a", "an")) == what.endswith("s"):
        raise Unread  # "a Ranged Attack", "one of the action's / the action's Ranged Attacks"
    kinds = _STRENGTH_KINDS.get(what if m["which"] in ("a", "an") else what[:-1])
    a = int(m["a"])
    if kinds is None or not a or (m["b"] is not None and int(m["b"]) in (0, a)):
        raise Unread
    _set_action(trigger, list(kinds))
    if one:
        trigger["single"] = True
    first = {"op": "attack_strength", "amount": a, "kinds": list(kinds)}
    if m["b"] is None:
        reader.effects.append(first)
        return
    k = 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in reader.effects),
                default=0)
    reader.effects += [{**first, "optional": k},
                       {**first, "amount": int(m["b"]), "otherwise": k}]


@registry.line(14)
def interrupt(line: str, card: CardDef) -> dict[str, Any]:
    """"[keywords] Interrupt[, costs]: <sentences>" to an action (see above)."""
    m = _LINE.match(line)
    if m is None or (m["body"].startswith("After ") and not _AFTER_START.match(
            m["body"].split(".")[0])):
        raise Unread  # "After you Recruit this card": triggers.py
    trigger: dict[str, Any] = {"event": "before_resolution", "card": "any", "interrupt": True}
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    body = m["body"]
    if g := _IF_YOURS.match(body):
        trigger["by"] = "you" if g["whose"] == "yours" else "other"
        if g["kw"]:
            _set_action(trigger, [_kind(g["kw"])])
        body = capital(g["rest"])
    elif g := _IF_KIND_START.match(body):
        _set_action(trigger, [_kind(g["kind"])])
        body = capital(g["rest"])
    reader = Reader(names(card), card.type.value in _ATTACHMENTS)
    reader.kind = card.type.value
    for s in sentences(body):
        _sentence(s, reader, card, trigger)
    if not reader.effects:
        raise Unread
    if reader.cost:
        if set(reader.cost) & set(cost):
            raise Unread
        cost.update(reader.cost)
    if cost:
        record["cost"] = cost
    if cost.get("bow_self") and card.type.value == "strategy":
        raise Unread
    record.update(reader.flags)
    if reader.targets:
        record["targets"] = reader.targets
    record["effects"] = reader.effects
    return record
