"""Deck files in the deck editor: New, the demo decks, Open (a ``.l5d`` or a loose list, with
the unknown lines asked about), Save and Save As (atomic ``.l5d``).

:class:`DeckFiles` is a mixin of :class:`~l5r_desktop.ui.deck_editor.window.DeckEditor`; it
uses the editor's ``deck``, ``path``, ``dirty``, ``library``, ``decks_dir``, ``demo_box``,
``deck_saved``, ``set_deck()``, ``_changed()``, ``_update_title()``, ``_warn()``,
``_confirm_discard()`` and the recovery copy of
:class:`~l5r_desktop.ui.deck_editor.keeping.DeckKeeping`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFileDialog

from l5r_desktop.carddb.decks import (
    DeckList,
    DeckParseError,
    demo_deck_lists,
    game_object_reason,
    parse_deck,
    write_l5d,
)
from l5r_desktop.persistence.atomic import atomic_write_text
from l5r_desktop.ui.dialogs.unknown_cards import review_deck


class DeckFiles:
    """Opening and saving deck files for the deck editor (see the module docstring)."""

    deck: DeckList
    path: Path | None
    dirty: bool
    library: Any
    decks_dir: Path | None

    @Slot()
    def new_deck(self) -> None:
        """Start an empty deck (asks before dropping unsaved changes)."""
        if self._confirm_discard("start a new deck"):
            self.set_deck(DeckList())

    def _demo_chosen(self, index: int) -> None:
        data = self.demo_box.itemData(index)
        if data is not None and self._confirm_discard("load a demo deck"):
            self.set_deck(demo_deck_lists()[int(data)])
        self.demo_box.setCurrentIndex(0)

    def load_deck_file(self, path: Path) -> bool:
        """Read a ``.l5d`` or loose list; a bad file is explained and nothing changes."""
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
            deck = parse_deck(text)
        except (OSError, UnicodeDecodeError) as exc:
            self._warn(f"Cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
            return False
        except DeckParseError as exc:
            self._warn(f"{Path(path).name}, {exc}")
            return False
        if not deck.name:
            deck.name = Path(path).stem
        reviewed = review_deck(self, deck, self.library)  # unknown lines: pick their cards
        self.set_deck(reviewed or deck, Path(path))
        if reviewed is not None and reviewed is not deck:
            self._changed()
        if deck.game_objects:  # "1 Imperial Favor": kept in the file, not in the deck
            first = deck.game_objects[0]
            self.statusBar().showMessage(
                f"line {first.line}: '{first.title}' is not a deck card "
                f"({game_object_reason(first.title)}); kept in the file when saved", 15000)
        return True

    def save_deck_file(self, path: Path) -> bool:
        """Write the deck as ``.l5d`` (atomic); returns False (with a message) on failure."""
        try:
            atomic_write_text(path, write_l5d(self.deck, self.library))
        except OSError as exc:
            self._warn(f"Cannot save {path}: {exc.strerror or exc}")
            return False
        self.path = Path(path)
        self.dirty = False
        self.clear_recovery()
        self._update_title()
        self.deck_saved.emit(self.path)
        return True

    @Slot()
    def open_dialog(self) -> None:
        """Ask for a deck file and open it."""
        if not self._confirm_discard("open another deck"):
            return
        name, _ = QFileDialog.getOpenFileName(
            self, "Open deck", str(self.decks_dir or ""), "Deck lists (*.l5d *.txt);;All (*)")
        if name:
            self.load_deck_file(Path(name))

    @Slot()
    def save(self) -> bool:
        """Save to the current file, or ask for one; True when saved."""
        if self.path is None:
            return self.save_as_dialog()
        return self.save_deck_file(self.path)

    @Slot()
    def save_as_dialog(self) -> bool:
        """Ask where to save the deck."""
        start = self.decks_dir / f"{self.deck.name or 'deck'}.l5d" if self.decks_dir else None
        name, _ = QFileDialog.getSaveFileName(self, "Save deck", str(start or ""),
                                              "Deck lists (*.l5d)")
        if not name:
            return False
        path = Path(name)
        if path.suffix == "":
            path = path.with_suffix(".l5d")
        return self.save_deck_file(path)
