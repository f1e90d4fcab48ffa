"""Cards being edited in the card editor as unsaved user work (``ui/unsaved.py``): the main
window asks about them on quit, a deck editor before it closes."""

from __future__ import annotations

import sys
from typing import Any

_CARD_EDIT_DIALOG = "l5r_desktop.ui.card_edit_dialog"


def alive(widget: Any) -> bool:
    """Whether ``widget`` is shown (False once its C++ object is gone)."""
    try:
        return bool(widget.isVisible())
    except RuntimeError:  # its C++ object is gone
        return False


def _form_state(editor: Any) -> tuple:
    """What the card editor form shows (to tell an edited card from an untouched one)."""
    return (editor.title.text(), editor.type.currentIndex(), editor.clans.text(),
            editor.keywords.text(), editor.text.toPlainText(),
            tuple(edit.text() for edit in editor.stats.values()))


class CardEditWork:
    """Open card editors (Edit card… from a deck editor's search) as unsaved work: a card
    whose form differs from the card, or that has a re-cut image, is unsaved. Found among the
    descendants of ``window`` (the main window, or one deck editor) when asked, so the deck
    editor's search panel needs no wiring."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def _edited(self) -> list[Any]:
        if _CARD_EDIT_DIALOG not in sys.modules:
            return []  # never opened (and quitting need not import it, numpy and all: #22)
        from l5r_desktop.ui.card_edit_dialog import CardEditDialog
        from l5r_desktop.ui.card_editor import CardEditor

        edited = []
        for dialog in self.window.findChildren(CardEditDialog):
            if not alive(dialog):
                continue
            untouched = CardEditor()
            untouched.set_card(dialog.card)
            if (dialog.new_image is not None
                    or _form_state(untouched) != _form_state(dialog.editor)):
                edited.append(dialog)
            untouched.deleteLater()
        return edited

    def unsaved_description(self) -> str | None:
        """``The card “X” in the card editor`` (or how many cards) while one is edited."""
        edited = self._edited()
        if not edited:
            return None
        if len(edited) == 1:
            return f"The card “{edited[0].card.title}” in the card editor"
        return f"{len(edited)} cards in the card editor"

    def save_unsaved(self) -> bool:
        """Save every edited card (each dialog's Save); True when all were saved."""
        for dialog in self._edited():
            dialog.accept()
        return not self._edited()

    def discard_unsaved(self) -> None:
        """Close the card editors without saving."""
        for dialog in self._edited():
            dialog.reject()
