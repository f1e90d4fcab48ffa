"""The phase bar: turn, acting player, phase and step, with Pass and the current prompt.

The bar never makes the window wider than the screen (issue 14, D4): the prompt may be cut
(its whole text is its tooltip), each choice button is at most :data:`BUTTON_WIDTH` pixels wide
with its label elided (the whole label is its tooltip), and when there are more than
:data:`MAX_BUTTONS` choices the first ones are buttons and the rest sit in a "More" menu.
Minor choices (a battle where no unit stands) never get a button: they are always in the menu.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

#: Most choices shown as buttons; with more, MAX_BUTTONS - 1 buttons and a "More" menu.
MAX_BUTTONS = 3
#: Widest a choice button gets; longer labels are elided.
BUTTON_WIDTH = 240


class PhaseBar(QWidget):
    """Shows where the game is and offers the prompt's choices as buttons (and a menu)."""

    choice_made = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phase_bar")
        self.status = QLabel()
        self.status.setObjectName("phase_status")
        self.status.setStyleSheet("font-weight: bold;")
        self.prompt = QLabel()
        self.prompt.setObjectName("phase_prompt")
        # a long prompt is cut rather than widening the toolbar (and so the window)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(0)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(6, 2, 6, 2)
        self._row.addWidget(self.status)
        self._row.addWidget(self.prompt, 1)
        self.labels: list[str] = []
        self.buttons: list[QPushButton] = []
        self.more: QToolButton | None = None

    def set_status(self, text: str, prompt: str = "") -> None:
        self.status.setText(text)
        self.prompt.setText(prompt)
        self.prompt.setToolTip(prompt)

    def set_choices(self, labels: list[str], *, minor: int = 0) -> None:
        """Replace the choices (each emits ``choice_made(index)``); the last ``minor`` labels
        go to the More menu whatever the room."""
        self._clear()
        self.labels = list(labels)
        fits = minor == 0 and len(labels) <= MAX_BUTTONS
        shown = labels if fits else labels[:len(labels) - minor][:MAX_BUTTONS - 1]
        for i, label in enumerate(shown):
            button = QPushButton(self._elided(label))
            button.setObjectName(f"choice_{i}")
            button.setProperty("choice_label", label)
            if button.text() != label:
                button.setToolTip(label)
            button.setMaximumWidth(BUTTON_WIDTH)
            button.clicked.connect(lambda _=False, i=i: self.choice_made.emit(i))
            self._row.addWidget(button)
            self.buttons.append(button)
        if len(shown) < len(labels):
            self._add_more(len(shown))

    def choice_texts(self) -> list[str]:
        """Every choice's whole label, buttons first, then the More menu's."""
        return list(self.labels)

    def more_actions(self) -> list:
        """The QActions of the More menu (empty when every choice is a button)."""
        if self.more is None or self.more.menu() is None:
            return []
        return list(self.more.menu().actions())

    def _add_more(self, first: int) -> None:
        more = QToolButton()
        more.setObjectName("choice_more")
        rest = self.labels[first:]
        more.setText(f"{len(rest)} more choices")
        more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(more)
        for offset, label in enumerate(rest):
            action = menu.addAction(label)
            action.triggered.connect(lambda _=False, i=first + offset: self.choice_made.emit(i))
        more.setMenu(menu)
        self._row.addWidget(more)
        self.more = more

    def _clear(self) -> None:
        widgets: list[QWidget] = [*self.buttons, *([self.more] if self.more else [])]
        for widget in widgets:
            self._row.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.buttons = []
        self.more = None

    def _elided(self, label: str) -> str:
        # room for the button's frame and padding
        return self.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight,
                                             BUTTON_WIDTH - 24)
