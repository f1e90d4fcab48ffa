"""The scan review as unsaved user work (``ui/unsaved.py``): while it holds crops that are not
in the library yet, closing it (its ✕, Close, Escape) or quitting the app asks Save / Discard /
Cancel. *Save* adds the crops to the library as *Add to library* does; *Discard* drops them;
*Cancel* keeps the review open with every crop and every typed title.

While crops wait, a crash-recovery copy (``persistence/recovery.py``, kind ``scan-review``) is
kept up to date: every scan, every crop's corners and what each crop becomes (the typed card or
the library card chosen). A crash or a kill leaves it; the next start offers it back
(``ui/work_windows.py``) and :meth:`ScanReviewKeeping.restore_recovered` cuts the crops again
from their scans. Adding the cards, discarding them or closing removes the copy.

:class:`ScanReviewKeeping` is a mixin of
:class:`~l5r_desktop.ui.scans.review.ScanReviewDialog`; it uses the dialog's ``session``,
``plans``, ``previews``, ``added``, ``accept()`` and ``_refresh_list()``.
"""

from __future__ import annotations

import itertools
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QDialog

from l5r_desktop.carddb.scans.review_record import check_record, restore_session, session_record
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.persistence.recovery import copy_path, remove_copy, write_copy
from l5r_desktop.ui.unsaved import confirm_close

log = logging.getLogger(__name__)

#: The recovery copy is brought up to date this often while crops wait (milliseconds).
RECOVERY_INTERVAL_MS = 1500
KIND = "scan-review"
_keys = itertools.count(1)


@dataclass
class Plan:
    """What one crop becomes: a new custom card (``draft``) or an existing card's image."""

    kind: str = "new"  # "new" | "existing"
    draft: CardDef | None = None
    existing_id: str | None = None


def _plan_record(plan: Any) -> dict[str, Any]:
    return {"kind": plan.kind, "existing_id": plan.existing_id,
            "draft": plan.draft.to_dict() if plan.draft is not None else None}


class _RestoreSignals(QObject):
    done = Signal(object)  # (session, kept, problems, previews, payload) or an exception


class _RestoreJob(QRunnable):
    """Cuts a recovered review's crops and previews off the UI thread."""

    def __init__(self, payload: dict[str, Any], card_size: tuple[int, int],
                 signals: _RestoreSignals) -> None:
        super().__init__()
        self.payload, self.card_size, self.signals = payload, card_size, signals

    def run(self) -> None:
        from l5r_desktop.carddb.scans.errors import ScanError
        from l5r_desktop.carddb.scans.loading import load_scan
        from l5r_desktop.carddb.scans.review import ReviewSession
        from l5r_desktop.ui.faces import pil_to_qimage
        from l5r_desktop.ui.scans.worker import PREVIEW_LONG_SIDE

        try:
            fresh = ReviewSession(card_size=self.card_size)
            kept, problems = restore_session(fresh, self.payload)
            previews = {}
            for source in fresh.sources:
                try:
                    previews[source] = pil_to_qimage(
                        load_scan(source, max_long_side=PREVIEW_LONG_SIDE).image)
                except (OSError, ScanError) as exc:  # the crops are back, not the preview
                    log.warning("no preview of %s: %s", source, exc)
            result: Any = (fresh, kept, problems, previews, self.payload)
        except Exception as exc:  # reported to the user by the dialog, the copy stays
            log.exception("recovering a scan review failed")
            result = exc
        self.signals.done.emit(result)


