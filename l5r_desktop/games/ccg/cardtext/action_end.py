"""Stat changes "until the action ends" (modifier duration ``action``).

A Reaction to an action's announcement (``announced.py``) may give a card a bonus "until the
action ends": "An action ends after its last effect is applied" [CE › TAKING ACTIONS FROM
ABILITIES › E. Action ends]; an action that fails ends too, without a resolution. The engine
keeps such a modifier (``Duration.ACTION``) while the announced action waits in its windows
(a window open, or an action waiting in ``GameState.resolving``) and ends it as soon as no
action is under way any more: right after the action's effects, before the Reaction windows
"after" it open (``rules/apply.py``), or when it is dropped as its window closes.

Only games with a record using that duration look for such modifiers (:func:`used`).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.events import Event, ModifiersExpired
from l5r_desktop.games.ccg.model.cards import ACTION_END_KEY
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState

_D_ACTION = Duration.ACTION
KEY = ACTION_END_KEY


def used(state: GameState) -> bool:
    """Does some card of the game have a record giving a modifier until the action ends (an
    effect of duration ``action``: :data:`KEY` among the game's ability keys)?"""
    return KEY in state.ability_keys


def expire(state: GameState) -> list[Event]:
    """No action is under way: end every modifier that lasted until the action ends."""
    if state.windows or state.resolving or state.options or not used(state):
        return []
    gone: list[str] = []
    for cid, c in state.cards.items():
        mods = c.modifiers
        if mods and any(m.duration is _D_ACTION for m in mods):
            c.modifiers = [m for m in mods if m.duration is not _D_ACTION]
            gone.append(cid)
    return [ModifiersExpired(tuple(gone), duration=_D_ACTION.value)] if gone else []
