"""Issue 23: no unsaved work is lost. Closing the deck editor with unsaved changes asks Save /
Discard / Cancel and each answer does what it says; quitting the app (Ctrl+Q) asks about every
window holding unsaved work (deck editor, LCG deck editor, scan review, card editor), naming it,
and Cancel keeps everything open. Real windows, real key presses; only the question box is
replaced (its answer is recorded)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from l5r_desktop.carddb.decks import parse_deck


class Answers:
    """A replacement for the Save / Discard / Cancel box: records each question, answers in
    turn."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    def __call__(self, _parent, _title: str, text: str) -> str:
        self.asked.append(text)
        return self.answers.pop(0) if self.answers else "cancel"


def _add_first_result(editor) -> str:
    editor.run_search()
    editor.results.setCurrentRow(0)
    title = editor.result_titles()[0]
    editor.add_selected()
    return title


def _ctrl_q(qtbot, window) -> None:
    """File › Quit, the action Ctrl+Q triggers (a real key press where the main window is
    the active window, offscreen a dialog may keep the activation)."""
    from PySide6.QtWidgets import QApplication

    quit_action = window.actions_by_name["quit"]
    assert quit_action.shortcut().toString() == "Ctrl+Q"
    window.activateWindow()
    if QApplication.activeWindow() is window:
        qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    else:
        quit_action.trigger()


@pytest.fixture
def quiet_game(main_window):
    """The demo game counts as saved, so quitting asks only about the other windows."""
    main_window.saves.discard_changes()
    return main_window


def test_deck_editor_close_asks_and_each_answer_does_what_it_says(qtbot, quiet_game,
                                                                   monkeypatch, tmp_path):
    editor = quiet_game.open_deck_editor()
    qtbot.waitExposed(editor)
    _add_first_result(editor)
    assert editor.windowTitle().startswith("*")

    editor.ask = Answers("cancel")
    editor.close()  # the ✕ / Alt+F4 path: a close event
    assert editor.ask.asked == [
        "The deck “Untitled deck” in the deck editor has unsaved changes. Save them before "
        "you close the deck editor?"]
    assert editor.isVisible() and editor.dirty

    target = tmp_path / "kept.l5d"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    editor.ask = Answers("save")
    editor.close()
    assert not editor.isVisible()
    saved = parse_deck(target.read_text(encoding="utf-8"))
    assert saved.dynasty or saved.fate or saved.stronghold

    other = quiet_game.open_deck_editor()
    _add_first_result(other)
    other.ask = Answers("discard")
    other.close()
    assert not other.isVisible() and other.ask.asked
    assert list(tmp_path.glob("*.l5d")) == [target]  # Discard wrote nothing


def test_save_cancelled_in_the_file_dialog_keeps_the_editor_open(qtbot, quiet_game,
                                                                 monkeypatch):
    editor = quiet_game.open_deck_editor()
    _add_first_result(editor)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    editor.ask = Answers("save")
    editor.close()
    assert editor.isVisible() and editor.dirty
    editor.ask = Answers("discard")
    editor.close()


def test_ctrl_q_asks_about_an_unsaved_deck_and_cancel_keeps_everything(qtbot, quiet_game):
    window = quiet_game
    editor = window.open_deck_editor()
    title = _add_first_result(editor)
    assert title
    answers = Answers("cancel")
    window.saves.ask = answers
    _ctrl_q(qtbot, window)
    assert answers.asked == ["The deck “Untitled deck” in the deck editor has unsaved "
                             "changes. Save them before you quit?"]
    assert window.isVisible() and editor.isVisible() and editor.dirty

    answers = Answers("discard")
    window.saves.ask = answers
    _ctrl_q(qtbot, window)
    assert len(answers.asked) == 1
    assert not window.isVisible() and not editor.isVisible()


def test_ctrl_q_asks_about_every_window_in_turn(qtbot, quiet_game, tmp_path):
    """Two unsaved decks (CCG and LCG): both are named; a Cancel on the second keeps the first
    one's Discard from happening."""
    window = quiet_game
    editor = window.open_deck_editor()
    _add_first_result(editor)
    lcg = window.open_lcg_deck_editor()
    lcg.dirty = True  # what any change sets (tests/ui/test_lcg_deck_editor.py)
    answers = Answers("discard", "cancel")
    window.saves.ask = answers
    _ctrl_q(qtbot, window)
    assert [a.split(" has unsaved")[0] for a in answers.asked] == [
        "The deck “Untitled deck” in the deck editor",
        "The deck “Untitled LCG deck” in the LCG deck editor"]
    assert window.isVisible() and editor.dirty and lcg.dirty  # nothing was discarded

    answers = Answers("discard", "discard")
    window.saves.ask = answers
    _ctrl_q(qtbot, window)
    assert len(answers.asked) == 2 and not window.isVisible()


