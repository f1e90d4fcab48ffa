"""Replacement effects ("would ... instead") [RR › Replacement Effects, "Would"]: the lasting
``instead`` effects an ability set up, found and used up when what they replace is about to
happen. ``moves.py`` asks here before it changes the state and then does what the effect
says instead.

An effect is ``{"kind": "instead", "event": ..., "do": ..., "until": ..., "source": ...}``
with ``card`` (about a card) or ``player`` (about a player):

- about a card (``effects._instead`` with a target): ``leave_play`` (also "would be
  discarded" from play), ``bow``, ``ready``, ``honor``, ``dishonor``, ``receive_fate`` (fate
  would be placed on it), ``discarded`` (it would be discarded from a hand or a province);
- about a player (``effects._instead`` with ``player``): ``gain_honor``, ``lose_honor``,
  ``gain_fate``, ``lose_fate``, ``draw``.

If several were set up against the same thing, the most recently initiated one is used
[RR › Replacement Effects]; it is used once, and the replaced thing is still considered to
have occurred (the engine records no "after" for it: nothing of it happened in the state).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.cards import (  # re-exported: the vocabulary lives in cards.py
    INSTEAD_CARD_DOS as CARD_DOS,
)
from l5r_desktop.games.lcg.cards import INSTEAD_CARD_EVENTS as CARD_EVENTS
from l5r_desktop.games.lcg.cards import INSTEAD_PLAYER_DOS as PLAYER_DOS
from l5r_desktop.games.lcg.cards import INSTEAD_PLAYER_EVENTS as PLAYER_EVENTS
from l5r_desktop.games.lcg.state import LcgState

__all__ = ["CARD_DOS", "CARD_EVENTS", "PLAYER_DOS", "PLAYER_EVENTS", "take"]


def take(s: LcgState, event: str, *, card: str | None = None,
         player: int | None = None) -> dict[str, Any] | None:
    """The most recent replacement effect for ``event`` of ``card`` (or ``player``), removed
    from the lasting effects (it is used); ``None`` when there is none."""
    if not s.effects:
        return None
    for i in range(len(s.effects) - 1, -1, -1):
        e = s.effects[i]
        if e.get("kind") != "instead" or e.get("event", "leave_play") != event:
            continue
        if (card is not None and e.get("card") == card) or (
                player is not None and e.get("player") == player and "card" not in e):
            del s.effects[i]
            return e
    return None
