"""Starting games from deck lists: resolve decks in the library and build a ``GameSetup``.

No Qt here: the GUI's New game dialog, the self-test and scripts all start games this way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from l5r_desktop.carddb.deck_resolution import replace_line, resolve_partial
from l5r_desktop.carddb.decks import (
    DeckList,
    DeckParseError,
    ResolvedDeck,
    UnknownCardsError,
    demo_deck_lists,
    parse_deck,
)
from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.game import Game, GameSetup, PlayerSetup

MAX_DECK_FILE_BYTES = 1_000_000


class NewGameError(ValueError):
    """A game cannot be started from these choices; the message says why, for the user."""


@dataclass(frozen=True)
class DeckChoice:
    """Where a player's deck comes from: a demo deck by name, or a .l5d file."""

    demo: str = ""
    path: str = ""
    #: the user's choices for the file's unknown lines: (section, index, title or None to
    #: leave the line out), see ``carddb/deck_resolution.py``.
    picks: tuple[tuple[str, int, str | None], ...] = ()

    def label(self) -> str:
        return f"Demo: {self.demo}" if self.demo else Path(self.path).name


def demo_choices() -> list[DeckChoice]:
    """One choice per bundled demo deck."""
    return [DeckChoice(demo=deck.name) for deck in demo_deck_lists()]


def read_deck_text(path: Path) -> str:
    """A deck file's text; :class:`NewGameError` for a file too large, not text or unreadable
    (either game's deck lists)."""
    try:
        if path.stat().st_size > MAX_DECK_FILE_BYTES:
            raise NewGameError(f"{path.name} is too large to be a deck list")
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise NewGameError(f"{path.name} is not a text deck list") from exc
    except OSError as exc:
        raise NewGameError(f"cannot read {path}: {exc.strerror or exc}") from exc


def load_deck_list(choice: DeckChoice) -> DeckList:
    """The deck list of a choice; raises :class:`NewGameError` with the reason."""
    if choice.demo:
        for deck in demo_deck_lists():
            if deck.name == choice.demo:
                return deck
        raise NewGameError(f"there is no demo deck named {choice.demo!r}")
    path = Path(choice.path)
    text = read_deck_text(path)
    try:
        deck = parse_deck(text)
    except DeckParseError as exc:
        raise NewGameError(f"{path.name}: {exc}") from exc
    if not deck.name:
        deck.name = path.stem
    return deck


def resolve_choice(choice: DeckChoice, library: Library) -> ResolvedDeck:
    """Resolve a deck choice against the library, with the user's picks for unknown lines
    applied (a pick of None leaves its line out); :class:`NewGameError` on other unknown
    cards."""
    deck = load_deck_list(choice)
    left_out = set()
    for section, index, title in choice.picks:
        if title is None:
            left_out.add((section, index))
        else:
            deck = replace_line(deck, section, index, title)
    resolution = resolve_partial(deck, library)
    unknown = [u for u in resolution.unknown if (u.section, u.index) not in left_out]
    if unknown:
        error = UnknownCardsError([(u.entry.title, u.entry.line, list(u.suggestions))
                                   for u in unknown])
        raise NewGameError(f"{choice.label()}: {error}")
    resolved = resolution.resolved
    if resolved.stronghold is None:
        raise NewGameError(f"{choice.label()}: the deck has no Stronghold")
    return resolved


def build_setup(names: list[str], decks: list[ResolvedDeck], *, profile: str = "celestial",
                automation: str = "assisted", seed: int | None = None) -> GameSetup:
    """A :class:`GameSetup` for players ``names`` playing ``decks``."""
    if len(names) != len(decks) or len(names) < 2:
        raise NewGameError("a game needs at least two players, each with a deck")
    players = []
    for name, deck in zip(names, decks, strict=True):
        if deck.stronghold is None:
            raise NewGameError(f"{deck.name}: the deck has no Stronghold")
        players.append(PlayerSetup(name=name.strip() or "Player", stronghold=deck.stronghold,
                                   dynasty=list(deck.dynasty), fate=list(deck.fate),
                                   sensei=deck.sensei, wind=deck.wind))
    return GameSetup(players=players, profile=profile, automation=automation, seed=seed)


def new_game(library: Library, names: list[str], choices: list[DeckChoice], *,
             profile: str = "celestial", automation: str = "assisted",
             seed: int | None = None) -> Game:
    """Resolve the decks and start a game."""
    decks = [resolve_choice(choice, library) for choice in choices]
    setup = build_setup(names, decks, profile=profile, automation=automation, seed=seed)
    try:
        return Game.new(setup)
    except ValueError as exc:
        raise NewGameError(str(exc)) from exc


def demo_game(library: Library, names: tuple[str, str] = ("Player 1", "Player 2"), *,
              profile: str = "celestial", automation: str = "assisted",
              seed: int | None = None) -> Game:
    """A game between the first two bundled demo decks."""
    choices = demo_choices()
    if len(choices) < 2:
        raise NewGameError("the bundled demo decks are missing")
    return new_game(library, list(names), choices[:2], profile=profile, automation=automation,
                    seed=seed)
