"""New game dialog: players' names, decks (demo, library, .l5d), rules profile, automation, seed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from l5r_desktop.newgame import DeckChoice, demo_choices

PROFILES = [("Celestial Edition", "celestial"), ("Gold Edition", "gold"),
            ("Twenty Festivals", "twenty_festivals")]
AUTOMATION = [("Assisted (rules offered, manual effects allowed and logged)", "assisted"),
              ("Enforced (only legal actions)", "enforced"),
              ("Manual (a free table)", "manual")]


class NewGameDialog(QDialog):
    """Collects the choices for a new game; ``result_choices()`` returns them."""

    def __init__(self, decks_dir: Path, names: list[str], parent: QWidget | None = None,
                 *, profile: str = "celestial", automation: str = "assisted") -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setObjectName("new_game_dialog")
        self.decks_dir = decks_dir
        self._choices: list[DeckChoice] = self._read_choices()
        form = QFormLayout(self)
        self.name_edits: list[QLineEdit] = []
        self.deck_boxes: list[QComboBox] = []
        self._browse_buttons: list[QPushButton] = []
        for i in range(2):
            edit = QLineEdit(names[i] if i < len(names) else f"Player {i + 1}")
            edit.setObjectName(f"player_name_{i}")
            box = QComboBox()
            box.setObjectName(f"player_deck_{i}")
            self._fill(box)
            if i < box.count():
                box.setCurrentIndex(min(i, box.count() - 1))
            browse = QPushButton("Deck file…", self)
            browse.setObjectName(f"browse_deck_{i}")
            # a bound method, not a lambda holding ``self``: a child's connection must not keep
            # its parent's wrapper alive (issue 14, D5: a crash on quit)
            browse.clicked.connect(self._browse_clicked)
            self._browse_buttons.append(browse)
            row = QHBoxLayout()
            row.addWidget(box, 1)
            row.addWidget(browse)
            form.addRow(f"Player {i + 1} name", edit)
            form.addRow(f"Player {i + 1} deck", row)
            self.name_edits.append(edit)
            self.deck_boxes.append(box)
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("profile")
        for label, value in PROFILES:
            self.profile_box.addItem(label, value)
        self.profile_box.setCurrentIndex(max(0, [v for _, v in PROFILES].index(profile)
                                             if profile in [v for _, v in PROFILES] else 0))
        self.automation_box = QComboBox()
        self.automation_box.setObjectName("automation")
        for label, value in AUTOMATION:
            self.automation_box.addItem(label, value)
        values = [v for _, v in AUTOMATION]
        self.automation_box.setCurrentIndex(values.index(automation) if automation in values
                                            else 0)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seed")
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setSpecialValueText("random")
        form.addRow("Rules", self.profile_box)
        form.addRow("Automation", self.automation_box)
        form.addRow("Seed", self.seed_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _read_choices(self) -> list[DeckChoice]:
        choices = demo_choices()
        if self.decks_dir.is_dir():
            choices += [DeckChoice(path=str(p)) for p in sorted(self.decks_dir.glob("*.l5d"))]
        return choices

    def _fill(self, box: QComboBox) -> None:
        box.clear()
        for choice in self._choices:
            box.addItem(choice.label(), choice)

    def _browse_clicked(self) -> None:
        sender = self.sender()
        if sender in self._browse_buttons:
            self._browse(self.deck_boxes[self._browse_buttons.index(sender)])

    def refresh_choices(self) -> None:
        """Read the deck choices again (a deck was saved or the library changed), keeping
        each player's current choice when it is still there."""
        self._choices = self._read_choices()
        for box in self.deck_boxes:
            current = box.currentData()
            box.blockSignals(True)
            self._fill(box)
            labels = [c.label() for c in self._choices]
            if current is not None and current.label() in labels:
                box.setCurrentIndex(labels.index(current.label()))
            elif current is not None:  # a file chosen with "Deck file…" stays available
                box.addItem(current.label(), current)
                box.setCurrentIndex(box.count() - 1)
            box.blockSignals(False)

    def _browse(self, box: QComboBox) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Deck list", str(self.decks_dir),
                                              "Deck lists (*.l5d *.txt);;All files (*)")
        if path:
            choice = DeckChoice(path=path)
            box.addItem(choice.label(), choice)
            box.setCurrentIndex(box.count() - 1)

    def names(self) -> list[str]:
        return [e.text().strip() or f"Player {i + 1}" for i, e in enumerate(self.name_edits)]

    def deck_choices(self) -> list[DeckChoice]:
        return [box.currentData() for box in self.deck_boxes]

    def profile(self) -> str:
        return str(self.profile_box.currentData())

    def automation(self) -> str:
        return str(self.automation_box.currentData())

    def seed(self) -> int | None:
        value = self.seed_box.value()
        return value if value > 0 else None
