"""The phase bar: turn, acting player, phase and step, with Pass and the current prompt."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget


class PhaseBar(QWidget):
    """Shows where the game is and offers the prompt's choices as buttons."""

    choice_made = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phase_bar")
        self.status = QLabel()
        self.status.setObjectName("phase_status")
        self.status.setStyleSheet("font-weight: bold;")
        self.prompt = QLabel()
        self.prompt.setObjectName("phase_prompt")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(6, 2, 6, 2)
        self._row.addWidget(self.status)
        self._row.addWidget(self.prompt, 1)
        self.buttons: list[QPushButton] = []

    def set_status(self, text: str, prompt: str = "") -> None:
        self.status.setText(text)
        self.prompt.setText(prompt)

    def set_choices(self, labels: list[str]) -> None:
        """Replace the choice buttons (each emits ``choice_made(index)``)."""
        for button in self.buttons:
            self._row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        for i, label in enumerate(labels):
            button = QPushButton(label)
            button.setObjectName(f"choice_{i}")
            button.clicked.connect(lambda _=False, i=i: self.choice_made.emit(i))
            self._row.addWidget(button)
            self.buttons.append(button)
