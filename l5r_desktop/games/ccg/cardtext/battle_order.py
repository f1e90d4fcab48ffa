"""Who has the first opportunity in a battle's Combat Segment: "The Attacker has the first
opportunity to take a Battle action or pass in this battle" (ccgtext2)::

    {"op": "attacker_first"}

The Combat Segment's action round begins with the Defender [S1 › BATTLES › B. COMBAT
SEGMENT]; this effect, taken in the battle's Engage Segment (an Engage action, Twenty
Festivals [S0 › ENGAGE ACTIONS #]), gives that first opportunity to the Attacker instead: the
battle's flag ``AttackState.attacker_first`` (saved with the game) is read when the Engage
Segment ends (``attack/battle.py``) and cleared then; a battle beginning clears it too. His
first opportunity is an ordinary one: he may pass, and the pass counts. Taken outside a
battle, it does nothing (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("attacker_first",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attacker_first`` effect (it has no other key)."""
    if set(effect) - {"op", "if"}:
        return ["attacker_first has no key but op (and an if)"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]
          ) -> list[Event]:
    """Give the Attacker the first opportunity of this battle's Combat Segment."""
    att = state.attack
    title = state.title(card_id)
    if att is None or att.current is None:
        return [Note((card_id,), text=f"{title}: no battle to act first in")]
    att.attacker_first = True
    return [Note((card_id,), text=f"{title}: {state.players[att.attacker].name} will have "
                                  "the first opportunity in this battle's Combat Segment")]
