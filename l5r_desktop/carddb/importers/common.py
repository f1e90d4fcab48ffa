"""What every importer shares: parsed-card records, problems, stat parsing, HTML text cleaning
and the canonical spelling of card titles (``Title - exp2``).

Pure Python: no Qt, no database. The importers turn source records into :class:`ParsedCard`
objects and :class:`ImportProblem` entries; the library stores them.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from l5r_desktop.games.ccg.model.cards import CardDef, CardType


class _Pattern:
    """A regular expression compiled on its first use (issue 22: an import that keeps its
    records unparsed, ``carddb/library_pending.py``, needs few of this module's patterns, and
    compiling them all was a tenth of its start). Its methods are then the compiled
    pattern's own, looked up as plain attributes."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(*self._args)
        for method in ("match", "fullmatch", "search", "sub", "subn", "split", "findall",
                       "finditer", "pattern", "flags", "groups", "groupindex"):
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)


class MalformedRecord(ValueError):
    """A source record that cannot become a card (the message says why)."""


@dataclass(frozen=True)
class ImportProblem:
    """One thing an import skipped: which file, where in it, and why."""

    file: str
    location: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        """A JSON-compatible dict."""
        return {"file": self.file, "location": self.location, "reason": self.reason}

    def __str__(self) -> str:
        where = f"{self.file}: {self.location}" if self.location else self.file
        return f"{where}: {self.reason}"


@dataclass(frozen=True)
class ParsedCard:
    """A card as read from a source, with what the library keeps beside the :class:`CardDef`.

    ``rich_text`` is simple HTML (only ``<b>``, ``<i>``, ``<br>``); ``printings`` are
    JSON-compatible dicts (set, number, rarity, artist, image ...); ``image_refs`` are relative
    image paths or file stems an image pack may provide for this card. ``game`` is ``"ccg"`` or
    ``"lcg"``; an LCG card carries its full record in ``lcg`` (see ``carddb/lcg_cards.py``). A card
    several databases describe carries each one's record and where each field came from.
    """

    card: CardDef
    rich_text: str = ""
    printings: tuple[dict[str, Any], ...] = ()
    image_refs: tuple[str, ...] = ()
    source: str = ""
    game: str = "ccg"
    lcg: dict[str, Any] | None = None
    #: field name → the source(s) it came from (``oracle``, ``xml``, ``oracle+xml``).
    provenance: dict[str, str] = field(default_factory=dict, compare=False)
    #: source → that source's own record of the card (see ``carddb/merge.py``).
    records: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)
    #: False for a CCG card whose ability records are still to be read from its text (the
    #: library's deferred pass, ``carddb/library_abilities.py``): its ``card.abilities`` is
    #: empty and means nothing yet.
    abilities_read: bool = True


def read_abilities(parsed: ParsedCard) -> ParsedCard:
    """The parsed card with its ability records read (``ccg_abilities.with_abilities``: ours
    card by card, else the text translator's); a card already read is returned as it is."""
    if parsed.abilities_read:
        return parsed
    from l5r_desktop.carddb.ccg_abilities import with_abilities

    return dataclasses.replace(parsed, card=with_abilities(parsed.card), abilities_read=True)


class RawCard(NamedTuple):
    """A source record kept as its file wrote it, its card built later (issue 22: the library
    stores the record and the columns search reads, and builds the rest of the card's row
    when the card is read, ``carddb/library_pending.py``). Only records that parse are kept
    so: building one gives the card the importer would have given. (A named tuple: an import
    makes one per card, three times quicker than a frozen dataclass.)"""

    #: The card's library id (``oracle:1234``).
    id: str
    #: The importer that builds it (``oracle``).
    source: str
    #: The record as the json module read it (None when the importer kept only its text and
    #: columns: :meth:`data` reads it back).
    record: Any
    #: The record's JSON as the file holds it (``json.loads`` of it is ``record``).
    text: str = ""
    #: The values of the record's pending row (``library_rows.PENDING_COLUMNS``) when the
    #: importer read them with its check (``carddb/pending_columns.py``), else None.
    fields: tuple[Any, ...] | None = None

    def data(self) -> Any:
        """The record: as read, or read back from its text when the importer dropped it once
        its columns were read (issue 22: an import holds a record's text and columns, not its
        objects, a third of its memory)."""
        return self.record if self.record is not None else json.loads(self.text)


