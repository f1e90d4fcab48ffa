"""The main window's first size fits the screen it opens on (a 1366 x 768 laptop had the
1400 x 900 window run off its bottom: the acting player's hand and the phase bar's right end
were off screen)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QMainWindow

from l5r_desktop.ui.screen_fit import fit_to_screen, start_size


def test_sizes_by_the_screens_free_area():
    assert start_size(QRect(0, 0, 1920, 1040)) == (1400, 900, False)
    assert start_size(QRect(0, 0, 1366, 740)) == (1350, 676, True)  # laptop, task bar below
    assert start_size(QRect(0, 0, 1416, 964)) == (1400, 900, False)  # just room
    assert start_size(QRect(0, 0, 1415, 964)) == (1399, 900, True)
    assert start_size(QRect(0, 0, 640, 400)) == (800, 560, True)  # never below the minimum


def test_a_window_is_fitted_to_its_screen(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    fit_to_screen(window)
    width, height, maximized = start_size(area)
    assert (window.width(), window.height()) == (width, height)
    assert bool(window.windowState() & Qt.WindowState.WindowMaximized) == maximized
