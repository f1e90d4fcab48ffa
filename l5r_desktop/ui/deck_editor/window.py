"""The deck editor window: search the library as you type, build a deck, see its legality live.

Left: the search box and filters (type, clan, cost range, keyword, edition) over the library,
with the results list (double-click or Enter adds a card). Middle: the preview of the selected
card (its image, or a face drawn by ``carddb.render``) and its text. Right: the deck (name,
rules profile, Stronghold/Sensei/Wind, Dynasty and Fate with counts; double-click or Delete
removes one copy), and the legality report, recomputed after every change.

The editor only reads the library and writes ``.l5d`` files (atomically); ``start_game_requested``
hands the resolved deck (:class:`~l5r_desktop.carddb.decks.ResolvedDeck`) to whoever owns games.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb.decks import (
    DeckEntry,
    DeckList,
    ResolvedDeck,
    demo_deck_lists,
    lookup_card,
)
from l5r_desktop.carddb.importers.common import split_experience
from l5r_desktop.carddb.legality import FORMAT_ROWS, format_for
from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck
from l5r_desktop.ui.deck_editor.deck_lines import LINE_ROLE, fill_lines, mark_read
from l5r_desktop.ui.deck_editor.files import DeckFiles
from l5r_desktop.ui.deck_editor.keeping import DeckKeeping
from l5r_desktop.ui.deck_editor.legality_box import LegalityBox, deck_problems
from l5r_desktop.ui.deck_editor.preview import CardPreview
from l5r_desktop.ui.deck_editor.search_panel import SearchPanel
from l5r_desktop.ui.unsaved import confirm_close

log = logging.getLogger(__name__)

_SLOTS = {CardType.STRONGHOLD: "stronghold", CardType.SENSEI: "sensei", CardType.WIND: "wind"}
_ROLE = LINE_ROLE


class DeckEditor(DeckFiles, DeckKeeping, QMainWindow):
    """Build, open, check and save decks; ask for a game with the deck."""

    start_game_requested = Signal(object)
    deck_saved = Signal(object)
    #: A card of the library was edited from this window (the saved CardDef).
    card_edited = Signal(object)

    def __init__(self, library: Library, *, profile: str = "celestial",
                 decks_dir: Path | None = None, recovery_dir: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._init_keeping(recovery_dir)
        self.setObjectName("deck_editor")
        self.setWindowTitle("Deck editor")
        self.library = library
        self.decks_dir = decks_dir
        self.deck = DeckList()
        self.path: Path | None = None
        self.dirty = False
        self.problems: list[str] = []
        self._resolved: ResolvedDeck | None = None
        self._build_search_panel()
        self._build_preview_panel()
        self._build_deck_panel()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._search_panel)
        splitter.addWidget(self._preview_panel)
        splitter.addWidget(self._deck_panel)
        splitter.setSizes([340, 280, 380])
        self.setCentralWidget(splitter)
        self._build_actions()
        index = self.profile_box.findData(profile)
        self.profile_box.setCurrentIndex(max(index, 0))
        self.run_search()
        self._refresh_deck()
        self.resize(1100, 700)

    # ------------------------------------------------------------------ building

    def _build_search_panel(self) -> None:
        panel = SearchPanel(self.library)
        self.search_panel = panel
        for name in ("search_box", "type_box", "clan_box", "cost_min", "cost_max",
                     "keyword_box", "edition_box", "results", "result_count", "add_button"):
            setattr(self, name, getattr(panel, name))
        panel.add_requested.connect(self.add_card)
        panel.card_selected.connect(self.show_preview)
        panel.card_edited.connect(self.card_edited)
        self._search_panel = panel

    @Slot()
    def library_changed(self) -> None:
        """The library changed (an import, scanned cards, an edited card): refresh the
        clan/edition choices, the results, the preview and the deck (names that were unknown
        may be known now)."""
        self._search_panel.fill_filter_choices()
        self.run_search()
        self.preview.refresh()
        self._refresh_deck()

    def _build_preview_panel(self) -> None:
        self.preview = CardPreview(self.library)
        self.preview.reading = self._search_panel.reading
        self._search_panel.reading.cards_read.connect(self._cards_read)
        self.preview_image = self.preview.image
        self.preview_text = self.preview.text
        self._preview_panel = self.preview

    def _build_deck_panel(self) -> None:
        panel = QWidget()
        self.name_box = QLineEdit()
        self.name_box.setPlaceholderText("Deck name")
        self.profile_box = QComboBox()
        for deck_format in FORMAT_ROWS:  # the three profiles first, then the arcs
            self.profile_box.addItem(deck_format.label, deck_format.name)
        self.demo_box = QComboBox()
        self.demo_box.addItem("Load a demo deck…", None)
        for index, demo in enumerate(demo_deck_lists()):
            self.demo_box.addItem(demo.name, index)
        self.slot_labels = {slot: QLabel("–") for slot in ("stronghold", "sensei", "wind")}
        form = QFormLayout()
        form.addRow("Name", self.name_box)
        form.addRow("Format", self.profile_box)
        for slot, label in self.slot_labels.items():
            clear = QPushButton("Clear")
            clear.setObjectName(f"clear_{slot}")
            clear.clicked.connect(lambda _=False, s=slot: self.clear_slot(s))
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(clear)
            form.addRow(slot.capitalize(), row)
        self.dynasty_list = QListWidget()
        self.dynasty_list.setObjectName("dynasty_list")
        self.fate_list = QListWidget()
        self.fate_list.setObjectName("fate_list")
        self.dynasty_label, self.fate_label = QLabel(), QLabel()
        self.remove_button = QPushButton("Remove one")
        self.legality_list = LegalityBox()
        self.start_button = QPushButton("Start a game with this deck")
        box = QVBoxLayout(panel)
        box.addLayout(form)
        box.addWidget(self.demo_box)
        box.addWidget(self.dynasty_label)
        box.addWidget(self.dynasty_list, 3)
        box.addWidget(self.fate_label)
        box.addWidget(self.fate_list, 2)
        box.addWidget(self.remove_button)
        box.addWidget(QLabel("Legality"))
        box.addWidget(self.legality_list, 2)  # wrapped problems need room at 1366x768
        box.addWidget(self.start_button)
        self._deck_panel = panel
        self.name_box.textEdited.connect(self._name_edited)
        self.profile_box.currentIndexChanged.connect(lambda _i: self._refresh_legality())
        self.demo_box.activated.connect(self._demo_chosen)
        for widget in (self.dynasty_list, self.fate_list):
            widget.itemActivated.connect(self._deck_item_activated)
            widget.currentItemChanged.connect(self._deck_item_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.start_button.clicked.connect(self.request_start_game)

    def _build_actions(self) -> None:
        self._build_edit_menu()
        menu = self.menuBar().addMenu("&Deck")
        for name, text, slot, key in (
            ("new", "&New deck", self.new_deck, QKeySequence.StandardKey.New),
            ("open", "&Open…", self.open_dialog, QKeySequence.StandardKey.Open),
            ("save", "&Save", self.save, QKeySequence.StandardKey.Save),
            ("save_as", "Save &as…", self.save_as_dialog, QKeySequence.StandardKey.SaveAs),
            ("start", "Start a &game with this deck", self.request_start_game, None),
        ):
            action = QAction(text, self)
            action.setObjectName(f"deck_{name}")
            if key is not None:
                action.setShortcut(key)
            action.triggered.connect(slot)
            menu.addAction(action)
        remove = QAction("Remove one copy", self)
        remove.setShortcut(QKeySequence.StandardKey.Delete)
        remove.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        remove.triggered.connect(self.remove_selected)
        self._deck_panel.addAction(remove)

    def _build_edit_menu(self) -> None:
        menu = self.menuBar().addMenu("&Edit")
        undo = QAction("&Undo", self)
        undo.setObjectName("deck_undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.undo)
        redo = QAction("&Redo", self)
        redo.setObjectName("deck_redo")
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        redo.triggered.connect(self.redo)
        menu.addAction(undo)
        menu.addAction(redo)
        self.undo_actions = (undo, redo)
        self._update_undo_actions()

    # ------------------------------------------------------------------ search

    @property
    def profile(self) -> str:
        """The deck format (a rules profile or an arc) the legality report uses."""
        return str(self.profile_box.currentData())

    def search_filters(self) -> dict:
        """The current filters as :meth:`Library.search` keyword arguments."""
        return self.search_panel.filters()

    @Slot()
    def run_search(self) -> None:
        """Search the library with the box's text and the filters; fill the results list."""
        self.search_panel.run_search()

    def result_titles(self) -> list[str]:
        """Titles in the results list, in order (for tests and accessibility)."""
        return self.search_panel.result_titles()

    @property
    def previewed(self) -> str | None:
        """The id of the card in the preview."""
        return self.preview.card_id

    @Slot(object)
    def _cards_read(self, cards: dict[str, tuple[CardDef, str, str]]) -> None:
        """Cards were read off the UI thread (with their automation): the preview shows its
        card again, the deck lines waiting for theirs are marked and a check that waited
        for them runs again."""
        if not self.library.is_open:
            return
        read = cards.get(self.preview.card_id or "")
        if read is not None:
            self.preview.show_card(read[0].id, read)
        mark_read((self.dynasty_list, self.fate_list), cards)
        # (a card stored as its record is not written back: this connection remembers it)
        self.library.remember_read(card for card, _kind, _label in cards.values())
        if self._checking & cards.keys():
            self._refresh_legality()
            if self._checking & cards.keys():  # (still unread: read here, never asked again)
                self._refresh_legality(read=True)

    def show_preview(self, card_id: str) -> None:
        """Show a card's image (or drawn face) and its text."""
        self.preview.show_card(card_id)

    # ------------------------------------------------------------------ editing

    def _section_for(self, card: CardDef) -> str:
        return "fate" if card.deck is Deck.FATE else "dynasty"

    def add_card(self, card_id: str, count: int = 1) -> None:
        """Add copies of a card: Strongholds/Sensei/Winds fill their slot, others go to the
        Dynasty or Fate deck by type."""
        card = self.library.get(card_id, set())  # (its type and title: no record read)
        if card is None:
            return
        slot = _SLOTS.get(card.type)
        if slot is not None:
            before = getattr(self.deck, slot)
            if before is not None and before.casefold() == card.title.casefold():
                return
            self.remember(f"{slot.capitalize()} {card.title}")
            setattr(self.deck, slot, card.title)
            if before is not None:
                self.statusBar().showMessage(
                    f"{slot.capitalize()} {before} replaced by {card.title} "
                    "(Edit › Undo brings it back)", 15000)
        else:
            self.remember(f"add {card.title}")
            entries: list[DeckEntry] = getattr(self.deck, self._section_for(card))
            base, tag = split_experience(card.title)
            for index, entry in enumerate(entries):
                if entry.title.casefold() == card.title.casefold():
                    entries[index] = DeckEntry(entry.name, entry.count + count, entry.experience)
                    break
            else:
                entries.append(DeckEntry(base, count, tag))
        self._changed()

    @Slot()
    def add_selected(self) -> None:
        """Add one copy of the selected search result."""
        card_id = self.search_panel.current_card_id()
        if card_id is not None:
            self.add_card(card_id)

    def remove_card(self, section: str, title: str, count: int = 1) -> None:
        """Remove copies of a title from ``dynasty``, ``fate`` or ``unsorted``."""
        entries: list[DeckEntry] = getattr(self.deck, section)
        for index, entry in enumerate(entries):
            if entry.title.casefold() == title.casefold():
                self.remember(f"remove {entry.title}")
                remaining = entry.count - count
                if remaining > 0:
                    entries[index] = DeckEntry(entry.name, remaining, entry.experience)
                else:
                    del entries[index]
                self._changed()
                return

    @Slot()
    def remove_selected(self) -> None:
        """Remove one copy of the selected deck line (the list used last comes first)."""
        widgets = [self._last_deck_list] if self._last_deck_list is not None else []
        for widget in (*widgets, self.dynasty_list, self.fate_list):
            item = widget.currentItem()
            if item is not None:
                section, title = item.data(_ROLE)
                self.remove_card(section, title)
                return

    _last_deck_list: QListWidget | None = None

    def _deck_item_activated(self, item: QListWidgetItem) -> None:
        section, title = item.data(_ROLE)
        self.remove_card(section, title)

    def _deck_item_selected(self, current: QListWidgetItem | None, _previous=None) -> None:
        if current is None:
            return
        self._last_deck_list = current.listWidget()
        _section, title = current.data(_ROLE)
        card = lookup_card(self.library, title, self.deck.prefer, set())
        if card is not None:
            self.show_preview(card.id)  # (the preview has an unread card read on the worker)

    def clear_slot(self, slot: str) -> None:
        """Empty the Stronghold, Sensei or Wind slot."""
        if getattr(self.deck, slot) is None:
            return
        self.remember(f"clear the {slot.capitalize()}")
        setattr(self.deck, slot, None)
        self._changed()

    def _name_edited(self, text: str) -> None:
        self.deck.name = text
        self.dirty = True
        self._update_title()
        self.schedule_recovery()

    def _changed(self) -> None:
        self.dirty = True
        self._refresh_deck()
        self.schedule_recovery()

    # ------------------------------------------------------------------ showing the deck

    def _refresh_deck(self) -> None:
        for slot, label in self.slot_labels.items():
            label.setText(getattr(self.deck, slot) or "–")
        if self.name_box.text() != self.deck.name:
            self.name_box.setText(self.deck.name)
        # the cards as stored, those to read read on the worker (deck_lines.py, issue 22)
        unread: set[str] = set()
        reading: list[str] = []
        for widget, section in ((self.dynasty_list, "dynasty"), (self.fate_list, "fate")):
            lines = [(section, e) for e in getattr(self.deck, section)]
            if section == "dynasty":
                lines += [("unsorted", e) for e in self.deck.unsorted]
            reading += fill_lines(widget, lines, self.library, self.deck.prefer, unread)
        self.search_panel.reading.request(reading)
        self.dynasty_label.setText(f"Dynasty ({self.deck.total('dynasty')})")
        self.fate_label.setText(f"Fate ({self.deck.total('fate')})")
        self._refresh_legality(asked=reading)
        self._update_title()

    #: The cards the legality check waits for (read on the worker).
    _checking: set[str] = set()

    def _refresh_legality(self, read: bool = False, asked: Iterable[str] = ()) -> None:
        """Check the deck; the cards whose ability records are unread are read on the worker
        (but those ``asked`` of it already: the deck lines') and the check runs again when
        they are (``read``: here and now, as a game needs)."""
        unread: set[str] | None = None if read else set()
        self._resolved, self.problems = deck_problems(self.deck, self.library, self.profile,
                                                      unread)
        self._checking = unread or set()
        self.search_panel.reading.request(sorted(self._checking.difference(asked)))
        self.legality_list.show_problems(self.problems, format_for(self.profile).label,
                                         len(self._checking))

    def _update_title(self) -> None:
        name = self.deck.name or (self.path.stem if self.path else "Untitled deck")
        self.setWindowTitle(f"{'*' if self.dirty else ''}{name} — Deck editor")

    # ------------------------------------------------------------------ files

    def set_deck(self, deck: DeckList, path: Path | None = None) -> None:
        """Show a deck; loose entries the library knows are sorted into their places."""
        placed = DeckList(name=deck.name, stronghold=deck.stronghold, sensei=deck.sensei,
                          wind=deck.wind, dynasty=list(deck.dynasty), fate=list(deck.fate),
                          prefer=deck.prefer, pregame=list(deck.pregame),
                          slot_lines=dict(deck.slot_lines),
                          game_objects=list(deck.game_objects))
        for entry in deck.unsorted:
            card = lookup_card(self.library, entry.title, deck.prefer, set())  # (its type)
            slot = _SLOTS.get(card.type) if card else None
            if card is None:
                placed.unsorted.append(entry)
            elif slot is not None and getattr(placed, slot) is None:
                setattr(placed, slot, card.title)
            else:
                getattr(placed, self._section_for(card)).append(entry)
        self.deck = placed
        self.path = path
        self.dirty = False
        self.forget_history()
        self.clear_recovery()
        self._refresh_deck()

    def restore_recovered(self, deck: DeckList, path: Path | None = None) -> None:
        """Show a deck recovered after a crash: unsaved (it is in no file yet) and kept in a
        new recovery copy until it is saved or discarded."""
        self.set_deck(deck, path)
        self.dirty = True
        self._update_title()
        self.write_recovery()

    # ------------------------------------------------------------------ games

    @Slot()
    def request_start_game(self) -> bool:
        """Emit ``start_game_requested(ResolvedDeck)`` if the deck can be played: every card
        known and a Stronghold chosen. An illegal deck asks first."""
        self._refresh_legality(read=True)  # (the game plays the cards' abilities)
        if self._resolved is None:
            self._warn("The deck names cards the library does not know:\n"
                       + "\n".join(self.problems))
            return False
        if self._resolved.stronghold is None:
            self._warn("Choose a Stronghold first.")
            return False
        if self.problems:
            answer = QMessageBox.question(
                self, "Deck editor",
                "The deck is not legal:\n" + "\n".join(self.problems[:10]) + "\n\nPlay anyway?")
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.start_game_requested.emit(self._resolved)
        return True

    # ------------------------------------------------------------------ helpers

    def _warn(self, message: str) -> None:
        log.info("deck editor: %s", message)
        self.statusBar().showMessage(message.splitlines()[0], 8000)
        QMessageBox.warning(self, "Deck editor", message)

    def _confirm_discard(self, doing: str = "go on") -> bool:
        return confirm_close(self, self, doing=doing)
