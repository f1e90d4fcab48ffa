"""Card faces: loaded lazily off the UI thread, one shared QPixmap per distinct face.

A face is the card's image (from the library's image file) scaled while decoding
(``QImageReader.setScaledSize``), or, for a card without an image, a face drawn by the
:data:`FaceRenderer` the cache was given (the CCG's is ``ui/ccg_faces.py``, passed in by the
window that makes the cache: this module knows no game; no renderer: no face), kept on disk
by a :class:`~l5r_desktop.ui.face_store.FaceStore` when the cache has one, so the next start
reads it back instead (the store draws it in a separate process). Workers produce ``QImage``
objects; the UI thread turns them into ``QPixmap`` (pixmaps may only be made on the UI
thread) and announces ``face_ready``. Every item showing the same definition shares the
same pixmap.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRectF, QRunnable, QSize, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QImage, QImageReader, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from l5r_desktop.ui import layout
from l5r_desktop.ui.face_store import CardDef, FaceStore
from l5r_desktop.ui.resources import BACK_DYNASTY, BACK_FATE

log = logging.getLogger(__name__)

#: Draws the face of a card without an image at (width, height): a pillow image (run in a
#: worker thread).
FaceRenderer = Callable[[CardDef, tuple[int, int]], Any]

FACE_SIZE = QSize(int(layout.CARD_W * layout.FACE_SCALE), int(layout.CARD_H * layout.FACE_SCALE))


def pil_to_qimage(image) -> QImage:
    """A pillow image as an owned QImage (RGBA)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, QImage.Format.Format_RGBA8888).copy()


CORNER_RADIUS = 12.0


def rounded(image: QImage) -> QImage:
    """The image with transparent rounded corners (done once per face, not per frame)."""
    out = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, image.width(), image.height()), CORNER_RADIUS,
                        CORNER_RADIUS)
    painter.setClipPath(path)
    painter.drawImage(0, 0, image)
    painter.end()
    return out


def load_face_image(card: CardDef, image_path: Path | None, size: QSize = FACE_SIZE,
                    store: FaceStore | None = None,
                    renderer: FaceRenderer | None = None) -> QImage:
    """Decode or render one face at ``size`` with rounded corners; safe in a worker thread.
    A rendered face is read from / kept in ``store`` when given; a card without an image and
    no ``renderer`` gets a null image (no face)."""
    image = _decode_face(card, image_path, size, store, renderer)
    return image if image.isNull() else rounded(image)


def _decode_face(card: CardDef, image_path: Path | None, size: QSize,
                 store: FaceStore | None = None,
                 renderer: FaceRenderer | None = None) -> QImage:
    if image_path is not None and image_path.is_file():
        reader = QImageReader(str(image_path))
        reader.setAutoTransform(True)
        reader.setScaledSize(size)
        image = reader.read()
        if not image.isNull():
            return image
        log.warning("cannot read image %s for %s: %s", image_path, card.title,
                    reader.errorString())
    if renderer is None:  # the store keeps and its process draws the renderer's faces only
        return QImage()
    if store is not None:
        kept = store.load(card, size)
        if kept is None:
            kept = store.draw(card, size)  # in the drawing process: pillow stays out of ours
        if kept is not None:
            return kept
    image = pil_to_qimage(renderer(card, (size.width(), size.height())))  # no store/drawer
    if store is not None:
        store.store(card, size, image)
    return image


