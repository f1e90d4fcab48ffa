"""The scan review's recovery record (carddb/scans/review_record.py): a record round-trips to
the same crops; damaged records are refused with a sentence and change nothing."""

from __future__ import annotations

import numpy as np
import pytest

from l5r_desktop.carddb.scans.pipeline import scan_file
from l5r_desktop.carddb.scans.review import ReviewSession
from l5r_desktop.carddb.scans.review_record import (
    RecordError,
    restore_session,
    session_record,
)
from tests.scans.synth import make_sheet


@pytest.fixture
def session(tmp_path):
    sheet = make_sheet(71, n_cards=2, background="light", dpi=100, max_angle=5)
    path = sheet.save(tmp_path / "sheet.jpg", quality=90)
    review = ReviewSession()
    review.add(scan_file(path))
    return review


def test_a_record_restores_the_same_crops(session) -> None:
    session.rotate(0, 90)
    record = session_record(session)
    again = ReviewSession()
    kept, problems = restore_session(again, record)
    assert kept == list(range(len(session))) and problems == []
    for a, b in zip(session.items, again.items, strict=True):
        assert np.allclose(np.array(a.crop.corners), np.array(b.crop.corners), atol=0.01)
        assert a.crop.image.size == b.crop.image.size
        assert (a.crop.confidence, a.crop.notes, a.crop.n) == (b.crop.confidence, b.crop.notes,
                                                               b.crop.n)


@pytest.mark.parametrize("damage", [
    lambda r: r.update(items="nope"),
    lambda r: r["items"][0].update(corners=[[0, 0]]),
    lambda r: r["items"][0].update(corners=[[0, 0], [1, float("nan")], [2, 2], [3, 3]]),
    lambda r: r["items"][0].update(source="/elsewhere/other.jpg"),
    lambda r: r["items"][0].update(confidence="high"),
    lambda r: r["sources"][0].update(size=["wide"]),
    lambda r: r.update(items=r["items"] * 1001),
])
def test_a_damaged_record_is_refused_and_changes_nothing(session, damage) -> None:
    record = session_record(session)
    damage(record)
    fresh = ReviewSession()
    with pytest.raises(RecordError):
        restore_session(fresh, record)
    assert fresh.items == [] and fresh.sources == {}
