"""Why each line of the real CCG deck lists in ../shared/decks does not resolve (issue 16).

Imports the Oracle export and the EoPK cards.xml from ../shared/carddata into a library in a
temporary folder (or uses ``--data-dir``), reads every deck file, and explains every line the
reader leaves unknown. The causes are checked against the raw database files, not guessed:

- ``no card named``: the list writes ``3 ?``;
- ``experience level not in the databases``: the base title is a card, not at that level;
- ``one letter from a database title``: a typo (the Unknown cards dialog and
  ``--accept-closest`` offer that title first);
- ``Stronghold not in either database`` / ``not in either database``: no card record of either
  file carries that name as its title (title, formatted title, XML name); said when the name
  is the playtest name the Oracle gives another card (Ivory Strongholds: their Twenty
  Festivals successors were playtested under the Ivory names) or when a title two letters
  away exists (those are different cards, checked by hand, except perhaps one).

Prints one line per unknown line (file, line, copies, cause, what was written, closest title)
and the counts by cause; ``--summary`` prints only the counts. The deck lists and card data
stay in ../shared: nothing of them is written anywhere.

    .venv/bin/python scripts/real_deck_lines.py [--summary] [--data-dir DIR]
"""

from __future__ import annotations

import argparse
import collections
import html
import json
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
ORACLE = SHARED / "carddata" / "oracle-json"
XML = SHARED / "carddata" / "eopk-xml" / "cards-emperor.xml"
DECKS = SHARED / "decks" / "ccg"
sys.path.insert(0, str(REPO))

from l5r_desktop.carddb import deck_resolution as dr  # noqa: E402
from l5r_desktop.carddb.decks import parse_deck  # noqa: E402
from l5r_desktop.carddb.importers.common import split_experience  # noqa: E402
from l5r_desktop.carddb.library import Library  # noqa: E402


def raw_names() -> tuple[set[str], set[str]]:
    """Loose keys of every card name the two files give (base titles), and of the Oracle's
    playtest names that differ from their card's title."""
    names: set[str] = set()
    playtest: set[str] = set()

    def key(name: str) -> str:
        return dr.loose_key(split_experience(html.unescape(re.sub(r"<[^>]+>", "", name)))[0])

    for path in ORACLE.glob("*.json"):
        for record in json.loads(path.read_text(encoding="utf-8")):
            names.add(key(record.get("formattedtitle") or ""))
            names.update(key(t) for t in record.get("title") or [])
            playtest.update(key(t.split(" (")[0]) for t in record.get("playtestname") or [])
    text = XML.read_text(encoding="utf-8", errors="replace")
    names.update(key(m.group(1)) for m in re.finditer(r"<name>(.*?)</name>", text))
    return names, playtest - names


def cause_of(line: dr.UnknownLine, library: Library, names: set[str],
             playtest: set[str], first_line: int) -> str:
    """The cause of one unknown line (see the module docstring)."""
    entry = line.entry
    if entry.placeholder:
        return "no card named"
    if library.find_by_base_title(entry.name):
        return "experience level not in the databases"
    edits = (dr.edit_distance(dr.loose_key(entry.title), dr.loose_key(line.suggestions[0]))
             if line.suggestions else 99)
    if edits == 1:
        return "one letter from a database title (a typo)"
    key = dr.loose_key(entry.name)
    if key in names:
        return "in a database under this name (a reader gap)"
    slot = line.section if line.section in dr.SLOTS else ""
    if line.section == "unsorted" and entry.count == 1:  # as the reader suggests for it
        if entry.name.casefold().endswith(" sensei"):
            slot = "sensei"
        elif entry.line == first_line:
            slot = "stronghold"  # where EoPK and players write it
    if slot:
        return (f"{slot.capitalize()} not in either database" + (
            "; the Twenty Festivals Stronghold playtested under its name is suggested first"
            if key in playtest else ""))
    if key in playtest:
        return "not in either database; the name is another card's playtest name"
    if edits == 2:
        return "not in either database (a title two letters away exists)"
    return "not in either database"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="print only the counts")
    parser.add_argument("--data-dir", type=Path, help="a library with both databases")
    args = parser.parse_args(argv)
    if not (ORACLE.is_dir() and XML.is_file() and DECKS.is_dir()):
        print(f"real data not found under {SHARED}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.data_dir or Path(tmp)
        library = Library.open(folder / "library.sqlite3", demo=False)
        if args.data_dir is None:
            library.import_files([ORACLE, XML])
        names, playtest = raw_names()
        causes: collections.Counter[str] = collections.Counter()
        files = lines = complete = left_out = 0
        for path in sorted(p for p in DECKS.rglob("*") if p.is_file() and p.suffix != ".md"):
            deck = parse_deck(path.read_text(encoding="utf-8-sig", errors="replace"))
            resolution = dr.resolve_partial(deck, library)
            files += 1
            left_out += len(deck.game_objects)
            lines += (sum(len(getattr(deck, s)) for s in ("pregame", "dynasty", "fate",
                                                          "unsorted"))
                      + sum(1 for s in dr.SLOTS if getattr(deck, s)))
            complete += resolution.complete
            for line in resolution.unknown:
                cause = cause_of(line, library, names, playtest, dr.first_card_line(deck))
                causes[cause] += 1
                if not args.summary:
                    closest = line.suggestions[0] if line.suggestions else "-"
                    print(f"{path.parent.name}/{path.name}\t{line.entry.line}\t"
                          f"{line.entry.count}\t{cause}\t{line.entry.title}\t{closest}")
        library.close()
    unknown = sum(causes.values())
    print(f"{files} deck files, {lines} card lines (+{left_out} game-object line left out): "
          f"{lines - unknown} resolve, {unknown} do not; {complete} files resolve completely")
    for cause, count in causes.most_common():
        print(f"{count:5d}  {cause}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
