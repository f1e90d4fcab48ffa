"""Errors every game raises. Each carries a readable reason for the status bar / CLI."""

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


class UnknownGameError(LookupError):
    """A game id that no game is registered under (e.g. a save of a newer version)."""

    def __init__(self, game_id: str, known: tuple[str, ...] = ()) -> None:
        known_text = f" (known: {', '.join(known)})" if known else ""
        super().__init__(f"Unknown game {game_id!r}{known_text}")
        self.game_id = game_id