@dataclass
class ParseResult:
    """The cards and problems found in one source file (``raw``: records kept unparsed, when
    the importer was asked to keep them, :class:`RawCard`)."""

    cards: list[ParsedCard] = field(default_factory=list)
    problems: list[ImportProblem] = field(default_factory=list)
    skipped_encrypted: int = 0
    packs: list[dict[str, Any]] = field(default_factory=list)
    raw: list[RawCard] = field(default_factory=list)


# --------------------------------------------------------------------------- stats

_STAT_RE = _Pattern(r"^\s*([+-]?)\s*(\d+)?\s*(\*?)\s*$")


def parse_stat(raw: Any, name: str) -> tuple[int | None, bool]:
    """Parse one printed stat; returns ``(value, has_asterisk)``.

    Accepts ``"3"``, ``"+2"``, ``"-1"`` (signed modifiers), ``"*"``, ``"+*"``, ``"1*"``;
    ``"-"``, ``""`` and ``None`` mean the stat is absent (``None``) [S1 › CARD FEATURES › STATS].
    Raises :class:`MalformedRecord` for anything else.
    """
    if type(raw) is list and len(raw) == 1 and type(raw[0]) is str:
        raw = raw[0]  # the Oracle's one-value list
    if type(raw) is str and raw.isdigit() and raw.isascii():
        return int(raw), False  # a plain number, as most stats are (what the pattern reads)
    if raw is None:
        return None, False
    if isinstance(raw, bool):
        raise MalformedRecord(f"stat {name} is not a number: {raw!r}")
    if isinstance(raw, int):
        return raw, False
    if isinstance(raw, list):
        if not raw:
            return None, False
        if len(raw) > 1 and any(str(v).strip() != str(raw[0]).strip() for v in raw):
            raise MalformedRecord(f"stat {name} has several values: {raw!r}")
        raw = raw[0]
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw, False
    if not isinstance(raw, str):
        raise MalformedRecord(f"stat {name} is not a number: {raw!r}")
    text = raw.strip().replace("\u2212", "-").replace("\u2013", "-")
    if text in ("", "-", "--", "\u2014"):
        return None, False
    match = _STAT_RE.match(text)
    if not match or (match.group(2) is None and not match.group(3)):
        raise MalformedRecord(f"stat {name} is not a number: {raw!r}")
    sign, digits, star = match.groups()
    value = int(digits) if digits is not None else 0
    if sign == "-":
        value = -value
    return value, bool(star)


# --------------------------------------------------------------------------- text

_ICON_RE = _Pattern(r":(bow|g(\d+|star)):", re.IGNORECASE)
_TAG_RE = _Pattern(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>]*)?/?>")
_BR_RE = _Pattern(r"<\s*br\s*/?\s*>", re.IGNORECASE)
_ANY_TAG_RE = _Pattern(r"</?[a-zA-Z][^<>]*>")


def _icon(match: re.Match[str]) -> str:
    word = match.group(1).lower()
    if word == "bow":
        return "Bow"
    amount = match.group(2).lower()
    return "* Gold" if amount == "star" else f"{amount} Gold"


def html_to_plain(text: str) -> str:
    """Card text HTML to plain text: ``<br>`` becomes a new line, other tags go, entities and
    the Oracle's icon codes (``:bow:``, ``:g2:``) become words."""
    if not text:
        return ""
    out = text
    if "<" in out:  # (each pattern begins with it)
        if out.count("<") == sum(map(out.count, _PLAIN_TAGS)):  # (every "<" opens one)
            out = out.replace("<br>", "\n")
            for tag in _PLAIN_TAGS[1:]:
                out = out.replace(tag, "")
        else:
            out = _ANY_TAG_RE.sub("", _BR_RE.sub("\n", out))
    out = html.unescape(out)
    if ":b" in out or ":g" in out or ":B" in out or ":G" in out:  # (only ASCII B, G match)
        out = _ICON_RE.sub(_icon, out)
    if ("  " not in out and " \n" not in out and "\n " not in out
            and out.replace("\n", "").isprintable()):  # (no other space: each line is clean)
        return out.strip()
    lines = [" ".join(line.split()) for line in out.split("\n")]
    return "\n".join(lines).strip()


#: The tags most card texts hold, read without the patterns when they are the only ones:
#: each ``<`` of the text opens one of them, so the patterns would match each as it is
#: (``<br>`` a new line, the others removed) and nothing else (issue 22).
_PLAIN_TAGS = ("<br>", "<b>", "</b>", "<i>", "</i>")


_KEEP = {"b": "b", "strong": "b", "i": "i", "em": "i"}


