"""Resolving a deck list that names cards the library does not know: keep the rest.

:func:`resolve_partial` looks every line up and returns a :class:`DeckResolution`: the deck
made of the lines that resolved, and each unknown line with its closest titles (a missing
experience suffix first: ``Hida Kuon`` → ``Hida Kuon - exp5``). The user then accepts a
suggestion or picks any card (:func:`replace_line`, :func:`accept_suggestions`; the GUI's
``ui/dialogs/unknown_cards.py`` and ``l5r-desktop deck --accept-closest / --pick``), and the
legality check runs on what resolved.

Pure Python: no Qt.
"""

from __future__ import annotations

import copy
import dataclasses
import difflib
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from l5r_desktop.carddb.deck_model import DeckEntry, DeckList, ResolvedDeck, lookup_card
from l5r_desktop.carddb.importers.common import full_title, split_experience, title_key
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck

if TYPE_CHECKING:
    from l5r_desktop.carddb.library import Library

SLOTS = ("stronghold", "sensei", "wind")
_SLOT_TYPES = {CardType.STRONGHOLD: "stronghold", CardType.SENSEI: "sensei",
               CardType.WIND: "wind"}
_SLOT_KINDS = {slot: kind for kind, slot in _SLOT_TYPES.items()}


@dataclass(frozen=True)
class UnknownLine:
    """One deck line the library could not resolve.

    ``section`` and ``index`` say where it is in the :class:`DeckList` (a slot such as
    ``stronghold`` has index 0); ``suggestions`` are the closest titles, best first;
    ``reason`` says why it did not resolve.
    """

    section: str
    index: int
    entry: DeckEntry
    suggestions: tuple[str, ...] = ()
    reason: str = "unknown card"
    #: the line fills a one-card slot (Stronghold, Sensei, Wind) and its suggestions start
    #: with the closest cards of that type
    slot_match: bool = False

    @property
    def likely(self) -> bool:
        """True when the best suggestion is the written title with one letter wrong, added or
        missing (case, punctuation and "the" ignored, same experience level: ``Tesen
        Warden`` → ``Tessen Warden``): probably the card the line means, so the GUI
        preselects it. Any other suggestion (``Hida Genichi`` → ``Ikoma Genichi``,
        ``Shadow Dragon - exp`` → ``Shadow Dragon - exp2``) is another card: offered only."""
        if not self.suggestions:
            return False
        best = self.suggestions[0]
        if split_experience(best)[1] != self.entry.experience:
            return False
        return edit_distance(loose_key(self.entry.name),
                             loose_key(split_experience(best)[0]), limit=1) <= 1

    @property
    def confident(self) -> bool:
        """True when ``--accept-closest`` may take the best suggestion without asking: it is
        :attr:`likely` (one letter off), the same card at another experience level (``Hida
        Kuon`` → ``Hida Kuon - exp5``), or the line fills a one-card slot (Stronghold, Sensei,
        Wind) whose suggestions are cards of that type only. A suggestion that is only a
        similar spelling of another card (``Michio`` → ``Moshi Chiyoko``) is another card: the
        line stays unknown until the player picks."""
        if not self.suggestions:
            return False
        if self.likely or self.slot_match:
            return True
        return (split_experience(self.suggestions[0])[0].casefold()
                == title_key(self.entry.name))

    def describe(self) -> str:
        """One line for the user: where, what, why, and the closest titles."""
        where = f"line {self.entry.line}: " if self.entry.line else ""
        hint = (f" (did you mean: {', '.join(self.suggestions)}?)" if self.suggestions
                else " (no similar title)")
        return f"{where}{self.reason} {self.entry.title!r}{hint}"


