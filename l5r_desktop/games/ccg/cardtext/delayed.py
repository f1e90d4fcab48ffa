"""Delayed effects: "After your next turn begins, gain 3 Honor." (any effect on you written
after such a time).

Effect (in an ability record's ``effects``)::

    {"op": "after_next_turn_begins",
     "effects": [{"op": "province_strength", "amount": 2, "duration": "game"}]}

[CE › DELAYED EFFECTS]: "Some effects state that they will occur at a given time in the
future" (the rulebook's example: "After your next turn begins"); "A delayed effect is
activated at one time ... but is applied at another"; "The duration of a delayed ongoing
effect takes into account the turn ... in which it was applied". Activating it records the
inner effects in ``GameState.delayed`` (saved with the game); they are applied for the same
player, in the order they were activated, when his next turn begins: after the Honor Victory
check, which comes "prior to anything triggered 'after the turn begins'" [CE › PLAYERS WINNING
AND LOSING], and before his Straighten Phase (``turn/phases.begin_turn``). A delayed effect
whose card has left play still happens (it was activated already). The inner effects are
effects on players (Honor, draws, each province's strength) with no targets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.cardtext import provinces
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("after_next_turn_begins",)
#: When a delayed effect is applied (``GameState.delayed`` ``when``).
NEXT_TURN = "next_turn"
#: The effects a delayed effect may hold (on players, no targets).
INNER_OPS = ("gain_honor", "lose_honor", "draw", "province_strength")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``after_next_turn_begins`` effect of a record."""
    inner = effect.get("effects")
    if not isinstance(inner, list) or not inner:
        return ["a delayed effect holds a list of effects"]
    out = []
    for e in inner:
        if not isinstance(e, dict) or e.get("op") not in INNER_OPS:
            out.append(f"a delayed effect holds effects among {', '.join(INNER_OPS)}")
            continue
        if any(k in e for k in ("target", "each", "each_player", "optional", "if")) \
                or e.get("player", "you") != "you":
            out.append("a delayed effect's effects are on you, without targets or choices")
        if e["op"] == "province_strength":
            out += provinces.problems(e)
        elif not isinstance(e.get("amount"), int) or isinstance(e.get("amount"), bool) \
                or e["amount"] < 1:
            out.append(f"{e['op']} in a delayed effect needs a positive amount")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Activate the delayed effect: it waits for ``player``'s next turn."""
    state.delayed.append({"player": player, "card": card_id, "when": NEXT_TURN,
                          "effects": [dict(e) for e in effect["effects"]]})
    return [Note((card_id,), text=f"{state.title(card_id)}: its effect waits until "
                                  f"{state.players[player].name}'s next turn begins")]


RunList = Callable[..., list[Event]]


def turn_began(state: GameState, player: int, run_list: RunList) -> list[Event]:
    """``player``'s turn began: apply his delayed effects waiting for it, in activation order
    (``run_list``: ``abilities.run_list``, given by the caller to keep this module a leaf)."""
    if not state.delayed:
        return []
    due = [d for d in state.delayed if d["player"] == player and d["when"] == NEXT_TURN]
    if not due:
        return []
    state.delayed = [d for d in state.delayed if d not in due]
    events: list[Event] = []
    for d in due:
        if d["card"] not in state.cards:
            continue
        events.append(Note((d["card"],), text=f"{state.title(d['card'])}: its delayed effect "
                                              "happens"))
        events += run_list(state, player, d["card"], d["effects"], (), action=False)
        if state.halted:
            break
    return events
