"""The table on the real main window: start, bow by double-click, gold, recruit, hot-seat, undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from l5r_desktop.games.ccg.actions import ProduceGold, Recruit
from l5r_desktop.games.ccg.model.ids import Zone
from tests.ui.table_driver import (
    click_choice,
    context_action,
    double_click_card,
    pass_until,
)


def test_new_demo_game_lays_out_both_sides(main_window) -> None:
    state = main_window.controller.state
    scene = main_window.screen_widget.scene
    actor = main_window.controller.acting_player()
    for p, player in enumerate(state.players):
        for i, card_id in enumerate(player.provinces):
            assert scene.zone(f"province:{p}:{i}") is not None
            assert scene.item(card_id) is not None
        for card_id in player.home:
            assert scene.item(card_id) is not None
        assert scene.item(f"pile:{p}:dynasty_deck").face_up is False
        assert scene.item(f"pile:{p}:dynasty_deck")._badge == str(len(player.dynasty_deck))
        for card_id in player.hand:
            assert scene.item(card_id).face_up is (p == actor)
    assert main_window.phase_bar.status.text().startswith("Turn 1")


def _to_dynasty_with_gold(qtbot, main_window) -> list[ProduceGold]:
    pass_until(qtbot, main_window, "dynasty")
    main_window.screen_widget.accept_handoff()
    actions = [a for a in main_window.controller.gold_actions() if isinstance(a, ProduceGold)]
    assert actions, "Gold producers are offered while there is something to buy"
    return actions


def test_double_click_bows_a_holding_and_produces_gold(qtbot, main_window) -> None:
    controller = main_window.controller
    _to_dynasty_with_gold(qtbot, main_window)
    gold_actions = [a for a in controller.gold_actions() if isinstance(a, ProduceGold)]
    holding = next(a.card for a in gold_actions
                   if controller.state.cards[a.card].definition.type.value == "holding")
    player = controller.state.cards[holding].controller
    gold_before = controller.state.players[player].gold_pool
    double_click_card(qtbot, main_window, holding)
    state = controller.state
    assert state.cards[holding].bowed is True
    produced = state.players[player].gold_pool - gold_before
    assert produced == state.cards[holding].definition.gold_production or produced > 0
    item = main_window.screen_widget.scene.item(holding)
    qtbot.waitUntil(lambda: abs(item.rotation() - 90.0) < 0.5, timeout=2000)
    assert any("Gold" in line for line in main_window.log_widget.lines())


def test_undo_restores_the_previous_scene(qtbot, main_window) -> None:
    controller = main_window.controller
    action = _to_dynasty_with_gold(qtbot, main_window)[0]
    double_click_card(qtbot, main_window, action.card)
    assert controller.state.cards[action.card].bowed
    undo = main_window.actions_by_name["undo"]
    assert undo.isEnabled() and undo.text().startswith("Undo Produce Gold")
    undo.trigger()
    assert controller.state.cards[action.card].bowed is False
    item = main_window.screen_widget.scene.item(action.card)
    assert abs(item.rotation()) < 0.01
    redo = main_window.actions_by_name["redo"]
    assert redo.isEnabled()
    redo.trigger()
    assert controller.state.cards[action.card].bowed


def test_hand_is_hidden_at_hand_off(qtbot, main_window) -> None:
    controller = main_window.controller
    scene = main_window.screen_widget.scene
    first = controller.acting_player()
    click_choice(qtbot, main_window, "Pass")
    second = controller.acting_player()
    assert second != first
    assert main_window.screen_widget.cover.isVisible()
    state = controller.state
    for player in state.players:
        for card_id in player.hand:
            assert scene.item(card_id).face_up is False
    assert main_window.phase_bar.buttons == []  # nothing to click behind the cover
    main_window.screen_widget.accept_handoff()
    assert not main_window.screen_widget.cover.isVisible()
    for card_id in state.players[second].hand:
        assert scene.item(card_id).face_up is True
    for card_id in state.players[first].hand:
        assert scene.item(card_id).face_up is False


def test_produce_gold_and_recruit_a_personality_through_the_ui(qtbot, main_window) -> None:
    controller = main_window.controller
    pass_until(qtbot, main_window, "dynasty")
    main_window.screen_widget.accept_handoff()
    state = controller.state
    recruits = [a for a in controller.legal_actions() if isinstance(a, Recruit)
                and state.cards[a.card].definition.type.value == "personality"]
    if not recruits:
        # make gold first by double-clicking producers until a Personality becomes affordable
        for a in [a for a in controller.legal_actions() if isinstance(a, ProduceGold)]:
            double_click_card(qtbot, main_window, a.card)
        recruits = [a for a in controller.legal_actions() if isinstance(a, Recruit)
                    and state.cards[a.card].definition.type.value == "personality"]
    assert recruits, "the demo game with seed 7 offers a Personality to recruit on turn 1"
    target = recruits[0].card
    action = context_action(main_window, target, "Recruit")
    action.trigger()
    state = controller.state
    assert state.cards[target].zone is Zone.HOME
    assert target in state.players[state.cards[target].controller].home
    assert main_window.screen_widget.scene.item(target) is not None
    assert any("Recruit" in line or "enters play" in line.lower() or
               state.cards[target].definition.title in line
               for line in main_window.log_widget.lines())


def test_clicking_a_log_line_highlights_its_cards(qtbot, main_window) -> None:
    from l5r_desktop.ui.widgets.game_log import CARDS_ROLE

    action = _to_dynasty_with_gold(qtbot, main_window)[0]
    double_click_card(qtbot, main_window, action.card)
    log = main_window.log_widget
    row = next(i for i in range(log.count())
               if action.card in (log.item(i).data(CARDS_ROLE) or []))
    rect = log.visualItemRect(log.item(row))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert main_window.screen_widget.scene.item(action.card).highlighted


def test_double_click_on_a_province_card_prompts_for_clan_options(qtbot, main_window) -> None:
    """Several ways to recruit (discount, for Honor, ...) become a prompt, not a guess."""
    controller = main_window.controller
    pass_until(qtbot, main_window, "dynasty")
    main_window.screen_widget.accept_handoff()
    state = controller.state
    by_card: dict[str, list[Recruit]] = {}
    for a in controller.legal_actions():
        if isinstance(a, Recruit):
            by_card.setdefault(a.card, []).append(a)
    many = next(c for c, acts in by_card.items() if len(acts) > 1)
    options = controller.double_click_options(many)
    assert len(options) == len(by_card[many])
    menu = main_window.screen_widget.choice_menu(options)
    labels = [a.text() for a in menu.actions()]
    assert any("clan discount" in t or "for Honor" in t for t in labels)
    menu.actions()[0].trigger()
    assert controller.state.cards[many].zone is Zone.HOME
    assert state.players[state.cards[many].controller].gold_pool >= 0


def test_the_hand_off_cover_covers_the_whole_table_at_start(qtbot, data_paths) -> None:
    """The first hand-off is shown before the window is laid out; it must still cover the
    whole table once the window appears."""
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    window = MainWindow(data_paths)  # starts the demo game before it is shown
    window.saves.ask = lambda *args: "discard"
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    screen = window.screen_widget
    assert screen.covered and screen.cover.isVisible()
    assert screen.cover.geometry() == screen.rect()
    assert screen.cover.width() > 800
    # opaque: the table behind it is not visible
    image = screen.grab().toImage()
    for x, y in ((20, 20), (screen.width() // 2, screen.height() - 30)):
        assert image.pixelColor(x, y).name() == "#101a14"
    window.resize(1200, 800)
    qtbot.waitUntil(lambda: screen.cover.geometry() == screen.rect(), timeout=2000)
