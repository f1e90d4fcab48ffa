"""The replay window: positions match a fresh replay, seeks use the kept snapshots, nothing is
animated or asked, and the file is never changed."""

from __future__ import annotations

import json
import os
import random
import zipfile

import pytest

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.savefile import load_game, save_game
from l5r_desktop.ui.replay_view import ReplayTimeline, ReplayWindow
from tests.persistence.gamegen import random_game


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    game = random_game(9, 120)
    path = tmp_path_factory.mktemp("replay") / "g.l5rsave"
    save_game(path, game)
    return path, game


def _expected(game: Game, i: int) -> dict:
    return Game.replay(game.setup, game.action_log[:i]).state.to_dict()


def test_timeline_positions_match_a_fresh_replay_forward_and_backward(saved) -> None:
    path, game = saved
    timeline = ReplayTimeline(load_game(path), every=10)
    assert timeline.last == len(game.action_log) == 120
    assert timeline.failed_reason is None
    rng = random.Random(4)
    targets = [120, 0, 57, 56, 55, 3, 99, 100, 101, 10, *rng.sample(range(121), 8)]
    for target in targets:
        before = timeline.replays
        state = timeline.seek(target)
        assert timeline.index == target
        assert state.to_dict() == _expected(game, target), target
        # restored from the nearest kept snapshot: never more than every-1 actions replayed
        assert timeline.replays - before <= 9
    assert timeline.seek(500).to_dict() == game.state.to_dict()  # clamped to the end


def test_turn_starts_and_battles(saved) -> None:
    path, game = saved
    timeline = ReplayTimeline(load_game(path))
    starts = timeline.turn_starts()
    assert starts[0][1] == 0
    turns = [t for t, _ in starts]
    assert turns == sorted(turns) and turns[-1] == game.state.turn
    for turn, start in starts:
        assert Game.replay(game.setup, game.action_log[:start]).state.turn == turn
        if start > 0:
            assert Game.replay(game.setup, game.action_log[:start - 1]).state.turn != turn
    timeline.seek(0)
    timeline.next_turn()
    assert timeline.index == starts[1][1]
    timeline.seek(starts[2][1] + 1)
    timeline.previous_turn()
    assert timeline.index == starts[2][1]
    timeline.previous_turn()
    assert timeline.index == starts[1][1]
    declared = [i for i, a in enumerate(game.action_log, 1) if a.kind == "declare_attack"]
    battles = timeline.battles()
    assert battles  # this game has battles
    assert set(battles) <= set(declared)  # each one begins with a declared attack
    for position in battles:
        assert timeline.seek(position).attack is not None
        assert timeline.seek(position - 1).attack is None


def test_window_steps_without_animation_or_prompts_and_leaves_the_file(qtbot, saved) -> None:
    from PySide6.QtWidgets import QApplication

    from l5r_desktop.ui.app import create_application

    create_application()
    path, game = saved
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    window = ReplayWindow(load_game(path), title=path.name, every=10)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.timeline.index == 0
    assert "Action 0 of 120" in window.info_label.text()
    window.buttons["forward"].click()
    window.buttons["forward"].click()
    assert window.timeline.index == 2
    assert window.info_label.text().startswith("Action 2 of 120: ")
    window.buttons["end"].click()
    assert window.timeline.state.to_dict() == game.state.to_dict()
    assert not window.buttons["forward"].isEnabled()
    window.buttons["back"].click()
    assert window.timeline.index == 119
    window.slider.setValue(33)
    assert window.timeline.index == 33
    assert window.timeline.state.to_dict() == _expected(game, 33)
    window.buttons["next_turn"].click()
    assert window.timeline.index in [s for _t, s in window.timeline.turn_starts()]
    window.buttons["start"].click()
    assert window.timeline.index == 0
    # the table shows the position; nothing animates, nothing pops up
    state = window.timeline.state
    for card_id in state.players[0].hand:
        assert window.scene.item(card_id) is not None
    for item in window.scene.card_items().values():
        assert item._animation is None
    assert QApplication.activeModalWidget() is None
    window.close()
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_keyboard_navigation(qtbot, saved) -> None:
    from PySide6.QtCore import Qt

    from l5r_desktop.ui.app import create_application

    create_application()
    path, _game = saved
    window = ReplayWindow(load_game(path), every=10)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.timeline.index == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.timeline.index == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.timeline.index == 120
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.timeline.index == 0
    window.close()


def test_read_only_save_shows_its_snapshot(qtbot, saved, tmp_path) -> None:
    from l5r_desktop.ui.app import create_application

    create_application()
    path, game = saved
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    doc["snapshot"]["players"][0]["family_honor"] = 55
    bad = tmp_path / "mismatch.l5rsave"
    with zipfile.ZipFile(bad, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    loaded = load_game(bad)
    assert loaded.read_only
    window = ReplayWindow(loaded, every=10)
    qtbot.addWidget(window)
    assert window.warning_label.text()
    window.seek(window.timeline.last)
    assert window.timeline.state.to_dict() == game.state.to_dict()  # what the rules replay
    window.buttons["snapshot"].click()
    assert window.current_state().players[0].family_honor == 55
    assert "saved final position" in window.info_label.text()
    window.close()


def test_action_list_follows_and_drives_the_position(qtbot, saved) -> None:
    from l5r_desktop.ui.app import create_application

    create_application()
    path, game = saved
    window = ReplayWindow(load_game(path), every=10)
    qtbot.addWidget(window)
    assert window.action_list.count() == 121
    window.seek(40)
    assert window.action_list.currentRow() == 40
    window.action_list.setCurrentRow(77)
    assert window.timeline.index == 77
    assert window.timeline.state.to_dict() == _expected(game, 77)
    item = window.action_list.item(77).text()
    assert item.startswith(f"T{window.timeline.info(77).turn}  77. ")
