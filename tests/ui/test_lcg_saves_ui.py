"""LCG games keep like CCG games on the real main window (issue 20): autosave after every
action, crash recovery at the next start, the replay window (stepping through the saved
log), and a save whose log does not replay opened on its saved position, read-only."""

from __future__ import annotations

import json
import random
import zipfile

from l5r_desktop.games.lcg.game import Game
from l5r_desktop.persistence.autosave import autosave_files
from l5r_desktop.persistence.savefile import load_game, save_game
from tests.ui.crashes import crashed_session
from tests.ui.lcg_driver import is_lcg_table, panel_label


def _play(window, n: int, seed: int = 6) -> None:
    rnd = random.Random(seed)
    controller = window.controller
    for _ in range(n):
        window.screen_widget.accept_handoff()
        controller.request(rnd.choice(controller.legal_actions()))
    window.screen_widget.accept_handoff()


def _quiet(window) -> list[str]:
    told: list[str] = []
    window.saves.inform = lambda _parent, title, text: told.append(f"{title}: {text}")
    window.saves.confirm = lambda _parent, title, text: (told.append(title), True)[1]
    return told


def test_an_lcg_game_is_autosaved(qtbot, main_window) -> None:
    assert main_window.start_lcg_demo_game(seed=6)
    saves = main_window.saves
    _play(main_window, 30)
    with qtbot.waitSignal(saves.autosave.saved, timeout=10000):
        _play(main_window, 1, seed=1)
    assert saves.autosave.autosaver.flush()
    assert saves.autosave.autosaver.last_error is None
    loaded = load_game(autosave_files(main_window.paths.autosave_dir)[0])
    game = main_window.controller.game
    assert loaded.game.game_id == "lcg" and not loaded.read_only
    assert loaded.game.fingerprint() == game.fingerprint()
    assert loaded.actions == list(game.action_log)
    assert saves.autosave.autosaver.marker.exists()


def test_an_interrupted_lcg_game_is_offered_and_resumed(qtbot, main_window) -> None:
    told = _quiet(main_window)
    folder = main_window.paths.autosave_dir
    assert main_window.start_lcg_demo_game(seed=9)
    _play(main_window, 40, seed=9)
    game = main_window.controller.game
    # the window's own autosaver writes the same marker name (this process's): done first
    assert main_window.saves.autosave.autosaver.flush(timeout=120)
    crashed, dead_marker = crashed_session(folder, game)
    assert crashed.last_error is None
    expected = game.fingerprint()
    main_window.saves.discard_changes()
    assert main_window.start_demo_game(seed=42)  # a CCG game on the table meanwhile
    main_window.saves.discard_changes()
    assert main_window.saves.offer_recovery()
    assert "Resume the interrupted game?" in told
    resumed = main_window.controller.game
    assert resumed.game_id == "lcg" and resumed.fingerprint() == expected
    assert is_lcg_table(main_window.screen_widget.scene)
    assert main_window.windowTitle().startswith("Untitled game*")
    assert not dead_marker.exists()


def test_the_replay_window_steps_through_an_lcg_save(qtbot, main_window, tmp_path) -> None:
    assert main_window.start_lcg_demo_game(seed=12)
    _play(main_window, 70, seed=12)
    game = main_window.controller.game
    path = tmp_path / "lcg.l5rsave"
    assert main_window.saves.save_to(path)
    window = main_window.saves.open_replay(path)
    assert window is not None
    qtbot.addWidget(window)
    assert is_lcg_table(window.scene)
    timeline = window.timeline
    assert timeline.last == len(game.action_log) and timeline.failed_reason is None
    setup = game.setup
    for index in (5, 6, 40, 3, timeline.last):
        window.seek(index)
        expected = Game.replay(setup, game.action_log[:index]).state.to_dict()
        assert window.current_state().to_dict() == expected
    window.seek(0)
    window.buttons["forward"].click()
    assert timeline.index == 1
    assert window.info_label.text().startswith("Action 1 of ")
    assert "Round 1, setup phase" in window.info_label.text()
    # rounds are the timeline's turns, conflicts its battles
    rounds = [turn for turn, _start in timeline.turn_starts()]
    assert rounds == sorted(rounds) and rounds[0] == 1
    assert timeline.battles() and all(timeline.info(i).in_attack for i in timeline.battles())
    # both hands shown (the replay's default) and hidden
    window.seek(timeline.last)
    hand = window.current_state().players[1].hand
    assert hand and all(window.scene.item(u) is not None for u in hand)
    window.show_hands.setChecked(False)
    assert all(window.scene.item(u) is None for u in hand)
    window.close()


def test_an_lcg_save_that_does_not_replay_opens_read_only(qtbot, main_window,
                                                          tmp_path) -> None:
    told = _quiet(main_window)
    assert main_window.start_lcg_demo_game(seed=13)
    _play(main_window, 50, seed=13)
    game = main_window.controller.game
    path = tmp_path / "changed.l5rsave"
    save_game(path, game)
    with zipfile.ZipFile(path) as bundle:
        doc = json.loads(bundle.read("game.json"))
    doc["snapshot"]["players"][0]["honor"] += 5  # the replay no longer gives this position
    with zipfile.ZipFile(path, "w") as bundle:
        bundle.writestr("game.json", json.dumps(doc))
    before = main_window.controller.game
    assert not main_window.saves.open(path)
    assert main_window.controller.game is before  # the table keeps its game
    assert "The saved game does not replay" in told
    window = main_window.saves.replay_windows[-1]
    qtbot.addWidget(window)
    assert window.showing_snapshot and is_lcg_table(window.scene)
    assert panel_label(window.scene, "honor:0") == f"Honor {doc['snapshot']['players'][0]['honor']}"
    window.close()
