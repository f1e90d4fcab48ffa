"""Cards stored as their source records, their rows built on first read (issue 22).

An import of an Oracle export keeps the records that parse as the file holds them: the file's
bytes once (table ``raw_files``, schema 7) and, for each card, a *pending* row holding only
its id, source and game and where its record is (column ``raw``: ``<file key>:<index>``; the
other columns empty; ``content_hash`` :data:`RAW_MARK`). The search index does not hold a
pending row and the deferred ability pass has nothing to read in it. Parsing, and encoding
each card's row, is most of an import's time: the import is done as soon as the files are
stored. A re-import compares a pending card's record itself (the same record changes
nothing; another one is compared by the rows the two build).

Every reader of the library (the card look-ups, search, the title and clan lists, the text,
printings and provenance of a card, the deferred ability pass, an import that merges or
links images) first builds the pending rows (:meth:`LibraryPending._ensure_built`): each
record parsed by its importer (:data:`BUILDERS`) into exactly the row an import that parses
would have written, added to the search index in one statement, all in one transaction, and
the stored files dropped. So no reader ever sees a pending row. The app's own imports parse
at once (``import_files(keep_raw=False)``, on the import's worker); the command line's
``import-cards`` leaves the building to the library's first reader.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable
from typing import Any, NamedTuple

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.importers.common import ParsedCard, RawCard, RawFile
from l5r_desktop.carddb.library_rows import CARD_COLUMNS, card_row, row_hash

log = logging.getLogger(__name__)


class Builder(NamedTuple):
    """How one source's kept records are read back and built."""

    #: A stored file's bytes → its list of records (``RawCard.index`` counts in it).
    records: Callable[[bytes], list[Any]]
    #: A record → its card (raises ``ValueError`` when it does not parse).
    build: Callable[[Any], ParsedCard]


#: Source → how its kept records are built.
BUILDERS: dict[str, Builder] = {
    oracle_json.SOURCE: Builder(oracle_json.file_records, oracle_json.build_record)}

#: A pending row as the import writes it (the columns without a default left empty).
PENDING_INSERT = (
    "INSERT INTO cards (id, title, title_key, type, deck, source, game, abilities_read, raw, "
    "content_hash, image) VALUES (?, '', '', '', '', ?, 'ccg', 1, ?, 'raw', NULL)"
)
#: A built row written in its pending row's place (same rowid; a third quicker than an
#: ``UPDATE`` of every column, which grows each row tenfold in place).
_BUILT_INSERT = (
    f"INSERT INTO cards (rowid, {', '.join(CARD_COLUMNS)}, image, content_hash) "
    f"VALUES ({', '.join('?' * (len(CARD_COLUMNS) + 3))})"
)
#: ``content_hash`` of a pending row (a built row's is hex).
RAW_MARK = "raw"


def built_row(raw: RawCard) -> tuple[tuple[Any, ...], str]:
    """The row an import that parses writes for ``raw`` (``CARD_COLUMNS`` order), and its
    content hash."""
    row = card_row(BUILDERS[raw.source].build(raw.record))
    return row, row_hash(row)


def build_card(raw: RawCard) -> ParsedCard:
    """The card of a kept record."""
    return BUILDERS[raw.source].build(raw.record)


