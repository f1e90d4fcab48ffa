"""Transferring an attachment as an effect: "Transfer this Spell to your target Air Shugenja."

Effect::

    {"op": "transfer_to", "target": "self", "to": 0}

[CE › TRANSFER]: an attachment taken from one Personality and attached to another, different
one; it "counts as attaching but not entering play", costs nothing, and must meet the
requirements and restrictions of attachment. So the card (``target``: the ability's own
card, or a target) moves from its Personality to the Personality ``to`` (a target index)
when ``economy.equip_problem`` finds nothing against it there (a Spell only on a Shugenja,
one Weapon, a Follower's Honor Requirement, the new Personality controlled by the
player...); it stays in play, keeps its bowed state and is now
controlled by its new Personality's controller (the toolkit's ``transfer``). A card not
attached, the same Personality, or a refused attachment: nothing moves (a note). The Good
Faith Rule [CE › TAKING ACTIONS › A]: :func:`legal_sets` offers only Personalities it could
go to.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.cardtext import effects, trait_kinds
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("transfer_to",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True


def _index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``transfer_to`` effect."""
    t = effect.get("target")
    if not (t == "self" or _index(t)) or not _index(effect.get("to")) or t == effect.get("to") \
            or set(effect) - {"op", "target", "to", "if"}:
        return ["transfer_to moves a target or the card itself (target: index or self) to "
                "another target (to: index)"]
    return []


def refusal(state: GameState, player: int, cid: str, to: str) -> str | None:
    """Why ``cid`` may not be transferred to ``to`` now, or None."""
    c = state.cards.get(cid)
    if c is None or c.attached_to is None or not c.in_play:
        return "it is not attached to a Personality"
    if c.attached_to == to:
        return "it is already on that Personality"
    if trait_kinds.never_transferred(c):  # "will not be transferred" (trait_kinds.py)
        return f"{c.title} will not be transferred"
    return economy.equip_problem(state, player, cid, to, unique_checked=True)


def legal_sets(state: GameState, player: int, card_id: str, rec: dict[str, Any],
               sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples to whose Personality the card could be transferred now."""
    effs = [e for e in rec.get("effects") or () if isinstance(e, dict)
            and e.get("op") == "transfer_to" and "if" not in e]
    out = []
    for s in sets:
        for e in effs:
            cid = effect_card(state, card_id, e, s)
            to = e["to"]
            if to < len(s) and cid and refusal(state, player, cid, s[to]) is not None:
                break
        else:
            out.append(s)
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Transfer the card to the Personality ``to`` (see the module's docstring)."""
    cid = effect_card(state, card_id, effect, targets)
    to = targets[effect["to"]] if effect["to"] < len(targets) else ""
    if not cid or not to:
        return []
    why = refusal(state, player, cid, to)
    if why is not None:
        return [Note((card_id, cid), text=f"{state.title(cid)} is not transferred: {why}")]
    return effects.apply(state, player, "transfer", cid, target=to)
