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
:class:`~l5r_desktop.ui.scan_review.ScanReviewDialog`; it uses the dialog's ``session``,
``plans``, ``previews``, ``added``, ``accept()`` and ``_refresh_list()``.
"""

from __future__ import annotations

import itertools
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog

from l5r_desktop.carddb.scans.review_record import restore_session, session_record
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

    def restore_recovered(self, payload: dict[str, Any]) -> list[str]:
        """Cut the crops of a recovery copy again from their scans, with what each becomes.
        Returns a sentence per scan that could not be used. Raises ``ValueError`` for a
        damaged copy (nothing changes)."""
        from l5r_desktop.carddb.scans.errors import ScanError
        from l5r_desktop.carddb.scans.loading import load_scan
        from l5r_desktop.ui.faces import pil_to_qimage
        from l5r_desktop.ui.scan_worker import PREVIEW_LONG_SIDE

        plans = payload.get("plans", [])
        if not isinstance(plans, list):
            raise ValueError("the copy's card choices are damaged")
        kept, problems = restore_session(self.session, payload)  # type: ignore[attr-defined]
        for item, index in zip(self.session.items, kept, strict=True):  # type: ignore[attr-defined]
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
        for source in list(self.session.sources):  # type: ignore[attr-defined]
            try:
                preview = load_scan(source, max_long_side=PREVIEW_LONG_SIDE).image
            except (OSError, ScanError) as exc:  # the crops are back; only the preview is not
                log.warning("no preview of %s: %s", source, exc)
                continue
            self.previews[source] = pil_to_qimage(preview)  # type: ignore[attr-defined]
        self._refresh_list(select=0)  # type: ignore[attr-defined]
        self.write_recovery()
        return problems

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
