"""The Attacker waits for the Defender, for a time: "until your second turn from now begins,
the Attacker may not announce a Battle action before the Defender's first normal opportunity
to act or pass in a battle".

Effect (in an Event record's ``effects``)::

    {"op": "attacker_waits", "turns": 2}

Rules. The Combat Segment is an action round whose first opportunity is the Defender's unless
an effect gives it to another player [CE › BATTLES › B. COMBAT SEGMENT]; "A player may not
announce an action" is a restriction on announcing it [CE › TAKING ACTIONS FROM ABILITIES ›
A. Announce the action: "All conditions must be met for an action to be legally announced"].
While the effect lasts, in every battle (any player's attack) the Attacker is offered no
Battle action (a card's Battle ability, a Battle/Open one taken in battle, the Tactician's
and the Favor's Battle abilities, a Reserve Recruit) until the Defender has acted or passed
at a normal opportunity of that battle's Combat Segment (``AttackState.defender_acted``,
set by ``battle.apply_pass`` and ``combat.after_battle_action``): at an opportunity an
effect gave him first ("you have the first opportunity to take a Battle action") he may only
pass. It lasts until its player's N-th turn from now begins ("until your second turn from now
begins": 2) [CE › DURATION OF EFFECTS].

Kept in ``GameState.delayed`` (``when`` :data:`WHEN`, ``turns`` left, saved with the game);
:func:`turn_began` counts the player's turns down and ends it.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import COMBAT
from l5r_desktop.games.ccg.cardtext import delayed
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("attacker_waits",)
#: The ``when`` of these entries in ``GameState.delayed``.
WHEN = "attacker_waits"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attacker_waits`` effect."""
    turns = effect.get("turns")
    if set(effect) - {"op", "turns"} or not (
            isinstance(turns, int) and not isinstance(turns, bool) and turns >= 1):
        return ["attacker_waits lasts a number of the player's turns (turns: 1 or more)"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Start the restriction until ``player``'s ``turns``-th turn from now begins."""
    state.delayed.append({"player": player, "card": card_id, "when": WHEN,
                          "turns": int(effect["turns"]),
                          "effects": [{"op": "attacker_waits"}]})
    return [Note((card_id,), text=(
        f"{state.title(card_id)}: until {state.players[player].name}'s turn "
        f"{effect['turns']} turns from now begins, the Attacker takes no Battle action "
        "before the Defender's first normal opportunity in a battle"))]


def barred(state: GameState, player: int) -> bool:
    """May ``player`` announce no Battle action now: he is the Attacker in a Combat Segment
    before the Defender's first normal opportunity, while such an effect lasts?"""
    att = state.attack
    if att is None or att.current is None or att.segment != COMBAT or \
            player != att.attacker or att.defender_acted:
        return False
    return any(d.get("when") == WHEN for d in state.delayed)


def turn_began(state: GameState, player: int) -> list[Event]:
    """``player``'s turn began: his restrictions have one turn fewer; those at none end."""
    return delayed.count_down_turns(state, player, WHEN,
                                    "the Attacker no longer waits for the Defender")
