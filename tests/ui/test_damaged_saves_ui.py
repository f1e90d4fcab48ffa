"""Issue 14 S1/S2/S5 in the GUI: a damaged save opened through File › Open (or the replay
window) gives a clear, short message; the game on the table stays as it was; nothing reaches
the excepthook."""

from __future__ import annotations

import json
import sys
import zipfile

import pytest

from l5r_desktop.persistence.savefile import MAX_MESSAGE_CHARS, save_game
from tests.ui.test_saves_ui import _play
from tests.ui.test_saves_ui import saves as saves


def _damage(path, change) -> None:
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    text = change(doc)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("game.json", text if isinstance(text, str) else json.dumps(doc))


def _infinity(doc):
    doc["snapshot"]["players"][0]["family_honor"] = "@@X@@"
    return json.dumps(doc).replace('"@@X@@"', "Infinity")


def _attached_list(doc):
    doc["actions"].pop()
    doc["snapshot"]["cards"][0]["attached_to"] = ["p0:s"]


def _huge_name(doc):
    doc["setup"]["players"][0]["fate"][0] = "x" * 1_000_000


@pytest.mark.parametrize("change", [_infinity, _attached_list, _huge_name],
                         ids=["S1-infinity", "S2-attached-to-list", "S6-huge-quote"])
@pytest.mark.parametrize("how", ["open", "replay"])
def test_a_damaged_save_gives_a_message_not_an_exception(qtbot, main_window, saves, tmp_path,
                                                         monkeypatch, change, how):
    hooked: list = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: hooked.append(args))
    rec = saves.recorder
    _play(main_window, 6)
    path = tmp_path / "damaged.l5rsave"
    save_game(path, main_window.controller.game)
    _damage(path, change)
    game = main_window.controller.game
    before = game.state.to_dict()
    rec.open_path = str(path)
    rec.answer = "discard"
    main_window.actions_by_name[how].trigger()
    qtbot.wait(10)
    assert hooked == []
    assert rec.informed, "no message for a damaged save"
    assert len(rec.informed[-1]) <= MAX_MESSAGE_CHARS
    assert "damaged" in rec.informed[-1] or "inconsistent" in rec.informed[-1] \
        or "lacks" in rec.informed[-1]
    assert main_window.controller.game is game and game.state.to_dict() == before
    assert saves.replay_windows == []


def test_a_replay_window_that_cannot_draw_gives_a_message(qtbot, main_window, saves, tmp_path,
                                                          monkeypatch):
    import l5r_desktop.ui.replay_view as replay_view

    def broken(*args, **kwargs):
        raise KeyError("p9:nowhere")

    monkeypatch.setattr(replay_view, "ReplayWindow", broken)
    _play(main_window, 3)
    path = tmp_path / "fine.l5rsave"
    save_game(path, main_window.controller.game)
    saves.recorder.open_path = str(path)
    main_window.actions_by_name["replay"].trigger()
    assert saves.recorder.informed and "cannot be shown" in saves.recorder.informed[-1]
    assert saves.replay_windows == []
