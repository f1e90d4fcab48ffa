"""An LCG game at the table, hot-seat (issue 20, second slice): the LCG table scene, the legal
actions as a list beside it, undo / redo, a game log, save and open, and the hand-off cover.

:class:`LcgGameWindow` is a window of its own (File › New LCG game…) until the main window
takes games through the per-game scene adapter (issue 15); gestures on the table come then.
The UI is thin: the list shows ``game.legal_actions()`` for the player the game waits for,
a chosen entry goes to ``game.perform`` and the scene is redrawn from the state. When the
decision passes to the other player every hand is hidden and the cover asks for the next
player; the honor dial a player set is never shown to the other before both are revealed
(the scene shows "set (hidden)").
"""

from __future__ import annotations

import logging
from dataclasses import fields
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.lcg.actions import Action
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.lcg_table import LcgTableScene, LcgViewOptions
from l5r_desktop.ui.widgets.handoff import HandoffCover

log = logging.getLogger(__name__)

__all__ = ["LcgGameWindow", "action_label"]


def action_label(action: Action, state: LcgState) -> str:
    """A readable line for an LCG action: its verb, then the cards and values it names."""
    parts = []
    for f in fields(action):
        if f.name == "player":
            continue
        value = getattr(action, f.name)
        if isinstance(value, str) and value in state.cards:
            parts.append(_card_name(state, value))
        elif isinstance(value, tuple):
            names = [_card_name(state, v) if isinstance(v, str) and v in state.cards else str(v)
                     for v in value]
            parts.append(", ".join(names) if names else "none")
        elif isinstance(value, bool):
            if value:
                parts.append(f.name.replace("_", " "))
        elif value not in ("", None):
            parts.append(f"{f.name.replace('_', ' ')} {value}")
    verb = action.kind.replace("_", " ").capitalize()
    return f"{verb}: {' · '.join(parts)}" if parts else verb


def _card_name(state: LcgState, uid: str) -> str:
    card = state.cards[uid]
    if card.facedown:
        return "facedown card"
    return state.defs[card.card_id].name


