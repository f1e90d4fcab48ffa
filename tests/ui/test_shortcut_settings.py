"""Settings › shortcuts (issue 24): a key given to two actions is never kept silently, a
shortcut can be cleared, Escape gives back the previous key, and the menus show what is in
force."""

from __future__ import annotations

from l5r_desktop.persistence.settings import Settings, load_settings, shortcut_conflicts


def _dialog(main_window):
    from l5r_desktop.ui.dialogs.settings import SettingsDialog

    return SettingsDialog(main_window.settings, main_window)


def test_conflicting_shortcut_is_refused_when_the_user_says_no(qtbot, main_window) -> None:
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = _dialog(main_window)
    questions = []
    dialog.ask = lambda title, text: questions.append(text) or False
    dialog.editors["pass"].setKeySequence(QKeySequence("Ctrl+S"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert questions and "Ctrl+S is already the shortcut of Save" in questions[0]
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted  # stays open
    dialog.reject()
    # nothing was applied: Pass keeps Ctrl+P, Save keeps Ctrl+S
    assert main_window.actions_by_name["pass"].shortcut().toString() == "Ctrl+P"
    assert main_window.actions_by_name["save"].shortcut().toString() == "Ctrl+S"


def test_conflicting_shortcut_moves_when_the_user_says_yes(qtbot, main_window) -> None:
    from PySide6.QtGui import QKeySequence

    dialog = _dialog(main_window)
    dialog.ask = lambda title, text: True
    dialog.editors["pass"].setKeySequence(QKeySequence("Ctrl+S"))
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    main_window.apply_settings_from(dialog)
    assert main_window.actions_by_name["pass"].shortcut().toString() == "Ctrl+S"
    assert main_window.actions_by_name["save"].shortcut().isEmpty()
    saved, problems = load_settings(main_window.paths.settings_file)
    assert problems == [] and saved.shortcuts["save"] == "" and saved.shortcuts["pass"] == "Ctrl+S"
    assert shortcut_conflicts(saved.shortcuts) == {}


def test_backspace_clears_a_shortcut_and_escape_restores_it(qtbot, main_window) -> None:
    from PySide6.QtCore import Qt

    dialog = _dialog(main_window)
    edit = dialog.editors["undo"]
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert edit.text() == ""
    dialog.editors["redo"].setFocus()
    qtbot.keyClick(dialog.editors["redo"], Qt.Key.Key_Delete)
    assert dialog.editors["redo"].text() == ""
    qtbot.keyClick(dialog.editors["pass"], Qt.Key.Key_Escape)
    assert dialog.editors["pass"].text() == "Ctrl+P"  # Escape is never recorded as a shortcut
    dialog.accept()
    main_window.apply_settings_from(dialog)
    assert main_window.actions_by_name["undo"].shortcut().isEmpty()
    assert main_window.actions_by_name["redo"].shortcut().isEmpty()
    saved, _ = load_settings(main_window.paths.settings_file)
    assert saved.shortcuts["undo"] == "" and saved.shortcuts["redo"] == ""


def test_a_file_with_a_shared_key_is_repaired_and_says_so() -> None:
    settings, problems = Settings.from_dict({"shortcuts": {"pass": "Ctrl+S"}})
    assert settings.shortcuts["save"] == "Ctrl+S" and settings.shortcuts["pass"] == ""
    assert problems and "Ctrl+S" in problems[0]
    assert shortcut_conflicts(settings.shortcuts) == {}
