"""Issue 22: card sprites on the real window. Once painted, a card is drawn by its pre-rendered
sprite (no Python paint per frame), looks the same as when it paints itself, renders again when
its look or the zoom changes, and leaves every click to the card."""

from __future__ import annotations

from PySide6.QtGui import QImage

from l5r_desktop.games.ccg.actions import Manual
from l5r_desktop.ui import layout


def _on_screen(window) -> list:
    view = window.screen_widget.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return [item for item in window.screen_widget.scene.card_items().values()
            if item.isVisible() and shown.contains(item.sceneBoundingRect())]


def _settle(qtbot, window) -> None:
    window.faces.wait_idle(10000)
    window.screen_widget.view.viewport().repaint()
    qtbot.waitUntil(lambda: all(item.sprite_shown() for item in _on_screen(window)),
                    timeout=5000)


def _view_image(window) -> QImage:
    return window.screen_widget.view.viewport().grab().toImage()


def test_cards_on_screen_draw_by_their_sprites_and_look_the_same(qtbot, main_window) -> None:
    _settle(qtbot, main_window)
    items = _on_screen(main_window)
    assert len(items) > 20
    sprites = _view_image(main_window)
    for item in items:
        item._paint_itself()  # paint() in Python again, from the same rendered look
    assert not any(item.sprite_shown() for item in items)
    main_window.screen_widget.view.viewport().repaint()
    painted = _view_image(main_window)
    assert painted == sprites
    qtbot.waitUntil(lambda: all(item.sprite_shown() for item in items), timeout=5000)


def test_a_new_token_renders_the_card_again(qtbot, main_window) -> None:
    _settle(qtbot, main_window)
    controller = main_window.controller
    state = controller.state
    player = controller.acting_player()
    card = next(c for c in state.players[player].home
                if state.cards[c].definition.type.value != "stronghold")
    item = main_window.screen_widget.scene.item(card)
    before = item._sprite.pixmap().cacheKey()
    assert controller.request(Manual(player, op="add_token", card=card, token="+1F", amount=2))
    main_window.screen_widget.accept_handoff()
    assert not item.sprite_shown()  # the old look is never drawn again
    _settle(qtbot, main_window)
    assert item.sprite_shown() and item._sprite.pixmap().cacheKey() != before


def test_zooming_renders_the_sprites_at_the_new_scale(qtbot, main_window) -> None:
    view = main_window.screen_widget.view
    _settle(qtbot, main_window)
    for _ in range(3):
        view.zoom_in()
    _settle(qtbot, main_window)
    scale = view.transform().m11() * view.devicePixelRatioF()
    items = [item for item in _on_screen(main_window) if not item.token_items()
             and not item.highlighted and not item.legal_target]
    assert items
    for item in items:
        # whole device pixels of the item's rect: within a pixel of the card's width (the
        # rect's rounding differs by a pixel between window sizes, e.g. offscreen and xcb)
        # (the sprite as rendered: a bowed card shows it turned, ui/card_sprite.turned)
        assert abs(item._sprite_pixmap.width() - layout.CARD_W * scale) <= 1
