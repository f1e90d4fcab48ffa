"""``l5r-desktop simulate``: play complete random games between two decks.

Each game uses seed ``S + i``: the seed of the game's RNG (shuffles, coin flips) and of the
player choosing uniformly among the legal actions. Games stop at the turn cap (victory
``turn_cap``). Prints one line per game, the wins by deck, by seat and by turn order, and the
games per second; ``--json`` prints one object ``{"games": [{"seed", "winner", "victory",
"turns", "actions", "winner_seat", "winner_went_first"}, ...], "games_per_second",
"summary"}``. ``--alternate`` swaps the decks' seats every other game; ``--accept-closest``
plays real deck lists whose unknown lines have a closest title (as the deck command does).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from l5r_desktop.persistence.paths import DataPaths

HELP = "play random games between two decks (default: the demo decks) and report outcomes"

#: Safety net against a game that never ends (each player-turn needs few decisions).
MAX_ACTIONS_PER_TURN = 400


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sub-command's arguments."""
    from l5r_desktop.games.registry import DEFAULT_GAME, game_ids

    parser.add_argument("--game", choices=game_ids(), default=DEFAULT_GAME,
                        help="which game: ccg (default) or lcg (the demo LCG decks)")
    parser.add_argument("--games", type=int, default=10, metavar="N", help="games to play")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seed of the first game (game i uses S+i)")
    parser.add_argument("--profile", default="celestial",
                        help="rules profile: celestial, gold or twenty_festivals")
    parser.add_argument("--turn-cap", type=int, default=200, metavar="T",
                        help="end a game without a winner after T player-turns (default 200)")
    parser.add_argument("--deck1", metavar="FILE", help="deck file (.l5d / text) for player 1")
    parser.add_argument("--deck2", metavar="FILE", help="deck file (.l5d / text) for player 2")
    parser.add_argument("--accept-closest", action="store_true",
                        help="a deck line the library does not know plays its closest title "
                             "where that is surely the card meant (a near spelling, another "
                             "experience level, a slot's closest card; each replacement is "
                             "said on stderr)")
    parser.add_argument("--alternate", action="store_true",
                        help="swap the two decks' seats every other game")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    # -- saves (issue 8) --
    parser.add_argument("--save-dir", metavar="DIR",
                        help="also write each game as a save file DIR/sim-<seed>.l5rsave")


def play_random_game(setup: Any, seed: int, *, history: bool = False) -> Any:
    """Play one game choosing uniformly among legal actions; returns the finished ``Game``."""
    from l5r_desktop.games.ccg.game import Game

    game = Game.new(setup, history=history)
    chooser = random.Random(seed)
    cap = (setup.turn_cap or 200) * MAX_ACTIONS_PER_TURN
    while not game.state.game_over and len(game.action_log) < cap:
        actions = game.legal_actions()
        if not actions:
            break
        game.perform(chooser.choice(actions))
    return game


def _load_deck(path: str, paths: DataPaths, accept_closest: bool = False) -> Any:
    from l5r_desktop.carddb.deck_resolution import accept_suggestions, resolve_partial
    from l5r_desktop.carddb.decks import DeckParseError, UnknownCardsError, parse_deck

    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read deck {path}: {exc}") from exc
    try:
        deck = parse_deck(text)
    except DeckParseError as exc:
        raise ValueError(f"{path}: {exc}") from exc
    library = _CardSource(paths)
    try:
        resolution = resolve_partial(deck, library)  # type: ignore[arg-type]
        if resolution.unknown and accept_closest:
            for line in resolution.unknown:
                if line.confident:
                    print(f"simulate: {path}: line {line.entry.line}: {line.entry.title!r} "
                          f"plays as {line.suggestions[0]!r}", file=sys.stderr)
            deck, _replaced = accept_suggestions(deck, resolution)
            resolution = resolve_partial(deck, library)  # type: ignore[arg-type]
        if resolution.unknown:
            error = UnknownCardsError([(u.entry.title, u.entry.line, list(u.suggestions))
                                       for u in resolution.unknown])
            raise ValueError(f"{path}: {error}")
    finally:
        library.close()
    resolved = resolution.resolved
    if resolved.stronghold is None:
        raise ValueError(f"{path}: the deck has no Stronghold")
    return resolved


