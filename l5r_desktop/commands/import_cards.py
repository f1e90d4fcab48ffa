"""``l5r-desktop import-cards PATH...``: import card databases and image packs into the library.

Accepts Oracle of the Void JSON files, Egg of P'an Ku / Onyx ``cards.xml`` files, and folders
(searched for both, and for image packs ``images/cards/<SET>/<SET><NNN>.jpg``). Prints what was
imported, updated, left unchanged and skipped, with the reason for each skipped record; ``--json``
prints the same as one JSON object. Exit code 0 when something was read, 1 when every path was
unusable, 2 when the library itself cannot be opened.
"""

from __future__ import annotations

import argparse
import json
import sys

from l5r_desktop.persistence.paths import DataPaths

HELP = "import Oracle JSON, cards.xml and card image packs into the card library"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sub-command's arguments."""
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="files (.json, .xml, images) or folders to import")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    """Import every PATH in one transaction and print the summary."""
    from l5r_desktop.carddb.library import Library, LibraryError

    try:
        # no demo cards: the app and the commands that play add them when they open the
        # library (``Library.ensure_demo_cards``), as they do after the app's own imports;
        # writing them here cost a new library's import about 75 M instructions (issue 22)
        library = Library.open(paths.library_file, demo=False, bulk=True)
    except LibraryError as exc:
        print(f"import-cards: {exc}", file=sys.stderr)
        return 2
    with library:
        # the records are stored with the columns search reads, the rest of each card built
        # when it is read or by the app's deferred pass (``carddb/library_pending.py``)
        summary = library.import_files(args.paths, keep_raw=True)
        total = library.count()
    if args.json:
        data = summary.to_dict()
        data["library_cards"] = total
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(summary.to_text(max_problems=200))
        print(f"The library now holds {total} cards ({paths.library_file}).")
    read_something = summary.imported + summary.updated + summary.unchanged + summary.images_linked
    if read_something == 0 and summary.problems:
        return 1
    return 0
