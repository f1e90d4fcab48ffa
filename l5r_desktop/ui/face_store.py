"""Rendered card faces kept on disk, so a start-up draws no face it drew before (issue 22).

A card without an image gets a face drawn by ``carddb.render`` (pillow). Drawing costs time
and, more, memory: pillow, its font libraries and a few full-size working images per face.
The demo game's cards have no images, so every start-up paid it. :class:`FaceStore` keeps
each rendered face as a PNG under the data folder's ``cache/faces``; the next start reads
the PNG with Qt alone and never imports pillow.

A file's name is a digest of everything the face depends on: the card's whole definition
(``repr`` of the card's definition), the pixel size and the source of ``carddb/render.py``
itself, so an edited card or a changed renderer draws again (the old file is simply never
read). The store is a cache: a file that is missing, unreadable or of the wrong size is drawn
again, writes go through a temporary file and a rename (a crash never leaves a half-written
face under a real name), and past :data:`MAX_FILES` faces the oldest are removed. Safe to use
from the face workers: every method touches only its own file.

A face missing from the store is drawn by a separate process (:meth:`FaceStore.draw`,
``carddb/face_drawer.py``), started on the first such face and ending itself when idle: pillow,
its font libraries and its working images (about 5.5 MB) never enter the table's process
(issue 22: start-up memory). When the drawer cannot run (a frozen bundle, a drawer that keeps
failing) :meth:`draw` returns None and the caller draws the face itself.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import logging
import os
import sys
import tempfile
import threading
from functools import cache
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage

from l5r_desktop import child_process
from l5r_desktop.core import digests

log = logging.getLogger(__name__)


class CardDef(Protocol):
    """What the faces need of a game's card definition (its ``repr`` names the whole card):
    the table draws any game's cards, so no game's definition class is imported here."""

    id: str
    title: str
    image: str

    def to_dict(self) -> dict:
        """The whole definition as plain data (sent to the face drawer)."""
        ...


#: Faces kept at most; past it the oldest files are removed (checked every PRUNE_EVERY writes).
MAX_FILES = 4000
PRUNE_EVERY = 200
#: The face drawing process's module (run with ``python -m``).
DRAWER_MODULE = "l5r_desktop.carddb.face_drawer"
#: After this many drawer processes that ended without answering, faces are drawn in-process.
DRAWER_STARTS = 3


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

    def __init__(self, folder: Path, *, drawer: bool = True) -> None:
        """``drawer``: draw missing faces in a separate process (:meth:`draw`)."""
        self.folder = Path(folder)
        self._writes = 0
        self.use_drawer = drawer and not getattr(sys, "frozen", False)  # no "-m" in a bundle
        self._drawer: child_process.Process | None = None
        self._drawer_lock = threading.Lock()
        self._drawer_starts = 0

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
        self._written()

    def _written(self) -> None:
        self._writes += 1
        if self._writes % PRUNE_EVERY == 0:
            self.prune()

    # ------------------------------------------------------------------ the drawing process

    def draw(self, card: CardDef, size: QSize) -> QImage | None:
        """Draw the face of ``card`` at ``size`` in the drawing process, keep it and return it;
        None when the drawer is not used or cannot draw it (the caller draws it itself)."""
        if not self.use_drawer:
            return None
        target = self.path(card, size)
        request = json.dumps({"card": card.to_dict(), "size": [size.width(), size.height()],
                              "path": str(target)}) + "\n"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        with self._drawer_lock:
            answer = ""
            while not answer:  # a drawer that ended (idle, killed) is started again
                drawer = self._running_drawer()
                if drawer is None or drawer.stdin is None or drawer.stdout is None:
                    return None
                try:
                    drawer.stdin.write(request)
                    drawer.stdin.flush()
                    answer = drawer.stdout.readline()
                except (OSError, ValueError):
                    answer = ""
                if not answer:
                    self._end_drawer()
        if answer.strip() != "ok":
            log.info("the face drawer could not draw %s: %s", card.title, answer.strip())
            return None
        self._written()
        return self.load(card, size)

    def _running_drawer(self) -> child_process.Process | None:
        """The drawing process, started if needed (None after :data:`DRAWER_STARTS`)."""
        if self._drawer is not None and self._drawer.poll() is None:
            return self._drawer
        self._end_drawer()
        if self._drawer_starts >= DRAWER_STARTS:
            return None
        self._drawer_starts += 1
        try:
            self._drawer = child_process.start_module(DRAWER_MODULE)
        except OSError as exc:
            log.info("cannot start the face drawer: %s", exc)
            self._drawer_starts = DRAWER_STARTS
            return None
        return self._drawer

    def _end_drawer(self) -> None:
        """End and reap the drawer (called with the lock held: no request is in flight, so
        the drawer is between faces and has nothing half-written; it is killed rather than
        left to tear its interpreter down while the table quits)."""
        drawer, self._drawer = self._drawer, None
        if drawer is None:
            return
        child_process.end(drawer)

    def close(self) -> None:
        """End the drawing process (it would end by itself when idle)."""
        with self._drawer_lock:
            self._end_drawer()

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
