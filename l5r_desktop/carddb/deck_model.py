"""The deck-list data: lines as written (:class:`DeckEntry`, :class:`DeckList`), the deck
resolved against the library (:class:`ResolvedDeck`), and looking one line up.

``decks.py`` reads and writes deck files, ``deck_resolution.py`` resolves them; both use these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from l5r_desktop.carddb.importers.common import full_title
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.registry import DEFAULT_GAME

if TYPE_CHECKING:
    from l5r_desktop.carddb.library import Library

#: A line that names no card: ``3 ?``.
PLACEHOLDER = "?"


@dataclass(frozen=True)
class DeckEntry:
    """One deck line: a title (or a library id), how many copies, and the experience tag
    (``""``, ``"exp"``, ``"exp2"``, ``"inexp"`` ...)."""

    name: str
    count: int = 1
    experience: str = ""
    line: int = field(default=0, compare=False)
    #: what followed the name in parentheses (``WoC``, ``missing``), kept for the user.
    note: str = field(default="", compare=False)

    @property
    def placeholder(self) -> bool:
        """True for a line that names no card (``3 ?``)."""
        return self.name == PLACEHOLDER

    @property
    def title(self) -> str:
        """The full title with its experience suffix (``Hida Kisada - exp2``)."""
        return full_title(self.name, self.experience)


@dataclass
class DeckList:
    """A deck as written: names and counts, not yet resolved against a library.

    ``prefer`` is the id prefix of the cards to choose when a title names several cards
    (``"demo"`` for the bundled demo decks, whose titles may also exist in an imported
    database); it is written to ``.l5d`` as ``# Prefer: demo``.
    """

    name: str = ""
    stronghold: str | None = None
    sensei: str | None = None
    wind: str | None = None
    dynasty: list[DeckEntry] = field(default_factory=list)
    fate: list[DeckEntry] = field(default_factory=list)
    unsorted: list[DeckEntry] = field(default_factory=list)
    prefer: str = ""
    #: The game the deck is for (a games-registry id, see :mod:`l5r_desktop.games.registry`).
    game: str = DEFAULT_GAME
    #: Pre-Game cards other than the Stronghold, Sensei and Wind (``# Pre-Game`` /
    #: ``# Pregame Holdings``: the starting Holdings); the rules profile supplies the game's own.
    pregame: list[DeckEntry] = field(default_factory=list)
    #: the line numbers of the Stronghold, Sensei and Wind lines.
    slot_lines: dict[str, int] = field(default_factory=dict, compare=False)
    #: lines naming a part of the game that no deck holds (``1 Imperial Favor``): read, kept
    #: out of the deck, and said to the user.
    game_objects: list[DeckEntry] = field(default_factory=list, compare=False)

    def total(self, section: str) -> int:
        """Card count of ``dynasty``, ``fate`` or ``unsorted``."""
        return sum(e.count for e in getattr(self, section))


@dataclass
class ResolvedDeck:
    """A deck whose names were found in the library, expanded by count (ready for a game)."""

    name: str
    stronghold: CardDef | None
    sensei: CardDef | None = None
    wind: CardDef | None = None
    dynasty: list[CardDef] = field(default_factory=list)
    fate: list[CardDef] = field(default_factory=list)
    pregame: list[CardDef] = field(default_factory=list)


class UnknownCardsError(LookupError):
    """Deck names the library does not know; ``unknown`` holds (name, line, closest titles)."""

    def __init__(self, unknown: list[tuple[str, int, list[str]]]) -> None:
        self.unknown = unknown
        lines = []
        for name, line, close in unknown:
            where = f"line {line}: " if line else ""
            hint = f" (did you mean: {', '.join(close)}?)" if close else " (no similar title)"
            lines.append(f"{where}unknown card {name!r}{hint}")
        super().__init__(f"{len(unknown)} unknown card(s):\n" + "\n".join(lines))


def lookup_card(library: Library, entry_or_name: DeckEntry | str,
                prefer: str = "", left_unread: set[str] | None = None) -> CardDef | None:
    """The card a deck line names: by title (a card whose id starts with ``prefer:`` wins
    when several share it), else by library id; None when unknown. With a ``left_unread``
    set, a card whose ability records are unread comes without them and its id goes into
    the set (``Library.search``: the deck editor has them read on a worker thread)."""
    title = entry_or_name.title if isinstance(entry_or_name, DeckEntry) else entry_or_name
    found = library.find_by_title(title, left_unread=left_unread)
    if found:
        if prefer:
            for card in found:
                if card.id.startswith(prefer + ":"):
                    return card
        return found[0]
    return library.get(title.strip(), left_unread)
