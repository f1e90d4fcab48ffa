"""Removing a card from the game as an effect: "Target an enemy card without attachments:
Remove it from the game.", "Destroy it. Remove it from the game if ..." [CE › AREAS OF THE
GAME › OUTSIDE THE GAME]: a card removed from the game is out of play, outside the game, and
does not come back.

Effect::

    {"op": "remove_from_game", "target": 0}      # or "self"

The card may be in play (its attachments leave play to their discard piles, as when any card
leaves play, ``effect_ops._move``) or in a discard pile (a card just destroyed by an earlier
effect of the same action, or a card targeted there). A card elsewhere (a hand, a deck, already
removed) stays where it is, with a note.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("remove_from_game",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_PILES = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD, Zone.HONORABLY_DEAD, Zone.DISHONORABLY_DEAD)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``remove_from_game`` effect."""
    t = effect.get("target")
    if t != "self" and (not isinstance(t, int) or isinstance(t, bool)):
        return ["remove_from_game removes a target of the ability or the card (target: "
                "index or self)"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Move the card from play or a discard pile to outside the game."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if not (c.in_play or c.zone in _PILES):
        return [Note((card_id, cid), text=f"{c.title} is neither in play nor in a discard "
                                         "pile: not removed")]
    return effects.apply(state, player, "move", cid, zone=Zone.REMOVED.value)
