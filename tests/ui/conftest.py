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
def _real_unsaved_question():
    """During a test, windows without an ``ask`` of their own ask the real Save / Discard /
    Cancel box (tests answer it through each window's ``ask`` or by patching the box)."""
    from l5r_desktop.ui import unsaved

    unsaved.default_ask = unsaved.message_box_ask
    yield


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item):
    """pytest-qt closes the windows a test registered at teardown (its own teardown wrapper
    runs inside this one): a window left with unsaved work must not block on the question
    then, so it is answered Discard from here on."""
    from l5r_desktop.ui import unsaved

    unsaved.default_ask = lambda *_args: unsaved.DISCARD
    return (yield)
