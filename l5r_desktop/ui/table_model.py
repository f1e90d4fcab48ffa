"""The game-neutral table model (issue 15, item 4): what a table shows, without Qt or a game.

A game's adapter builds a :class:`TableModel` from its state; the scene draws the model. The
first slice holds one zone family, the seats' counters (the readout of each player: name and
the game's totals); zones, cards and prompts follow (docs/architecture.md, "The table model").
This module imports neither Qt nor a game, so both games' builders and any scene can share it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatCounter:
    """One seat's readout: the lines shown (name first) and whether that seat acts now."""

    seat: int
    lines: tuple[str, ...]
    active: bool


@dataclass(frozen=True, slots=True)
class TableModel:
    """What the table shows of one state (today: the seats' counters, by seat)."""

    counters: tuple[SeatCounter, ...] = ()

    def counter(self, seat: int) -> SeatCounter:
        """The counter of ``seat`` (IndexError for a seat the table does not have)."""
        found = [c for c in self.counters if c.seat == seat]
        if not found:
            raise IndexError(f"no counter for seat {seat}")
        return found[0]
