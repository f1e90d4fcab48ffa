"""Reading listed cards' ability records off the UI thread (issue 22).

A library just imported holds its CCG cards' ability records unread until the deferred pass
(``ui/ability_pass.py``) reaches them; a reader asked for such a card reads it on demand, and
the first such reading imports the translator (about 0.5-0.9 s) and then reads each card
(1-2 ms). The deck editor's first results list (201 cards) waited for all of it on the UI
thread, and so did each list marking a card whose automation is read from its text
(``ccg_coverage.reads_text``: the translator again). The search panel now lists the cards as
stored (``Library.search(left_unread=...)``: unread ones without their records) and hands
those ids to :class:`AbilityReading`, which reads them and their automation on a worker
thread with a library connection of its own (written back as every on-demand reading is)
and gives them back to the UI thread, where the panel marks them.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from l5r_desktop.games.ccg.model.cards import CardDef

log = logging.getLogger(__name__)


def _marked(card: CardDef) -> tuple[CardDef, str, str]:
    """The card with its automation class and sentence (``ccg_coverage.automation``, which
    may read its text with the translator: here, on the worker)."""
    from l5r_desktop.carddb.ccg_coverage import automation, automation_label

    return card, automation(card)[0], automation_label(card)


class AbilityReading(QObject):
    """Reads cards' ability records and their automation on a worker thread, one request
    after another; ``cards_read`` gives each request's cards (id → (``CardDef``, automation
    class, sentence)) on the UI thread."""

    cards_read = Signal(object)

    def __init__(self, library_file: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library_file = Path(library_file)
        self._lock = threading.Lock()
        self._queue: list[list[str]] = []
        self._thread: threading.Thread | None = None
        self._running = False

    def request(self, card_ids: Iterable[str]) -> None:
        """Read these cards' records (in the background; an empty request does nothing)."""
        ids = list(dict.fromkeys(card_ids))
        if not ids:
            return
        with self._lock:
            self._queue.append(ids)
            if self._running:  # (the worker takes it after the request in hand)
                return
            self._running = True
            self._thread = threading.Thread(target=self._run, name="ability-reading",
                                            daemon=True)
            self._thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the requests in hand (tests, closing); True when none is left."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return thread is None or not thread.is_alive()

    def _run(self) -> None:
        from l5r_desktop.carddb.library import Library

        while True:
            with self._lock:
                if not self._queue:
                    self._running = False
                    return
                ids = self._queue.pop(0)
            try:
                with Library.open(self.library_file, demo=False) as library:
                    cards = {card_id: _marked(card)
                             for card_id, card in library.get_many(ids).items()}
            except Exception:  # never crash the app from a worker: the list keeps its marks
                log.exception("reading the listed cards' abilities failed")
                continue
            try:
                self.cards_read.emit(cards)
            except RuntimeError:  # (the panel is gone: the requests left are dropped)
                with self._lock:
                    self._queue.clear()
                    self._running = False
                return
