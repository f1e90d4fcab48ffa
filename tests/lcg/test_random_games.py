"""Seeded random LCG games: each ends with a winner by one of the three paths, no exception;
invariants each step; undo/redo, replay, position and save/load (every 50 actions, through
the real save bundle) round-trips give the same fingerprint."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from l5r_desktop.games.lcg.actions import action_from_dict
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.setup import GameSetup
from l5r_desktop.persistence.savefile import decode_save, encode_save
from tests.lcg.invariants import check
from tests.lcg.scenario import setup

VICTORIES = {"honor", "dishonor", "stronghold"}
STEP_CAP = 20_000


def trigger_setup(seed: int) -> GameSetup:
    """The test decks with reactions, cancel interrupts, a role, resolve_ring, break_province
    and an attachment with a restriction and a host keyword; half of the seeds (0, 1 mod 4)
    with the extended decks (interrupts to effects, forced interrupts, cannot)."""
    return setup(seed, triggers=True, extended=seed % 4 in (0, 1))


def nested_setup(seed: int) -> GameSetup:
    """The extended test decks with effects the framework resolves on its own that
    interrupts answer (nested interrupt windows: delayed effects, duel results, forced
    abilities). Not in the golden fingerprint's games."""
    return setup(seed, triggers=True, extended=True, nested=True)


def demo_setup(seed: int) -> GameSetup:
    """The two demo LCG decks (original cards with ability data)."""
    from l5r_desktop.commands.simulate_lcg import lcg_demo_setup

    return lcg_demo_setup(seed)


def play_random(seed: int, *, checks: bool,
                make: Callable[[int], GameSetup] = trigger_setup) -> Game:
    """Play one game with uniformly random legal actions."""
    g = Game.new(make(seed), history=checks)
    r = random.Random(seed)
    steps = 0
    while g.winner is None:
        legal = g.legal_actions()
        assert legal, f"seed {seed}: no legal action at {g.state.step}"
        action = r.choice(legal)
        if checks:
            assert action_from_dict(action.to_dict()) == action
            before = g.fingerprint()
            g.perform(action)
            after = g.fingerprint()
            check(g.state)
            g.undo()
            assert g.fingerprint() == before
            g.redo()
            assert g.fingerprint() == after
            if steps % 25 == 0:
                loaded = Game.from_position(g.position())
                assert loaded.fingerprint() == after
            if steps % 50 == 0:
                saved = decode_save(encode_save(g), "mid-game.l5rsave")
                assert not saved.read_only and saved.game.fingerprint() == after
        else:
            g.perform(action)
        steps += 1
        assert steps < STEP_CAP, f"seed {seed}: no end after {steps} actions"
    assert g.state.victory in VICTORIES
    return g


@pytest.mark.parametrize("seed", range(3))
def test_random_game_with_invariants(seed: int) -> None:
    g = play_random(seed, checks=True)
    replayed = Game.replay(trigger_setup(seed), g.action_log)
    assert replayed.fingerprint() == g.fingerprint()
    assert replayed.winner == g.winner


@pytest.mark.parametrize("seed", range(3))
def test_nested_window_game_with_invariants(seed: int) -> None:
    g = play_random(seed, checks=True, make=nested_setup)
    assert Game.replay(nested_setup(seed), g.action_log).fingerprint() == g.fingerprint()


def test_nested_window_games_open_windows_inside_framework_effects() -> None:
    """The nested decks do reach interrupt windows inside delayed effects, duel results or
    forced abilities (a window whose context has ``next``), and the later vocabulary."""
    seen: set[str] = set()
    for seed in range(200, 215):
        g = Game.new(nested_setup(seed))
        r = random.Random(seed)
        while g.winner is None:
            s = g.state
            for w in s.windows:
                nxt = (w.get("ctx") or {}).get("next") if isinstance(w.get("ctx"), dict) \
                    else None
                if nxt:
                    seen.add(nxt["do"])
                seen.add(f"stage:{w.get('stage')}")
            seen.add(s.step)
            if any(c.blank for c in s.cards.values()):
                seen.add("blank")
            if any(c.controller != c.owner and c.zone == "play" for c in s.cards.values()):
                seen.add("control")
            seen.update(str(e.get("kind")) for e in s.effects)
            if "rest" in s.pending.get("back", {}):
                seen.add("choice_rest")
            if any(c.cardtype for c in s.cards.values()):
                seen.add("cardtype")
            seen.update(f"resume:{w.get('resume')}" for w in s.windows)
            g.perform(r.choice(g.legal_actions()))
    assert {"delayed", "forced_reactions", "forced_interrupts"} <= seen, seen
    assert seen & {"duel_loser", "duel_over"}, seen
    # the later vocabulary is reached too
    assert {"stage:would", "stage:is", "deck_search", "blank", "control", "ring_element",
            "bid", "choice_rest", "ring_switch"} <= seen, seen
    # and this session's: cost interrupts, permissions, looks, replacements, cardtypes
    assert {"resume:pay_costs", "may_play", "seen", "instead", "cardtype"} <= seen, seen


@pytest.mark.parametrize("seed", range(2))
def test_demo_deck_game_with_invariants(seed: int) -> None:
    g = play_random(seed, checks=True, make=demo_setup)
    assert Game.replay(demo_setup(seed), g.action_log).fingerprint() == g.fingerprint()


def test_short_batch_all_end() -> None:
    victories = {play_random(seed, checks=False).state.victory for seed in range(100, 160)}
    assert victories <= VICTORIES


@pytest.mark.slow
def test_thousand_random_games() -> None:
    counts: dict[str, int] = {}
    for seed in range(1000):
        make = demo_setup if seed % 2 else nested_setup if seed % 10 == 4 else trigger_setup
        g = play_random(seed, checks=seed % 10 in (0, 4), make=make)
        counts[g.state.victory] = counts.get(g.state.victory, 0) + 1
    assert sum(counts.values()) == 1000
    assert set(counts) <= VICTORIES