class LibraryPending:
    """Storing and building the pending rows (see the module docstring). A mixin of
    :class:`~l5r_desktop.carddb.library.Library`."""

    _conn: sqlite3.Connection
    _titles: list[str] | None
    #: ``PRAGMA data_version`` when this connection last saw no pending row (None: look).
    _built_version: int | None = None

    def pending_count(self) -> int:
        """How many cards are stored as their records, their rows not built yet."""
        return int(self._conn.execute(
            "SELECT count(*) FROM cards WHERE raw != ''").fetchone()[0])

    def build_pending(self) -> int:
        """Build every pending row now (one transaction); returns how many were built."""
        self._built_version = None
        return self._ensure_built()

    def _ensure_built(self) -> int:
        """Build the pending rows, if any (cheap when there are none: one pragma while no
        other connection wrote). Inside an open transaction (an import) they are built in it;
        else in one transaction of their own. A library that cannot take the write (read-only,
        locked past the busy timeout) is read as it is, and a warning logged."""
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version == self._built_version:
            return 0
        if self._conn.execute("SELECT 1 FROM cards WHERE raw != '' LIMIT 1").fetchone() is None:
            self._built_version = version
            return 0
        if self._conn.in_transaction:
            return self._build_rows()
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                built = self._build_rows()
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            log.warning("card library: stored records not built: %s", exc)
            return 0
        self._built_version = version
        self._titles = None
        return built

    def _store_file(self, raw: RawCard) -> str:
        """Where ``raw``'s record is stored (``raw`` column), its file stored first if new."""
        if raw.file.key is None:
            raw.file.key = self._conn.execute(
                "INSERT INTO raw_files (source, data) VALUES (?, ?)",
                (raw.source, raw.file.data)).lastrowid
        return f"{raw.file.key}:{raw.index}"

    def _stored_records(self) -> dict[str, RawCard]:
        """The record of every pending row, by card id (its file read once)."""
        out: dict[str, RawCard] = {}
        files: dict[int, list[Any]] = {}
        for card_id, source, where in self._conn.execute(
                "SELECT id, source, raw FROM cards WHERE raw != ''").fetchall():
            raw = self._stored_record(card_id, source, where, files)
            if raw is not None:
                out[card_id] = raw
        return out

    def _stored_record(self, card_id: str, source: str, where: str,
                       files: dict[int, list[Any]]) -> RawCard | None:
        """A pending row's record (None, with a warning, when it cannot be read back: the
        file was changed by hand)."""
        try:
            key, index = (int(n) for n in where.split(":"))
            records = files.get(key)
            if records is None:
                row = self._conn.execute("SELECT data FROM raw_files WHERE key = ?",
                                         (key,)).fetchone()
                if row is None:
                    raise ValueError(f"stored file {key} is missing")
                records = files[key] = BUILDERS[source].records(bytes(row[0]))
            return RawCard(card_id, source, records[index], RawFile(b"", key), index)
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            log.warning("card library: the record of card %s cannot be read: %s", card_id, exc)
            return None

    def _drop_unused_files(self) -> None:
        """Delete the stored files no pending row points into (inside a transaction)."""
        self._conn.execute(
            "DELETE FROM raw_files WHERE key NOT IN (SELECT CAST(substr(raw, 1, "
            "instr(raw, ':') - 1) AS INTEGER) FROM cards WHERE raw != '')")

    def _build_rows(self) -> int:
        """Build every pending row (inside a transaction). A record that cannot be built (the
        file was changed by hand) is taken out of the library, with a warning."""
        rows = self._conn.execute(
            "SELECT rowid, id, source, raw, image FROM cards WHERE raw != '' ORDER BY rowid"
        ).fetchall()
        files: dict[int, list[Any]] = {}
        built: list[tuple[Any, ...]] = []
        broken: list[tuple[int]] = []
        for rowid, card_id, source, where, image in rows:
            raw = self._stored_record(card_id, source, where, files)
            try:
                if raw is None:
                    raise ValueError("no record")
                row, digest = built_row(raw)
                if row[0] != card_id:
                    raise ValueError(f"the record is card {row[0]}")
            except (ValueError, KeyError, TypeError) as exc:
                log.warning("card library: card %s cannot be built from its record, removed: "
                            "%s", card_id, exc)
                broken.append((rowid,))
                continue
            built.append((rowid, *row, image, digest))
        # (a pending row is in no index of words: its delete trigger does nothing; this
        # transaction holds the write, so the rows read above are the rows replaced)
        self._conn.executemany("DELETE FROM cards WHERE rowid = ?",
                               [(b[0],) for b in built] + broken)
        self._conn.executemany(_BUILT_INSERT, built)
        self._conn.execute(  # the built rows into the search index, in one statement
            "INSERT INTO cards_fts(rowid, title, keywords, text) SELECT rowid, title, keywords, "
            "text FROM cards WHERE rowid IN (SELECT value FROM json_each(?))",
            (json.dumps([b[0] for b in built]),))
        self._conn.execute("DELETE FROM raw_files")  # no pending row is left
        return len(built)
