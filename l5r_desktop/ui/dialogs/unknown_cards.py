"""The "unknown cards" dialog: a deck list names cards the library does not know.

One row per unknown line: what the file says, why it did not resolve, and an editable box
holding the closest titles (best first) in which the user may also type any card title (with
completion over the library). "Leave out" keeps the line out of the deck. The lines that
resolved are kept whatever the user picks. Used by the deck editor (loading a file) and by
New game (deck files), through :func:`review_deck` / :func:`review_choices`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb import deck_resolution as dr

if TYPE_CHECKING:
    from l5r_desktop.carddb.deck_model import DeckList
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.newgame import DeckChoice

LEAVE_OUT = "(leave out)"


class UnknownCardsDialog(QDialog):
    """Choose, for each unknown deck line, a suggested card, any card, or to leave it out."""

    def __init__(self, deck_name: str, resolution: dr.DeckResolution, library: Library,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Unknown cards — {deck_name}")
        self.library = library
        self.resolution = resolution
        self.boxes: list[QComboBox] = []
        layout = QVBoxLayout(self)
        kept = resolution.resolved
        count = len(kept.dynasty) + len(kept.fate)
        intro = QLabel(
            f"{len(resolution.unknown)} line(s) of this deck name no card in the library; the "
            f"other {count} Dynasty and Fate cards are kept. Pick the card each line means "
            "(the closest titles are listed, and chosen when spelled nearly as written; you may "
            "type any title), or leave it out.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        titles = library.all_titles()
        for row, line in enumerate(resolution.unknown):
            where = f"line {line.entry.line}: " if line.entry.line else ""
            label = QLabel(f"{where}{line.entry.count} × {line.entry.title}\n"
                           f"({line.reason.rstrip(':')})")
            label.setTextFormat(Qt.TextFormat.PlainText)
            box = QComboBox()
            box.setEditable(True)
            box.addItems([*line.suggestions, LEAVE_OUT])
            # the closest title only when it is nearly the written one (a typo); otherwise
            # the line stays out unless the user picks a card
            box.setCurrentIndex(0 if line.likely else len(line.suggestions))
            completer = QCompleter(titles, box)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            box.setCompleter(completer)
            box.setMinimumWidth(320)
            grid.addWidget(label, row, 0)
            grid.addWidget(box, row, 1)
            self.boxes.append(box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        layout.addWidget(scroll, 1)
        self.error = QLabel("")
        self.error.setStyleSheet("color: firebrick")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        leave_all = QPushButton("Leave all out")
        leave_all.clicked.connect(self.leave_all_out)
        buttons.addButton(leave_all, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, min(640, 160 + 48 * len(self.boxes)))

    def leave_all_out(self) -> None:
        """Set every line to "leave out"."""
        for box in self.boxes:
            box.setCurrentText(LEAVE_OUT)

    def choices(self) -> list[tuple[dr.UnknownLine, str | None]]:
        """Each unknown line with the title chosen for it (None = leave it out)."""
        out: list[tuple[dr.UnknownLine, str | None]] = []
        for line, box in zip(self.resolution.unknown, self.boxes, strict=True):
            text = box.currentText().strip()
            out.append((line, None if not text or text == LEAVE_OUT else text))
        return out

    def accept(self) -> None:
        """Accept only titles the library knows (a typed title must name a card)."""
        wrong = [title for _, title in self.choices()
                 if title is not None and not self.library.find_by_title(title)]
        if wrong:
            self.error.setText(f"No card is titled {wrong[0]!r}: pick one from the list.")
            return
        super().accept()


def apply_choices(deck: DeckList, choices: list[tuple[dr.UnknownLine, str | None]]
                  ) -> DeckList:
    """The deck with each chosen title put in its line (lines left out stay unknown)."""
    for line, title in choices:
        if title is not None:
            deck = dr.replace_line(deck, line.section, line.index, title)
    return deck


def review_deck(parent: QWidget | None, deck: DeckList, library: Library) -> DeckList | None:
    """Ask about the deck's unknown lines; returns the deck with the choices applied (the
    deck itself when every line resolves), or None when the user cancelled (the caller then
    keeps the deck as written, its unknown lines listed as problems)."""
    resolution = dr.resolve_partial(deck, library)
    if resolution.complete:
        return deck
    dialog = UnknownCardsDialog(deck.name or "deck", resolution, library, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return apply_choices(deck, dialog.choices())


def review_choices(parent: QWidget | None, library: Library,
                   choices: list[DeckChoice]) -> list[DeckChoice] | None:
    """New game: for every deck file with unknown lines, ask which cards they mean; returns
    the choices with the picks recorded, or None when the user cancelled."""
    from dataclasses import replace

    from l5r_desktop.newgame import NewGameError, load_deck_list

    out = []
    for choice in choices:
        if not choice.path:
            out.append(choice)
            continue
        try:
            deck = load_deck_list(choice)
        except NewGameError:
            out.append(choice)  # the game start reports the file's problem
            continue
        resolution = dr.resolve_partial(deck, library)
        if resolution.complete:
            out.append(choice)
            continue
        dialog = UnknownCardsDialog(deck.name or Path(choice.path).name, resolution, library,
                                    parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        picks = tuple((line.section, line.index, title) for line, title in dialog.choices())
        out.append(replace(choice, picks=picks))
    return out
