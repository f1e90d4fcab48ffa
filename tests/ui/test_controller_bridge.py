"""The controller knows no game (issue 15, item 5): it speaks the core's protocol and asks the
game's bridge (``table_adapters.bridge_for``) what gestures mean; the CCG's bridge
(``ccg_table.CcgBridge``) holds what the controller used to know of the CCG."""

from __future__ import annotations

import ast
from pathlib import Path

from l5r_desktop.ui import controller as controller_module
from l5r_desktop.ui.ccg_table import CcgBridge
from l5r_desktop.ui.controller import GameController
from l5r_desktop.ui.game_bridge import GameBridge
from l5r_desktop.ui.table_adapters import bridge_for
from tests.core.toy_game import Nim, Take


def test_the_controller_imports_no_game_package() -> None:
    tree = ast.parse(Path(controller_module.__file__).read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in imported if m.startswith("l5r_desktop.games.") and
                m != "l5r_desktop.games.registry"], imported


def test_bridges_by_game_id() -> None:
    assert isinstance(bridge_for("ccg"), CcgBridge)
    neutral = bridge_for("toy")
    assert type(neutral) is GameBridge


def test_a_game_without_a_bridge_plays_through_the_neutral_one(qtbot) -> None:
    """A toy game (Nim, the core's test game) with no table of its own: the controller lists
    its actions, passes refuse ("no pass"), double-click offers the card's actions (none),
    drops are refused with the neutral sentence, and the game ends through the protocol."""
    ctl = GameController()
    game = Nim.new(stones=3)
    game.game_id = "toy"
    messages: list[str] = []
    ctl.illegal_action.connect(messages.append)
    ctl.set_game(game)
    assert ctl.game_id == "toy" and type(ctl.bridge) is GameBridge
    assert ctl.legal_actions() == [Take(0, 1), Take(0, 2), Take(0, 3)]
    assert ctl.general_actions() == ctl.legal_actions()  # actions about no card
    assert ctl.zone_banners() == {} and ctl.arrows() == () and ctl.draggable_cards() == set()
    assert not ctl.pass_() and messages[-1] == "Passing is not a choice now."
    assert ctl.request(Take(0, 3))
    assert ctl.game_over() and ctl.legal_actions() == [] and ctl.acting_player() == 0


def test_the_ccg_bridge_words_refused_drops_by_phase(main_window) -> None:
    ctl = main_window.controller
    state = ctl.state
    card = state.players[0].hand[0] if state.players[0].hand else next(iter(state.cards))
    bridge = ctl.bridge
    assert isinstance(bridge, CcgBridge)
    title = state.title(card)
    assert bridge.drop_refused(state, card, "") == f"{title} was not dropped on a battlefield."
    assert "only in the Attack Phase" in bridge.drop_refused(state, card, "battlefield:0")
