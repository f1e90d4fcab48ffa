"""The CCG's entry in the games registry (``find_game("ccg")``)."""

from __future__ import annotations

from l5r_desktop.core.protocol import GameInfo
from l5r_desktop.games.ccg.actions import action_from_dict
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.profiles import PROFILES
from l5r_desktop.games.ccg.setup import GameSetup


def _setup_to_dict(setup: GameSetup) -> dict:
    return setup.to_dict()


GAME_INFO = GameInfo(
    id="ccg",
    title="Legend of the Five Rings CCG",
    game=Game,
    action_from_dict=action_from_dict,
    setup_from_dict=GameSetup.from_dict,
    setup_to_dict=_setup_to_dict,
    profiles=tuple(PROFILES),
    event_base=Event,
)
