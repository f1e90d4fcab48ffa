"""The LCG deck editor: search the library's LCG cards, build a deck, see its legality live.

Left: search as you type over the LCG cards (type and clan filters); Enter or a double-click
adds one copy. Middle: the selected card (its image when an image pack linked one, and its
printed facts and text). Right: the deck by section (stronghold and role, provinces, dynasty,
conflict) with counts; Delete or a double-click removes one copy; below it the legality panel,
recomputed after every change: one line per broken deckbuilding rule, each saying why, with
the Rules Reference section in its tooltip (``carddb/lcg_legality.py``).

Files: FiveRingsDB / EmeraldDB JSON exports and text lists are opened (unknown titles are
reported with their line numbers and the closest titles, and nothing changes); the deck is
saved as a JSON export or as a text list, atomically.
"""

from __future__ import annotations

import html
import logging
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb import lcg_decks
from l5r_desktop.carddb.lcg_cards import LCG_TYPES, LcgCard
from l5r_desktop.carddb.lcg_decks import LcgDeck, LcgDeckError, UnknownLcgCardsError
from l5r_desktop.carddb.lcg_demo import lcg_demo_decks
from l5r_desktop.carddb.lcg_legality import (
    FORMATS,
    RULE_SOURCES,
    LcgProblem,
    check_deck,
    load_card_lists,
)
from l5r_desktop.carddb.library import Library
from l5r_desktop.persistence.atomic import atomic_write_text

log = logging.getLogger(__name__)

_ANY = "Any"
_ROLE = Qt.ItemDataRole.UserRole
_SECTIONS = (("Stronghold and role", ("stronghold", "role")), ("Provinces", ("province",)),
             ("Dynasty deck", ("dynasty",)), ("Conflict deck", ("conflict",)))
_MAX_SHOWN_ERRORS = 20


def _section_of(card: LcgCard) -> str:
    if card.type in ("stronghold", "role"):
        return "Stronghold and role"
    if card.type == "province":
        return "Provinces"
    return "Dynasty deck" if card.side == "dynasty" else "Conflict deck"


