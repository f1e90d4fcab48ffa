"""The card library: one SQLite file in the data dir, one row per card, FTS5 search.

``Library.open(path)`` creates the file or migrates an older one (``PRAGMA user_version`` holds
the schema version). Every card is a :class:`~l5r_desktop.games.ccg.model.cards.CardDef`
plus what the library keeps beside it: rich text, printings, image references, the normalised
edition keys used by the filters, and a content hash that makes re-imports idempotent.

Imports (:meth:`Library.import_files`) run in ONE transaction: a malformed record is skipped
and reported, a crash or a cancel rolls everything back, so the library is never half-written.
A ``Library`` object belongs to the thread that opened it (a worker opens its own).
"""

from __future__ import annotations

import difflib
import hashlib
import html
import io
import json
import logging
import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from l5r_desktop.atomicio import atomic_write_bytes
from l5r_desktop.carddb.importers import cards_xml, fiveringsdb, image_packs, oracle_json
from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    ParsedCard,
    ParseResult,
    edition_key,
    title_key,
)
from l5r_desktop.carddb.importers.summary import ImportSummary
from l5r_desktop.carddb.lcg_cards import LCG_TYPES, LcgCard
from l5r_desktop.carddb.merge import (
    DATABASE_SOURCES,
    merge_records,
    single_source,
    source_record,
)
from l5r_desktop.games.ccg.model.cards import STAT_NAMES, CardDef, CardType

log = logging.getLogger(__name__)

__all__ = ["ImportProblem", "ImportSummary", "Library", "LibraryError"]

#: Current schema version (``PRAGMA user_version``).
SCHEMA_VERSION = 5

ProgressFn = Callable[[int, int], None]
CancelFn = Callable[[], bool]


class LibraryError(Exception):
    """The library file cannot be used (not a library, newer version, unreadable image ...)."""


_CARD_COLUMNS = (
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


def _create_v1(conn: sqlite3.Connection) -> None:
    conn.executescript("BEGIN;" + SCHEMA_V1 + "COMMIT;")


#: Migration steps: from version N to N+1. Version 0 = empty file.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
    4: _migrate_4_to_5,
}

_CARD_SELECT = (
    "id, title, base_title, type, clans, keywords, text, "
    + ", ".join(STAT_NAMES)
    + ", asterisk, experienced, legal, image, abilities, game"
)
_TYPES = {t.value: t for t in CardType}
_WORD_RE = re.compile(r"\w+", re.UNICODE)


def _type_value(card_type: CardType | str) -> str:
    """A type filter's stored value: a CCG :class:`CardType` or an LCG type name."""
    value = str(card_type).lower()
    if value in LCG_TYPES:
        return value
    return CardType(value).value


def _keys(values: Iterable[str]) -> str:
    keys = [v.casefold() for v in values if v]
    return "|" + "|".join(keys) + "|" if keys else "|"


def _row_to_card(row: Sequence[Any]) -> CardDef:
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


def _parsed_from_row(row: Sequence[Any]) -> ParsedCard:
    """A row of ``_CARD_SELECT`` + rich_text, printings, image_refs, source as a ParsedCard."""
    width = len(row) - 4
    return ParsedCard(card=_row_to_card(row[:width]), rich_text=row[width],
                      printings=tuple(json.loads(row[width + 1])),
                      image_refs=tuple(json.loads(row[width + 2])), source=row[width + 3])


