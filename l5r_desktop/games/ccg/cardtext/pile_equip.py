"""Equipping from the discard pile for a time: "until your turn three turns from now begins,
you may target Followers in your discard pile with the Equip rulebook action".

Effect (in an Event record's ``effects``)::

    {"op": "pile_equip", "type": "follower", "turns": 3}

Rules. The rulebook's Equip: "target one of your Personalities: Attach a target attachment
card from your hand to him" [CE › PLAYER ABILITIES]; the effect is a permission [CE ›
PERMISSIONS] letting its player also target attachment cards of that type in his Fate discard
pile with it, until his N-th turn from now begins ("until your turn three turns from now
begins": 3) [CE › DURATION OF EFFECTS]. Everything else of the Equip stands: its timing
(Limited; Repeatable Open under Twenty Festivals), the Gold Cost, the Honor Requirement,
Unique and the attachment's restrictions (``rules/legal._equips`` offers the pile's cards
beside the hand's, the same checks). The card leaves the pile as it attaches
(``moves.attach``).

Kept in ``GameState.delayed`` (``when`` :data:`WHEN`, ``turns`` left and the effect itself,
saved with the game); :func:`turn_began` counts the player's turns down and ends it.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import delayed
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("pile_equip",)
#: The ``when`` of these entries in ``GameState.delayed``.
WHEN = "pile_equip"
#: The attachment types the permission may name.
TYPES = ("follower", "item", "spell")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``pile_equip`` effect."""
    out = []
    if set(effect) - {"op", "type", "turns"}:
        out.append("pile_equip has only type and turns")
    if effect.get("type") not in TYPES:
        out.append(f"pile_equip's type is one of {', '.join(TYPES)}")
    turns = effect.get("turns")
    if not (isinstance(turns, int) and not isinstance(turns, bool) and turns >= 1):
        out.append("pile_equip lasts a number of the player's turns (1 or more)")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Give ``player`` the permission until his ``turns``-th turn from now begins."""
    state.delayed.append({"player": player, "card": card_id, "when": WHEN,
                          "turns": int(effect["turns"]),
                          "effects": [{"op": "pile_equip", "type": effect["type"]}]})
    return [Note((card_id,), text=f"{state.title(card_id)}: {state.players[player].name} may "
                                  f"equip {effect['type']}s from the discard pile until the "
                                  f"turn {effect['turns']} turns from now begins")]


def pile_cards(state: GameState, player: int) -> list[str]:
    """The cards of ``player``'s Fate discard pile he may target with Equip now."""
    kinds = {d["effects"][0]["type"] for d in state.delayed
             if d.get("when") == WHEN and d["player"] == player and d.get("effects")}
    if not kinds:
        return []
    cards = state.cards
    return [cid for cid in state.players[player].fate_discard
            if cards[cid].definition.type.value in kinds]


def turn_began(state: GameState, player: int) -> list[Event]:
    """``player``'s turn began: his permissions have one turn fewer; those at none end."""
    return delayed.count_down_turns(state, player, WHEN, "equipping from the discard pile ends")
