"""Invest in the table's card menu (issue 17, ``cardtext/invest.py``): a province card with an
Invest record offers each Recruit also investing; taking it from the real window pays the
Invest and gives the effect. Our own invented card (``tests/ccgtext/test_invest.py``)."""

from __future__ import annotations


def test_the_card_menu_recruits_investing(qtbot, main_window) -> None:
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.model import stats
    from tests.ccgtext.test_invest import DEFS
    from tests.engine.scenario import find, player, position
    from tests.ui.table_driver import context_action

    pos = position(player(provinces=[{"title": "Ember Warden", "face_up": True}, None, None,
                                     None], home=["Gold Mine", "Small Farm"]),
                   phase="dynasty", defs=DEFS)
    main_window.set_game(Game.from_position(pos))
    main_window.screen_widget.accept_handoff()
    state = main_window.controller.state
    warden = find(state, "Ember Warden")
    context_action(main_window, warden, "Recruit Ember Warden, investing 3 Gold").trigger()
    qtbot.waitUntil(lambda: main_window.controller.state.cards[warden].tokens == {"+1F": 2},
                    timeout=5000)
    state = main_window.controller.state
    assert stats.gold_cost(state, warden) == 7 and stats.force(state, warden) == 4
