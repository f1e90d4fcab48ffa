"""Replay window (issue 24): keys do one thing wherever the focus is, actions sit under the turn
in which they happened, hovering a card previews it, and the window closes with the app."""

from __future__ import annotations

import pytest

from l5r_desktop.persistence.savefile import load_game, save_game
from l5r_desktop.ui.replay_view import NAVIGATION, ReplayWindow
from tests.persistence.gamegen import random_game


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    game = random_game(11, 150)
    path = tmp_path_factory.mktemp("replay_keys") / "g.l5rsave"
    save_game(path, game)
    return path, game


@pytest.fixture
def window(qtbot, saved):
    from l5r_desktop.ui.app import create_application

    create_application()
    w = ReplayWindow(load_game(saved[0]), every=10)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def _focus_targets(w: ReplayWindow):
    return [w.action_list, w.slider, w.view, w.show_hands, w.buttons["forward"], w]


def test_page_down_means_next_turn_whatever_has_focus(qtbot, window) -> None:
    from PySide6.QtCore import Qt

    starts = [s for _t, s in window.timeline.turn_starts()]
    assert len(starts) >= 4
    for target in _focus_targets(window):
        window.seek(starts[1] + 1)
        target.setFocus()
        qtbot.keyClick(target, Qt.Key.Key_PageDown)
        assert window.timeline.index == starts[2], type(target).__name__
        qtbot.keyClick(target, Qt.Key.Key_PageUp)
        assert window.timeline.index == starts[1], type(target).__name__
        qtbot.keyClick(target, Qt.Key.Key_Right)
        assert window.timeline.index == starts[1] + 1, type(target).__name__
        qtbot.keyClick(target, Qt.Key.Key_Left)
        assert window.timeline.index == starts[1], type(target).__name__
        qtbot.keyClick(target, Qt.Key.Key_End)
        assert window.timeline.index == window.timeline.last, type(target).__name__
        qtbot.keyClick(target, Qt.Key.Key_Home)
        assert window.timeline.index == 0, type(target).__name__


def test_keys_are_shown_on_the_buttons(window) -> None:
    for name, _text, key, _tip in NAVIGATION:
        assert f"({key})" in window.buttons[name].toolTip()
        assert window.key_actions[name].shortcut().toString() == key


def test_each_action_is_listed_under_the_turn_it_was_taken_in(window, saved) -> None:
    _path, game = saved
    from l5r_desktop.games.ccg.game import Game

    replay = Game.new(game.setup)
    for i, action in enumerate(game.action_log, 1):
        turn_before = replay.state.turn
        replay.perform(action)
        assert window.action_list.item(i).text().startswith(f"T{turn_before}  {i}. ")
    # a turn-ending action exists and is under the turn it ended
    ends = [i for i in range(1, len(game.action_log))
            if window.timeline.info(i).turn != window.timeline.info(i - 1).turn]
    assert ends
    i = ends[0]
    assert window.action_list.item(i).text().startswith(f"T{window.timeline.info(i - 1).turn} ")


def test_hovering_a_card_previews_it_and_hidden_cards_show_only_their_back(window) -> None:
    window.show_hands.setChecked(False)
    state = window.current_state()
    visible = [c for c in state.cards if window.scene.is_face_visible(c)
               and window.scene.item(c) is not None]
    assert visible
    window.scene.card_hovered.emit(visible[0])
    assert state.cards[visible[0]].definition.title in window.preview.text.text()
    hidden = [c for c in state.players[1].hand if not window.scene.is_face_visible(c)]
    if hidden:
        window.scene.card_hovered.emit(hidden[0])
        assert state.cards[hidden[0]].definition.title not in window.preview.text.text()
        assert "Hidden card" in window.preview.text.text()


def test_closing_the_main_window_closes_its_replay_windows(qtbot, main_window, saved) -> None:
    replay = main_window.saves.open_replay(saved[0])
    assert replay is not None and replay.isVisible()
    assert replay.parent() is main_window
    main_window.close()
    assert not replay.isVisible()
    assert main_window.saves.replay_windows == []
