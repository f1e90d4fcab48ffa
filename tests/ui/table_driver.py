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
    """Choose the phase-bar choice whose whole label starts with ``label_start``: a real click
    on its button, or its entry of the bar's More menu."""
    if choose_exact(qtbot, window, label_start, prefix=True):
        return
    labels = window.phase_bar.choice_texts()
    raise AssertionError(f"no choice {label_start!r} among {labels}")


def choose_exact(qtbot, window, label: str, *, prefix: bool = False) -> bool:
    """Choose the phase-bar choice named ``label`` (or starting with it); False if none."""
    bar = window.phase_bar

    def matches(text: str) -> bool:
        return text.startswith(label) if prefix else text == label

    for button in bar.buttons:
        if matches(button.property("choice_label")):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return True
    for action in bar.more_actions():
        if matches(action.text()):
            action.trigger()
            return True
    return False


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
        labels = window.phase_bar.choice_texts()
        choice = next((t for t in labels if t.startswith(("Pass", "Skip", "End"))), None)
        assert choice is not None, f"no pass-like button in {labels} at {state.phase}"
        click_choice(qtbot, window, choice)
    raise AssertionError(f"did not reach {phase}; at {window.controller.state.phase}")
