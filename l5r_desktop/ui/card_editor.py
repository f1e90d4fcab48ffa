"""A card editor form: title, type, clans, stats, keywords and text; produces a ``CardDef``.

Stats are typed as numbers; an empty field means the card has no such stat (``None``) and ``*``
marks an asterisk stat [S1 › CARD FEATURES › STATS]. Keywords and clans are separated by
commas, semicolons or bullets (``Samurai • Cavalry``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.games.ccg.model.cards import STAT_NAMES, CardDef, CardType

STAT_LABELS = {
    "force": "Force",
    "chi": "Chi",
    "gold_cost": "Gold cost",
    "personal_honor": "Personal honor",
    "honor_requirement": "Honor req.",
    "gold_production": "Gold production",
    "province_strength": "Province str.",
    "starting_honor": "Starting honor",
    "focus": "Focus",
}

_SPLIT = re.compile(r"\s*(?:[,;•·]|\s-\s)\s*")


def split_list(text: str) -> tuple[str, ...]:
    """``"Samurai • Cavalry, Unique"`` → ``("Samurai", "Cavalry", "Unique")``."""
    return tuple(p for p in (s.strip() for s in _SPLIT.split(text)) if p)


class CardEditor(QWidget):
    """The form beside a card image; :meth:`card` builds the :class:`CardDef` it describes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLineEdit()
        self.title.setObjectName("card_title")
        self.title.setPlaceholderText("Title (required)")
        self.type = QComboBox()
        self.type.setObjectName("card_type")
        for t in CardType:
            self.type.addItem(t.value.capitalize(), t)
        self.clans = QLineEdit()
        self.clans.setPlaceholderText("Crab, Crane …")
        self.keywords = QLineEdit()
        self.keywords.setPlaceholderText("Samurai • Cavalry …")
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText("Card text")
        self.text.setMinimumHeight(80)
        self.stats: dict[str, QLineEdit] = {}
        validator = QRegularExpressionValidator(QRegularExpression(r"^(-?\d{0,2}|\*)$"), self)
        grid = QGridLayout()
        for i, name in enumerate(STAT_NAMES):
            edit = QLineEdit()
            edit.setObjectName(f"stat_{name}")
            edit.setValidator(validator)
            edit.setMaximumWidth(48)
            edit.setToolTip("a number; empty = none; * = asterisk")
            edit.textChanged.connect(self.changed)
            self.stats[name] = edit
            grid.addWidget(QLabel(STAT_LABELS[name]), i // 3, (i % 3) * 2)
            grid.addWidget(edit, i // 3, (i % 3) * 2 + 1)
        stats_box = QGroupBox("Stats")
        stats_box.setLayout(grid)
        form = QFormLayout()
        form.addRow("Title", self.title)
        form.addRow("Type", self.type)
        form.addRow("Clans", self.clans)
        form.addRow("Keywords", self.keywords)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(stats_box)
        layout.addWidget(QLabel("Text"))
        layout.addWidget(self.text, 1)
        for w in (self.title, self.clans, self.keywords):
            w.textChanged.connect(self.changed)
        self.type.currentIndexChanged.connect(self.changed)
        self.text.textChanged.connect(self.changed)

    def set_card(self, card: CardDef) -> None:
        """Show ``card`` in the form (without emitting ``changed`` for every field)."""
        self.blockSignals(True)
        try:
            self.title.setText(card.title)
            self.type.setCurrentIndex(max(0, self.type.findData(card.type)))
            self.clans.setText(", ".join(card.clans))
            self.keywords.setText(" • ".join(card.keywords))
            self.text.setPlainText(card.text)
            for name, edit in self.stats.items():
                value = getattr(card, name)
                edit.setText("*" if name in card.asterisk else "" if value is None else str(value))
        finally:
            self.blockSignals(False)

    def card(self, card_id: str = "", image: str | None = None) -> CardDef:
        """The card the form describes; raises ``ValueError`` naming the field that is wrong."""
        title = self.title.text().strip()
        if not title:
            raise ValueError("the card needs a title")
        stats: dict[str, int | None] = {}
        asterisk: list[str] = []
        for name, edit in self.stats.items():
            raw = edit.text().strip()
            if raw == "*":
                stats[name] = 0
                asterisk.append(name)
            elif raw in ("", "-"):
                stats[name] = None
            else:
                try:
                    stats[name] = int(raw)
                except ValueError as exc:
                    raise ValueError(f"{STAT_LABELS[name]} must be a number") from exc
        return CardDef(
            id=card_id,
            title=title,
            type=CardType(self.type.currentData()),
            clans=split_list(self.clans.text()),
            keywords=split_list(self.keywords.text()),
            text=self.text.toPlainText().strip(),
            asterisk=tuple(asterisk),
            image=image,
            **stats,
        )
