"""Real games for the save tests: the demo decks played by a seeded random policy."""

from __future__ import annotations

import random

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.game import Game


def random_game(seed: int, actions: int, *, history: bool = False,
                automation: str = "enforced") -> Game:
    """The demo game with ``seed`` after up to ``actions`` random legal actions (fewer when the
    game ends first)."""
    game = Game.new(demo_setup(seed=seed, automation=automation), history=history)
    rng = random.Random(seed * 7919 + actions)
    while len(game.action_log) < actions and not game.state.game_over:
        legal = game.legal_actions()
        if not legal:
            break
        game.perform(rng.choice(legal))
    return game


def play_random(game: Game, actions: int, *, seed: int) -> Game:
    """Perform random legal actions on ``game`` until its log has ``actions`` entries."""
    rng = random.Random(seed)
    while len(game.action_log) < actions and not game.state.game_over:
        legal = game.legal_actions()
        if not legal:
            break
        game.perform(rng.choice(legal))
    return game
