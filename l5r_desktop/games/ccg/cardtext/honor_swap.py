"""An Honor gain turned into a loss: "before the next time this turn a player gains Honor from an
action he took, he loses that amount instead" (actions lane).

Effect (in an ability record's ``effects``)::

    {"op": "next_honor_gain_lost"}

[CE › DELAYED EFFECTS]: activated now, applied later, once: it waits as a marker on the
acting player's Stronghold (a ``restriction`` modifier of stat :data:`STAT`, for the turn:
"this turn" [CE › DURATION OF EFFECTS]) and the first Honor gain of the turn that is the
effect of an action taken by the player who gains (an ability record's ``gain_honor`` on
``you`` run as an action, ``abilities.run_list``; a Reaction is an action, a triggered trait
or a delayed effect is not) is resolved as a loss of the same amount, and uses it up
[CE › SUBSTITUTION: "instead"]. An Honor gain of another player than the action's, and gains
outside actions (a battle's resolution, the Dynasty Phase's), do not use it.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: The effect ops this module resolves.
OPS = ("next_honor_gain_lost",)
#: The marker's modifier stat and kind.
STAT = "next_gain_lost"
KIND = "restriction"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``next_honor_gain_lost`` effect."""
    return [] if set(effect) <= {"op", "optional"} else \
        ["next_honor_gain_lost takes no other keys"]


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Leave the marker on the acting player's Stronghold for the turn."""
    keep = state.players[player].stronghold
    if not keep or keep not in state.cards:
        return [Note((card_id,), text="No Stronghold to hold the effect")]
    state.cards[keep].modifiers.append(Modifier(STAT, 0, Duration.TURN, card_id, KIND))
    return [Note((card_id,), text="The next Honor gain this turn from a player's own action is "
                                  "a loss instead")]


def swapped(state: GameState, effect: dict[str, Any]) -> dict[str, Any] | None:
    """A ``gain_honor`` effect of the acting player's own action (``player`` ``you``): the
    loss it becomes if a marker waits (used up now), else ``None``."""
    if effect.get("player", "you") != "you" or "each_player" in effect:
        return None
    for p in state.players:
        c = state.cards.get(p.stronghold or "")
        if c is None or not c.modifiers:
            continue
        for i, m in enumerate(c.modifiers):
            if m.kind == KIND and m.stat == STAT:
                c.modifiers = [*c.modifiers[:i], *c.modifiers[i + 1:]]
                return {**effect, "op": "lose_honor"}
    return None


def waiting(state: GameState) -> bool:
    """Is a marker waiting (a quick test before :func:`swapped`)?"""
    return any(m.kind == KIND and m.stat == STAT
               for p in state.players if p.stronghold in state.cards
               for m in state.cards[p.stronghold].modifiers)
