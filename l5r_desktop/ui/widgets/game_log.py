"""The game log dock: every action and event in words, with turn and phase headers."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

CARDS_ROLE = Qt.ItemDataRole.UserRole + 1


class GameLog(QListWidget):
    """A list of log lines; clicking a line emits the card ids it names."""

    cards_selected = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_log")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.itemClicked.connect(self._on_clicked)
        self._last_header = ""

    def add_header(self, text: str) -> None:
        """A turn / phase header (only when it changes)."""
        if text == self._last_header:
            return
        self._last_header = text
        item = QListWidgetItem(text)
        font = QFont()
        font.setBold(True)
        item.setFont(font)
        item.setBackground(QBrush(QColor("#d9cfae")))
        item.setData(CARDS_ROLE, [])
        self.addItem(item)

    def add_line(self, text: str, cards: list[str] | tuple[str, ...] = (), *,
                 manual: bool = False) -> None:
        """One event or action line, remembering the card ids it names."""
        item = QListWidgetItem(text)
        item.setData(CARDS_ROLE, list(cards))
        if manual:
            item.setForeground(QBrush(QColor("#8a3b00")))
        self.addItem(item)
        self.scrollToBottom()

    def clear_log(self) -> None:
        self.clear()
        self._last_header = ""

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _on_clicked(self, item: QListWidgetItem) -> None:
        self.cards_selected.emit(list(item.data(CARDS_ROLE) or []))
