"""Autosave: debounced writes on a worker, the last few games kept, crash recovery."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.autosave import (
    Autosaver,
    autosave_files,
    dismiss,
    find_interrupted,
)
from l5r_desktop.persistence.savefile import load_game
from tests.persistence.gamegen import random_game

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def saver(tmp_path):
    s = Autosaver(tmp_path / "autosave", delay=0.05, keep=3)
    yield s
    s.close()


def _wait(cond, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.01)
    return False


def test_notify_writes_the_game_and_a_marker(saver) -> None:
    game = random_game(1, 30, history=True)
    saver.notify(game)
    assert saver.flush()
    files = autosave_files(saver.folder)
    assert files == [saver.target]
    loaded = load_game(files[0])
    assert loaded.game.state.to_dict() == game.state.to_dict()
    assert loaded.meta["autosave"] is True
    marker = json.loads(saver.marker.read_text())
    assert marker["pid"] == os.getpid() and marker["autosave"] == files[0].name


def test_rapid_changes_are_debounced_into_one_write_of_the_latest_state(tmp_path) -> None:
    # The delay is long beside the loop (milliseconds; it once took over 1 s on a machine at
    # load 21, and the 1 s delay then let a first write through mid-loop).
    saver = Autosaver(tmp_path / "a", delay=3.0)
    try:
        game = random_game(2, 10, history=True)
        for _ in range(15):
            saver.notify(game)
            game.perform(game.legal_actions()[0])
        saver.notify(game)
        assert saver.saves_written == 0  # still inside the debounce delay
        assert _wait(lambda: saver.saves_written >= 1)
        time.sleep(0.5)  # no second write: every notify was folded into the one job
        assert saver.saves_written == 1
        assert load_game(saver.target).game.state.to_dict() == game.state.to_dict()
    finally:
        saver.close()


def test_the_state_is_captured_at_notify_time(saver) -> None:
    game = random_game(3, 20, history=True)
    expected = game.state.to_dict()
    saver.notify(game)
    for _ in range(5):  # changes after notify must not leak into that save
        game.perform(game.legal_actions()[0])
    saver.flush()
    assert load_game(saver.target).game.state.to_dict() == expected


def test_only_the_last_few_games_are_kept(saver) -> None:
    targets = []
    for seed in range(5):
        game = random_game(seed, 5, history=True)
        saver.notify(game)
        saver.flush()
        targets.append(saver.target)
        time.sleep(0.02)
    files = autosave_files(saver.folder)
    assert len(files) == 3
    assert files == list(reversed(targets[-3:]))


def test_clean_close_removes_the_marker(tmp_path) -> None:
    saver = Autosaver(tmp_path / "a", delay=0.01)
    saver.notify(random_game(1, 5, history=True))
    saver.close()
    assert not saver.marker.exists()
    assert find_interrupted(tmp_path / "a") == []
    assert len(autosave_files(tmp_path / "a")) == 1


def test_a_game_from_a_position_autosaves(saver) -> None:
    game = Game.from_state(random_game(4, 20).state)
    game.perform(game.legal_actions()[0])
    saver.notify(game)
    saver.flush()
    loaded = load_game(saver.target)
    assert loaded.setup is None
    assert loaded.game.state.to_dict() == game.state.to_dict()


def test_write_errors_are_reported_and_the_worker_survives(tmp_path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    errors: list[str] = []
    saver = Autosaver(blocker / "autosave", delay=0.01, on_error=errors.append)
    try:
        saver.notify(random_game(1, 5, history=True))
        saver.flush()
        assert errors and "Autosave failed" in errors[0]
        saver.folder = tmp_path / "ok"
        saver.marker = saver.folder / saver.marker.name
        saver.start_game(random_game(2, 5, history=True))
        saver.notify(random_game(2, 5, history=True))
        saver.flush()
        assert saver.last_error is None and saver.saves_written == 1
    finally:
        saver.close()


def test_crashed_app_is_offered_for_recovery(tmp_path) -> None:
    folder = tmp_path / "autosave"
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(REPO)!r})
        from tests.persistence.gamegen import random_game
        from l5r_desktop.persistence.autosave import Autosaver
        saver = Autosaver({str(folder)!r}, delay=0.01)
        game = random_game(6, 40, history=True)
        saver.notify(game)
        saver.flush()
        print(len(game.action_log))
        os._exit(3)  # a crash: no close(), the marker stays
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 3, result.stderr
    offers = find_interrupted(folder)
    assert len(offers) == 1
    loaded = load_game(offers[0].save_path)
    assert len(loaded.actions) == int(result.stdout.strip())
    assert loaded.game.state.to_dict() == random_game(6, 40).state.to_dict()
    assert "autosaved at" in offers[0].describe()
    dismiss(offers[0])
    assert find_interrupted(folder) == []
    assert offers[0].save_path.exists()  # dismissing keeps the autosave itself


def test_live_sessions_and_junk_markers_are_not_offered(tmp_path) -> None:
    folder = tmp_path / "a"
    folder.mkdir()
    (folder / "autosave-x.l5rsave").write_bytes(b"x")
    (folder / f"session-{os.getpid()}.json").write_text(
        json.dumps({"pid": os.getpid(), "autosave": "autosave-x.l5rsave"}))
    (folder / "session-junk.json").write_text("{not json")
    (folder / "session-1.json").write_text(json.dumps({"pid": 999_999_999,
                                                       "autosave": "../../etc/passwd"}))
    assert find_interrupted(folder) == []
    assert not (folder / "session-junk.json").exists()
    assert not (folder / "session-1.json").exists()
    assert (folder / f"session-{os.getpid()}.json").exists()


def test_after_undo_and_a_different_action_the_autosave_has_the_new_log(saver) -> None:
    game = random_game(7, 30, history=True)
    saver.notify(game)
    saver.flush()
    for _ in range(3):
        game.undo()
    legal = game.legal_actions()
    game.perform(legal[-1])
    saver.notify(game)
    saver.flush()
    loaded = load_game(saver.target)
    assert [a.to_dict() for a in loaded.actions] == [a.to_dict() for a in game.action_log]
    assert loaded.game.state.to_dict() == game.state.to_dict()


def test_undo_then_a_different_action_autosaves_the_exact_state(saver) -> None:
    """The worker replays the log on its own replica: new actions are replayed on top, and an
    undo (the log no longer extends what was replayed) rebuilds it from the start."""
    game = random_game(5, 30, history=True)
    saver.notify(game)
    assert saver.flush()
    for _ in range(3):
        game.perform(game.legal_actions()[-1])
    saver.notify(game)
    assert saver.flush()
    assert load_game(saver.target).game.state.to_dict() == game.state.to_dict()
    game.undo()
    game.undo()
    choices = game.legal_actions()
    game.perform(choices[0] if len(choices) == 1 else choices[1])
    saver.notify(game)
    assert saver.flush()
    assert load_game(saver.target).game.state.to_dict() == game.state.to_dict()


def test_notify_copies_only_the_log(saver, monkeypatch) -> None:
    """The UI thread never clones the state on notify (the worker rebuilds it)."""
    from l5r_desktop.games.ccg.model.state import GameState

    game = random_game(6, 25, history=True)
    saver.notify(game)
    assert saver.flush()
    calls = []
    original = GameState.clone
    monkeypatch.setattr(GameState, "clone", lambda self: (calls.append(1), original(self))[1])
    game.perform(game.legal_actions()[0])
    calls.clear()
    saver.notify(game)
    assert calls == []
    monkeypatch.setattr(GameState, "clone", original)
    assert saver.flush()
    assert load_game(saver.target).game.state.to_dict() == game.state.to_dict()
