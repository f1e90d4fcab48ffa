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

import json
import logging
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    ParsedCard,
    title_key,
)
from l5r_desktop.carddb.importers.summary import ImportSummary
from l5r_desktop.carddb.library_abilities import NONE_READ, LibraryAbilities
from l5r_desktop.carddb.library_custom import LibraryCustomCards
from l5r_desktop.carddb.library_import import LibraryImports
from l5r_desktop.carddb.library_pending import LibraryPending, build_card
from l5r_desktop.carddb.library_rows import (
    CARD_COLUMNS,
    CARD_SELECT,
    MIGRATIONS,
    SCHEMA_V1,
    SCHEMA_VERSION,
    LibraryError,
    parsed_from_row,
)
from l5r_desktop.carddb.library_search import LibrarySearch
from l5r_desktop.carddb.merge import (
    DATABASE_SOURCES,
    single_source,
)
from l5r_desktop.games.ccg.model.cards import CardDef

if TYPE_CHECKING:  # (the LCG records are created when LCG cards are read: issue 22)
    from l5r_desktop.carddb.lcg_cards import LcgCard

log = logging.getLogger(__name__)

#: The page size of a new library file (``PRAGMA page_size``; see :meth:`Library.open`).
PAGE_SIZE = 16384
_RICH_AT = CARD_COLUMNS.index("rich_text")
_PRINTINGS_AT = CARD_COLUMNS.index("printings")

__all__ = ["SCHEMA_V1", "SCHEMA_VERSION", "ImportProblem", "ImportSummary", "Library",
           "LibraryError"]


