"""Reactions to a Ranged Attack's targeting that change its strength in the per-card harness
(``cardtext/attack_strength.py``): in a battle Bob attacks, Bob's harness Holding makes a
Ranged Attack on a Personality of Alice's at the battlefield (Force 4) with a strength the
record's change makes exactly 4 (or, for a penalty, 4 before it); Alice answers with the
card's Reaction (taking each side of a "+N or -N" choice in turn). Checked: the attack's
strength and its outcome with the change, and without it (Alice passes) the printed
strength and the other outcome (the check can fail). The card: a Personality or an
attachment in Alice's unit at the battlefield (its ``at_current`` condition met), a Holding
at her home, a Region attached to her first province.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _Builder, _gold
from tests.engine.scenario import cd, find

_TOOL = "Harness Bowyers"
_FORCE = 4


def _build(card: CardDef, record: dict[str, Any], strength: int) -> tuple[_Builder, str]:
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.attacker = 1
    build.active = 1
    kind = card.type.value
    if kind == "personality":
        build.place(0, {"title": card.title, "attachments": []}, True)
    elif kind in _ATTACHMENTS:
        build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
    elif kind == "holding":
        build.home[0].append(card.title)
    elif kind == "strategy":  # a Reaction from the hand
        build.hand.append(card.title)
    elif kind == "region":  # in play attached to Alice's first province [CE › REGION]
        build.regions.append(card.title)
    else:
        raise Unusable(f"no place for a {kind} answering a Ranged Attack's targeting")
    target = build.new_def("personality", force=_FORCE)
    build.place(0, {"title": target, "attachments": []}, True)
    build.host(1, [], [])  # Bob's unit at the battlefield (his presence)
    build.defs.append(cd(_TOOL, "holding", gold_cost=2, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": strength}]}]))
    build.home[1].append(_TOOL)
    return build, target


def _play(card: CardDef, index: int, record: dict[str, Any], strength: int,
          answer: bool, side: bool) -> tuple[RangedAttackMade | None, bool]:
    """Bob's Ranged Attack; Alice answers (choosing ``side`` of a choice) or passes. The
    attack's event and whether the target left play."""
    build, target_title = _build(card, record, strength)
    game = build.game()
    s = game.state
    s.priority = 1
    target = find(s, target_title, 0)
    tool = find(s, _TOOL, 1)
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable("Bob's harness Ranged Attack is not offered")
    events = list(game.perform(strike[0]))
    if not game.state.windows:
        raise Unusable("no window opened after Bob's Ranged Attack was targeted")
    me = find(game.state, card.title, 0)
    for _ in range(12):
        if not game.state.windows:
            break
        acts = game.legal_actions()
        pick = next((a for a in acts if isinstance(a, ChooseOption) and a.apply == side),
                    None)
        if pick is None:
            pick = next((a for a in acts if isinstance(a, UseAbility) and a.card == me
                         and a.ability == index), None) if answer else None
        if pick is None:
            pick = next(a for a in acts if isinstance(a, Pass))
        events += game.perform(pick)
    hit = next((e for e in events if isinstance(e, RangedAttackMade)), None)
    return hit, not game.state.cards[target].in_play


def exercise_ranged_targeted(card: CardDef, index: int, record: dict[str, Any]
                             ) -> list[str]:
    """Check one ``targeted`` Reaction with ``"attack": "ranged"`` (see the docstring)."""
    effects = record["effects"]
    if any(e.get("op") != "attack_strength" for e in effects) or len(effects) > 2:
        raise Unusable("a Ranged Attack Reaction with other effects")
    problems: list[str] = []
    for side, eff in ((True, effects[0]), (False, effects[-1])):
        change = int(eff["amount"])
        strength = _FORCE - change if change > 0 else _FORCE
        for answer in (False, True):
            hit, gone = _play(card, index, record, strength, answer, side)
            want = strength + change if answer else strength
            if hit is None or hit.strength != want or gone != (want >= _FORCE):
                got = None if hit is None else (hit.strength, hit.result)
                problems.append(f"{'answered' if answer else 'passed'} (change {change:+d}):"
                                f" attack {got}, target gone {gone}; expected strength "
                                f"{want}")
        if len(effects) == 1:
            break
    return problems
