"""Reactions to a Ranged Attack's targeting that change its strength: "After a Ranged Attack
is targeted: Give it +2 strength."

"Ranged X Attack" is "Target a Follower or a Personality without Followers in the current
enemy army: Destroy it if its Force is X or lower" [CE › RANGED ATTACK]: the attack's target is
chosen at step B of its action [CE › TAKING ACTIONS FROM ABILITIES], so "after a Ranged
Attack is targeted" is answered in the window that holds the action between its targeting
and its costs and effects (``targeted.py``), on the card the attack targets. A response
changes the strength of that action's Ranged Attacks on that card; the change is added to
the printed strength when the attack resolves, before the ongoing bonuses and the minimum of
0 ("A ranged attack's strength is treated as a stat with regard to bonuses, penalties, and
minimums" [CE › RANGED ATTACK]).

The trigger is a ``targeted`` trigger with ``"attack": "ranged"`` (or ``"melee_or_ranged"``:
"after a Melee or Ranged Attack is targeted", the effect then saying ``"attack":
"melee_or_ranged"`` too) (``negation.fits`` asks :func:`is_attacked`); the effect is
``{"op": "attack_strength", "amount": 2}``, kept on the
waiting action's record (``GameState.resolving``) as ``{"on": <card>, "strength": 2}`` beside
its negations and read by :func:`strengthened` when the action's effects resolve. Only the
Ranged Attacks of an ability's action open the window (an attack made with the manual
toolkit does not), like every targeting window.

Twenty Festivals Interrupts to an action (``interrupts.py``: the window before its effects)
change the strength of its attacks or Fear effects by kind: ``{"op": "attack_strength",
"amount": 1, "kinds": ["ranged_attack"]}`` ("Give the action's Ranged Attacks +1 strength";
kinds among ``ranged_attack``, ``melee_attack``, ``fear``), kept as ``{"on": "", "kinds":
[...], "strength": 1}``: every effect of those kinds of the action gets it (a Fear's strength
like an attack's [S0 › FEAR #]; an amount computed when it resolves gets it added). "Give a
Ranged Attack +1 strength" / "one of the action's ..." is the same record on a trigger that
asks the action to have exactly one effect of those kinds (``negation`` filter ``single``):
with two or more the player would choose which, and the Interrupt is not offered (a known
limit).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect op of a strength change.
OP = "attack_strength"
#: The attacks a ``targeted`` trigger's ``attack`` filter may name (the op each makes).
ATTACKS = {"ranged": ("ranged_attack",), "melee_or_ranged": ("melee_attack", "ranged_attack")}
#: The effect ops an Interrupt's ``kinds`` may name.
KINDS = ("ranged_attack", "melee_attack", "fear")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attack_strength`` effect."""
    amount = effect.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or not amount \
            or set(effect) - {"op", "amount", "optional", "otherwise", "kinds", "attack"}:
        return ["attack_strength has a non-zero whole amount and nothing else"]
    if effect.get("attack", "ranged") not in ATTACKS or ("attack" in effect and "kinds" in effect):
        return [f"attack_strength attack is one of {', '.join(ATTACKS)} (not with kinds)"]
    kinds = effect.get("kinds", list(KINDS[:1]))
    if not isinstance(kinds, list) or not kinds or any(k not in KINDS for k in kinds):
        return [f"attack_strength kinds lists effect ops among {', '.join(KINDS)}"]
    return []


def count(state: GameState, held: dict[str, Any], kinds: list[str]) -> int:
    """How many effects of the waiting action are of ``kinds`` (a list of ops)?"""
    rec = state.cards[held["card"]].definition.abilities[held["ability"]]
    return sum(1 for e in rec.get("effects") or () if e.get("op") in kinds)


def add_kinds(state: GameState, held: dict[str, Any], card_id: str, kinds: list[str],
              amount: int) -> list[Event]:
    """An Interrupt's change to the strength of the waiting action's effects of ``kinds``."""
    title = state.title(card_id)
    if not count(state, held, kinds):
        return [Note((card_id,), text=f"{title}: no attack or Fear of that kind to change")]
    held["negate"].append({"on": "", "kinds": list(kinds), "strength": amount})
    return [Note((card_id, held["card"]), text=(
        f"{title} gives {state.title(held['card'])}'s {' / '.join(kinds)} {amount:+d} "
        "strength"))]


def is_attacked(state: GameState, held: dict[str, Any], cid: str, attack: str) -> bool:
    """Is ``cid`` the target of an ``attack`` (``ranged``) effect of the waiting action?"""
    ops = ATTACKS.get(attack, ())
    rec = state.cards[held["card"]].definition.abilities[held["ability"]]
    targets = held["targets"]
    for eff in rec.get("effects") or ():
        t = eff.get("target")
        if eff.get("op") in ops and isinstance(t, int) and t < len(targets) \
                and targets[t] == cid:
            return True
    return False


def add(state: GameState, held: dict[str, Any], card_id: str, cid: str, amount: int,
        attack: str = "ranged") -> list[Event]:
    """The response's change to the strength of the waiting action's attacks on ``cid``
    (``attack``: the kinds it answers, :data:`ATTACKS`)."""
    title = state.title(card_id)
    if not cid or not is_attacked(state, held, cid, attack):
        return [Note((card_id,), text=f"{title}: no Ranged Attack to change")]
    entry: dict[str, Any] = {"on": cid, "strength": amount}
    if attack != "ranged":
        entry["ops"] = list(ATTACKS[attack])
    held["negate"].append(entry)
    return [Note((card_id, cid), text=(
        f"{title} gives the Ranged Attack on {state.title(cid)} {amount:+d} strength"))]


def strengthened(effects: list[dict[str, Any]], targets: tuple[str, ...],
                 changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The action's effects with each Ranged Attack's strength changed by the responses
    (``changes``: the waiting record's entries with a ``strength``)."""
    if not changes:
        return effects
    out = []
    for eff in effects:
        t = eff.get("target")
        op = eff.get("op")
        bonus = sum(c["strength"] for c in changes if "kinds" in c and op in c["kinds"])
        if op in ATTACKS["melee_or_ranged"] and isinstance(t, int) and t < len(targets):
            bonus += sum(c["strength"] for c in changes if "kinds" not in c
                         and c["on"] == targets[t] and op in c.get("ops", ATTACKS["ranged"]))
        if bonus and "amount_from" in eff:  # computed when it resolves: the change added
            eff = {**eff, "strengthen": int(eff.get("strengthen", 0)) + bonus}  # then
        elif bonus:
            eff = {**eff, "amount": int(eff.get("amount", 0)) + bonus}
        out.append(eff)
    return out
