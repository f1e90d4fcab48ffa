"""A waiting "you may" choice (``cardtext/optional.py``) is offered on the phase bar: both
ChooseOption actions name no card, so the CCG bridge lists them among the general actions."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.ui.ccg_table import CcgBridge
from tests.engine.scenario import find, game_at, player
from tests.engine.test_optional_effects import COUNSEL


def test_the_phase_bar_offers_apply_and_decline() -> None:
    game = game_at(player(hand=["Careful Counsel"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=[COUNSEL])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Careful Counsel"),
                            targets=(find(s, "Lion Samurai"),)))
    choices = CcgBridge().general_actions(game.state, game.legal_actions())
    assert choices == [ChooseOption(0, apply=True), ChooseOption(0, apply=False)]
    assert [a.label(game.state) for a in choices] == [
        "Apply Careful Counsel's optional effect", "Decline Careful Counsel's optional effect"]
