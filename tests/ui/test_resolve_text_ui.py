"""Text the engine cannot run is resolved by hand on the real window: the phase bar says whose
toolkit window it is and offers "Done resolving" (before, only the card's context menu did, and
the bar showed no button at all), and a real click closes the window [S1 › ACTIONS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.ids import Step
from tests.engine.scenario import find, game_at, player
from tests.ui.table_driver import click_choice


def test_phase_bar_offers_done_while_a_text_is_resolved_by_hand(qtbot, main_window):
    game = game_at(player(hand=["Mystery"], home=["Crane Samurai"]),
                   player("Lion Keep", home=["Lion Samurai"]))
    game.perform(UseAbility(0, card=find(game.state, "Mystery")))
    assert game.state.step is Step.RESOLVE_TEXT
    main_window.set_game(game)
    main_window.screen_widget.accept_handoff()
    bar = main_window.phase_bar
    name = game.state.players[0].name
    assert bar.prompt.text() == (f"{name} resolves Mystery by hand (right-click a card for its "
                                 "effects), then Done")
    assert bar.choice_texts() == ["Done resolving Mystery"]
    click_choice(qtbot, main_window, "Done resolving Mystery")
    state = main_window.controller.state
    assert state.step is Step.ACTION_ROUND and not state.pending and state.priority == 1
