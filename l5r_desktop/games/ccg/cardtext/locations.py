"""A card's unit and location, as card text compares them: "a card in this unit", "at this
card's location" [CE › LOCATIONS], [CE › UNIT]. A leaf module (the target filters and the
Reactions to an action's targeting both ask)."""

from __future__ import annotations

from l5r_desktop.games.ccg.model.state import CardState, GameState


def root(state: GameState, cid: str) -> CardState:
    """The card, or the Personality it is attached to (a card's unit and location)."""
    c = state.cards[cid]
    while c.attached_to is not None and c.attached_to in state.cards:
        c = state.cards[c.attached_to]
    return c


def where(c: CardState) -> tuple[object, ...]:
    """A card's location: its battlefield, or its controller's home (each player's home is a
    location of its own [CE › LOCATIONS])."""
    return (c.zone, c.battlefield, c.controller if c.battlefield is None else -1)


def same_unit(state: GameState, a: str, b: str) -> bool:
    """Are the two cards in one unit (the same Personality, or attached to him)?"""
    return root(state, a).id == root(state, b).id


def same_location(state: GameState, a: str, b: str) -> bool:
    """Are the two cards in play at the same location?"""
    return state.cards[a].in_play and where(root(state, a)) == where(root(state, b))
