"""The LCG on the shared table scene, on the real main window at a laptop's 1366x768 and a
large 1920x1080 screen: the whole table is in view, and the gestures players know work with
the mouse on the viewport (a ring clicked to declare, a character dragged into the conflict,
an attachment dragged onto its character)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from l5r_desktop.games.lcg.actions import ChooseParticipant, DeclareConflict, PlayAttachment
from tests.ui.lcg_driver import (
    advance_randomly as _advance,
)
from tests.ui.lcg_driver import (
    click,
    drag_onto,
    drag_to,
    gestures_of,
    is_lcg_table,
    lit_keys,
    menu_choose,
    scene_of,
)

SIZES = [(1366, 768), (1920, 1080)]


def _lcg_at(qtbot, window, size: tuple[int, int], seed: int) -> None:
    window.resize(*size)
    assert window.start_lcg_demo_game(seed=seed)
    window.screen_widget.accept_handoff()
    qtbot.wait(10)
    assert (window.width(), window.height()) == size
    assert is_lcg_table(scene_of(window))


def _in_view(window) -> None:
    """Every card and zone of the model drawn lies inside the table's viewport."""
    view = window.screen_widget.view
    viewport = QRectF(view.viewport().rect()).adjusted(-1, -1, 1, 1)
    model = scene_of(window).model
    for zone in model.zones:
        if zone.region is not None:
            r = zone.region
            shown = view.mapFromScene(QRectF(r.x, r.y, r.w, r.h)).boundingRect()
            assert viewport.contains(QRectF(shown)), zone.key


@pytest.mark.parametrize("size", SIZES)
def test_ring_click_then_drag_into_the_conflict(qtbot, main_window, size) -> None:
    _lcg_at(qtbot, main_window, size, seed=5)
    _advance(main_window, lambda s, legal: any(isinstance(a, DeclareConflict) for a in legal))
    _in_view(main_window)
    controller = main_window.controller
    target = next(a for a in controller.legal_actions() if isinstance(a, DeclareConflict))
    gestures = gestures_of(main_window)
    click(qtbot, main_window, f"ring:{target.ring}")  # the ring, clicked on the viewport
    assert gestures.ring == target.ring
    assert f"ring:{target.ring}" in lit_keys(main_window)
    panels = scene_of(main_window).panels()[0]  # the ring's circle is drawn lit
    assert f"ring:{target.ring}" in panels.lit_rings()
    province = gestures._province_card(target.province)
    assert f"card:{province}" in lit_keys(main_window)
    click(qtbot, main_window, f"card:{province}")
    if controller.state.step == "declare":  # both conflict types: a menu asks
        menu_choose(main_window, f"Declare {target.ctype} {target.ring}")
    state = controller.state
    assert state.conflict is not None and state.conflict.ring == target.ring
    assert state.conflict.province == target.province
    main_window.screen_widget.accept_handoff()
    attacker = next(a.card for a in controller.legal_actions()
                    if isinstance(a, ChooseParticipant))
    drag_to(qtbot, main_window, attacker, "conflict")
    assert attacker in controller.state.conflict.attackers
    assert scene_of(main_window).card_view(attacker).zone == "conflict:attackers"
    assert lit_keys(main_window) == set()  # nothing stays lit after the drop


@pytest.mark.parametrize("size", SIZES)
def test_an_attachment_is_dragged_onto_its_character(qtbot, main_window, size) -> None:
    _lcg_at(qtbot, main_window, size, seed=3)
    _advance(main_window, lambda s, legal: any(isinstance(a, PlayAttachment) for a in legal))
    _in_view(main_window)
    controller = main_window.controller
    action = next(a for a in controller.legal_actions() if isinstance(a, PlayAttachment))
    drag_onto(qtbot, main_window, action.card, action.target)
    card = controller.state.cards[action.card]
    assert card.zone == "play" and card.attached_to == action.target
    # drawn under its character, listed on its face, following it
    scene = scene_of(main_window)
    view = scene.card_view(action.card)
    assert view.attached_to == action.target
    host = scene.card_view(action.target)
    assert view.pos == host.pos and view.z < host.z
    name = controller.state.defs[card.card_id].name
    assert f"+ {name}" in host.face.lines
