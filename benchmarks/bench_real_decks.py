"""Engine speed with real decks (issue 17): CPU time per player-turn of random games between
two real starter decks (../shared/decks, resolved on the real card data as
tests/carddb/test_real_deck_games.py resolves them: Oracle export + EoPK cards.xml, the
closest Stronghold accepted), beside the same figure for the demo decks, measured in the
same run with the games interleaved. Target: within 2x of the demo figure. Prints figures,
asserts nothing; skipped with a message when ../shared is absent.

    .venv/bin/python benchmarks/bench_real_decks.py [--games 40] [--decks Mantis Crab]
                                                    [--deck-files FILE FILE]

``--deck-files`` plays two deck files of ../shared/decks (or anywhere) instead of two Ivory
starters, e.g. ``../shared/decks/ccg/benkimball/dragon__strict-honor.txt`` (a deck with
Reactions the translator reads) against the Mantis starter.

Also prints how many card abilities the real games used (``UseAbility`` actions), how many
Reaction windows opened and how many Reactions were taken in them: the real cards' records
(translated or card by card) are what makes them slower than vanilla.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SHARED = ROOT.parent / "shared"
ORACLE = SHARED / "carddata" / "oracle-json"
XML = SHARED / "carddata" / "eopk-xml" / "cards-emperor.xml"
STARTERS = SHARED / "decks" / "ccg" / "eopk"
TARGET = 2.0


def real_setup_factory(decks: list[Path], folder: Path):
    """A ``seed -> GameSetup`` for two real deck files (the cards imported into ``folder``)."""
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.commands.simulate import _load_deck
    from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup
    from l5r_desktop.persistence.paths import DataPaths

    paths = DataPaths(folder)
    with Library.open(paths.library_file, demo=False) as lib:
        lib.import_files([ORACLE, XML])
    players = []
    for deck in decks:
        with contextlib.redirect_stderr(io.StringIO()):  # the accepted suggestions
            r = _load_deck(str(deck), paths, accept_closest=True)
        players.append(PlayerSetup(deck.stem[:20], r.stronghold, r.dynasty, r.fate, r.sensei,
                                   r.wind))

    def make(seed: int):
        return GameSetup(players, seed=seed, turn_cap=200)

    return make


def play(setup, seed: int) -> tuple[float, int, int, int, int, int]:
    """One random game (``simulate.play_random_game``'s uniform choice among legal actions):
    CPU seconds, player-turns, actions, abilities used, Reaction windows opened, abilities
    used in an open window."""
    import random

    from l5r_desktop.commands.simulate import MAX_ACTIONS_PER_TURN
    from l5r_desktop.games.ccg.events import WindowOpened
    from l5r_desktop.games.ccg.game import Game

    cpu = time.process_time()
    game = Game.new(setup, history=False)
    chooser = random.Random(seed)
    cap = (setup.turn_cap or 200) * MAX_ACTIONS_PER_TURN
    windows = answers = 0
    while not game.state.game_over and len(game.action_log) < cap:
        actions = game.legal_actions()
        if not actions:
            break
        action = chooser.choice(actions)
        in_window = bool(game.state.windows)
        events = game.perform(action)
        windows += sum(1 for e in events if type(e) is WindowOpened and e.timing == "reaction")
        answers += in_window and getattr(action, "kind", "") == "use_ability"
    cpu = time.process_time() - cpu
    uses = sum(1 for a in game.action_log if getattr(a, "kind", "") == "use_ability")
    return cpu, game.state.turn, len(game.action_log), uses, windows, answers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--decks", nargs=2, default=["Mantis", "Crab"], metavar="CLAN")
    parser.add_argument("--deck-files", nargs=2, type=Path, metavar="FILE")
    args = parser.parse_args()
    if not (ORACLE.is_dir() and XML.is_file() and STARTERS.is_dir()):
        print("real decks benchmark: ../shared (card data and decks) is absent; skipped")
        return 0
    from l5r_desktop.demo import demo_setup

    decks = args.deck_files or [next(STARTERS.glob(f"Ivory_{clan}_Starter_*.l5d"))
                                for clan in args.decks]
    with tempfile.TemporaryDirectory() as folder:
        real = real_setup_factory(decks, Path(folder))
        totals = {"real": [0.0, 0, 0, 0, 0, 0], "demo": [0.0, 0, 0, 0, 0, 0]}
        for seed in range(args.games):  # interleaved: both see the same machine load
            for name, setup in (("demo", demo_setup(seed=seed, turn_cap=200)),
                                ("real", real(seed))):
                for i, v in enumerate(play(setup, seed)):
                    totals[name][i] += v
    per_turn = {k: v[0] / v[1] * 1e3 for k, v in totals.items()}
    ratio = per_turn["real"] / per_turn["demo"]
    n = args.games
    for name, (_cpu, turns, actions, uses, windows, answers) in totals.items():
        print(f"{name:>4}: {n} games, {turns / n:.1f} player-turns and {actions / n:.0f} "
              f"actions per game, {uses / n:.1f} abilities used per game, "
              f"{windows / n:.2f} Reaction windows and {answers / n:.2f} Reactions taken per "
              f"game; {per_turn[name]:.3f} ms CPU per player-turn")
    names = " vs ".join(d.stem for d in decks)
    print(f"real decks ({names}) {per_turn['real']:.3f} ms per player-turn "
          f"beside demo decks {per_turn['demo']:.3f} ms (floor): ratio {ratio:.2f}, "
          f"target <= {TARGET:.1f} -> {'met' if ratio <= TARGET else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
