"""The LCG's entry in the games registry (``find_game("lcg")``)."""

from __future__ import annotations

from l5r_desktop.core.protocol import GameInfo
from l5r_desktop.games.lcg.actions import action_from_dict
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.setup import GameSetup


def _setup_to_dict(setup: GameSetup) -> dict:
    return setup.to_dict()


GAME_INFO = GameInfo(
    id="lcg",
    title="Legend of the Five Rings LCG",
    game=Game,
    action_from_dict=action_from_dict,
    setup_from_dict=GameSetup.from_dict,
    setup_to_dict=_setup_to_dict,
    profiles=("rr-1.6",),
    event_base=Event,
)
