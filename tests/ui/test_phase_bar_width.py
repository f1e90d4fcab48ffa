"""D4 (issue 14): the phase bar never pushes the window past the screen's edge. Through a whole
attack with four battlefields at 1366x768 the window keeps its width, every choice button is on
screen, and choices beyond the bar's room are in its More menu."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from l5r_desktop.games.ccg.actions import Assign
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.ui.widgets.phase_bar import MAX_BUTTONS, PhaseBar
from tests.ui.table_driver import click_choice

POSITION = Path(__file__).resolve().parents[1] / "fixtures" / "positions" / \
    "attack_declare.json"


def _on_screen(window) -> None:
    bar = window.phase_bar
    widgets = [*bar.buttons, *([bar.more] if bar.more else [])]
    for widget in widgets:
        right = widget.mapTo(window, widget.rect().topRight()).x()
        assert widget.isVisible() and 0 < right <= window.width(), widget.text()


def _assign_once(window) -> bool:
    """Send the attacker's unassigned units to battlefields 1 and 2 (as a drag would)."""
    controller = window.controller
    state = controller.state
    if state.step.value != "maneuvers" or state.attack is None:
        return False
    used = {b for b, f in enumerate(state.attack.battlefields) if f.attacking}
    for action in controller.game.legal_actions():
        if isinstance(action, Assign) and action.battlefield not in used and \
                action.battlefield < 2 and action.player == state.attack.attacker:
            controller.request(action)
            return True
    return False


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_whole_attack_keeps_the_window_width(qtbot, main_window, tmp_path, size) -> None:
    window = main_window
    window.resize(*size)
    game = Game.from_position(json.loads(POSITION.read_text(encoding="utf-8")))
    window.set_game(game)
    window.screen_widget.accept_handoff()
    QApplication.processEvents()
    width = window.width()
    assert width == size[0]
    click_choice(qtbot, window, "Attack Defender")
    seen_many = False
    for _ in range(60):
        window.screen_widget.accept_handoff()
        QApplication.processEvents()
        assert window.width() == width
        _on_screen(window)
        state = window.controller.state
        if state.phase.value != "attack":
            break
        labels = window.phase_bar.choice_texts()
        fights = [t for t in labels if t.startswith("Fight the battle")]
        if len(fights) >= MAX_BUTTONS:
            seen_many = True
            shown = [b.property("choice_label") for b in window.phase_bar.buttons]
            menu = [a.text() for a in window.phase_bar.more_actions()]
            assert shown + menu == labels  # every choice reachable, in order
            # battlefields without units get no button: they wait in the More menu
            empty = [t for t in fights if t.endswith("no units there")]
            assert empty and set(empty) <= set(menu)
            assert not any(t.endswith("no units there") for t in shown)
            assert len(shown) == len(fights) - len(empty) <= MAX_BUTTONS - 1
            if os.environ.get("L5R_SCREENSHOTS"):
                window.grab().save(str(tmp_path / f"four_battles_{size[0]}.png"))
        if _assign_once(window):
            continue
        # the first pass-like or fight choice moves the attack on
        choice = next(t for t in labels if t.startswith(("Done", "Pass", "Fight", "Resolve",
                                                          "End", "Skip")))
        click_choice(qtbot, window, choice)
    assert seen_many, "the attack never offered four battles"
    assert window.width() == width


def test_long_labels_are_elided_with_the_whole_label_as_tooltip(qtbot) -> None:
    bar = PhaseBar()
    qtbot.addWidget(bar)
    long = "Use Someone With A Very Long Name Indeed: an ability whose label goes on and on"
    bar.set_choices(["Pass", long])
    assert bar.buttons[1].property("choice_label") == long
    assert bar.buttons[1].text() != long and bar.buttons[1].toolTip() == long
    assert bar.minimumSizeHint().width() < 700
    picked = []
    bar.choice_made.connect(picked.append)
    bar.set_choices([f"Choice {i}" for i in range(6)])
    assert len(bar.buttons) == MAX_BUTTONS - 1
    bar.more_actions()[-1].trigger()
    assert picked == [5]
    # minor choices are in the menu even when there is room for buttons
    bar.set_choices(["Fight at 1", "Fight at 2", "Fight at 3, no units there"], minor=1)
    assert [b.property("choice_label") for b in bar.buttons] == ["Fight at 1", "Fight at 2"]
    assert [a.text() for a in bar.more_actions()] == ["Fight at 3, no units there"]
    bar.more_actions()[0].trigger()
    assert picked == [5, 2]
