"""Attacks on the real table: drag units to battlefields, illegal drops snap back, battle
resolution shows the Forces and destroys a province (position + mouse, engine state checked)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.ui.table_driver import click_choice, drag_card_to, view_point

POSITION = Path(__file__).resolve().parents[1] / "fixtures" / "positions" / \
    "attack_declare.json"


@pytest.fixture
def attack_window(main_window):
    game = Game.from_position(json.loads(POSITION.read_text(encoding="utf-8")))
    main_window.set_game(game)
    main_window.screen_widget.accept_handoff()
    return main_window


def _card(state, player: int, title: str) -> str:
    return next(c for c in state.players[player].home if state.title(c) == title)


def _declare(qtbot, window) -> None:
    click_choice(qtbot, window, "Attack Defender")
    window.screen_widget.accept_handoff()
    state = window.controller.state
    assert state.attack is not None and len(state.attack.battlefields) == 4


def test_dragging_a_unit_to_a_battlefield_assigns_it(qtbot, attack_window) -> None:
    window = attack_window
    _declare(qtbot, window)
    scene = window.screen_widget.scene
    big = _card(window.controller.state, 0, "Big Samurai")
    assert scene.item(big).draggable
    target = scene.zone("battlefield:1").rect().center()
    view = window.screen_widget.view
    vp = view.viewport()
    start = view_point(window, big)
    end = view.mapFromScene(target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 9):
        qtbot.mouseMove(vp, start + (end - start) * i / 8)
    # while dragging, the engine's legal battlefields are highlighted
    legal = {k for k, z in scene.zones().items() if z.legal}
    assert legal == {f"battlefield:{i}" for i in range(4)}
    assert scene.zone("battlefield:1").hot
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    state = window.controller.state
    assert state.cards[big].zone is Zone.BATTLEFIELD
    assert state.attack.battlefields[1].attacking == [big]
    assert not any(z.legal for z in scene.zones().values())
    item_pos = scene.item(big).scenePos()
    assert scene.zone("battlefield:1").rect().contains(item_pos)
    assert any("Big Samurai" in line and "battlefield 2" in line
               for line in window.log_widget.lines())


def test_an_illegal_drop_snaps_back_with_the_reason(qtbot, attack_window) -> None:
    window = attack_window
    scene = window.screen_widget.scene
    state = window.controller.state
    big = _card(state, 0, "Big Samurai")
    home_pos = scene.item(big).scenePos()
    # before the attack is declared no unit may move: the item is not even draggable
    assert not scene.item(big).draggable
    _declare(qtbot, window)
    home_pos = scene.item(big).scenePos()
    nowhere = QPointF(home_pos.x() + 40, home_pos.y() + 400)  # the hand row, not a battlefield
    drag_card_to(qtbot, window, big, nowhere)
    state = window.controller.state
    assert state.cards[big].zone is Zone.HOME
    assert scene.item(big).scenePos() == home_pos
    assert "not dropped on a battlefield" in window.statusBar().currentMessage()
    assert not window.actions_by_name["undo"].text().startswith("Undo Assign")


def test_a_scripted_attack_through_the_ui_destroys_a_province(qtbot, attack_window) -> None:
    window = attack_window
    controller = window.controller
    _declare(qtbot, window)
    scene = window.screen_widget.scene
    big = _card(controller.state, 0, "Big Samurai")
    drag_card_to(qtbot, window, big, scene.zone("battlefield:0").rect().center())
    assert controller.state.attack.battlefields[0].attacking == [big]
    banner = scene.banner("battlefield:0")
    assert banner is not None and banner.text == "Att 9 · Def 0+3"
    click_choice(qtbot, window, "Done assigning")  # attacker ends maneuvers
    for _ in range(6):  # defender's maneuvers and the combat action round: everyone passes
        window.screen_widget.accept_handoff()
        if controller.state.step.value == "resolution":
            break
        labels = window.phase_bar.choice_texts()
        click_choice(qtbot, window, next(t for t in labels if t.startswith(("Done", "Pass"))))
    window.screen_widget.accept_handoff()
    state = controller.state
    assert state.step.value == "resolution"
    province = state.players[1].provinces[0]
    banner = scene.banner("battlefield:0")
    assert banner.emphasis
    assert banner.text == "Att 9 · Def 0+3\nAttacker wins\nProvince falls"  # before cards leave
    assert state.cards[province].zone is Zone.PROVINCE  # nothing has left the table yet
    click_choice(qtbot, window, "Resolve the battle")
    state = controller.state
    assert len(state.players[1].provinces) == 3
    assert province in state.players[1].dynasty_discard
    assert state.cards[big].zone is Zone.HOME and state.cards[big].bowed
    assert scene.zone("province:1:3") is None  # provinces pushed together
    assert any("destroy" in line.lower() and "province" in line.lower()
               for line in window.log_widget.lines())
