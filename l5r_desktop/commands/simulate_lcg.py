"""``l5r-desktop simulate --game lcg``: random LCG games between the two demo LCG decks.

Game ``i`` uses seed ``S + i`` for the game's RNG (shuffles, first player, random discards) and
for the player choosing uniformly among the legal actions. Every LCG game ends (honor, dishonor,
or a broken stronghold province: running out of cards costs 5 honor each time), so there is no
turn cap; ``MAX_ACTIONS`` is only a safety net reported as ``no_end``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

MAX_ACTIONS = 50_000


def lcg_demo_setup(seed: int) -> Any:
    """A :class:`~l5r_desktop.games.lcg.setup.GameSetup` of the two demo LCG decks."""
    from l5r_desktop.carddb.lcg_convert import engine_deck
    from l5r_desktop.carddb.lcg_demo import lcg_demo_decks
    from l5r_desktop.games.lcg.setup import GameSetup, PlayerDeck

    players = []
    for deck in lcg_demo_decks()[:2]:
        sec = engine_deck(deck)
        players.append(PlayerDeck(deck.name, sec["stronghold"][0], sec["provinces"],
                                  sec["dynasty"], sec["conflict"],
                                  sec["role"][0] if sec["role"] else None))
    return GameSetup(players, seed=seed)


def play_random_lcg_game(setup: Any, seed: int, *, history: bool = False) -> Any:
    """Play one LCG game choosing uniformly among legal actions; returns the ``Game``."""
    from l5r_desktop.games.lcg.game import Game

    game = Game.new(setup, history=history)
    chooser = random.Random(seed)
    while game.winner is None and len(game.action_log) < MAX_ACTIONS:
        game.perform(chooser.choice(game.legal_actions()))
    return game


def run(args: argparse.Namespace) -> int:
    """Play ``args.games`` LCG games and print one line each (or one JSON object)."""
    if args.games < 0:
        print("simulate: --games must be 0 or more", file=sys.stderr)
        return 2
    if args.deck1 or args.deck2:
        print("simulate: --game lcg plays the demo LCG decks (deck files are not read yet)",
              file=sys.stderr)
        return 2
    results = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        game = play_random_lcg_game(lcg_demo_setup(seed), seed)
        st = game.state
        winner = game.setup.players[st.winner].name if st.winner is not None else None
        victory = st.victory or "no_end"
        results.append({"seed": seed, "winner": winner, "victory": victory, "rounds": st.round,
                        "actions": len(game.action_log)})
        if not args.json:
            who = f"{winner} wins" if winner else "no winner"
            print(f"game {i + 1} (seed {seed}): {who} ({victory}) in round {st.round}, "
                  f"{len(game.action_log)} actions")
    elapsed = time.perf_counter() - started
    gps = args.games / elapsed if elapsed > 0 else 0.0
    if args.json:
        print(json.dumps({"game": "lcg", "games": results, "games_per_second": round(gps, 2)}))
    else:
        print(f"{args.games} games in {elapsed:.2f} s: {gps:.1f} games per second")
    return 0
