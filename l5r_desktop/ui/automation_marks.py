"""What players see of a CCG card's automation outside the preview: a mark in the deck
editor's lists (a small disc: full = automated, half = partly automated, ring = manual; the
tooltip says which abilities are resolved by hand) and a section of the table's card menu
naming the abilities resolved by hand (issue 17). The classification is
``carddb.ccg_coverage.automation``: the card's records (ours card by card, else the text
translator's) decide it."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QListWidgetItem, QMenu

from l5r_desktop.carddb.ccg_coverage import automation, automation_label
from l5r_desktop.carddb.ccgtext import split_abilities
from l5r_desktop.games.ccg.model.cards import CardDef

#: The mark beside a card in a list, by automation class (no mark for a card without abilities).
MARKS = {"automated": "automated", "partly": "partly automated", "manual": "manual"}
#: How much of a manual ability's line the menu shows.
LINE_CHARS = 70


#: The item data role holding the mark's word (for tests and assistive tools).
MARK_ROLE = Qt.ItemDataRole.UserRole + 7


@cache
def mark_icon(kind: str) -> QIcon:
    """The disc drawn for an automation class (14 px, drawn once)."""
    pix = QPixmap(14, 14)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor("#2e7d32")
    painter.setPen(colour)
    disc = QRectF(1.5, 1.5, 11, 11)
    if kind == "blank":  # keeps the titles of unmarked lines aligned with the others
        pass
    elif kind == "automated":
        painter.setBrush(colour)
        painter.drawEllipse(disc)
    elif kind == "partly":
        painter.drawEllipse(disc)
        half = QPainterPath()
        half.moveTo(disc.center())
        half.arcTo(disc, 90, 180)
        half.closeSubpath()
        painter.fillPath(half, colour)
    else:
        painter.setPen(QColor("#8d6e63"))
        painter.drawEllipse(disc)
    painter.end()
    return QIcon(pix)


def mark_item(item: QListWidgetItem, card: CardDef | None) -> None:
    """Mark a list entry with the card's automation: icon, tooltip (the preview's sentence)
    and the word under :data:`MARK_ROLE`; a blank icon for a card without abilities or an
    unknown card (``None``)."""
    kind = automation(card)[0] if card is not None else "blank"
    _mark(item, kind, lambda: automation_label(card))  # type: ignore[arg-type]


def mark_item_as(item: QListWidgetItem, kind: str, label: str) -> None:
    """:func:`mark_item` with the card's automation class and sentence already known
    (``automation(card)[0]``, ``automation_label(card)``: read on a worker thread)."""
    _mark(item, kind, lambda: label)


def _mark(item: QListWidgetItem, kind: str, label: Callable[[], str]) -> None:
    word = MARKS.get(kind)
    if word is None:
        item.setIcon(mark_icon("blank"))
        return
    item.setIcon(mark_icon(kind))
    item.setData(MARK_ROLE, word)
    if not item.toolTip():
        item.setToolTip(label())


def manual_abilities(card: CardDef) -> list[tuple[int, str]]:
    """The abilities players resolve by hand: their number and their line of the card's text
    (from the user's card database)."""
    _kind, manual = automation(card)
    lines = split_abilities(card.text)
    return [(n, lines[n - 1]) for n in manual if 0 < n <= len(lines)]


def _short(line: str) -> str:
    return line if len(line) <= LINE_CHARS else line[:LINE_CHARS - 1].rstrip() + "…"


def add_menu_section(menu: QMenu, card: CardDef) -> None:
    """A section at the end of a card's context menu: whether the engine plays the card and,
    when it does not play all of it, one line per ability resolved by hand (disabled entries:
    information, not commands; the Manual effects submenu resolves them)."""
    label = automation_label(card)
    if not label:
        return
    menu.addSeparator()
    head = menu.addAction(label)
    head.setEnabled(False)
    head.setObjectName("automation_mark")
    for n, line in manual_abilities(card):
        entry = menu.addAction(f"By hand — ability {n}: {_short(line)}")
        entry.setEnabled(False)
        entry.setToolTip(line)
