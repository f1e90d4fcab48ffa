"""Deck lists: the ``.l5d`` text format, loose lists, and resolving names against the library.

``.l5d`` (what :func:`write_l5d` writes and :func:`parse_deck` reads)::

    # Deck: Crab Starter
    # Game: ccg
    # Stronghold
    1 The Kaiu Wall
    # Sensei
    # Wind
    # Dynasty
    ## Personalities
    3 Hida Kuon
    1 Hida Kisada - exp2
    # Fate
    ## Strategies
    3 Ambush

Section headers are ``# Stronghold``, ``# Sensei``, ``# Wind``, ``# Dynasty``, ``# Fate`` (also
``Dynasty (40)``, ``Fate:``, ``Stronghold:``) and ``# Other`` (cards sorted by type later);
other ``#``/``##`` lines and known sub-headers (``Personalities (12)``, ``Holdings:``) are
ignored; ``//`` and ``;`` start comments. A card line is ``3 Name``, ``3x Name``, ``x3 Name``
or just ``Name`` (one copy); an experience level is written as a suffix (``Name - exp2``,
``Name - inexp``, ``Name • Experienced 2``). A list without sections ("loose list") is sorted
into decks by card type when it is resolved. ``# Game:`` names the game the deck is for (an id
of ``l5r_desktop.games.registry``); a list without it is a CCG deck (every list written before
decks said their game).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from l5r_desktop.carddb.importers.common import full_title, split_experience
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck
from l5r_desktop.games.registry import DEFAULT_GAME, game_ids

if TYPE_CHECKING:
    from l5r_desktop.carddb.library import Library

MAX_COPIES_PER_LINE = 99

SECTIONS = ("stronghold", "sensei", "wind", "dynasty", "fate")
_SUBHEADERS = {
    "personalities", "personality", "holdings", "holding", "events", "event", "regions",
    "region", "celestials", "celestial", "strategies", "strategy", "actions", "action",
    "items", "item", "followers", "follower", "spells", "spell", "rings", "ring",
    "ancestors", "ancestor", "kiho", "kihos",
}
_HEADER_RE = re.compile(r"^(?P<name>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$")
_COUNT_RE = re.compile(r"^(?:(?P<n1>-?\d+)\s*[xX×]?|[xX×]\s*(?P<n2>\d+))\s+(?P<name>\S.*)$")


class DeckParseError(ValueError):
    """A deck file that cannot be read; ``line`` is the 1-based line number (0 = whole file)."""

    def __init__(self, message: str, line: int = 0) -> None:
        self.line = line
        self.reason = message
        super().__init__(f"line {line}: {message}" if line else message)


@dataclass(frozen=True)
class DeckEntry:
    """One deck line: a title (or a library id), how many copies, and the experience tag
    (``""``, ``"exp"``, ``"exp2"``, ``"inexp"`` ...)."""

    name: str
    count: int = 1
    experience: str = ""
    line: int = field(default=0, compare=False)

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


# ------------------------------------------------------------------------------- parsing


def _section_of(header: str) -> str | None:
    match = _HEADER_RE.match(header.strip())
    if not match:
        return None
    word = match.group("name").strip().casefold()
    if word.endswith(" deck"):
        word = word[: -len(" deck")].strip()
    if word in SECTIONS:
        return word
    if word in ("strongholds",):
        return "stronghold"
    if word in ("pregame", "pre-game", "pre game"):
        return "pregame"
    if word in ("other", "others", "unsorted"):
        return "unsorted"
    if word in _SUBHEADERS:
        return "sub"
    return None


def _parse_card_line(text: str, line_no: int) -> DeckEntry:
    match = _COUNT_RE.match(text)
    if match:
        raw = match.group("n1") or match.group("n2")
        count = int(raw)
        name = match.group("name").strip()
        if count < 1:
            raise DeckParseError(f"copy count must be at least 1, got {count}: {text!r}", line_no)
        if count > MAX_COPIES_PER_LINE:
            raise DeckParseError(f"copy count {count} is too large: {text!r}", line_no)
    else:
        if re.fullmatch(r"[-+]?\d+\s*[xX×]?", text):
            raise DeckParseError(f"a count without a card name: {text!r}", line_no)
        count, name = 1, text
    base, tag = split_experience(name)
    if not base:
        raise DeckParseError(f"no card name: {text!r}", line_no)
    return DeckEntry(base, count, tag, line_no)


def parse_deck(text: str) -> DeckList:
    """Parse an ``.l5d`` file or a loose list; raises :class:`DeckParseError` with the line."""
    if "\x00" in text:
        raise DeckParseError("not a text file (contains NUL bytes)")
    deck = DeckList()
    section: str | None = None
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith(("//", ";")):
            continue
        if line.startswith("#"):
            header = line.lstrip("#").strip()
            if header.casefold().startswith(("deck:", "name:")):
                deck.name = header.split(":", 1)[1].strip()
                continue
            if header.casefold().startswith("game:"):
                deck.game = header.split(":", 1)[1].strip().casefold()
                if deck.game not in game_ids():
                    raise DeckParseError(f"unknown game {deck.game!r} (known: "
                                         f"{', '.join(game_ids())})", line_no)
                continue
            if header.casefold().startswith("prefer:"):
                deck.prefer = header.split(":", 1)[1].strip()
                continue
            found = _section_of(header)
            if found in SECTIONS or found in ("pregame", "unsorted"):
                section = found
            continue  # sub-headers and comments
        found = _section_of(line)
        if found in SECTIONS or found in ("pregame", "unsorted"):
            section = found
            continue
        if found == "sub":
            continue
        entry = _parse_card_line(line, line_no)
        if section in ("stronghold", "sensei", "wind"):
            current = getattr(deck, section)
            if current is not None:
                raise DeckParseError(
                    f"a deck has one {section.capitalize()}; {current!r} is already listed",
                    line_no,
                )
            if entry.count != 1:
                raise DeckParseError(f"a deck has one {section.capitalize()}, not {entry.count}",
                                     line_no)
            setattr(deck, section, entry.title)
        elif section in ("dynasty", "fate"):
            getattr(deck, section).append(entry)
        else:
            deck.unsorted.append(entry)
    if not any((deck.stronghold, deck.sensei, deck.wind, deck.dynasty, deck.fate, deck.unsorted)):
        raise DeckParseError("no cards found (expected lines like '3 Card Name')")
    return deck


# ------------------------------------------------------------------------------- writing


def write_l5d(deck: DeckList, library: Library | None = None) -> str:
    """The ``.l5d`` text of a deck. With a library, Dynasty/Fate entries are grouped under
    sub-headers by card type (``## Personality (12)``); without one they keep their order.
    Loose (unsorted) entries are sorted into Dynasty/Fate when the library knows them."""
    lines: list[str] = []
    if deck.name:
        lines.append(f"# Deck: {deck.name}")
    lines.append(f"# Game: {deck.game}")
    if deck.prefer:
        lines.append(f"# Prefer: {deck.prefer}")
    for section in ("stronghold", "sensei", "wind"):
        lines.append(f"# {section.capitalize()}")
        value = getattr(deck, section)
        if value:
            lines.append(f"1 {value}")
    dynasty, fate = list(deck.dynasty), list(deck.fate)
    leftovers: list[DeckEntry] = []
    for entry in deck.unsorted:
        card = lookup_card(library, entry, deck.prefer) if library else None
        if card is not None and card.deck is Deck.DYNASTY:
            dynasty.append(entry)
        elif card is not None and card.deck is Deck.FATE:
            fate.append(entry)
        else:
            leftovers.append(entry)
    for section, entries in (("Dynasty", dynasty), ("Fate", fate)):
        lines.append(f"# {section} ({sum(e.count for e in entries)})")
        if library is None:
            lines.extend(f"{e.count} {e.title}" for e in entries)
            continue
        groups: dict[str, list[DeckEntry]] = {}
        for entry in entries:
            card = lookup_card(library, entry, deck.prefer)
            groups.setdefault(card.type.value.capitalize() if card else "Unknown", []).append(entry)
        for group, members in groups.items():
            lines.append(f"## {group} ({sum(e.count for e in members)})")
            lines.extend(f"{e.count} {e.title}" for e in members)
    if leftovers:
        lines.append("# Other")
        lines.append("// cards the library does not know; sorted into decks once it does")
        lines.extend(f"{e.count} {e.title}" for e in leftovers)
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------- resolving


def lookup_card(library: Library, entry_or_name: DeckEntry | str,
                prefer: str = "") -> CardDef | None:
    """The card a deck line names: by title (a card whose id starts with ``prefer:`` wins
    when several share it), else by library id; None when unknown."""
    title = entry_or_name.title if isinstance(entry_or_name, DeckEntry) else entry_or_name
    found = library.find_by_title(title)
    if found:
        if prefer:
            for card in found:
                if card.id.startswith(prefer + ":"):
                    return card
        return found[0]
    return library.get(title.strip())



def resolve_deck(deck: DeckList, library: Library) -> ResolvedDeck:
    """Look every name up in the library and expand counts. Loose entries go to the deck
    their type belongs to (a Stronghold/Sensei/Wind fills that slot). Raises
    :class:`UnknownCardsError` listing every unknown name with the closest titles."""
    unknown: list[tuple[str, int, list[str]]] = []

    def find(name: str, line: int = 0) -> CardDef | None:
        card = lookup_card(library, name, deck.prefer)
        if card is None:
            unknown.append((name, line, library.closest_titles(name)))
        return card

    resolved = ResolvedDeck(name=deck.name, stronghold=None)
    for section in ("stronghold", "sensei", "wind"):
        value = getattr(deck, section)
        if value:
            setattr(resolved, section, find(value))
    for section in ("dynasty", "fate"):
        target: list[CardDef] = getattr(resolved, section)
        for entry in getattr(deck, section):
            card = find(entry.title, entry.line)
            if card is not None:
                target.extend([card] * entry.count)
    for entry in deck.unsorted:
        card = find(entry.title, entry.line)
        if card is None:
            continue
        slot = {CardType.STRONGHOLD: "stronghold", CardType.SENSEI: "sensei",
                CardType.WIND: "wind"}.get(card.type)
        if slot is not None and getattr(resolved, slot) is None and entry.count == 1:
            setattr(resolved, slot, card)
        elif card.deck is Deck.FATE:
            resolved.fate.extend([card] * entry.count)
        else:
            resolved.dynasty.extend([card] * entry.count)
    if unknown:
        raise UnknownCardsError(unknown)
    return resolved


# ------------------------------------------------------------------------------- demo decks


def demo_deck_lists() -> list[DeckList]:
    """The bundled demo decks (``l5r_desktop.demo.demo_decks()``) as :class:`DeckList` s;
    an empty list when the demo package is not available."""
    try:
        from l5r_desktop.demo import demo_decks  # type: ignore[attr-defined]
    except ImportError:
        return []
    out = []
    for demo in demo_decks():
        out.append(
            DeckList(
                name=demo.name,
                stronghold=demo.stronghold,
                sensei=getattr(demo, "sensei", None),
                wind=getattr(demo, "wind", None),
                dynasty=[_entry(title, count) for title, count in demo.dynasty.items()],
                fate=[_entry(title, count) for title, count in demo.fate.items()],
                prefer="demo",
            )
        )
    return out


def _entry(title: str, count: int) -> DeckEntry:
    base, tag = split_experience(title)
    return DeckEntry(base, count, tag)


__all__ = [
    "DeckEntry",
    "DeckList",
    "DeckParseError",
    "ResolvedDeck",
    "UnknownCardsError",
    "demo_deck_lists",
    "lookup_card",
    "parse_deck",
    "resolve_deck",
    "write_l5d",
]
