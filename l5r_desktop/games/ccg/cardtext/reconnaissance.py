"""Reconnaissance: "You have Reconnaissance there." and "If you have Reconnaissance, ...".

The rulebooks define no rule for Reconnaissance: it is a state that card text gives a player
at a battlefield (You have Reconnaissance there / at this battlefield) and that other card
text asks about (If you have Reconnaissance, an ability may be taken, or an attack is
stronger). The engine keeps it per battlefield (``Battlefield.reconnaissance``:
the players who have it there), so it lasts while that battlefield exists (its Attack Phase)
and a card asking "if you have Reconnaissance" during a battle asks about the current
battlefield.

- The toolkit operation ``reconnaissance`` (``ManualOp.RECONNAISSANCE``; ``target`` = the
  player, default the acting one) gives the player Reconnaissance at the current battlefield:
  card text that gives it is recorded as this effect, and a player resolving such a card by
  hand uses the same operation, so the engine knows it either way.
- The ability condition ``{"reconnaissance": true}`` (``abilities.condition_ok``; also an
  effect's ``if`` with ``"player": "you"``) holds while the player has Reconnaissance at the
  current battlefield; outside a battle no one has it.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import CardState, GameState


def has_reconnaissance(state: GameState, player: int) -> bool:
    """Does ``player`` have Reconnaissance at the current battlefield?"""
    att = state.attack
    if att is None or att.current is None or not 0 <= att.current < len(att.battlefields):
        return False
    return player in att.battlefields[att.current].reconnaissance


def _player(state: GameState, a: Any) -> int | None:
    if a.target == "":
        return a.player
    try:
        who = int(a.target)
    except ValueError:
        return None
    return who if 0 <= who < len(state.players) else None


def check(state: GameState, a: Any, c: CardState | None, free: bool) -> str | None:
    """Why the player cannot be given Reconnaissance now (``None`` when he can); ``a`` is
    the operation's ``effect_ops.OpArgs``."""
    if _player(state, a) is None:
        return "Give Reconnaissance to a player of the game"
    att = state.attack
    if att is None or att.current is None:
        return "Reconnaissance is had at a battlefield: there is no current battlefield"
    return None


def apply(state: GameState, a: Any) -> list[Event]:
    """The player has Reconnaissance at the current battlefield."""
    who = _player(state, a)
    att = state.attack
    assert who is not None and att is not None and att.current is not None
    bf = att.battlefields[att.current]
    name = state.players[who].name
    if who in bf.reconnaissance:
        return [Note((), text=f"{name} already has Reconnaissance at battlefield "
                              f"{att.current + 1}")]
    bf.reconnaissance.append(who)
    return [Note((), text=f"{name} has Reconnaissance at battlefield {att.current + 1}")]
