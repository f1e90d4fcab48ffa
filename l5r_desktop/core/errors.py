"""Errors the engine raises. Every one carries a readable reason for the status bar / CLI."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that the rules (or the game's automation level) do not allow right now.

    ``reason`` is a short sentence fit for a status bar, e.g. ``"Not enough Gold: need 5, can
    produce 3"``. The game state is never changed when this is raised.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class PositionError(ValueError):
    """A position (or saved state / setup) that cannot be loaded, with the reason."""


class SetupError(ValueError):
    """A game setup that cannot start a game (e.g. a deck without a Stronghold)."""
