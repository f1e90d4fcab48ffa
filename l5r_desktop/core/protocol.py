"""The protocol every game implements, and what a game tells the registry.

A game is a facade class (python-chess's ``Board``) whose instances hold one game: its state,
action log and undo/redo stacks. Most of the protocol comes ready-made from
:class:`~l5r_desktop.core.history.History`; a game adds how it starts (``new``), how it loads
and writes positions, and its own queries. Everything outside the games (saves, the CLI, the
table) talks to a game through this protocol and the :class:`GameInfo` found by its id, never
by importing a game package directly.

Contract (checked for each registered game by tests/core/test_protocol.py):

* actions are frozen dataclasses of ids and plain values (:class:`BaseAction`);
  ``info.action_from_dict(a.to_dict()) == a``;
* ``perform(a)`` either applies a legal action and returns its events, or raises
  :class:`~l5r_desktop.core.errors.IllegalActionError` and changes nothing;
* ``replay(setup, game.action_log)`` reaches the same ``fingerprint()`` as ``game``;
* ``undo()`` after ``perform(a)`` restores the previous ``fingerprint()``; ``redo()`` re-applies;
* ``from_position(game.position()).fingerprint()`` is ``game.fingerprint()`` when the game has
  no pending automatic steps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from l5r_desktop.core.vocabulary import BaseAction, BaseEvent


@runtime_checkable
class GameProtocol(Protocol):
    """One game in progress (see the module docstring for the contract)."""

    setup: Any
    action_log: list[Any]

    @classmethod
    def new(cls, setup: Any, *, history: bool = True) -> GameProtocol:
        """Start a game from a setup; automatic steps run until the first decision."""

    @classmethod
    def replay(cls, setup: Any, actions: Iterable[Any], *, history: bool = False
               ) -> GameProtocol:
        """A new game with ``actions`` performed in order (IllegalActionError at the first
        action the rules reject)."""

    @classmethod
    def from_position(cls, position: Mapping[str, Any], card_defs: Any = None, *,
                      history: bool = True) -> GameProtocol:
        """A game continuing from a position (PositionError when it cannot be loaded)."""

    @property
    def state(self) -> Any:
        """The current state (read it; change it only through ``perform``)."""

    @property
    def waiting_for(self) -> int | None:
        """The player whose decision the game waits for (``None`` when over)."""

    @property
    def winner(self) -> int | None:
        """The winner's index, or ``None``."""

    @property
    def can_undo(self) -> bool:
        """True when there is an action to undo."""

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be redone."""

    def legal_actions(self, player: int | None = None) -> list[Any]:
        """Legal actions for ``player`` (default: the player the game waits for)."""

    def is_legal(self, action: Any) -> bool:
        """True if ``perform(action)`` would be accepted."""

    def why_illegal(self, action: Any) -> str | None:
        """The reason ``action`` is illegal now, or ``None``."""

    def perform(self, action: Any) -> list[Any]:
        """Apply a legal action; returns the events."""

    def undo(self) -> Any:
        """Take back the last action; returns it (IndexError when there is none)."""

    def redo(self) -> list[Any]:
        """Perform the last undone action again; returns its events."""

    def position(self) -> dict[str, Any]:
        """The current state as a human-readable position (JSON-ready)."""

    def fingerprint(self) -> str:
        """A stable hash of the current state."""


@dataclass(frozen=True)
class GameInfo:
    """What a game tells the registry: its id, its name, its facade class and codecs.

    ``profiles`` are the rules editions the game knows (first = default); ``action_from_dict``
    rebuilds an action from ``to_dict()`` (ValueError when malformed); ``setup_from_dict`` /
    ``setup_to_dict`` convert the game's setup for saves.
    """

    id: str
    title: str
    game: type
    action_from_dict: Callable[[dict[str, Any]], BaseAction]
    setup_from_dict: Callable[[dict[str, Any]], Any]
    setup_to_dict: Callable[[Any], dict[str, Any]]
    profiles: tuple[str, ...] = ()
    event_base: type = BaseEvent
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def default_profile(self) -> str | None:
        """The profile a new game uses unless told otherwise."""
        return self.profiles[0] if self.profiles else None
