"""A whole hot-seat game through the UI, from the first turn to a victory.

Each step picks one of the acting player's legal actions with a seeded random choice, then
performs it the way a player would: a phase-bar button for choices about no card, the card's
context-menu entry otherwise, and "I am ready" at every hand-off. Producing Gold is a payment
step, so purchases pay automatically.
"""

from __future__ import annotations

import random

from l5r_desktop.games.ccg.actions import Manual, Pass
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.newgame import demo_game
from tests.ui.table_driver import choose_exact


def _trigger(qtbot, window, action) -> None:
    state = window.controller.state
    label = action.label(state)
    if choose_exact(qtbot, window, label):
        return
    card = getattr(action, "card", "")
    menu = window.screen_widget.build_context_menu(card)
    for entry in menu.actions():
        if entry.text() == label:
            entry.trigger()
            return
    raise AssertionError(f"{label!r} is neither a phase-bar button nor in {card}'s menu")


def test_a_whole_game_through_the_ui_ends_in_a_victory(qtbot, main_window) -> None:
    rng = random.Random(4)
    game: Game = demo_game(main_window.library, ("Hana", "Jiro"), automation="enforced",
                           seed=21)
    main_window.set_game(game)
    controller = main_window.controller
    handoffs = 0
    for _ in range(3000):
        if main_window.screen_widget.covered:
            handoffs += 1
            main_window.screen_widget.accept_handoff()
        state = controller.state
        if state.game_over:
            break
        actions = [a for a in controller.legal_actions() if not isinstance(a, Manual)]
        # play with some purpose: attack and assign when offered, otherwise mostly buy
        preferred = [a for a in actions if type(a).__name__ in
                     ("DeclareAttack", "Assign", "ResolveBattle", "ChooseBattlefield")]
        buys = [a for a in actions if type(a).__name__ in ("Recruit", "Equip")]
        if preferred and rng.random() < 0.9:
            action = rng.choice(preferred)
        elif buys and rng.random() < 0.7:
            action = rng.choice(buys)
        else:
            action = next((a for a in actions if isinstance(a, Pass)), rng.choice(actions))
        before = len(controller.game.action_log)
        _trigger(qtbot, main_window, action)
        assert len(controller.game.action_log) == before + 1, \
            main_window.statusBar().currentMessage()
    state = controller.state
    assert state.game_over, f"no victory after {len(controller.game.action_log)} actions"
    assert state.winner in (0, 1)
    assert state.victory in ("honor", "dishonor", "military", "enlightenment")
    assert handoffs > 10
    winner = state.players[state.winner].name
    assert f"Game over: {winner} wins" in main_window.phase_bar.prompt.text()
    assert any(winner in line for line in main_window.log_widget.lines()[-5:])
    # the whole game replays from its log to the same final state
    assert Game.replay(controller.game.setup, controller.game.action_log).state.to_dict() == \
        state.to_dict()
