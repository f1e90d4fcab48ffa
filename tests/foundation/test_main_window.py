"""The main window opens with its menus (pytest-qt on the real widgets)."""

from __future__ import annotations

import pytest

from l5r_desktop import APP_TITLE, __version__


@pytest.fixture
def window(qtbot, data_paths):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    win = MainWindow(data_paths)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_main_window_shows_with_title(window) -> None:
    assert window.isVisible()
    assert window.windowTitle().endswith(APP_TITLE)  # "<game file> — L5R Table"


def test_menus_exist(window) -> None:
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["File", "Edit", "Game", "View", "Help"]
    for name in ("new_game", "open", "save", "import_cards", "import_scans", "quit", "undo",
                 "redo", "about"):
        assert name in window.actions_by_name, name


def test_about_names_the_version(window) -> None:
    assert __version__ in window.about_text()


def test_app_icon_comes_from_the_compiled_resources(window) -> None:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QApplication

    from l5r_desktop.ui.resources import BACK_DYNASTY, BACK_FATE, TOKEN_DISHONOR

    assert not QApplication.windowIcon().isNull()
    for path in (BACK_DYNASTY, BACK_FATE, TOKEN_DISHONOR):
        pix = QPixmap(path)
        assert not pix.isNull(), path


def test_quit_closes_the_window(window, qtbot) -> None:
    window.actions_by_name["quit"].trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
