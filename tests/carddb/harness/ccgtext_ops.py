"""The per-card harness's checks of the ccgtext lane's effects and costs (moved out of
``checks.py``): a card's Force contribution (``cardtext/contribution.py``), a province refilled
with a chosen card (``province_cards.py``), "may not assign" (``restrictions.py``), and the
costs a chosen card pays other than bowing (``target_costs.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import contribution, restrictions

#: The effect ops :func:`check` knows.
OPS = ("contribution", "refill_with", "no_assign")


def check(s: Any, eff: dict[str, Any], c: Any, placed: str | None) -> list[str]:
    """Problems with one effect of these ops on the card ``c`` (``placed``: the card a
    ``refill_with`` puts in the province)."""
    op = eff["op"]
    if op == "contribution":  # its Force contribution for the battle
        if c is not None and c.in_play and contribution.way(c) != eff["way"]:
            return [f"contribution: the card's way is {contribution.way(c)}, "
                    f"record {eff['way']}"]
    elif op == "refill_with":  # the province's card discarded, the card there face-up
        new = s.cards.get(placed) if placed else None
        if c is None or c.zone.value == "province" or new is None \
                or new.zone.value != "province" or not new.face_up:
            return ["refill_with: the card is not face-up in the province"]
    elif op == "no_assign" and c is not None and c.in_play \
            and not restrictions.cannot_assign(c):
        return ["no_assign: the Personality may still assign"]
    return []


def target_costs(s: Any, use: UseAbility, cost: dict[str, Any]) -> list[str]:
    """Problems with the costs a chosen card pays (``cardtext/target_costs.py``)."""
    out = []
    for i in cost.get("dishonor_targets", []):
        t = s.cards[use.targets[i]]
        if t.in_play and not t.dishonored:
            out.append(f"cost dishonor_targets: target {i} is not dishonorable")
    for i in cost.get("destroy_targets", []):
        if s.cards[use.targets[i]].in_play:
            out.append(f"cost destroy_targets: target {i} is still in play")
    for i in cost.get("move_home_targets", []):
        t = s.cards[use.targets[i]]
        if t.in_play and t.zone.value != "home":
            out.append(f"cost move_home_targets: target {i} is not home")
    for i in cost.get("remove_targets", []):
        if s.cards[use.targets[i]].zone.value != "removed":
            out.append(f"cost remove_targets: target {i} is not removed from the game")
    return out
