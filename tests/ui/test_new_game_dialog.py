"""File › New game: names, decks (demo and .l5d files), rules profile, automation, seed."""

from __future__ import annotations

from pathlib import Path

from l5r_desktop.carddb.decks import demo_deck_lists, write_l5d
from l5r_desktop.newgame import DeckChoice


def test_new_game_from_the_dialog(qtbot, main_window) -> None:
    decks_dir = main_window.paths.decks_dir
    decks_dir.mkdir(parents=True, exist_ok=True)
    (decks_dir / "My Lions.l5d").write_text(write_l5d(demo_deck_lists()[1]), encoding="utf-8")
    dialog = main_window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    labels = [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())]
    assert "My Lions.l5d" in labels and any(t.startswith("Demo: ") for t in labels)
    dialog.name_edits[0].setText("Kaede")
    dialog.name_edits[1].setText("Toshiro")
    dialog.deck_boxes[1].setCurrentIndex(labels.index("My Lions.l5d"))
    dialog.profile_box.setCurrentIndex(dialog.profile_box.findData("twenty_festivals"))
    dialog.automation_box.setCurrentIndex(dialog.automation_box.findData("enforced"))
    dialog.seed_box.setValue(1234)
    assert main_window.start_from_dialog(dialog)
    state = main_window.controller.state
    assert [p.name for p in state.players] == ["Kaede", "Toshiro"]
    assert state.profile_name == "twenty_festivals"
    assert state.automation.value == "enforced"
    assert main_window.controller.game.setup.seed == 1234
    assert main_window.settings.player_names == ["Kaede", "Toshiro"]
    # the same seed gives the same game
    dialog2 = main_window.make_new_game_dialog()
    qtbot.addWidget(dialog2)
    dialog2.deck_boxes[1].setCurrentIndex(labels.index("My Lions.l5d"))
    dialog2.seed_box.setValue(1234)
    first = state.to_dict()
    assert main_window.start_from_dialog(dialog2)
    assert main_window.controller.state.to_dict()["players"][0]["hand"] == \
        first["players"][0]["hand"]


def test_a_broken_deck_file_gives_a_clear_message(qtbot, main_window, monkeypatch,
                                                  tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    bad = tmp_path / "broken.l5d"
    bad.write_text("# Stronghold\n1 No Such Keep\n# Dynasty\n40 Nothing Here\n",
                   encoding="utf-8")
    dialog = main_window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.deck_boxes[0].addItem("broken.l5d", DeckChoice(path=str(bad)))
    dialog.deck_boxes[0].setCurrentIndex(dialog.deck_boxes[0].count() - 1)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    from PySide6.QtWidgets import QDialog

    from l5r_desktop.ui.dialogs.unknown_cards import UnknownCardsDialog

    asked: list[int] = []  # the unknown-cards question: every line left out
    def leave_out(self):
        asked.append(len(self.boxes))
        self.leave_all_out()
        self.accept()
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(UnknownCardsDialog, "exec", leave_out)
    before = main_window.controller.state
    assert not main_window.start_from_dialog(dialog)
    assert asked == [2]
    assert shown and "no Stronghold" in shown[0]
    assert main_window.controller.state is before  # the current game is untouched
