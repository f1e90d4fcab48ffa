"""Errors inside Qt slots reach the user (a message box) and the log file (with the traceback),
and leave the game as it was (issue 14)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from l5r_desktop.games.ccg import rules
from l5r_desktop.logs import LOG_FILE_NAME, setup_logging
from l5r_desktop.ui.app import install_error_reporter
from l5r_desktop.ui.errors import MESSAGE_LIMIT, error_text
from tests.ui.table_driver import click_choice


@pytest.fixture
def reporter(main_window, data_paths):
    setup_logging(data_paths.logs_dir)
    installed = install_error_reporter(main_window, data_paths)
    yield installed
    installed.uninstall()


def _error_box() -> QMessageBox | None:
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.objectName() == "slot_error_box"
             and w.isVisible()]
    return boxes[0] if boxes else None


def test_an_action_that_fails_half_way_is_reported_and_undone(main_window, reporter, qtbot,
                                                              data_paths, monkeypatch) -> None:
    game = main_window.controller.game
    before = game.fingerprint()
    log_before = list(game.action_log)
    real_apply = rules.apply_action

    def broken(state, action):
        state.turn += 3  # changes the state in place, then fails
        state.players[0].family_honor += 7
        raise RuntimeError("the ability data of this card is broken")

    monkeypatch.setattr(rules, "apply_action", broken)
    click_choice(qtbot, main_window, "Pass")  # the real button: its slot raises
    qtbot.waitUntil(lambda: _error_box() is not None, timeout=3000)
    box = _error_box()
    assert "did not work" in box.text() and "the ability data of this card is broken" \
        in box.text()
    assert "The game is as it was before" in box.text()
    assert str(data_paths.logs_dir / LOG_FILE_NAME) in box.text()
    text = (data_paths.logs_dir / LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: the ability data of this card is broken" in text
    assert game.fingerprint() == before and list(game.action_log) == log_before
    assert main_window.phase_bar.status.text().startswith("Turn 1")
    assert reporter.errors == 1
    box.accept()
    # the game goes on: the same button works once the engine does
    monkeypatch.setattr(rules, "apply_action", real_apply)
    click_choice(qtbot, main_window, "Pass")
    assert len(game.action_log) == len(log_before) + 1


def test_a_burst_of_errors_shows_one_box(main_window, reporter, qtbot) -> None:
    def fail() -> None:
        raise ValueError("x" * 5000)

    from PySide6.QtCore import QTimer

    for _ in range(5):
        QTimer.singleShot(0, fail)
    qtbot.waitUntil(lambda: reporter.errors == 5, timeout=3000)
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.objectName() == "slot_error_box"
             and w.isVisible()]
    assert len(boxes) == 1
    assert "4 more error(s)" in boxes[0].informativeText()
    assert len(boxes[0].text()) < MESSAGE_LIMIT + 400  # a huge message is bounded
    boxes[0].accept()


def test_error_text_is_bounded_and_names_the_log(tmp_path) -> None:
    text = error_text(OSError("y" * 10_000), tmp_path / "app.log")
    assert len(text) < MESSAGE_LIMIT + 400
    assert str(tmp_path / "app.log") in text
