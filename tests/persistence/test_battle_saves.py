"""Saves made mid-battle and mid-duel (engine II) load to the identical state."""

from __future__ import annotations

import random

import pytest

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import Manual
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.persistence.savefile import load_game, save_game


def _first_game_where(condition, *, seeds: int = 40, limit: int = 600) -> Game | None:
    for seed in range(seeds):
        game = Game.new(demo_setup(seed=seed), history=False)
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < limit:
            game.perform(rng.choice(game.legal_actions()))
            if condition(game.state):
                return game
    return None


def _round_trip(tmp_path, game: Game) -> None:
    path = tmp_path / "mid.l5rsave"
    save_game(path, game)
    loaded = load_game(path)
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == game.state.to_dict()
    # the loaded game goes on exactly like the original
    for _ in range(15):
        if game.state.game_over:
            break
        action = game.legal_actions()[-1]
        game.perform(action)
        loaded.game.perform(action)
        assert loaded.game.state.to_dict() == game.state.to_dict()


def test_save_mid_battle(tmp_path) -> None:
    def in_battle(state) -> bool:
        attack = state.attack
        return attack is not None and any(b.attacking or b.defending
                                          for b in attack.battlefields)

    game = _first_game_where(in_battle)
    assert game is not None, "no random demo game reached a battle with units"
    _round_trip(tmp_path, game)


def _duel_game() -> Game | None:
    """An assisted demo game where a challenge (toolkit op) started a duel, one focus in."""
    for seed in range(15):
        game = Game.new(demo_setup(seed=seed, automation="assisted"), history=False)
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < 400:
            state = game.state
            personalities = [[c.id for c in state.cards.values() if c.controller == p
                              and c.zone.in_play and c.definition.type is CardType.PERSONALITY]
                             for p in (0, 1)]
            if all(personalities):
                who = game.waiting_for if game.waiting_for is not None else state.active
                challenge = Manual(who, op="challenge", card=personalities[0][0],
                                   target=personalities[1][0])
                if game.is_legal(challenge):
                    game.perform(challenge)
                    if game.state.duel is not None:
                        game.perform(rng.choice(game.legal_actions()))
                    if game.state.duel is not None:
                        return game
                break
            game.perform(rng.choice(game.legal_actions()))
    return None


def test_save_mid_duel(tmp_path) -> None:
    game = _duel_game()
    if game is None:
        pytest.skip("the engine offers no challenge in random demo games")
    assert game.state.duel is not None
    _round_trip(tmp_path, game)
