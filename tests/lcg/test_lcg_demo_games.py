"""The bundled demo LCG decks (Lantern Court against Tide Raiders) play seeded random games to a
winner without an exception: 20 in the normal run, 200 under the ``slow`` marker."""

from __future__ import annotations

import random

import pytest

from l5r_desktop.carddb.lcg_convert import engine_deck
from l5r_desktop.carddb.lcg_demo import lcg_demo_decks
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.setup import GameSetup, PlayerDeck

VICTORIES = {"honor", "dishonor", "stronghold"}
STEP_CAP = 20_000


def demo_setup(seed: int) -> GameSetup:
    """The two demo decks as the engine's player decks."""
    decks = []
    for deck in lcg_demo_decks():
        sections = engine_deck(deck)
        decks.append(PlayerDeck(deck.name, sections["stronghold"][0], sections["provinces"],
                                sections["dynasty"], sections["conflict"],
                                sections["role"][0] if sections["role"] else None))
    return GameSetup(decks, seed=seed)


def play(seed: int) -> Game:
    game = Game.new(demo_setup(seed), history=False)
    rng = random.Random(seed)
    steps = 0
    while game.winner is None:
        legal = game.legal_actions()
        assert legal, f"seed {seed}: no legal action at {game.state.step}"
        game.perform(rng.choice(legal))
        steps += 1
        assert steps < STEP_CAP, f"seed {seed}: no winner after {steps} actions"
    assert game.state.victory in VICTORIES
    return game


def test_demo_decks_play_to_a_winner() -> None:
    uses = 0
    for seed in range(20):
        game = play(seed)
        uses += sum(1 for a in game.action_log if type(a).__name__ == "UseAbility")
    assert uses > 0  # the demo cards' ability data is played in these games


@pytest.mark.slow
def test_two_hundred_demo_games() -> None:
    winners = [play(seed).winner for seed in range(200)]
    assert len(winners) == 200 and set(winners) <= {0, 1}