class Library(LibraryImports, LibrarySearch, LibraryCustomCards, LibraryAbilities,
              LibraryPending):
    """An open card library (use :meth:`open`; a context manager closes it)."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._titles: list[str] | None = None
        self._titles_version: int | None = None
        self._titles_game = "ccg"
        self._closest: dict[tuple[str, int], list[str]] = {}
        self._title_keys: dict[str, str] = {}
        self._read_cache: dict[tuple[str, str], tuple[dict[str, Any], ...]] = {}
        self._built_version: int | None = None
        self._wal_at_close = False
        self._open = True

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    def open(cls, path: Path | str, *, demo: bool = True, bulk: bool = False) -> Library:
        """Open (creating or migrating) the library at ``path``; upserts the bundled demo cards
        unless ``demo`` is False. Raises :class:`LibraryError` for a file that is not a
        library or was written by a newer version of the app.

        ``bulk`` (the command line's import): a file this call creates is written with a
        rollback journal until :meth:`close`, which turns it to the write-ahead log every
        library uses. A transaction is as atomic either way; what the journal saves is the
        copy of every written page from the log into the file at close (a new library's
        import writes all its pages once instead of twice, issue 22). While the file is so, a
        reader of another connection waits for the import's commit (at most the busy timeout)
        instead of reading the file as it was: nobody reads a library that does not exist
        yet but another process started in the same second."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        journal = "DELETE" if bulk and (not path.exists() or path.stat().st_size == 0) else "WAL"
        try:
            conn = sqlite3.connect(str(path), isolation_level=None)
        except sqlite3.Error as exc:
            raise LibraryError(f"cannot open card library {path}: {exc}") from exc
        try:
            # a new file's pages (an existing file keeps its own): 16 KiB holds several
            # records of the Oracle export each (about 2.5 KB as the file writes them) and
            # writes a quarter as many pages as SQLite's 4 KiB default; an import's kernel
            # time (its writes, the write-ahead log copied at close) fell by a quarter
            # (issue 22)
            conn.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            conn.execute(f"PRAGMA journal_mode={journal}")
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
        library._wal_at_close = journal != "WAL"
        try:
            library.ensure_ccg_card_data()
        except sqlite3.Error as exc:  # read-only file, locked: the stored records still play
            log.warning("card library %s: cards not marked for reading again: %s", path, exc)
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
            # a new file: every step in one transaction (one commit, where the steps one by
            # one cost a rollback journal's syncs eight times over: issue 22)
            try:
                conn.executescript("BEGIN IMMEDIATE;" + SCHEMA_V1)
                for step in range(1, SCHEMA_VERSION):
                    MIGRATIONS[step](conn)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                # (what ensure_ccg_card_data writes into a new library, in the same commit)
                conn.execute("INSERT INTO meta (key, value) VALUES ('ccg_data_digest', ?)",
                             (NONE_READ,))
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return
        while version < SCHEMA_VERSION:
            step = MIGRATIONS[version]
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
        """Close the database connection (a file :meth:`open` created for a bulk import is
        turned to the write-ahead log first)."""
        if self._wal_at_close:
            self._wal_at_close = False
            try:
                self._conn.execute("PRAGMA journal_mode=WAL")
            except sqlite3.Error as exc:  # (locked by a reader: the next open turns it)
                log.warning("card library %s left in its rollback journal: %s", self.path, exc)
        self._open = False
        self._conn.close()

    @property
    def is_open(self) -> bool:
        """False once :meth:`close` was called (a worker's late result is then dropped)."""
        return self._open

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

    def get(self, card_id: str, left_unread: set[str] | None = None) -> CardDef | None:
        """The card with this id, or None (``left_unread``: as for :meth:`search`)."""
        self._ensure_built()
        row = self._conn.execute(
            f"SELECT {CARD_SELECT} FROM cards WHERE id = ?", (card_id,)
        ).fetchone()
        # (none: its record does not build)
        cards = self._cards_of([row], left_unread) if row else []
        return cards[0] if cards else None

    def get_many(self, card_ids: Iterable[str]) -> dict[str, CardDef]:
        """The cards with these ids (unknown ids are left out)."""
        self._ensure_built()
        ids = list(dict.fromkeys(card_ids))
        out: dict[str, CardDef] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._conn.execute(
                f"SELECT {CARD_SELECT} FROM cards WHERE id IN ({marks})", chunk).fetchall()
            for card in self._cards_of(rows):
                out[card.id] = card
        return out

    def all_cards(self) -> list[CardDef]:
        """Every card, ordered by title."""
        self._ensure_built()
        rows = self._conn.execute(f"SELECT {CARD_SELECT} FROM cards ORDER BY title_key, id")
        return self._cards_of(rows.fetchall())

    def rich_text(self, card_id: str) -> str:
        """The card's text as simple rich text (``<b>``, ``<i>``, ``<br>`` only)."""
        self._ensure_built()
        pending = self._pending_row(card_id)
        if pending is not None:
            return str(pending[0][_RICH_AT])
        row = self._conn.execute("SELECT rich_text FROM cards WHERE id = ?", (card_id,)).fetchone()
        return row[0] if row else ""

    def printings(self, card_id: str) -> list[dict[str, Any]]:
        """The printings recorded for the card (set, number, rarity, artist ...)."""
        self._ensure_built()
        pending = self._pending_row(card_id)
        if pending is not None:
            return list(json.loads(pending[0][_PRINTINGS_AT]))
        row = self._conn.execute("SELECT printings FROM cards WHERE id = ?", (card_id,)).fetchone()
        return json.loads(row[0]) if row else []

    def provenance(self, card_id: str) -> dict[str, str]:
        """Where each field of the card came from: field name → ``oracle``, ``xml`` or
        ``oracle+xml`` (empty for demo and custom cards)."""
        self._ensure_built()
        pending = self._pending_row(card_id)
        if pending is not None:  # one database's card, its abilities not read
            return single_source(build_card(pending[1])).provenance
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
            f"SELECT {CARD_SELECT}, rich_text, printings, image_refs, source FROM cards "
            "WHERE id = ?", (card_id,)).fetchone()
        return parsed_from_row(row)

    def _rows_parsed(self) -> dict[str, ParsedCard]:
        """Every stored single-source database card as a :class:`ParsedCard`, by id."""
        marks = ", ".join("?" * len(DATABASE_SOURCES))
        rows = self._conn.execute(
            f"SELECT {CARD_SELECT}, rich_text, printings, image_refs, source FROM cards "
            f"WHERE source IN ({marks}) AND source_records = '{{}}'", sorted(DATABASE_SOURCES))
        return {row[0]: parsed_from_row(row) for row in rows}

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
        from l5r_desktop.carddb.lcg_cards import LcgCard

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
        from l5r_desktop.carddb.lcg_cards import LcgCard

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



def open_default(paths: Any) -> Library:
    """Open the library of a :class:`~l5r_desktop.persistence.paths.DataPaths`."""
    return Library.open(paths.library_file)