class LcgGameWindow(QWidget):
    """One hot-seat LCG game: table, legal actions, log, undo/redo, save/open, cover."""

    game_changed = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lcg_game_window")
        self.setWindowTitle("L5R Table — LCG game")
        self.game = game
        self.path: Path | None = None
        self.scene = LcgTableScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status = QLabel()
        self.status.setObjectName("lcg_status")
        self.status.setWordWrap(True)
        self.actions_list = QListWidget()
        self.actions_list.setObjectName("lcg_actions")
        self.actions_list.itemActivated.connect(lambda _item: self.perform_selected())
        self.do_button = self._button("lcg_do", "Do it", self.perform_selected)
        self.undo_button = self._button("lcg_undo", "Undo", self.undo)
        self.redo_button = self._button("lcg_redo", "Redo", self.redo)
        self.save_button = self._button("lcg_save", "Save…", self.save_dialog)
        self.log_list = QListWidget()
        self.log_list.setObjectName("lcg_log")
        side = QVBoxLayout()
        side.addWidget(self.status)
        side.addWidget(self.actions_list, 3)
        row = QHBoxLayout()
        for button in (self.do_button, self.undo_button, self.redo_button, self.save_button):
            row.addWidget(button)
        side.addLayout(row)
        side.addWidget(QLabel("Log"))
        side.addWidget(self.log_list, 2)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(320)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view, 1)
        box.addWidget(panel)
        self.cover = HandoffCover(self)
        self.cover.accepted.connect(self._on_cover_accepted)
        self.seated: int | None = game.waiting_for
        self._legal: list[Action] = []
        self.refresh()

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # -- names and views -------------------------------------------------------------------
    def names(self) -> tuple[str, ...]:
        """The players' names (from the decks)."""
        if self.game.setup is not None:
            return tuple(p.name for p in self.game.setup.players)
        return ("Player 1", "Player 2")

    @property
    def covered(self) -> bool:
        """True while the hand-off cover hides the table."""
        return self.cover.isVisible()

    def viewer(self) -> int:
        """The player at the bottom of the table: the one seated (who decides)."""
        return self.seated if self.seated in (0, 1) else 0

    def refresh(self) -> None:
        """Redraw the table, the status line and the legal actions from the game."""
        state = self.game.state
        self.scene.sync(state, LcgViewOptions(viewer=self.viewer(), names=self.names(),
                                              hide_all_hands=self.covered))
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        names = self.names()
        if self.game.winner is not None:
            self.status.setText(f"Game over: {names[self.game.winner]} wins "
                                f"({state.victory})")
        else:
            who = self.game.waiting_for
            self.status.setText(f"Round {state.round} · {state.phase} · "
                                f"{state.step.replace('_', ' ')}\n"
                                f"{names[who] if who is not None else 'nobody'} to act")
        self._legal = [] if self.covered else self.game.legal_actions()
        self.actions_list.clear()
        self.actions_list.addItems([action_label(a, state) for a in self._legal])
        if self._legal:
            self.actions_list.setCurrentRow(0)
        self.do_button.setEnabled(bool(self._legal))
        self.undo_button.setEnabled(self.game.can_undo and not self.covered)
        self.redo_button.setEnabled(self.game.can_redo and not self.covered)

    def legal_labels(self) -> list[str]:
        """The labels of the actions offered now (empty behind the cover)."""
        return [self.actions_list.item(i).text() for i in range(self.actions_list.count())]

    # -- acting ----------------------------------------------------------------------------
    def perform_selected(self) -> bool:
        """Perform the selected action of the list."""
        row = self.actions_list.currentRow()
        if self.covered or not 0 <= row < len(self._legal):
            return False
        return self.perform(self._legal[row])

    def perform(self, action: Action) -> bool:
        """Ask the game to perform ``action``; log its events; cover at a seat change."""
        try:
            events = self.game.perform(action)
        except IllegalActionError as exc:
            QMessageBox.information(self, "Not allowed", str(exc.reason))
            return False
        state = self.game.state
        for event in events:
            text = event.describe(state)
            if text:
                self.log_list.addItem(text)
        self.log_list.scrollToBottom()
        self._after_change()
        return True

    def undo(self) -> bool:
        """Undo the last action (logged)."""
        if self.covered or not self.game.can_undo:
            return False
        self.game.undo()
        self.log_list.addItem("(undone)")
        self._after_change()
        return True

    def redo(self) -> bool:
        """Redo the last undone action."""
        if self.covered or not self.game.can_redo:
            return False
        self.game.redo()
        self.log_list.addItem("(redone)")
        self._after_change()
        return True

    def _after_change(self) -> None:
        who = self.game.waiting_for
        if who is not None and who != self.seated and self.game.winner is None:
            self.seated = who
            self.cover.show_for(self.names()[who])
        self.refresh()
        self.game_changed.emit()

    def _on_cover_accepted(self) -> None:
        self.refresh()

    def accept_handoff(self) -> None:
        """The next player is seated: hide the cover (the button does the same)."""
        if self.covered:
            self.cover.button.click()

    # -- files -----------------------------------------------------------------------------
    def save_to(self, path: Path) -> None:
        """Save the game to ``path`` (the same .l5rsave bundle as the CCG)."""
        from l5r_desktop.persistence.savefile import save_game

        save_game(path, self.game)
        self.path = Path(path)

    def save_dialog(self) -> None:
        """Ask for a file and save; a failure is shown, the game is kept."""
        from l5r_desktop.persistence.savefile import SAVE_SUFFIX, SaveError, default_save_name

        start = str(self.path or default_save_name(self.game))
        name, _ = QFileDialog.getSaveFileName(self, "Save LCG game", start,
                                              f"Saved games (*{SAVE_SUFFIX})")
        if not name:
            return
        try:
            self.save_to(Path(name))
        except SaveError as exc:
            log.warning("saving the LCG game failed: %s", exc)
            QMessageBox.warning(self, "Not saved", str(exc))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def open_lcg_save(path: Path, parent: QWidget | None = None) -> LcgGameWindow:
    """A window on a saved LCG game (``SaveError`` for a bad file)."""
    from l5r_desktop.persistence.savefile import load_game

    loaded = load_game(path)
    window = LcgGameWindow(loaded.game, parent)  # type: ignore[arg-type]
    window.path = Path(path)
    return window


def demo_lcg_game(seed: int | None = None) -> Game:
    """A new game of the two demo LCG decks (unseeded unless ``seed`` is given)."""
    from l5r_desktop.commands.simulate_lcg import lcg_demo_setup

    return Game.new(lcg_demo_setup(seed))  # type: ignore[arg-type]
