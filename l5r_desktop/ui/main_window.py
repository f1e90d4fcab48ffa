"""The main window: menus, docks, phase bar and status bar. It composes; it never decides rules."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QWidget,
)

from l5r_desktop import APP_TITLE, __version__
from l5r_desktop.persistence.paths import DataPaths
from l5r_desktop.persistence.settings import Settings, load_settings, save_settings
from l5r_desktop.ui.main_window_imports import CardImportsMixin

if TYPE_CHECKING:
    from l5r_desktop.ui.save_actions import SaveActions

log = logging.getLogger(__name__)

#: The table's colour, shown by the window's shell before the table is built.
TABLE_COLOUR = "#1d3b2a"
#: The menu titles the shell shows before the window is built (``_build_menus`` makes them).
SHELL_MENUS = ("&File", "&Edit", "&Game", "&View", "&Help")


class _FirstPaintWatcher(QObject):
    """Emits ``painted`` once, after the watched widget's first paint event."""

    painted = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            obj.removeEventFilter(self)
            self.painted.emit()
        return False


class MainWindow(CardImportsMixin, QMainWindow):
    """Top-level window of L5R Table: the table in the middle, log and preview docked."""

    first_frame_painted = Signal()

    def __init__(self, paths: DataPaths, parent: QWidget | None = None, *,
                 start_demo: bool = True, shell_first: bool = False) -> None:
        """``shell_first``: show only the window's shell (title, menu titles, status bar,
        the table's colour) until :meth:`build` is called, so the first frame needs none of
        the game's modules (issue 22: start-up; ``ui/startup.WindowFiller`` builds it after
        the paint)."""
        super().__init__(parent)
        self.paths = paths
        self.built = False
        self.setWindowTitle(APP_TITLE)
        self.resize(1400, 900)
        self._paint_watcher: _FirstPaintWatcher | None = None
        if shell_first:
            shell = QWidget()
            shell.setObjectName("table_shell")
            shell.setStyleSheet(f"background: {TABLE_COLOUR}")
            self.setCentralWidget(shell)
            for title in SHELL_MENUS:  # the menu bar's place and titles; filled by build()
                self.menuBar().addMenu(title)
            self.statusBar().showMessage(f"Data folder: {paths.root}")
            self._paint_watcher = _FirstPaintWatcher(shell)
            self._paint_watcher.painted.connect(self.first_frame_painted)
            return
        self.build()
        if start_demo:
            self.start_demo_game()

    def build(self) -> None:
        """Build the window's contents: table, docks, menus, saves, work windows (once)."""
        if self.built:
            return
        self.built = True
        paths = self.paths
        from l5r_desktop.ui.controller import GameController
        from l5r_desktop.ui.faces import FaceCache
        from l5r_desktop.ui.game_screen import GameScreen
        from l5r_desktop.ui.widgets.game_log import GameLog
        from l5r_desktop.ui.widgets.phase_bar import PhaseBar
        from l5r_desktop.ui.widgets.preview import PreviewPanel

        self.settings, problems = load_settings(paths.settings_file)
        self.actions_by_name: dict[str, QAction] = {}
        self._library = None
        #: the library's deferred pass (ui/ability_pass.py), made when it first runs
        self.ability_pass = None

        self.controller = GameController(self)
        #: File › Save/Open/…: made after the menus; faces look in its opened save's images
        self.saves: SaveActions | None = None
        from l5r_desktop.ui.ccg_faces import render_face
        from l5r_desktop.ui.ccg_preview import card_lines
        from l5r_desktop.ui.face_store import FaceStore

        self.faces = FaceCache(self._image_for, self, FaceStore(paths.face_cache_dir),
                               renderer=render_face)  # the CCG's cards without an image
        self.log_widget = GameLog()
        self.preview = PreviewPanel(describe=card_lines)  # the CCG's lines (the LCG: text)
        self.phase_bar = PhaseBar()
        self.screen_widget = GameScreen(self.controller, self.faces, self.log_widget,
                                        self.preview, self.phase_bar, self)
        self.screen_widget.hide_hands_at_handoff = self.settings.hide_hands_at_handoff
        self.screen_widget.turn_view_to_actor = self.settings.turn_view_to_actor
        self.setCentralWidget(self.screen_widget)

        bar = QToolBar("Phase")
        bar.setObjectName("phase_toolbar")
        bar.setMovable(False)
        bar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.log_dock = self._dock("Game log", "log_dock", self.log_widget,
                                   Qt.DockWidgetArea.RightDockWidgetArea)
        self.preview_dock = self._dock("Card", "preview_dock", self.preview,
                                       Qt.DockWidgetArea.LeftDockWidgetArea)

        self._build_menus()
        from l5r_desktop.ui.save_actions import SaveActions

        self.saves = SaveActions(self)  # File › Save/Open/Recent/Replay, autosave, title
        self.saves.wire()
        from l5r_desktop.ui.unsaved import GameWork, UnsavedRegistry
        from l5r_desktop.ui.work_windows import WorkWindows

        # quitting asks about every window with unsaved work (the game first), ui/unsaved.py
        self.unsaved = UnsavedRegistry(ask=lambda *a: self.saves.ask(*a), parent=self)
        self.unsaved.register(GameWork(self.saves))
        self.unsaved.guard_close(self)  # after saves.wire(): its filter runs after this one
        self.work = WorkWindows(self)  # deck editors, scan reviews, library change events
        self.work.events.card_changed.connect(self.faces.forget)  # a re-cut image shows
        self.controller.history_changed.connect(self._update_history_actions)
        self.controller.illegal_action.connect(self._show_status)
        self.screen_widget.status_message.connect(self._show_status)
        if self._paint_watcher is None:  # else the shell's first paint was watched
            self._paint_watcher = _FirstPaintWatcher(self.screen_widget.view.viewport())
            self._paint_watcher.painted.connect(self.first_frame_painted)
        self.statusBar().showMessage(f"Data folder: {paths.root}")
        for problem in problems:
            self._show_status(problem)
        self._update_history_actions()
        self.setAcceptDrops(True)
        self._deck_editor = None
        self._lcg_deck_editor = None
        self._import_dialog = None
        self._scan_dialog = None

    # -- library and games -------------------------------------------------------------------
    @property
    def library(self):
        """The card library (opened on first use, demo cards ensured)."""
        if self._library is None:
            from l5r_desktop.carddb.library import Library

            self._library = Library.open(self.paths.library_file)
            if self._library.unread_count():  # cards an import left unread (issue 22)
                self.start_ability_pass()
        return self._library

    def _image_for(self, card):
        """A card's image file: the library's, else one that came inside an opened save."""
        try:
            found = self.library.image_path(card.id) if card.image else None
        except Exception:
            log.exception("image lookup failed")
            found = None
        if found is None and self.saves is not None:
            found = self.saves.image_for(card)
        return found

    def start_demo_game(self, seed: int | None = None) -> bool:
        """Start a game between the two bundled demo decks."""
        from l5r_desktop.newgame import NewGameError, demo_game

        try:
            game = demo_game(self.library, tuple(self.settings.player_names[:2]),  # type: ignore[arg-type]
                             profile=self.settings.profile, automation=self.settings.automation,
                             seed=seed)
        except (NewGameError, OSError) as exc:
            self._show_status(f"Cannot start the demo game: {exc}")
            return False
        self.set_game(game)
        return True

    def set_game(self, game) -> None:
        """Show a game on the table (the log and the preview start afresh)."""
        self.log_widget.clear_log()
        self.preview.clear()
        self.controller.set_game(game)

    def new_game_dialog(self) -> None:
        """File › New game: ask for players, decks and rules, then start."""
        from l5r_desktop.ui.dialogs.new_game import NewGameDialog

        dialog = self.make_new_game_dialog()
        try:
            if dialog.exec() == NewGameDialog.DialogCode.Accepted:
                self.start_from_dialog(dialog)
        finally:
            dialog.deleteLater()  # a used dialog does not linger as the window's child (D5)

    def make_new_game_dialog(self):
        """The New game dialog, filled with the last choices."""
        from l5r_desktop.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.paths.decks_dir, self.settings.player_names, self,
                               profile=self.settings.profile,
                               automation=self.settings.automation,
                               game=self.settings.game, decks=self.settings.last_decks)
        self.work.events.changed.connect(dialog.refresh_choices)
        return dialog

    def start_from_dialog(self, dialog) -> bool:
        """Start the game a New game dialog describes; remembers the choices."""
        from l5r_desktop.newgame import NewGameError, new_game
        from l5r_desktop.newgame_lcg import new_lcg_game
        from l5r_desktop.ui.dialogs.unknown_cards import review_choices

        lcg = dialog.game() == "lcg"
        choices = dialog.deck_choices() if lcg else \
            review_choices(self, self.library, dialog.deck_choices())
        if choices is None:  # the user cancelled choosing cards for unknown deck lines
            return False
        try:
            if lcg:
                game = new_lcg_game(self.library, dialog.names(), choices,
                                    automation=dialog.automation(), seed=dialog.seed())
            else:
                game = new_game(self.library, dialog.names(), choices,
                                profile=dialog.profile(), automation=dialog.automation(),
                                seed=dialog.seed())
        except NewGameError as exc:
            QMessageBox.warning(self, "Cannot start the game", str(exc))
            return False
        self.settings.player_names = dialog.names()
        if not lcg:
            self.settings.profile = dialog.profile()
        self.settings.automation = dialog.automation()
        self.settings.game = dialog.game()
        self.settings.last_decks = [c.label() for c in choices]
        self._save_settings()
        self.set_game(game)
        return True

    def start_game_with_deck(self, deck) -> bool:
        """Start a game: the player's resolved deck against a demo deck of another name."""
        from l5r_desktop.newgame import NewGameError, build_setup, demo_choices, resolve_choice

        try:
            others = [c for c in demo_choices() if c.demo != deck.name] or demo_choices()
            opponent = resolve_choice(others[0], self.library)
            setup = build_setup(self.settings.player_names[:2], [deck, opponent],
                                profile=self.settings.profile,
                                automation=self.settings.automation)
            from l5r_desktop.games.ccg.game import Game

            game = Game.new(setup)
        except (NewGameError, ValueError) as exc:
            QMessageBox.warning(self, "Cannot start the game", str(exc))
            return False
        self.set_game(game)
        self.raise_()
        return True

    # -- card library ------------------------------------------------------------------------
    def open_deck_editor(self):
        """File › Deck editor: build decks; "start a game" plays the deck here."""
        self._deck_editor = self.work.open_deck_editor()
        return self._deck_editor

    def start_lcg_demo_game(self, seed: int | None = None) -> bool:
        """An LCG game between the two demo LCG decks on the table (File › New game with the
        LCG chosen does the same with any decks)."""
        from l5r_desktop.carddb.lcg_demo import lcg_demo_decks
        from l5r_desktop.newgame import NewGameError
        from l5r_desktop.newgame_lcg import LcgDeckChoice, new_lcg_game

        try:
            choices = [LcgDeckChoice(demo=d.name) for d in lcg_demo_decks()[:2]]
            game = new_lcg_game(self.library, list(self.settings.player_names[:2]), choices,
                                automation=self.settings.automation
                                if self.settings.automation != "manual" else "assisted",
                                seed=seed)
        except (NewGameError, ValueError) as exc:
            self._show_status(f"Cannot start the LCG demo game: {exc}")
            return False
        self.set_game(game)
        return True

    def open_lcg_deck_editor(self):
        """File › LCG deck editor: build and check LCG decks (ui/lcg/deck_editor.py)."""
        from l5r_desktop.ui.lcg.deck_editor import LcgDeckEditor

        self.paths.decks_dir.mkdir(parents=True, exist_ok=True)
        editor = LcgDeckEditor(self.library, data_dir=self.paths.root,
                               decks_dir=self.paths.decks_dir, parent=self)
        editor.setWindowFlag(Qt.WindowType.Window, True)
        self.work.watch(editor)  # asks on quit; refreshes when the library changes
        editor.show()
        self._lcg_deck_editor = editor
        return editor

    # -- menus ---------------------------------------------------------------------------------
    def _dock(self, title: str, name: str, widget: QWidget,
              area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, name: str, text: str, slot: Callable | None = None, *,
                enabled: bool = True, checkable: bool = False,
                checked: bool = False) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"action_{name}")
        shortcut = self.settings.shortcut(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
        if slot is not None:
            action.triggered.connect(slot)
        action.setEnabled(enabled)
        self.actions_by_name[name] = action
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()  # the shell's empty menus (shell_first)
        file_menu = bar.addMenu("&File")
        file_menu.setObjectName("menu_file")
        file_menu.addAction(self._action("new_game", "&New game…", self.new_game_dialog))
        file_menu.addAction(self._action("open", "&Open…", enabled=False))
        file_menu.addAction(self._action("save", "&Save", enabled=False))
        file_menu.addSeparator()
        file_menu.addAction(self._action("import_cards", "Import &cards…",
                                         self.import_cards_dialog))
        file_menu.addAction(self._action("import_folder", "Import cards from a &folder…",
                                         self.import_folder_dialog))
        file_menu.addAction(self._action("import_scans", "Import s&cans…",
                                         self.import_scans_dialog))
        file_menu.addAction(self._action("deck_editor", "&Deck editor…", self.open_deck_editor))
        file_menu.addAction(self._action("lcg_deck_editor", "&LCG deck editor…",
                                         self.open_lcg_deck_editor))
        file_menu.addSeparator()
        file_menu.addAction(self._action("quit", "&Quit", self.close))

        edit_menu = bar.addMenu("&Edit")
        edit_menu.setObjectName("menu_edit")
        edit_menu.addAction(self._action("undo", "&Undo", self.controller.undo))
        edit_menu.addAction(self._action("redo", "&Redo", self.controller.redo))
        edit_menu.addSeparator()
        edit_menu.addAction(self._action("settings", "&Settings…", self.settings_dialog))

        game_menu = bar.addMenu("&Game")
        game_menu.setObjectName("menu_game")
        game_menu.addAction(self._action("pass", "&Pass", self.controller.pass_))

        view_menu = bar.addMenu("&View")
        view_menu.setObjectName("menu_view")
        view = self.screen_widget.view
        view_menu.addAction(self._action("zoom_in", "Zoom &in", view.zoom_in))
        view_menu.addAction(self._action("zoom_out", "Zoom &out", view.zoom_out))
        view_menu.addAction(self._action("zoom_reset", "&Fit table", view.reset_zoom))
        view_menu.addSeparator()
        view_menu.addAction(self._action(
            "hide_hands", "&Hide hands at hand-off", self._toggle_hide_hands, checkable=True,
            checked=self.settings.hide_hands_at_handoff))
        view_menu.addAction(self._action(
            "turn_view", "&Turn table to the acting player", self._toggle_turn_view,
            checkable=True, checked=self.settings.turn_view_to_actor))
        view_menu.addSeparator()
        view_menu.addAction(self.log_dock.toggleViewAction())
        view_menu.addAction(self.preview_dock.toggleViewAction())
        view_menu.addAction(self._action("full_screen", "&Full screen",
                                         self._toggle_full_screen))

        help_menu = bar.addMenu("&Help")
        help_menu.setObjectName("menu_help")
        help_menu.addAction(self._action("about", "&About L5R Table", self.show_about))

    def _update_history_actions(self) -> None:
        undo = self.actions_by_name["undo"]
        redo = self.actions_by_name["redo"]
        undo_label = self.controller.undo_label()
        redo_label = self.controller.redo_label()
        undo.setEnabled(bool(undo_label))
        redo.setEnabled(bool(redo_label))
        undo.setText(undo_label or "&Undo")
        redo.setText(redo_label or "&Redo")

    # -- slots ---------------------------------------------------------------------------------
    def _show_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def _toggle_hide_hands(self, checked: bool) -> None:
        self.settings.hide_hands_at_handoff = checked
        self.screen_widget.hide_hands_at_handoff = checked
        self._save_settings()
        self.screen_widget.refresh(animate=False)

    def _toggle_turn_view(self, checked: bool) -> None:
        self.settings.turn_view_to_actor = checked
        self.screen_widget.turn_view_to_actor = checked
        self._save_settings()
        self.screen_widget.refresh(animate=False)

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def settings_dialog(self) -> None:
        """Edit › Settings: hot-seat options and shortcuts."""
        from l5r_desktop.ui.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        try:
            if dialog.exec() == SettingsDialog.DialogCode.Accepted:
                self.apply_settings_from(dialog)
        finally:
            dialog.deleteLater()

    def apply_settings_from(self, dialog) -> None:
        """Take the choices of a settings dialog (shortcuts apply at once)."""
        dialog.apply_to(self.settings)
        for name, action in self.actions_by_name.items():
            shortcut = self.settings.shortcut(name)
            if shortcut or name in self.settings.shortcuts:
                action.setShortcut(QKeySequence(shortcut))
        self.actions_by_name["hide_hands"].setChecked(self.settings.hide_hands_at_handoff)
        self.actions_by_name["turn_view"].setChecked(self.settings.turn_view_to_actor)
        self.screen_widget.hide_hands_at_handoff = self.settings.hide_hands_at_handoff
        self.screen_widget.turn_view_to_actor = self.settings.turn_view_to_actor
        self._save_settings()
        self.screen_widget.refresh(animate=False)

    def _save_settings(self) -> None:
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            self._show_status(f"Cannot save settings: {exc}")

    def about_text(self) -> str:
        """The text of Help › About."""
        return (
            f"<b>{APP_TITLE}</b> {__version__}<br>"
            "A rules-aware desktop table for the Legend of the Five Rings collectible card game."
            "<br>Legend of the Five Rings is a trademark of its owners; this program ships only "
            "original demo cards and artwork.<br>"
            f"Data folder: {self.paths.root}"
        )

    def show_about(self) -> None:
        QMessageBox.about(self, f"About {APP_TITLE}", self.about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.built:  # closed while still a shell: nothing to ask or close
            super().closeEvent(event)
            return
        self.work.close_all()  # deck editors, scan reviews: already asked about (ui/unsaved.py)
        self.saves.close_replays()  # before the face cache they draw with goes away
        self.faces.shutdown()
        if self.ability_pass is not None:
            self.ability_pass.shutdown()
        if self._library is not None:
            self._library.close()
            self._library = None
        super().closeEvent(event)


def settings_of(window: MainWindow) -> Settings:
    """The window's live settings (tests and dialogs)."""
    return window.settings
