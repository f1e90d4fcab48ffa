"""LCG gestures on the real main window (issue 20): a click on a province's character asks how
much extra fate, a ring and a province clicked declare a conflict, characters dragged into the
conflict area join it (the area lights up; an illegal drop snaps back with the reason), a click
on a card uses its ability, trigger windows are a phase-bar prompt with Pass, and the honor dial
sets bids in secret behind the hand-off cover."""

from __future__ import annotations

from PySide6.QtCore import Qt

from l5r_desktop.games.lcg.actions import ChooseParticipant, DeclareConflict, PlayCharacter
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import setup as trigger_decks
from tests.ui.lcg_driver import (
    advance_randomly as _advance,
)
from tests.ui.lcg_driver import (
    click,
    drag_to,
    gestures_of,
    key_point,
    lit_keys,
    menu_choose,
    menu_texts,
    panel_label,
    scene_of,
    status_text,
    zone_rect,
)
from tests.ui.table_driver import click_choice


def _start(window, game: Game) -> None:
    window.set_game(game)
    window.screen_widget.accept_handoff()


def _demo(window, seed: int) -> None:
    assert window.start_lcg_demo_game(seed=seed)
    window.screen_widget.accept_handoff()


def test_playing_a_character_from_a_province_asks_extra_fate(qtbot, main_window) -> None:
    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "dynasty" and any(
        isinstance(a, PlayCharacter) and a.fate == 1 for a in legal))
    state = main_window.controller.state
    uid = next(a.card for a in main_window.controller.legal_actions()
               if isinstance(a, PlayCharacter) and a.fate == 1)
    name = state.defs[state.cards[uid].card_id].name
    fate_before = state.players[state.turn].fate
    click(qtbot, main_window, f"card:{uid}")
    texts = menu_texts(main_window)
    assert texts[0] == f"{name}: how much extra fate?"
    assert texts[1:3] == [f"Play {name} with no extra fate", f"Play {name} with 1 extra fate"]
    menu_choose(main_window, f"Play {name} with 1 extra fate")
    card = main_window.controller.state.cards[uid]
    assert card.zone == "play" and card.fate == 1
    cost = state.defs[card.card_id].cost or 0
    assert main_window.controller.state.players[card.owner].fate == fate_before - cost - 1
    assert scene_of(main_window).item(uid) is not None


def test_nothing_to_do_says_why(qtbot, main_window) -> None:
    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "dynasty")
    state = main_window.controller.state
    other = 1 - state.turn
    # the opponent's card (or a facedown province) cannot be used by the acting player
    drawn = [(state.province_cards.get(u) or [u])[0] for u in state.players[other].provinces]
    shown = next(u for u in drawn if scene_of(main_window).item(u) is not None)
    before = main_window.controller.game.fingerprint()
    click(qtbot, main_window, f"card:{shown}")
    assert main_window.controller.game.fingerprint() == before
    assert status_text(main_window).endswith(("is not yours to use.", "now (dynasty)."))


def _to_declare(window, seed: int) -> None:
    _advance(window, lambda s, legal: s.step == "declare" and any(
        isinstance(a, DeclareConflict) for a in legal), seed=seed)


def test_declare_by_ring_and_province_then_drag_attackers(qtbot, main_window) -> None:
    _demo(main_window, 5)
    _to_declare(main_window, 5)
    controller = main_window.controller
    legal = [a for a in controller.legal_actions() if isinstance(a, DeclareConflict)]
    target = legal[0]
    click(qtbot, main_window, f"ring:{target.ring}")
    lit = lit_keys(main_window)
    assert f"ring:{target.ring}" in lit
    gestures = gestures_of(main_window)
    lit_cards = {k for k in lit if k.startswith("card:")}
    assert f"card:{gestures._province_card(target.province)}" in lit_cards
    state = controller.state
    click(qtbot, main_window, f"card:{gestures._province_card(target.province)}")
    types = sorted(a.ctype for a in legal
                   if a.ring == target.ring and a.province == target.province)
    if len(types) > 1:
        assert menu_texts(main_window)[0] == "Which conflict type?"
        menu_choose(main_window, f"Declare {types[0]} {target.ring}")
    state = controller.state
    assert state.step == "choose_attackers" and state.conflict is not None
    assert state.conflict.ring == target.ring and state.conflict.province == target.province
    main_window.screen_widget.accept_handoff()
    # drag: a legal attacker lights the conflict area up and joins on the drop
    attacker = next(a.card for a in controller.legal_actions()
                    if isinstance(a, ChooseParticipant))
    viewport = main_window.screen_widget.view.viewport()
    start = key_point(main_window, f"card:{attacker}")
    end = main_window.screen_widget.view.mapFromScene(
        zone_rect(main_window, "conflict").center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + (end - start) / 3)
    qtbot.mouseMove(viewport, start + (end - start) * 2 / 3)
    assert lit_keys(main_window) == {"conflict"}
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert attacker in controller.state.conflict.attackers
    # a chosen attacker stays chosen (the rules take no one back): dragged out, it says so
    actor = controller.acting_player()
    drag_to(qtbot, main_window, attacker, f"home:{actor}")
    assert controller.state.conflict.attackers == [attacker]
    assert status_text(main_window).endswith("is already chosen as an attacker (Edit › Undo "
                                             "takes it back).")
    click_choice(qtbot, main_window, "Declare 1 attacker")
    assert controller.state.step != "choose_attackers"


