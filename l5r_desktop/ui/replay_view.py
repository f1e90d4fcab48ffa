"""The replay window: a saved game shown read-only, stepped forward and back through its actions.

:class:`ReplayTimeline` (no Qt) replays the log once when opened, keeping a state snapshot
every ``every`` actions plus the turn, phase and attack of every position. Seeking (forward,
backward, by turn) restores the nearest snapshot at or before the target and replays the few
actions after it; stepping forward by one reuses the current state. :class:`ReplayWindow`
shows each position with its game adapter's ``draw`` (never animated): no animation, prompt or
pop-up is ever replayed, and the file is only read.

A save whose replay does not match its snapshot (``LoadedGame.read_only``) is still stepped
through as far as the rules replay it, and its saved final position can be shown.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop import APP_TITLE
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.persistence.savefile import LoadedGame
from l5r_desktop.ui.ccg_preview import card_lines
from l5r_desktop.ui.table_adapters import adapter_for
from l5r_desktop.ui.widgets.preview import PreviewPanel, show_table_card

log = logging.getLogger(__name__)

SNAPSHOT_EVERY = 20

#: The replay's keys: (name, button text, key, what it does). They are window-wide actions, so a
#: key does the same thing whichever control has the focus; the buttons' tooltips show them.
NAVIGATION = (
    ("start", "|◀ Start", "Home", "Go to the start of the game"),
    ("prev_turn", "◀◀ Turn", "PgUp", "Go to the start of this turn (again: the previous turn)"),
    ("back", "◀ Back", "Left", "One action back"),
    ("forward", "Forward ▶", "Right", "One action forward"),
    ("next_turn", "Turn ▶▶", "PgDown", "Go to the start of the next turn"),
    ("end", "End ▶|", "End", "Go to the end of the game"),
)


@dataclass(frozen=True)
class PositionInfo:
    """Where the game is at one position (after ``index`` actions)."""

    index: int
    turn: int
    phase: str
    active: int
    in_attack: bool


class ReplayTimeline:
    """Positions 0..N of a saved game (position ``i`` = after ``i`` actions). No Qt.

    ``last`` is the last position the rules could replay (``N`` unless an action was rejected:
    ``failed_reason`` then says why). ``replays`` counts actions performed while seeking
    (tests check that seeks use the snapshots).
    """

    def __init__(self, loaded: LoadedGame, *, every: int = SNAPSHOT_EVERY) -> None:
        self.loaded = loaded
        self.actions = list(loaded.actions)
        self.every = max(1, every)
        self.snapshots: dict[int, GameState] = {}
        self.infos: list[PositionInfo] = []
        self.failed_reason: str | None = None
        self.replays = 0
        #: ``labels[i]``: the action that led to position ``i``, labelled before it happened.
        self.labels: list[str] = ["Start of the game"]
        # A save that loaded cleanly was validated action by action by load_game, so its
        # actions are applied without the legality checks (5x faster, the same states, as
        # the engine's own undo does); a read-only save is replayed with the checks.
        trusted = not loaded.read_only
        game = loaded.new_replay_game()
        self.game_id = game.game_id
        self.rules = type(game).rules
        #: the game's table adapter: positions and labels of this game (ui/table_adapters.py)
        self.adapter = adapter_for(self.game_id)
        self._record(0, game.state)
        for i, action in enumerate(self.actions, 1):
            try:
                label = self.adapter.label(action, game.state)
            except Exception:  # a label bug must not stop the replay
                label = action.kind
            try:
                if trusted:
                    self.rules.apply_action(game.state, action)
                else:
                    game.perform(action)
            except Exception as exc:  # rejected or engine bug: stop the timeline here
                self.failed_reason = f"action {i} cannot be replayed: {exc}"
                break
            self.labels.append(label)
            self._record(i, game.state)
        self.last = len(self.infos) - 1
        self._cursor_index = 0
        self._cursor = self.snapshots[0].clone()

    def _record(self, index: int, state: GameState) -> None:
        if index % self.every == 0:
            self.snapshots[index] = state.clone()
        self.infos.append(PositionInfo(index, *self.adapter.position(state)))

    @property
    def index(self) -> int:
        """The current position."""
        return self._cursor_index

    @property
    def state(self) -> GameState:
        """The state at the current position (do not change it)."""
        return self._cursor

    def action_label(self, index: int | None = None) -> str:
        """Label of the action that led to position ``index`` (default: the current one)."""
        i = self._cursor_index if index is None else index
        return self.labels[i]

    def seek(self, index: int) -> GameState:
        """Move to position ``index`` (clamped to 0..last) and return its state."""
        index = max(0, min(self.last, index))
        if index == self._cursor_index:
            return self._cursor
        if index == self._cursor_index + 1:
            self.rules.apply_action(self._cursor, self.actions[index - 1])
            self.replays += 1
        else:
            self._cursor = self._state_at(index)
        self._cursor_index = index
        return self._cursor

    def _state_at(self, index: int) -> GameState:
        """Nearest kept snapshot at or before ``index``, then the (already validated) actions
        after it."""
        base = (index // self.every) * self.every
        state = self.snapshots[base].clone()
        for action in self.actions[base:index]:
            self.rules.apply_action(state, action)
            self.replays += 1
        return state

    def step(self, delta: int) -> GameState:
        return self.seek(self._cursor_index + delta)

    # -- turns and battles ----------------------------------------------------------------------
    def turn_starts(self) -> list[tuple[int, int]]:
        """``(turn, first position of that turn)`` for every turn reached."""
        out: list[tuple[int, int]] = []
        for info in self.infos:
            if not out or info.turn != out[-1][0]:
                out.append((info.turn, info.index))
        return out

    def battles(self) -> list[int]:
        """Positions where an attack begins."""
        return [info.index for prev, info in zip(self.infos, self.infos[1:], strict=False)
                if info.in_attack and not prev.in_attack]

    def next_turn(self) -> GameState:
        """Seek to the start of the next turn (or the end)."""
        for _turn, start in self.turn_starts():
            if start > self._cursor_index:
                return self.seek(start)
        return self.seek(self.last)

    def previous_turn(self) -> GameState:
        """Seek to the start of this turn, or of the previous one when already there."""
        starts = [s for _t, s in self.turn_starts() if s < self._cursor_index]
        return self.seek(starts[-1] if starts else 0)

    def info(self, index: int | None = None) -> PositionInfo:
        return self.infos[self._cursor_index if index is None else index]


class TimelineBar(QWidget):
    """A strip under the slider: a tick and number per turn, a red mark per battle."""

    clicked_position = Signal(int)

    def __init__(self, timeline: ReplayTimeline, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.setMinimumHeight(28)
        self.setObjectName("replay_timeline")

    def x_of(self, index: int) -> float:
        span = max(1, self.timeline.last)
        return 6 + (self.width() - 12) * index / span

    def position_at(self, x: float) -> int:
        span = max(1, self.timeline.last)
        return max(0, min(self.timeline.last, round((x - 6) / max(1, self.width() - 12) * span)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#20232a"))
        painter.setPen(QPen(QColor("#9aa5b1")))
        last_label = -100.0
        for turn, start in self.timeline.turn_starts():
            x = self.x_of(start)
            painter.drawLine(int(x), 0, int(x), 10)
            if x - last_label > 22:
                painter.drawText(QRectF(x - 12, 10, 24, 16), Qt.AlignmentFlag.AlignCenter,
                                 str(turn))
                last_label = x
        painter.setPen(QPen(QColor("#d64545"), 3))
        for start in self.timeline.battles():
            x = self.x_of(start)
            painter.drawLine(int(x), 0, int(x), 8)
        painter.setPen(QPen(QColor("#f0c040"), 2))
        x = self.x_of(self.timeline.index)
        painter.drawLine(int(x), 0, int(x), self.height())
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked_position.emit(self.position_at(event.position().x()))


class ReplayWindow(QWidget):
    """A read-only table for stepping through a saved game (see the module docstring)."""

    position_changed = Signal(int)

    def __init__(self, loaded: LoadedGame, *, title: str = "", faces=None,
                 every: int = SNAPSHOT_EVERY, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from l5r_desktop.ui.faces import FaceCache
        from l5r_desktop.ui.table_view import TableView

        self.setWindowTitle(f"Replay: {title or 'saved game'} — {APP_TITLE}")
        self.setObjectName("replay_window")
        self.resize(1300, 900)
        self.loaded = loaded
        self.timeline = ReplayTimeline(loaded, every=every)
        self._bundle_images: dict[str, Path] = {}
        self._owns_faces = faces is None
        if faces is None:
            from l5r_desktop.ui.ccg_faces import render_face

            faces = FaceCache(self._image_for, self, renderer=render_face)  # CCG cards
        self.faces = faces
        self.adapter = self.timeline.adapter  # the game's table: scene, drawing, info line
        self.scene = self.adapter.replay_scene(faces, self)
        self.view = TableView(self.scene, self)
        self.showing_snapshot = False

        self.info_label = QLabel()
        self.info_label.setObjectName("replay_info")
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #b03030")
        notes = list(loaded.warnings)
        if self.timeline.failed_reason:
            notes.append(self.timeline.failed_reason)
        self.warning_label.setText("\n".join(notes))
        self.warning_label.setVisible(bool(notes))

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.timeline.last)
        self.slider.setObjectName("replay_slider")
        self.bar = TimelineBar(self.timeline)
        self.buttons: dict[str, QPushButton] = {}
        self.key_actions: dict[str, QAction] = {}
        slots = {"start": lambda: self.seek(0), "prev_turn": self.previous_turn,
                 "back": lambda: self.step(-1), "forward": lambda: self.step(1),
                 "next_turn": self.next_turn, "end": lambda: self.seek(self.timeline.last)}
        row = QHBoxLayout()
        for name, text, key, tip in NAVIGATION:
            button = QPushButton(text)
            button.setObjectName(f"replay_{name}")
            button.setToolTip(f"{tip} ({key})")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slots[name])
            self.buttons[name] = button
            row.addWidget(button)
            action = QAction(tip, self)
            action.setObjectName(f"replay_key_{name}")
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slots[name])
            self.addAction(action)
            self.key_actions[name] = action
        self.show_hands = QCheckBox("Show both hands")
        self.show_hands.setChecked(True)
        self.show_hands.toggled.connect(lambda _checked: self.refresh())
        row.addWidget(self.show_hands)
        if loaded.read_only:
            snap = QPushButton("Saved position")
            snap.setObjectName("replay_snapshot")
            snap.clicked.connect(self.show_snapshot)
            self.buttons["snapshot"] = snap
            row.addWidget(snap)
        row.addStretch(1)

        self.action_list = QListWidget()
        self.action_list.setObjectName("replay_actions")
        self.action_list.setMaximumWidth(320)
        infos = self.timeline.infos
        for i, label in enumerate(self.timeline.labels):
            # an action belongs to the turn in which it was taken: the turn of the position
            # before it (the Pass that ends a turn is listed under that turn, not the next)
            QListWidgetItem(f"T{infos[i - 1].turn}  {i}. {label}" if i else label,
                            self.action_list)
        self.action_list.currentRowChanged.connect(self._on_row)
        self.preview = PreviewPanel(describe=card_lines)  # the CCG's lines (the LCG: text)
        self.preview.setMaximumWidth(320)
        self.adapter.connect_replay(
            self.scene, lambda key, pinned: self._on_hover(key, pinned=pinned))
        side = QVBoxLayout()
        side.addWidget(self.action_list, 1)
        side.addWidget(self.preview, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addLayout(side)

        box = QVBoxLayout(self)
        box.addWidget(self.warning_label)
        box.addLayout(middle, 1)
        box.addWidget(self.bar)
        box.addWidget(self.slider)
        box.addLayout(row)
        box.addWidget(self.info_label)
        self.slider.valueChanged.connect(self.seek)
        self.bar.clicked_position.connect(self.seek)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the navigation keys win over the focused control's own use of them (a list scrolls
        # rows with PageDown, a slider steps by its page): every child hands them to the window
        self._keys = {QKeySequence(key)[0].key(): self.key_actions[name]
                      for name, _text, key, _tip in NAVIGATION}
        for child in self.findChildren(QWidget):
            child.installEventFilter(self)
        self.refresh()

    def _image_for(self, card) -> Path | None:
        if not self._bundle_images and self.loaded.images:
            try:
                import tempfile

                folder = Path(tempfile.gettempdir()) / "l5r-desktop-replay-images"
                self._bundle_images = self.loaded.extract_images(folder)
            except OSError:
                log.exception("cannot unpack the save's images")
        return self._bundle_images.get(card.id)

    # -- navigation ----------------------------------------------------------------------------
    def seek(self, index: int) -> None:
        self.showing_snapshot = False
        self.timeline.seek(index)
        self.refresh()

    def step(self, delta: int) -> None:
        self.seek(self.timeline.index + delta)

    def next_turn(self) -> None:
        self.showing_snapshot = False
        self.timeline.next_turn()
        self.refresh()

    def previous_turn(self) -> None:
        self.showing_snapshot = False
        self.timeline.previous_turn()
        self.refresh()

    def _on_hover(self, key: str, *, pinned: bool = False) -> None:
        """Preview the hovered card as at the table (a hidden card shows only its back)."""
        show_table_card(self.preview, self.scene, self.faces, key, pinned=pinned)

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.seek(row)

    def show_snapshot(self) -> None:
        """Show the save's final snapshot (read-only saves whose replay differs)."""
        self.showing_snapshot = True
        self.refresh()

    def current_state(self) -> GameState:
        return self.loaded.snapshot if self.showing_snapshot else self.timeline.state

    def refresh(self) -> None:
        """Draw the current position (never animated)."""
        state = self.current_state()
        names = self._names()
        self.adapter.draw(self.scene, state, names=names,
                          reveal_hands=self.show_hands.isChecked())
        index = self.timeline.index
        for widget, call in ((self.slider, self.slider.setValue),
                             (self.action_list, self.action_list.setCurrentRow)):
            widget.blockSignals(True)
            call(index)
            widget.blockSignals(False)
        self.bar.update()
        if self.showing_snapshot:
            text = "The saved final position (read-only; the replay does not reach it)"
        else:
            text = (f"Action {index} of {self.timeline.last}: {self.timeline.action_label()} — "
                    f"{self.adapter.position_text(state, names)}")
        self.info_label.setText(text)
        self.buttons["back"].setEnabled(index > 0)
        self.buttons["start"].setEnabled(index > 0)
        self.buttons["forward"].setEnabled(index < self.timeline.last)
        self.buttons["end"].setEnabled(index < self.timeline.last)
        self.position_changed.emit(index)

    def _names(self) -> tuple[str, ...]:
        """The players' names as the save's setup gives them (a game whose state carries
        names, the CCG, draws those)."""
        setup = self.loaded.setup  # both games' setups list players with names
        if setup is not None and setup.players:
            return tuple(p.name or f"Player {i + 1}" for i, p in enumerate(setup.players))
        return ("Player 1", "Player 2")

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._owns_faces:  # let queued face loads finish before the cache goes away
            self.faces.wait_idle(3000)
        super().closeEvent(event)

    def _navigation_action(self, event: QEvent) -> QAction | None:
        if event.type() not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return None
        assert isinstance(event, QKeyEvent)
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return None
        return self._keys.get(Qt.Key(event.key()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        action = self._navigation_action(event)
        if action is None:
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # deliver it as a key press (handled below), not as a shortcut too
            return True
        action.trigger()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._navigation_action(event)
        if action is not None:
            action.trigger()
        else:
            super().keyPressEvent(event)

