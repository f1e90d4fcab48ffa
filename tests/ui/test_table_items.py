"""Table details on the real window: zoom, sticky preview, tokens as child items, shared faces,
the duel arrow and focus pools."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent

from l5r_desktop.games.ccg.actions import Manual
from l5r_desktop.games.ccg.game import Game
from tests.ui.table_driver import view_point

POSITION = Path(__file__).resolve().parents[1] / "fixtures" / "positions" / \
    "attack_declare.json"


def _duel_position() -> dict:
    pos = json.loads(POSITION.read_text(encoding="utf-8"))
    pos["automation"] = "assisted"
    pos["phase"] = "action"
    pos["card_defs"].append({"title": "Quick Cut", "type": "strategy", "gold_cost": 0,
                             "focus": 2, "text": "A test strategy."})
    for player in pos["players"]:
        player["fate_deck"] = ["Quick Cut"] * 6
    return pos


def test_wheel_and_keys_zoom_the_view(qtbot, main_window) -> None:
    view = main_window.screen_widget.view
    fit = view.transform().m11()
    event = QWheelEvent(QPointF(200, 200), QPointF(view.mapToGlobal(QPoint(200, 200))),
                        QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    view.wheelEvent(event)
    assert view.transform().m11() > fit
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert abs(view.transform().m11() - fit) < 1e-6
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom > 1.0
    main_window.actions_by_name["zoom_reset"].trigger()
    assert view.zoom == 1.0


def test_hover_previews_and_click_pins(qtbot, main_window) -> None:
    state = main_window.controller.state
    actor = main_window.controller.acting_player()
    first, second = state.players[actor].hand[:2]
    scene = main_window.screen_widget.scene
    scene.item(first).hovered.emit(first)
    assert state.cards[first].definition.title in main_window.preview.text.text()
    vp = main_window.screen_widget.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=view_point(main_window, first))
    assert main_window.preview.pinned == first
    scene.item(second).hovered.emit(second)  # pinned: hovering another card changes nothing
    assert state.cards[first].definition.title in main_window.preview.text.text()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=view_point(main_window, first))
    assert main_window.preview.pinned is None


def test_hidden_cards_do_not_leak_in_the_preview(main_window) -> None:
    state = main_window.controller.state
    other = 1 - main_window.controller.acting_player()
    hidden = state.players[other].hand[0]
    main_window.screen_widget.scene.item(hidden).hovered.emit(hidden)
    text = main_window.preview.text.text()
    assert "Hidden card" in text
    assert state.cards[hidden].definition.title not in text


def test_tokens_are_child_items_that_move_and_turn_with_the_card(main_window) -> None:
    controller = main_window.controller
    state = controller.state
    player = controller.acting_player()
    card = next(c for c in state.players[player].home
                if state.cards[c].definition.type.value != "stronghold")
    assert controller.request(Manual(player, op="add_token", card=card, token="+1F", amount=2))
    item = main_window.screen_widget.scene.item(card)
    tokens = item.token_items()
    assert set(tokens) == {"+1F"} and tokens["+1F"].count == 2
    token = tokens["+1F"]
    assert token.parentItem() is item
    before = token.scenePos()
    item.setPos(item.pos() + QPointF(50, 0))
    assert token.scenePos().x() - before.x() == 50
    item.setRotation(90)
    assert token.sceneTransform().m11() == item.sceneTransform().m11()


def test_items_showing_one_card_share_one_face_pixmap(qtbot, main_window) -> None:
    faces = main_window.faces
    state = main_window.controller.state
    titles: dict[str, list[str]] = {}
    for card_id, card in state.cards.items():
        if main_window.screen_widget.scene.is_face_visible(card_id):
            titles.setdefault(card.definition.id, []).append(card_id)
    same = next(ids for ids in titles.values() if len(ids) > 1)
    faces.wait_idle(10000)
    qtbot.waitUntil(lambda: all(main_window.screen_widget.scene.item(c)._face is not None
                                for c in same), timeout=5000)
    keys = {main_window.screen_widget.scene.item(c)._face.cacheKey() for c in same}
    assert len(keys) == 1


def test_a_duel_shows_an_arrow_and_the_focus_pools(qtbot, main_window) -> None:
    game = Game.from_position(_duel_position())
    main_window.set_game(game)
    main_window.screen_widget.accept_handoff()
    state = game.state
    big = next(c for c in state.players[0].home if state.title(c) == "Big Samurai")
    small = next(c for c in state.players[1].home if state.title(c) == "Small Samurai")
    controller = main_window.controller
    assert controller.request(Manual(controller.acting_player(), op="challenge", card=big,
                                     target=small))
    main_window.screen_widget.accept_handoff()
    duel = controller.state.duel
    assert duel is not None
    scene = main_window.screen_widget.scene
    arrows = scene.arrows()
    assert len(arrows) == 1
    assert arrows[0].start == scene.item(duel.challenger).scenePos()
    assert arrows[0].end == scene.item(duel.challenged).scenePos()
    viewer = controller.acting_player()
    for p, player in enumerate(controller.state.players):
        assert len(player.focus_pool) == 3
        for card_id in player.focus_pool:
            assert scene.item(card_id).face_up is (p == viewer)


def test_zoom_never_upscales_card_faces(qtbot, main_window) -> None:
    """At the largest zoom a card face is drawn at most at the resolution it was rendered."""
    from l5r_desktop.ui import layout

    view = main_window.screen_widget.view
    for _ in range(40):
        view.zoom_in()
    device_scale = view.transform().m11() * view.devicePixelRatioF()
    assert device_scale <= layout.FACE_SCALE + 1e-6
    assert view.zoom > 1.5  # still a real zoom, not a no-op


def test_a_new_game_clears_the_preview(main_window) -> None:
    state = main_window.controller.state
    card = state.players[main_window.controller.acting_player()].hand[0]
    main_window.screen_widget._preview_card(card, pinned=True)
    assert main_window.preview.pinned == card
    assert main_window.start_demo_game(seed=9)
    assert main_window.preview.pinned is None
    assert main_window.preview.text.text() == ""
