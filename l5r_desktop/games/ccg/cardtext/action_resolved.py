"""Reactions "after the resolution of a <Keyword> Battle action you took" (Reaction trigger
``action_resolved``).

[CE › TAKING ACTIONS FROM ABILITIES › E. Action ends]: "The trigger 'after action resolution'
is the same point in time as 'after the action ends'", so the Reaction window opens when the
action has ended, like other Reaction windows [CE › TIMING AND TRIGGERS]. The trigger is the
:class:`~l5r_desktop.games.ccg.events.AbilityUsed` of an action taken from a card's ability;
the window's cards are the action's card (and its targets), its ``Window.about`` (:func:`about`)
who took it, whether it was a Battle action, its ability keywords and the cards who performed
it [CE › PERFORM] (a target spec ``performed_it``: "target a Personality who performed it",
:func:`performers`). An action that waited in
a "before the resolution" window resolves after its ``AbilityUsed``: no window is opened for
it while it waits (:func:`fits` refuses it), a known limit.

The trigger's filters (``{"event": "action_resolved", "card": "any", ...}``):
``by``: ``you`` ("an action you took") or ``other``; ``battle``: true, a Battle action (a Battle
ability, or a Battle/Open one taken in a battle [CE › ABILITIES]); ``action_keyword``: a lower
case ability keyword the action has: its ability's own, or its card's ("An ability also has any
keywords that are on its card" [CE › ABILITIES › Ability keywords]).
"""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.cardtext import trigger_filters
from l5r_desktop.games.ccg.events import AbilityUsed, Event
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word.
TRIGGER = "action_resolved"
#: The filters of such a trigger.
FILTERS = ("event", "card", "by", "battle", "action_keyword")
_PLAYERS = ("political", "tactical")


def about(e: Event) -> str:
    """The window's ``about`` for an action's :class:`AbilityUsed` (who took it, Battle
    action or not, its ability's keywords)."""
    assert isinstance(e, AbilityUsed)
    return json.dumps({"player": e.player, "battle": e.battle,
                       "keywords": list(e.keywords),
                       **({"performers": list(e.performers)} if e.performers else {})},
                      sort_keys=True)


def performers(state: GameState) -> tuple[str, ...]:
    """The cards who performed the action the innermost window is about ("target a
    Personality who performed it"; none for another window, or one of an old save)."""
    w = state.windows[-1] if state.windows else None
    if w is None or w.trigger != TRIGGER or not w.about:
        return ()
    return tuple(json.loads(w.about).get("performers", ()))


def subjects(e: Event) -> tuple[str, ...]:
    """The action's card (an action about no card, as a Cycle, makes no trigger)."""
    return (e.cards[0],) if e.cards else ()


def filter_problems(trigger: dict[str, Any]) -> list[str]:
    """Problems with the filters of an ``action_resolved`` Reaction trigger."""
    out = trigger_filters.basic_problems(trigger, "action_resolved", FILTERS)
    if trigger.get("battle", True) is not True:
        out.append("battle is true or absent")
    kw = trigger.get("action_keyword", "x")
    if not isinstance(kw, str) or not kw or kw != kw.lower() or kw in _PLAYERS:
        out.append("action_keyword is one lower-case ability keyword, not political or "
                   "tactical (the players' own Lobby, Favor and Tactician abilities are such "
                   "actions and carry no keywords here)")
    if trigger.get("card", "any") != "any":
        out.append("an action_resolved trigger answers any card's action (card: any)")
    return out


def fits(state: GameState, card: CardState, spec: dict[str, Any],
         cards: tuple[str, ...], window_about: str) -> bool:
    """Does the resolved action (the window's ``cards`` and ``about``) fit the trigger's
    filters, for a response on ``card``?"""
    if not window_about or state.resolving:
        return False  # (an action still waiting for its effects has not resolved)
    info = json.loads(window_about)
    by = spec.get("by", "any")
    if by != "any" and (int(info["player"]) == card.controller) != (by == "you"):
        return False
    if spec.get("battle") and not info["battle"]:
        return False
    kw = spec.get("action_keyword")
    if kw is not None and kw not in info["keywords"]:
        source = state.cards.get(cards[0]) if cards else None
        if source is None or not source.definition.has_keyword(kw):
            return False
    return True
