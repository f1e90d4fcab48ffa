"""Autosave through the writing process (issue 22): the same files as the worker thread wrote,
a killed or missing writer loses no game, damaged autosaves are refused clearly."""

from __future__ import annotations

import io
import json
import os
import pickle
import signal
import subprocess
import sys
import textwrap
import threading
import time
import types
from pathlib import Path

import pytest

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence import autosave_writer
from l5r_desktop.persistence.autosave import Autosaver, find_interrupted
from l5r_desktop.persistence.savefile import SaveError, load_game, state_fingerprint
from tests.persistence.gamegen import play_random, random_game

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def saver(tmp_path):
    s = Autosaver(tmp_path / "autosave", delay=0.0, keep=3, process=True)
    yield s
    s.close()


def _check(saver: Autosaver, game: Game) -> None:
    saver.notify(game)
    assert saver.flush(60)  # the writer (nice 10) starting: over 10 s at load 16
    assert saver.last_error is None, saver.last_error
    assert saver.last_fingerprint == state_fingerprint(game.state)
    loaded = load_game(saver.target)
    assert loaded.game.state.to_dict() == game.state.to_dict()
    assert [a.to_dict() for a in loaded.actions] == [a.to_dict() for a in game.action_log]


def test_the_process_writes_an_unseeded_game_through_undos(saver) -> None:
    game = Game.new(demo_setup(seed=None), history=True)
    for step in range(10):
        play_random(game, len(game.action_log) + 2, seed=step)
        if step in (4, 7):
            game.undo()
            game.undo()
        _check(saver, game)
    assert saver.writer is not None and saver.writer.pid is not None
    assert saver.writer.starts == 1 and saver._replica is None  # nothing replayed in-process


def test_a_game_from_a_position_is_written_by_the_process(saver) -> None:
    game = Game.from_state(random_game(4, 20).state)
    game.perform(game.legal_actions()[0])
    _check(saver, game)
    assert load_game(saver.target).setup is None
    assert saver._replica is None


def test_a_killed_writer_loses_no_game(saver) -> None:
    game = random_game(3, 30, history=True)
    _check(saver, game)
    assert saver.writer is not None
    os.kill(saver.writer.pid, signal.SIGKILL)
    play_random(game, 40, seed=5)
    _check(saver, game)  # written in-process or by a new writer sent the whole game
    play_random(game, 50, seed=6)
    _check(saver, game)
    assert saver.writer.starts == 2 and saver.writer.running


