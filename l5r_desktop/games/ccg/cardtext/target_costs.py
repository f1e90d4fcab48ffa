"""Costs paid by a chosen card other than by bowing (``costs.py`` has ``bow_targets``):
"Dishonor your performing unbowed Personality and target ...:", "Destroy your performing
Yojimbo and target ...:", "Move your performing opposed Personality home:".

Cost keys (each a list of target indices, like ``bow_targets``)::

    "dishonor_targets": [0]    # the chosen card becomes dishonorable
    "destroy_targets": [0]     # the chosen card is destroyed
    "move_home_targets": [0]   # the chosen card's unit moves home
    "remove_targets": [1]      # a chosen card in a discard pile is removed from the game
                               # ("remove a target dead Personality in any discard pile
                               # from the game to ...", ccgtext session 3)

"If a cost involves a change to card state, the change must actually, fully occur at the time
of payment"; "a card already in a cost's end state cannot normally pay the cost"; "effects
that prevent ... the change will also prevent ... the cost payment" [CE › COSTS › Costs and
changes]. So a ``dishonor_targets`` spec must ask for an honorable card (the validator checks
it, as ``bow_targets`` asks for an unbowed one), a unit already at home cannot pay
``move_home_targets``, and a card that will not be destroyed (a continuous trait,
``prevention.py``) cannot pay ``destroy_targets`` (:func:`problem`; the legal-action lists
leave out such tuples, ``costs.payable_target_sets``). Costs are paid after the Gold, each
fully, before the effects [CE › COSTS › Timing of costs]; the effects of an action whose
performer was destroyed to pay still resolve (as after ``destroy_self``). A ``remove_targets``
card is a target in a discard pile (``"zone": "discard"``, ``discard_piles.py``); one that
left its pile before the payment cannot pay it, and no effect reads it (it is outside the
game [CE › AREAS OF THE GAME › OUTSIDE THE GAME]).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import effects, prevention
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The cost keys of this module.
KEYS = ("dishonor_targets", "destroy_targets", "move_home_targets", "remove_targets")
_PILES = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD, Zone.HONORABLY_DEAD, Zone.DISHONORABLY_DEAD)


def _indices(cost: dict[str, Any], key: str) -> list[Any]:
    found = cost.get(key, [])
    return found if isinstance(found, list) else [None]


def _names(value: Any, index: int) -> bool:
    """Does an effect (or a part of it) name target ``index`` as a card it reads?"""
    if isinstance(value, dict):  # ``less_from`` reads the Gold Cost it has in its pile,
        # as printed (its tokens and modifiers ended as it left play [CE › TOKENS]):
        # "reducing his Gold cost by the performer's Gold Cost" (bring_into_play.py)
        return any((k in ("target", "card", "unit_of", "tokens_on") and v == index)
                   or (k != "less_from" and _names(v, index)) for k, v in value.items())
    if isinstance(value, list):
        return any(_names(v, index) for v in value)
    return False


def problems(cost: Any, targets: list[Any], effects: Any = ()) -> list[str]:
    """Problems with the record's target costs (``targets``: its target specs; ``effects``:
    its effects, none of which may read a card destroyed to pay: it is gone when they
    resolve, and the engine keeps no stats of a card out of play)."""
    if not isinstance(cost, dict):
        return []
    out = []
    for key in ("destroy_targets", "remove_targets"):
        for i in _indices(cost, key):
            if isinstance(i, int) and _names(effects, i):
                out.append(f"no effect reads a card destroyed or removed to pay ({key})")
    for key in KEYS:
        where = "discard" if key == "remove_targets" else None
        for i in _indices(cost, key):
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(targets) \
                    or not isinstance(targets[i], dict) or targets[i].get("optional") \
                    or targets[i].get("zone") != where:
                place = "in a discard pile" if where else "in play"
                out.append(f"{key} lists required targets {place} (their indices)")
            elif key == "dishonor_targets" and targets[i].get("dishonorable") is not False:
                out.append("dishonor_targets must list targets whose spec asks for an "
                           "honorable card")
    return out


def problem(state: GameState, rec: dict[str, Any], targets: tuple[str, ...]) -> str | None:
    """Why the chosen ``targets`` cannot pay the record's target costs, or ``None``."""
    cost = rec.get("cost") or {}
    for i in cost.get("destroy_targets", ()):
        if i < len(targets):
            by = prevention.prevented(state, targets[i], "destroyed")
            if by is not None:
                return (f"{state.title(targets[i])} will not be destroyed ({by}), so he cannot "
                        "pay the cost")
    for i in cost.get("move_home_targets", ()):
        if i < len(targets) and state.cards[targets[i]].zone is Zone.HOME:
            return f"{state.title(targets[i])} is already home, so his unit cannot move home"
    for i in cost.get("dishonor_targets", ()):
        if i < len(targets) and state.cards[targets[i]].dishonored:
            return f"{state.title(targets[i])} is already dishonorable"
    for i in cost.get("remove_targets", ()):
        if i < len(targets) and state.cards[targets[i]].zone not in _PILES:
            return f"{state.title(targets[i])} is no longer in a discard pile"
    return None


def pay(state: GameState, player: int, card_id: str, cost: dict[str, Any],
        targets: tuple[str, ...]) -> list[Event]:
    """Pay the record's target costs (its ``cost``): dishonor, then destroy, then move
    home, then remove from the game."""
    events: list[Event] = []
    for i in cost.get("dishonor_targets", ()):
        if i < len(targets) and not state.cards[targets[i]].dishonored:
            events += effects.apply(state, player, "dishonor", targets[i])
    for i in cost.get("destroy_targets", ()):
        if i < len(targets) and state.cards[targets[i]].in_play:
            events += honor.destroy_card(state, targets[i], "cost")
    for i in cost.get("move_home_targets", ()):
        if i < len(targets) and state.cards[targets[i]].in_play:
            head = state.cards[targets[i]].attached_to or targets[i]  # his unit
            events += armies.move_home(state, head, state.title(card_id))
    for i in cost.get("remove_targets", ()):
        if i < len(targets) and state.cards[targets[i]].zone in _PILES:
            events += effects.apply(state, player, "move", targets[i], zone=Zone.REMOVED.value)
    return events
