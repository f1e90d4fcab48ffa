"""Scan origins: a card's kept scan and corners, recorded and read back; bad files read as none."""

from __future__ import annotations

from pathlib import Path

from l5r_desktop.carddb.scans.origins import FILE_NAME, ScanOrigins


def test_record_and_get(tmp_path: Path) -> None:
    scan = tmp_path / "scans" / "sheet-abc.jpg"
    scan.parent.mkdir()
    scan.write_bytes(b"jpeg")
    origins = ScanOrigins(tmp_path)
    origins.record("custom:1", scan, [(1, 2), (30.333, 2), (30, 40), (1, 40)])
    got = ScanOrigins(tmp_path).get("custom:1")
    assert got == (scan, [(1.0, 2.0), (30.33, 2.0), (30.0, 40.0), (1.0, 40.0)])
    assert '"scans/sheet-abc.jpg"' in (tmp_path / FILE_NAME).read_text()
    assert origins.get("custom:2") is None
    scan.unlink()
    assert origins.get("custom:1") is None  # the scan is gone: nothing to re-crop from


def test_damaged_file_reads_as_empty_and_is_replaced(tmp_path: Path) -> None:
    scan = tmp_path / "s.png"
    scan.write_bytes(b"png")
    (tmp_path / FILE_NAME).write_text("{not json")
    origins = ScanOrigins(tmp_path)
    assert origins.get("custom:1") is None
    (tmp_path / FILE_NAME).write_text('{"custom:1": {"scan": "s.png", "corners": [[1, 2]]}}')
    assert origins.get("custom:1") is None  # three corners short
    (tmp_path / FILE_NAME).write_text('["a list"]')
    assert origins.get("custom:1") is None
    origins.record("custom:1", scan, [(0, 0), (9, 0), (9, 9), (0, 9)])
    assert origins.get("custom:1") == (scan, [(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)])
