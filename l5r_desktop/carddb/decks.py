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
from typing import TYPE_CHECKING

from l5r_desktop.carddb.deck_model import (
    PLACEHOLDER,
    DeckEntry,
    DeckList,
    ResolvedDeck,
    UnknownCardsError,
    lookup_card,
)
from l5r_desktop.carddb.deck_resolution import resolve_partial
from l5r_desktop.carddb.importers.common import split_experience
from l5r_desktop.games.ccg.model.cards import Deck
from l5r_desktop.games.registry import game_ids

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
_HEADER_RE = re.compile(r"^(?P<name>[A-Za-z][A-Za-z -]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$")
#: ``Name (1)``: a copy count written after the name (EoPK writes the Stronghold so).
_COUNT_SUFFIX_RE = re.compile(r"^(?P<name>.*?\S)\s*\(\s*(?P<n>\d+)\s*\)$")
#: ``Name (WoC)``, ``Name (missing)``: a note after the name.
_NOTE_RE = re.compile(r"^(?P<name>.*?\S)\s*\((?P<note>[^()]*)\)$")
_PREGAME_WORDS = {"pregame", "pre-game", "pre game", "pregame holdings", "pre-game holdings",
                  "pregame holding", "starting holdings"}
#: Parts of the game that players list with their deck but no deck holds: the Imperial Favor
#: is gained during play [S1 › THE IMPERIAL FAVOR], not built into a deck.
GAME_OBJECTS = {"imperial favor": "the Imperial Favor is part of the game, not a deck card"}
_COUNT_RE = re.compile(r"^(?:(?P<n1>-?\d+)\s*[xX×]?|[xX×]\s*(?P<n2>\d+))\s+(?P<name>\S.*)$")


class DeckParseError(ValueError):
    """A deck file that cannot be read; ``line`` is the 1-based line number (0 = whole file)."""

    def __init__(self, message: str, line: int = 0) -> None:
        self.line = line
        self.reason = message
        super().__init__(f"line {line}: {message}" if line else message)


# ------------------------------------------------------------------------------- parsing


def _section_of(header: str) -> str | None:
    match = _HEADER_RE.match(header.strip())
    if not match:
        return None
    word = " ".join(match.group("name").split()).casefold()
    if word in _PREGAME_WORDS:
        return "pregame"
    if word.endswith(" deck"):
        word = word[: -len(" deck")].strip()
    if word in SECTIONS:
        return word
    if word in ("strongholds",):
        return "stronghold"
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
    suffix = _COUNT_SUFFIX_RE.match(name)
    if suffix:  # "1 The Fruitful Port of the Mantis (1)"
        name = suffix.group("name")
        if not match:
            count = max(1, min(int(suffix.group("n")), MAX_COPIES_PER_LINE))
    base, tag = split_experience(name)
    note = ""
    if not tag:
        noted = _NOTE_RE.match(name)
        if noted:  # "Corrupted Dojo (WoC)", "Oracle of the Void - exp (missing)"
            note = noted.group("note").strip()
            base, tag = split_experience(noted.group("name"))
    if not base:
        raise DeckParseError(f"no card name: {text!r}", line_no)
    return DeckEntry(base, count, tag, line_no, note)


def game_object_reason(title: str) -> str:
    """Why a line naming ``title`` is not a deck card (``""`` when it may be one)."""
    words = [w for w in re.sub(r"[^a-z ]+", "", title.casefold()).split() if w != "the"]
    return GAME_OBJECTS.get(" ".join(words), "")


def _after_subheader(section: str | None) -> str | None:
    """The section a card-type sub-header (``# Holding (2)``) leads to: inside the Pre-Game
    (after ``# Pre-Game``, the Stronghold, Sensei or Wind) it opens the Pre-Game cards."""
    if section in ("stronghold", "sensei", "wind", "pregame"):
        return "pregame"
    return section


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
            elif found == "sub":
                section = _after_subheader(section)
            continue  # other comments
        found = _section_of(line)
        if found in SECTIONS or found in ("pregame", "unsorted"):
            section = found
            continue
        if found == "sub":
            section = _after_subheader(section)
            continue
        entry = _parse_card_line(line, line_no)
        if game_object_reason(entry.title):
            deck.game_objects.append(entry)
        elif section == "pregame":
            deck.pregame.append(entry)
        elif section in ("stronghold", "sensei", "wind"):
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
            deck.slot_lines[section] = line_no
        elif section in ("dynasty", "fate"):
            getattr(deck, section).append(entry)
        else:
            deck.unsorted.append(entry)
    if not any((deck.stronghold, deck.sensei, deck.wind, deck.dynasty, deck.fate, deck.unsorted,
                deck.pregame, deck.game_objects)):
        raise DeckParseError("no cards found (expected lines like '3 Card Name')")
    return deck


# ------------------------------------------------------------------------------- writing


def write_text(deck: DeckList) -> str:
    """The deck as a plain-text list (``Stronghold:``, ``Dynasty (40):`` headers, each
    followed by ``3 Name`` lines), which :func:`parse_deck` reads back."""
    lines: list[str] = []
    if deck.name:
        lines.append(f"# Deck: {deck.name}")
    for section in ("stronghold", "sensei", "wind"):
        value = getattr(deck, section)
        if value:
            lines.extend((f"{section.capitalize()}:", f"1 {value}"))
    for label, entries in (("Pre-Game", deck.pregame), ("Dynasty", deck.dynasty),
                           ("Fate", deck.fate), ("Other", deck.unsorted)):
        if entries:
            lines.append("")
            lines.append(f"{label} ({sum(e.count for e in entries)}):")
            lines.extend(f"{e.count} {e.title}" for e in entries)
    lines.extend(_game_object_lines(deck))
    return "\n".join(lines) + "\n"


def _game_object_lines(deck: DeckList) -> list[str]:
    """The lines naming parts of the game that no deck holds (``1 Imperial Favor``), written
    back as the player wrote them so that saving a deck never drops a line of theirs; they are
    last, so :func:`parse_deck` reads them back into ``game_objects`` and no section."""
    if not deck.game_objects:
        return []
    lines = ["", "# Not deck cards"]
    for entry in deck.game_objects:
        lines.append(f"// {game_object_reason(entry.title)}")
        lines.append(f"{entry.count} {entry.title}")
    return lines


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
    if deck.pregame:
        lines.append("# Pre-Game")
        lines.extend(f"{e.count} {e.title}" for e in deck.pregame)
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
    lines.extend(_game_object_lines(deck))
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------- resolving


def resolve_deck(deck: DeckList, library: Library) -> ResolvedDeck:
    """Look every name up in the library and expand counts. Loose entries go to the deck
    their type belongs to (a Stronghold/Sensei/Wind fills that slot). Raises
    :class:`UnknownCardsError` listing every unknown name with the closest titles; use
    ``deck_resolution.resolve_partial`` to keep the lines that resolve instead."""
    resolution = resolve_partial(deck, library)
    if resolution.unknown:
        raise UnknownCardsError([(u.entry.title, u.entry.line, list(u.suggestions))
                                 for u in resolution.unknown])
    return resolution.resolved


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
    "PLACEHOLDER",
    "DeckEntry",
    "DeckList",
    "DeckParseError",
    "ResolvedDeck",
    "UnknownCardsError",
    "demo_deck_lists",
    "game_object_reason",
    "lookup_card",
    "parse_deck",
    "resolve_deck",
    "write_l5d",
    "write_text",
]