def test_ctrl_q_asks_about_an_open_scan_review(qtbot, quiet_game, tmp_path):
    from tests.scans.synth import make_sheet

    window = quiet_game
    sheet = make_sheet(71, n_cards=2, background="light", dpi=100, max_angle=5)
    dialog = window.import_scans([sheet.save(tmp_path / "sheet.jpg", quality=85)])
    with qtbot.waitSignal(dialog.import_done, timeout=30000):
        pass
    assert len(dialog.session) >= 1
    answers = Answers("cancel")
    window.saves.ask = answers
    _ctrl_q(qtbot, window)
    assert len(answers.asked) == 1
    assert answers.asked[0].startswith("The scan review (")
    assert "not in the library yet) has unsaved changes" in answers.asked[0]
    assert window.isVisible() and dialog.isVisible()

    window.saves.ask = Answers("discard")
    _ctrl_q(qtbot, window)
    assert not window.isVisible() and not dialog.isVisible()
    assert window.saves.ask.asked


def test_ctrl_q_asks_about_a_card_being_edited(qtbot, quiet_game, tmp_path):
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    window = quiet_game
    card = window.library.add_custom_card(CardDef(id="", title="Home Guard",
                                                  type=CardType.PERSONALITY, force=2))
    editor = window.open_deck_editor()
    panel = editor._search_panel
    panel.search_box.setText("Home Guard")
    assert panel.current_card_id() == card.id
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    dialog = panel.edit_dialog
    assert dialog.isVisible()

    answers = Answers()
    window.saves.ask = answers
    window.activateWindow()
    window.unsaved.confirm_all(window)  # an untouched card editor is not unsaved work
    assert answers.asked == []

    dialog.editor.stats["force"].setText("4")
    answers = Answers("cancel")
    window.saves.ask = answers
    # the card editor does not block the main window: Ctrl+Q there asks about the card
    assert window.isEnabled() and not dialog.isModal()
    _ctrl_q(qtbot, window)
    assert answers.asked == ["The card “Home Guard” in the card editor has unsaved changes. "
                             "Save them before you quit?"]
    assert window.isVisible() and dialog.isVisible()

    window.saves.ask = Answers("save")
    _ctrl_q(qtbot, window)
    assert not window.isVisible() and not dialog.isVisible()
    from l5r_desktop.carddb.library import Library

    library = Library.open(window.paths.library_file, demo=False)
    try:
        assert library.get(card.id).force == 4  # saved by the card editor's Save
    finally:
        library.close()
    assert not window.isVisible()


def test_unsaved_description_follows_the_deck(qtbot, quiet_game):
    editor = quiet_game.open_deck_editor()
    assert editor.unsaved_description() is None
    _add_first_result(editor)
    editor.name_box.selectAll()
    qtbot.keyClicks(editor.name_box, "Crab rush")
    assert editor.unsaved_description() == "The deck “Crab rush” in the deck editor"
    assert editor.windowTitle().startswith("*")
    editor.discard_unsaved()
    assert editor.unsaved_description() is None
    assert Path(editor.recovery_file).exists() is False


def test_closing_a_scan_review_with_crops_asks(qtbot, quiet_game, tmp_path):
    from tests.scans.synth import make_sheet

    sheet = make_sheet(71, n_cards=2, background="light", dpi=100, max_angle=5)
    dialog = quiet_game.import_scans([sheet.save(tmp_path / "sheet.jpg", quality=85)])
    with qtbot.waitSignal(dialog.import_done, timeout=30000):
        pass
    dialog.ask = Answers("cancel")
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.ask.asked[0].startswith("The scan review (")
    assert dialog.ask.asked[0].endswith("Save them before you close the scan review?")
    dialog.ask = Answers("cancel")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.ask.asked
    added: list = []
    dialog.cards_added.connect(added.extend)
    dialog.ask = Answers("save")  # Save = Add to library
    dialog.close()
    assert not dialog.isVisible() and len(added) == len(dialog.session)


def _edit_home_guard(qtbot, window):
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    card = window.library.add_custom_card(CardDef(id="", title="Home Guard",
                                                  type=CardType.PERSONALITY, force=2))
    editor = window.open_deck_editor()
    panel = editor._search_panel
    panel.search_box.setText("Home Guard")
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    return card, editor, panel.edit_dialog


def test_closing_the_deck_editor_asks_about_its_edited_card_first(qtbot, quiet_game):
    window = quiet_game
    card, editor, dialog = _edit_home_guard(qtbot, window)
    dialog.editor.stats["force"].setText("5")
    editor.ask = Answers("cancel")
    editor.close()
    assert editor.ask.asked == ["The card “Home Guard” in the card editor has unsaved "
                                "changes. Save them before you close the deck editor?"]
    assert editor.isVisible() and dialog.isVisible()
    editor.ask = Answers("save")
    editor.close()
    assert not editor.isVisible()
    assert window.library.get(card.id).force == 5
    # a second Edit card… while one is open brings that one forward instead of a new window
    card, editor, dialog = _edit_home_guard(qtbot, window)
    editor._search_panel.edit_current()
    assert editor._search_panel.edit_dialog is dialog


def test_a_saved_card_refreshes_the_other_windows_and_the_table_face(qtbot, quiet_game):
    window = quiet_game
    card, _editor, dialog = _edit_home_guard(qtbot, window)
    other = window.open_deck_editor()
    other.search_box.setText("Home")
    assert "Home Guard" in other.result_titles()
    forgotten: list[str] = []
    window.work.events.card_changed.connect(forgotten.append)
    dialog.editor.title.setText("Home Captain")
    dialog.accept()
    assert forgotten == [card.id]  # the table drops the card's old face
    assert "Home Captain" in other.result_titles()  # the other editor searched again
    assert "Home Guard" not in other.result_titles()
