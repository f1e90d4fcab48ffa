"""New game dialog: the game (CCG or LCG), players' names, decks (demo, decks saved in the data
folder, any deck file), rules profile, automation and seed; filled with the last choices."""

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
from l5r_desktop.newgame_lcg import LcgDeckChoice, lcg_deck_choices

GAMES = [("Legend of the Five Rings CCG (AEG)", "ccg"),
         ("Legend of the Five Rings LCG (FFG, Rules Reference 1.6)", "lcg")]

PROFILES = [("Celestial Edition", "celestial"), ("Gold Edition", "gold"),
            ("Twenty Festivals", "twenty_festivals")]
AUTOMATION = [("Assisted (rules offered, manual effects allowed and logged)", "assisted"),
              ("Enforced (only legal actions)", "enforced"),
              ("Manual (a free table)", "manual")]


class NewGameDialog(QDialog):
    """Collects the choices for a new game; ``result_choices()`` returns them."""

    def __init__(self, decks_dir: Path, names: list[str], parent: QWidget | None = None,
                 *, profile: str = "celestial", automation: str = "assisted",
                 game: str = "ccg", decks: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setObjectName("new_game_dialog")
        self.decks_dir = decks_dir
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        for label, value in GAMES:
            self.game_box.addItem(label, value)
        self.game_box.setCurrentIndex(1 if game == "lcg" else 0)
        self._choices: list[DeckChoice | LcgDeckChoice] = self._read_choices()
        form = QFormLayout(self)
        form.addRow("Game", self.game_box)
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
        for box, label in zip(self.deck_boxes, decks or [], strict=False):
            found = box.findText(label)
            if found >= 0:
                box.setCurrentIndex(found)
        self._game_rules_shown()
        self.game_box.currentIndexChanged.connect(self._game_chosen)

    def game(self) -> str:
        """``"ccg"`` or ``"lcg"``."""
        return str(self.game_box.currentData())

    def _game_chosen(self, _index: int) -> None:
        self._choices = self._read_choices()
        for i, box in enumerate(self.deck_boxes):
            self._fill(box)
            box.setCurrentIndex(min(i, box.count() - 1))
        self._game_rules_shown()

    def _game_rules_shown(self) -> None:
        """The LCG has one rules text and no free-table level: those choices step aside."""
        lcg = self.game() == "lcg"
        self.profile_box.setEnabled(not lcg)
        self.profile_box.setToolTip("The LCG is played by the Rules Reference 1.6" if lcg
                                    else "")
        manual = self.automation_box.findData("manual")
        item = self.automation_box.model().item(manual)  # type: ignore[attr-defined]
        if item is not None:
            item.setEnabled(not lcg)
        if lcg and self.automation() == "manual":
            self.automation_box.setCurrentIndex(self.automation_box.findData("assisted"))

    def _read_choices(self) -> list[DeckChoice | LcgDeckChoice]:
        if self.game() == "lcg":
            return list(lcg_deck_choices(self.decks_dir))
        choices: list[DeckChoice | LcgDeckChoice] = list(demo_choices())
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
        lcg = self.game() == "lcg"
        kinds = "LCG deck lists (*.json *.txt)" if lcg else "Deck lists (*.l5d *.txt)"
        path, _ = QFileDialog.getOpenFileName(self, "Deck list", str(self.decks_dir),
                                              f"{kinds};;All files (*)")
        if path:
            self.add_deck_file(box, path)

    def add_deck_file(self, box: QComboBox, path: str) -> None:
        """Offer a deck file in ``box`` and choose it (what "Deck file…" does)."""
        if path:
            choice = LcgDeckChoice(path=path) if self.game() == "lcg" else DeckChoice(path=path)
            box.addItem(choice.label(), choice)
            box.setCurrentIndex(box.count() - 1)

    def names(self) -> list[str]:
        return [e.text().strip() or f"Player {i + 1}" for i, e in enumerate(self.name_edits)]

    def deck_choices(self) -> list:
        return [box.currentData() for box in self.deck_boxes]

    def profile(self) -> str:
        return str(self.profile_box.currentData())

    def automation(self) -> str:
        return str(self.automation_box.currentData())

    def seed(self) -> int | None:
        value = self.seed_box.value()
        return value if value > 0 else None
