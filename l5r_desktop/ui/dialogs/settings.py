"""Settings dialog: hot-seat options and keyboard shortcuts."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QKeySequenceEdit,
    QWidget,
)

from l5r_desktop.persistence.settings import DEFAULT_SHORTCUTS, Settings

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


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``apply_to(settings)`` writes the choices back."""

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
        self.editors: dict[str, QKeySequenceEdit] = {}
        for name in DEFAULT_SHORTCUTS:
            editor = QKeySequenceEdit(QKeySequence(settings.shortcut(name)))
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

    def _restore(self) -> None:
        for name, editor in self.editors.items():
            editor.setKeySequence(QKeySequence(DEFAULT_SHORTCUTS[name]))

    def apply_to(self, settings: Settings) -> None:
        settings.hide_hands_at_handoff = self.hide_hands.isChecked()
        settings.turn_view_to_actor = self.turn_view.isChecked()
        settings.shortcuts = {
            name: editor.keySequence().toString(QKeySequence.SequenceFormat.PortableText)
            for name, editor in self.editors.items()
        }
