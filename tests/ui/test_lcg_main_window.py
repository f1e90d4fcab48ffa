"""The LCG in the main window (issue 20): File › New game chooses the game, decks (demo, a deck
saved in the data folder, any deck file), names, automation and seed, remembered for next time;
the game is played on the same table, phase bar, log, undo/redo, saves and hand-off cover as
the CCG (through the LCG table adapter)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QMessageBox

from l5r_desktop.carddb.lcg_decks import write_json
from l5r_desktop.carddb.lcg_demo import lcg_demo_decks
from l5r_desktop.newgame_lcg import LcgDeckChoice
from l5r_desktop.ui.table_scene import TableScene
from tests.ui.lcg_driver import is_lcg_table


def _lcg_dialog(qtbot, window):
    dialog = window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("lcg"))
    return dialog


def _labels(box) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def test_new_game_chooses_the_lcg_with_a_saved_deck_and_remembers(qtbot, main_window) -> None:
    decks_dir = main_window.paths.decks_dir
    decks_dir.mkdir(parents=True, exist_ok=True)
    tide = lcg_demo_decks()[1]
    (decks_dir / "My Tide.json").write_text(write_json(tide), encoding="utf-8")
    dialog = _lcg_dialog(qtbot, main_window)
    labels = _labels(dialog.deck_boxes[0])
    assert "My Tide.json" in labels and [t for t in labels if t.startswith("Demo: ")] == [
        f"Demo: {d.name}" for d in lcg_demo_decks()]
    assert not dialog.profile_box.isEnabled()  # one rules text for the LCG
    manual = dialog.automation_box.model().item(dialog.automation_box.findData("manual"))
    assert not manual.isEnabled()  # no free table for the LCG: assisted or enforced
    dialog.name_edits[0].setText("Kaede")
    dialog.name_edits[1].setText("Toshiro")
    dialog.deck_boxes[1].setCurrentIndex(labels.index("My Tide.json"))
    dialog.automation_box.setCurrentIndex(dialog.automation_box.findData("enforced"))
    dialog.seed_box.setValue(4321)
    assert main_window.start_from_dialog(dialog)
    game = main_window.controller.game
    assert game.game_id == "lcg" and game.setup.seed == 4321
    assert [p.name for p in game.setup.players] == ["Kaede", "Toshiro"]
    assert game.setup.options["automation"] == "enforced"
    assert sorted(d.id for d in game.setup.players[1].conflict) == sorted(
        card.id for card, n in tide.cards.values() if card.side == "conflict" for _ in range(n))
    screen = main_window.screen_widget
    assert is_lcg_table(screen.scene) and screen.view.scene() is screen.scene
    assert main_window.phase_bar.status.text().startswith("Round 1 · Setup phase")
    settings = main_window.settings
    assert settings.game == "lcg" and settings.player_names == ["Kaede", "Toshiro"]
    assert settings.last_decks == [f"Demo: {lcg_demo_decks()[0].name}", "My Tide.json"]
    # the next New game starts from the same choices
    again = main_window.make_new_game_dialog()
    qtbot.addWidget(again)
    assert again.game() == "lcg" and again.automation() == "enforced"
    assert again.deck_boxes[1].currentText() == "My Tide.json"
    first_hand = game.state.players[0].hand
    again.seed_box.setValue(4321)
    assert main_window.start_from_dialog(again)
    assert main_window.controller.game is not game
    assert main_window.controller.game.state.players[0].hand == first_hand
    # back to the CCG: the CCG table comes back
    ccg = main_window.make_new_game_dialog()
    qtbot.addWidget(ccg)
    ccg.game_box.setCurrentIndex(ccg.game_box.findData("ccg"))
    assert ccg.profile_box.isEnabled()
    assert ccg.automation_box.model().item(ccg.automation_box.findData("manual")).isEnabled()
    assert main_window.start_from_dialog(ccg)
    assert main_window.controller.game_id == "ccg" and isinstance(screen.scene, TableScene)
    assert main_window.settings.game == "ccg"


def test_an_lcg_deck_file_with_unknown_cards_is_explained_and_changes_nothing(
        qtbot, main_window, monkeypatch, tmp_path) -> None:
    bad = tmp_path / "strange.txt"
    bad.write_text("Stronghold\n1x No Such Keep\nDynasty\n3x Nobody Here\n", encoding="utf-8")
    before = main_window.controller.game
    dialog = _lcg_dialog(qtbot, main_window)
    dialog.add_deck_file(dialog.deck_boxes[0], str(bad))
    assert dialog.deck_choices()[0] == LcgDeckChoice(path=str(bad))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    assert not main_window.start_from_dialog(dialog)
    assert len(shown) == 1 and shown[0].startswith("strange.txt: the library does not know")
    assert "No Such Keep" in shown[0]
    assert main_window.controller.game is before
    assert main_window.settings.game == "ccg"


def test_an_lcg_game_on_the_main_window_table(qtbot, main_window, tmp_path) -> None:
    """Hand-off cover, phase bar, log, undo/redo by the Edit menu, Game › Pass, save and
    File › Open of an LCG game, all on the main window."""
    assert main_window.start_lcg_demo_game(seed=11)
    screen = main_window.screen_widget
    controller = main_window.controller
    rnd = random.Random(11)
    handoffs = 0
    for step in range(150):
        if screen.covered:
            handoffs += 1
            state = controller.state
            assert main_window.phase_bar.choice_texts() == []
            assert not any(screen.scene.item(u) for p in state.players for u in p.hand)
            screen.accept_handoff()
        viewer = controller.acting_player()
        state = controller.state
        for uid in state.players[1 - viewer].hand:  # the other hand: never a face
            assert screen.scene.item(uid) is None
        for uid in state.players[viewer].hand:
            assert screen.scene.item(uid) is not None
        if step == 60:
            undo = main_window.actions_by_name["undo"]
            assert undo.isEnabled()
            before = controller.game.fingerprint()
            n = len(controller.game.action_log)
            undo.trigger()
            assert len(controller.game.action_log) == n - 1
            main_window.actions_by_name["redo"].trigger()
            assert controller.game.fingerprint() == before
            if screen.covered:
                screen.accept_handoff()
        legal = controller.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        if passes and step % 7 == 0:
            main_window.actions_by_name["pass"].trigger()  # Game › Pass
        else:
            controller.request(rnd.choice(legal))
    assert handoffs > 5
    lines = main_window.log_widget.lines()
    names = main_window.settings.player_names
    assert any(line.startswith(f"{names[0]} ") for line in lines)
    assert not any(" P1 " in f" {line} " or " P2 " in f" {line} " for line in lines)
    assert any(line.startswith("Round 1 — ") for line in lines)
    assert main_window.windowTitle().startswith("Untitled game*")
    path = tmp_path / "lcg.l5rsave"
    assert main_window.saves.save_to(path)
    saved = controller.game.fingerprint()
    assert main_window.start_demo_game(seed=3)  # the CCG again, then open the LCG save
    assert main_window.saves.open(path)
    assert controller.game.game_id == "lcg" and controller.game.fingerprint() == saved
    assert is_lcg_table(screen.scene)
    assert main_window.windowTitle().startswith("lcg.l5rsave —")


def test_switching_games_resizes_and_zooms_the_new_table(qtbot, main_window) -> None:
    """The view tells its scale to the table it shows, never to the table it left."""
    screen = main_window.screen_widget
    assert main_window.start_lcg_demo_game(seed=2)
    assert is_lcg_table(screen.scene)
    main_window.resize(1366, 768)
    qtbot.wait(20)
    screen.view.zoom_in()
    assert screen.scene.view_scale > 0
    assert main_window.start_demo_game(seed=2)
    main_window.resize(1500, 950)
    screen.view.zoom_out()
    assert isinstance(screen.scene, TableScene)


def test_without_hiding_hands_there_is_no_cover_and_both_hands_show(qtbot, main_window) -> None:
    main_window.actions_by_name["hide_hands"].trigger()  # View › Hide hands at hand-off: off
    assert not main_window.settings.hide_hands_at_handoff
    assert main_window.start_lcg_demo_game(seed=4)
    screen = main_window.screen_widget
    controller = main_window.controller
    rnd = random.Random(4)
    seats = set()
    for _ in range(40):
        assert not screen.covered
        state = controller.state
        seats.add(controller.acting_player())
        assert all(screen.scene.item(u) is not None for p in state.players for u in p.hand)
        controller.request(rnd.choice(controller.legal_actions()))
    assert seats == {0, 1}


def test_edit_undo_and_redo_name_the_lcg_action(qtbot, main_window) -> None:
    from l5r_desktop.games.lcg.actions import PlayCharacter
    from l5r_desktop.games.lcg.labels import lcg_label

    assert main_window.start_lcg_demo_game(seed=3)
    controller = main_window.controller
    rnd = random.Random(3)
    while not any(isinstance(a, PlayCharacter) for a in controller.legal_actions()):
        main_window.screen_widget.accept_handoff()
        controller.request(rnd.choice(controller.legal_actions()))
    action = next(a for a in controller.legal_actions() if isinstance(a, PlayCharacter))
    label = lcg_label(action, controller.state)
    assert label.startswith("Play ") and "extra fate" in label
    controller.request(action)
    undo = main_window.actions_by_name["undo"]
    assert undo.text() == f"Undo {label}"
    undo.trigger()
    assert main_window.actions_by_name["redo"].text() == f"Redo {label}"
