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

The trigger is a ``targeted`` trigger with ``"attack": "ranged"`` (``negation.fits`` asks
:func:`is_attacked`); the effect is ``{"op": "attack_strength", "amount": 2}``, kept on the
waiting action's record (``GameState.resolving``) as ``{"on": <card>, "strength": 2}`` beside
its negations and read by :func:`strengthened` when the action's effects resolve. Only the
Ranged Attacks of an ability's action open the window (an attack made with the manual
toolkit does not), like every targeting window.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect op of a strength change.
OP = "attack_strength"
#: The attacks a ``targeted`` trigger's ``attack`` filter may name (the op each makes).
ATTACKS = {"ranged": "ranged_attack"}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attack_strength`` effect."""
    amount = effect.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or not amount \
            or set(effect) - {"op", "amount", "optional", "otherwise"}:
        return ["attack_strength has a non-zero whole amount and nothing else"]
    return []


def is_attacked(state: GameState, held: dict[str, Any], cid: str, attack: str) -> bool:
    """Is ``cid`` the target of an ``attack`` (``ranged``) effect of the waiting action?"""
    op = ATTACKS.get(attack)
    rec = state.cards[held["card"]].definition.abilities[held["ability"]]
    targets = held["targets"]
    for eff in rec.get("effects") or ():
        t = eff.get("target")
        if eff.get("op") == op and isinstance(t, int) and t < len(targets) \
                and targets[t] == cid:
            return True
    return False


def add(state: GameState, held: dict[str, Any], card_id: str, cid: str, amount: int
        ) -> list[Event]:
    """The response's change to the strength of the waiting action's attacks on ``cid``."""
    title = state.title(card_id)
    if not cid or not is_attacked(state, held, cid, "ranged"):
        return [Note((card_id,), text=f"{title}: no Ranged Attack to change")]
    held["negate"].append({"on": cid, "strength": amount})
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
        if eff.get("op") == ATTACKS["ranged"] and isinstance(t, int) and t < len(targets):
            bonus = sum(c["strength"] for c in changes if c["on"] == targets[t])
            if bonus:
                eff = {**eff, "amount": int(eff.get("amount", 0)) + bonus}
        out.append(eff)
    return out
