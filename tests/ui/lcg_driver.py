"""Helpers that play the LCG on the real main window the way a user does: mouse clicks and
drags on the table's viewport, the menus a gesture opens, the phase bar and the honor dial."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt


def scene_of(window):
    return window.screen_widget.scene


def gestures_of(window):
    return window.screen_widget.adapter.gestures


def key_point(window, key: str) -> QPoint:
    """Viewport point on a card (``card:<uid>``, near its top-left corner so a card stacked
    on it does not take the click) or a ring (``ring:<element>``, its centre)."""
    scene = scene_of(window)
    kind, _, name = key.partition(":")
    if kind == "card":
        item = scene.item(name)
        assert item is not None, f"nothing drawn for {key}"
        point = item.sceneBoundingRect().topLeft() + QPointF(7, 7)
    else:
        point = zone_rect(window, key).center()
    return window.screen_widget.view.mapFromScene(point)


def zone_rect(window, key: str) -> QRectF:
    """The scene rectangle of a zone of the model drawn (``conflict``, ``ring:air`` ...)."""
    region = scene_of(window).zone_region(key)
    assert region is not None, f"no zone {key}"
    return QRectF(region.x, region.y, region.w, region.h)


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
    end = view.mapFromScene(zone_rect(window, zone).center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(viewport, start + (end - start) * i / steps)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def drag_onto(qtbot, window, uid: str, target: str, steps: int = 6) -> None:
    """Press on a card, move in steps and release over another card."""
    viewport = window.screen_widget.view.viewport()
    start = key_point(window, f"card:{uid}")
    item = scene_of(window).item(target)
    assert item is not None, f"nothing drawn for card:{target}"
    end = window.screen_widget.view.mapFromScene(item.sceneBoundingRect().center())
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


def _card_of(action) -> str:
    """The card a gesture starts from: the action's card, else its province."""
    return getattr(action, "card", "") or getattr(action, "province", "")


def perform_by_gesture(qtbot, window, action) -> str:
    """Do a legal ``action`` the way a player does: the dial for a bid, the phase bar for
    what it offers, a ring and a province for a declaration, a drag for an attacker or
    defender, else a click on the card (and its menu entry). Returns the gesture used; the
    caller checks what was performed."""
    from l5r_desktop.games.lcg.labels import lcg_label
    from tests.ui.table_driver import choose_exact

    screen = window.screen_widget
    state = window.controller.state
    label = lcg_label(action, state)
    if action.kind == "bid":
        dial = screen.adapter.dial
        assert dial.isVisible(), "no dial to bid with"
        dial.turn_to(action.value)
        qtbot.mouseClick(dial.set_button, Qt.MouseButton.LeftButton)
        return "dial"
    if action.kind == "mulligan":
        for uid in action.cards:
            click(qtbot, window, f"card:{uid}")
        assert choose_exact(qtbot, window, label), window.phase_bar.choice_texts()
        return "mulligan"
    if label in window.phase_bar.choice_texts():
        assert choose_exact(qtbot, window, label)
        return "phase bar"
    if action.kind == "declare_conflict":
        gestures = gestures_of(window)
        click(qtbot, window, f"ring:{action.ring}")
        before = gestures.menu
        click(qtbot, window, f"card:{gestures._province_card(action.province)}")
        if gestures.menu is not before and window.controller.state is state:
            menu_choose(window, label)
        return "ring and province"
    if action.kind == "choose_participant":
        drag_to(qtbot, window, action.card, "conflict")
        return "drag"
    if action.kind == "play_attachment":
        drag_onto(qtbot, window, action.card, action.target)
        return "drag onto"
    gestures = gestures_of(window)
    before = gestures.menu
    click(qtbot, window, f"card:{_card_of(action)}")
    if gestures.menu is not before:
        _choose_exact_entry(window, label)
        return "card menu"
    return "click"


def _choose_exact_entry(window, label: str) -> None:
    menu = gestures_of(window).menu
    for entry in menu.actions():
        if entry.isEnabled() and entry.text() == label:
            entry.trigger()
            menu.close()
            return
    raise AssertionError(f"no menu entry {label!r} among {menu_texts(window)}")


def lit_keys(window) -> set[str]:
    """What the table lights up now: ``card:<uid>`` for each highlighted card, the key of
    each highlighted zone (``conflict``, ``ring:air`` ...)."""
    scene = scene_of(window)
    return {f"card:{u}" for u in scene.highlighted_cards()} | scene.lit_zones()


def panel_label(window_or_scene, key: str) -> str | None:
    """The text of a label of the LCG's panels (``honor:0``, ``dial:1``, ``ringfate:air``
    ...) on a window's table or on a scene."""
    scene = getattr(window_or_scene, "screen_widget", None)
    scene = scene.scene if scene is not None else window_or_scene
    from l5r_desktop.ui.lcg.panels import LcgPanels

    panels = [p for p in scene.panels() if isinstance(p, LcgPanels)]
    assert len(panels) == 1, "the LCG's panels are not on this scene"
    return panels[0].label(key)


def is_lcg_table(scene) -> bool:
    """Whether ``scene`` is the shared table scene with the LCG's panels on it."""
    from l5r_desktop.ui.lcg.panels import LcgPanels
    from l5r_desktop.ui.table_scene import TableScene

    return isinstance(scene, TableScene) and any(isinstance(p, LcgPanels)
                                                 for p in scene.panels())


def advance_randomly(window, until, seed: int = 1, limit: int = 800) -> None:
    """Random legal actions (the controller's, no gesture) until ``until(state, legal)``."""
    controller = window.controller
    rnd = random.Random(seed)
    for _ in range(limit):
        window.screen_widget.accept_handoff()
        legal = controller.legal_actions()
        if until(controller.state, legal):
            return
        controller.request(rnd.choice(legal))
    raise AssertionError("the state asked for was not reached")
