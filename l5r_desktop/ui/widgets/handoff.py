"""The hot-seat hand-off cover: hides the table until the next player clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandoffCover(QWidget):
    """A full cover over the table: "Pass to <name>" and a button to continue."""

    accepted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff_cover")
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint it opaque
        self.setStyleSheet("#handoff_cover { background: #101a14; } QLabel { color: #f0e6c8; }")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 28px;")
        self.button = QPushButton("I am ready")
        self.button.setObjectName("handoff_ready")
        self.button.clicked.connect(self._accept)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.label)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(1)
        self.hide()

    def show_for(self, name: str) -> None:
        self.label.setText(f"Pass to {name}\n\nThe other player looks away.")
        self.button.setText(f"I am {name}: show my hand")
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def _accept(self) -> None:
        self.hide()
        self.accepted.emit()
