"""The main window's first size: 1400 x 900 where the screen has room for it; on a smaller
screen (a 1366 x 768 laptop) the window fits the screen's free area and starts maximized, so
the acting player's hand and the phase bar's buttons are never off the screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

#: The window's size where the screen has room for it.
DEFAULT_SIZE = (1400, 900)
#: Room the window manager's frame and title bar take beside the size Qt sets.
FRAME_ROOM = (16, 64)
#: The smallest first size, whatever the screen says.
MIN_SIZE = (800, 560)


def start_size(available: QRect) -> tuple[int, int, bool]:
    """(width, height, maximized) for a screen whose free area is ``available``."""
    width, height = DEFAULT_SIZE
    frame_w, frame_h = FRAME_ROOM
    if available.width() >= width + frame_w and available.height() >= height + frame_h:
        return width, height, False
    return (max(MIN_SIZE[0], min(width, available.width() - frame_w)),
            max(MIN_SIZE[1], min(height, available.height() - frame_h)), True)


def fit_to_screen(window: QWidget) -> None:
    """Size ``window`` (before it is shown) for the screen it will open on."""
    screen = window.screen()
    if screen is None:
        return
    width, height, maximized = start_size(screen.availableGeometry())
    window.resize(width, height)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
