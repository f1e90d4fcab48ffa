"""The card library's table: its schema version and migrations, its columns, and the
conversions between a table row and a card (``CardDef`` / ``ParsedCard``). No Qt; used by
:mod:`l5r_desktop.carddb.library` and its imports (:mod:`l5r_desktop.carddb.library_import`).
"""

from __future__ import annotations

import html
import json
import logging
import marshal
import operator
import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from json.encoder import encode_basestring_ascii
from typing import Any

from l5r_desktop.carddb.importers.common import (
    ParsedCard,
    edition_key,
    title_key,
)
from l5r_desktop.carddb.lcg_vocabulary import LCG_TYPES
from l5r_desktop.core import digests
from l5r_desktop.games.ccg.model.cards import STAT_NAMES, CardDef, CardType, deck_of

log = logging.getLogger(__name__)

#: Current schema version (``PRAGMA user_version``).
SCHEMA_VERSION = 8

ProgressFn = Callable[[int, int], None]
CancelFn = Callable[[], bool]


class LibraryError(Exception):
    """The library file cannot be used (not a library, newer version, unreadable image ...)."""


CARD_COLUMNS = (
    "id",
    "title",
    "title_key",
    "base_title",
    "type",
    "deck",
    "clans",
    "keywords",
    "text",
    "rich_text",
    *STAT_NAMES,
    "asterisk",
    "experienced",
    "legal",
    "editions",
    "clan_keys",
    "keyword_keys",
    "printings",
    "image_refs",
    "abilities",
    "source",
    "game",
    "lcg",
    "provenance",
    "source_records",
    "abilities_read",
)

_V1_CARDS = """
CREATE TABLE cards (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    title_key TEXT NOT NULL,
    base_title TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL,
    deck TEXT NOT NULL,
    clans TEXT NOT NULL DEFAULT '[]',
    keywords TEXT NOT NULL DEFAULT '[]',
    text TEXT NOT NULL DEFAULT '',
    rich_text TEXT NOT NULL DEFAULT '',
    force INTEGER, chi INTEGER, gold_cost INTEGER, personal_honor INTEGER,
    honor_requirement INTEGER, gold_production INTEGER, province_strength INTEGER,
    starting_honor INTEGER, focus INTEGER,
    asterisk TEXT NOT NULL DEFAULT '[]',
    experienced INTEGER NOT NULL DEFAULT 0,
    legal TEXT NOT NULL DEFAULT '[]',
    editions TEXT NOT NULL DEFAULT '|',
    clan_keys TEXT NOT NULL DEFAULT '|',
    keyword_keys TEXT NOT NULL DEFAULT '|',
    printings TEXT NOT NULL DEFAULT '[]',
    image_refs TEXT NOT NULL DEFAULT '[]',
    image TEXT,
    abilities TEXT NOT NULL DEFAULT '[]',
    source TEXT NOT NULL DEFAULT ''
);
CREATE INDEX cards_title_key ON cards(title_key);
CREATE INDEX cards_type ON cards(type);
CREATE VIRTUAL TABLE cards_fts USING fts5(
    title, keywords, text, content='cards', content_rowid='rowid',
    tokenize='unicode61 remove_diacritics 2'
);
CREATE TRIGGER cards_ai AFTER INSERT ON cards BEGIN
    INSERT INTO cards_fts(rowid, title, keywords, text)
    VALUES (new.rowid, new.title, new.keywords, new.text);
END;
CREATE TRIGGER cards_ad AFTER DELETE ON cards BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
END;
CREATE TRIGGER cards_au AFTER UPDATE OF title, keywords, text ON cards BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
    INSERT INTO cards_fts(rowid, title, keywords, text)
    VALUES (new.rowid, new.title, new.keywords, new.text);
END;
"""

#: Schema version 1 (first layout, no change hashes): kept to create old files in tests.
SCHEMA_V1 = _V1_CARDS


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """v1 → v2: a content hash per card (idempotent re-imports) and a key/value meta table."""
    conn.execute("ALTER TABLE cards ADD COLUMN content_hash TEXT NOT NULL DEFAULT ''")
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """v2 → v3: new rows are added to the full-text index in bulk by the library (one
    ``INSERT … SELECT`` per batch) instead of by a per-row trigger: 5x faster imports."""
    conn.execute("DROP TRIGGER IF EXISTS cards_ai")