@dataclass
class DeckResolution:
    """The resolved part of a deck and the lines that did not resolve."""

    resolved: ResolvedDeck
    unknown: list[UnknownLine] = field(default_factory=list)
    #: lines written without their experience level, resolved to the one card of that base
    #: title (the line, the title it became) — shown to the user.
    assumed: list[tuple[DeckEntry, str]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """True when every line resolved."""
        return not self.unknown

    def unknown_copies(self) -> int:
        """How many card copies the unknown lines stand for."""
        return sum(u.entry.count for u in self.unknown)


def edit_distance(a: str, b: str, limit: int = 99) -> int:
    """Letters to change, add or remove to turn ``a`` into ``b`` (Levenshtein); any answer
    above ``limit`` is ``limit + 1`` (computed no further)."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    row = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, char_b in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1,
                                           previous + (char_a != char_b))
        if min(row) > limit:
            return limit + 1
    return min(row[-1], limit + 1)


def _typed_closest(library: Library, title: str, kind: CardType, n: int) -> list[str]:
    """The closest titles among the library's cards of one type (a Stronghold line is
    answered with Strongholds: ``The Honorable Garrison of the Lion`` → ``The Grand Halls of
    the Lion``, not the Strategy ``The Honor of the Lion``)."""
    titles = {c.title.casefold(): c.title  # (titles only: no record read, issue 22)
              for c in library.search("", types=[kind], game="ccg", limit=100_000,
                                      left_unread=set())}
    matches = difflib.get_close_matches(title.casefold(), list(titles), n=n, cutoff=0.5)
    return [titles[m] for m in matches]


def _slot_match(library: Library, entry: DeckEntry, kind: CardType | None) -> bool:
    """True when a line of a one-card slot has a close card of that type (the first
    suggestion :func:`suggestions_for` gives after the same card's other levels)."""
    return kind is not None and bool(_typed_closest(library, entry.title, kind, 1))


def suggestions_for(library: Library, entry: DeckEntry, n: int = 5,
                    kind: CardType | None = None) -> list[str]:
    """The closest titles for a deck line, best first: the same base title at other
    experience levels, then (for a line in a slot of one card type, ``kind``: the
    Stronghold, Sensei or Wind) the closest cards of that type, then the closest spellings
    (difflib)."""
    if entry.placeholder:
        return []
    base_key = title_key(entry.name)
    candidates: list[str] = [card.title for card in library.find_by_base_title(
        entry.name, left_unread=set()) if title_key(card.title) != title_key(entry.title)]
    typed = _typed_closest(library, entry.title, kind, n) if kind is not None else []
    candidates.extend(library.closest_titles(entry.title, n))
    if entry.experience:
        candidates.extend(library.closest_titles(entry.name, n))
    same_base = [t for t in candidates if split_experience(t)[0].casefold() == base_key]
    out: list[str] = []
    for title in (*same_base, *typed, *candidates):
        if title not in out:
            out.append(title)
    return out[:n]


_LOOSE_DROP_RE = re.compile(r"[^0-9a-z ]+")


def loose_key(title: str) -> str:
    """A title with case, punctuation and every "the" ignored: ``Fall Back`` =
    ``Fall Back!``, ``Koans Staff`` = ``Koan's Staff``, ``Emerald Dojo`` = ``The Emerald Dojo``,
    ``Temple of Heavenly Crab`` = ``Temple of the Heavenly Crab`` (over both real databases
    no two titles share a key they did not share with only a leading "The" dropped)."""
    words = _LOOSE_DROP_RE.sub("", title_key(title).replace("-", " ")).split()
    return " ".join(w for w in words if w != "the")


def _loose_index(library: Library) -> dict[str, set[str]]:
    index: dict[str, set[str]] = {}
    for title in library.all_titles():
        index.setdefault(loose_key(title), set()).add(title)
    return index


def _find(library: Library, entry: DeckEntry, prefer: str,
          assumed: list[tuple[DeckEntry, str]],
          loose: dict[str, dict[str, set[str]]],
          left_unread: set[str] | None = None) -> CardDef | None:
    card = lookup_card(library, entry, prefer, left_unread)
    if card is None and entry.note:  # a title that really ends in parentheses
        card = lookup_card(library, full_title(f"{entry.name} ({entry.note})",
                                               entry.experience), prefer, left_unread)
    if card is None and not entry.experience:
        # "Hida Kuon" when the library has only "Hida Kuon - exp5": players leave the level
        # out; one card with that base title is unambiguous (listed in ``assumed``).
        titles = {c.title for c in library.find_by_base_title(entry.name, left_unread=set())}
        if len(titles) == 1:
            card = lookup_card(library, titles.pop(), prefer, left_unread)
            if card is not None:
                assumed.append((entry, card.title))
    if card is None:
        # the same words spelled with other punctuation or without "The": one card only
        if "index" not in loose:
            loose["index"] = _loose_index(library)
        titles = loose["index"].get(loose_key(entry.title), set())
        if len(titles) == 1:
            card = lookup_card(library, next(iter(titles)), prefer, left_unread)
            if card is not None:
                assumed.append((entry, card.title))
    return card


def _slot_entry(deck: DeckList, slot: str) -> DeckEntry:
    base, tag = split_experience(getattr(deck, slot) or "")
    return DeckEntry(base, 1, tag, deck.slot_lines.get(slot, 0))


def resolve_partial(deck: DeckList, library: Library,
                    left_unread: set[str] | None = None) -> DeckResolution:
    """Look every line up; the lines that resolve make the deck, the others are listed with
    their closest titles. Loose (unsorted) lines go to the deck their type belongs to (a
    Stronghold, Sensei or Wind fills that slot). A line without an experience level whose
    base title names exactly one card, or whose words match exactly one title when case,
    punctuation and a leading "The" are ignored (:func:`loose_key`), resolves to it and is
    listed in ``assumed``. With a ``left_unread`` set, the cards whose ability records are
    unread come without them and their ids go into the set (:func:`lookup_card`)."""
    resolved = ResolvedDeck(name=deck.name, stronghold=None)
    unknown: list[UnknownLine] = []
    assumed: list[tuple[DeckEntry, str]] = []
    loose: dict[str, dict[str, set[str]]] = {}

    def find(section: str, index: int, entry: DeckEntry) -> CardDef | None:
        card = None if entry.placeholder else _find(library, entry, deck.prefer, assumed, loose,
                                                    left_unread)
        if card is None:
            reason = ("the list does not name a card:" if entry.placeholder
                      else "unknown card")
            kind = _SLOT_KINDS.get(section)
            unknown.append(UnknownLine(section, index, entry,
                                       tuple(suggestions_for(library, entry, kind=kind)),
                                       reason, _slot_match(library, entry, kind)))
        return card

    for slot in SLOTS:
        if getattr(deck, slot):
            setattr(resolved, slot, find(slot, 0, _slot_entry(deck, slot)))
    for index, entry in enumerate(deck.pregame):
        card = find("pregame", index, entry)
        if card is not None:
            resolved.pregame.extend([card] * entry.count)
    for section in ("dynasty", "fate"):
        target: list[CardDef] = getattr(resolved, section)
        for index, entry in enumerate(getattr(deck, section)):
            card = find(section, index, entry)
            if card is not None:
                target.extend([card] * entry.count)
    for index, entry in enumerate(deck.unsorted):
        card = find("unsorted", index, entry)
        if card is None:
            continue
        slot = _SLOT_TYPES.get(card.type)
        if slot is not None and getattr(resolved, slot) is None and entry.count == 1:
            setattr(resolved, slot, card)
        elif card.deck is Deck.FATE:
            resolved.fate.extend([card] * entry.count)
        elif card.deck is Deck.DYNASTY:
            resolved.dynasty.extend([card] * entry.count)
        else:
            resolved.pregame.extend([card] * entry.count)
    unknown = _typed_suggestions(deck, library, unknown, resolved.stronghold is None)
    unknown.sort(key=lambda u: u.entry.line)  # in the file's order
    return DeckResolution(resolved, unknown, assumed)


def first_card_line(deck: DeckList) -> int:
    """The number of the deck's first card line (0 for a deck without line numbers)."""
    lines = [e.line for part in (deck.pregame, deck.dynasty, deck.fate, deck.unsorted)
             for e in part if e.line]
    lines.extend(n for n in deck.slot_lines.values() if n)
    return min(lines, default=0)


def _typed_suggestions(deck: DeckList, library: Library, unknown: list[UnknownLine],
                       no_stronghold: bool) -> list[UnknownLine]:
    """Unknown lines outside any section whose card type shows: a title ending in "Sensei"
    (every Sensei is named so) is answered with the closest Senseis; in a deck without a
    Stronghold, its first card line (EoPK's ``.l5d`` and players' lists put the Stronghold
    first, without a header) with the closest Strongholds."""
    first = first_card_line(deck)
    out = []
    for line in unknown:
        entry = line.entry
        kind = None
        if line.section == "unsorted" and entry.count == 1 and not entry.placeholder:
            if entry.name.casefold().endswith(" sensei"):
                kind = CardType.SENSEI
            elif no_stronghold and first and entry.line == first:
                kind = CardType.STRONGHOLD
        if kind is not None:
            line = dataclasses.replace(
                line, suggestions=tuple(suggestions_for(library, entry, kind=kind)),
                slot_match=_slot_match(library, entry, kind))
        out.append(line)
    return out


def replace_line(deck: DeckList, section: str, index: int, title: str) -> DeckList:
    """A copy of ``deck`` whose line (``section``, ``index``) names ``title`` instead (the
    count and line number are kept)."""
    out = copy.deepcopy(deck)
    base, tag = split_experience(title)
    if section in SLOTS:
        setattr(out, section, full_title(base, tag))
        return out
    entries: list[DeckEntry] = getattr(out, section)
    old = entries[index]
    entries[index] = DeckEntry(base, old.count, tag, old.line)
    return out


def accept_suggestions(deck: DeckList, resolution: DeckResolution) -> tuple[DeckList, int]:
    """A copy of ``deck`` with every unknown line whose best suggestion is
    :attr:`UnknownLine.confident` replaced by it; returns the deck and how many lines were
    replaced (the other lines stay unknown, for the player to pick)."""
    out = deck
    replaced = 0
    for line in resolution.unknown:
        if line.confident:
            out = replace_line(out, line.section, line.index, line.suggestions[0])
            replaced += 1
    return out, replaced


def pick_by_line(deck: DeckList, resolution: DeckResolution, line_no: int,
                 title: str) -> DeckList:
    """A copy of ``deck`` whose unknown line number ``line_no`` names ``title``; raises
    ``KeyError`` when no unknown line has that number."""
    for line in resolution.unknown:
        if line.entry.line == line_no:
            return replace_line(deck, line.section, line.index, title)
    raise KeyError(line_no)
