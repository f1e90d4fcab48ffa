"""Simultaneous Dishonor on the real window (issue 15 rule fix): the phase bar says the active
player chooses who loses first and offers one button per losing player; a real click ends the
game for the chosen order [CE comprehensive rules › PLAYERS WINNING AND LOSING]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.ids import Step
from tests.engine.scenario import find
from tests.engine.test_ce_rule_fixes import feud_game
from tests.ui.table_driver import click_choice


def test_phase_bar_asks_who_loses_first_and_a_click_decides(qtbot, main_window):
    game, feud = feud_game()
    game.perform(UseAbility(0, card=feud))
    assert game.state.step is Step.LOSS_ORDER
    main_window.set_game(game)
    main_window.screen_widget.accept_handoff()
    bar = main_window.phase_bar
    assert bar.prompt.text() == ("Everyone left loses through Dishonor: Alice chooses who "
                                 "loses first")
    assert sorted(bar.choice_texts()) == ["Alice loses first", "Bob loses first"]
    click_choice(qtbot, main_window, "Bob loses first")
    state = main_window.controller.state
    assert state.game_over and state.winner == 0 and state.victory == "dishonor"
    assert bar.prompt.text() == "Game over: Alice wins (dishonor)"
    assert find(state, "Bitter Feud") in state.players[0].fate_discard
