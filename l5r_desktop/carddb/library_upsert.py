"""Writing an import's cards into the library's table: new ones inserted, changed ones
updated, unchanged ones counted (an import that changes nothing writes nothing), a record kept
unparsed stored as a pending row (``carddb/library_pending.py``). A mixin of
:class:`~l5r_desktop.carddb.library.Library` (through ``LibraryImports``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from typing import Any

from l5r_desktop.carddb.importers.common import ParsedCard, RawCard
from l5r_desktop.carddb.importers.summary import ImportSummary
from l5r_desktop.carddb.library_pending import (
    PENDING_INSERT,
    PENDING_REPLACE,
    RAW_MARK,
    built_row,
    pending_insert_values,
)
from l5r_desktop.carddb.library_rows import CARD_COLUMNS, LibraryError, card_row, row_hash


class LibraryUpsert:
    """The import's writing (see the module docstring)."""

    _conn: sqlite3.Connection
    #: The pending rows and the search index (``LibraryPending``, ``LibraryCustomCards``).
    _build_all: Callable[[], int]
    _stored_records: Callable[[], dict[str, RawCard]]
    _drop_unused_files: Callable[[], None]
    _index_new_rows: Callable[[int], int]

    def _upsert_all(
        self,
        parsed: Iterable[ParsedCard | RawCard],
        summary: ImportSummary,
        tick: Callable[[], None] | None = None,
        keys: dict[str, str] | None = None,
    ) -> None:
        """Insert new cards, update changed ones, count unchanged ones (inside a transaction).

        Rows are written in batches of 250 (``executemany``, in the given order) and the new
        ones added to the search index once at the end; ``tick`` runs once per card; ``keys``
        are the titles' lookup keys the merge computed (``card_row``). A :class:`RawCard` new
        to the library is stored as its record (a pending row, ``carddb/library_pending.py``);
        one whose record differs from the stored one is compared by the row it builds.
        """
        known = dict(self._conn.execute("SELECT id, content_hash FROM cards"))
        insert_cols = (*CARD_COLUMNS, "image", "content_hash")
        insert_sql = (
            f"INSERT INTO cards ({', '.join(insert_cols)}) "
            f"VALUES ({', '.join('?' * len(insert_cols))})"
        )
        update_cols = [c for c in CARD_COLUMNS if c != "id"]
        update_sql = (
            "UPDATE cards SET " + ", ".join(f"{c} = ?" for c in update_cols)
            + ", content_hash = ?, raw = '' WHERE id = ?"
        )
        inserts: list[tuple[Any, ...]] = []
        insert_kind = insert_sql
        updates: list[tuple[Any, ...]] = []
        kept: dict[str, RawCard] = {}  # the records this import stored as pending rows
        indexed = int(self._conn.execute("SELECT coalesce(max(rowid), 0) FROM cards").fetchone()[0])

        def flush() -> None:
            nonlocal indexed
            if inserts:
                self._conn.executemany(insert_kind, inserts)
                inserts.clear()
            if updates:
                # the update trigger takes a row's old words out of the search index: a row
                # this import inserted must be in it first
                indexed = self._index_new_rows(indexed)
                self._conn.executemany(update_sql, updates)
                updates.clear()

        def insert(kind: str, values: tuple[Any, ...]) -> None:
            nonlocal insert_kind
            if kind is not insert_kind:
                flush()
                insert_kind = kind
            inserts.append(values)

        def stored_record(card_id: str) -> RawCard | None:
            """The record a pending row holds (the library's read once, on first need)."""
            if card_id not in kept and not stored_read:
                stored_read.append(True)
                for row_id, raw in self._stored_records().items():
                    kept.setdefault(row_id, raw)
            return kept.get(card_id)

        stored_read: list[bool] = []
        replaced = False
        for item in parsed:
            if type(item) is RawCard:
                card_id = item.id
                old = known.get(card_id)
                if old is None:
                    insert(PENDING_INSERT, pending_insert_values(item))
                    kept[card_id] = item
                    summary.imported += 1
                    known[card_id] = RAW_MARK
                elif old == RAW_MARK:  # a pending row: the same record, else by their rows
                    stored = stored_record(card_id)
                    if stored is not None and ((stored.text and stored.text == item.text)
                                               or stored.data() == item.data()
                                               or built_row(stored)[1] == built_row(item)[1]):
                        summary.unchanged += 1
                    else:  # the row stays pending, with the new record
                        flush()  # (the pending row may be in the batch)
                        indexed = self._index_new_rows(indexed)  # (its words replaced)
                        self._conn.execute(PENDING_REPLACE,
                                           (*pending_insert_values(item)[2:], card_id))
                        kept[card_id] = item
                        replaced = True
                        summary.updated += 1
                else:  # a built row: compared and written as an import that parses does
                    row, digest = built_row(item)
                    if old == digest:
                        summary.unchanged += 1
                    else:
                        flush()  # an earlier row in this batch may be the same id
                        updates.append((*row[1:], digest, card_id))
                        summary.updated += 1
                        known[card_id] = digest
            else:
                row = card_row(item, keys)
                digest = row_hash(row)
                old = known.get(row[0])
                if old == RAW_MARK:  # a pending row (never in practice: an Oracle card's id
                    flush()  # in another database's file): every pending row built first
                    indexed = self._index_new_rows(indexed)
                    self._build_all()  # (the pending rows are in the index already)
                    indexed = self._index_new_rows(indexed)
                    kept.clear()
                    known.update(self._conn.execute("SELECT id, content_hash FROM cards"))
                    old = known[row[0]]
                if old is None:
                    if row[0] in known:  # pragma: no cover - ids are unique keys
                        raise LibraryError(f"duplicate id {row[0]}")
                    insert(insert_sql, (*row, item.card.image, digest))
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
        self._index_new_rows(indexed)  # the search index, once for the new rows
        if replaced:
            self._drop_unused_files()
