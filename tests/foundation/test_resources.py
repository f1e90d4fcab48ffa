"""resources.qrc is compiled when stale and never hand-edited."""

from __future__ import annotations

import os
import time
from pathlib import Path

from l5r_desktop.ui import resources


def test_stale_detection_and_compile(tmp_path: Path) -> None:
    asset = tmp_path / "a.svg"
    asset.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
    qrc = tmp_path / "r.qrc"
    qrc.write_text(
        '<!DOCTYPE RCC><RCC version="1.0"><qresource prefix="/t">'
        '<file alias="a.svg">a.svg</file></qresource></RCC>'
    )
    out = tmp_path / "r_rc.py"
    assert resources.is_stale(qrc, out)
    resources.compile_resources(qrc, out)
    assert out.exists() and "qt_resource_data" in out.read_text()
    assert not resources.is_stale(qrc, out)
    later = time.time() + 5
    os.utime(asset, (later, later))
    assert resources.is_stale(qrc, out)


def test_every_listed_asset_exists() -> None:
    listed = resources._listed_files(resources.QRC_FILE)
    assert len(listed) >= 8
    missing = [p for p in listed if not p.exists()]
    assert missing == []
