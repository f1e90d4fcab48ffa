"""Engine benchmarks (issue 3): prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_engine.py [--games 200] [--memory-games 1000]

- median ``legal_actions`` time over mid-game states (turns 8-30 of random demo games);
- ``perform`` + ``undo`` cost with undo history on;
- complete random games per second (demo decks, 40/40, history off) and time per player-turn;
- memory after 1,000 actions, and after N games in one process (should stay flat).

CPU time (``time.process_time``) is reported next to wall time because the machine is shared.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc

from l5r_desktop.commands.simulate import play_random_game
from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.game import Game


def mid_game_states(n: int) -> list:
    states = []
    seed = 0
    while len(states) < n:
        game = Game.new(demo_setup(seed=seed), history=False)
        rng = random.Random(seed)
        while not game.state.game_over and game.state.turn < 30:
            if game.state.turn >= 8 and rng.random() < 0.1:
                states.append(game.state.clone())
            game.perform(rng.choice(game.legal_actions()))
        seed += 1
    return states[:n]


def bench_legal_actions() -> None:
    states = mid_game_states(300)
    times = []
    counts = []
    for st in states:
        t = time.perf_counter()
        acts = rules.legal_actions(st)
        times.append(time.perf_counter() - t)
        counts.append(len(acts))
    times.sort()
    print(f"legal_actions (mid-game, {len(states)} states, uncached): "
          f"median {statistics.median(times) * 1e3:.3f} ms, "
          f"p90 {times[int(len(times) * 0.9)] * 1e3:.3f} ms, "
          f"mean legal actions {statistics.mean(counts):.1f}")


def bench_perform_undo() -> None:
    game = Game.new(demo_setup(seed=3), history=True)
    rng = random.Random(3)
    for _ in range(150):
        game.perform(rng.choice(game.legal_actions()))
    perf, undo = [], []
    for _ in range(300):
        if game.state.game_over:
            break
        a = rng.choice(game.legal_actions())
        t = time.perf_counter()
        game.perform(a)
        perf.append(time.perf_counter() - t)
        t = time.perf_counter()
        game.undo()
        undo.append(time.perf_counter() - t)
        game.redo()
    print(f"perform (history on, incl. legality check + snapshot): median "
          f"{statistics.median(perf) * 1e3:.3f} ms; undo: median "
          f"{statistics.median(undo) * 1e6:.1f} us")


def bench_games(n: int) -> None:
    turns = actions = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    for seed in range(n):
        game = play_random_game(demo_setup(seed=seed, turn_cap=200), seed)
        turns += game.state.turn
        actions += len(game.action_log)
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    print(f"random games (40/40 demo decks, history off): {n} games, "
          f"{n / wall:.1f} games/s wall, {n / cpu:.1f} games/s CPU; "
          f"{turns / n:.1f} player-turns and {actions / n:.0f} actions per game; "
          f"{cpu / turns * 1e3:.3f} ms CPU per player-turn, "
          f"{cpu / actions * 1e6:.0f} us CPU per action")


def bench_games_without_attacks(n: int) -> None:
    """The same games with every attack skipped: the engine-I share of the cost."""
    turns = actions = 0
    cpu = time.process_time()
    for seed in range(n):
        game = Game.new(demo_setup(seed=seed, turn_cap=200), history=False)
        rng = random.Random(seed)
        while not game.state.game_over:
            acts = [a for a in game.legal_actions() if a.kind != "declare_attack"]
            game.perform(rng.choice(acts))
        turns += game.state.turn
        actions += len(game.action_log)
    cpu = time.process_time() - cpu
    print(f"random games without attacks (engine I only): {n / cpu:.1f} games/s CPU; "
          f"{turns / n:.1f} player-turns, {actions / n:.0f} actions per game; "
          f"{cpu / turns * 1e3:.3f} ms CPU per player-turn")


def bench_memory(games: int) -> None:
    tracemalloc.start()
    game = Game.new(demo_setup(seed=9), history=True)
    rng = random.Random(9)
    done = 0
    while done < 1000:
        if game.state.game_over:
            game = Game.new(demo_setup(seed=9 + done), history=True)
        game.perform(rng.choice(game.legal_actions()))
        done += 1
    gc.collect()
    cur, _ = tracemalloc.get_traced_memory()
    print(f"memory after 1,000 actions with undo history: {cur / 1e6:.1f} MB traced "
          f"({len(game.action_log)} actions and {len(game._snaps)} undo snapshots in the "
          "current game)")
    del game
    gc.collect()
    marks = {}
    for i in range(games):
        play_random_game(demo_setup(seed=i, turn_cap=200), i)
        if i + 1 in (max(1, games // 10), games // 2, games):
            gc.collect()
            marks[i + 1] = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print("memory while playing games in one process (traced, after gc): " + ", ".join(
        f"after {k} games {v / 1e6:.2f} MB" for k, v in sorted(marks.items())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--memory-games", type=int, default=1000)
    args = parser.parse_args()
    bench_legal_actions()
    bench_perform_undo()
    bench_games(args.games)
    bench_games_without_attacks(args.games)
    if args.memory_games:
        bench_memory(args.memory_games)


if __name__ == "__main__":
    main()
