"""Interrupts that change the strength of the action's attacks or Fear effects
(``attack_strength`` with ``kinds``, ``cardtext/attack_strength.py``) in the per-card harness:
Bob's harness Holding takes a Battle action with one effect of the first kind the record names
on Alice's Personality of Force 4, of strength 4 minus the change when it is a bonus (the
attack fails unless the Interrupt adds it) or 4 when it is a penalty (it succeeds unless the
Interrupt takes it away). Checked on two tables: passed, the attack did what its strength
allows; answered, what the changed strength allows. With ``single`` (the action has exactly
one such effect) a third table gives the action two of them: the Interrupt is not offered.
``increase_honor_loss``: Bob's action makes Alice lose 2 Honor; passed she loses 2, answered
2 + N.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import interrupts
from tests.carddb.harness.position import Unusable
from tests.engine.scenario import cd

_FORCE = 4


def applies(record: dict[str, Any]) -> bool:
    """Is the record an Interrupt changing the strength of the action's attacks, or its
    Honor losses?"""
    return any((e.get("op") == "attack_strength" and "kinds" in e)
               or e.get("op") == "increase_honor_loss" for e in record.get("effects", []))


def _loss_tool(battle: bool) -> dict[str, Any]:
    """Bob's action: his target Personality's controller (Alice) loses 2 Honor."""
    return cd(interrupts._TOOL, "holding", gold_cost=2, abilities=[{
        "timing": "battle" if battle else "limited",
        "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "lose_honor", "amount": 2, "player": "opponent"}]}])


def _honor_loss(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Bob's action makes Alice lose 2 Honor: passed, 2; answered, 2 + N."""
    n = next(e["amount"] for e in record["effects"] if e["op"] == "increase_honor_loss")
    problems = []
    for answer in (False, True):
        build, subject, actor = interrupts._table(card, record)
        if actor != 1:
            raise Unusable("an Interrupt to Alice's own action")
        build.defs[-1] = _loss_tool(build.battle)
        game, _before, answered = interrupts._play(build, subject, index, actor, answer)
        if answer and not answered:
            return [*problems, "the Interrupt was not offered before the action resolved"]
        lost = build.honor - game.state.players[0].family_honor
        if lost != 2 + (n if answer else 0):
            problems.append(f"{'answered' if answer else 'passed'}: Alice lost {lost} Honor")
    return problems


def _tool(op: str, amount: int, twice: bool) -> dict[str, Any]:
    does = [{"op": op, "target": 0, "amount": amount}] * (2 if twice else 1)
    return cd(interrupts._TOOL, "holding", gold_cost=2, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [*does, {"op": "gain_honor", "amount": 1, "player": "you"}]}])


def _outcome(card: CardDef, index: int, record: dict[str, Any], op: str, amount: int,
             answer: bool, twice: bool = False, apply: bool = True) -> tuple[bool, bool]:
    """(the Interrupt was answered, the attack destroyed or bowed its target); ``apply``:
    the way of a "+A or B" change taken (the first or the other)."""
    build, subject, actor = interrupts._table(card, record)
    if actor != 1:
        raise Unusable("an Interrupt to Alice's own attack")
    found = next(d for d in build.defs if d["title"] == subject)
    found["force"] = _FORCE
    build.defs[-1] = _tool(op, amount, twice)
    game, before, answered = interrupts._play(build, subject, index, actor, answer,
                                              apply=apply)
    c = game.state.cards[before["target"]]
    return answered, not moves.in_play(game.state, c) or c.bowed


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check the strength change or the Honor loss (see the module's docstring)."""
    if any(e["op"] == "increase_honor_loss" for e in record["effects"]):
        if len(record["effects"]) != 1:
            raise Unusable("an Interrupt with other effects than an Honor loss increase")
        return _honor_loss(card, index, record)
    effs = [e for e in record["effects"] if e["op"] == "attack_strength"]
    pair = len(effs) == 2 and "optional" in effs[0] and \
        effs[1].get("otherwise") == effs[0]["optional"] and effs[0]["kinds"] == effs[1]["kinds"]
    if len(record["effects"]) != len(effs) or not (pair or (
            len(effs) == 1 and "optional" not in effs[0])):
        raise Unusable("an Interrupt with other effects than one strength change")
    if pair:  # "+A or B strength": each way, chosen when it resolves [CE › CHOICES]
        return [p for way, e in ((True, effs[0]), (False, effs[1])) for p in _one_change(
            card, index, record, e, way)]
    return _one_change(card, index, record, effs[0], True)


def _one_change(card: CardDef, index: int, record: dict[str, Any], eff: dict[str, Any],
                apply: bool) -> list[str]:
    """Passed and answered (taking the way ``apply``) on tables where the change decides."""
    change = eff["amount"]
    op = eff["kinds"][0]
    amount = _FORCE - change if change > 0 else _FORCE
    problems: list[str] = []
    _, hit = _outcome(card, index, record, op, amount, answer=False)
    if hit != (change < 0):
        problems.append(f"passed, the {op} of strength {amount} hit={hit}")
    answered, hit = _outcome(card, index, record, op, amount, answer=True, apply=apply)
    if not answered:
        return [*problems, "the Interrupt was not offered before the action resolved"]
    if hit != (change > 0):
        problems.append(f"answered ({change:+d}), the {op} of strength {amount} hit={hit}")
    if record["trigger"].get("single"):
        try:
            answered, _ = _outcome(card, index, record, op, amount, answer=True, twice=True,
                                   apply=apply)
        except Unusable:
            answered = False  # no window at all: nothing answers
        if answered:
            problems.append("offered to an action with two such effects (single)")
    return problems
