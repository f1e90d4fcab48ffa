"""Issue 22: the main window is shown empty, painted, then filled with the demo game; crash
recovery is offered only after the demo game is on the table (a resumed game replaces it,
never the other way round)."""

from __future__ import annotations


def test_the_window_is_painted_then_filled_then_recovery_is_offered(qtbot, data_paths):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow
    from l5r_desktop.ui.startup import WindowFiller

    create_application()
    window = MainWindow(data_paths, start_demo=False)
    window.saves.ask = lambda *args: "discard"
    qtbot.addWidget(window)
    seen: list[str] = []
    window.first_frame_painted.connect(
        lambda: seen.append(f"painted, game {window.controller.game is not None}"))
    window.saves.offer_recovery_later = (
        lambda: seen.append(f"recovery, game {window.controller.game is not None}"))
    filler = WindowFiller(window)
    window.show()
    with qtbot.waitSignal(filler.filled, timeout=10000):
        pass
    assert seen == ["painted, game False", "recovery, game True"]
    assert window.controller.game is not None and isinstance(window.controller.game.setup.seed,
                                                             int)
    filler.fill()  # once only
    assert seen.count("recovery, game True") == 1
    window.close()


def test_a_window_that_is_never_painted_is_filled_anyway(qtbot, data_paths, monkeypatch):
    from l5r_desktop.ui import startup
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(startup, "FILL_AT_THE_LATEST_MS", 50)
    create_application()
    window = MainWindow(data_paths, start_demo=False)
    window.saves.ask = lambda *args: "discard"
    window.saves.offer_recovery_later = lambda: None
    qtbot.addWidget(window)
    filler = startup.WindowFiller(window)  # never shown: no paint
    with qtbot.waitSignal(filler.filled, timeout=5000):
        pass
    assert window.controller.game is not None
    window.close()


def test_the_shell_is_painted_first_and_built_when_filled(qtbot, data_paths):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow
    from l5r_desktop.ui.startup import WindowFiller

    create_application()
    window = MainWindow(data_paths, start_demo=False, shell_first=True)
    qtbot.addWidget(window)
    seen: list[bool] = []
    window.first_frame_painted.connect(lambda: seen.append(window.built))
    filler = WindowFiller(window)
    window.show()
    with qtbot.waitSignal(filler.filled, timeout=10000):
        pass
    assert seen == [False]  # the shell's paint, before the table existed
    assert window.built and window.controller.game is not None
    menus = [action.menu() for action in window.menuBar().actions()]
    assert [menu.objectName() for menu in menus] == [
        "menu_file", "menu_edit", "menu_game", "menu_view", "menu_help"]  # built, not doubled
    assert all(menu.actions() for menu in menus)
    assert window.centralWidget() is window.screen_widget
    assert window.actions_by_name["undo"] is not None
    window.saves.ask = lambda *args: "discard"
    window.close()


def test_a_shell_closed_before_it_is_built_closes(qtbot, data_paths):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    window = MainWindow(data_paths, start_demo=False, shell_first=True)
    qtbot.addWidget(window)
    window.show()
    assert window.close() and not window.built


SHELL_ONLY = r"""
import sys
from pathlib import Path
from l5r_desktop.persistence.paths import DataPaths
from l5r_desktop.ui.app import create_application
from l5r_desktop.ui.main_window import MainWindow
app = create_application()
window = MainWindow(DataPaths.at(Path(sys.argv[1])).ensure(), start_demo=False,
                    shell_first=True)
painted = []
window.first_frame_painted.connect(lambda: painted.append(True))
window.show()
while not painted:
    app.processEvents()
print(" ".join(sorted(name for name in sys.modules
                      if name.startswith("l5r_desktop") or name in ("numpy", "cv2"))))
"""


def test_the_first_frame_needs_no_game_module(tmp_path):
    """Issue 22: the shell is painted before any rules engine, table or library module is
    imported (a fresh process: what ``l5r-desktop`` does before its first frame)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SHELL_ONLY, str(tmp_path / "data")], env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    loaded = done.stdout.split()
    assert "l5r_desktop.ui.main_window" in loaded
    heavy = [name for name in loaded
             if name.startswith(("l5r_desktop.games.", "l5r_desktop.carddb.",
                                 "l5r_desktop.ui.controller", "l5r_desktop.ui.game_screen",
                                 "l5r_desktop.ui.table_", "l5r_desktop.ui.save_actions",
                                 "l5r_desktop.persistence.savefile"))]
    assert heavy == []
    # the scan detector's numpy and OpenCV (issue 21) are imported when a scan is processed
    assert "numpy" not in loaded and "cv2" not in loaded


def test_game_lcg_opens_the_lcg_demo_game(qtbot, data_paths):
    """``l5r-desktop --game lcg`` (issue 19: plays out of the box with no import): the parser
    takes the option, and the window fills with an LCG game between the two demo decks."""
    from l5r_desktop.cli import build_parser
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow
    from l5r_desktop.ui.startup import WindowFiller

    assert build_parser().parse_args(["--game", "lcg"]).game == "lcg"
    assert build_parser().parse_args([]).game == "ccg"
    create_application()
    window = MainWindow(data_paths, start_demo=False, shell_first=True)
    qtbot.addWidget(window)
    filler = WindowFiller(window, game="lcg")
    window.show()
    with qtbot.waitSignal(filler.filled, timeout=10000):
        pass
    game = window.controller.game
    assert game is not None and game.game_id == "lcg"
    window.close()


def test_the_app_hands_the_interpreter_back_to_the_ui_thread_within_a_millisecond():
    """Issue 22: a worker thread running Python (the autosave's replica and encoding) keeps
    the UI thread waiting at most the switch interval per stretch (Python's default: 5 ms)."""
    import sys

    from l5r_desktop.ui.app import UI_SWITCH_INTERVAL, create_application

    create_application()
    assert sys.getswitchinterval() == UI_SWITCH_INTERVAL <= 0.001