def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Win counts of simulated games: by deck (``winner``), by seat (``seat``: 1 or 2, the
    position the winning deck sat at) and by turn order (``first``: whether the winner went
    first); games without a winner are counted apart."""
    by_deck: dict[str, int] = {}
    by_seat = {"1": 0, "2": 0}
    by_order = {"first": 0, "second": 0}
    no_winner = 0
    for game in results:
        if game["winner"] is None:
            no_winner += 1
            continue
        by_deck[game["winner"]] = by_deck.get(game["winner"], 0) + 1
        by_seat[str(game["winner_seat"])] += 1
        by_order["first" if game["winner_went_first"] else "second"] += 1
    return {"games": len(results), "wins_by_deck": by_deck, "wins_by_seat": by_seat,
            "wins_by_turn_order": by_order, "no_winner": no_winner}


def _summary_text(summary: dict[str, Any]) -> str:
    games = summary["games"] or 1
    decks = ", ".join(f"{name} {n} ({100 * n / games:.0f}%)"
                      for name, n in sorted(summary["wins_by_deck"].items()))
    seat, order = summary["wins_by_seat"], summary["wins_by_turn_order"]
    return (f"wins by deck: {decks or 'none'}; no winner {summary['no_winner']}\n"
            f"wins by seat: 1 {seat['1']}, 2 {seat['2']}; by turn order: first player "
            f"{order['first']}, second player {order['second']}")


class _CardSource:
    """The user's card library (if any) with the demo cards as a fallback."""

    def __init__(self, paths: DataPaths) -> None:
        from l5r_desktop.demo import demo_cards

        self.demo = {c.title.casefold(): c for c in demo_cards()}
        self.library: Any = None
        if paths.library_file.exists():
            try:
                from l5r_desktop.carddb.library import Library

                self.library = Library.open(paths.library_file)
            except Exception:  # a broken library must not stop a simulation of demo decks
                self.library = None

    # (``left_unread``: as the library's readers take it, ``carddb/deck_resolution.py``)
    def find_by_title(self, title: str, left_unread: set[str] | None = None) -> list[Any]:
        if self.library is not None:
            found = self.library.find_by_title(title, left_unread=left_unread)
            if found:
                return list(found)
        d = self.demo.get(title.casefold())
        return [d] if d is not None else []

    def get(self, card_id: str, left_unread: set[str] | None = None) -> Any:
        if self.library is not None:
            found = self.library.get(card_id, left_unread)
            if found is not None:
                return found
        return next((d for d in self.demo.values() if d.id == card_id), None)

    def find_by_base_title(self, base: str, left_unread: set[str] | None = None) -> list[Any]:
        if self.library is not None:
            return list(self.library.find_by_base_title(base, left_unread=left_unread))
        return []

    def all_titles(self) -> list[str]:
        if self.library is not None:
            return list(self.library.all_titles())
        return [d.title for d in self.demo.values()]

    def search(self, text: str = "", **filters: Any) -> list[Any]:
        """The library's search (typed suggestions for a deck's Stronghold line); the demo
        cards of the asked types without a library."""
        if self.library is not None:
            return list(self.library.search(text, **filters))
        kinds = {getattr(t, "value", t) for t in filters.get("types", ())}
        return [d for d in self.demo.values() if not kinds or d.type.value in kinds]

    def closest_titles(self, title: str, n: int = 3) -> list[str]:
        import difflib

        if self.library is not None:
            return list(self.library.closest_titles(title, n))
        return difflib.get_close_matches(title, [d.title for d in self.demo.values()], n)

    def close(self) -> None:
        if self.library is not None and hasattr(self.library, "close"):
            self.library.close()


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    """Play the games and print the results."""
    from l5r_desktop.core.errors import SetupError
    from l5r_desktop.demo import demo_decks, player_setup
    from l5r_desktop.games.ccg.model.profiles import PROFILES
    from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup

    if getattr(args, "game", "ccg") == "lcg":
        from l5r_desktop.commands.simulate_lcg import run as run_lcg

        return run_lcg(args)
    if args.games < 0:
        print("simulate: --games must be 0 or more", file=sys.stderr)
        return 2
    if args.profile not in PROFILES:
        print(f"simulate: unknown profile {args.profile!r} (known: {', '.join(PROFILES)})",
              file=sys.stderr)
        return 2
    decks = demo_decks()
    players = [player_setup(decks[0], decks[0].name), player_setup(decks[1], decks[1].name)]
    try:
        for i, path in enumerate((args.deck1, args.deck2)):
            if path:
                r = _load_deck(path, paths, getattr(args, "accept_closest", False))
                players[i] = PlayerSetup(r.name or Path(path).stem, r.stronghold, r.dynasty,
                                         r.fate, r.sensei, r.wind)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    results = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        swapped = getattr(args, "alternate", False) and i % 2 == 1
        seated = players[::-1] if swapped else players
        setup = GameSetup(seated, profile=args.profile, seed=seed, turn_cap=args.turn_cap)
        try:
            game = play_random_game(setup, seed)
        except SetupError as exc:
            print(f"simulate: {exc}", file=sys.stderr)
            return 2
        st = game.state
        winner = st.players[st.winner].name if st.winner is not None else None
        victory = st.victory or "turn_cap"
        results.append({"seed": seed, "winner": winner, "victory": victory, "turns": st.turn,
                        "actions": len(game.action_log),
                        "winner_seat": None if st.winner is None else st.winner + 1,
                        "winner_went_first": (None if st.winner is None
                                              else st.winner == st.first_player)})
        if args.save_dir and not _save_game_file(game, seed, args.save_dir):
            return 1
        if not args.json:
            who = f"{winner} wins" if winner else "no winner"
            print(f"game {i + 1} (seed {seed}): {who} ({victory}) after {st.turn} turns, "
                  f"{len(game.action_log)} actions")
    elapsed = time.perf_counter() - started
    gps = args.games / elapsed if elapsed > 0 else 0.0
    if args.json:
        print(json.dumps({"games": results, "games_per_second": round(gps, 2),
                          "summary": summarize(results)}))
    else:
        print(_summary_text(summarize(results)))
        print(f"{args.games} games in {elapsed:.2f} s: {gps:.1f} games per second")
    return 0


# -- saves (issue 8) --------------------------------------------------------------------------
def _save_game_file(game: Any, seed: int, folder: str) -> bool:
    """Write one simulated game to ``folder/sim-<seed>.l5rsave``; False (message printed) on
    failure."""
    from l5r_desktop.persistence.savefile import SaveError, save_game

    path = Path(folder) / f"sim-{seed}.l5rsave"
    try:
        save_game(path, game, meta={"source": "simulate", "seed": seed})
    except SaveError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return False
    return True