def _tag_to_marker(match: re.Match[str]) -> str:
    closing, name = match.group(1) == "/", match.group(2).lower()
    if name == "br":
        return "\x00br\x01"
    kept = _KEEP.get(name)
    if kept is None:
        return ""
    return f"\x00{'/' if closing else ''}{kept}\x01"


def html_to_rich(text: str) -> str:
    """Card text HTML to simple rich text: only ``<b>``, ``<i>`` and ``<br>`` survive, everything
    else is escaped or dropped, so the result is safe to show in a rich-text label. Unclosed
    ``<b>``/``<i>`` are closed at the end."""
    if not text:
        return ""
    marked = _TAG_RE.sub(_tag_to_marker, text.replace("\x00", "").replace("\x01", ""))
    out = html.escape(html.unescape(marked), quote=False)
    out = out.replace("\x00", "<").replace("\x01", ">")
    for tag in ("b", "i"):
        missing = out.count(f"<{tag}>") - out.count(f"</{tag}>")
        if missing > 0:
            out += f"</{tag}>" * missing
    return _ICON_RE.sub(_icon, out).strip()


_MOJIBAKE_RE = _Pattern("[\u00c2-\u00f4][\u0080-\u00bf]")


def fix_mojibake(text: str) -> str:
    """Undo UTF-8 read as Latin-1/cp1252 (``ShÅ\x8djÅ\x8d`` → ``Shōjō``), which some Oracle
    records carry; text that does not decode cleanly is returned unchanged."""
    if text.isascii() or not _MOJIBAKE_RE.search(text):  # (ASCII holds none of those pairs)
        return text
    for codec in ("latin-1", "cp1252"):
        try:
            return text.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
    return text


def clean_inline(text: Any) -> str:
    """A short field (title, keyword, clan) as plain single-line text."""
    if text is None:
        return ""
    text = str(text)
    if "<" not in text and "&" not in text:
        return " ".join(text.split())
    return " ".join(html.unescape(_ANY_TAG_RE.sub("", text)).split())


# --------------------------------------------------------------------------- titles

_EXP_WORDS_RE = _Pattern(
    r"^(?P<base>.*?)\s*(?:[\u2022\u00b7\x95]|\s-|\(|,|\s)\s*"
    r"(?P<tag>(?:in)?exp(?:erienced)?\s*(?P<rest>[0-9.]*\s*(?:CW|CoM)?))\s*\)?\s*$",
    re.IGNORECASE,
)


def split_experience(title: str) -> tuple[str, str]:
    """Split a title into ``(base, experience tag)``; the tag is ``""``, ``"exp"``, ``"exp2"``,
    ``"inexp"``, ``"exp2CW"`` ... Accepts ``X - exp2``, ``X • Experienced 2``, ``X (Exp 2)``
    and, as players write deck lists, ``X exp``, ``X exp 2`` and ``X Experienced``.
    """
    title = " ".join(title.split())
    if "exp" not in title.lower():  # (the tag holds "exp"; no other letter matches it)
        return title, ""
    match = _EXP_WORDS_RE.match(title)
    if not match or not match.group("base"):
        return title, ""
    tag = match.group("tag")
    inexp = tag.lower().startswith("in")
    rest = match.group("rest").replace(" ", "")
    return match.group("base").strip(), ("inexp" if inexp else "exp") + rest


def experience_level(tag: str) -> int:
    """The Experienced number of a tag: ``exp`` → 1, ``exp2CW`` → 2, ``inexp``/``""`` → 0."""
    if not tag or tag.lower().startswith("inexp"):
        return 0
    digits = re.match(r"exp(\d+)", tag, re.IGNORECASE)
    return int(digits.group(1)) if digits else 1


def card_level(tag: str, keywords: Sequence[str]) -> int:
    """A card's Experienced level: its title's tag, else an ``Experienced N`` keyword (both
    databases write either)."""
    if not tag:
        for keyword in keywords:
            if not keyword.lower().startswith("experienced"):
                continue
            k_base, k_tag = split_experience("x - " + keyword)
            if k_tag and k_base == "x":
                return experience_level(k_tag)
    return experience_level(tag)


def full_title(base: str, tag: str) -> str:
    """The canonical library title: ``Base`` or ``Base - exp2`` (the Oracle's plain spelling)."""
    return f"{base} - {tag}" if tag else base


def canonical_title(name: str) -> str:
    """Any spelling of a title turned into the library's canonical one."""
    base, tag = split_experience(clean_inline(name))
    return full_title(base, tag)


def title_key(name: str) -> str:
    """The case-insensitive lookup key of a title (its canonical form, case-folded)."""
    return canonical_title(name).casefold()


# --------------------------------------------------------------------------- editions

