"""What happened: the events :func:`rules.apply_action` returns (for the log and the table)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l5r_desktop.core.vocabulary import BaseEvent


@dataclass(frozen=True)
class Event(BaseEvent):
    """Base of every LCG event; ``text`` is a plain-words line for the game log."""

    text: str = ""

    def describe(self, state: Any = None) -> str:
        """One line in plain words."""
        return self.text


@dataclass(frozen=True)
class PhaseBegan(Event):
    """A phase (or a round) began."""

    phase: str = ""


@dataclass(frozen=True)
class HonorChanged(Event):
    """A player's honor pool changed by ``amount``."""

    player: int = 0
    amount: int = 0


@dataclass(frozen=True)
class FateChanged(Event):
    """A player's fate pool changed by ``amount``."""

    player: int = 0
    amount: int = 0


@dataclass(frozen=True)
class CardMoved(Event):
    """A card moved to ``zone``."""

    zone: str = ""


@dataclass(frozen=True)
class CardChanged(Event):
    """A card bowed, readied, was honored/dishonored or got fate."""

    what: str = ""


@dataclass(frozen=True)
class ConflictEvent(Event):
    """A conflict step: declared, won, lost, unopposed, province broken, ring claimed."""

    what: str = ""


@dataclass(frozen=True)
class GameWon(Event):
    """The game is over."""

    player: int = 0
    how: str = ""
