"""Issue 23: a scan review killed with crops not yet in the library comes back at the next
start, with every crop (cut again from its scan at the same corners, a quarter-turned crop
still landscape) and what each crop becomes (the typed title); a scan that is gone is said and
the others come back; a damaged copy is set aside, never deleted; adding the cards removes the
copy. Real windows; the killed session is a real process killed with SIGKILL."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from tests.conftest import REPO_ROOT
from tests.ui.test_library_windows import _window

KILLED_REVIEW = """
import json, os, signal, sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QTimer
from l5r_desktop.ui.app import create_application
from l5r_desktop.persistence.paths import DataPaths
from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.scans.review import open_scan_import
from tests.scans.synth import make_sheet

create_application()
paths = DataPaths.at(sys.argv[1]).ensure()
library = Library.open(paths.library_file)
sheets = []
for seed, name in ((71, "first.jpg"), (72, "second.jpg")):
    sheet = make_sheet(seed, n_cards=2, background="light", dpi=100, max_angle=5)
    sheets.append(sheet.save(Path(sys.argv[2]) / name, quality=90))
dialog = open_scan_import(paths, sheets, library=library)
loop = QEventLoop()
dialog.import_done.connect(lambda _c: loop.quit())
QTimer.singleShot(60000, loop.quit)
loop.exec()
dialog.crop_list.setCurrentRow(0)
dialog.editor.title.setText("Recovered Guard")
dialog.crop_list.setCurrentRow(1)
dialog.rotate_current(90)
dialog.crop_list.setCurrentRow(0)
assert dialog.write_recovery()
print(json.dumps([[list(c) for c in i.crop.corners] for i in dialog.session.items]), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _killed_review(data_dir: Path, scans: Path) -> list:
    scans.mkdir(exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", KILLED_REVIEW, str(data_dir), str(scans)],
                          env=env, capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == -9, done.stderr[-800:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_killed_scan_review_comes_back_with_its_crops_and_titles(qtbot, data_paths,
                                                                   tmp_path):
    corners = _killed_review(data_paths.root, tmp_path / "scans")
    copies = list(data_paths.recovery_dir.glob("scan-review-*.json"))
    assert len(copies) == 1

    window = _window(qtbot, data_paths)
    asked: list[str] = []
    window.work.recovery_ask = lambda _p, _t, text: asked.append(text) or "open"
    assert window.work.offer_recovery() == 1
    assert "a scan review (4 cards)" in asked[0]
    dialog = window._scan_dialog
    # the crops are cut on a worker: the window is up at once, and the recovered copy stays
    # until the review keeps its own
    assert len(dialog.session) == 0 and copies[0].exists()
    with qtbot.waitSignal(dialog.recovered, timeout=30000) as done:
        pass
    assert done.args == [[]]
    assert dialog.isVisible() and len(dialog.session) == len(corners) == 4
    restored = [[list(c) for c in i.crop.corners] for i in dialog.session.items]
    assert np.allclose(np.array(restored), np.array(corners), atol=0.01)
    images = [i.crop.image for i in dialog.session.items]
    assert images[1].width > images[1].height  # the quarter-turned crop is still landscape
    assert images[0].width < images[0].height
    titles = [dialog._plan(i).draft.title for i in dialog.session.items]
    assert titles[0] == "Recovered Guard"
    assert dialog.crop_list.count() == 4 and dialog.editor.title.text() == "Recovered Guard"
    assert not copies[0].exists()  # offered once; the dialog keeps its own copy now
    assert dialog.recovery_file.exists()  # written by the review itself once restored
    assert dialog.unsaved_description() == "The scan review (4 cards not in the library yet)"

    added: list = []
    dialog.cards_added.connect(added.extend)
    dialog.accept()
    assert len(added) == 4 and added[0].title == "Recovered Guard"
    assert not dialog.recovery_file.exists()  # the cards are in the library: no copy
    assert window.work.offer_recovery() == 0


def test_a_gone_scan_is_said_and_the_other_scans_come_back(qtbot, data_paths, tmp_path):
    _killed_review(data_paths.root, tmp_path / "scans")
    (tmp_path / "scans" / "second.jpg").unlink()
    window = _window(qtbot, data_paths)
    told: list[tuple[str, str]] = []
    window.saves.inform = lambda _p, title, text: told.append((title, text))
    window.work.recovery_ask = lambda *a: "open"
    assert window.work.offer_recovery() == 1
    dialog = window._scan_dialog
    with qtbot.waitSignal(dialog.recovered, timeout=30000):
        pass
    assert len(dialog.session) == 2
    assert {i.source.name for i in dialog.session.items} == {"first.jpg"}
    assert told and told[0][0] == "Some scans are gone" and "second.jpg" in told[0][1]
    dialog.discard_unsaved()
    dialog.close()
    assert not dialog.recovery_file.exists()


def test_a_damaged_scan_review_copy_is_set_aside(qtbot, data_paths, tmp_path):
    _killed_review(data_paths.root, tmp_path / "scans")
    copy = next(data_paths.recovery_dir.glob("scan-review-*.json"))
    data = json.loads(copy.read_text(encoding="utf-8"))
    data["payload"]["items"][0]["corners"] = [[0, 0], [1e308, "x"]]
    copy.write_text(json.dumps(data), encoding="utf-8")
    window = _window(qtbot, data_paths)
    told: list[str] = []
    window.saves.inform = lambda _p, title, _text: told.append(title)
    window.work.recovery_ask = lambda *a: "open"
    assert window.work.offer_recovery() == 0
    assert told == ["Cannot recover a scan review (4 cards)"]
    assert not copy.exists() and copy.with_suffix(".damaged").exists()
    assert window._scan_dialog is None
