"""A whole LCG game on the real LCG window (ui/lcg_window.py), opened from the main window's
File menu: every decision through the action list and the Do button, the hand-off cover at
each seat change (no hand, no legal action, no own unrevealed dial behind it; the other
player's hand and unrevealed dial never shown), undo/redo by the buttons, a save in mid-game
reopened to the same fingerprint, and the log replayed to the same end."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from l5r_desktop.games.lcg.game import Game
from l5r_desktop.ui.lcg_window import action_label, open_lcg_save


def _check_hidden(window) -> None:
    state = window.game.state
    seated = window.viewer()
    other = 1 - seated
    for uid in state.players[other].hand:
        assert window.scene.card_item(uid) is None
    ps = state.players[other]
    if ps.dial and not ps.dial_revealed:
        assert window.scene.label(f"dial:{other}") == "Honor dial: set (hidden)"


def test_whole_lcg_game_on_the_window(qtbot, main_window, tmp_path) -> None:
    menu_action = main_window.actions_by_name["new_lcg_game"]
    assert menu_action.text().startswith("New &LCG game")
    window = main_window.new_lcg_game(seed=5)
    qtbot.waitExposed(window)
    setup = window.game.setup
    rnd = random.Random(5)
    handoffs = bids_hidden = 0
    saved_at = None
    steps = 0
    while window.game.winner is None:
        if window.covered:
            handoffs += 1
            assert window.legal_labels() == []
            state = window.game.state
            assert all(window.scene.card_item(u) is None for p in state.players for u in p.hand)
            assert not window.do_button.isEnabled() and not window.undo_button.isEnabled()
            qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
            assert not window.covered
        _check_hidden(window)
        state = window.game.state
        other = 1 - window.viewer()
        if state.players[other].dial and not state.players[other].dial_revealed:
            bids_hidden += 1
        labels = window.legal_labels()
        legal = window.game.legal_actions()
        assert labels == [action_label(a, state) for a in legal]
        window.actions_list.setCurrentRow(rnd.randrange(len(labels)))
        qtbot.mouseClick(window.do_button, Qt.MouseButton.LeftButton)
        steps += 1
        if steps == 40 and not window.covered:
            before = window.game.fingerprint()
            qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
            assert window.game.fingerprint() != before
            qtbot.mouseClick(window.redo_button, Qt.MouseButton.LeftButton)
            assert window.game.fingerprint() == before
        if steps == 120:
            saved_at = window.game.fingerprint()
            window.save_to(tmp_path / "mid.l5rsave")
        assert steps < 5000
    assert window.game.state.victory in {"honor", "dishonor", "stronghold"}
    assert handoffs > 10 and bids_hidden > 0
    assert window.status.text().startswith("Game over: ")
    assert window.log_list.count() > 0
    reopened = open_lcg_save(tmp_path / "mid.l5rsave")
    qtbot.addWidget(reopened)
    assert reopened.game.fingerprint() == saved_at
    replayed = Game.replay(setup, window.game.action_log)
    assert replayed.fingerprint() == window.game.fingerprint()
    window.close()


def test_file_open_puts_an_lcg_save_in_an_lcg_window(qtbot, main_window, tmp_path) -> None:
    from l5r_desktop.persistence.savefile import save_game
    from l5r_desktop.ui.lcg_window import LcgGameWindow, demo_lcg_game

    game = demo_lcg_game(8)
    rnd = random.Random(8)
    for _ in range(60):
        game.perform(rnd.choice(game.legal_actions()))
    path = tmp_path / "lcg.l5rsave"
    save_game(path, game)
    ccg_before = main_window.controller.game.fingerprint()
    told: list[str] = []
    main_window.saves.inform = lambda _parent, title, text: told.append(title)
    assert main_window.saves.open(path)
    opened = [w for w in main_window.saves.lcg_windows if isinstance(w, LcgGameWindow)]
    assert opened and opened[-1].game.fingerprint() == game.fingerprint()
    qtbot.addWidget(opened[-1])
    assert main_window.controller.game.fingerprint() == ccg_before
    assert main_window.saves.open_replay(path) is None
    assert told == ["Cannot replay the game"]