def _plain_to_rich(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


def _card_row(parsed: ParsedCard) -> tuple[Any, ...]:
    card = parsed.card
    lcg = parsed.lcg
    return (
        card.id,
        card.title,
        title_key(card.title),
        card.base_title or card.title,
        lcg["type"] if lcg else card.type.value,
        lcg["side"] if lcg else card.deck.value,
        json.dumps(list(card.clans)),
        json.dumps(list(card.keywords)),
        card.text,
        parsed.rich_text or _plain_to_rich(card.text),
        *(getattr(card, name) for name in STAT_NAMES),
        json.dumps(list(card.asterisk)),
        card.experienced,
        json.dumps(list(card.legal)),
        _keys(edition_key(x) for x in card.legal),
        _keys(card.clans),
        _keys(card.keywords),
        json.dumps(list(parsed.printings)),
        json.dumps(list(parsed.image_refs)),
        json.dumps(list(card.abilities)),
        parsed.source,
        parsed.game,
        json.dumps(lcg, ensure_ascii=False, sort_keys=True) if lcg else "",
        json.dumps(parsed.provenance),
        json.dumps(parsed.records) if len(parsed.records) > 1 else "{}",
    )


def _row_hash(row: tuple[Any, ...]) -> str:
    return hashlib.blake2b(repr(row).encode("utf-8"), digest_size=16).hexdigest()


class _Cancelled(Exception):
    pass


class Library:
    """An open card library (use :meth:`open`; a context manager closes it)."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._titles: list[str] | None = None
        self._titles_version: int | None = None
        self._titles_game = "ccg"
        self._closest: dict[tuple[str, int], list[str]] = {}
        self._title_keys: dict[str, str] = {}

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    def open(cls, path: Path | str, *, demo: bool = True) -> Library:
        """Open (creating or migrating) the library at ``path``; upserts the bundled demo cards
        unless ``demo`` is False. Raises :class:`LibraryError` for a file that is not a
        library or was written by a newer version of the app."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(str(path), isolation_level=None)
        except sqlite3.Error as exc:
            raise LibraryError(f"cannot open card library {path}: {exc}") from exc
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            cls._migrate(conn, path)
        except sqlite3.OperationalError as exc:  # locked, read-only, disk full ...
            conn.close()
            raise LibraryError(f"cannot use card library {path}: {exc}") from exc
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise LibraryError(f"{path} is not a card library: {exc}") from exc
        except LibraryError:
            conn.close()
            raise
        library = cls(conn, path)
        if demo:
            library.ensure_demo_cards()
            library.ensure_lcg_demo_cards()
        return library

    @staticmethod
    def _migrate(conn: sqlite3.Connection, path: Path) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise LibraryError(
                f"{path} was written by a newer version of the app (schema {version}, "
                f"this version reads up to {SCHEMA_VERSION})"
            )
        if version == SCHEMA_VERSION:
            return
        if version == 0:
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if tables:
                raise LibraryError(f"{path} is an SQLite file but not a card library")
            _create_v1(conn)
            conn.execute("PRAGMA user_version = 1")
            version = 1
        while version < SCHEMA_VERSION:
            step = _MIGRATIONS[version]
            conn.execute("BEGIN IMMEDIATE")
            try:
                step(conn)
                conn.execute(f"PRAGMA user_version = {version + 1}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            log.info("card library %s migrated to schema %d", path, version + 1)
            version += 1

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def data_dir(self) -> Path:
        """The data folder the library lives in (image paths are relative to it)."""
        return self.path.parent

    @property
    def schema_version(self) -> int:
        """The schema version of the open file."""
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------------ reading

    def count(self) -> int:
        """Number of cards in the library."""
        return int(self._conn.execute("SELECT count(*) FROM cards").fetchone()[0])

    def get(self, card_id: str) -> CardDef | None:
        """The card with this id, or None."""
        row = self._conn.execute(
            f"SELECT {_CARD_SELECT} FROM cards WHERE id = ?", (card_id,)
        ).fetchone()
        return _row_to_card(row) if row else None

    def get_many(self, card_ids: Iterable[str]) -> dict[str, CardDef]:
        """The cards with these ids (unknown ids are left out)."""
        ids = list(dict.fromkeys(card_ids))
        out: dict[str, CardDef] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self._conn.execute(
                f"SELECT {_CARD_SELECT} FROM cards WHERE id IN ({marks})", chunk
            ):
                out[row[0]] = _row_to_card(row)
        return out

    def all_cards(self) -> list[CardDef]:
        """Every card, ordered by title."""
        rows = self._conn.execute(f"SELECT {_CARD_SELECT} FROM cards ORDER BY title_key, id")
        return [_row_to_card(r) for r in rows]

    def rich_text(self, card_id: str) -> str:
        """The card's text as simple rich text (``<b>``, ``<i>``, ``<br>`` only)."""
        row = self._conn.execute("SELECT rich_text FROM cards WHERE id = ?", (card_id,)).fetchone()
        return row[0] if row else ""

    def printings(self, card_id: str) -> list[dict[str, Any]]:
        """The printings recorded for the card (set, number, rarity, artist ...)."""
        row = self._conn.execute("SELECT printings FROM cards WHERE id = ?", (card_id,)).fetchone()
        return json.loads(row[0]) if row else []

    def provenance(self, card_id: str) -> dict[str, str]:
        """Where each field of the card came from: field name → ``oracle``, ``xml`` or
        ``oracle+xml`` (empty for demo and custom cards)."""
        row = self._conn.execute("SELECT provenance, source FROM cards WHERE id = ?",
                                 (card_id,)).fetchone()
        if not row:
            return {}
        found = json.loads(row[0])
        if not found and row[1] in DATABASE_SOURCES:  # imported before schema 4
            found = single_source(self._row_parsed(card_id)).provenance
        return found

    def source_ids(self, card_id: str) -> dict[str, str]:
        """The card's id in each database it was imported from (source → that source's id)."""
        row = self._conn.execute("SELECT source_records, source FROM cards WHERE id = ?",
                                 (card_id,)).fetchone()
        if not row:
            return {}
        records = json.loads(row[0])
        if not records:
            return {row[1]: card_id} if row[1] in DATABASE_SOURCES else {}
        return {s: str(r.get("card", {}).get("id", "")) for s, r in records.items()}

    def _row_parsed(self, card_id: str) -> ParsedCard:
        """A stored card as a :class:`ParsedCard` of its source (the record of a single-source
        database card)."""
        row = self._conn.execute(
            f"SELECT {_CARD_SELECT}, rich_text, printings, image_refs, source FROM cards "
            "WHERE id = ?", (card_id,)).fetchone()
        return _parsed_from_row(row)

    def _rows_parsed(self) -> dict[str, ParsedCard]:
        """Every stored single-source database card as a :class:`ParsedCard`, by id."""
        marks = ", ".join("?" * len(DATABASE_SOURCES))
        rows = self._conn.execute(
            f"SELECT {_CARD_SELECT}, rich_text, printings, image_refs, source FROM cards "
            f"WHERE source IN ({marks}) AND source_records = '{{}}'", sorted(DATABASE_SOURCES))
        return {row[0]: _parsed_from_row(row) for row in rows}

    def source_of(self, card_id: str) -> str:
        """Where the card came from: ``oracle``, ``xml``, ``oracle+xml`` (merged), ``demo``,
        ``custom``."""
        row = self._conn.execute("SELECT source FROM cards WHERE id = ?", (card_id,)).fetchone()
        return row[0] if row else ""

    def game_of(self, card_id: str) -> str:
        """The card's game: ``ccg`` or ``lcg`` (``""`` for an unknown id)."""
        row = self._conn.execute("SELECT game FROM cards WHERE id = ?", (card_id,)).fetchone()
        return row[0] if row else ""

    def count_game(self, game: str) -> int:
        """Number of cards of one game (``ccg`` / ``lcg``)."""
        return int(self._conn.execute(
            "SELECT count(*) FROM cards WHERE game = ?", (game,)).fetchone()[0])

    def lcg_cards(self, card_ids: Iterable[str] | None = None) -> dict[str, LcgCard]:
        """The LCG records of these cards (all LCG cards when ``card_ids`` is None); ids that
        are unknown or not LCG cards are left out."""
        if card_ids is None:
            rows = self._conn.execute("SELECT lcg FROM cards WHERE game = 'lcg' AND lcg != ''")
            cards = [LcgCard.from_dict(json.loads(r[0])) for r in rows]
            return {c.id: c for c in cards}
        out: dict[str, LcgCard] = {}
        ids = list(dict.fromkeys(card_ids))
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self._conn.execute(
                f"SELECT lcg FROM cards WHERE game = 'lcg' AND lcg != '' AND id IN "
                f"({','.join('?' * len(chunk))})", chunk)
            for (value,) in rows:
                card = LcgCard.from_dict(json.loads(value))
                out[card.id] = card
        return out

    def lcg_by_title(self, title: str) -> list[LcgCard]:
        """LCG cards whose title matches ``title`` (case-insensitive), by id."""
        rows = self._conn.execute(
            "SELECT lcg FROM cards WHERE title_key = ? AND game = 'lcg' AND lcg != '' "
            "ORDER BY id", (title_key(title),))
        return [LcgCard.from_dict(json.loads(r[0])) for r in rows]

    def packs(self, game: str = "lcg") -> list[dict[str, Any]]:
        """The packs recorded for ``game`` (id, name, position, size, released_at, cycle)."""
        rows = self._conn.execute(
            "SELECT id, name, position, size, released_at, cycle FROM packs WHERE game = ? "
            "ORDER BY released_at, position, id", (game,))
        keys = ("id", "name", "position", "size", "released_at", "cycle")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def find_by_title(self, title: str, game: str = "ccg") -> list[CardDef]:
        """Cards of ``game`` whose title matches exactly, ignoring case and the spelling of the
        experience level (``X - exp2`` = ``X • Experienced 2``)."""
        rows = self._conn.execute(
            f"SELECT {_CARD_SELECT} FROM cards WHERE title_key = ? AND game = ? ORDER BY CASE "
            "WHEN source = 'custom' THEN 0 WHEN source LIKE 'oracle%' THEN 1 "
            "WHEN source = 'xml' THEN 2 ELSE 3 END, id",
            (title_key(title), game),
        )
        return [_row_to_card(r) for r in rows]

    def find_by_base_title(self, base: str, game: str = "ccg") -> list[CardDef]:
        """Cards whose title without its experience level is ``base`` (any case), every
        level: ``Hida Kuon`` → ``Hida Kuon``, ``Hida Kuon - exp5`` ..."""
        rows = self._conn.execute(
            f"SELECT {_CARD_SELECT} FROM cards WHERE base_title = ? COLLATE NOCASE AND game = ? "
            "ORDER BY experienced, id", (" ".join(base.split()), game))
        return [_row_to_card(r) for r in rows]

    def all_titles(self, game: str = "ccg") -> list[str]:
        """Every distinct title of ``game``'s cards, sorted (cached until this or another
        connection writes)."""
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._titles_version or game != self._titles_game:
            self._titles = None
            self._titles_version = version
            self._titles_game = game
        if self._titles is None:
            rows = self._conn.execute(
                "SELECT DISTINCT title FROM cards WHERE game = ? ORDER BY title_key", (game,))
            self._titles = [r[0] for r in rows]
            self._closest = {}
            self._title_keys = {}
            for title in self._titles:
                self._title_keys.setdefault(title.casefold(), title)
        return self._titles

    def closest_titles(self, name: str, n: int = 5, game: str = "ccg") -> list[str]:
        """Up to ``n`` titles of ``game``'s cards that look like ``name`` (difflib ratio ≥ 0.6),
        best first. Answers are remembered until the library changes."""
        self.all_titles(game)
        key = (name.casefold(), n)
        cached = self._closest.get(key)
        if cached is None:
            by_key = self._title_keys
            matches = difflib.get_close_matches(key[0], list(by_key), n=n, cutoff=0.6)
            cached = self._closest[key] = [by_key[m] for m in matches]
        return list(cached)

    def clans(self, game: str | None = None) -> list[str]:
        """Every clan that appears on a card (of ``game`` when given), sorted."""
        found: set[str] = set()
        for (value,) in self._conn.execute(
                "SELECT DISTINCT clans FROM cards WHERE ? IS NULL OR game = ?", (game, game)):
            found.update(json.loads(value))
        return sorted(found, key=str.casefold)

    def editions(self, game: str | None = None) -> list[str]:
        """Every legality / edition name (an LCG card's packs) that appears on a card (of
        ``game`` when given), sorted."""
        found: set[str] = set()
        for (value,) in self._conn.execute(
                "SELECT DISTINCT legal FROM cards WHERE ? IS NULL OR game = ?", (game, game)):
            found.update(json.loads(value))
        return sorted(found, key=str.casefold)

    def search(
        self,
        text: str = "",
        *,
        types: Iterable[CardType | str] = (),
        clans: Iterable[str] = (),
        keyword: str | None = None,
        cost_min: int | None = None,
        cost_max: int | None = None,
        edition: str | None = None,
        game: str | None = None,
        limit: int = 200,
    ) -> list[CardDef]:
        """Search as you type: every word of ``text`` is a prefix matched against title,
        keywords and text (FTS5); title matches come first. A single letter matches the start
        of titles only. Filters combine with AND; ``clans``
        matches any of the given clans; ``edition`` is a legality name or key (``celestial``) or
        an LCG pack; ``game`` (``ccg``/``lcg``) keeps one game's cards."""
        where: list[str] = []
        params: list[Any] = []
        if game:
            where.append("c.game = ?")
            params.append(game)
        type_values = [_type_value(t) for t in types]
        if type_values:
            where.append(f"c.type IN ({','.join('?' * len(type_values))})")
            params.extend(type_values)
        clan_list = [c for c in clans if c]
        if clan_list:
            where.append("(" + " OR ".join("c.clan_keys LIKE ?" for _ in clan_list) + ")")
            params.extend(f"%|{c.casefold()}|%" for c in clan_list)
        if keyword:
            where.append("c.keyword_keys LIKE ?")
            params.append(f"%|{keyword.strip().casefold()}|%")
        if cost_min is not None:
            where.append("c.gold_cost >= ?")
            params.append(cost_min)
        if cost_max is not None:
            where.append("c.gold_cost <= ?")
            params.append(cost_max)
        if edition:
            where.append("c.editions LIKE ?")
            params.append(f"%|{edition_key(edition)}|%")
        words = _WORD_RE.findall(text)
        if len(words) == 1 and len(words[0]) == 1:
            # One letter: almost every card has a word starting with it, so match titles only
            # (the first keystroke of a title), through the title index.
            letter = words[0].casefold()
            where.append("c.title_key >= ? AND c.title_key < ?")
            params.extend([letter, letter + "\U0010ffff"])
            words = []
        if words:
            # Rank on the narrow rowid/title_key pair first, then fetch the wide rows: sorting
            # thousands of full rows for a one-letter query costs more than the match itself.
            match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
            sql = (
                "SELECT c.rowid FROM cards_fts JOIN cards c ON c.rowid = cards_fts.rowid "
                "WHERE cards_fts MATCH ?"
                + "".join(" AND " + w for w in where)
                + " ORDER BY (c.title_key LIKE ?) DESC, c.title_key LIMIT ?"
            )
            prefix = " ".join(words).casefold() + "%"
            rowids = [r[0] for r in self._conn.execute(sql, [match, *params, prefix, limit])]
            if not rowids:
                return []
            rows = self._conn.execute(
                f"SELECT rowid, {_CARD_SELECT} FROM cards "
                f"WHERE rowid IN ({','.join('?' * len(rowids))})",
                rowids,
            ).fetchall()
            by_rowid = {r[0]: r[1:] for r in rows}
            return [_row_to_card(by_rowid[i]) for i in rowids if i in by_rowid]
        sql = (
            f"SELECT {', '.join('c.' + c.strip() for c in _CARD_SELECT.split(','))} "
            "FROM cards c"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY c.title_key LIMIT ?"
        )
        return [_row_to_card(r) for r in self._conn.execute(sql, [*params, limit])]

    # ------------------------------------------------------------------ images

    def image_path(self, card_id: str) -> Path | None:
        """The absolute path of the card's image, or None (no image or the file is gone)."""
        row = self._conn.execute("SELECT image FROM cards WHERE id = ?", (card_id,)).fetchone()
        if not row or not row[0]:
            return None
        path = Path(row[0])
        if not path.is_absolute():
            path = self.data_dir / path
        return path if path.is_file() else None

    def _store_image(self, card_id: str, image_src: Path) -> str:
        """Copy ``image_src`` into ``<data dir>/images`` as PNG; returns the relative path."""
        from PIL import Image, UnidentifiedImageError

        try:
            with Image.open(image_src) as im:
                im.load()
                buffer = io.BytesIO()
                converted = im if im.mode in ("RGB", "RGBA", "L", "LA") else im.convert("RGBA")
                converted.save(buffer, format="PNG")
        except (OSError, UnidentifiedImageError, ValueError) as exc:
            raise LibraryError(f"{image_src} is not a readable image: {exc}") from exc
        safe = re.sub(r"[^0-9A-Za-z_-]+", "_", card_id).strip("_") or "card"
        rel = Path("images") / f"{safe}.png"
        atomic_write_bytes(self.data_dir / rel, buffer.getvalue())
        return rel.as_posix()

    def set_image(self, card_id: str, image_src: Path) -> None:
        """Copy an image into the data dir (as PNG) and make it the card's image."""
        if self.get(card_id) is None:
            raise LibraryError(f"no card with id {card_id!r}")
        rel = self._store_image(card_id, Path(image_src))
        self._conn.execute("UPDATE cards SET image = ? WHERE id = ?", (rel, card_id))

    # ------------------------------------------------------------------ writing single cards

    def _next_custom_id(self) -> str:
        row = self._conn.execute(
            "SELECT max(CAST(substr(id, 8) AS INTEGER)) FROM cards WHERE id LIKE 'custom:%'"
        ).fetchone()
        return f"custom:{(row[0] or 0) + 1}"

    def add_custom_card(self, card: CardDef, image_src: Path | None = None) -> CardDef:
        """Add a user-made card (e.g. from a scan). An empty id becomes ``custom:<n>``; the image,
        if given, is copied into the data dir as PNG. Returns the stored card."""
        if not card.title.strip():
            raise LibraryError("a card needs a title")
        card_id = card.id or self._next_custom_id()
        if self.get(card_id) is not None:
            raise LibraryError(f"a card with id {card_id!r} already exists (use update_card)")
        card = card.replace(id=card_id)
        image = card.image
        if image_src is not None:
            image = self._store_image(card_id, Path(image_src))
            card = card.replace(image=image)
        row = _card_row(ParsedCard(card=card, source="custom"))
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._insert(row, image)
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._titles = None
        return card

    def update_card(self, card: CardDef) -> None:
        """Replace a stored card's definition (for editing custom cards). The image is kept
        unless ``card.image`` names another one."""
        existing = self._conn.execute(
            "SELECT source, image FROM cards WHERE id = ?", (card.id,)
        ).fetchone()
        if existing is None:
            raise LibraryError(f"no card with id {card.id!r}")
        row = _card_row(ParsedCard(card=card, source=existing[0]))
        image = card.image if card.image is not None else existing[1]
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._update(row, image)
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._titles = None

    def _insert(self, row: tuple[Any, ...], image: str | None) -> None:
        cols = (*_CARD_COLUMNS, "image", "content_hash")
        cursor = self._conn.execute(
            f"INSERT INTO cards ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
            (*row, image, _row_hash(row)),
        )
        self._index_new_rows(int(cursor.lastrowid or 0) - 1)

    def _index_new_rows(self, after_rowid: int) -> int:
        """Add the rows with ``rowid > after_rowid`` to the full-text index (schema v3 has no
        insert trigger); returns the highest rowid now indexed."""
        self._conn.execute(
            "INSERT INTO cards_fts(rowid, title, keywords, text) "
            "SELECT rowid, title, keywords, text FROM cards WHERE rowid > ?",
            (after_rowid,),
        )
        return int(self._conn.execute("SELECT coalesce(max(rowid), 0) FROM cards").fetchone()[0])

    def _update(self, row: tuple[Any, ...], image: str | None = None, *,
                keep_image: bool = False) -> None:
        cols = [c for c in _CARD_COLUMNS if c != "id"]
        sets = ", ".join(f"{c} = ?" for c in cols) + ", content_hash = ?"
        values: list[Any] = [*row[1:], _row_hash(row)]
        if not keep_image:
            sets += ", image = ?"
            values.append(image)
        self._conn.execute(f"UPDATE cards SET {sets} WHERE id = ?", (*values, row[0]))

    def _upsert_all(
        self,
        parsed: Iterable[ParsedCard],
        summary: ImportSummary,
        tick: Callable[[], None] | None = None,
    ) -> None:
        """Insert new cards, update changed ones, count unchanged ones (inside a transaction).

        Rows are written in batches of 250 (``executemany``); ``tick`` runs once per card.
        """
        known = dict(self._conn.execute("SELECT id, content_hash FROM cards"))
        insert_cols = (*_CARD_COLUMNS, "image", "content_hash")
        insert_sql = (
            f"INSERT INTO cards ({', '.join(insert_cols)}) "
            f"VALUES ({', '.join('?' * len(insert_cols))})"
        )
        update_cols = [c for c in _CARD_COLUMNS if c != "id"]
        update_sql = (
            "UPDATE cards SET " + ", ".join(f"{c} = ?" for c in update_cols)
            + ", content_hash = ? WHERE id = ?"
        )
        inserts: list[tuple[Any, ...]] = []
        updates: list[tuple[Any, ...]] = []
        indexed = int(self._conn.execute("SELECT coalesce(max(rowid), 0) FROM cards").fetchone()[0])

        def flush() -> None:
            nonlocal indexed
            if inserts:
                self._conn.executemany(insert_sql, inserts)
                inserts.clear()
                indexed = self._index_new_rows(indexed)
            if updates:
                self._conn.executemany(update_sql, updates)
                updates.clear()

        for item in parsed:
            row = _card_row(item)
            digest = _row_hash(row)
            old = known.get(row[0])
            if old is None:
                if row[0] in known:  # pragma: no cover - ids are unique keys
                    raise LibraryError(f"duplicate id {row[0]}")
                inserts.append((*row, item.card.image, digest))
                summary.imported += 1
            elif old == digest:
                summary.unchanged += 1
            else:
                flush()  # an earlier row in this batch may be the same id
                updates.append((*row[1:], digest, row[0]))
                summary.updated += 1
            known[row[0]] = digest
            if len(inserts) + len(updates) >= 250:
                flush()
            if tick is not None:
                tick()
        flush()

    def ensure_demo_cards(self) -> int:
        """Upsert the bundled demo cards (``l5r_desktop.demo.demo_cards()``); idempotent.
        Returns how many were added or changed (0 when the demo package is absent)."""
        try:
            from l5r_desktop.demo import demo_cards  # type: ignore[attr-defined]
        except ImportError:
            log.warning("demo cards are not available (l5r_desktop.demo has no demo_cards)")
            return 0
        definitions = demo_cards()
        digest = hashlib.sha1(json.dumps([c.to_dict() for c in definitions],
                                         sort_keys=True).encode("utf-8")).hexdigest()
        stored = self._conn.execute(
            "SELECT value FROM meta WHERE key = 'demo_digest'").fetchone()
        present = self._conn.execute(
            "SELECT COUNT(*) FROM cards WHERE source = 'demo' AND game = 'ccg'").fetchone()[0]
        if stored is not None and stored[0] == digest and present == len(definitions):
            return 0  # the bundled demo cards are in the library already (fast start)
        summary = ImportSummary()
        cards = [ParsedCard(card=c, source="demo") for c in definitions]
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._upsert_all(cards, summary)
            self._conn.execute(
                "INSERT INTO meta (key, value) VALUES ('demo_digest', ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (digest,))
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        if summary.imported or summary.updated:
            self._titles = None
        return summary.imported + summary.updated

    def ensure_lcg_demo_cards(self) -> int:
        """Upsert the bundled demo LCG cards (``demo/lcg_cards.json``, game ``lcg``, source
        ``demo``) so that decks naming them resolve; idempotent, skipped when unchanged.
        Returns how many were added or changed."""
        try:
            raw = fiveringsdb.demo_cards_bytes()
        except (ImportError, OSError, TypeError, ValueError, AttributeError) as exc:
            log.warning("demo LCG cards are not available: %s", exc)
            return 0
        digest = hashlib.sha1(raw).hexdigest()
        stored = self._conn.execute(
            "SELECT value FROM meta WHERE key = 'lcg_demo_digest'").fetchone()
        present = self._conn.execute(
            "SELECT COUNT(*) FROM cards WHERE source = 'demo' AND game = 'lcg'").fetchone()[0]
        # one "id" key per card record: the count of rows the file should give
        if stored is not None and stored[0] == digest and present == raw.count(b'"id"'):
            return 0
        parsed = fiveringsdb.demo_parsed_cards(raw)
        summary = ImportSummary()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._upsert_all(parsed, summary)
            self._conn.execute(
                "INSERT INTO meta (key, value) VALUES ('lcg_demo_digest', ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (digest,))
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._titles = None
        return summary.imported + summary.updated

    # ------------------------------------------------------------------ importing files

    @staticmethod
    def collect_files(
        paths: Iterable[Path | str],
    ) -> tuple[list[Path], list[Path], list[ImportProblem]]:
        """Sort the given files and folders into card files (``.json``/``.xml``, or a
        FiveRingsDB export folder, read as one unit), image files and problems (missing paths,
        unknown file types, folders holding nothing usable)."""
        card_files: list[Path] = []
        images: list[Path] = []
        problems: list[ImportProblem] = []
        for raw in paths:
            path = Path(raw)
            if path.is_dir():
                roots = fiveringsdb.find_export_roots(path)
                card_files.extend(roots)
                found = sorted(p for p in path.rglob("*") if p.is_file()
                               and not any(p.is_relative_to(r) for r in roots))
                cards = [p for p in found if p.suffix.lower() in (".json", ".xml")]
                pics = [p for p in found if image_packs.is_image_file(p)]
                if not cards and not pics and not roots:
                    problems.append(ImportProblem(str(path), "", "no card files or images found"))
                card_files.extend(cards)
                images.extend(pics)
            elif path.is_file():
                if path.suffix.lower() in (".json", ".xml"):
                    card_files.append(path)
                elif image_packs.is_image_file(path):
                    images.append(path)
                else:
                    problems.append(ImportProblem(
                        str(path), "", "unknown file type (expected .json, .xml or images)"
                    ))
            else:
                problems.append(ImportProblem(str(path), "", "no such file or folder"))
        return list(dict.fromkeys(card_files)), list(dict.fromkeys(images)), problems

    @staticmethod
    def parse_card_file(path: Path) -> ParseResult:
        """Parse one card file (or a FiveRingsDB export folder) with the importer it needs."""
        if path.is_dir():
            return fiveringsdb.parse_folder(path)
        if cards_xml.looks_like_cards_xml(path):
            return cards_xml.parse_file(path)
        if fiveringsdb.looks_like_card_file(path):
            return fiveringsdb.parse_card_file(path)
        return oracle_json.parse_file(path)

    def import_files(
        self,
        paths: Iterable[Path | str],
        progress: ProgressFn | None = None,
        cancel: CancelFn | None = None,
    ) -> ImportSummary:
        """Import Oracle JSON files, ``cards.xml`` files, FiveRingsDB exports (LCG) and image
        packs (files or folders).

        Everything is written in one transaction. ``progress(done, total)`` is called as work
        advances (``total`` grows once, when the files have been read); when ``cancel()``
        returns True the transaction is rolled back and the summary says ``cancelled``. Any
        exception also rolls back, leaving the library as it was.
        """
        summary = ImportSummary()
        card_files, images, problems = self.collect_files(paths)
        for problem in problems:
            summary.add_problem(problem)
        summary.files = len(card_files) + (1 if images else 0)
        total = len(card_files) + len(images)
        done = 0

        def report() -> None:
            if progress is not None:
                progress(done, total)

        def check_cancel() -> None:
            if cancel is not None and cancel():
                raise _Cancelled

        try:
            parsed: list[ParsedCard] = []
            packs: list[dict[str, Any]] = []
            for path in card_files:
                check_cancel()
                result = self.parse_card_file(path)
                parsed.extend(result.cards)
                packs.extend(result.packs)
                for problem in result.problems:
                    summary.add_problem(problem)
                summary.skipped_encrypted += result.skipped_encrypted
                done += 1
                report()
            total += len(parsed)
            report()
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                parsed = self._merge_sources(parsed)
                counter = 0

                def tick() -> None:
                    nonlocal done, counter
                    done += 1
                    counter += 1
                    if counter % 100 == 0:
                        check_cancel()
                        report()

                self._upsert_all(parsed, summary, tick)
                self._store_packs("lcg", packs)
                check_cancel()
                report()
                if images:
                    self._link_images(images, summary)
                    done += len(images)
                    report()
                check_cancel()
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        except _Cancelled:
            cancelled = ImportSummary(cancelled=True, files=summary.files)
            cancelled.problems = summary.problems
            cancelled.skipped = summary.skipped
            return cancelled
        finally:
            self._titles = None
        return summary

    def _store_packs(self, game: str, packs: list[dict[str, Any]]) -> None:
        self._conn.executemany(
            "INSERT INTO packs (game, id, name, position, size, released_at, cycle) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(game, id) DO UPDATE SET "
            "name = excluded.name, position = excluded.position, size = excluded.size, "
            "released_at = excluded.released_at, cycle = excluded.cycle",
            [(game, p["id"], p["name"], p.get("position"), p.get("size"),
              p.get("released_at"), p.get("cycle")) for p in packs],
        )

    def _merge_sources(self, parsed: list[ParsedCard]) -> list[ParsedCard]:
        """The imported cards merged with each other and with the library's database cards:
        the same canonical title and type from another database is the same card (its row and
        id are kept; ``carddb/merge.py`` builds the fields). A second card of one source with
        the same title (a different id) stays a card of its own."""
        entries: dict[str, dict[str, Any] | None] = {}  # row id → records (None: the row)
        by_key: dict[tuple[str, str], str] = {}
        marks = ", ".join("?" * len(DATABASE_SOURCES))
        for card_id, key, kind, records in self._conn.execute(
            "SELECT id, title_key, type, source_records FROM cards "
            f"WHERE source IN ({marks}) OR source_records != '{{}}'", sorted(DATABASE_SOURCES)
        ):
            entries[card_id] = json.loads(records) if records != "{}" else None
            by_key.setdefault((key, kind), card_id)

        loaded: dict[str, ParsedCard] = {}
        pending: dict[str, ParsedCard] = {}  # single-source cards of this import, by row id
        slots: dict[str, int] = {}  # ... and their place in ``out``

        def records_of(row_id: str) -> dict[str, Any]:
            records = entries[row_id]
            if records is None:
                if not loaded:  # the first merge reads every stored single-source card once
                    loaded.update(self._rows_parsed())
                stored = pending.get(row_id) or loaded.get(row_id) or self._row_parsed(row_id)
                records = entries[row_id] = {stored.source: source_record(stored)}
            return records

        touched: dict[str, None] = {}
        out: list[ParsedCard] = []
        for item in parsed:
            if item.source not in DATABASE_SOURCES:
                out.append(item)
                continue
            key = (title_key(item.card.title), item.card.type.value)
            row_id = item.card.id if item.card.id in entries else by_key.get(key)
            if row_id is not None and row_id != item.card.id:
                own = records_of(row_id).get(item.source)
                if own is not None and own.get("card", {}).get("id") != item.card.id:
                    row_id = None  # the same title twice in one source: two cards
            if row_id is None or (row_id == item.card.id and entries[row_id] is None):
                row_id = item.card.id
                entries[row_id] = None
                by_key.setdefault(key, row_id)
                pending[row_id] = item
                slots[row_id] = len(out)
                out.append(single_source(item))  # one database's card: its row is its record
                continue
            records = records_of(row_id)
            records[item.source] = source_record(item)
            touched[row_id] = None
        for row_id in touched:
            if row_id in slots:  # merged within this import: one row, written once
                out[slots.pop(row_id)] = merge_records(row_id, records_of(row_id))
            else:
                out.append(merge_records(row_id, records_of(row_id)))
        return out

    def _link_images(self, images: list[Path], summary: ImportSummary) -> None:
        refs = (
            (card_id, json.loads(value))
            for card_id, value in self._conn.execute("SELECT id, image_refs FROM cards")
        )
        index = image_packs.build_ref_index(refs)
        matched, unmatched = image_packs.match_images(images, index)
        summary.images_unmatched += unmatched
        data_dir = self.data_dir.resolve()
        current = dict(self._conn.execute("SELECT id, image FROM cards"))
        for card_id, path in matched.items():
            resolved = path.resolve()
            try:
                stored = resolved.relative_to(data_dir).as_posix()
            except ValueError:
                stored = str(resolved)
            if current.get(card_id) != stored:
                self._conn.execute("UPDATE cards SET image = ? WHERE id = ?", (stored, card_id))
                summary.images_linked += 1


def open_default(paths: Any) -> Library:
    """Open the library of a :class:`~l5r_desktop.persistence.paths.DataPaths`."""
    return Library.open(paths.library_file)
