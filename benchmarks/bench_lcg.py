"""LCG engine benchmarks (issue 18): prints figures beside their targets, asserts nothing.

    .venv/bin/python benchmarks/bench_lcg.py [--games 100] [--repeats 3]

- random LCG games per second (the two demo LCG decks, history off; target >= 30 on one core);
- ``perform`` + ``undo`` median with undo history on (target < 0.5 ms);
- ``legal_actions`` p99 over mid-game states (rounds 2+, uncached; target < 1 ms).

The machine is shared: each figure is measured ``--repeats`` times, interleaved with a floor
(the same loop choosing among pre-built action lists without the engine), and the median is
reported with CPU time beside wall time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from l5r_desktop.commands.simulate_lcg import lcg_demo_setup, play_random_lcg_game
from l5r_desktop.games.lcg import rules
from l5r_desktop.games.lcg.game import Game


def games_per_second(n: int, first_seed: int) -> tuple[float, float, float]:
    """(games/s wall, games/s CPU, actions per game) for ``n`` games."""
    setups = [lcg_demo_setup(first_seed + i) for i in range(n)]
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i, setup in enumerate(setups):
        actions += len(play_random_lcg_game(setup, first_seed + i).action_log)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return n / wall, n / cpu, actions / n


def floor_loop(n_actions: int) -> float:
    """The floor: seconds for the chooser alone over as many choices as the games made."""
    r = random.Random(0)
    options = list(range(12))
    t = time.process_time()
    for _ in range(n_actions):
        r.choice(options)
    return time.process_time() - t


def perform_undo(seed: int) -> list[float]:
    """perform + undo times (seconds) in one game with history on."""
    game = Game.new(lcg_demo_setup(seed), history=True)
    r = random.Random(seed)
    out = []
    while game.winner is None:
        legal = game.legal_actions()
        a = r.choice(legal)
        t = time.perf_counter()
        game.perform(a)
        game.undo()
        out.append(time.perf_counter() - t)
        game.perform(a)
    return out


def legal_times(seed: int) -> list[float]:
    """Uncached legal_actions times over the states of a game from round 2 on."""
    game = Game.new(lcg_demo_setup(seed), history=False)
    r = random.Random(seed)
    out = []
    while game.winner is None:
        st = game.state
        if st.round >= 2:
            t = time.perf_counter()
            rules.legal_actions(st, st.turn)
            out.append(time.perf_counter() - t)
        game.perform(r.choice(game.legal_actions()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    gps_wall, gps_cpu, floors = [], [], []
    apg = 0.0
    for rep in range(args.repeats):
        w, c, apg = games_per_second(args.games, 1000 * rep)
        gps_wall.append(w)
        gps_cpu.append(c)
        floors.append(floor_loop(int(apg * args.games)) / args.games)
    print(f"random LCG games (demo decks, history off): median of {args.repeats} runs of "
          f"{args.games}: {statistics.median(gps_wall):.1f} games/s wall, "
          f"{statistics.median(gps_cpu):.1f} games/s CPU (target >= 30); {apg:.0f} actions "
          f"per game; floor (chooser alone) {statistics.median(floors) * 1e3:.2f} ms per game")
    pu: list[float] = []
    la: list[float] = []
    for rep in range(args.repeats):
        pu += perform_undo(7 + rep)
        la += legal_times(70 + rep)
    la.sort()
    print(f"perform + undo (history on): median {statistics.median(pu) * 1e3:.3f} ms over "
          f"{len(pu)} actions (target < 0.5 ms)")
    print(f"legal_actions mid-game (round 2+, uncached): median "
          f"{statistics.median(la) * 1e3:.3f} ms, p99 {la[int(len(la) * 0.99)] * 1e3:.3f} ms "
          f"over {len(la)} states (target p99 < 1 ms)")


if __name__ == "__main__":
    main()
