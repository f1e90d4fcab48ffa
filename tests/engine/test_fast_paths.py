"""Fast paths of the legal-action listing agree with the slower definitions they replace:
``economy.equip_fits`` with ``equip_problem``, ``battle._can_assign`` with ``_assignments``."""

from __future__ import annotations

import random

import pytest

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.attack import battle, choices
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType

_ATTACH = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)


@pytest.mark.parametrize("profile", ["celestial", "gold", "twenty_festivals"])
def test_equip_fits_matches_equip_problem(profile: str) -> None:
    checked = fitting = 0
    for seed in range(6):
        game = Game.new(demo_setup(seed=seed, profile=profile, turn_cap=60), history=False)
        rng = random.Random(seed)
        while not game.state.game_over:
            state = game.state
            for player in range(len(state.players)):
                people = [c for c in moves.in_play_cards(state, player)
                          if state.cards[c].definition.type is CardType.PERSONALITY]
                facts = [economy.TargetFacts(state, c) for c in people]
                for cid in state.players[player].hand:
                    if state.cards[cid].definition.type not in _ATTACH:
                        continue
                    fits = economy.equip_fits(state, cid, facts)
                    want = [f.id for f in facts if economy.equip_problem(
                        state, player, cid, f.id, f, unique_checked=True) is None]
                    assert fits == want
                    checked += len(facts)
                    fitting += len(fits)
            game.perform(rng.choice(game.legal_actions()))
    assert checked > 200 and 0 < fitting < checked  # both answers occur


@pytest.mark.parametrize("profile", ["celestial", "gold", "twenty_festivals"])
def test_can_assign_matches_assignments(profile: str) -> None:
    seen = set()
    for seed in range(8):
        game = Game.new(demo_setup(seed=seed, profile=profile, turn_cap=60), history=False)
        rng = random.Random(seed)
        while not game.state.game_over:
            state = game.state
            if state.attack is not None:
                for player in range(len(state.players)):
                    can = battle._can_assign(state, player)
                    assert can == bool(choices._assignments(state, player))
                    seen.add(can)
            game.perform(rng.choice(game.legal_actions()))
    assert seen == {True, False}


def test_shuffle_draws_the_same_numbers_as_below() -> None:
    """``Rng.shuffle`` (inlined) equals Fisher-Yates with ``below(i + 1)``, and leaves the
    generator in the same state (replays depend on it)."""
    from l5r_desktop.core.rng import Rng

    for seed in range(200):
        n = seed % 45
        fast, slow = Rng(seed * 7919), Rng(seed * 7919)
        items, want = list(range(n)), list(range(n))
        fast.shuffle(items)
        for i in range(n - 1, 0, -1):
            j = slow.below(i + 1)
            want[i], want[j] = want[j], want[i]
        assert items == want and fast.state == slow.state
