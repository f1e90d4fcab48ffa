"""Reading the library's CCG cards' ability records, after the import (issue 22).

An import stores each CCG database card (Oracle, cards.xml) as it parsed it, its records not
read yet (``abilities_read`` 0): the translator and our card-by-card data
(``carddb/ccg_abilities.py``) are what make an import slow, and they are not needed to store
a card. The records are read

- by the **deferred pass** (:meth:`LibraryAbilities.read_abilities`): the app runs it in a
  worker after it opens the library and after an import (``ui/ability_pass.py``), in small
  transactions, with progress and cancel; the command line's readers run it where they need
  every card;
- **on demand**: every reader of cards (:meth:`LibraryAbilities._cards_of`: ``get``,
  ``get_many``, ``all_cards``, the title look-ups, ``search``) reads the records of an unread
  card before it returns it, so the engine, the deck editor, the preview and ``cards
  coverage`` never see an unread card as a card without abilities. The reading is written
  back when the library can take it at once; otherwise it is kept in memory.

When what reads the records changes (our data or the translator's sources,
``carddb/ability_sources.reading_digest``), :meth:`LibraryAbilities.ensure_ccg_card_data`
marks every CCG database card unread in one statement at :meth:`Library.open` (it used to
read them all again there, on the app's UI thread).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import sqlite3
from collections.abc import Callable, Container, Iterable, Sequence
from typing import Any

from l5r_desktop.carddb import ability_sources
from l5r_desktop.carddb.library_rows import (
    CARD_SELECT,
    RAW_AT,
    READ_AT,
    CancelFn,
    ProgressFn,
    row_to_card,
)
from l5r_desktop.games.ccg.model.cards import CardDef

log = logging.getLogger(__name__)

#: The cards whose records are read from their text: CCG cards of the card databases.
UNREAD_SCOPE = "game = 'ccg' AND source NOT IN ('custom', 'demo') AND text != ''"
#: Cards read per transaction of the deferred pass.
PASS_BATCH = 100
#: Pending rows built per transaction of the deferred pass (``carddb/library_pending.py``).
BUILD_BATCH = 500
#: ``meta.ccg_data_digest`` of a library none of whose cards was read yet (a new library).
NONE_READ = "none read"


def read_card(card: CardDef) -> tuple[dict[str, Any], ...]:
    """The card's ability records read from its text (``ccg_abilities.card_abilities``: ours
    card by card, else the translator's, else a manual marker); none for a card without
    text. Imports the translator on first use."""
    if not card.text.strip():
        return ()
    from l5r_desktop.carddb.ccg_abilities import card_abilities

    records, _sources = card_abilities(card)
    return tuple(records)


class LibraryAbilities:
    """The deferred pass and the on-demand reading (see the module docstring)."""

    _conn: sqlite3.Connection
    #: (card id, text) → records read on demand that could not be written back.
    _read_cache: dict[tuple[str, str], tuple[dict[str, Any], ...]]
    #: Build the cards stored as their records (``LibraryPending``).
    _ensure_built: Callable[[], int]
    _built_rows: Callable[[Iterable[Sequence[Any]]], list[Sequence[Any]]]
    build_pending_batch: Callable[[int], int]

    def ensure_ccg_card_data(self) -> int:
        """Mark every CCG database card unread when what reads the records changed since the
        library last read them (our card-by-card data, the translator: their digest is kept in
        ``meta``). Custom and demo cards keep their own records. Returns how many cards were
        marked; imports nothing of the translator. A new library (no card yet) keeps
        :data:`NONE_READ` instead: while it says so no card was read, there is nothing to
        mark and the digest (every source file read, 15 ms) is not needed; the first reading
        written keeps the digest (:meth:`_write_read`)."""
        stored = self._conn.execute(
            "SELECT value FROM meta WHERE key = 'ccg_data_digest'").fetchone()
        if stored is not None and stored[0] == NONE_READ:
            return 0
        if stored is None and self._conn.execute("SELECT 1 FROM cards LIMIT 1").fetchone() is None:
            self._conn.execute("INSERT INTO meta (key, value) VALUES ('ccg_data_digest', ?)",
                               (NONE_READ,))
            return 0
        digest = ability_sources.reading_digest()
        if stored is not None and stored[0] == digest:
            return 0
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            marked = self._conn.execute(
                f"UPDATE cards SET abilities_read = 0 WHERE {UNREAD_SCOPE} "
                "AND abilities_read = 1").rowcount
            self._conn.execute(
                "INSERT INTO meta (key, value) VALUES ('ccg_data_digest', ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (digest,))
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._read_cache.clear()
        return marked

    def remember_read(self, cards: Iterable[CardDef]) -> None:
        """Remember the ability records of cards read elsewhere (the deck editor's worker,
        with a connection of its own, issue 22): this library's readers give them without
        reading them again, as they do a reading of their own it could not write back (a
        card stored as its record, a file another connection holds)."""
        for card in cards:
            self._read_cache[(card.id, card.text)] = tuple(card.abilities)

    def unread_count(self) -> int:
        """How many cards' records are still to be read (the deferred pass's work), a card
        stored as its record counted (``carddb/library_pending.py``: the pass builds it
        first; whether it has text to read is not known before). Builds nothing: the app asks
        this on its UI thread when it opens the library."""
        return int(self._conn.execute(
            "SELECT count(*) FROM cards WHERE abilities_read = 0 OR raw != ''").fetchone()[0])

    def read_abilities(self, progress: ProgressFn | None = None,
                       cancel: CancelFn | None = None, batch: int = PASS_BATCH) -> int:
        """The deferred pass: read the records of every unread card, ``batch`` cards per
        transaction, in row order. ``progress(done, total)`` after each batch; ``cancel()``
        returning True stops after the batch in hand (what was written stays: each batch is
        whole). A card changed meanwhile by another connection (a new import) is left unread
        for the next pass. Returns how many cards were read. Cards stored as their records
        are built first, :data:`BUILD_BATCH` per transaction (``carddb/library_pending.py``),
        each build counted in the progress as one step more."""
        self._ensure_built()
        total = self.unread_count() + int(self._conn.execute(
            "SELECT count(*) FROM cards WHERE raw != '' AND text != ''").fetchone()[0])
        built = 0
        while not (cancel is not None and cancel()):
            step = self.build_pending_batch(BUILD_BATCH)
            if not step:
                break
            built += step
            if progress is not None:
                progress(built, max(total, built))
        total = built + self.unread_count()
        done = 0
        after = 0
        while not (cancel is not None and cancel()):
            rows = self._conn.execute(
                f"SELECT rowid, content_hash, {CARD_SELECT} FROM cards "
                "WHERE abilities_read = 0 AND raw = '' AND rowid > ? ORDER BY rowid LIMIT ?",
                (after, batch)).fetchall()
            if not rows:
                break
            after = rows[-1][0]
            updates = [(json.dumps(list(read_card(row_to_card(row[2:])))), row[0], row[1])
                       for row in rows]
            self._write_read(
                "UPDATE cards SET abilities = ?, abilities_read = 1 "
                "WHERE rowid = ? AND content_hash = ? AND abilities_read = 0", updates)
            done += len(rows)
            if progress is not None:
                progress(built + done, max(total, built + done))
        return done

    def _write_read(self, sql: str, rows: list[Any]) -> None:
        """Run ``sql`` over ``rows`` (records read) in one immediate transaction of its own,
        with the digest of what read them when the library keeps none yet or
        :data:`NONE_READ` (:meth:`ensure_ccg_card_data`)."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            stored = self._conn.execute(
                "SELECT value FROM meta WHERE key = 'ccg_data_digest'").fetchone()
            if stored is None or stored[0] == NONE_READ:
                self._conn.execute(
                    "INSERT INTO meta (key, value) VALUES ('ccg_data_digest', ?) "
                    "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (ability_sources.reading_digest(),))
            self._conn.executemany(sql, rows)
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise

    def _cards_of(self, rows: Iterable[Sequence[Any]],
                  left_unread: set[str] | None = None) -> list[CardDef]:
        """The cards of ``CARD_SELECT`` rows, each pending one built first
        (``carddb/library_pending.py``), the records of each unread one read; with a
        ``left_unread`` set, an unread card's records are not read (but for a reading this
        library remembers): the card comes as stored, without them, and its id goes into the
        set (the caller has them read elsewhere: the deck editor on a worker thread)."""
        rows = list(rows)
        pending = {row[0] for row in rows if row[RAW_AT]}
        if pending:
            rows = self._built_rows(rows)
        cards: list[CardDef] = []
        unread: list[int] = []
        for row in rows:
            if not row[READ_AT]:
                unread.append(len(cards))
            cards.append(row_to_card(row))
        if unread and left_unread is not None:
            remembered = []
            for i in unread:
                if (cards[i].id, cards[i].text) in self._read_cache:
                    remembered.append(i)
                else:
                    left_unread.add(cards[i].id)
            unread = remembered
        if unread:
            self._read_now(cards, unread, pending)
        return cards

    def _read_now(self, cards: list[CardDef], unread: list[int],
                  pending: Container[str] = ()) -> None:
        """Read the records of ``cards[i]`` for each ``i`` in ``unread`` (in place) and write
        them back when the library takes the write at once (no transaction open here, no
        other writer holding the file); else, and for a card whose row is ``pending`` (built
        in memory, ``carddb/library_pending.py``), keep them in memory."""
        fresh: list[tuple[str, str, str, str]] = []
        for i in unread:
            card = cards[i]
            key = (card.id, card.text)
            records = self._read_cache.get(key)
            if records is None:
                records = read_card(card)
                if card.id not in pending:
                    fresh.append((json.dumps(list(records)), card.id, card.text, card.title))
                self._read_cache[key] = records
            cards[i] = dataclasses.replace(card, abilities=records)
        if not fresh or self._conn.in_transaction:
            return
        try:
            self._conn.execute("PRAGMA busy_timeout = 0")
            self._write_read(
                "UPDATE cards SET abilities = ?, abilities_read = 1 WHERE id = ? "
                "AND text = ? AND title = ? AND abilities_read = 0 AND raw = ''", fresh)
        except sqlite3.Error as exc:  # busy, read-only: the cache keeps the reading
            log.debug("card records read on demand not written back: %s", exc)
            return
        finally:
            self._conn.execute("PRAGMA busy_timeout = 5000")
        for _records, card_id, text, _title in fresh:
            self._read_cache.pop((card_id, text), None)