def test_an_illegal_drop_snaps_back_with_the_reason(qtbot, main_window) -> None:
    _demo(main_window, 5)
    _to_declare(main_window, 5)
    controller = main_window.controller
    legal = [a for a in controller.legal_actions() if isinstance(a, DeclareConflict)]
    controller.request(legal[0])
    main_window.screen_widget.accept_handoff()
    state = controller.state
    actor = controller.acting_player()
    chars = state.players[actor].characters
    bowed = [u for u in chars if state.cards[u].bowed]
    if bowed:
        victim = bowed[0]
    else:  # bow one by the manual toolkit (its menu: an assisted game)
        victim = chars[0]
        from l5r_desktop.games.lcg.actions import Manual

        assert controller.request(Manual(actor, "bow", victim))
    home = scene_of(main_window).item(victim).scenePos()
    drag_to(qtbot, main_window, victim, "conflict")
    assert victim not in controller.state.conflict.attackers
    assert "is bowed and cannot join the conflict" in status_text(main_window)
    assert scene_of(main_window).item(victim).scenePos() == home  # snapped back


def test_a_click_on_a_card_uses_its_ability(qtbot, main_window) -> None:
    _start(main_window, Game.new(trigger_decks(1, triggers=True)))
    _advance(main_window, lambda s, legal: s.step == "action_window" and any(
        a.kind == "use_ability" and s.cards[a.card].zone == "play" for a in legal), seed=1)
    controller = main_window.controller
    action = next(a for a in controller.legal_actions() if a.kind == "use_ability"
                  and controller.state.cards[a.card].zone == "play")
    n = len(controller.game.action_log)
    options = [a for a in controller.legal_actions()
               if action.card in (getattr(a, "card", ""), *getattr(a, "targets", ()))]
    click(qtbot, main_window, f"card:{action.card}")
    if len(options) > 1:
        menu_choose(main_window, "Use ")
    assert len(controller.game.action_log) == n + 1
    assert controller.game.action_log[-1].kind == "use_ability"


def test_a_trigger_window_is_a_phase_bar_prompt(qtbot, main_window) -> None:
    _start(main_window, Game.new(trigger_decks(4, triggers=True)))
    _advance(main_window, lambda s, legal: s.step == "trigger_window", seed=4)
    bar = main_window.phase_bar
    assert bar.prompt.text().startswith("Reaction window (conflict won): ")
    assert bar.prompt.text().endswith("may respond or pass")
    texts = bar.choice_texts()
    assert "Pass (no reaction)" in texts and any(t.startswith("Use ") for t in texts)
    n = len(main_window.controller.game.action_log)
    click_choice(qtbot, main_window, "Use ")
    assert main_window.controller.game.action_log[n].kind == "use_ability"


def test_honor_dial_bids_in_secret_behind_the_cover(qtbot, main_window) -> None:
    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "bid")
    screen = main_window.screen_widget
    dial = main_window.screen_widget.adapter.dial
    controller = main_window.controller
    first = controller.acting_player()
    assert dial.isVisible() and dial.value() == 1 and dial.values == (1, 2, 3, 4, 5)
    assert not any(t.startswith("Bid") for t in main_window.phase_bar.choice_texts())
    dial.turn_to(4)
    qtbot.mouseClick(dial.set_button, Qt.MouseButton.LeftButton)
    state = controller.state
    assert state.players[first].dial == 4
    second = controller.acting_player()
    assert second != first and screen.covered and not dial.isVisible()
    screen.accept_handoff()
    # the second player's dial starts afresh; the first bid shows as hidden
    assert dial.isVisible() and dial.value() == 1
    assert panel_label(main_window, f"dial:{first}") == "Honor dial: set (hidden)"
    dial.turn_to(2)
    qtbot.mouseClick(dial.set_button, Qt.MouseButton.LeftButton)
    state = controller.state
    assert [state.players[first].dial, state.players[second].dial] == [4, 2]
    assert state.players[first].dial_revealed and not dial.isVisible()


def test_hovering_a_card_previews_what_the_seated_player_may_see(qtbot, main_window) -> None:
    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "action_window"
             and s.players[s.turn].hand)
    controller = main_window.controller
    state = controller.state
    seated = controller.acting_player()
    preview = main_window.preview
    viewport = main_window.screen_widget.view.viewport()
    own = state.players[seated].hand[0]
    qtbot.mouseMove(viewport, key_point(main_window, f"card:{own}"))
    name = state.defs[state.cards[own].card_id].name
    assert preview.shown == own and preview.text.text().startswith(f"<b>{name}</b>")
    theirs = next(u for u in scene_of(main_window).card_items()
                  if u in state.cards and state.cards[u].facedown
                  and state.cards[u].owner != seated)
    qtbot.mouseMove(viewport, key_point(main_window, f"card:{theirs}"))
    assert preview.shown == theirs and preview.text.text() == "<b>Hidden card</b>"
    qtbot.mouseMove(viewport, key_point(main_window, f"card:{own}"))
    assert preview.shown == own
    # the seat changes: nothing of the last player's cards stays in the preview
    passes = [a for a in controller.legal_actions() if a.kind == "pass"]
    controller.request(passes[0])
    assert controller.acting_player() != seated and main_window.screen_widget.covered
    assert preview.shown is None and preview.text.text() == ""


