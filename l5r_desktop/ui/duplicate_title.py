"""The question asked when a new card's title is already taken: keep both, replace or rename.

:func:`ask_duplicate_title` shows the question (a real ``QMessageBox`` with three named buttons
and Cancel) and returns the user's choice; :class:`KeepEditing` is raised by a save that stops
so the user can rename the card (nothing has been written then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QMessageBox, QWidget

from l5r_desktop.games.ccg.model.cards import CardDef

KEEP_BOTH = "keep both"
REPLACE = "replace"
RENAME = "rename"


class KeepEditing(Exception):
    """The user chose to rename a card (or cancelled): the save stopped, nothing written."""


def describe(card: CardDef, custom: bool) -> str:
    """One line naming an existing card for the question (no id: another card being added)."""
    if not card.id:
        return f"{card.title} ({card.type.value}, another card you are adding now)"
    kind = "your own card" if custom else "a card of the imported databases"
    return f"{card.title} ({card.type.value}, {card.id}, {kind})"


def is_custom(card: CardDef) -> bool:
    """The card is one the user made (from a scan or by hand), not a database card."""
    return card.id.startswith("custom:")


def ask_duplicate_title(parent: QWidget | None, title: str, existing: CardDef,
                        can_replace: bool = True) -> str:
    """Ask what to do with a new card titled ``title`` when ``existing`` has that title.

    Returns :data:`KEEP_BOTH`, :data:`REPLACE` or :data:`RENAME` (also for Cancel or Esc).
    Replacing one of the user's own cards overwrites its text and image; replacing a card of
    the imported databases only gives it the new image (its text stays the database's).
    Without ``can_replace`` (renaming a card already in the library) only Keep both and Rename
    are offered.
    """
    custom = is_custom(existing)
    box = QMessageBox(parent)
    box.setObjectName("duplicateTitleBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Card title already in the library")
    where = "The library already has" if existing.id else "You are also adding"
    box.setText(f"{where} a card titled “{title}”:\n{describe(existing, custom)}")
    what = ("its text and image are overwritten" if custom
            else "it gets this image, its text stays the database's")
    box.setInformativeText(f"Keep both cards, replace the existing card ({what}), or rename "
                           "the new one?" if can_replace else
                           "Keep both cards with this title, or rename this one?")
    both = box.addButton("Keep both", QMessageBox.ButtonRole.AcceptRole)
    replace = (box.addButton("Replace", QMessageBox.ButtonRole.DestructiveRole) if can_replace
               else None)
    rename = box.addButton("Rename", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(rename)
    box.setEscapeButton(rename)
    box.exec()
    clicked = box.clickedButton()
    if clicked is both:
        return KEEP_BOTH
    if replace is not None and clicked is replace:
        return REPLACE
    return RENAME


def duplicate_decisions(parent: QWidget | None, library, drafts: Iterable[tuple[int, CardDef]],
                        on_rename: Callable[[int], None]) -> dict[int, CardDef]:
    """Ask about every draft whose title the library (or an earlier draft of the same batch:
    keep both or rename) already has; returns, by key, the existing card each draft replaces
    (drafts kept beside their namesake are not in it).

    ``drafts`` are (key, new card) pairs. When the user chooses Rename, ``on_rename(key)`` is
    called (to show that card's title field) and :class:`KeepEditing` is raised before anything
    is written.
    """
    replaced: dict[int, CardDef] = {}
    earlier: dict[str, CardDef] = {}
    for key, draft in drafts:
        same = [c for c in library.find_by_title(draft.title) if c.id != draft.id]
        name = draft.title.strip().casefold()
        if same:
            choice = ask_duplicate_title(parent, draft.title, same[0])
        elif name in earlier:
            choice = ask_duplicate_title(parent, draft.title, earlier[name], can_replace=False)
        else:
            choice = KEEP_BOTH
        earlier.setdefault(name, draft.replace(id=""))
        if choice == RENAME:
            on_rename(key)
            raise KeepEditing(draft.title)
        if choice == REPLACE:
            replaced[key] = same[0]
    return replaced


def replace_card(library, existing: CardDef, draft: CardDef, image_png) -> CardDef:
    """Write ``draft`` over ``existing`` as the user chose Replace: one of the user's own cards
    takes the draft's text and the new image; a database card only takes the new image."""
    if is_custom(existing):
        library.update_card(draft.replace(id=existing.id, image=None))
    library.set_image(existing.id, image_png)
    return library.get(existing.id)