class ScanReviewKeeping:
    """Close-asks for the scan review (see the module docstring)."""

    ask = None  # replaceable question (tests); None = ui.unsaved.default_ask
    _discarded = False
    recovery_file: Path | None = None
    _written = ""

    # ------------------------------------------------------------------ recovery copy

    def _init_keeping(self, recovery_dir: Path | None) -> None:
        """Keep a recovery copy in ``recovery_dir`` (None: none) while crops wait."""
        if recovery_dir is None:
            return
        self.recovery_file = copy_path(recovery_dir, KIND, next(_keys))
        self._recovery_timer = QTimer(self)  # type: ignore[arg-type]
        self._recovery_timer.setInterval(RECOVERY_INTERVAL_MS)
        self._recovery_timer.timeout.connect(self.write_recovery)
        self._recovery_timer.start()

    def recovery_payload(self) -> dict[str, Any]:
        """The review as a record: scans, crops and what each crop becomes."""
        record = session_record(self.session)  # type: ignore[attr-defined]
        record["plans"] = [_plan_record(self._plan(item))  # type: ignore[attr-defined]
                           for item in self.session.items]  # type: ignore[attr-defined]
        return record

    def write_recovery(self) -> bool:
        """Bring the recovery copy up to date (atomic write, only when something changed);
        with nothing unsaved the copy is removed. False when nothing was written."""
        if self.recovery_file is None:
            return False
        if self.unsaved_description() is None:
            if self._written:  # a copy was written: the work is gone or saved now
                self.clear_recovery()
            return False
        payload = self.recovery_payload()
        text = json.dumps(payload, sort_keys=True)
        if text == self._written:
            return False
        count = len(payload["items"])
        try:
            write_copy(self.recovery_file, KIND,
                       f"a scan review ({count} card{'s' if count != 1 else ''})", payload)
        except OSError as exc:
            log.warning("scan review recovery copy not written: %s", exc)
            return False
        self._written = text
        return True

    def clear_recovery(self) -> None:
        """Remove the recovery copy (cards added, discarded or closed)."""
        remove_copy(self.recovery_file)
        self._written = ""

    def restore_recovered(self, payload: dict[str, Any], replaces: Path | None = None) -> None:
        """Cut the crops of a recovery copy again from their scans, with what each becomes,
        on a worker thread (scans are decoded); the dialog's ``recovered(problems)`` follows,
        with a sentence per scan that could not be used. ``replaces`` (the copy recovered) is
        removed once this review keeps a copy of its own. Raises ``ValueError`` for a damaged
        copy (checked here, before anything starts; nothing changes)."""
        check_record(payload)
        if not isinstance(payload.get("plans", []), list):
            raise ValueError("the copy's card choices are damaged")
        self._replaces = replaces
        self._restore_signals = _RestoreSignals()
        self._restore_signals.done.connect(self._restored, Qt.ConnectionType.QueuedConnection)
        self.status.setText(  # type: ignore[attr-defined]
            f"Recovering {len(payload['items'])} card(s) from their scans…")
        self.accept_button.setEnabled(False)  # type: ignore[attr-defined]
        self.progress.hide()  # type: ignore[attr-defined]  # nothing is imported: no cancel
        self.cancel_button.hide()  # type: ignore[attr-defined]
        QThreadPool.globalInstance().start(_RestoreJob(
            payload, self.session.card_size, self._restore_signals))  # type: ignore[attr-defined]

    def _restored(self, result: Any) -> None:
        self.accept_button.setEnabled(True)  # type: ignore[attr-defined]
        if isinstance(result, Exception):
            log.error("recovering a scan review failed: %s", result)
            self.status.setText("The scans could not be read again")  # type: ignore[attr-defined]
            self.recovered.emit([f"the review could not be recovered: {result}"])  # type: ignore[attr-defined]
            return  # the recovered copy stays for the next start
        fresh, kept, problems, previews, payload = result
        session = self.session  # type: ignore[attr-defined]
        session.sources.update(fresh.sources)
        session.items.extend(fresh.items)
        session._renumber()
        self.previews.update(previews)  # type: ignore[attr-defined]
        plans = payload.get("plans", [])
        for item, index in zip(fresh.items, kept, strict=True):
            raw = plans[index] if index < len(plans) and isinstance(plans[index], dict) else {}
            try:
                draft = CardDef.from_dict(raw["draft"]) if raw.get("draft") else None
            except (KeyError, TypeError, ValueError):
                draft = None
            plan = Plan(str(raw.get("kind", "new")), draft, raw.get("existing_id"))
            if plan.kind not in ("new", "existing"):
                plan = Plan()
            if plan.kind == "new" and plan.draft is None:
                plan = self._default_plan(item)  # type: ignore[attr-defined]
            self.plans[id(item)] = plan  # type: ignore[attr-defined]
        self._refresh_list(select=0)  # type: ignore[attr-defined]
        self.status.setText(f"{len(session)} card(s) recovered")  # type: ignore[attr-defined]
        if self.write_recovery() or not len(session):
            remove_copy(self._replaces)  # this review keeps the work now
        self.recovered.emit(list(problems))  # type: ignore[attr-defined]

    def unsaved_description(self) -> str | None:
        """``The scan review (3 cards not in the library yet)`` while crops wait, else None."""
        if self._discarded or self.result() == QDialog.DialogCode.Accepted:  # type: ignore[attr-defined]
            return None
        if not self.isVisible():  # type: ignore[attr-defined]
            return None
        count = len(self.session)  # type: ignore[attr-defined]
        if count == 0:
            return None
        cards = "1 card" if count == 1 else f"{count} cards"
        return f"The scan review ({cards} not in the library yet)"

    def save_unsaved(self) -> bool:
        """*Add to library* (says why when it cannot); True when the cards were added."""
        self.accept()  # type: ignore[attr-defined]
        return self.result() == QDialog.DialogCode.Accepted  # type: ignore[attr-defined]

    def discard_unsaved(self) -> None:
        """Drop the crops (and their recovery copy) without asking again."""
        self._discarded = True
        self.clear_recovery()

    def done(self, result: int) -> None:
        """However the review ends (cards added, discarded, closed), its copy goes."""
        self.clear_recovery()
        if self.recovery_file is not None:
            self._recovery_timer.stop()
        super().done(result)  # type: ignore[misc]

    def reject(self) -> None:
        """Close, ✕ and Escape ask first while crops are not in the library."""
        if confirm_close(self, self, doing="close the scan review"):  # type: ignore[arg-type]
            self._discarded = True
            super().reject()  # type: ignore[misc]
