"""Helpers that drive the real table the way a user does (mouse on the view, menus, buttons)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt


def view_point(window, card_id: str) -> QPoint:
    """Viewport coordinates of a card item's centre."""
    view = window.screen_widget.view
    item = window.screen_widget.scene.item(card_id)
    assert item is not None, f"no item for {card_id}"
    return view.mapFromScene(item.scenePos())


def double_click_card(qtbot, window, card_id: str) -> None:
    vp = window.screen_widget.view.viewport()
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=view_point(window, card_id))


def drag_card_to(qtbot, window, card_id: str, scene_target: QPointF, steps: int = 8) -> None:
    """Press on a card, move in steps, release over a scene point (pytest-qt on the viewport)."""
    view = window.screen_widget.view
    vp = view.viewport()
    start = view_point(window, card_id)
    end = view.mapFromScene(scene_target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(vp, start + (end - start) * i / steps)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click_choice(qtbot, window, label_start: str) -> None:
    """Click the phase-bar button whose text starts with ``label_start``."""
    for button in window.phase_bar.buttons:
        if button.text().startswith(label_start):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    labels = [b.text() for b in window.phase_bar.buttons]
    raise AssertionError(f"no button {label_start!r} among {labels}")


def context_action(window, card_id: str, text_start: str):
    """The context-menu QAction of a card whose text starts with ``text_start``."""
    menu = window.screen_widget.build_context_menu(card_id)
    found = []
    for action in menu.actions():
        found.append(action.text())
        if action.text().startswith(text_start) and action.isEnabled():
            return action
        if action.menu() is not None:
            for sub in action.menu().actions():
                found.append(sub.text())
                if sub.text().startswith(text_start) and sub.isEnabled():
                    return sub
    raise AssertionError(f"no menu entry {text_start!r} among {found}")


def pass_until(qtbot, window, phase: str, limit: int = 20) -> None:
    """Click Pass / Skip (accepting each hand-off) until the game reaches ``phase``."""
    for _ in range(limit):
        state = window.controller.state
        if state.phase.value == phase:
            return
        window.screen_widget.accept_handoff()
        labels = [b.text() for b in window.phase_bar.buttons]
        choice = next((t for t in labels if t.startswith(("Pass", "Skip", "End"))), None)
        assert choice is not None, f"no pass-like button in {labels} at {state.phase}"
        click_choice(qtbot, window, choice)
    raise AssertionError(f"did not reach {phase}; at {window.controller.state.phase}")
