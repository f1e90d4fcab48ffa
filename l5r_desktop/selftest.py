"""``l5r-desktop --self-test``: check that an installation (or a built bundle) works end to end.

It starts Qt (offscreen unless a platform was chosen), checks that a font can draw text, loads
the Qt resources, finds the sub-commands and the demo decks, opens the main window (which starts
a demo game by itself), then on a seeded demo game performs a few legal actions through the
window's controller, undoes and redoes the last one, saves the game with File › Save As, loads
the file back (and checks that the reloaded state equals the saved one), opens it with
File › Open, and closes the window. It prints one line per check and returns 0, or prints the
check that failed and why and returns 1; never a traceback (details go to the log file).

The window works in a scratch folder ``self-test`` inside the data folder (its own card library,
settings and autosaves), removed afterwards, so the user's files are never touched. Nobody is
there to answer a dialog: one that opens anyway is closed and fails the check it came from.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
import time
from collections.abc import Callable
from typing import Any

from l5r_desktop import APP_NAME, __version__
from l5r_desktop.persistence.paths import DataPaths

log = logging.getLogger(__name__)

#: Seed of the demo game the self-test plays, so every run performs the same actions.
SELF_TEST_SEED = 5
#: How many legal actions the self-test performs.
ACTIONS_TO_PLAY = 6
#: The scratch data folder of the self-test's window, inside the data folder.
SCRATCH_FOLDER = "self-test"
#: Longest wait for the first painted frame of the main window (seconds).
FIRST_FRAME_TIMEOUT_S = 10.0


class SelfTestFailure(Exception):
    """A check of the self-test failed; the message says what was expected and what happened."""


class _Report:
    """Collects one line per check; prints them as they pass."""

    def __init__(self, out: Callable[[str], None]) -> None:
        self.out = out
        self.step = "start"
        self.started = time.perf_counter()
        self.guard: _DialogGuard | None = None
        self.window = None  # the MainWindow, once opened

    def begin(self, step: str) -> None:
        self.step = step

    def check_dialogs(self) -> None:
        """Fail the current check when a dialog opened during it."""
        if self.guard is not None and self.guard.seen:
            raise SelfTestFailure(f"a dialog opened, nobody could answer it: {self.guard.seen[0]}")

    def ok(self, detail: str) -> None:
        self.check_dialogs()
        self.out(f"  ok  {self.step}: {detail}")

    def cleanup(self) -> None:
        """Close the window if a failure left it open (without questions), stop the guard."""
        window, self.window = self.window, None
        if window is not None and window.isVisible():
            try:
                saves = getattr(window, "saves", None)
                if saves is not None:
                    saves.ask = lambda *_args: "discard"
                window.close()
                window.deleteLater()
            except Exception:
                log.exception("closing the self-test window failed")
        if self.guard is not None:
            self.guard.stop()


class _DialogGuard:
    """Closes any modal dialog that opens during the self-test and remembers its text."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.seen: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._check)
        self._timer.start()

    def _check(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog

        widget = QApplication.activeModalWidget()
        if widget is None:
            return
        text = widget.text() if callable(getattr(widget, "text", None)) else ""
        self.seen.append(f"{widget.windowTitle()!r} {text!r}")
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()

    def stop(self) -> None:
        self._timer.stop()


def run_self_test(paths: DataPaths, out: Callable[[str], None] = print) -> int:
    """Run every check; returns 0 when all passed, 1 at the first failure (printed plainly)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    report = _Report(out)
    frozen = bool(getattr(sys, "frozen", False))
    out(f"{APP_NAME} {__version__} self-test ({'bundle' if frozen else 'Python install'}, "
        f"data folder {paths.root})")
    work = DataPaths.at(paths.root / SCRATCH_FOLDER)
    try:
        _run_checks(work, report)
    except SelfTestFailure as exc:
        message = str(exc)
        if report.guard is not None and report.guard.seen and "a dialog opened" not in message:
            message += f"; a dialog opened, nobody could answer it: {report.guard.seen[0]}"
        log.error("self-test failed at %s: %s", report.step, message)
        out(f"  FAILED  {report.step}: {message}")
        return 1
    except Exception as exc:  # anything unexpected is a failed check, reported in one line
        log.exception("self-test failed at %s", report.step)
        out(f"  FAILED  {report.step}: unexpected {type(exc).__name__}: {exc} "
            f"(details in {paths.logs_dir})")
        return 1
    finally:
        report.cleanup()
    shutil.rmtree(work.root, ignore_errors=True)  # kept after a failure, for a look
    elapsed = time.perf_counter() - report.started
    out(f"self-test passed in {elapsed:.2f} s")
    return 0


def _run_checks(work: DataPaths, report: _Report) -> None:
    report.begin("Qt start")
    from l5r_desktop.ui.app import create_application

    app = create_application()
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QCoreApplication, QElapsedTimer
    from PySide6.QtGui import QIcon, QPixmap
    from PySide6.QtSvg import QSvgRenderer

    report.ok(f"PySide6 {pyside_version}, platform {app.platformName()}")

    report.begin("fonts")
    from PySide6.QtGui import QFontInfo, QFontMetrics

    font = app.font()
    if not all(QFontMetrics(font).inFont(ch) for ch in "Aa1"):
        raise SelfTestFailure("no usable font was found, so text would show as empty boxes: "
                              "install a font (Debian: fonts-dejavu-core)")
    report.ok(f"text renders with {QFontInfo(font).family()}")

    report.begin("Qt resources")
    from l5r_desktop.ui.resources import APP_ICON, BACK_DYNASTY, BACK_FATE

    for name in (APP_ICON, BACK_DYNASTY, BACK_FATE):
        if not QSvgRenderer(name).isValid():
            raise SelfTestFailure(f"{name} is missing or not a valid SVG")
    if QPixmap(APP_ICON).isNull() or QIcon(APP_ICON).isNull():
        raise SelfTestFailure(f"the app icon {APP_ICON} does not load as an image")
    report.ok("app icon and card backs load")

    report.begin("demo content")
    from l5r_desktop.demo import demo_cards, demo_decks

    cards, decks = demo_cards(), demo_decks()
    if len(decks) < 2 or not cards:
        raise SelfTestFailure(f"expected 2 demo decks and demo cards, found {len(decks)} decks "
                              f"and {len(cards)} cards")
    report.ok(f"{len(cards)} demo cards, decks {', '.join(d.name for d in decks)}")

    report.begin("sub-commands")
    from l5r_desktop.commands import discover

    commands = sorted(discover())
    if "paths" not in commands:
        raise SelfTestFailure(f"the sub-command modules were not found (found {commands})")
    report.ok(", ".join(commands))

    report.begin("main window")
    from l5r_desktop.ui.main_window import MainWindow

    shutil.rmtree(work.root, ignore_errors=True)  # what a failed run left
    work.ensure()
    report.guard = _DialogGuard()
    window = report.window = MainWindow(work)
    painted: list[bool] = []
    window.first_frame_painted.connect(lambda: painted.append(True))
    window.show()
    timer = QElapsedTimer()
    timer.start()
    while not painted and timer.elapsed() < FIRST_FRAME_TIMEOUT_S * 1000:
        QCoreApplication.processEvents()
    if not painted:
        raise SelfTestFailure(f"no frame painted within {FIRST_FRAME_TIMEOUT_S:.0f} s")
    controller = window.controller
    if controller.game is None:
        raise SelfTestFailure("the main window did not start the demo game "
                              f"({window.statusBar().currentMessage() or 'no message'})")
    names = " vs ".join(p.name for p in controller.game.state.players)
    report.ok(f"first frame after {timer.elapsed()} ms, demo game {names}")

    report.begin("play")
    if not window.start_demo_game(seed=SELF_TEST_SEED):
        raise SelfTestFailure("cannot start a seeded demo game: "
                              f"{window.statusBar().currentMessage()}")
    played = _play(controller, ACTIONS_TO_PLAY)
    QCoreApplication.processEvents()
    report.ok(f"{len(played)} legal actions: {'; '.join(played)}")

    report.begin("undo and redo")
    after = _state_dict(controller)
    if not controller.undo():
        raise SelfTestFailure("undo was refused after an action")
    if _state_dict(controller) == after:
        raise SelfTestFailure("undo did not change the state")
    if not controller.redo() or _state_dict(controller) != after:
        raise SelfTestFailure("redo did not restore the state of before the undo")
    QCoreApplication.processEvents()
    report.ok("the last action was undone and redone")

    report.begin("save and load")
    from l5r_desktop.persistence import savefile

    game = controller.game
    save_path = work.saves_dir / f"self-test{savefile.SAVE_SUFFIX}"
    if not window.saves.save_as(save_path):  # File › Save As
        raise SelfTestFailure(f"File › Save As did not write {save_path}: "
                              f"{window.statusBar().currentMessage()}")
    size = save_path.stat().st_size
    loaded = savefile.load_game(save_path).game
    if loaded.state.to_dict() != game.state.to_dict():
        raise SelfTestFailure(f"the game loaded from {save_path} differs from the saved one: "
                              f"{_first_difference(game.state.to_dict(), loaded.state.to_dict())}")
    if not window.saves.open(save_path):  # File › Open
        raise SelfTestFailure(f"File › Open did not open {save_path}: "
                              f"{window.statusBar().currentMessage()}")
    QCoreApplication.processEvents()
    if controller.game is game or _state_dict(controller) != after:
        raise SelfTestFailure("the table does not show the reopened game")
    report.ok(f"{len(game.action_log)} actions saved ({save_path.name}, {size} bytes), "
              "reloaded with the same state, reopened on the table")

    report.begin("close")
    closed = window.close()
    report.check_dialogs()
    if not closed:
        raise SelfTestFailure("the main window refused to close")
    window.deleteLater()
    QCoreApplication.processEvents()
    report.ok("the window closed without asking anything")


def _state_dict(controller) -> dict[str, Any]:
    if controller.game is None:
        raise SelfTestFailure("the game is gone")
    return controller.game.state.to_dict()


def _play(controller, count: int) -> list[str]:
    """Perform ``count`` legal actions (the first one that is not Pass/Concede/Manual, else
    Pass); returns their labels."""
    from l5r_desktop.games.ccg.actions import Concede, Manual, Pass

    labels = []
    for _ in range(count):
        actions = controller.legal_actions()
        if not actions:
            raise SelfTestFailure(f"no legal action after {len(labels)} actions")
        chosen = next((a for a in actions if not isinstance(a, (Pass, Concede, Manual))),
                      next((a for a in actions if isinstance(a, Pass)), None))
        if chosen is None:
            raise SelfTestFailure(f"only Concede/manual actions are legal: {actions}")
        label = chosen.label(controller.game.state)
        if not controller.request(chosen):
            raise SelfTestFailure(f"the engine refused its own legal action {label!r}")
        labels.append(label)
    return labels


def _first_difference(a: Any, b: Any, where: str = "state") -> str:
    """Where two JSON-like values first differ (for the failure message)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{where}.{key} only on one side"
            if a[key] != b[key]:
                return _first_difference(a[key], b[key], f"{where}.{key}")
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items saved, {len(b)} loaded"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{where}[{i}]")
    return f"{where}: saved {a!r:.60}, loaded {b!r:.60}"
