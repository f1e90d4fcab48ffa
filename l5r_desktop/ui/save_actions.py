"""File-menu logic for saved games: Save, Save As, Open, Open recent, the window title with the
unsaved-changes mark, "quit with unsaved changes asks", autosave and the crash-recovery offer.

:class:`SaveActions` works on the main window through the small surface :class:`SaveHost`
declares (no ``hasattr`` probing): ``controller`` (``GameController``), ``settings``,
``paths``, ``library`` (for card images), ``faces``, ``set_game(game)``, ``actions_by_name``,
``menuBar()``, ``statusBar()`` and ``setWindowTitle``. Dialogs go
through replaceable callables (``choose_open_path``, ``choose_save_path``, ``ask``, ``inform``)
so tests drive the real code paths without modal dialogs.

A save whose replay does not match its snapshot is never put on the playing table: it opens in
the read-only replay window (``ui/replay_view.py``) and the current game stays as it was.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from l5r_desktop import APP_TITLE
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.persistence.autosave import dismiss, find_interrupted
from l5r_desktop.persistence.savefile import (
    SAVE_SUFFIX,
    LoadedGame,
    SaveError,
    bounded,
    default_save_name,
    load_game,
    save_game,
)
from l5r_desktop.ui.recent_games import RecentGames
from l5r_desktop.ui.unsaved import CANCEL, DISCARD, SAVE, message_box_ask  # noqa: F401

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar, QStatusBar

    from l5r_desktop.ui.replay_view import ReplayWindow

log = logging.getLogger(__name__)


class SaveHost(Protocol):
    """What :class:`SaveActions` needs from its window (the main window implements it)."""

    controller: Any  # GameController
    settings: Any  # persistence.settings.Settings
    paths: Any  # persistence.paths.DataPaths
    faces: Any  # ui.faces.FaceCache, shared with the replay windows
    actions_by_name: dict[str, QAction]

    @property
    def library(self) -> Any:
        """The card library (opened on first use; may raise when it cannot be opened)."""

    def set_game(self, game: Any) -> None:
        """Put a game on the table."""

    def setWindowTitle(self, title: str) -> None:
        """Qt: the window title."""

    def menuBar(self) -> QMenuBar:
        """Qt: the menu bar (holds the File menu, object name ``menu_file``)."""

    def statusBar(self) -> QStatusBar:
        """Qt: the status bar."""

SAVE_FILTER = f"L5R Table saved games (*{SAVE_SUFFIX});;Version-1 saves (*.json);;All files (*)"

#: Answers of :attr:`SaveActions.ask` for unsaved changes (the one Save / Discard / Cancel
#: question of every window with unsaved work, ``ui/unsaved.py``).
_default_ask = message_box_ask


def _default_confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes
                                  | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes


def _default_inform(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


class SaveActions(QObject):
    """Saving and opening games for one main window (see the module docstring)."""

    title_changed = Signal(str)
    status = Signal(str)
    game_loaded = Signal(object)  # LoadedGame, after it was put on the table
    recent_changed = Signal()

    def __init__(self, window: SaveHost, *, autosave: bool = True,
                 autosave_delay: float = 0.4) -> None:
        super().__init__(window if isinstance(window, QObject) else None)
        self.window = window
        self.controller = window.controller
        self.current_path: Path | None = None
        self.replay_windows: list[QWidget] = []
        self.bundle_images: dict[str, Path] = {}
        # replaceable dialogs (tests set these)
        self.choose_open_path: Callable[[], str | None] = self._dialog_open_path
        self.choose_save_path: Callable[[str], str | None] = self._dialog_save_path
        self.ask: Callable[[QWidget | None, str, str], str] = _default_ask
        self.confirm: Callable[[QWidget | None, str, str], bool] = _default_confirm
        self.inform: Callable[[QWidget | None, str, str], None] = _default_inform
        self._saved_game: Game | None = None
        self._saved_log: tuple = ()
        self.recent = RecentGames(window, self.open, self.status.emit, parent=self)
        self.recent.changed.connect(self.recent_changed)
        self.autosave = None
        if autosave:
            from l5r_desktop.ui.autosave import AutosaveAdapter

            self.autosave = AutosaveAdapter(self.controller, window.paths.autosave_dir,
                                            delay=autosave_delay,
                                            images_for=self.images_for, parent=self)
            self.autosave.failed.connect(self.status)
        self.controller.history_changed.connect(self.update_title)

    # -- state ---------------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.controller.game

    def is_dirty(self) -> bool:
        """True when the game on the table has actions that are in no save file."""
        game = self.game
        if game is None:
            return False
        if game is not self._saved_game:
            return bool(game.action_log)
        return tuple(game.action_log) != self._saved_log

    def document_name(self) -> str:
        return self.current_path.name if self.current_path is not None else "Untitled game"

    def title_text(self) -> str:
        """``"name* — L5R Table"`` (``*`` = unsaved changes)."""
        if self.game is None:
            return APP_TITLE
        mark = "*" if self.is_dirty() else ""
        return f"{self.document_name()}{mark} — {APP_TITLE}"

    def update_title(self) -> None:
        """Re-compute the title (connected to ``history_changed``)."""
        game = self.game
        if game is not None and game is not self._saved_game and self.current_path is not None:
            self.current_path = None  # a new game replaced the saved one
        text = self.title_text()
        self.window.setWindowTitle(text)
        self.title_changed.emit(text)

    def _mark_saved(self, path: Path | None) -> None:
        self.current_path = path
        game = self.game
        self._saved_game = game
        self._saved_log = tuple(game.action_log) if game is not None else ()
        self.update_title()

    # -- images --------------------------------------------------------------------------------
    def image_for(self, card: CardDef) -> Path | None:
        """An image that came inside a loaded save (the main window's face resolver falls back
        to this for custom cards its library lacks)."""
        return self.bundle_images.get(card.id)

    def images_for(self, game: Game) -> dict[str, Path]:
        """Images to carry in a save: custom (scanned) cards' images from the library or from
        the bundle they came in."""
        out: dict[str, Path] = {}
        if game.game_id != Game.game_id:  # LCG cards come from the library: no scans
            return out
        custom = [d for d in game.state.definitions() if d.startswith("custom:")]
        if not custom:
            return out
        try:
            library = self.window.library
        except Exception:  # the library cannot be opened: bundle images only
            log.exception("card library unavailable for save images")
            library = None
        for def_id in custom:
            path = None
            if library is not None:
                try:
                    path = library.image_path(def_id)
                except Exception:  # a library problem must not stop a save
                    log.exception("image lookup for %s failed", def_id)
            path = path or self.bundle_images.get(def_id)
            if path is not None:
                out[def_id] = Path(path)
        return out

    # -- saving --------------------------------------------------------------------------------
    def save(self) -> bool:
        """File › Save (Ctrl+S): to the current file, or ask for one."""
        if self.game is None:
            return False
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self, path: str | Path | None = None) -> bool:
        """File › Save As: ask for a file (unless ``path`` is given) and save there."""
        if self.game is None:
            return False
        if path is None:
            suggested = self.current_path or (self.window.paths.saves_dir
                                              / default_save_name(self.game))
            chosen = self.choose_save_path(str(suggested))
            if not chosen:
                return False
            path = Path(chosen)
            if not path.suffix:
                path = path.with_suffix(SAVE_SUFFIX)
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Save the table's game to ``path`` (atomic); False with a message on failure."""
        game = self.game
        if game is None:
            return False
        try:
            save_game(path, game, images=self.images_for(game))
        except SaveError as exc:
            self.inform(self._parent_widget(), "Cannot save the game", str(exc))
            self.status.emit(f"Not saved: {exc}")
            return False
        self._mark_saved(path)
        self.recent.remember(path)
        self.status.emit(f"Saved {path.name}")
        return True

    # -- opening -------------------------------------------------------------------------------
    def maybe_keep_changes(self, doing: str = "continue") -> bool:
        """Ask about unsaved changes; True when it is fine to go on (saved or discarded)."""
        if not self.is_dirty():
            return True
        answer = self.ask(self._parent_widget(), "Unsaved changes",
                          f"The game {self.document_name()} has unsaved changes. Save them "
                          f"before you {doing}?")
        if answer == SAVE:
            return self.save()
        return answer == DISCARD

    def open(self, path: str | Path | None = None) -> bool:
        """File › Open (Ctrl+O): load a save onto the table. On any problem the current game
        stays as it was and a message says why."""
        if not self.maybe_keep_changes("open another game"):
            return False
        if path is None:
            chosen = self.choose_open_path()
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        try:
            loaded = load_game(path)
        except SaveError as exc:
            self.inform(self._parent_widget(), "Cannot open the game", str(exc))
            self.status.emit(f"Not opened: {exc}")
            if not path.exists():
                self.recent.forget(path)
            return False
        if loaded.read_only:
            text = "\n".join(loaded.warnings)
            if self.confirm(self._parent_widget(), "The saved game does not replay",
                            f"{text}\n\nOpen it in the read-only replay window?"):
                self._show_saved_position(self.open_replay(path, loaded=loaded))
            return False
        self._show_loaded(loaded, path)
        self.recent.remember(path)
        return True

    def _show_loaded(self, loaded: LoadedGame, path: Path | None) -> None:
        self.bundle_images = {}
        if loaded.images:
            try:
                folder = self.window.paths.root / "cache" / "save-images"
                self.bundle_images = loaded.extract_images(folder)
            except OSError as exc:
                self.status.emit(f"The save's card images could not be unpacked: {exc}")
        self._saved_game = loaded.game
        self._saved_log = tuple(loaded.game.action_log)
        self.current_path = path
        self.window.set_game(loaded.game)
        self.update_title()
        for warning in loaded.warnings:
            self.status.emit(warning)
        if path is not None:
            self.status.emit(f"Opened {path.name} ({len(loaded.actions)} actions)")
        self.game_loaded.emit(loaded)

    def open_replay(self, path: str | Path | None = None, *,
                    loaded: LoadedGame | None = None) -> ReplayWindow | None:
        """Open a save in the read-only replay window (File › Replay a saved game…)."""
        from l5r_desktop.ui.replay_view import ReplayWindow

        if path is None:
            chosen = self.choose_open_path()
            if not chosen:
                return None
            path = chosen
        path = Path(path)
        if loaded is None:
            try:
                loaded = load_game(path)
            except SaveError as exc:
                self.inform(self._parent_widget(), "Cannot open the game", str(exc))
                return None
        faces = self.window.faces
        # owned by the main window (a separate top-level window that closes with it: it must
        # never outlive the app, nor draw with the main window's face cache after it is gone)
        try:
            window = ReplayWindow(loaded, title=path.name, faces=faces,
                                  parent=self.window if isinstance(self.window, QWidget)
                                  else None)
        except Exception as exc:  # a position the checks let through: a message, not a crash
            log.exception("cannot show %s in the replay window", path)
            self.inform(self._parent_widget(), "Cannot show the game",
                        bounded(f"{path.name} cannot be shown in the replay window "
                                f"({type(exc).__name__}: {exc})"))
            return None
        window.setWindowFlag(Qt.WindowType.Window, True)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        window.show()
        self.replay_windows.append(window)
        window.destroyed.connect(lambda *_: self._drop_replay(window))
        return window

    @staticmethod
    def _show_saved_position(window: ReplayWindow | None) -> None:
        """A save whose log does not replay opens on the position it saved (what was offered),
        its actions still there to step through as far as they replay."""
        if window is not None:
            window.show_snapshot()

    def close_replays(self) -> None:
        """Close every open replay window (the app is quitting)."""
        for window in list(self.replay_windows):
            window.close()
        self.replay_windows.clear()

    def _drop_replay(self, window: QWidget) -> None:
        if window in self.replay_windows:
            self.replay_windows.remove(window)

    # -- quitting and crash recovery -----------------------------------------------------------
    def confirm_close(self) -> bool:
        """Call from ``closeEvent``: True when the window may close (asks about unsaved
        changes, then flushes and stops the autosave)."""
        if not self.maybe_keep_changes("quit"):
            return False
        if self.autosave is not None:
            self.autosave.close(clean=True)
            self.autosave = None
        return True

    def discard_changes(self) -> None:
        """The user chose Discard for the game while quitting (``ui/unsaved.py``): its
        changes are not asked about again."""
        self._mark_saved(self.current_path)

    def offer_recovery(self) -> bool:
        """At start-up: offer to resume a game interrupted by a crash; True when resumed."""
        offers = find_interrupted(self.window.paths.autosave_dir)
        if not offers:
            return False
        newest, *others = offers
        for offer in others:
            dismiss(offer)
        resume = self.confirm(self._parent_widget(), "Resume the interrupted game?",
                              f"{APP_TITLE} did not close properly last time. Resume "
                              f"{newest.describe()}?")
        if not resume:
            dismiss(newest)
            return False
        if not self.maybe_keep_changes("resume the interrupted game"):
            return False  # the offer stays for the next start
        try:
            loaded = load_game(newest.save_path)
        except SaveError as exc:
            self.inform(self._parent_widget(), "Cannot resume the game", str(exc))
            dismiss(newest)
            return False
        dismiss(newest)
        if loaded.read_only:
            self._show_saved_position(self.open_replay(newest.save_path, loaded=loaded))
            return False
        self._show_loaded(loaded, None)
        self._saved_game = None  # a resumed game is not in any save file yet
        self.update_title()
        self.status.emit("Resumed the interrupted game")
        return True

    # -- wiring into a main window -------------------------------------------------------------
    def wire(self, *, close_filter: bool = True) -> None:
        """Connect File › Open / Save, add Save As, Open recent and Replay to the File menu,
        keep the title up to date and (``close_filter``) ask before closing with unsaved
        changes through an event filter on the window. Works on the real ``MainWindow`` without
        editing it; a window whose ``closeEvent`` calls :meth:`confirm_close` itself passes
        ``close_filter=False``."""
        actions = self.window.actions_by_name
        window = self.window
        settings = window.settings
        for name, slot in (("open", self.open), ("save", self.save)):
            action = actions.get(name)
            if action is not None:
                action.triggered.connect(lambda _=False, s=slot: s())
                action.setEnabled(True)
        file_menu = self._file_menu()
        save_as = actions.get("save_as")
        if save_as is None:
            save_as = QAction("Save &As…", window)
            save_as.setObjectName("action_save_as")
            save_as.setShortcut(QKeySequence(settings.shortcut("save_as")))
            window.addAction(save_as)
            actions["save_as"] = save_as
            if file_menu is not None and actions.get("save") is not None:
                file_menu.insertAction(self._after(file_menu, actions["save"]), save_as)
        save_as.triggered.connect(lambda _=False: self.save_as())
        if file_menu is not None and self.recent.menu is None:
            anchor = actions.get("open")
            before = self._after(file_menu, anchor) if anchor is not None else None
            file_menu.insertMenu(before, self.recent.install(window))
            replay = QAction("&Replay a saved game…", window)
            replay.setObjectName("action_replay")
            replay.triggered.connect(lambda _=False: self.open_replay())
            actions["replay"] = replay
            file_menu.insertAction(before, replay)
        self.recent.refresh_menu()
        if close_filter:
            window.installEventFilter(self)
        self.status.connect(self._show_status)
        self.update_title()

    def _show_status(self, message: str) -> None:
        self.window.statusBar().showMessage(message, 8000)

    def _file_menu(self) -> QMenu | None:
        return self.window.menuBar().findChild(QMenu, "menu_file")

    @staticmethod
    def _after(menu: QMenu, action: QAction) -> QAction | None:
        items = menu.actions()
        if action in items:
            i = items.index(action)
            return items[i + 1] if i + 1 < len(items) else None
        return None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # isinstance, not event.type(): a filter may see events whose wrapper is half gone
        # while the window is destroyed
        if (obj is self.window and isinstance(event, QCloseEvent)
                and not self.confirm_close()):
            event.ignore()
            return True
        return False

    def offer_recovery_later(self) -> None:
        """Offer crash recovery once the event loop runs (call after the window is shown)."""
        QTimer.singleShot(0, self.offer_recovery)

    def _parent_widget(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None

    # -- dialogs -------------------------------------------------------------------------------
    def _dialog_open_path(self) -> str | None:
        folder = self.current_path.parent if self.current_path else self.window.paths.saves_dir
        name, _ = QFileDialog.getOpenFileName(self._parent_widget(), "Open a saved game",
                                              str(folder), SAVE_FILTER)
        return name or None

    def _dialog_save_path(self, suggested: str) -> str | None:
        Path(suggested).parent.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(self._parent_widget(), "Save the game",
                                              suggested, SAVE_FILTER)
        return name or None
