"""Issue 14 D1: games started WITHOUT a seed (the launch demo game, New game with the seed box
left on "random", "Start a game with this deck") save, reload, autosave and resume through the
real window. Before the fix the seed was drawn anew each time a game was built from the setup,
so every replay of the log (reload, autosave replica, crash recovery) shuffled differently.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile

import pytest

from l5r_desktop.persistence.autosave import autosave_files
from l5r_desktop.persistence.savefile import load_game, save_game, state_fingerprint
from tests.ui.test_saves_ui import Recorder


@pytest.fixture
def launch_window(qtbot, data_paths):
    """The real main window as a user launches it: the demo game WITHOUT a seed."""
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    window = MainWindow(data_paths, start_demo=True)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.screen_widget.accept_handoff()
    saves = window.saves
    if saves.autosave is not None:
        saves.autosave.autosaver.delay = 0.02
    recorder = Recorder()
    recorder.install(saves)
    saves.recorder = recorder
    yield window
    recorder.answer = "discard"
    window.close()


def _play(window, n: int, qtbot=None) -> None:
    controller = window.controller
    for _ in range(n):
        legal = controller.legal_actions()
        assert legal
        # the last legal action: not always "pass", so cards move between zones
        assert controller.request(legal[-1])


def test_the_launch_demo_game_has_a_recorded_seed(launch_window):
    game = launch_window.controller.game
    assert isinstance(game.setup.seed, int)
    from l5r_desktop.games.ccg.game import Game

    again = [Game.new(game.setup).state.to_dict() for _ in range(3)]
    assert all(s == game.initial_state.to_dict() for s in again)


def test_unseeded_game_saves_and_reopens_through_the_menus(qtbot, launch_window, tmp_path):
    window = launch_window
    rec = window.saves.recorder
    _play(window, 8)
    expected = window.controller.game.state.to_dict()
    rec.save_path = str(tmp_path / "unseeded.l5rsave")
    window.actions_by_name["save"].trigger()
    assert rec.informed == []
    window.start_demo_game()  # another unseeded game on the table
    rec.open_path = rec.save_path
    window.actions_by_name["open"].trigger()
    assert rec.informed == [] and window.saves.replay_windows == []
    game = window.controller.game
    assert game.state.to_dict() == expected
    assert len(game.action_log) == 8 and game.can_undo
    _play(window, 1)  # and the game goes on
    window.controller.undo()
    assert window.controller.game.state.to_dict() == expected


def test_replica_of_an_unseeded_game_equals_the_live_game_after_every_autosave(
        qtbot, launch_window):
    window = launch_window
    adapter = window.saves.autosave
    autosaver = adapter.autosaver
    for step in range(12):
        _play(window, 1)
        if step == 6:
            window.controller.undo()  # an undo makes the worker rebuild its replica
        assert autosaver.flush()
        assert autosaver.last_error is None
        assert autosaver.last_fingerprint == state_fingerprint(window.controller.game.state), \
            f"the autosave replica differs from the live game after step {step}"
    newest = autosave_files(window.paths.autosave_dir)[0]
    loaded = load_game(newest)
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == window.controller.game.state.to_dict()


def _pretend_crash(window) -> None:
    """Flush the window's own autosave and make its marker look like a dead process's."""
    adapter = window.saves.autosave
    adapter.flush()
    autosaver = adapter.autosaver
    marker = json.loads(autosaver.marker.read_text())
    adapter.close(clean=False)
    window.saves.autosave = None
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    marker["pid"] = dead.pid
    autosaver.marker.unlink()
    (autosaver.folder / f"session-{dead.pid}.json").write_text(json.dumps(marker))


def test_crash_recovery_resumes_an_unseeded_game(qtbot, launch_window):
    window = launch_window
    rec = window.saves.recorder
    _play(window, 9)
    expected = window.controller.game.state.to_dict()
    _pretend_crash(window)
    window.start_demo_game()
    rec.confirm_answer = True
    assert window.saves.offer_recovery()
    assert rec.informed == []
    question = next(t for t in rec.asked if "did not close properly" in t)
    assert "just now" in question or "minute" in question  # says how old the autosave is
    game = window.controller.game
    assert game.state.to_dict() == expected
    _play(window, 2)  # the resumed game is playable


def test_new_game_with_the_seed_box_on_random_saves_and_reloads(qtbot, launch_window,
                                                                tmp_path):
    window = launch_window
    dialog = window.make_new_game_dialog()
    assert dialog.seed() is None  # the box says "random"
    assert window.start_from_dialog(dialog)
    dialog.deleteLater()
    window.screen_widget.accept_handoff()
    game = window.controller.game
    assert isinstance(game.setup.seed, int)
    _play(window, 6)
    path = tmp_path / "dialog.l5rsave"
    save_game(path, game)
    loaded = load_game(path)
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == game.state.to_dict()


def test_start_a_game_with_this_deck_records_its_seed(qtbot, launch_window, tmp_path):
    from l5r_desktop.newgame import demo_choices, resolve_choice

    window = launch_window
    deck = resolve_choice(demo_choices()[1], window.library)
    assert window.start_game_with_deck(deck)
    window.screen_widget.accept_handoff()
    game = window.controller.game
    assert isinstance(game.setup.seed, int)
    _play(window, 5)
    path = tmp_path / "deck.l5rsave"
    save_game(path, game)
    assert load_game(path).game.state.to_dict() == game.state.to_dict()


def test_an_old_unseeded_save_offers_its_snapshot_read_only(qtbot, launch_window, tmp_path):
    """Saves written before the fix hold ``seed: null``: their log cannot be replayed, but the
    final snapshot is valid. It is offered read-only, and the reason is named."""
    window = launch_window
    rec = window.saves.recorder
    _play(window, 10)
    live = window.controller.game
    path = tmp_path / "old.l5rsave"
    save_game(path, live)
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    doc["setup"]["seed"] = None
    doc["seed"] = None
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    loaded = load_game(path)
    assert loaded.read_only
    assert loaded.game.state.to_dict() == live.state.to_dict()
    assert any("did not record" in w and "seed" in w for w in loaded.warnings)
    before = window.controller.game
    rec.open_path = str(path)
    window.actions_by_name["open"].trigger()
    assert rec.informed == []
    assert window.controller.game is before
    assert any("read-only" in t and "seed" in t for t in rec.asked)
    replay = window.saves.replay_windows[-1]
    assert replay.showing_snapshot  # opened on the saved position that was offered
    assert replay.current_state().to_dict() == live.state.to_dict()
    replay.close()


def test_an_old_seedless_autosave_resumes_on_its_saved_position(qtbot, launch_window):
    """Crash recovery of an autosave written before the fix: its log does not replay, so the
    resume opens the saved position read-only instead of failing ("Cannot resume the game")."""
    window = launch_window
    rec = window.saves.recorder
    _play(window, 9)
    expected = window.controller.game.state.to_dict()
    _pretend_crash(window)
    newest = autosave_files(window.paths.autosave_dir)[0]
    with zipfile.ZipFile(newest) as z:
        doc = json.loads(z.read("game.json"))
    doc["setup"]["seed"] = None
    with zipfile.ZipFile(newest, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    table_game = window.controller.game
    rec.confirm_answer = True
    assert window.saves.offer_recovery() is False  # not put on the playing table
    assert rec.informed == []
    assert window.controller.game is table_game
    replay = window.saves.replay_windows[-1]
    assert replay.showing_snapshot and replay.current_state().to_dict() == expected
    replay.close()
