"""Is a card still a legal target of an action waiting for the responses to its targeting?
(A response that moved the card negates the action's effects on it only when it cannot be
targeted by it any more: ``negate_action`` ``if_illegal``, ``negation.py``.)"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import at_current_battlefield, in_unit
from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from l5r_desktop.games.ccg.model.state import GameState


def still_legal(state: GameState, held: dict[str, Any], cid: str) -> bool:
    """Is ``cid`` still a legal target of the waiting action ``held`` for the target it is:
    it fits that target's spec now, and for a Battle action a card in a unit is at the
    current battlefield (the Rule of Location, first part, unless the spec says where it may
    be) [CE › BATTLES › B. COMBAT SEGMENT], [CE › B. Required targeting]."""
    targets = held["targets"]
    if cid not in targets or cid not in state.cards:
        return False
    i = targets.index(cid)
    src = held["card"]
    rec = state.cards[src].definition.abilities[held["ability"]]
    specs = rec.get("targets") or []
    if i >= len(specs) or cid not in target_candidates(state, held["player"], src, specs[i]):
        return False
    battle = rec.get("timing") == "battle" or (rec.get("timing") == "battle_open"
                                               and state.attack is not None)
    return not (battle and not specs[i].get("any_location") and in_unit(state, cid)
                and not at_current_battlefield(state, cid))
