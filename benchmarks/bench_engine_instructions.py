"""Engine cost in instructions, not seconds (issue 22): a figure the machine's load cannot move.

    .venv/bin/python benchmarks/bench_engine_instructions.py [--games 10] [--against DIR ...]

On a shared 2-core machine the games-per-second figure of ``bench_engine.py`` moves by 10% or
more between runs of the same code, which hides the regressions it is there to show (one
session's new per-action checks cost 8.5% and were first seen as "somewhere between 5 and
15%"). This script counts the CPU instructions the engine spends on the same random demo games
under valgrind's callgrind (user space, the interpreter included): the games ``G..2G-1`` of a run
of ``2G`` games minus a run of ``G`` games, so start-up, imports and each module's first-use
work (regexes, ability data) cancel out. ``PYTHONHASHSEED=0`` makes set and dict orders, and so
the count, the same on every run: two runs of one tree agree to a few parts per thousand.

``--against DIR``: also count another checkout (``git worktree add --detach DIR <commit>``) with
this interpreter; its figure is printed beside this tree's, with the ratio. The floor is the
tree it is compared with: the same games, played by the code before a change. The games are
the same only while the golden fingerprint (tests/engine/test_golden_fingerprint.py) is.
Needs ``valgrind`` on the PATH (Debian: ``apt install valgrind``); a run of 10 games takes
about a minute.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]

#: The program valgrind runs: ``N`` random games of the demo decks, as ``bench_engine.py``.
GAMES = r"""
import sys
from l5r_desktop.commands.simulate import play_random_game
from l5r_desktop.demo import demo_setup
for seed in range(int(sys.argv[1])):
    play_random_game(demo_setup(seed=seed, turn_cap=200), seed)
"""

_COLLECTED = re.compile(r"Collected : (\d+)")


def instructions(tree: Path, games: int) -> int:
    """Instructions callgrind counts for ``games`` random games played by the code of ``tree``."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(tree))
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", GAMES, str(games)],
        env=env, cwd=tree, capture_output=True, text=True, check=True)  # ("-c": the
    # current directory comes first on sys.path, before PYTHONPATH)
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{done.stderr[-500:]}")
    return int(found.group(1))


def per_game(tree: Path, games: int) -> float:
    """Instructions per game of games ``games..2*games-1`` (start-up and first uses cancel)."""
    return (instructions(tree, 2 * games) - instructions(tree, games)) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--against", type=Path, action="append", default=[],
                        help="another checkout of the project to count the same games on")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (apt install valgrind)")
        return
    mine = per_game(REPO_ROOT, args.games)
    print(f"engine, random demo games {args.games}..{2 * args.games - 1}: "
          f"{mine / 1e6:.1f} M instructions per game ({REPO_ROOT})")
    for other in args.against:
        theirs = per_game(other.resolve(), args.games)
        print(f"  against {other}: {theirs / 1e6:.1f} M per game, ratio {mine / theirs:.3f}")


if __name__ == "__main__":
    main()