def _migrate_3_to_4(conn: sqlite3.Connection) -> None:
    """v3 → v4: the card's game (``ccg``, the default every existing card migrates to, or
    ``lcg``), the full LCG record as JSON, and the LCG packs (names, sizes, release dates)."""
    conn.execute("ALTER TABLE cards ADD COLUMN game TEXT NOT NULL DEFAULT 'ccg'")
    conn.execute("ALTER TABLE cards ADD COLUMN lcg TEXT NOT NULL DEFAULT ''")
    conn.execute("CREATE INDEX cards_game ON cards(game, title_key)")
    conn.execute(
        "CREATE TABLE packs (game TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, "
        "position INTEGER, size INTEGER, released_at TEXT, cycle TEXT, "
        "PRIMARY KEY (game, id))"
    )


def _migrate_4_to_5(conn: sqlite3.Connection) -> None:
    """v4 → v5: where each field came from, and each database's own record of a card that
    several databases describe, so that it is one card (``carddb/merge.py``). A card from one
    database keeps no separate record: its row is that record."""
    conn.execute("ALTER TABLE cards ADD COLUMN provenance TEXT NOT NULL DEFAULT '{}'")
    conn.execute("ALTER TABLE cards ADD COLUMN source_records TEXT NOT NULL DEFAULT '{}'")


def _migrate_5_to_6(conn: sqlite3.Connection) -> None:
    """v5 → v6: whether a card's ability records were read from its text (0: not yet; the
    import leaves the reading to a deferred pass, ``carddb/library_abilities.py``). Cards
    stored before were read at their import."""
    conn.execute("ALTER TABLE cards ADD COLUMN abilities_read INTEGER NOT NULL DEFAULT 1")


def _migrate_6_to_7(conn: sqlite3.Connection) -> None:
    """v6 → v7: a card stored as its source record, its row still to be built (``raw``: where
    the record is, ``<raw_files key>:<index in the file>``; ``''`` once built, as every card
    stored before is; ``raw_files``: the card files as read). The import keeps an Oracle
    record so and the library builds the row on first read (``carddb/library_pending.py``);
    the partial index finds the rows still to build. Such a *pending* row is not in the search
    index: the triggers keep the index for built rows only (the build adds its rows in one
    statement: a trigger's insert, row by row, costs FTS5 a flush each)."""
    conn.execute("ALTER TABLE cards ADD COLUMN raw TEXT NOT NULL DEFAULT ''")
    conn.execute("CREATE TABLE raw_files (key INTEGER PRIMARY KEY, source TEXT NOT NULL, "
                 "data BLOB NOT NULL)")
    conn.execute("CREATE INDEX cards_pending ON cards(rowid) WHERE raw != ''")
    conn.execute("DROP TRIGGER cards_ad")
    conn.execute("DROP TRIGGER cards_au")
    conn.execute("""
CREATE TRIGGER cards_ad AFTER DELETE ON cards WHEN old.raw = '' BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
END""")
    conn.execute("""
CREATE TRIGGER cards_au AFTER UPDATE OF title, keywords, text ON cards
WHEN old.raw = '' AND new.raw = '' BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
    INSERT INTO cards_fts(rowid, title, keywords, text)
    VALUES (new.rowid, new.title, new.keywords, new.text);
END""")


#: Whether a row is in the search index: every row but a pending row of schema 7 (``raw``
#: set, every other column empty; a pending row of schema 8 holds its searchable columns).
INDEXED = "(raw = '' OR title != '')"


def _migrate_7_to_8(conn: sqlite3.Connection) -> None:
    """v7 → v8: a pending row holds its searchable and filterable columns
    (:data:`PENDING_COLUMNS`, read by the import) and its record's JSON in ``raw``, and is in
    the search index; its other columns are built card by card when a reader asks for the
    card (``carddb/library_pending.py``). The search index triggers follow
    :data:`INDEXED`; ``cards_unbuilt`` finds the pending rows of schema 7 (no columns)."""
    conn.execute("DROP TRIGGER cards_ad")
    conn.execute("DROP TRIGGER cards_au")
    conn.execute("""
CREATE TRIGGER cards_ad AFTER DELETE ON cards WHEN old.raw = '' OR old.title != '' BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
END""")
    conn.execute("""
CREATE TRIGGER cards_au AFTER UPDATE OF title, keywords, text ON cards
WHEN (old.raw = '' OR old.title != '') AND (new.raw = '' OR new.title != '') BEGIN
    INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text)
    VALUES ('delete', old.rowid, old.title, old.keywords, old.text);
    INSERT INTO cards_fts(rowid, title, keywords, text)
    VALUES (new.rowid, new.title, new.keywords, new.text);
END""")
    conn.execute("CREATE INDEX cards_unbuilt ON cards(rowid) WHERE raw != '' AND title = ''")


