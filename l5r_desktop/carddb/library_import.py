"""Imports into the card library: the bundled demo cards, card files and folders of both
games (Oracle JSON, cards.xml, FiveRingsDB), merging a card's records from several databases,
and image packs. A mixin of :class:`~l5r_desktop.carddb.library.Library`: it uses the open
connection (``_conn``) and the library's row helpers. Every import is ONE transaction.
"""

from __future__ import annotations

import gc
import json
import logging
import sqlite3
from collections.abc import Callable, Container, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from l5r_desktop.carddb.importers import fiveringsdb_layout, image_packs, oracle_json
from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    ParsedCard,
    ParseResult,
    RawCard,
    title_key,
)
from l5r_desktop.carddb.importers.summary import ImportSummary
from l5r_desktop.carddb.library_pending import build_card
from l5r_desktop.carddb.library_rows import CancelFn, ProgressFn
from l5r_desktop.carddb.library_upsert import LibraryUpsert
from l5r_desktop.carddb.merge import (
    DATABASE_SOURCES,
    merge_records,
    source_record,
)
from l5r_desktop.carddb.pending_columns import pending_columns
from l5r_desktop.core import digests

log = logging.getLogger(__name__)


class ImportCancelled(Exception):
    """Raised inside an import to roll it back (the user cancelled)."""


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused (and restored as it was) while an import builds
    its many small objects, none of them cycles: each full collection walks every object the
    import holds so far, about a tenth of an import's time (issue 22)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class LibraryImports(LibraryUpsert):
    """Demo cards, card files and image packs into the library (see the module docstring)."""

    _conn: sqlite3.Connection
    path: Path
    _titles: list[str] | None
    _built_version: int | None
    #: Build the pending rows (``carddb/library_pending.py``: ``LibraryPending``).
    _ensure_built: Callable[[], int]
    _build_all: Callable[[], int]

    def ensure_demo_cards(self) -> int:
        """Upsert the bundled demo cards (``l5r_desktop.demo.demo_cards()``); idempotent.
        Returns how many were added or changed (0 when the demo package is absent)."""
        try:
            from l5r_desktop.demo import demo_cards  # type: ignore[attr-defined]
        except ImportError:
            log.warning("demo cards are not available (l5r_desktop.demo has no demo_cards)")
            return 0
        definitions = demo_cards()
        digest = digests.sha1(json.dumps([c.to_dict() for c in definitions],
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
        from l5r_desktop.carddb.importers import fiveringsdb  # (the LCG importer: issue 22)

        try:
            raw = fiveringsdb.demo_cards_bytes()
        except (ImportError, OSError, TypeError, ValueError, AttributeError) as exc:
            log.warning("demo LCG cards are not available: %s", exc)
            return 0
        digest = digests.sha1(raw).hexdigest()
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
                roots = fiveringsdb_layout.find_export_roots(path)
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
    def parse_card_file(path: Path, keep_raw: bool = False,
                        parse_ids: Container[str] = ()) -> ParseResult:
        """Parse one card file (or a FiveRingsDB export folder) with the importer it needs.
        The CCG cards' ability records are not read (the library's deferred pass reads them,
        ``carddb/library_abilities.py``). With ``keep_raw`` an Oracle file's records are kept
        unparsed (``ParseResult.raw``; ``carddb/library_pending.py``) but for the cards whose
        id is in ``parse_ids``."""
        if path.is_dir():
            from l5r_desktop.carddb.importers import fiveringsdb  # (an LCG export: issue 22)

            return fiveringsdb.parse_folder(path)
        if path.suffix.lower() == ".xml":  # cards_xml.looks_like_cards_xml, before importing
            from l5r_desktop.carddb.importers import cards_xml  # the XML reader (defusedxml)

            return cards_xml.parse_file(path, abilities=False)
        if fiveringsdb_layout.looks_like_card_file(path):
            from l5r_desktop.carddb.importers import fiveringsdb

            return fiveringsdb.parse_card_file(path)
        return oracle_json.parse_file(path, abilities=False, keep_raw=keep_raw,
                                      parse_ids=parse_ids, columns=pending_columns)

    def import_files(
        self,
        paths: Iterable[Path | str],
        progress: ProgressFn | None = None,
        cancel: CancelFn | None = None,
        *,
        keep_raw: bool = False,
    ) -> ImportSummary:
        """Import Oracle JSON files, ``cards.xml`` files, FiveRingsDB exports (LCG) and image
        packs (files or folders).

        Everything is written in one transaction. ``progress(done, total)`` is called as work
        advances (``total`` grows once, when the files have been read); when ``cancel()``
        returns True the transaction is rolled back and the summary says ``cancelled``. Any
        exception also rolls back, leaving the library as it was. Every card is parsed and
        stored now, searchable as soon as the import returns. ``keep_raw`` writes the
        schema-7 *pending* layout instead (an Oracle file's records stored as they are, their
        rows built on the library's first read, ``carddb/library_pending.py``), which the
        command line's imports wrote on 27 Nov: no import of the app uses it any more (the
        first read then built every row, 4.6 s for 28,280 cards on the UI thread); the tests of
        libraries holding such rows write them with it.
        """
        with collector_paused():
            return self._import_files(paths, progress, cancel, keep_raw)

    def _may_keep_raw(self, items: list[ParsedCard | RawCard]) -> bool:
        """Whether the import's records may stay unparsed: nothing to merge (the Oracle is
        the one card database in the import and in the library, no merged card stored)."""
        others = sorted(DATABASE_SOURCES - {oracle_json.SOURCE})
        if any(type(i) is not RawCard and i.source in others for i in items):
            return False
        marks = ", ".join("?" * len(others))
        return self._conn.execute(
            f"SELECT 1 FROM cards WHERE source IN ({marks}) OR source_records != '{{}}' "
            "LIMIT 1", others).fetchone() is None

    def _import_files(self, paths: Iterable[Path | str], progress: ProgressFn | None,
                      cancel: CancelFn | None, keep_raw: bool) -> ImportSummary:
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
                raise ImportCancelled

        self._ensure_built()  # (a schema-7 library's pending rows, before they are compared)
        # the Oracle cards stored built are parsed (a re-import compares their rows, as before)
        built = ({card_id for (card_id,) in self._conn.execute(
            "SELECT id FROM cards WHERE source = ? AND raw = ''", (oracle_json.SOURCE,))}
            if keep_raw else set())
        try:
            parsed: list[ParsedCard | RawCard] = []
            packs: list[dict[str, Any]] = []
            for path in card_files:
                check_cancel()
                result = (self.parse_card_file(path, keep_raw=True, parse_ids=built)
                          if keep_raw else self.parse_card_file(path))
                parsed.extend(result.cards)
                parsed.extend(result.raw)  # (a file gives one of the two)
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
                keys: dict[str, str] | None = None
                if not any(type(i) is RawCard for i in parsed) or not self._may_keep_raw(parsed):
                    self._build_all()  # the merge reads the stored cards
                    keys = {}
                    parsed = self._merge_sources(
                        [build_card(i) if type(i) is RawCard else i
                         for i in parsed], keys)
                # else nothing merges: one database, whose cards are never merged together
                counter = 0

                def tick() -> None:
                    nonlocal done, counter
                    done += 1
                    counter += 1
                    if counter % 100 == 0:
                        check_cancel()
                        report()

                self._upsert_all(parsed, summary, tick, keys)
                self._store_packs("lcg", packs)
                check_cancel()
                report()
                if images:
                    self._build_all()  # the images are matched by the rows' references
                    self._link_images(images, summary)
                    done += len(images)
                    report()
                check_cancel()
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        except ImportCancelled:
            cancelled = ImportSummary(cancelled=True, files=summary.files)
            cancelled.problems = summary.problems
            cancelled.skipped = summary.skipped
            return cancelled
        finally:
            self._titles = None
            self._built_version = None
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

    def _merge_sources(self, parsed: list[ParsedCard],
                       keys: dict[str, str] | None = None) -> list[ParsedCard]:
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
            title = item.card.title
            key = (title_key(title), item.card.type.value)
            if keys is not None:
                keys[title] = key[0]
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
                # one database's card: its row is its record, its provenance is read from the
                # row when asked (Library.provenance)
                out.append(item)
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

