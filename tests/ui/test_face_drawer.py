"""Faces drawn in a separate process (issue 22: start-up memory; ``carddb/face_drawer.py``,
``FaceStore.draw``): the same face as drawn in-process, kept in the store, a drawer that goes
away is started again, one that cannot run leaves the drawing to the table's process, and a
whole start-up never loads pillow."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_CARD = CardDef(id="demo:drawn", title="Drawn Elsewhere", type=CardType.PERSONALITY, force=2,
                chi=3, clans=("Crane",), keywords=("Samurai",), text="Limited: Gain 1 Honor.")


def _in_process(card: CardDef, size):
    from l5r_desktop.carddb.render import render_card_face
    from l5r_desktop.ui.faces import pil_to_qimage, rounded

    return rounded(pil_to_qimage(render_card_face(card, (size.width(), size.height()))))


def test_the_drawer_answers_each_request(tmp_path) -> None:
    from PySide6.QtGui import QImage

    from l5r_desktop.carddb.face_drawer import serve

    target = tmp_path / "face.png"
    requests = io.StringIO("\n".join([
        json.dumps({"card": _CARD.to_dict(), "size": [60, 84], "path": str(target)}),
        "not json",
        json.dumps({"card": _CARD.to_dict(), "size": [0, 84], "path": str(target)}),
        json.dumps({"card": {"title": "no id"}, "size": [60, 84], "path": str(target)}),
    ]) + "\n")
    answers = io.StringIO()
    assert serve(requests, answers) == 1
    lines = answers.getvalue().splitlines()
    assert lines[0] == "ok" and all(line.startswith("error ") for line in lines[1:])
    assert len(lines) == 4
    assert QImage(str(target)).size().width() == 60
    assert not list(tmp_path.glob(".face.*"))


def test_a_face_drawn_by_the_drawer_is_the_face_drawn_here(qapp, tmp_path) -> None:
    from PySide6.QtCore import QSize

    from l5r_desktop.ui.face_store import FaceStore
    from l5r_desktop.ui.faces import rounded

    store = FaceStore(tmp_path / "faces")
    size = QSize(120, 168)
    try:
        drawn = store.draw(_CARD, size)
        assert drawn is not None and store.path(_CARD, size).is_file()
        assert rounded(drawn) == _in_process(_CARD, size)
        assert store.load(_CARD, size) == drawn  # kept: the next start reads it back
        first = store._drawer
        assert first is not None
        first.kill()  # a drawer that went away (it also ends itself when idle)
        first.wait()
        other = CardDef(id="demo:other", title="Other Face", type=CardType.HOLDING)
        assert store.draw(other, size) is not None and store._drawer is not first
    finally:
        store.close()
    assert store._drawer is None and first.returncode is not None


def test_without_a_working_drawer_the_table_draws_the_face_itself(
        qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    from l5r_desktop.ui import face_store
    from l5r_desktop.ui.ccg_faces import render_face
    from l5r_desktop.ui.face_store import FaceStore
    from l5r_desktop.ui.faces import FACE_SIZE, FaceCache

    monkeypatch.setattr(face_store, "DRAWER_MODULE", "l5r_desktop.no_such_drawer")
    store = FaceStore(tmp_path / "faces")
    assert store.draw(_CARD, FACE_SIZE) is None  # the drawer ends without answering
    assert store._drawer_starts == face_store.DRAWER_STARTS  # tried, then given up
    faces = FaceCache(None, None, store, renderer=render_face)
    with qtbot.waitSignal(faces.face_ready, timeout=20000):
        assert faces.face(_CARD) is None
    assert faces.face(_CARD).toImage() == _in_process(_CARD, FACE_SIZE)
    faces.shutdown()


FULL_START = r"""
import sys
from l5r_desktop.cli import main
code = main(["--data-dir", sys.argv[1]])
print(" ".join(sorted(sys.modules)))
"""


def test_a_whole_start_up_loads_neither_openssl_nor_pillow(tmp_path) -> None:
    """The demo game on the table, then quit, from a fresh data folder (every face drawn):
    ``_hashlib`` (libcrypto, 3.5 MB resident: ``hashlib``, ``hmac`` and ``secrets`` all load
    it) and pillow (drawn by the drawer process) were never imported, and the faces are kept."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "L5R_DESKTOP_EXIT_AFTER_MS": "500"}
    done = subprocess.run([sys.executable, "-c", FULL_START, str(tmp_path / "data")], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    loaded = done.stdout.split()
    assert "l5r_desktop.ui.game_screen" in loaded and "l5r_desktop.carddb.library" in loaded
    assert "_hashlib" not in loaded and "hmac" not in loaded
    assert "PIL" not in loaded and "l5r_desktop.carddb.render" not in loaded
    assert list((tmp_path / "data").rglob("cache/faces/*.png"))