#: Migration steps: from version N to N+1. Version 0 = empty file.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
    4: _migrate_4_to_5,
    5: _migrate_5_to_6,
    6: _migrate_6_to_7,
    7: _migrate_7_to_8,
}

CARD_SELECT = (
    "id, title, base_title, type, clans, keywords, text, "
    + ", ".join(STAT_NAMES)
    + ", asterisk, experienced, legal, image, abilities, game, abilities_read, raw"
)
#: Where ``abilities_read`` is in a ``CARD_SELECT`` row (0: the records are still to be read).
READ_AT = 7 + len(STAT_NAMES) + 6
#: Where ``raw`` is in a ``CARD_SELECT`` row (not ``''``: a pending row, to be built).
RAW_AT = READ_AT + 1
#: The columns a pending row holds beside its id, source, game and record (schema 8): what
#: search, the filters and the title look-ups read (:func:`pending_values`).
PENDING_COLUMNS = ("title", "title_key", "base_title", "type", "deck", "clans", "keywords",
                   "text", "gold_cost", "experienced", "legal", "editions", "clan_keys",
                   "keyword_keys")
_TYPES = {t.value: t for t in CardType}
WORD_RE = re.compile(r"\w+", re.UNICODE)


def type_value(card_type: CardType | str) -> str:
    """A type filter's stored value: a CCG :class:`CardType` or an LCG type name."""
    value = str(card_type).lower()
    if value in LCG_TYPES:
        return value
    return CardType(value).value


def _keys(values: Iterable[str]) -> str:
    keys = [v.casefold() for v in values if v]
    return "|" + "|".join(keys) + "|" if keys else "|"


def row_to_card(row: Sequence[Any]) -> CardDef:
    """The CardDef of a ``CARD_SELECT`` row."""
    stats = dict(zip(STAT_NAMES, row[7 : 7 + len(STAT_NAMES)], strict=True))
    rest = row[7 + len(STAT_NAMES) :]
    abilities = json.loads(rest[4]) if rest[4] not in ("[]", "") else ()
    return CardDef(
        id=row[0],
        title=row[1],
        base_title=row[2],
        type=_TYPES.get(row[3], CardType.OTHER) if rest[5] == "ccg" else CardType.OTHER,
        clans=tuple(json.loads(row[4])),
        keywords=tuple(json.loads(row[5])),
        text=row[6],
        asterisk=tuple(json.loads(rest[0])),
        experienced=rest[1],
        legal=tuple(json.loads(rest[2])),
        image=rest[3],
        abilities=tuple(abilities),
        **stats,
    )


def parsed_from_row(row: Sequence[Any]) -> ParsedCard:
    """A row of ``CARD_SELECT`` + rich_text, printings, image_refs, source as a ParsedCard."""
    width = len(row) - 4
    return ParsedCard(card=row_to_card(row[:width]), rich_text=row[width],
                      printings=tuple(json.loads(row[width + 1])),
                      image_refs=tuple(json.loads(row[width + 2])), source=row[width + 3],
                      abilities_read=bool(row[READ_AT]))


