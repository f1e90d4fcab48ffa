"""Fixtures for GUI tests on the real main window (offscreen unless CI's Xvfb pass)."""

from __future__ import annotations

import pytest


@pytest.fixture
def main_window(qtbot, data_paths):
    """The real main window with a demo game (seed 7), hand-off cover dismissed."""
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    window = MainWindow(data_paths, start_demo=False)
    window.saves.ask = lambda *args: "discard"  # closing with unsaved changes must not block
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    assert window.start_demo_game(seed=7)
    window.screen_widget.accept_handoff()
    yield window
    window.close()


@pytest.fixture(autouse=True)
def _close_leftover_dialogs():
    """Dialogs a test leaves open (e.g. a non-blocking import summary) must not leak into the
    next test's checks for pop-ups."""
    yield
    from PySide6.QtWidgets import QApplication, QDialog

    app = QApplication.instance()
    if app is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.done(0)
    app.processEvents()


@pytest.fixture(autouse=True)
def _windows_closed_at_teardown_discard(qtbot):
    """Windows a test leaves with unsaved work are closed by pytest-qt after the test; they
    must not block on the Save / Discard / Cancel box then (during the test the real question
    is asked: tests answer it through each window's ``ask``)."""
    from l5r_desktop.ui import unsaved

    real = unsaved.message_box_ask
    unsaved.default_ask = real
    yield
    unsaved.default_ask = lambda *a: unsaved.DISCARD
