"""Cards stored as their source records, the rest of their rows built card by card (issue 22).

An import of an Oracle export (``import_files(keep_raw=True)``: the command line's
``import-cards``) keeps each record that parses as the file holds it: a *pending* row holding
the card's id, source and game, the record's own JSON (column ``raw``) and the columns search,
the filters and the title look-ups read (``library_rows.PENDING_COLUMNS``: title and its keys,
type, deck, clans, keywords, plain text, Gold cost, level, legality, read by
``oracle_json.pending_fields``), in the search index like any row; ``content_hash`` is
:data:`RAW_MARK`. The rest of the row (rich text, printings, the other stats, image
references, the hash) is most of an import's time, and is built from the record

- **card by card, in memory** by the readers that return cards or their details (``get``,
  ``get_many``, ``all_cards``, the title look-ups, ``search``, ``rich_text``, ``printings``,
  ``provenance``: :meth:`LibraryPending._built_rows`, :meth:`LibraryPending._pending_row`):
  only the cards asked for, remembered for the library's life; a reader never writes, so it
  never waits for another connection (the pass) holding the write;
- **all at once, in batches**, by the deferred pass (``Library.read_abilities``, on the app's
  worker thread, before it reads the cards' abilities) and by an import that merges
  with the other database or links images (:meth:`LibraryPending._build_all`).

Each row built is exactly the row an import that parses writes (``tests/carddb/
test_library_pending.py``). A re-import compares a pending card's record itself (the same
record changes nothing; another one is compared by the rows the two build).

Schema 7 (27 Nov) stored the file once (``raw_files``) and pending rows with no columns
(``raw`` = ``<file key>:<index>``), out of the search index; such a library still opens, and
its rows are built all at once by its first reader (:meth:`LibraryPending._ensure_built`).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.importers.common import ParsedCard, RawCard
from l5r_desktop.carddb.library_rows import (
    CARD_COLUMNS,
    CARD_SELECT,
    PENDING_COLUMNS,
    RAW_AT,
    card_row,
    pending_values,
    row_hash,
)

log = logging.getLogger(__name__)


class Builder(NamedTuple):
    """How one source's kept records are read back and built."""

    #: A schema-7 stored file's bytes → its list of records.
    records: Callable[[bytes], list[Any]]
    #: A record → its card (raises ``ValueError`` when it does not parse).
    build: Callable[[Any], ParsedCard]
    #: A record that parses → the arguments of ``library_rows.pending_values``.
    fields: Callable[[Any], tuple[Any, ...]]


#: Source → how its kept records are built.
BUILDERS: dict[str, Builder] = {
    oracle_json.SOURCE: Builder(oracle_json.file_records, oracle_json.build_record,
                                oracle_json.pending_fields)}

#: A pending row as the import writes it (``pending_insert_values``).
PENDING_INSERT = (
    f"INSERT INTO cards (id, source, raw, {', '.join(PENDING_COLUMNS)}, game, "
    f"abilities_read, content_hash, image) VALUES ({', '.join('?' * (3 + len(PENDING_COLUMNS)))}"
    ", 'ccg', 1, 'raw', NULL)"
)
#: A pending row given another record (a re-import).
PENDING_REPLACE = (
    f"UPDATE cards SET raw = ?, {', '.join(c + ' = ?' for c in PENDING_COLUMNS)} "
    "WHERE id = ? AND raw != ''"
)
#: The columns a build writes into a pending row (the others it holds already).
_BUILD_COLUMNS = tuple(c for c in CARD_COLUMNS if c != "id" and c not in PENDING_COLUMNS)
_BUILD_AT = tuple(CARD_COLUMNS.index(c) for c in _BUILD_COLUMNS)
_BUILD_UPDATE = (
    f"UPDATE cards SET {', '.join(c + ' = ?' for c in _BUILD_COLUMNS)}, content_hash = ?, "
    "raw = '' WHERE id = ? AND raw = ?"
)
#: A schema-7 row built, written in its pending row's place (same rowid).
_BUILT_INSERT = (
    f"INSERT INTO cards (rowid, {', '.join(CARD_COLUMNS)}, image, content_hash) "
    f"VALUES ({', '.join('?' * (len(CARD_COLUMNS) + 3))})"
)
#: ``CARD_SELECT``'s columns: where each is in a built row (None: ``image``/``raw``).
_SELECT_AT = tuple(CARD_COLUMNS.index(c) if c in CARD_COLUMNS else None
                   for c in (name.strip() for name in CARD_SELECT.split(",")))
#: ``content_hash`` of a pending row (a built row's is hex).
RAW_MARK = "raw"
#: Rows built by readers remembered per library (about 2 KB each).
_CACHE_SIZE = 5000


