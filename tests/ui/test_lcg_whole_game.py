"""A whole LCG game on the real main window from setup to a victory, every decision by a gesture
(issue 20, "Done when"): clicks on cards and rings and their menus, drags into the conflict
area, phase-bar buttons (trigger windows included) and the honor dial; at every hand-off the
cover hides every hand, choice and the dial, and the other player's hand and unrevealed bid
are never shown; then the game is saved, replayed from its log in the replay window and by the
engine, both to the same end.

The decks are the engine tests' trigger decks (our own test cards with reactions, a cancel
interrupt and a duel), so reaction windows and duel bids come up; the choices are random
(seeded) among the legal actions."""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import Qt

from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.labels import lcg_label
from tests.lcg.scenario import setup as trigger_decks
from tests.ui.lcg_driver import panel_label, perform_by_gesture, scene_of

MAX_DECISIONS = 1500


def _check_covered(window) -> None:
    """Behind the cover: no hand face, no choice, no dial, no preview."""
    screen = window.screen_widget
    state = window.controller.state
    assert screen.cover.isVisible()
    assert not any(scene_of(window).item(u) for p in state.players for u in p.hand)
    assert window.phase_bar.choice_texts() == []
    assert not screen.adapter.dial.isVisible()
    assert screen.adapter.gestures.legal() == []


def _check_seated(window) -> None:
    """The seated player sees his hand, never the other's, nor the other's unrevealed bid."""
    state = window.controller.state
    seated = window.controller.acting_player()
    other = 1 - seated
    scene = scene_of(window)
    assert all(scene.item(u) is not None for u in state.players[seated].hand)
    assert all(scene.item(u) is None for u in state.players[other].hand)
    theirs = state.players[other]
    if theirs.dial and not theirs.dial_revealed:
        assert panel_label(scene, f"dial:{other}") == "Honor dial: set (hidden)"


def _play_by_gestures(qtbot, window, seed: int) -> dict:
    """Play the game on the table to its end, every decision by its gesture, checking the
    hidden information at each hand-off; returns what was counted."""
    controller = window.controller
    screen = window.screen_widget
    rnd = random.Random(seed)
    gestures: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    seen = Counter()
    for _ in range(MAX_DECISIONS):
        if controller.game.winner is not None:
            break
        if screen.covered:
            seen["handoffs"] += 1
            _check_covered(window)
            qtbot.mouseClick(screen.cover.button, Qt.MouseButton.LeftButton)
            assert not screen.covered
        _check_seated(window)
        state = controller.state
        other = 1 - controller.acting_player()
        if state.players[other].dial and not state.players[other].dial_revealed:
            seen["hidden_bids"] += 1
        seen["windows"] += state.step == "trigger_window"
        seen["duel_bids"] += state.step == "bid" and state.pending.get("bid") == "duel"
        action = rnd.choice(controller.legal_actions())
        label = lcg_label(action, state)
        before = state.clone()
        n = len(controller.game.action_log)
        gestures[perform_by_gesture(qtbot, window, action)] += 1
        assert len(controller.game.action_log) == n + 1, f"{label} was not performed"
        done = controller.game.action_log[-1]
        # the action chosen, or one the player cannot tell from it (a copy of the same card)
        assert done == action or lcg_label(done, before) == label, (label, action, done)
        kinds[action.kind] += 1
    assert controller.game.winner is not None, "no victory"
    return {"gestures": gestures, "kinds": kinds, **seen}


def test_a_whole_lcg_game_by_gestures_then_replayed(qtbot, main_window, tmp_path) -> None:
    main_window.resize(1366, 768)
    setup = trigger_decks(25, triggers=True)
    main_window.set_game(Game.new(setup))
    controller = main_window.controller
    seen = _play_by_gestures(qtbot, main_window, 25)
    gestures, kinds = seen["gestures"], seen["kinds"]
    handoffs, hidden_bids = seen["handoffs"], seen["hidden_bids"]
    windows, duel_bids = seen["windows"], seen["duel_bids"]
    game = controller.game
    assert game.winner is not None, "no victory"
    assert game.state.victory in {"honor", "dishonor", "stronghold"}
    assert main_window.phase_bar.prompt.text().startswith("Game over: ")
    assert handoffs > 20 and hidden_bids > 0 and windows > 0 and duel_bids > 0
    assert set(gestures) == {"dial", "phase bar", "ring and province", "drag", "click",
                             "card menu", "mulligan", "drag onto"}
    assert {"play_character", "declare_conflict", "choose_participant", "bid",
            "use_ability"} <= set(kinds)
    # the log replays to the same end: by the engine, and in the replay window
    replayed = Game.replay(setup, game.action_log)
    assert replayed.fingerprint() == game.fingerprint()
    path = tmp_path / "whole.l5rsave"
    assert main_window.saves.save_to(path)
    window = main_window.saves.open_replay(path)
    assert window is not None
    qtbot.addWidget(window)
    window.buttons["end"].click()
    assert window.timeline.index == len(game.action_log)
    assert window.current_state().to_dict() == game.state.to_dict()
    window.close()


def test_a_whole_demo_game_from_file_new_game(qtbot, main_window) -> None:
    """File › New game with the LCG and its demo decks, at 1920x1080, played to a victory by
    gestures; the log replays to the same end."""
    main_window.resize(1920, 1080)
    dialog = main_window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("lcg"))
    dialog.name_edits[0].setText("Hana")
    dialog.name_edits[1].setText("Ren")
    dialog.seed_box.setValue(31)
    assert main_window.start_from_dialog(dialog)
    main_window.screen_widget.accept_handoff()
    seen = _play_by_gestures(qtbot, main_window, 31)
    assert seen["handoffs"] > 20 and seen["hidden_bids"] > 0
    game = main_window.controller.game
    winner = ("Hana", "Ren")[game.winner]
    assert main_window.phase_bar.prompt.text().startswith(f"Game over: {winner} wins")
    assert main_window.log_widget.lines()[-1].startswith(winner)
    assert Game.replay(game.setup, game.action_log).fingerprint() == game.fingerprint()
