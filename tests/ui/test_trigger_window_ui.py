"""A Reaction window on the real table: after a unit with a Reaction is dragged to a
battlefield, the phase bar names the window and lists the response beside Pass; clicking the
response resolves it, and passing closes the window."""

from __future__ import annotations

import os

import pytest

from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import attack_game, pid
from tests.engine_battle.test_trigger_windows import TRIGGER_DEFS
from tests.ui.table_driver import click_choice, drag_card_to


def _window_game(main_window):
    game = attack_game(player(name="Alice", home=["Vanguard", "Plain"]),
                       player("Lion Keep", name="Bob"), defs=TRIGGER_DEFS)
    main_window.set_game(game)
    main_window.screen_widget.accept_handoff()
    return game


def _labels(window) -> list[str]:
    return window.phase_bar.choice_texts()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_phase_bar_asks_for_the_reaction_and_resolves_it(qtbot, main_window, tmp_path,
                                                              size) -> None:
    window = main_window
    window.resize(*size)
    _window_game(window)
    click_choice(qtbot, window, "Attack")
    window.screen_widget.accept_handoff()
    state = window.controller.state
    van = pid(window.controller.game, "Vanguard", 0)
    target = window.screen_widget.scene.zone("battlefield:0").rect().center()
    drag_card_to(qtbot, window, van, target)
    state = window.controller.state
    assert len(state.windows) == 1
    assert _labels(window) == ["Pass (no Reaction)", "Use Vanguard: Eager"]
    prompt = window.phase_bar.prompt.text()
    assert prompt == "Reaction window (Vanguard assigned): Alice responds or passes"
    qtbot.wait(50)
    for button in window.phase_bar.buttons:  # every choice is on screen, not pushed out
        right = button.mapTo(window, button.rect().topRight()).x()
        assert button.isVisible() and 0 < right <= window.width()
    if os.environ.get("L5R_SCREENSHOTS"):
        window.grab().save(str(tmp_path / f"reaction_window_{size[0]}.png"))
    click_choice(qtbot, window, "Use Vanguard")
    window.screen_widget.accept_handoff()
    state = window.controller.state
    assert stats.force(state, van) == 3
    assert _labels(window) == ["Pass (no Reaction)"]  # Bob has no response
    assert "Bob responds or passes" in window.phase_bar.prompt.text()
    click_choice(qtbot, window, "Pass (no Reaction)")
    window.screen_widget.accept_handoff()
    click_choice(qtbot, window, "Pass (no Reaction)")
    window.screen_widget.accept_handoff()
    state = window.controller.state
    assert state.windows == []
    assert _labels(window)[0] == "Done assigning"  # back in the maneuvers
    window.controller.undo()
    assert len(window.controller.state.windows) == 1  # undo steps back into the window
    assert _labels(window) == ["Pass (no Reaction)"]