def _right_click(window, key: str) -> None:
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    viewport = window.screen_widget.view.viewport()
    point = key_point(window, key)
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                       viewport.mapToGlobal(point)))


def test_right_click_menu_with_the_manual_toolkit_when_assisted(qtbot, main_window) -> None:
    from l5r_desktop.newgame_lcg import LcgDeckChoice, new_lcg_game

    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "action_window"
             and s.players[s.turn].characters)
    controller = main_window.controller
    state = controller.state
    uid = state.players[controller.acting_player()].characters[0]
    name = state.defs[state.cards[uid].card_id].name
    _right_click(main_window, f"card:{uid}")
    menu = gestures_of(main_window).menu
    assert menu.objectName() == "card_menu"
    manual = next(a.menu() for a in menu.actions() if a.text() == "Manual effects")
    entries = [a.text() for a in manual.actions()]
    assert f"By hand: bow {name}" in entries or f"By hand: ready {name}" in entries
    verb = "bow" if not state.cards[uid].bowed else "ready"
    next(a for a in manual.actions() if a.text() == f"By hand: {verb} {name}").trigger()
    assert controller.state.cards[uid].bowed == (verb == "bow")
    assert controller.game.action_log[-1].kind == "manual"
    assert main_window.log_widget.lines()[-2].endswith(f"applies by hand: {verb} ({name})")
    # an enforced game offers no manual effects
    from l5r_desktop.carddb.lcg_demo import lcg_demo_decks

    choices = [LcgDeckChoice(demo=d.name) for d in lcg_demo_decks()[:2]]
    main_window.set_game(new_lcg_game(main_window.library, ["A", "B"], choices,
                                      automation="enforced", seed=3))
    _advance(main_window, lambda s, legal: s.step == "action_window"
             and s.players[s.turn].characters)
    state = controller.state
    uid = state.players[controller.acting_player()].characters[0]
    _right_click(main_window, f"card:{uid}")
    menu = gestures_of(main_window).menu
    assert "Manual effects" not in [a.text() for a in menu.actions()]


def test_an_attachment_is_dragged_onto_its_character(qtbot, main_window) -> None:
    from l5r_desktop.games.lcg.actions import PlayAttachment
    from tests.ui.lcg_driver import drag_onto

    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: any(isinstance(a, PlayAttachment) for a in legal))
    controller = main_window.controller
    action = next(a for a in controller.legal_actions() if isinstance(a, PlayAttachment))
    hosts = {a.target for a in controller.legal_actions()
             if isinstance(a, PlayAttachment) and a.card == action.card}
    # dropped on no character: it snaps back and says why
    drag_to(qtbot, main_window, action.card, "rings")
    assert controller.state.cards[action.card].zone == "hand"
    assert status_text(main_window).endswith("was not dropped on a character.")
    assert scene_of(main_window).item(action.card) is not None
    # while dragged, its possible hosts light up; dropped on one, it is attached there
    viewport = main_window.screen_widget.view.viewport()
    start = key_point(main_window, f"card:{action.card}")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    rings = main_window.screen_widget.view.mapFromScene(
        zone_rect(main_window, "rings").center())
    qtbot.mouseMove(viewport, start + (rings - start) / 3)
    qtbot.mouseMove(viewport, start + (rings - start) * 2 / 3)
    assert lit_keys(main_window) == {f"card:{t}" for t in hosts}
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=rings)
    assert controller.state.cards[action.card].zone == "hand"
    drag_onto(qtbot, main_window, action.card, action.target)
    card = controller.state.cards[action.card]
    assert card.zone == "play" and card.attached_to == action.target


def test_the_hidden_hands_cards_take_no_gesture(qtbot, main_window) -> None:
    """The other player's hand is small backs with anonymous ids: a click, a right click or
    hovering one does nothing (no menu, no message, no preview)."""
    _demo(main_window, 3)
    _advance(main_window, lambda s, legal: s.step == "action_window")
    seated = main_window.controller.acting_player()
    back = f"hand:{1 - seated}:0"
    assert scene_of(main_window).item(back) is not None
    before = main_window.controller.game.fingerprint()
    gestures = gestures_of(main_window)
    menu = gestures.menu
    main_window.statusBar().clearMessage()
    click(qtbot, main_window, f"card:{back}")
    _right_click(main_window, f"card:{back}")
    qtbot.mouseMove(main_window.screen_widget.view.viewport(),
                    key_point(main_window, f"card:{back}"))
    assert gestures.menu is menu and status_text(main_window) == ""
    assert main_window.preview.shown is None
    assert main_window.controller.game.fingerprint() == before
