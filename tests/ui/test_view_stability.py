"""D2 (issue 14): no size of the window makes the table view relayout itself forever.

Before the fix, at a borderline size the fit needed a scroll bar, the bar shrank the viewport,
the refit no longer needed it, and the bar came and went in an endless stream of events (the
app froze at 100% CPU). The probe counts every event the application delivers after a resize;
when the count passes a generous bound it records the loop and breaks it (scroll bars off), so
the test fails instead of hanging.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

#: Far more events than one resize and its layout passes need (a few hundred at most).
EVENT_BOUND = 5000


class _LoopProbe(QObject):
    """Counts delivered events; past the bound, records a loop and stops the view's bars."""

    def __init__(self, view) -> None:
        super().__init__()
        self.view = view
        self.count = 0
        self.loops: list[tuple[int, int]] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        self.count += 1
        if self.count == EVENT_BOUND:
            self.loops.append((self.view.width(), self.view.height()))
            off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            self.view.setHorizontalScrollBarPolicy(off)
            self.view.setVerticalScrollBarPolicy(off)
        return False


def _settle(app, probe: _LoopProbe) -> int:
    for _ in range(3):
        app.processEvents()
    return probe.count


def _sweep(window, app, probe, *, zoom: float, heights: range) -> int:
    view = window.screen_widget.view
    view.set_zoom(zoom)
    rect = view.sceneRect()
    ratio = rect.width() / rect.height()
    extra_w = window.width() - view.width()
    extra_h = window.height() - view.height()
    most = 0
    for view_h in heights:
        border_w = round(view_h * ratio)  # where the width and the height limit the fit alike
        for view_w in range(border_w - 20, border_w + 21):
            probe.count = 0
            window.resize(view_w + extra_w, view_h + extra_h)
            most = max(most, _settle(app, probe))
            view.set_zoom(zoom)  # the zoom a user had keeps applying at every size
    return most


def test_resizing_through_the_fit_borderline_always_settles(main_window) -> None:
    app = QApplication.instance()
    window = main_window
    state = window.controller.state
    hand = state.players[window.controller.acting_player()].hand
    window.screen_widget._preview_card(hand[0], pinned=True)  # as in the report: preview pinned
    view = window.screen_widget.view
    probe = _LoopProbe(view)
    app.installEventFilter(probe)
    try:
        # the heights where the old view looped (offscreen and under Xvfb), every width around
        most = max(_sweep(window, app, probe, zoom=1.0, heights=range(822, 850)),
                   _sweep(window, app, probe, zoom=1.3, heights=range(700, 860, 16)))
    finally:
        app.removeEventFilter(probe)
    assert probe.loops == [], f"endless relayout at view sizes {probe.loops[:5]}"
    assert most < EVENT_BOUND
    view.reset_zoom()
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()


def test_preview_dock_width_does_not_follow_the_card_text(main_window, qtbot) -> None:
    """Hovering cards with short and long texts never changes the dock's (and the view's) size."""
    app = QApplication.instance()
    window = main_window
    state = window.controller.state
    dock_width = window.preview_dock.width()
    view_size = window.screen_widget.view.size()
    for p in range(2):
        player = state.players[p]
        for card_id in [*player.hand, *player.home, *player.provinces]:
            window.screen_widget._preview_card(card_id)
            app.processEvents()
            assert window.preview_dock.width() == dock_width, card_id
            assert window.screen_widget.view.size() == view_size, card_id
