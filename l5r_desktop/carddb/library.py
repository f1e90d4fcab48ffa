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
import io
import json
import logging
import re
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from l5r_desktop.atomicio import atomic_write_bytes
from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    ParsedCard,
    edition_key,
    title_key,
)
from l5r_desktop.carddb.importers.summary import ImportSummary
from l5r_desktop.carddb.lcg_cards import LcgCard
from l5r_desktop.carddb.library_import import LibraryImports
from l5r_desktop.carddb.library_rows import (
    CARD_COLUMNS,
    CARD_SELECT,
    MIGRATIONS,
    SCHEMA_V1,
    SCHEMA_VERSION,
    WORD_RE,
    LibraryError,
    card_row,
    create_v1,
    parsed_from_row,
    row_hash,
    row_to_card,
    type_value,
)
from l5r_desktop.carddb.merge import (
    DATABASE_SOURCES,
    single_source,
)
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

log = logging.getLogger(__name__)

__all__ = ["SCHEMA_V1", "SCHEMA_VERSION", "ImportProblem", "ImportSummary", "Library",
           "LibraryError"]


class Library(LibraryImports):
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
        try:
            library.ensure_ccg_card_data()
        except sqlite3.Error as exc:  # read-only file, locked: the stored records still play
            log.warning("card library %s: card-by-card ability data not attached: %s", path, exc)
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
            create_v1(conn)
            conn.execute("PRAGMA user_version = 1")
            version = 1
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
            f"SELECT {CARD_SELECT} FROM cards WHERE id = ?", (card_id,)
        ).fetchone()
        return row_to_card(row) if row else None

    def get_many(self, card_ids: Iterable[str]) -> dict[str, CardDef]:
        """The cards with these ids (unknown ids are left out)."""
        ids = list(dict.fromkeys(card_ids))
        out: dict[str, CardDef] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self._conn.execute(
                f"SELECT {CARD_SELECT} FROM cards WHERE id IN ({marks})", chunk
            ):
                out[row[0]] = row_to_card(row)
        return out

    def all_cards(self) -> list[CardDef]:
        """Every card, ordered by title."""
        rows = self._conn.execute(f"SELECT {CARD_SELECT} FROM cards ORDER BY title_key, id")
        return [row_to_card(r) for r in rows]

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
            f"SELECT {CARD_SELECT} FROM cards WHERE title_key = ? AND game = ? ORDER BY CASE "
            "WHEN source = 'custom' THEN 0 WHEN source LIKE 'oracle%' THEN 1 "
            "WHEN source = 'xml' THEN 2 ELSE 3 END, id",
            (title_key(title), game),
        )
        return [row_to_card(r) for r in rows]

    def find_by_base_title(self, base: str, game: str = "ccg") -> list[CardDef]:
        """Cards whose title without its experience level is ``base`` (any case), every
        level: ``Hida Kuon`` → ``Hida Kuon``, ``Hida Kuon - exp5`` ..."""
        rows = self._conn.execute(
            f"SELECT {CARD_SELECT} FROM cards WHERE base_title = ? COLLATE NOCASE AND game = ? "
            "ORDER BY experienced, id", (" ".join(base.split()), game))
        return [row_to_card(r) for r in rows]

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
        type_values = [type_value(t) for t in types]
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
        words = WORD_RE.findall(text)
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
                f"SELECT rowid, {CARD_SELECT} FROM cards "
                f"WHERE rowid IN ({','.join('?' * len(rowids))})",
                rowids,
            ).fetchall()
            by_rowid = {r[0]: r[1:] for r in rows}
            return [row_to_card(by_rowid[i]) for i in rowids if i in by_rowid]
        sql = (
            f"SELECT {', '.join('c.' + c.strip() for c in CARD_SELECT.split(','))} "
            "FROM cards c"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY c.title_key LIMIT ?"
        )
        return [row_to_card(r) for r in self._conn.execute(sql, [*params, limit])]

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
        row = card_row(ParsedCard(card=card, source="custom"))
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
        row = card_row(ParsedCard(card=card, source=existing[0]))
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
        cols = (*CARD_COLUMNS, "image", "content_hash")
        cursor = self._conn.execute(
            f"INSERT INTO cards ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
            (*row, image, row_hash(row)),
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
        cols = [c for c in CARD_COLUMNS if c != "id"]
        sets = ", ".join(f"{c} = ?" for c in cols) + ", content_hash = ?"
        values: list[Any] = [*row[1:], row_hash(row)]
        if not keep_image:
            sets += ", image = ?"
            values.append(image)
        self._conn.execute(f"UPDATE cards SET {sets} WHERE id = ?", (*values, row[0]))


def open_default(paths: Any) -> Library:
    """Open the library of a :class:`~l5r_desktop.persistence.paths.DataPaths`."""
    return Library.open(paths.library_file)
