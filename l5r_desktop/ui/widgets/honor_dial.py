"""The honor dial (LCG, issue 20): a player sets his bid in secret [RR › 2.2 Honor bid; Duel].

:class:`HonorDial` floats over the table while the acting player must bid: a dial turned to
1-5 (the values the rules allow now), the number in large type and "Set the dial". It starts
at the same value for every player and every bid, so it never shows what the other player
chose; it is hidden behind the hand-off cover (the table adapter hides it whenever the seat
is covered or no bid is asked).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDial, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["DIAL_START", "HonorDial"]

#: The value the dial shows when a bid is asked (whoever bid before).
DIAL_START = 1


class HonorDial(QFrame):
    """A secret honor bid: ``bid_chosen(value)`` when the player sets the dial."""

    bid_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("honor_dial")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.title = QLabel("Honor bid")
        self.title.setObjectName("honor_dial_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.dial = QDial()
        self.dial.setObjectName("honor_dial_knob")
        self.dial.setNotchesVisible(True)
        self.dial.setWrapping(False)
        self.dial.setFixedSize(96, 96)
        self.value_label = QLabel()
        self.value_label.setObjectName("honor_dial_value")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value_label.setStyleSheet("font-size: 22pt; font-weight: bold;")
        self.set_button = QPushButton("Set the dial")
        self.set_button.setObjectName("honor_dial_set")
        self.set_button.clicked.connect(self._set)
        self.dial.valueChanged.connect(self._show_value)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.addWidget(self.title)
        box.addWidget(self.dial, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.value_label)
        box.addWidget(self.set_button)
        self.values: tuple[int, ...] = ()
        self.hide()

    def ask(self, who: str, values: list[int], *, duel: bool = False) -> None:
        """Show the dial for ``who`` with the legal ``values`` (starting at the lowest)."""
        self.values = tuple(sorted(values))
        what = "duel bid" if duel else "honor bid"
        self.title.setText(f"{who}: set your {what} in secret")
        self.dial.blockSignals(True)
        self.dial.setRange(self.values[0], self.values[-1])
        self.dial.setValue(max(DIAL_START, self.values[0]))
        self.dial.blockSignals(False)
        self._show_value(self.dial.value())
        self.adjustSize()
        self.show()
        self.raise_()

    def value(self) -> int:
        """The value the dial is turned to."""
        return self.dial.value()

    def turn_to(self, value: int) -> None:
        """Turn the dial (what dragging the knob or the arrow keys do)."""
        self.dial.setValue(value)

    def _show_value(self, value: int) -> None:
        self.value_label.setText(str(value))

    def _set(self) -> None:
        if self.isVisible() and self.value() in self.values:
            self.hide()
            self.bid_chosen.emit(self.value())
