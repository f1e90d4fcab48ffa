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
