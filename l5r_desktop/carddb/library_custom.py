"""Writing single cards to the card library: user-made cards (from a scan or the editor), edits
of a stored card, and card images copied into the data folder. A mixin of
:class:`~l5r_desktop.carddb.library.Library`: it uses the open connection (``_conn``); the
full-text index of new rows (``_index_new_rows``) is shared with the imports.
"""

from __future__ import annotations

import io
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from l5r_desktop.atomicio import atomic_write_bytes
from l5r_desktop.carddb.importers.common import ParsedCard
from l5r_desktop.carddb.library_rows import (
    CARD_COLUMNS,
    INDEXED,
    LibraryError,
    card_row,
    row_hash,
)
from l5r_desktop.games.ccg.model.cards import CardDef


class LibraryCustomCards:
    """Single-card writes and images (see the module docstring)."""

    _conn: sqlite3.Connection
    _titles: list[str] | None
    data_dir: Path
    get: Callable[[str], CardDef | None]  # Library.get
    #: Build the cards stored as their records (``LibraryPending._ensure_built``).
    _ensure_built: Callable[[], int]

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
        self._ensure_built()
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
        insert trigger), schema-7 pending rows left out (their build adds them,
        ``carddb/library_pending.py``); returns the highest rowid now indexed."""
        self._conn.execute(
            "INSERT INTO cards_fts(rowid, title, keywords, text) "
            f"SELECT rowid, title, keywords, text FROM cards WHERE rowid > ? AND {INDEXED}",
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
        # (a pending row written whole is built: ``carddb/library_pending.py``)
        self._conn.execute(f"UPDATE cards SET {sets}, raw = '' WHERE id = ?", (*values, row[0]))
