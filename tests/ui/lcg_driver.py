"""Helpers that play the LCG on the real main window the way a user does: mouse clicks and
drags on the table's viewport, the menus a gesture opens, the phase bar and the honor dial."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt


def scene_of(window):
    return window.screen_widget.scene


def gestures_of(window):
    return window.screen_widget.adapter.gestures


def key_point(window, key: str) -> QPoint:
    """Viewport point on a card (``card:<uid>``, near its top-left corner so a card stacked
    on it does not take the click) or a ring (``ring:<element>``, its centre)."""
    scene = scene_of(window)
    kind, _, name = key.partition(":")
    item = scene.card_item(name) if kind == "card" else scene.ring_item(name)
    assert item is not None, f"nothing drawn for {key}"
    rect = item.sceneBoundingRect()
    point = rect.topLeft() + QPointF(7, 7) if kind == "card" else rect.center()
    return window.screen_widget.view.mapFromScene(point)


def click(qtbot, window, key: str) -> None:
    """A left click on a card or a ring."""
    viewport = window.screen_widget.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=key_point(window, key))


def drag_to(qtbot, window, uid: str, zone: str, steps: int = 6) -> None:
    """Press on a card, move in steps and release over the middle of a zone (``conflict``,
    ``home:0`` ...)."""
    view = window.screen_widget.view
    viewport = view.viewport()
    start = key_point(window, f"card:{uid}")
    rect = scene_of(window).zone_rect(zone)
    assert rect is not None, f"no zone {zone}"
    end = view.mapFromScene(rect.center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(viewport, start + (end - start) * i / steps)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def menu_texts(window) -> list[str]:
    """The entries of the menu the last gesture opened."""
    menu = gestures_of(window).menu
    assert menu is not None, "no menu was opened"
    return [a.text() for a in menu.actions() if a.text()]


def menu_choose(window, text_start: str) -> None:
    """Choose the entry of the last gesture's menu that starts with ``text_start``."""
    menu = gestures_of(window).menu
    assert menu is not None, "no menu was opened"
    for action in menu.actions():
        if action.isEnabled() and action.text().startswith(text_start):
            action.trigger()
            menu.close()
            return
    raise AssertionError(f"no menu entry {text_start!r} among {menu_texts(window)}")


def status_text(window) -> str:
    return window.statusBar().currentMessage()