def render_svg(path: str, size: QSize = FACE_SIZE) -> QPixmap:
    """Render an SVG resource to a pixmap of ``size`` (UI thread)."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(path).render(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return QPixmap.fromImage(image)


class _FaceSignals(QObject):
    loaded = Signal(str, QImage)


class _Closed:
    """Whether a face cache was shut down, shared with its jobs. A job never holds the cache
    itself: the cache's last reference must not go away on a pool thread (deleting the cache
    there would delete its own thread pool from inside it: a crash seen under Xvfb)."""

    __slots__ = ("closed",)

    def __init__(self) -> None:
        self.closed = False


class _FaceJob(QRunnable):
    def __init__(self, card: CardDef, image_path: Path | None, signals: _FaceSignals,
                 state: _Closed, store: FaceStore | None,
                 renderer: FaceRenderer | None) -> None:
        super().__init__()
        self.card = card
        self.image_path = image_path
        self.signals = signals
        self.state = state
        self.store = store
        self.renderer = renderer

    def run(self) -> None:
        if self._closed():
            return
        try:
            image = load_face_image(self.card, self.image_path, store=self.store,
                                    renderer=self.renderer)
        except Exception:  # a broken image must never take the table down
            log.exception("face for %s failed", self.card.title)
            image = QImage()
        if not self._closed():
            self.signals.loaded.emit(self.card.id, image)

    def _closed(self) -> bool:
        # a cache never shut down (a test's) may meet the interpreter's exit: its collector
        # clears the state's slot while a job still runs; such a job has nobody to tell
        return getattr(self.state, "closed", True)


class FaceCache(QObject):
    """Shared card faces. ``face(card)`` returns the pixmap or None and queues the load."""

    face_ready = Signal(str)

    def __init__(self, image_resolver=None, parent: QObject | None = None,
                 store: FaceStore | None = None,
                 renderer: FaceRenderer | None = None) -> None:
        """``image_resolver(card) -> Path | None`` finds a card's image file (the library);
        ``store`` keeps rendered faces on disk for the next start (none: drawn every time);
        ``renderer`` draws the face of a card without an image (the game's: see
        ``ui/ccg_faces.py``; none: such a card has no face)."""
        super().__init__(parent)
        self.store = store
        self.renderer = renderer
        self._faces: dict[str, QPixmap] = {}
        self._pending: set[str] = set()
        self._resolver = image_resolver
        self._signals = _FaceSignals()
        self._signals.loaded.connect(self._on_loaded, Qt.ConnectionType.QueuedConnection)
        self._state = _Closed()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._backs = {"dynasty": render_svg(BACK_DYNASTY), "fate": render_svg(BACK_FATE)}

    @property
    def closed(self) -> bool:
        """True once :meth:`shutdown` ran (no more faces are loaded)."""
        return self._state.closed

    def back(self, deck: str) -> QPixmap:
        """The card back named ``deck`` (``"dynasty"``, ``"fate"``; a CCG ``Deck`` is such a
        name); any other (pre-game cards) gets the Dynasty back."""
        return self._backs.get(deck, self._backs["dynasty"])

    def face(self, card: CardDef) -> QPixmap | None:
        """The face if loaded; otherwise schedules it (``face_ready`` follows) and returns None."""
        pixmap = self._faces.get(card.id)
        if pixmap is not None:
            return pixmap
        if card.id not in self._pending:
            self._pending.add(card.id)
            path = self._resolve(card)
            self._pool.start(_FaceJob(card, path, self._signals, self._state, self.store,
                                      self.renderer))
        return None

    def _resolve(self, card: CardDef) -> Path | None:
        if self._resolver is not None:
            try:
                return self._resolver(card)
            except Exception:
                log.exception("image lookup for %s failed", card.title)
        return Path(card.image) if card.image else None

    @Slot(str, QImage)
    def _on_loaded(self, card_id: str, image: QImage) -> None:
        self._pending.discard(card_id)
        if image.isNull():
            return
        self._faces[card_id] = QPixmap.fromImage(image)
        self.face_ready.emit(card_id)

    def forget(self, card_id: str) -> None:
        """Drop a card's face (its image changed in the library): the views showing it are
        told (``face_ready``) and ask again, which loads the new image."""
        if self._faces.pop(card_id, None) is not None:
            self.face_ready.emit(card_id)

    def loaded_count(self) -> int:
        """How many distinct faces are held."""
        return len(self._faces)

    def shutdown(self) -> None:
        """Drop queued loads and wait for running ones (before the cache goes away)."""
        self._state.closed = True
        self._pool.clear()
        self._pool.waitForDone(5000)
        if self.store is not None:
            self.store.close()

    def wait_idle(self, msecs: int = 5000) -> bool:
        """Block until queued loads finish (tests and benchmarks only)."""
        return self._pool.waitForDone(msecs)
