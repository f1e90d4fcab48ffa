"""``l5r-desktop paths``: print where the app keeps its settings, library, saves and logs."""

from __future__ import annotations

import argparse
import json

from l5r_desktop.persistence.paths import DataPaths

HELP = "print the data folder and the files and folders the app keeps in it"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    table = {
        "data_dir": paths.root,
        "settings": paths.settings_file,
        "library": paths.library_file,
        "images": paths.images_dir,
        "scans": paths.scans_dir,
        "decks": paths.decks_dir,
        "saves": paths.saves_dir,
        "autosave": paths.autosave_dir,
        "logs": paths.logs_dir,
    }
    if args.json:
        print(json.dumps({k: str(v) for k, v in table.items()}, indent=2))
    else:
        width = max(len(k) for k in table)
        for key, value in table.items():
            print(f"{key:<{width}}  {value}")
    return 0
