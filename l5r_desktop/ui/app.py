"""QApplication start-up: resources, icon, the main window, the event loop."""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Mapping

from l5r_desktop import APP_NAME, APP_TITLE, __version__
from l5r_desktop.persistence.paths import DataPaths

log = logging.getLogger(__name__)

#: When set (milliseconds), the GUI quits that long after the demo game is on the table, and
#: prints on stdout when the first frame was painted and when the table was filled
#: (``first-frame <time.time()>``, ``filled <time.time()>``). Used by start-up benchmarks and
#: smoke tests; a user never needs it.
EXIT_AFTER_ENV = "L5R_DESKTOP_EXIT_AFTER_MS"


#: How long a worker thread (autosave, faces, imports) may keep the interpreter before the UI
#: thread gets it back when it asks (seconds; Python's default is 5 ms). The autosave worker
#: runs Python (it replays actions on its replica and encodes the save), so with the default
#: a UI thread event could wait up to 5 ms for every stretch of it (issue 22: <= 5 ms in all).
UI_SWITCH_INTERVAL = 0.001


def create_application(argv: list[str] | None = None):  # -> QApplication
    """The QApplication (created once), with resources loaded, the app icon set, the
    interpreter's switch interval at :data:`UI_SWITCH_INTERVAL` and Python's cyclic garbage
    collection run on the GUI thread only (``ui/gui_thread_gc.py``)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from l5r_desktop.ui import gui_thread_gc
    from l5r_desktop.ui.resources import APP_ICON, load_resources

    sys.setswitchinterval(UI_SWITCH_INTERVAL)
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_TITLE)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("org.l5rtable.L5RTable")  # matches packaging/linux's .desktop
    load_resources()
    app.setWindowIcon(QIcon(APP_ICON))
    gui_thread_gc.install(app)  # cycles are freed on this thread only, never by a worker
    return app


#: Qt platforms that draw on a desktop session (they need DISPLAY or WAYLAND_DISPLAY).
DESKTOP_PLATFORMS = ("", "xcb", "wayland", "wayland-egl")


def display_problem(environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> str | None:
    """Why the table cannot open a window here, or ``None``.

    Checked before the QApplication exists: without a display Qt aborts the process with
    "could not connect to display … Reinstalling the application may fix this problem",
    which sends the user the wrong way. Only Linux and other X11/Wayland systems need a
    display variable; an explicit non-desktop platform (``QT_QPA_PLATFORM=offscreen``, ``vnc``)
    is the user's choice and passes.
    """
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if chosen not in DESKTOP_PLATFORMS:
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return (
        f"{APP_NAME}: no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
        "L5R Table opens a window, so it needs a graphical desktop session: start it from a "
        "terminal on the desktop (or over 'ssh -X').\n"
        "To check the installation without a display:\n"
        f"  {APP_NAME} --self-test          (plays, saves and reloads a demo game offscreen)\n"
        f"  xvfb-run -a {APP_NAME}          (runs the table on a virtual X server)"
    )


def install_error_reporter(window, paths: DataPaths):
    """Send every exception escaping a Qt slot to the log and a message box (``ui/errors``)."""
    from l5r_desktop.logs import LOG_FILE_NAME
    from l5r_desktop.ui.errors import SlotErrorReporter

    reporter = SlotErrorReporter(window, paths.logs_dir / LOG_FILE_NAME,
                                 recover=lambda: _recover(window))
    reporter.install()
    return reporter


def _recover(window) -> None:
    if window.built:  # a shell has no game to put back
        window.controller.recover()


def _stamp(what: str) -> None:
    print(what, repr(time.time()), flush=True)


def run_gui(paths: DataPaths, game: str = "ccg") -> int:
    """Open the main window with a demo game of ``game`` (``ccg`` or ``lcg``) and run the
    event loop; returns the exit code (2: no display)."""
    problem = display_problem()
    if problem is not None:
        log.error("no display: %s", problem.splitlines()[0])
        print(problem, file=sys.stderr)
        return 2
    app = create_application()
    from PySide6.QtCore import QTimer

    from l5r_desktop.ui.main_window import MainWindow
    from l5r_desktop.ui.screen_fit import fit_to_screen
    from l5r_desktop.ui.startup import WindowFiller

    # Show the window, then fill it (issue 22): the window's shell is painted first; the
    # table, menus and docks are built and the demo game starts (library, deck building, the
    # table's cards and their faces) once it is on screen (ui/startup.py).
    window = MainWindow(paths, start_demo=False, shell_first=True)
    reporter = install_error_reporter(window, paths)
    filler = WindowFiller(window, game=game)
    fit_to_screen(window)
    window.show()
    exit_after = os.environ.get(EXIT_AFTER_ENV)
    if exit_after:
        window.first_frame_painted.connect(lambda: _stamp("first-frame"))
        filler.filled.connect(lambda: _stamp("filled"))
        filler.filled.connect(lambda: QTimer.singleShot(int(exit_after), app.quit))
    log.info("main window shown")
    try:
        return int(app.exec())
    finally:
        reporter.uninstall()
