"""Which effects of a waiting action its responses negated (``negation.py`` records the
negations; this module reads them when the action resolves, ``abilities._resolution``).

A negation (an entry of the waiting record's ``negate``) names the card it is about (``on``:
"" = every card, a card id, ``yours``: the responding player's cards of a type, ``unit``:
the cards of a unit as the response resolved) and optionally the kinds of effect (``what``,
:data:`KINDS`). [CE › PREVENTION (Including Negation)]: "Changes to game state are prevented
individually. Preventing one effect of an action does not automatically prevent the others".
An effect marked ``"not_negated": true`` is never left out: "negation effects are sometimes
specifically prevented with wording such as 'will not be negated'".
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import attack_strength
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import GameState

#: Which card a negation is about (``yours``: each of the responding player's cards of
#: the negation's ``type``).
ON = ("subject", "self", "host", "yours", "unit")
YOURS = "yours"
#: "on all cards in this unit": the unit of the response's card (its bearer's, an attachment).
UNIT = "unit"
#: The kind of effect a Force penalty is (a ``modify_stat`` of Force below zero).
PENALTY = "penalty"
#: The kinds of effect a negation may be limited to, and the effect ops of each kind.
KINDS: dict[str, frozenset[str]] = {
    "bow": frozenset({"bow"}),
    "destroy": frozenset({"destroy", "ranged_attack", "melee_attack"}),
    "move": frozenset({"move_home", "move_unit", "move"}),
    "move_here": frozenset({"move_unit"}),  # "his movement to the current battlefield"
    "fear": frozenset({"fear"}),
    "melee": frozenset({"melee_attack"}),
    "ranged": frozenset({"ranged_attack"}),
    PENALTY: frozenset(),  # a modify_stat of Force below zero (_kinds_of)
}
#: The kinds a negation of the whole action may be limited to (no card named: ``on`` absent).
WHOLE_KINDS = frozenset({"fear", "melee", "ranged"})
_T_PERSONALITY = CardType.PERSONALITY


_WHOLE_NAMES = {"fear": "Fear effects", "melee": "Melee Attacks", "ranged": "Ranged Attacks"}


def _kinds_of(state: GameState, op: str, cid: str, eff: dict[str, Any] | None = None
              ) -> set[str]:
    """The kinds of effect ``op`` on card ``cid`` is (a Ranged Attack is destruction too; a
    ``modify_stat`` of Force below zero, the effect ``eff``, a Force penalty)."""
    out = {kind for kind, ops in KINDS.items() if op in ops}
    if op == "modify_stat" and eff is not None and eff.get("stat") == "force" and \
            int(eff.get("amount", 0)) < 0 and "amount_from" not in eff:
        out.add(PENALTY)
    if op == "fear":  # a Fear bows a Personality and destroys a Follower
        c = state.cards.get(cid)
        out.add("bow" if c is not None and c.definition.type is _T_PERSONALITY
                else "destroy")
    return out


def negated(state: GameState, negations: list[dict[str, Any]], op: str, cid: str,
            eff: dict[str, Any] | None = None) -> bool:
    """Is an effect ``op`` (the effect ``eff``) on card ``cid`` ("" = no one card) negated?"""
    for n in negations:
        if "strength" in n or "reduce" in n:  # a Ranged Attack's strength changed
            continue  # (attack_strength.py), Honor losses reduced
        on = n["on"]
        what = n.get("what")
        if not on:
            if not what or not _kinds_of(state, op, cid, eff).isdisjoint(what):
                return True  # every effect, or the action's Fear effects / attacks
            continue
        if on == UNIT:  # "on all cards in this unit": the unit's cards when it was taken
            if cid not in n.get("cards", ()):
                continue
        elif on == YOURS:  # "the destruction of your Followers": each card of that player's
            c = state.cards.get(cid)  # of the type
            if c is None or c.controller != n.get("controller") or \
                    c.definition.type.value != n.get("type"):
                continue
        elif on != cid:
            continue
        if not what or not _kinds_of(state, op, cid, eff).isdisjoint(what):
            return True
    return False


def without_negated(state: GameState, card_id: str, effects: list[dict[str, Any]],
                    targets: tuple[str, ...], negations: list[dict[str, Any]] | None
                    ) -> tuple[list[dict[str, Any]], list[Event]]:
    """The action's effects with the negated ones left out, and a note for each left out.
    An effect on every card that fits (``each``) keeps its cards found when it resolves,
    except those a negation names (``skip``)."""
    if not negations:
        return effects, []
    effects = attack_strength.strengthened(effects, targets,
                                           [n for n in negations if "strength" in n])
    reduce = sum(int(n["reduce"]) for n in negations if "reduce" in n)
    if reduce:  # "Reduce each Honor loss from its effects by 3 (minimum 0)": not a
        effects = [{**e, "reduce": reduce} if e.get("op") == "lose_honor" else e
                   for e in effects]  # negation [CE › REDUCE/INCREASE]; abilities.run_list
    negations = [n for n in negations if "strength" not in n and "reduce" not in n]
    if not negations:
        return effects, []
    title = state.title(card_id)
    out: list[dict[str, Any]] = []
    notes: list[Event] = []
    cards = {n["on"] for n in negations if n["on"] and n["on"] not in (YOURS, UNIT)}
    cards |= {c for n in negations if n["on"] == UNIT for c in n.get("cards", ())}
    for n in negations:  # "your Followers": those in play now
        if n["on"] == YOURS:
            cards |= {cid for cid in moves.in_play_cards(state, int(n["controller"]))
                      if state.cards[cid].definition.type.value == n.get("type")}
    for eff in effects:
        op = str(eff.get("op"))
        if op == "manual" or eff.get("not_negated") is True:  # "will not be negated"
            out.append(eff)
            continue
        if "each" in eff and not negated(state, [n for n in negations if not n["on"]], op,
                                         ""):
            skip = [c for c in sorted(cards) if negated(state, negations, op, c, eff)]
            out.append({**eff, "skip": skip} if skip else eff)
            continue
        cid = effect_card(state, card_id, eff, targets)
        if negated(state, negations, op, cid, eff) and "not_negated" in eff:
            out.append({**eff, "negated": True})  # unless its condition holds when it
            continue  # resolves (movement_negation.py; abilities.run_list decides)
        if negated(state, negations, op, cid, eff):
            notes.append(Note((card_id, *([cid] if cid else [])), text=(
                f"{title}: effect {op}" + (f" on {state.title(cid)}" if cid else "")
                + " is negated")))
            continue
        out.append(eff)
    return out, notes
