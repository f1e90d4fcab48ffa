"""Settings dialog: hot-seat options and keyboard shortcuts.

A shortcut is one key combination per action. Backspace or Delete clears it (the action then has
none), Escape gives back the one it had; the clear button beside each does the same as
Backspace. A key already used by another action is never kept silently: OK asks whether to move
it (the other action loses it) or to go back and change it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QKeySequenceEdit,
    QMessageBox,
    QWidget,
)

from l5r_desktop.persistence.settings import DEFAULT_SHORTCUTS, Settings, shortcut_conflicts

SHORTCUT_LABELS = {
    "new_game": "New game",
    "open": "Open",
    "save": "Save",
    "save_as": "Save as",
    "quit": "Quit",
    "undo": "Undo",
    "redo": "Redo",
    "pass": "Pass",
    "zoom_in": "Zoom in",
    "zoom_out": "Zoom out",
    "zoom_reset": "Fit table",
    "full_screen": "Full screen",
}

#: Keys that edit the shortcut instead of being recorded as one.
CLEAR_KEYS = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


class ShortcutEdit(QKeySequenceEdit):
    """One key combination; Backspace/Delete clear it, Escape restores the previous one."""

    def __init__(self, sequence: QKeySequence, parent: QWidget | None = None) -> None:
        super().__init__(sequence, parent)
        self.setClearButtonEnabled(True)
        self.setMaximumSequenceLength(1)
        self.setToolTip("Press the new key combination. Backspace or Delete: no shortcut; "
                        "Escape: keep the previous one.")
        self._before = QKeySequence(sequence)
        self.editingFinished.connect(self._remember)

    def _remember(self) -> None:
        self._before = QKeySequence(self.keySequence())

    def text(self) -> str:
        """The shortcut as stored in the settings ("" = none)."""
        return self.keySequence().toString(QKeySequence.SequenceFormat.PortableText)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if event.key() in CLEAR_KEYS:
                self.clear()
                self._remember()
                self.editingFinished.emit()
                return
            if event.key() == Qt.Key.Key_Escape:
                self.setKeySequence(self._before)
                self.editingFinished.emit()
                return
        super().keyPressEvent(event)


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``apply_to(settings)`` writes the choices back.

    ``ask`` (tests replace it) answers a conflict question: True = move the key.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setObjectName("settings_dialog")
        form = QFormLayout(self)
        self.hide_hands = QCheckBox("Hide both hands at hand-off (hot-seat)")
        self.hide_hands.setChecked(settings.hide_hands_at_handoff)
        self.turn_view = QCheckBox("Turn the table so the acting player sits at the bottom")
        self.turn_view.setChecked(settings.turn_view_to_actor)
        form.addRow(self.hide_hands)
        form.addRow(self.turn_view)
        self.editors: dict[str, ShortcutEdit] = {}
        for name in DEFAULT_SHORTCUTS:
            editor = ShortcutEdit(QKeySequence(settings.shortcut(name)))
            editor.setObjectName(f"shortcut_{name}")
            self.editors[name] = editor
            form.addRow(SHORTCUT_LABELS.get(name, name), editor)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self._restore)
        form.addRow(buttons)
        self.edited_last: list[str] = []
        for name, editor in self.editors.items():
            editor.keySequenceChanged.connect(lambda _seq, n=name: self._touched(n))

    def _touched(self, name: str) -> None:
        if name in self.edited_last:
            self.edited_last.remove(name)
        self.edited_last.append(name)

    def _restore(self) -> None:
        for name, editor in self.editors.items():
            editor.setKeySequence(QKeySequence(DEFAULT_SHORTCUTS[name]))

    def shortcuts(self) -> dict[str, str]:
        """The shortcuts as the dialog shows them now."""
        return {name: editor.text() for name, editor in self.editors.items()}

    def ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def accept(self) -> None:
        """OK: refuse to close on a key given to two actions unless the user moves it."""
        for key, names in shortcut_conflicts(self.shortcuts()).items():
            # the action edited last is the one the user meant to give the key to
            keep = next((n for n in reversed(self.edited_last) if n in names), names[-1])
            others = [SHORTCUT_LABELS.get(n, n) for n in names if n != keep]
            label = SHORTCUT_LABELS.get(keep, keep)
            if not self.ask("Shortcut already in use",
                            f"{key} is already the shortcut of {', '.join(others)}.\n\n"
                            f"Give it to {label} and leave {', '.join(others)} without a "
                            "shortcut?"):
                self.editors[keep].setFocus()
                return
            for name in names:
                if name != keep:
                    self.editors[name].clear()
        super().accept()

    def apply_to(self, settings: Settings) -> None:
        settings.hide_hands_at_handoff = self.hide_hands.isChecked()
        settings.turn_view_to_actor = self.turn_view.isChecked()
        settings.shortcuts = self.shortcuts()