def _plain_to_rich(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


def _json_strings(values: Sequence[Any]) -> str:
    """``json.dumps(list(values))``, byte for byte, without the encoder's per-call set-up when
    every value is a string (clans, keywords, legality, image references: an import encodes
    five such lists per card, issue 22)."""
    if all(type(v) is str for v in values):
        return "[" + ", ".join(map(encode_basestring_ascii, values)) + "]"
    return json.dumps(list(values))


#: A card's stats in ``STAT_NAMES`` order, as a tuple (one C call).
_stats_of = operator.attrgetter(*STAT_NAMES)


@lru_cache(maxsize=4096)
def _json_tuple(values: tuple[Any, ...]) -> str:
    """:func:`_json_strings` of a tuple, remembered (for the lists that recur on many cards:
    legality, clans, asterisked stats)."""
    if all(type(v) is str for v in values):
        return "[" + ", ".join(map(encode_basestring_ascii, values)) + "]"
    return json.dumps(list(values))


def _json_recurring(values: Sequence[Any]) -> str:
    """:func:`_json_strings` of a list that recurs on many cards (remembered when a tuple)."""
    return _json_tuple(values) if type(values) is tuple else _json_strings(values)


@lru_cache(maxsize=4096)
def _legal_keys(legal: tuple[str, ...]) -> str:
    """The ``editions`` column of a legality tuple (remembered, as :func:`_json_tuple`)."""
    return _keys(edition_key(x) for x in legal)


def _json_records(records: Sequence[dict[str, Any]]) -> str:
    """``json.dumps(list(records))``, byte for byte, quicker for dicts of strings (printings)."""
    if all(type(r) is dict for r in records):
        return "[" + ", ".join(map(_json_flat, records)) + "]"
    return json.dumps(list(records))


def _json_flat(mapping: dict[str, Any]) -> str:
    """``json.dumps(mapping)``, byte for byte, quicker for a dict of strings (provenance)."""
    if all(type(v) is str for v in mapping.values()):
        return "{" + ", ".join(f"{encode_basestring_ascii(k)}: {encode_basestring_ascii(v)}"
                               for k, v in mapping.items()) + "}"
    return json.dumps(mapping)


def card_row(parsed: ParsedCard, keys: dict[str, str] | None = None) -> tuple[Any, ...]:
    """The ``cards`` table row (``CARD_COLUMNS`` order) of a parsed card. ``keys`` (title →
    :func:`title_key`, the import's merge computed them) spares computing the key again."""
    card = parsed.card
    lcg = parsed.lcg
    return (
        card.id,
        card.title,
        (keys.get(card.title) if keys is not None else None) or title_key(card.title),
        card.base_title or card.title,
        lcg["type"] if lcg else card.type.value,
        lcg["side"] if lcg else card.deck.value,
        _json_recurring(card.clans),
        _json_strings(card.keywords),
        card.text,
        parsed.rich_text or _plain_to_rich(card.text),
        *_stats_of(card),
        _json_recurring(card.asterisk),
        card.experienced,
        _json_recurring(card.legal),
        _legal_keys(card.legal) if type(card.legal) is tuple
        else _keys(edition_key(x) for x in card.legal),
        _keys(card.clans),
        _keys(card.keywords),
        _json_records(parsed.printings) if parsed.printings else "[]",
        _json_strings(parsed.image_refs),
        json.dumps(list(card.abilities)) if card.abilities else "[]",
        parsed.source,
        parsed.game,
        json.dumps(lcg, ensure_ascii=False, sort_keys=True) if lcg else "",
        _json_flat(parsed.provenance),
        json.dumps(parsed.records) if len(parsed.records) > 1 else "{}",
        1 if parsed.abilities_read else 0,
    )


def pending_values(title: str, base_title: str, card_type: CardType,
                   clans: tuple[str, ...], keywords: tuple[str, ...], text: str,
                   gold_cost: int | None, experienced: int,
                   legal: tuple[str, ...]) -> tuple[Any, ...]:
    """The :data:`PENDING_COLUMNS` of a CCG database card, encoded as :func:`card_row`
    encodes them for the card with these fields (``tests/carddb/test_library_pending.py``
    checks every pending row against the row its build writes)."""
    return (
        title,
        title_key(title),
        base_title or title,
        card_type.value,
        deck_of(card_type).value,
        _json_recurring(clans),
        _json_tuple(keywords),  # (the same text as ``_json_strings``, remembered)
        text,
        gold_cost,
        experienced,
        _json_recurring(legal),
        _legal_keys(legal),
        _tuple_keys(clans),
        _tuple_keys(keywords),
    )


@lru_cache(maxsize=4096)
def _tuple_keys(values: tuple[str, ...]) -> str:
    """:func:`_keys` of a tuple, remembered (clans, keywords)."""
    return _keys(values)


def row_hash(row: tuple[Any, ...]) -> str:
    """The content hash of a row (an import that changes nothing writes nothing): of the row
    as ``marshal`` format 2 writes it (strings, numbers, None; format 2 writes no references,
    so equal rows give equal bytes), which is several times quicker than its ``repr``."""
    return digests.blake2b(marshal.dumps(row, 2), digest_size=16).hexdigest()


