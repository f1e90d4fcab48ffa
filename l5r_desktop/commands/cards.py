"""``l5r-desktop cards coverage``: how much of the CCG card pool plays by itself.

Reads the imported CCG cards of the library under ``--data-dir``, the bundled demo cards
aside (or, with ``--oracle DIR``, the
Oracle of the Void JSON files of a folder without importing them), runs the text translator
(``carddb/ccgtext/``) on each and prints, per card type, how many cards are vanilla,
fully, partly or not automated, for the whole pool and for the cards legal in ``--format``
(default ``celestial``). ``--json`` prints the same as one JSON object. Exit code 0, 1 when
there are no CCG cards to measure, 2 when the library or folder cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from l5r_desktop.persistence.paths import DataPaths

HELP = "card pool reports: 'coverage' = how many CCG cards the engine plays by itself"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sub-command's arguments."""
    parser.add_argument("report", choices=["coverage"], help="the report to print")
    parser.add_argument("--oracle", metavar="DIR", type=Path,
                        help="measure the Oracle JSON files of DIR instead of the library")
    parser.add_argument("--format", default="celestial",
                        help="the format whose legal cards get their own figures")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


#: At most this many of an Oracle folder's problems are printed.
MAX_PROBLEMS_SHOWN = 10


def _oracle_cards(folder: Path, problems: list | None = None) -> list:
    """The CCG cards of the Oracle JSON files in ``folder``; what a file could not give (a
    damaged or unreadable file) is added to ``problems`` when given."""
    from l5r_desktop.carddb.importers import oracle_json

    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    cards = []
    for f in files:
        result = oracle_json.parse_file(f)
        cards += [p.card for p in result.cards if p.game == "ccg"]
        if problems is not None:
            problems += result.problems
    return cards


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    """Measure and print the coverage."""
    from l5r_desktop.carddb.ccg_coverage import coverage, table
    from l5r_desktop.carddb.importers.common import edition_key

    if args.oracle is not None:
        if not args.oracle.is_dir():
            print(f"cards: {args.oracle} is not a folder", file=sys.stderr)
            return 2
        problems: list = []
        cards = _oracle_cards(args.oracle, problems)
        if not cards and problems:
            shown = problems[:MAX_PROBLEMS_SHOWN]
            print(f"cards: no CCG cards read from {args.oracle}:", file=sys.stderr)
            for problem in shown:
                print(f"  {problem}", file=sys.stderr)
            if len(problems) > len(shown):
                print(f"  ... and {len(problems) - len(shown)} more", file=sys.stderr)
            return 2
    else:
        from l5r_desktop.carddb.library import Library, LibraryError

        try:
            library = Library.open(paths.library_file, demo=False)
        except LibraryError as exc:
            print(f"cards: {exc}", file=sys.stderr)
            return 2
        with library:
            cards = [c for c in library.all_cards() if library.game_of(c.id) == "ccg"
                     and library.source_of(c.id) != "demo"]
    if not cards:
        print("cards: no CCG cards to measure (import an Oracle export or cards.xml first, "
              "or pass --oracle DIR)", file=sys.stderr)
        return 1
    fmt = edition_key(args.format)
    result = coverage(cards, fmt)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(table(result["all"], "All CCG cards"))
        print()
        print(table(result["format"], f"Legal in {fmt}"))
    return 0
