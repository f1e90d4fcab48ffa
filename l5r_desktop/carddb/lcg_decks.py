"""LCG deck lists: FiveRingsDB / EmeraldDB JSON exports and text lists, resolved by the library.

JSON (what :func:`write_json` writes; FiveRingsDB's and EmeraldDB's exports have this shape)::

    {"name": "Crab Wall", "primary_clan": "crab", "secondary_clan": "crane",
     "format": "standard", "cards": {"01-hida-kisada": 1, "01-hida-guardian": 3}}

``primaryClan`` / ``secondaryClan`` and a list of ``{"id": …, "quantity": …}`` are accepted too.

Text (what :func:`write_text` writes; FiveRingsDB's text export and hand-typed lists)::

    # Deck: Crab Wall
    # Clans: crab / crane
    # Format: core
    Stronghold
    1x Some Stronghold (Core Set)
    Dynasty Deck (40)
    3x Some Character (Core Set)
    Some Holding x2

A card line is ``3x Title``, ``3 Title``, ``x3 Title``, ``Title x3`` or ``Title`` (one copy), with
an optional pack name in parentheses (``(Core Set)``) that also picks the printing when two
cards share a title. Section headers (``Stronghold``, ``Provinces (5)``, ``Conflict Deck:``,
``Characters (12)`` …) and ``#``/``//`` comments are skipped: every card's side says where it
goes. Unknown titles are reported with their line number and the closest titles.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from l5r_desktop.carddb.decks import UnknownCardsError
from l5r_desktop.carddb.lcg_cards import LcgCard

if TYPE_CHECKING:
    from l5r_desktop.carddb.library import Library

MAX_COPIES_PER_LINE = 99
#: Words that are never a deck's clan.
_NOT_CLANS = {"neutral", "none", "null"}

_HEADER_WORDS = {
    "stronghold", "strongholds", "role", "roles", "province", "provinces", "dynasty",
    "dynasty deck", "conflict", "conflict deck", "character", "characters", "attachment",
    "attachments", "event", "events", "holding", "holdings", "deck", "cards",
}
_HEADER_RE = re.compile(r"^(?P<name>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$")
_LEAD_COUNT_RE = re.compile(r"^(?:(?P<n1>\d+)\s*[xX×]?|[xX×]\s*(?P<n2>\d+))\s+(?P<rest>\S.*)$")
_TAIL_COUNT_RE = re.compile(r"^(?P<rest>\S.*?)\s+[xX×]\s*(?P<n>\d+)$")
_PACK_RE = re.compile(r"^(?P<title>.*?)\s*\((?P<pack>[^()]*)\)\s*(?:#\s*\d+)?$")
_NAME_RE = re.compile(r"^(?:#\s*)?(?:deck|name)\s*:\s*(?P<name>.+)$", re.IGNORECASE)


class LcgDeckError(ValueError):
    """A deck list that cannot be read; ``line`` is 1-based (0 = the whole file)."""

    def __init__(self, message: str, line: int = 0) -> None:
        self.line = line
        self.reason = message
        super().__init__(f"line {line}: {message}" if line else message)


class UnknownLcgCardsError(UnknownCardsError):
    """Names or ids the library does not know: ``unknown`` holds (name, line, closest), the
    message one line per entry after a count (as for the CCG's deck lists)."""


@dataclass(frozen=True)
class LcgEntry:
    """One line of a list: a title or card id, the copies, an optional pack, its line."""

    name: str
    count: int = 1
    pack: str = ""
    line: int = field(default=0, compare=False)
    by_id: bool = False
    bare: bool = field(default=False, compare=False)


@dataclass
class LcgDeckList:
    """A deck as written, not yet resolved against the library."""

    name: str = ""
    primary_clan: str | None = None
    secondary_clan: str | None = None
    format: str = "standard"
    entries: list[LcgEntry] = field(default_factory=list)

    def total(self) -> int:
        """Every copy of every entry."""
        return sum(e.count for e in self.entries)


@dataclass
class LcgDeck:
    """A resolved deck: the cards found in the library, each with its copies."""

    name: str = ""
    primary_clan: str | None = None
    secondary_clan: str | None = None
    format: str = "standard"
    cards: dict[str, tuple[LcgCard, int]] = field(default_factory=dict)

    def add(self, card: LcgCard, count: int) -> None:
        """Add copies of a card (adds up with copies already there)."""
        old = self.cards.get(card.id)
        self.cards[card.id] = (card, count + (old[1] if old else 0))

    def by_side(self, side: str) -> list[tuple[LcgCard, int]]:
        """The cards of one side (``dynasty``, ``conflict``, ``province``, ``role``), by
        title; the stronghold is on the province side with the provinces."""
        return sorted((v for v in self.cards.values() if v[0].side == side),
                      key=lambda v: (v[0].name.casefold(), v[0].id))

    def of_type(self, card_type: str) -> list[tuple[LcgCard, int]]:
        """The cards of one type (``stronghold``, ``province`` ...), by title."""
        return sorted((v for v in self.cards.values() if v[0].type == card_type),
                      key=lambda v: (v[0].name.casefold(), v[0].id))

    def count(self, side: str) -> int:
        """How many copies a side holds (provinces without the stronghold)."""
        return sum(n for card, n in self.cards.values()
                   if card.side == side and card.type != "stronghold")

    @property
    def stronghold(self) -> LcgCard | None:
        """The (first) stronghold, or None."""
        found = self.of_type("stronghold")
        return found[0][0] if found else None

    def quantities(self) -> dict[str, int]:
        """``{card id: copies}`` (the JSON export's ``cards``)."""
        return {card_id: n for card_id, (_, n) in sorted(self.cards.items())}


# ------------------------------------------------------------------------------- JSON


_CLAN_RE = re.compile(r"^[a-z][a-z-]{1,30}$")


def _clan(value: Any, what: str) -> str | None:
    """A clan id: one lowercase word (``crab`` ... ``unicorn``, or a clan of the user's or
    the demo's own cards); ``neutral`` is not a deck's clan."""
    if value in (None, ""):
        return None
    if not isinstance(value, str) or not _CLAN_RE.match(value.casefold()) or \
            value.casefold() in _NOT_CLANS:
        raise LcgDeckError(f"{what} is not a clan: {value!r}")
    return value.casefold()


def parse_json(text: str) -> LcgDeckList:
    """A FiveRingsDB / EmeraldDB JSON export. Raises :class:`LcgDeckError` when malformed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LcgDeckError(f"not JSON: {exc.msg}", exc.lineno) from exc
    if isinstance(data, dict) and isinstance(data.get("deck"), dict):
        data = data["deck"]
    if not isinstance(data, dict) or "cards" not in data:
        raise LcgDeckError("a JSON deck must be an object with 'cards'")
    raw = data["cards"]
    if isinstance(raw, list):
        pairs = []
        for item in raw:
            if not isinstance(item, dict):
                raise LcgDeckError("each card of the 'cards' list must be an object")
            pairs.append((item.get("id", item.get("card_id")),
                          item.get("quantity", item.get("count", 1))))
    elif isinstance(raw, dict):
        pairs = list(raw.items())
    else:
        raise LcgDeckError("'cards' must map card ids to quantities")
    deck = LcgDeckList(
        name=str(data.get("name") or ""),
        primary_clan=_clan(data.get("primary_clan", data.get("primaryClan")), "primary clan"),
        secondary_clan=_clan(data.get("secondary_clan", data.get("secondaryClan")),
                             "secondary clan"),
        format=str(data.get("format") or "standard"),
    )
    for card_id, quantity in pairs:
        if not isinstance(card_id, str) or not card_id:
            raise LcgDeckError(f"a card id must be text, got {card_id!r}")
        if isinstance(quantity, bool) or not isinstance(quantity, int) or \
                not 0 <= quantity <= MAX_COPIES_PER_LINE:
            raise LcgDeckError(f"quantity of {card_id!r} is not a count: {quantity!r}")
        if quantity:
            deck.entries.append(LcgEntry(card_id, quantity, by_id=True))
    return deck


def write_json(deck: LcgDeck) -> str:
    """The deck as a FiveRingsDB-style JSON export (sorted ids, so it diffs well)."""
    return json.dumps({
        "name": deck.name,
        "primary_clan": deck.primary_clan,
        "secondary_clan": deck.secondary_clan,
        "format": deck.format,
        "cards": deck.quantities(),
    }, indent=2, ensure_ascii=False) + "\n"


# ------------------------------------------------------------------------------- text


def _card_line(text: str, number: int) -> LcgEntry | None:
    """A card line, or None when the line is a section header."""
    count, bare = 1, False
    match = _LEAD_COUNT_RE.match(text)
    if match:
        count = int(match.group("n1") or match.group("n2"))
        text = match.group("rest")
    else:
        tail = _TAIL_COUNT_RE.match(text)
        if tail:
            count, text = int(tail.group("n")), tail.group("rest")
        else:
            header = _HEADER_RE.match(text)
            if header and header.group("name").strip().casefold() in _HEADER_WORDS:
                return None
            bare = True
    if count < 1 or count > MAX_COPIES_PER_LINE:
        raise LcgDeckError(f"copies must be 1 to {MAX_COPIES_PER_LINE}, got {count}", number)
    pack = ""
    packed = _PACK_RE.match(text)
    if packed and packed.group("title").strip():
        text, pack = packed.group("title"), packed.group("pack").strip()
    title = " ".join(text.split())
    if not title:
        raise LcgDeckError("a card line without a title", number)
    return LcgEntry(title, count, pack, number, bare=bare and not pack)


def parse_text(text: str) -> LcgDeckList:
    """A text list (see the module docstring). Raises :class:`LcgDeckError` for a line that
    cannot be a card or a header."""
    deck = LcgDeckList()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("//") or line.startswith(";"):
            continue
        named = _NAME_RE.match(line)
        if named:
            deck.name = named.group("name").strip()
            continue
        clans = re.match(r"^#?\s*clans?\s*:\s*(.+)$", line, re.IGNORECASE)
        if clans:
            parts = [p.strip() for p in re.split(r"[/,]", clans.group(1)) if p.strip()]
            try:
                deck.primary_clan = _clan(parts[0], "primary clan") if parts else None
                deck.secondary_clan = _clan(parts[1], "secondary clan") if len(parts) > 1 \
                    else None
            except LcgDeckError as exc:
                raise LcgDeckError(exc.reason, number) from exc
            continue
        fmt = re.match(r"^#?\s*format\s*:\s*(\w+)\s*$", line, re.IGNORECASE)
        if fmt:
            deck.format = fmt.group(1).casefold()
            continue
        if line.startswith("#"):
            continue
        entry = _card_line(line, number)
        if entry is not None:
            deck.entries.append(entry)
    return deck


def parse_deck(text: str) -> LcgDeckList:
    """JSON or text, whichever the content is."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("{"):
        return parse_json(stripped)
    return parse_text(text)


_SECTIONS = (("Stronghold", "stronghold"), ("Role", "role"), ("Provinces", "province"))


def write_text(deck: LcgDeck, *, packs: bool = True, style: str = "3x") -> str:
    """The deck as a text list: sections with counts, ``3x Title (Pack)`` lines (``style``
    ``"x3"`` writes ``Title (Pack) x3``; ``packs=False`` leaves the pack names out)."""
    lines = [f"# Deck: {deck.name}"] if deck.name else []
    clans = [c for c in (deck.primary_clan, deck.secondary_clan) if c]
    if clans:
        lines.append(f"# Clans: {' / '.join(clans)}")
    if deck.format != "standard":
        lines.append(f"# Format: {deck.format}")

    def card_line(card: LcgCard, count: int) -> str:
        title = card.name
        if packs and card.printings:
            title += f" ({card.printings[0].pack_name or card.printings[0].pack})"
        return f"{title} x{count}" if style == "x3" else f"{count}x {title}"

    groups = [(label, deck.of_type(kind)) for label, kind in _SECTIONS]
    groups.append(("Dynasty Deck", deck.by_side("dynasty")))
    groups.append(("Conflict Deck", deck.by_side("conflict")))
    for label, cards in groups:
        if not cards:
            continue
        lines.append(f"{label} ({sum(n for _, n in cards)})")
        lines.extend(card_line(card, n) for card, n in cards)
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------- resolving


def _pick(found: list[LcgCard], pack: str) -> LcgCard:
    if pack:
        key = pack.casefold()
        for card in found:
            if any(key in (p.pack.casefold(), p.pack_name.casefold()) for p in card.printings):
                return card
    return found[0]


def resolve(deck: LcgDeckList, library: Library) -> LcgDeck:
    """Find every entry in the library (titles by title, JSON entries by card id). The
    primary clan defaults to the stronghold's, the secondary clan to the clan of the
    out-of-clan conflict cards. Raises :class:`UnknownLcgCardsError` listing every unknown
    entry with the closest titles (or ids)."""
    resolved = LcgDeck(name=deck.name, primary_clan=deck.primary_clan,
                       secondary_clan=deck.secondary_clan, format=deck.format)
    unknown: list[tuple[str, int, list[str]]] = []
    by_id = library.lcg_cards([e.name for e in deck.entries if e.by_id])
    entries = list(deck.entries)
    if entries and entries[0].bare and not deck.name and not library.lcg_by_title(
            entries[0].name):
        resolved.name = entries.pop(0).name  # a text export's first line is the deck name
    for entry in entries:
        if entry.by_id:
            card = by_id.get(entry.name)
            if card is None:
                ids = list(library.lcg_cards())
                unknown.append((entry.name, entry.line,
                                difflib.get_close_matches(entry.name, ids, n=5, cutoff=0.6)))
                continue
        else:
            found = library.lcg_by_title(entry.name)
            if not found and entry.pack:  # "(…)" was part of the title after all
                found = library.lcg_by_title(f"{entry.name} ({entry.pack})")
                entry = LcgEntry(f"{entry.name} ({entry.pack})", entry.count, "", entry.line)
            if not found:
                unknown.append((entry.name, entry.line,
                                library.closest_titles(entry.name, game="lcg")))
                continue
            card = _pick(found, entry.pack)
        resolved.add(card, entry.count)
    if unknown:
        raise UnknownLcgCardsError(unknown)
    stronghold = resolved.stronghold
    if resolved.primary_clan is None and stronghold is not None and not stronghold.is_neutral:
        resolved.primary_clan = stronghold.clan
    if resolved.secondary_clan is None:
        others = {c.clan for c, _ in resolved.by_side("conflict")
                  if not c.is_neutral and c.clan != resolved.primary_clan}
        if len(others) == 1:
            resolved.secondary_clan = others.pop()
    return resolved


def load_deck(text: str, library: Library) -> LcgDeck:
    """Parse (JSON or text) and resolve in one step."""
    return resolve(parse_deck(text), library)
