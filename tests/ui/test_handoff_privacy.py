"""D3 (issue 14): nothing of the last player's hidden cards is drawn while the hand-off cover is
up, nor after the next player takes the seat (preview pinned or hovered, tooltip, log)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from tests.ui.table_driver import click_choice, view_point


def _region(window, widget, size) -> QImage:
    """The window's pixels where ``widget`` draws a ``size`` picture centred in it."""
    image = window.grab().toImage()
    centre = widget.mapTo(window, widget.rect().center())
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(centre)
    return image.copy(rect).convertToFormat(QImage.Format.Format_RGB32)


def _same(a: QImage, b: QImage) -> bool:
    if a.size() != b.size():
        return False
    step = 7
    diffs = 0
    total = 0
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            total += 1
            if a.pixel(x, y) != b.pixel(x, y):
                diffs += 1
    return diffs < total * 0.1


def _texts(window) -> str:
    """Every visible label's text: the window's and any tooltip's."""
    labels = [w for w in QApplication.allWidgets() if isinstance(w, QLabel)]
    return "\n".join(label.text() for label in labels if label.isVisible())


def test_no_hidden_card_is_drawn_through_the_cover(main_window, qtbot) -> None:
    window = main_window
    screen = window.screen_widget
    state = window.controller.state
    actor = window.controller.acting_player()
    card_id = state.players[actor].hand[0]
    definition = state.cards[card_id].definition
    qtbot.waitUntil(lambda: window.faces.face(definition) is not None, timeout=5000)
    face = window.faces.face(definition)

    # the player pins the card (a real click) and hovers it: its face and text are shown
    viewport = screen.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, card_id))
    assert window.preview.pinned == card_id
    QToolTip.showText(viewport.mapToGlobal(view_point(window, card_id)), definition.title,
                      viewport)
    QApplication.processEvents()
    face_image = face.toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert _same(_region(window, window.preview.image, face.size()), face_image)  # control
    assert definition.title in _texts(window)

    # Pass (a real click on the phase bar; no keyboard focus needed under Xvfb): the seat
    # changes, the cover comes up
    labels = window.phase_bar.choice_texts()
    click_choice(qtbot, window, next(t for t in labels if t.startswith("Pass")))
    assert window.controller.acting_player() != actor
    assert screen.covered and screen.cover.isVisible()
    QApplication.processEvents()
    assert window.preview.shown is None and window.preview.pinned is None
    assert not _same(_region(window, window.preview.image, face.size()), face_image)
    assert definition.title not in _texts(window)
    assert not QToolTip.isVisible()
    # hovering or clicking a log line behind the cover shows nothing either
    screen._on_hover(card_id)
    screen._on_click(card_id)
    window.log_widget.cards_selected.emit([card_id])
    assert window.preview.shown is None
    assert not screen.scene.item(card_id).isSelected()

    # the next player takes the seat: still nothing of the last hand
    screen.accept_handoff()
    QApplication.processEvents()
    # (the pointer may rest on one of the new player's own cards: that one may show)
    assert window.preview.shown != card_id and window.preview.pinned is None
    assert not _same(_region(window, window.preview.image, face.size()), face_image)
    assert definition.title not in _texts(window)