class LcgDeckEditor(QMainWindow):
    """Build, open, check and save LCG decks."""

    def __init__(self, library: Library, *, data_dir: Path | None = None,
                 decks_dir: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lcg_deck_editor")
        self.library = library
        self.decks_dir = decks_dir
        self.lists = load_card_lists(data_dir)
        self.deck = LcgDeck()
        self.problems: list[LcgProblem] = []
        self.path: Path | None = None
        self.dirty = False
        self._known: dict[str, LcgCard] = {}
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._build_search())
        splitter.addWidget(self._build_preview())
        splitter.addWidget(self._build_deck())
        splitter.setSizes([330, 300, 420])
        self.setCentralWidget(splitter)
        self._build_actions()
        for problem in self.lists.problems:
            self.statusBar().showMessage(problem, 10000)
        self.run_search()
        self.refresh()
        self.resize(1100, 700)

    # ------------------------------------------------------------------ building

    def _build_search(self) -> QWidget:
        panel = QWidget()
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText("Search LCG titles, traits and text…")
        self.search_box.setClearButtonEnabled(True)
        self.type_box = QComboBox()
        self.type_box.addItem(_ANY, None)
        for card_type in LCG_TYPES:
            self.type_box.addItem(card_type.capitalize(), card_type)
        self.clan_box = QComboBox()
        self._fill_clans()
        self.results = QListWidget()
        self.results.setObjectName("lcg_results")
        form = QFormLayout()
        form.addRow("Type", self.type_box)
        form.addRow("Clan", self.clan_box)
        box = QVBoxLayout(panel)
        box.addWidget(self.search_box)
        box.addLayout(form)
        box.addWidget(self.results, 1)
        self.search_box.textChanged.connect(lambda _t: self.run_search())
        self.type_box.currentIndexChanged.connect(lambda _i: self.run_search())
        self.clan_box.currentIndexChanged.connect(lambda _i: self.run_search())
        self.results.itemActivated.connect(lambda item: self.add_card(item.data(_ROLE)))
        self.results.currentItemChanged.connect(
            lambda item, _old: item is not None and self.show_preview(item.data(_ROLE)))
        return panel

    def _build_preview(self) -> QWidget:
        panel = QWidget()
        self.preview_image = QLabel()
        self.preview_image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_text = QLabel()
        self.preview_text.setWordWrap(True)
        self.preview_text.setTextFormat(Qt.TextFormat.RichText)
        self.preview_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box = QVBoxLayout(panel)
        box.addWidget(self.preview_image)
        box.addWidget(self.preview_text, 1)
        return panel

    def _build_deck(self) -> QWidget:
        panel = QWidget()
        self.name_box = QLineEdit()
        self.name_box.setPlaceholderText("Deck name")
        self.format_box = QComboBox()
        self.format_box.addItem("Standard (40–45 per deck)", "standard")
        self.format_box.addItem("One core set (30+ per deck)", "core")
        self.demo_box = QComboBox()
        self.demo_box.addItem("Load a demo deck…", None)
        for index, deck in enumerate(lcg_demo_decks()):
            self.demo_box.addItem(deck.name, index)
        self.deck_tree = QTreeWidget()
        self.deck_tree.setObjectName("lcg_deck_tree")
        self.deck_tree.setHeaderLabels(["Card", "Copies"])
        self.legality_list = QListWidget()
        self.legality_list.setObjectName("lcg_legality")
        form = QFormLayout()
        form.addRow("Name", self.name_box)
        form.addRow("Format", self.format_box)
        box = QVBoxLayout(panel)
        box.addLayout(form)
        box.addWidget(self.demo_box)
        box.addWidget(self.deck_tree, 4)
        box.addWidget(QLabel("Legality (Rules Reference › Deckbuilding)"))
        box.addWidget(self.legality_list, 1)
        self.name_box.textEdited.connect(self._name_edited)
        self.format_box.currentIndexChanged.connect(self._format_chosen)
        self.demo_box.activated.connect(self._demo_chosen)
        self.deck_tree.itemActivated.connect(
            lambda item, _c: item.data(0, _ROLE) and self.remove_card(item.data(0, _ROLE)))
        self.deck_tree.currentItemChanged.connect(
            lambda item, _old: item is not None and item.data(0, _ROLE)
            and self.show_preview(item.data(0, _ROLE)))
        return panel

    def _build_actions(self) -> None:
        menu = self.menuBar().addMenu("&Deck")
        for name, text, slot, key in (
            ("open", "&Open deck list…", self.open_dialog, QKeySequence.StandardKey.Open),
            ("save_json", "Save as &JSON export…", self.save_json_dialog,
             QKeySequence.StandardKey.Save),
            ("save_text", "Save as &text list…", self.save_text_dialog, None),
            ("add", "&Add selected card", self.add_selected, QKeySequence("Ctrl+Return")),
            ("remove", "&Remove one copy", self.remove_selected, QKeySequence.StandardKey.Delete),
        ):
            action = QAction(text, self)
            action.setObjectName(f"lcg_{name}")
            if key is not None:
                action.setShortcut(key)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.addAction(action)

    def _fill_clans(self) -> None:
        """The clan filter's choices from the library (the chosen clan stays chosen)."""
        chosen = self.clan_box.currentData()
        self.clan_box.blockSignals(True)
        self.clan_box.clear()
        self.clan_box.addItem(_ANY, None)
        for clan in self.library.clans("lcg"):
            self.clan_box.addItem(clan, clan)
        self.clan_box.setCurrentIndex(max(0, self.clan_box.findData(chosen)))
        self.clan_box.blockSignals(False)

    @Slot()
    def library_changed(self) -> None:
        """The library changed (an import, an edited card): refresh the clan filter, the
        results and the deck's check (cards may be known now)."""
        self._known.clear()
        self._fill_clans()
        self.run_search()
        self.refresh()

    # ------------------------------------------------------------------ search and preview

    @Slot()
    def run_search(self) -> None:
        """Fill the results with the LCG cards matching the search box and filters."""
        card_type, clan = self.type_box.currentData(), self.clan_box.currentData()
        cards = self.library.search(self.search_box.text(), game="lcg",
                                    types=(card_type,) if card_type else (),
                                    clans=(clan,) if clan else ())
        self.results.clear()
        for card in cards:
            item = QListWidgetItem(card.title)
            item.setData(_ROLE, card.id)
            self.results.addItem(item)

    def _card(self, card_id: str) -> LcgCard | None:
        if card_id in self.deck.cards:
            return self.deck.cards[card_id][0]
        if card_id not in self._known:
            found = self.library.lcg_cards([card_id])
            if card_id not in found:
                return None
            self._known[card_id] = found[card_id]
        return self._known[card_id]

    def show_preview(self, card_id: str) -> None:
        """Show a card's image (when linked) and its printed facts and text."""
        card = self._card(card_id)
        if card is None:
            return
        path = self.library.image_path(card_id)
        pixmap = QPixmap(str(path)) if path else QPixmap()
        if not pixmap.isNull():
            pixmap = pixmap.scaledToWidth(250, Qt.TransformationMode.SmoothTransformation)
        self.preview_image.setPixmap(pixmap)
        rich = self.library.rich_text(card_id)  # the importer puts the facts line first
        if not rich:
            rich = f"<i>{html.escape(card.summary_line())}</i><br>" + html.escape(
                card.text).replace("\n", "<br>")
        self.preview_text.setText(f"<b>{html.escape(card.name)}</b><br>{rich}")

    # ------------------------------------------------------------------ editing

    def add_card(self, card_id: str, count: int = 1) -> None:
        """Add copies of an LCG card to the deck."""
        card = self._card(card_id)
        if card is None:
            return
        self.deck.add(card, count)
        self._changed()

    def remove_card(self, card_id: str, count: int = 1) -> None:
        """Remove copies of a card (all of them when fewer are left)."""
        if card_id not in self.deck.cards:
            return
        card, have = self.deck.cards[card_id]
        if have > count:
            self.deck.cards[card_id] = (card, have - count)
        else:
            del self.deck.cards[card_id]
        self._changed()

    @Slot()
    def add_selected(self) -> None:
        """Add one copy of the selected search result."""
        item = self.results.currentItem()
        if item is not None:
            self.add_card(item.data(_ROLE))

    @Slot()
    def remove_selected(self) -> None:
        """Remove one copy of the selected deck card."""
        item = self.deck_tree.currentItem()
        if item is not None and item.data(0, _ROLE):
            self.remove_card(item.data(0, _ROLE))

    def _name_edited(self, text: str) -> None:
        self.deck.name = text
        self.dirty = True
        self._update_title()

    def _format_chosen(self, _index: int) -> None:
        self.deck.format = self.format_box.currentData()
        self._changed()

    def _changed(self) -> None:
        self.dirty = True
        self.refresh()

    def refresh(self) -> None:
        """Redraw the deck and recompute its legality."""
        self.deck_tree.clear()
        for label, _kinds in _SECTIONS:
            cards = sorted((v for v in self.deck.cards.values() if _section_of(v[0]) == label),
                           key=lambda v: (v[0].name.casefold(), v[0].id))
            section = QTreeWidgetItem([label, str(sum(n for _, n in cards))])
            for card, n in cards:
                child = QTreeWidgetItem([card.name, str(n)])
                child.setData(0, _ROLE, card.id)
                child.setToolTip(0, card.summary_line())
                section.addChild(child)
            self.deck_tree.addTopLevelItem(section)
            section.setExpanded(True)
        self.deck_tree.resizeColumnToContents(0)
        self.problems = check_deck(self.deck, self.lists)
        self.legality_list.clear()
        for problem in self.problems:
            item = QListWidgetItem(problem.message)
            item.setForeground(QColor("firebrick"))
            item.setToolTip(f"Rules Reference › {RULE_SOURCES.get(problem.rule, 'Deckbuilding')}")
            self.legality_list.addItem(item)
        if not self.problems:
            item = QListWidgetItem(f"Legal ({self.format_box.currentText()}).")
            item.setForeground(QColor("darkgreen"))
            self.legality_list.addItem(item)
        self._update_title()

    def _update_title(self) -> None:
        name = self.deck.name or (self.path.stem if self.path else "Untitled LCG deck")
        self.setWindowTitle(f"{'*' if self.dirty else ''}{name} — LCG deck editor")

    # ------------------------------------------------------------------ files

    def set_deck(self, deck: LcgDeck, path: Path | None = None) -> None:
        """Show a deck (not dirty)."""
        self.deck = deck
        self.path = path
        self.name_box.setText(deck.name)
        self.format_box.blockSignals(True)
        self.format_box.setCurrentIndex(max(self.format_box.findData(deck.format), 0))
        self.format_box.blockSignals(False)
        if deck.format not in FORMATS:
            self.deck.format = "standard"
        self.dirty = False
        self.refresh()

    def _demo_chosen(self, index: int) -> None:
        data = self.demo_box.itemData(index)
        if data is not None and self._confirm_discard():
            self.set_deck(lcg_demo_decks()[int(data)])
        self.demo_box.setCurrentIndex(0)

    def load_deck_file(self, path: Path) -> bool:
        """Open a JSON export or text list; a bad file is explained and nothing changes."""
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
            deck = lcg_decks.load_deck(text, self.library)
        except (OSError, UnicodeDecodeError) as exc:
            self._warn(f"Cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
            return False
        except LcgDeckError as exc:
            self._warn(f"{Path(path).name}, {exc}")
            return False
        except UnknownLcgCardsError as exc:
            lines = str(exc).splitlines()[1:]  # after the "N unknown card(s):" line
            more = len(lines) - _MAX_SHOWN_ERRORS
            shown = lines[:_MAX_SHOWN_ERRORS] + ([f"… and {more} more"] if more > 0 else [])
            self._warn(f"{Path(path).name}: the library does not know these cards "
                       "(import the FiveRingsDB data first?):\n" + "\n".join(shown))
            return False
        if not deck.name:
            deck.name = Path(path).stem
        self.set_deck(deck, Path(path))
        return True

    def save_deck_file(self, path: Path, *, as_text: bool = False) -> bool:
        """Write the deck (JSON export, or text list with pack names), atomically."""
        content = lcg_decks.write_text(self.deck) if as_text else lcg_decks.write_json(self.deck)
        try:
            atomic_write_text(path, content)
        except OSError as exc:
            self._warn(f"Cannot save {path}: {exc.strerror or exc}")
            return False
        self.path = Path(path)
        self.dirty = False
        self._update_title()
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    @Slot()
    def open_dialog(self) -> None:
        """Ask for a deck list and open it."""
        if not self._confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(
            self, "Open LCG deck", str(self.decks_dir or ""),
            "LCG deck lists (*.json *.txt);;All files (*)")
        if name:
            self.load_deck_file(Path(name))

    def _ask_save(self, suffix: str, label: str) -> Path | None:
        start = self.decks_dir / f"{self.deck.name or 'deck'}{suffix}" if self.decks_dir else None
        name, _ = QFileDialog.getSaveFileName(self, "Save LCG deck", str(start or ""), label)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(suffix)

    @Slot()
    def save_json_dialog(self) -> None:
        """Save as a FiveRingsDB-style JSON export."""
        path = self._ask_save(".json", "JSON deck export (*.json)")
        if path is not None:
            self.save_deck_file(path)

    @Slot()
    def save_text_dialog(self) -> None:
        """Save as a text list (``3x Title (Pack)``)."""
        path = self._ask_save(".txt", "Text deck list (*.txt)")
        if path is not None:
            self.save_deck_file(path, as_text=True)

    # ------------------------------------------------------------------ helpers

    def _warn(self, message: str) -> None:
        log.info("LCG deck editor: %s", message)
        self.statusBar().showMessage(message.splitlines()[0], 8000)
        QMessageBox.warning(self, "LCG deck editor", message)

    def _confirm_discard(self) -> bool:
        if not self.dirty:
            return True
        answer = QMessageBox.question(self, "LCG deck editor",
                                      "Discard the unsaved changes to this deck?")
        return answer == QMessageBox.StandardButton.Yes

    # the unsaved-work protocol (ui/unsaved.py): quitting the app asks about this deck too
    def unsaved_description(self) -> str | None:
        """What is unsaved (for the quit question), or None."""
        if not self.dirty:
            return None
        name = self.deck.name or (self.path.stem if self.path else "Untitled LCG deck")
        return f"The deck “{name}” in the LCG deck editor"

    def save_unsaved(self) -> bool:
        """Save in place, or ask for a JSON file; True when saved."""
        if self.path is None:
            self.save_json_dialog()
            return not self.dirty
        return self.save_deck_file(self.path, as_text=self.path.suffix.lower() == ".txt")

    def discard_unsaved(self) -> None:
        """Drop the unsaved changes (the window stays as it is)."""
        self.dirty = False
        self._update_title()

    def closeEvent(self, event) -> None:
        """Closing asks before dropping unsaved changes."""
        if self._confirm_discard():
            event.accept()
        else:
            event.ignore()