_PAREN_RE = _Pattern(r"\(([^)]*)\)\s*$")


#: Legality tags as the databases write them → the library's format keys. EoPK writes short
#: lower-case arc names (``ivory``, ``emperor``, ``20F``); the Oracle writes
#: ``Arc (Edition)`` (``A Brother's Destiny (Twenty Festivals)``), handled by the parenthesis rule.
FORMAT_ALIASES = {
    "20f": "twenty_festivals",
    "20_festivals": "twenty_festivals",
    "twenty": "twenty_festivals",
    "twentyfestivals": "twenty_festivals",
    "twenty_festival": "twenty_festivals",
    "a_brother_s_destiny": "twenty_festivals",
    "abd": "twenty_festivals",
    "ivory_edition": "ivory",
    "age_of_conquest": "emperor",
    "destroyer_war": "celestial",
    "rain_of_blood": "diamond",
    "four_winds": "gold",
    "hidden_emperor": "jade",
    "clan_wars": "imperial",
    "race_for_the_throne": "samurai",
    "age_of_enlightenment": "lotus",
    "onyx_edition": "onyx",
    "open_format": "open",
}


@functools.lru_cache(maxsize=1024)
def edition_key(name: str) -> str:
    """Normalise an edition / legality name to a short key.

    ``"Destroyer War (Celestial)"`` → ``celestial``, ``"A Brother's Destiny (Twenty Festivals)"``
    → ``twenty_festivals``, ``"Four Winds (Gold)"`` → ``gold``, ``"Onyx Edition"`` → ``onyx``,
    ``"twenty-festivals"`` → ``twenty_festivals``, ``"Modern"`` → ``modern``, EoPK's
    ``"20F"`` → ``twenty_festivals`` (:data:`FORMAT_ALIASES`).
    """
    text = clean_inline(name).casefold()
    paren = _PAREN_RE.search(text)
    if paren and paren.group(1).strip():
        text = paren.group(1)
    text = re.sub(r"[^0-9a-z]+", "_", text).strip("_")
    text = FORMAT_ALIASES.get(text, text)
    if text.endswith("_edition"):
        text = text[: -len("_edition")]
    return text


_PRODUCE_RE = _Pattern(
    r"^(?:bow(?: this (?:card|holding|stronghold))?|:bow:|\[bow\])\s*:\s*produce\s+(\d+)\s+gold\b",
    re.IGNORECASE,
)


def production_from_text(text: str) -> int | None:
    """The Gold a card produces by bowing, read from its plain text, or None.

    A line that begins with the bow cost and produces a fixed amount counts: ``Bow this card:
    Produce 2 Gold.``, ``Bow: Produce 3 Gold`` (the Oracle's ``:bow::`` icon), and the simple
    variants that add a condition after the base amount (``Produce 2 Gold, or 3 Gold if you are
    a Crane Clan player``, ``Produce 1 Gold, plus 1 additional Gold for each ...``): their base
    amount is the production [S1 › GOLD PRODUCTION]; the conditional extra is left to the
    players. Lines with other costs (``Limited, Bow: ...``) or "+2GP when ..." do not count.
    """
    for line in text.splitlines():
        match = _PRODUCE_RE.match(line.strip())
        if match:
            return int(match.group(1))
    return None


def build_parsed_card(*, card_id: str, base: str, tag: str, card_type: CardType,
                      clans: list[str], keywords: list[str], html_text: str,
                      asterisk: list[str], level: int, legal: list[str],
                      stats: dict[str, int | None], printings: tuple[dict[str, Any], ...],
                      image_refs: tuple[str, ...], source: str) -> ParsedCard:
    """The :class:`ParsedCard` every importer produces from the fields it has read: the title
    with its experience suffix and the card text cleaned to plain and to rich text. Its ability
    records are not read here (:func:`read_abilities`; the library reads them in a deferred
    pass): a card with text comes back with ``abilities_read`` False."""
    plain = html_to_plain(html_text)
    if stats.get("gold_production") is None:
        produced = production_from_text(plain)
        if produced is not None:
            stats = {**stats, "gold_production": produced}
    card = CardDef(
        id=card_id,
        title=full_title(base, tag),
        type=card_type,
        clans=tuple(clans),
        keywords=tuple(keywords),
        text=plain,
        asterisk=tuple(asterisk),
        experienced=level,
        base_title=base,
        legal=tuple(legal),
        **stats,
    )
    return ParsedCard(card=card, rich_text=html_to_rich(html_text), printings=printings,
                      image_refs=image_refs, source=source, abilities_read=not plain.strip())