def test_without_a_working_writer_the_worker_thread_writes(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(autosave_writer, "WRITER_MODULE", "l5r_desktop.no_such_writer")
    saver = Autosaver(tmp_path, delay=0.0, process=True)
    try:
        game = random_game(2, 25, history=True)
        for target in (30, 35, 40, 45):
            play_random(game, target, seed=target)
            _check(saver, game)
        assert saver.writer is not None and not saver.writer.available
        assert saver.writer.starts == autosave_writer.WRITER_STARTS
        assert saver._replica is not None  # the fallback's own replica
    finally:
        saver.close()


def test_a_write_the_process_refuses_is_reported_and_the_next_succeeds(tmp_path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    errors: list[str] = []
    saver = Autosaver(blocker / "autosave", delay=0.0, on_error=errors.append, process=True)
    try:
        game = random_game(1, 10, history=True)
        saver.notify(game)
        saver.flush(60)
        assert errors and "Autosave failed" in errors[0]
        saver.folder = tmp_path / "ok"
        saver.marker = saver.folder / saver.marker.name
        saver.start_game(game)
        play_random(game, 20, seed=1)
        _check(saver, game)
        assert saver.writer is not None and saver.writer.starts == 1
    finally:
        saver.close()


def test_the_writer_answers_bad_requests_and_goes_on() -> None:
    setup = demo_setup(seed=9)
    write = {"op": "write", "key": 2, "base": 0, "pickles": [], "target": "x", "images": {},
             "meta": {}}
    lines = [
        "not json",
        json.dumps({"op": "write", "key": 1, "base": 0, "pickles": []}),
        autosave_writer.game_line(1, None, None),  # answered by its write, not itself
        json.dumps({**write, "key": 1}),
        autosave_writer.game_line(2, setup, None),
        json.dumps({**write, "base": 5}),
        json.dumps(write),
        autosave_writer.game_line(3, setup, None),
        json.dumps({**write, "key": 3, "pickles": ["not base64 pickle"]}),
    ]
    answers = io.StringIO()
    assert autosave_writer.serve(io.StringIO("\n".join(lines) + "\n"), answers) == 0
    replies = [json.loads(line) for line in answers.getvalue().splitlines()]
    assert len(replies) == 6 and all("error" in r for r in replies)
    assert "does not know this game" in replies[1]["error"]
    assert "neither a setup nor an initial state" in replies[2]["error"]
    assert "0 actions, not 5" in replies[3]["error"]
    assert "does not know this game" in replies[4]["error"]  # the failed game was forgotten
    assert replies[5]["error"]  # a damaged piece of the log is answered, not a crash


def test_a_game_the_writer_cannot_start_gets_one_answer_and_the_next_write_its_own(
        tmp_path) -> None:
    """The app sends a game request and its write together and reads one answer: a game that
    cannot start is answered once, so the next write reads its own answer, not a stale one."""
    setup = demo_setup(seed=12)
    game = Game.new(setup, history=True)
    play_random(game, 5, seed=1)
    target = tmp_path / "a.l5rsave"
    lines = [
        autosave_writer.game_line(1, None, None),
        autosave_writer.write_line(1, 0, list(game.action_log), target, {}, {}),
        autosave_writer.game_line(2, setup, None),
        autosave_writer.write_line(2, 0, list(game.action_log), target, {}, {}),
    ]
    answers = io.StringIO()
    assert autosave_writer.serve(io.StringIO("\n".join(lines) + "\n"), answers) == 1
    replies = [json.loads(line) for line in answers.getvalue().splitlines()]
    assert len(replies) == 2
    assert "neither a setup nor an initial state" in replies[0]["error"]
    assert replies[1] == {"ok": state_fingerprint(game.state)}
    assert load_game(target).game.state.to_dict() == game.state.to_dict()


def test_a_damaged_autosave_is_offered_but_refused_clearly(tmp_path) -> None:
    folder = tmp_path / "autosave"
    saver = Autosaver(folder, delay=0.0, process=True)
    game = random_game(5, 20, history=True)
    saver.notify(game)
    saver.flush(60)
    target = saver.target
    saver.close(clean=False)  # as after a crash: the marker stays, its process is gone
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    marker = json.loads(saver.marker.read_text())
    saver.marker.write_text(json.dumps({**marker, "pid": int(gone.stdout)}))
    data = target.read_bytes()
    target.write_bytes(data[: len(data) // 2])
    (folder / f".{target.name}.abc.tmp").write_bytes(b"half a write")
    offers = find_interrupted(folder)
    assert [o.save_path for o in offers] == [target]
    with pytest.raises(SaveError) as err:
        load_game(target)
    assert len(str(err.value)) < 400


def test_a_crashed_app_with_a_writer_is_offered_for_recovery(tmp_path) -> None:
    folder = tmp_path / "autosave"
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(REPO)!r})
        from tests.persistence.gamegen import random_game
        from l5r_desktop.persistence.autosave import Autosaver
        saver = Autosaver({str(folder)!r}, delay=0.0, process=True)
        game = random_game(6, 40, history=True)
        saver.notify(game)
        saver.flush(60)
        print(len(game.action_log), saver.writer.pid, saver._replica is None)
        os._exit(3)  # a crash: no close(), the marker stays
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 3, result.stderr
    count, pid, in_process = result.stdout.split()
    assert in_process == "True"
    offers = find_interrupted(folder)
    assert len(offers) == 1
    loaded = load_game(offers[0].save_path)
    assert len(loaded.actions) == int(count)
    assert loaded.game.state.to_dict() == random_game(6, 40).state.to_dict()
    # the writer ends at the end of its input (the app's pipe closed with it)
    stat = Path(f"/proc/{pid}/stat")
    if not Path("/proc/self/stat").exists():
        return
    deadline = time.monotonic() + 10
    while stat.exists() and stat.read_text().split(")")[-1].split()[0] != "Z":
        assert time.monotonic() < deadline, "the writer outlived the crashed app"
        time.sleep(0.05)


def test_the_last_write_at_quit_starts_no_writer(tmp_path) -> None:
    saver = Autosaver(tmp_path, delay=30.0, process=True)
    game = random_game(7, 15, history=True)
    saver.notify(game)
    saver.close()  # flushes the pending write on the worker thread
    assert saver.writer is not None and saver.writer.starts == 0
    assert saver.saves_written == 1 and saver.last_error is None
    assert load_game(saver.target).game.state.to_dict() == game.state.to_dict()


def test_the_app_neither_encodes_the_log_nor_starts_the_writer_on_the_ui_thread(
        saver, monkeypatch) -> None:
    """The first autosave of a long game: the app's threads encode no JSON of the game (the
    writer makes the save's JSON from the pickled objects) and the writer is started by the
    worker thread, never by the thread that calls notify (the UI thread). Issue 22: the
    worker used to encode the whole log and the setup (10-20 ms of Python holding the
    interpreter the UI thread needs)."""
    from l5r_desktop import child_process
    from l5r_desktop.persistence import savefile

    game = random_game(8, 200, history=True)
    encoded: list[str] = []
    real_dumps = savefile.dumps
    monkeypatch.setattr(savefile, "dumps",
                        lambda obj: encoded.append(type(obj).__name__) or real_dumps(obj))
    starters: list[str] = []
    real_start = child_process.start_module
    monkeypatch.setattr(child_process, "start_module",
                        lambda module: starters.append(threading.current_thread().name)
                        or real_start(module))
    for target in (200, 205):
        play_random(game, target, seed=target)
        saver.notify(game)
        assert saver.flush(60)
        assert saver.last_error is None, saver.last_error
    assert encoded == []
    assert starters == ["autosave"]
    monkeypatch.undo()
    assert saver.last_fingerprint == state_fingerprint(game.state)
    loaded = load_game(saver.target)
    assert [a.to_dict() for a in loaded.actions] == [a.to_dict() for a in game.action_log]


def test_a_game_the_writer_cannot_be_sent_is_written_in_process(saver, monkeypatch) -> None:
    def refuse(obj, protocol=None):
        raise pickle.PicklingError("cannot pickle this game")

    monkeypatch.setattr(autosave_writer, "pickle",
                        types.SimpleNamespace(dumps=refuse, loads=pickle.loads,
                                              PicklingError=pickle.PicklingError,
                                              HIGHEST_PROTOCOL=pickle.HIGHEST_PROTOCOL))
    game = random_game(9, 30, history=True)
    _check(saver, game)
    assert saver._replica is not None  # the worker thread wrote it
    assert saver.writer is not None and saver.writer.available


def test_later_writes_of_a_game_do_not_scan_the_folder_again(saver, monkeypatch) -> None:
    pruned: list[Path] = []
    real_prune = saver._prune
    monkeypatch.setattr(saver, "_prune", lambda current: pruned.append(current)
                        or real_prune(current))
    game = random_game(10, 10, history=True)
    for target in (12, 14, 16):
        play_random(game, target, seed=target)
        _check(saver, game)
    other = random_game(11, 10, history=True)
    _check(saver, other)
    assert len(pruned) == 2 and pruned[0] != pruned[1]
