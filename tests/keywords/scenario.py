"""A battle in its Combat Segment for keyword and ongoing-effect tests."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Assign, Pass
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import attack_game, declare


def opposed_battle(alice: dict[str, Any], bob: dict[str, Any],
                   defs: list[dict[str, Any]]) -> Game:
    """Alice attacks province 1 with all her Personalities; Bob defends it with all his; the
    game waits in the Combat Segment (Bob, the Defender, acts first)."""
    game = attack_game(player(name="Alice", **alice), player("Lion Keep", name="Bob", **bob),
                       defs=defs)
    s = game.state
    declare(game)
    for who in (0, 1):
        if s.step.value == "maneuvers" and game.waiting_for == who:
            for c in [c for c in s.players[who].home
                      if s.cards[c].definition.type.value == "personality"]:
                game.perform(Assign(who, card=c, battlefield=0))
            game.perform(Pass(who))
    return game
