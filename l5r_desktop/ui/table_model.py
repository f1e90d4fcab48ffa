"""The game-neutral table model (issue 15, item 4): what a table shows, without Qt or a game.

A game's adapter builds a :class:`TableModel` from its state; the scene draws the model. The
first slices hold two zone families: the seats' counters (each player's readout: name and
the game's totals) and the seats' piles (decks and discards); zones, cards and prompts follow
(docs/architecture.md, "The table model"). This module imports neither Qt nor a game, so both
games' builders and any scene can share it.
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
class PileView:
    """One deck or discard pile of a seat, drawn as its top card with a count.

    ``key`` is the pile's zone key (``pile:<seat>:<name>``); ``top`` the card on top (``""``
    when empty), shown face up or by ``back`` (the game's name of the card back); ``bowed``
    (turned 90°) and ``upside_down`` (180°) say how the top card lies."""

    key: str
    seat: int
    name: str
    label: str
    count: int
    top: str
    face_up: bool
    back: str
    bowed: bool
    upside_down: bool


@dataclass(frozen=True, slots=True)
class TableModel:
    """What the table shows of one state (today: the seats' counters and piles)."""

    counters: tuple[SeatCounter, ...] = ()
    piles: tuple[PileView, ...] = ()

    def piles_of(self, seat: int) -> tuple[PileView, ...]:
        """The piles of ``seat``, in the model's order."""
        return tuple(p for p in self.piles if p.seat == seat)

    def counter(self, seat: int) -> SeatCounter:
        """The counter of ``seat`` (IndexError for a seat the table does not have)."""
        found = [c for c in self.counters if c.seat == seat]
        if not found:
            raise IndexError(f"no counter for seat {seat}")
        return found[0]