def pending_insert_values(raw: RawCard) -> tuple[Any, ...]:
    """The values of :data:`PENDING_INSERT` for a kept record."""
    columns = raw.fields if raw.fields is not None else pending_values(
        *BUILDERS[raw.source].fields(raw.data()))
    return (raw.id, raw.source, raw.text or json.dumps(raw.record), *columns)


def built_row(raw: RawCard) -> tuple[tuple[Any, ...], str]:
    """The row an import that parses writes for ``raw`` (``CARD_COLUMNS`` order), and its
    content hash."""
    row = card_row(BUILDERS[raw.source].build(raw.data()))
    return row, row_hash(row)


def build_card(raw: RawCard) -> ParsedCard:
    """The card of a kept record."""
    return BUILDERS[raw.source].build(raw.data())


class LibraryPending:
    """Storing and building the pending rows (see the module docstring). A mixin of
    :class:`~l5r_desktop.carddb.library.Library`."""

    _conn: sqlite3.Connection
    _titles: list[str] | None
    #: ``PRAGMA data_version`` when this connection last saw no schema-7 pending row.
    _built_version: int | None = None

    def pending_count(self) -> int:
        """How many cards are stored as their records, their rows not built yet."""
        return int(self._conn.execute(
            "SELECT count(*) FROM cards WHERE raw != ''").fetchone()[0])

    def build_pending(self) -> int:
        """Build every pending row now (one transaction); returns how many were built."""
        self._built_version = None
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            built = self._build_all()
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._titles = None
        return built

    def build_pending_batch(self, limit: int) -> int:
        """Build up to ``limit`` pending rows in one transaction of their own (the deferred
        pass's step); returns how many were built or taken out (0: none is left)."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            built = self._build_rows() + self._build_pending_rows(limit)[0]
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        return built

    def _ensure_built(self) -> int:
        """Build the schema-7 pending rows (no columns, out of the search index), if any:
        cheap when there are none (one pragma while no other connection wrote). Inside an
        open transaction (an import) they are built in it; else in one transaction of their
        own. A library that cannot take the write (read-only, locked past the busy timeout)
        is read as it is, and a warning logged. Schema-8 pending rows are built card by card
        (:meth:`_built_rows`)."""
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version == self._built_version:
            return 0
        if self._conn.execute("SELECT 1 FROM cards WHERE raw != '' AND title = '' "
                              "LIMIT 1").fetchone() is None:
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

    def _build_all(self) -> int:
        """Build every pending row (inside a transaction); returns how many were built."""
        return self._build_rows() + self._build_pending_rows(None)[1]

    def _stored_records(self) -> dict[str, RawCard]:
        """The record of every pending row, by card id (a schema-7 file read once)."""
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
        """A pending row's record (None, with a warning, when it cannot be read back: it
        was changed by hand). ``where`` is the record's JSON, or in a schema-7 row where it
        is in a stored file (``<key>:<index>``)."""
        try:
            if where.startswith("{"):
                return RawCard(card_id, source, json.loads(where), where)
            key, index = (int(n) for n in where.split(":"))
            records = files.get(key)
            if records is None:
                row = self._conn.execute("SELECT data FROM raw_files WHERE key = ?",
                                         (key,)).fetchone()
                if row is None:
                    raise ValueError(f"stored file {key} is missing")
                records = files[key] = BUILDERS[source].records(bytes(row[0]))
            return RawCard(card_id, source, records[index])
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            log.warning("card library: the record of card %s cannot be read: %s", card_id, exc)
            return None

    def _build_one(self, card_id: str, source: str, where: str,
                   digest: bool = True) -> tuple[tuple[Any, ...], str] | None:
        """The row a pending row's record builds and its hash (``""`` unless ``digest``:
        a row built in memory needs none) (None, with a warning, when it does not build)."""
        raw = self._stored_record(card_id, source, where, {})
        try:
            if raw is None:
                raise ValueError("no record")
            if digest:
                row, hashed = built_row(raw)
            else:
                row, hashed = card_row(BUILDERS[raw.source].build(raw.data())), ""
            if row[0] != card_id:
                raise ValueError(f"the record is card {row[0]}")
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("card library: card %s cannot be built from its record: %s",
                        card_id, exc)
            return None
        return row, hashed

    def _write_built(self, built: Sequence[tuple[tuple[Any, ...], str, str]]) -> None:
        """Write built rows ((row, hash, the record they were built from)) into their pending
        rows (inside a transaction)."""
        self._conn.executemany(_BUILD_UPDATE, [(*(row[i] for i in _BUILD_AT), digest, row[0],
                                                where) for row, digest, where in built])

    def _built(self, card_id: str, source: str, where: str) -> tuple[Any, ...] | None:
        """A pending row's built row (``CARD_COLUMNS`` order), remembered by card id and
        record for the library's life (None, with a warning, when its record does not
        build)."""
        cache = self.__dict__.setdefault("_built_cache", {})
        known = cache.get(card_id)
        if known is not None and known[0] == where:
            return known[1]
        made = self._build_one(card_id, source, where, digest=False)
        if made is None:
            return None
        if len(cache) >= _CACHE_SIZE:
            cache.clear()
        cache[card_id] = (where, made[0])
        return made[0]

    def _built_rows(self, rows: Iterable[Sequence[Any]]) -> list[Sequence[Any]]:
        """``CARD_SELECT`` rows with each pending one built from its record (in memory: a
        reader never writes, so it never waits for another connection's write; the deferred
        pass writes the rows); a pending row whose record does not build is left out, with
        a warning."""
        out: list[Sequence[Any]] = []
        for row in rows:
            where = row[RAW_AT]
            if not where:
                out.append(row)
                continue
            source = self._conn.execute("SELECT source FROM cards WHERE id = ?",
                                        (row[0],)).fetchone()
            full = self._built(row[0], source[0] if source else "", where)
            if full is None:
                continue
            values = [row[n] if at is None else full[at] for n, at in enumerate(_SELECT_AT)]
            values[RAW_AT] = ""
            out.append(values)
        return out

    def _pending_row(self, card_id: str) -> tuple[tuple[Any, ...], RawCard] | None:
        """A pending card's built row (``CARD_COLUMNS`` order, in memory as
        :meth:`_built_rows`) and its record; None when the card is not pending or its record
        does not build."""
        found = self._conn.execute("SELECT source, raw FROM cards WHERE id = ? AND raw != ''",
                                   (card_id,)).fetchone()
        if found is None:
            return None
        full = self._built(card_id, found[0], found[1])
        raw = self._stored_record(card_id, found[0], found[1], {})
        return None if full is None or raw is None else (full, raw)

    def _build_pending_rows(self, limit: int | None) -> tuple[int, int]:
        """Build up to ``limit`` (None: every) schema-8 pending row, in row order, inside a
        transaction; a record that does not build is taken out of the library, with a
        warning (it was changed by hand). Returns how many rows were looked at (built or
        taken out) and how many were built."""
        rows = self._conn.execute(
            "SELECT rowid, id, source, raw FROM cards WHERE raw != '' AND title != '' "
            "ORDER BY rowid" + ("" if limit is None else f" LIMIT {int(limit)}")).fetchall()
        built: list[tuple[tuple[Any, ...], str, str]] = []
        broken: list[tuple[int]] = []
        for rowid, card_id, source, where in rows:
            made = self._build_one(card_id, source, where)
            if made is None:
                log.warning("card library: card %s removed", card_id)
                broken.append((rowid,))
            else:
                built.append((*made, where))
        if built:
            self._write_built(built)
        self._conn.executemany("DELETE FROM cards WHERE rowid = ?", broken)
        return len(rows), len(built)

    def _drop_unused_files(self) -> None:
        """Delete the schema-7 stored files no pending row points into (in a transaction)."""
        self._conn.execute(
            "DELETE FROM raw_files WHERE key NOT IN (SELECT CAST(substr(raw, 1, "
            "instr(raw, ':') - 1) AS INTEGER) FROM cards WHERE raw != '' AND title = '')")

    def _build_rows(self) -> int:
        """Build every schema-7 pending row (inside a transaction). A record that cannot be
        built (the file was changed by hand) is taken out of the library, with a warning."""
        rows = self._conn.execute(
            "SELECT rowid, id, source, raw, image FROM cards WHERE raw != '' AND title = '' "
            "ORDER BY rowid").fetchall()
        if not rows:
            return 0
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
        # (a schema-7 pending row is in no index of words: its delete trigger does nothing;
        # this transaction holds the write, so the rows read above are the rows replaced)
        self._conn.executemany("DELETE FROM cards WHERE rowid = ?",
                               [(b[0],) for b in built] + broken)
        self._conn.executemany(_BUILT_INSERT, built)
        self._conn.execute(  # the built rows into the search index, in one statement
            "INSERT INTO cards_fts(rowid, title, keywords, text) SELECT rowid, title, keywords, "
            "text FROM cards WHERE rowid IN (SELECT value FROM json_each(?))",
            (json.dumps([b[0] for b in built]),))
        self._drop_unused_files()
        return len(built)
