"""The deck editor's left panel: search as you type over the library, with filters (type, clan,
Gold cost range, keyword, edition) and a results list that loads more matches as it is scrolled
to the bottom (pages of :data:`PAGE`), so every match can be reached.

Double-click or Enter on a result emits ``add_requested(card_id)``; selecting one emits
``card_selected(card_id)`` (the preview follows it). *Edit card…* opens one of the user's own
cards (made from a scan or by hand) in the card editor
(:class:`~l5r_desktop.ui.card_edit_dialog.CardEditDialog`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb.ccg_coverage import reads_text
from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.ui.automation_marks import mark_item, mark_item_as
from l5r_desktop.ui.deck_editor.ability_reading import AbilityReading

#: Matches fetched per page of the results list.
PAGE = 200
#: The tooltip of a result whose ability records are being read (its mark follows).
READING_TIP = "Reading the card's abilities…"
_ANY = "Any"
_NO_COST = -1
ROLE = Qt.ItemDataRole.UserRole


def _alive(widget: QWidget) -> bool:
    try:
        return widget.isVisible()
    except RuntimeError:  # its C++ object is gone
        return False


class SearchPanel(QWidget):
    """Search box, filters and the lazily filled results list over one library."""

    add_requested = Signal(str)
    card_selected = Signal(str)
    #: A card was saved in the card editor (the saved CardDef).
    card_edited = Signal(object)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._shown = 0
        self._exhausted = True
        #: Reads the listed cards' unread ability records on a worker thread (issue 22).
        self.reading = AbilityReading(library.path, self)
        self.reading.cards_read.connect(self._cards_read)
        self._unread: set[str] = set()
        self.search_box = QLineEdit()
        self.search_box.setObjectName("search_box")
        self.search_box.setPlaceholderText("Search titles, keywords and text…")
        self.search_box.setClearButtonEnabled(True)
        self.type_box = QComboBox()
        self.type_box.addItem(_ANY, None)
        for card_type in CardType:
            self.type_box.addItem(card_type.value.capitalize(), card_type.value)
        self.clan_box = QComboBox()
        self.cost_min = self._cost_spin()
        self.cost_max = self._cost_spin()
        self.keyword_box = QLineEdit()
        self.keyword_box.setPlaceholderText("e.g. Samurai")
        self.edition_box = QComboBox()
        self.fill_filter_choices()
        costs = QHBoxLayout()
        costs.addWidget(self.cost_min)
        costs.addWidget(QLabel("to"))
        costs.addWidget(self.cost_max)
        form = QFormLayout()
        form.addRow("Type", self.type_box)
        form.addRow("Clan", self.clan_box)
        form.addRow("Gold cost", costs)
        form.addRow("Keyword", self.keyword_box)
        form.addRow("Edition", self.edition_box)
        self.results = QListWidget()
        self.results.setObjectName("search_results")
        self.result_count = QLabel()
        self.more_button = QPushButton("Show more")
        self.more_button.setObjectName("more_results")
        self.add_button = QPushButton("Add to deck")
        self.edit_button = QPushButton("Edit card…")
        self.edit_button.setToolTip("edit one of your own cards (made from a scan or by hand)")
        self.edit_button.setEnabled(False)
        self.edit_dialog = None
        box = QVBoxLayout(self)
        box.addWidget(self.search_box)
        box.addLayout(form)
        box.addWidget(self.results, 1)
        row = QHBoxLayout()
        row.addWidget(self.result_count, 1)
        row.addWidget(self.more_button)
        row.addWidget(self.edit_button)
        row.addWidget(self.add_button)
        box.addLayout(row)
        self.search_box.textChanged.connect(self.run_search)
        self.search_box.returnPressed.connect(self._add_current)
        self.keyword_box.textChanged.connect(self.run_search)
        for combo in (self.type_box, self.clan_box, self.edition_box):
            combo.currentIndexChanged.connect(self.run_search)
        for spin in (self.cost_min, self.cost_max):
            spin.valueChanged.connect(self.run_search)
        self.results.currentItemChanged.connect(self._result_selected)
        self.results.itemActivated.connect(lambda _item: self._add_current())
        self.results.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.more_button.clicked.connect(self.load_more)
        self.add_button.clicked.connect(self._add_current)
        self.edit_button.clicked.connect(self.edit_current)

    @staticmethod
    def _cost_spin() -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(_NO_COST, 99)
        spin.setSpecialValueText("–")
        spin.setValue(_NO_COST)
        return spin

    def fill_filter_choices(self) -> None:
        """(Re)fill the clan and edition choices from the library, keeping the current ones."""
        for combo, values in ((self.clan_box, self.library.clans("ccg")),
                              (self.edition_box, self.library.editions("ccg"))):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(_ANY, None)
            for value in values:
                combo.addItem(value, value)
            combo.setCurrentIndex(max(combo.findData(current), 0) if current else 0)
            combo.blockSignals(False)

    def filters(self) -> dict:
        """The current filters as :meth:`Library.search` keyword arguments."""
        card_type = self.type_box.currentData()
        clan = self.clan_box.currentData()
        low, high = self.cost_min.value(), self.cost_max.value()
        return {
            "types": (card_type,) if card_type else (),
            "clans": (clan,) if clan else (),
            "keyword": self.keyword_box.text().strip() or None,
            "cost_min": None if low == _NO_COST else low,
            "cost_max": None if high == _NO_COST else high,
            "edition": self.edition_box.currentData(),
            "game": "ccg",  # LCG cards have their own editor (ui/lcg/deck_editor.py)
        }

    def _query(self, limit: int) -> list[CardDef]:
        # the cards as stored: those whose records are unread are read on the worker
        # (self.reading), never here on the UI thread (issue 22)
        self._unread = set()
        return self.library.search(self.search_box.text(), limit=limit,
                                   left_unread=self._unread, **self.filters())

    @Slot()
    def run_search(self) -> None:
        """Search with the box's text and the filters; show the first page of matches."""
        cards = self._query(PAGE + 1)
        self.results.clear()
        self._shown = 0
        self._append(cards[:PAGE])
        self._exhausted = len(cards) <= PAGE
        self._update_count()
        if cards:
            self.results.setCurrentRow(0)

    @Slot()
    def load_more(self) -> int:
        """Append the next page of matches; returns how many were added."""
        if self._exhausted:
            return 0
        cards = self._query(self._shown + PAGE + 1)
        new = cards[self._shown:self._shown + PAGE]
        self._append(new)
        self._exhausted = len(cards) <= self._shown
        self._update_count()
        return len(new)

    def _append(self, cards: list[CardDef]) -> None:
        reading: list[str] = []
        for card in cards:
            cost = "" if card.gold_cost is None else f"  ·  {card.gold_cost}g"
            item = QListWidgetItem(f"{card.title}  ·  {card.type.value}{cost}")
            item.setData(ROLE, card.id)
            if card.id in self._unread or reads_text(card):
                mark_item(item, None)
                item.setToolTip(READING_TIP)
                reading.append(card.id)
            else:
                mark_item(item, card)
            self.results.addItem(item)
        self._shown += len(cards)
        self.reading.request(reading)

    @Slot(object)
    def _cards_read(self, cards: dict[str, tuple[CardDef, str, str]]) -> None:
        """Mark the results the worker read (``AbilityReading``)."""
        for row in range(self.results.count()):
            item = self.results.item(row)
            read = cards.get(item.data(ROLE))
            if read is not None and item.toolTip() == READING_TIP:
                item.setToolTip("")
                mark_item_as(item, read[1], read[2])

    def _update_count(self) -> None:
        more = "" if self._exhausted else "+ (scroll for more)"
        self.result_count.setText(f"{self._shown}{more} cards")
        self.more_button.setVisible(not self._exhausted)

    def _scrolled(self, value: int) -> None:
        bar = self.results.verticalScrollBar()
        if not self._exhausted and value >= bar.maximum() > 0:
            self.load_more()

    def result_titles(self) -> list[str]:
        """Titles in the results list, in order (for tests and accessibility)."""
        out = []
        for row in range(self.results.count()):
            card = self.library.get(self.results.item(row).data(ROLE))
            out.append(card.title if card else "")
        return out

    def current_card_id(self) -> str | None:
        """The selected result's card id."""
        item = self.results.currentItem()
        return None if item is None else item.data(ROLE)

    def _add_current(self) -> None:
        card_id = self.current_card_id()
        if card_id is not None:
            self.add_requested.emit(card_id)

    @Slot()
    def edit_current(self):
        """Open the selected card in the card editor (the user's own cards only)."""
        from l5r_desktop.ui.card_edit_dialog import CardEditDialog

        card_id = self.current_card_id()
        if card_id is None or not card_id.startswith("custom:"):
            return None
        open_dialog = self.edit_dialog
        if open_dialog is not None and _alive(open_dialog):
            open_dialog.raise_()  # one card at a time: finish that one first
            open_dialog.activateWindow()
            return open_dialog
        # not modal: the main window stays usable (Ctrl+Q asks about the edited card, issue
        # 23); the deck editor asks about it before it closes (DeckKeeping.closeEvent)
        dialog = CardEditDialog(self.library, card_id, self)
        dialog.setWindowModality(Qt.WindowModality.NonModal)
        dialog.card_saved.connect(self._edited)
        dialog.card_saved.connect(self.card_edited)
        self.edit_dialog = dialog
        dialog.show()
        return dialog

    def _edited(self, card: CardDef) -> None:
        """Show the saved card selected (searching its new title if the old search lost it)."""
        self.run_search()
        rows = [r for r in range(self.results.count())
                if self.results.item(r).data(ROLE) == card.id]
        if not rows:
            self.search_box.setText(card.title)  # runs the search again
            rows = [r for r in range(self.results.count())
                    if self.results.item(r).data(ROLE) == card.id]
        if rows:
            self.results.setCurrentRow(rows[0])
        self.card_selected.emit(card.id)

    def _result_selected(self, current: QListWidgetItem | None, _previous=None) -> None:
        self.edit_button.setEnabled(current is not None
                                    and str(current.data(ROLE)).startswith("custom:"))
        if current is not None:
            self.card_selected.emit(current.data(ROLE))
