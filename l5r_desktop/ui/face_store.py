"""Rendered card faces kept on disk, so a start-up draws no face it drew before (issue 22).

A card without an image gets a face drawn by ``carddb.render`` (pillow). Drawing costs time
and, more, memory: pillow, its font libraries and a few full-size working images per face.
The demo game's cards have no images, so every start-up paid it. :class:`FaceStore` keeps
each rendered face as a PNG under the data folder's ``cache/faces``; the next start reads
the PNG with Qt alone and never imports pillow.

A file's name is a digest of everything the face depends on: the card's whole definition
(``repr`` of the :class:`CardDef`), the pixel size and the source of ``carddb/render.py``
itself, so an edited card or a changed renderer draws again (the old file is simply never
read). The store is a cache: a file that is missing, unreadable or of the wrong size is drawn
again, writes go through a temporary file and a rename (a crash never leaves a half-written
face under a real name), and past :data:`MAX_FILES` faces the oldest are removed. Safe to use
from the face workers: every method touches only its own file.
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import tempfile
from functools import cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage

from l5r_desktop.core import digests
from l5r_desktop.games.ccg.model.cards import CardDef

log = logging.getLogger(__name__)

#: Faces kept at most; past it the oldest files are removed (checked every PRUNE_EVERY writes).
MAX_FILES = 4000
PRUNE_EVERY = 200


@cache
def renderer_digest() -> str:
    """A digest of ``carddb/render.py``'s source (read as a file: pillow is not imported)."""
    spec = importlib.util.find_spec("l5r_desktop.carddb.render")
    origin = spec.origin if spec is not None else None
    try:
        data = Path(origin).read_bytes() if origin else b""
    except OSError:
        data = b""
    return digests.blake2b(data, digest_size=8).hexdigest()


class FaceStore:
    """Rendered faces under ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._writes = 0

    def path(self, card: CardDef, size: QSize) -> Path:
        """Where the face of ``card`` at ``size`` is kept."""
        key = f"{renderer_digest()}|{size.width()}x{size.height()}|{card!r}"
        name = digests.blake2b(key.encode("utf-8"), digest_size=16).hexdigest()
        return self.folder / f"{name}.png"

    def load(self, card: CardDef, size: QSize) -> QImage | None:
        """The kept face, or None (never kept, unreadable, or not ``size``)."""
        path = self.path(card, size)
        if not path.is_file():
            return None
        image = QImage(str(path))
        if image.isNull() or image.size() != size:
            log.info("kept face %s is unusable; drawing it again", path.name)
            return None
        return image

    def store(self, card: CardDef, size: QSize, image: QImage) -> None:
        """Keep ``image`` as the face of ``card`` at ``size``; a failure is only logged."""
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            return
        target = self.path(card, size)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".face.", suffix=".tmp", dir=self.folder)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data.data())
                os.replace(tmp, target)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        except OSError as exc:
            log.info("cannot keep the face of %s: %s", card.title, exc)
            return
        self._writes += 1
        if self._writes % PRUNE_EVERY == 0:
            self.prune()

    def prune(self, keep: int = MAX_FILES) -> int:
        """Remove the oldest faces past ``keep``; returns how many were removed."""
        try:
            files = sorted(self.folder.glob("*.png"), key=lambda p: p.stat().st_mtime)
        except OSError:
            return 0
        removed = 0
        for path in files[: max(0, len(files) - keep)]:
            with contextlib.suppress(OSError):
                path.unlink()
                removed += 1
        return removed
