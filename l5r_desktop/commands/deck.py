"""``l5r-desktop deck FILE``: read a deck list, resolve it in the card library, check legality.

Every line that resolves is kept; unknown lines are listed with their closest titles.
``--accept-closest`` takes the best suggestion of every unknown line where it is surely the card
meant (a near spelling, another experience level, a Stronghold/Sensei/Wind slot's closest card
of that type: ``UnknownLine.confident``); ``--pick LINE=TITLE``
names the card of one unknown line (repeatable, applied first). Lines written without their
experience level that name exactly one card are resolved and listed as "assumed". Legality is
checked on what resolved, in ``--format`` (a rules profile or an arc: ivory, emperor, onyx ...).
``--export FILE.l5d`` / ``--export-text FILE.txt`` write the deck with the choices applied.

Exit codes: 0 every line resolved, 3 some lines stay unknown, 2 the file or library cannot be
read, or a --pick is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from l5r_desktop.persistence.paths import DataPaths

HELP = "read a deck list, resolve unknown lines (--accept-closest, --pick) and check legality"
MAX_DECK_BYTES = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sub-command's arguments."""
    parser.add_argument("file", metavar="FILE", help="deck list (.l5d or plain text)")
    parser.add_argument("--format", default="celestial", metavar="NAME",
                        help="deck format for the legality check: a rules profile (celestial, "
                        "gold, twenty_festivals) or an arc (ivory, emperor, onyx, ...)")
    parser.add_argument("--accept-closest", action="store_true",
                        help="replace each unknown line by its closest title where that is "
                             "surely the card meant (near spelling, other experience level, "
                             "a slot's closest card)")
    parser.add_argument("--pick", action="append", default=[], metavar="LINE=TITLE",
                        help="the card an unknown line means (repeatable)")
    parser.add_argument("--export", metavar="OUT.l5d", help="write the deck as .l5d")
    parser.add_argument("--export-text", metavar="OUT.txt", help="write the deck as plain text")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _fail(message: str) -> int:
    print(f"deck: {message}", file=sys.stderr)
    return 2


def _read(path: Path) -> str:
    if path.stat().st_size > MAX_DECK_BYTES:
        raise ValueError(f"{path.name} is too large to be a deck list")
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        return path.read_text(encoding="cp1252", errors="replace")


def _picks(raw: list[str]) -> list[tuple[int, str]]:
    out = []
    for item in raw:
        line, sep, title = item.partition("=")
        if not sep or not line.strip().isdigit() or not title.strip():
            raise ValueError(f"--pick {item!r}: expected LINE=TITLE, e.g. --pick 14='Iron Mine'")
        out.append((int(line), title.strip()))
    return out


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    """Resolve the deck, apply the choices, print unknown lines and the legality verdict."""
    from l5r_desktop.atomicio import atomic_write_text
    from l5r_desktop.carddb import deck_resolution as dr
    from l5r_desktop.carddb.decks import (
        DeckParseError,
        game_object_reason,
        parse_deck,
        write_l5d,
        write_text,
    )
    from l5r_desktop.carddb.legality import check_legality, format_for
    from l5r_desktop.carddb.library import Library, LibraryError

    path = Path(args.file)
    try:
        deck_format = format_for(args.format)
        picks = _picks(args.pick)
        deck = parse_deck(_read(path))
    except (OSError, ValueError, DeckParseError) as exc:
        return _fail(f"{path.name}: {exc}" if isinstance(exc, DeckParseError) else str(exc))
    if not deck.name:
        deck.name = path.stem
    try:
        library = Library.open(paths.library_file)
    except LibraryError as exc:
        return _fail(str(exc))
    with library:
        resolution = dr.resolve_partial(deck, library)
        for line_no, title in picks:
            if not library.find_by_title(title):
                return _fail(f"--pick {line_no}: no card titled {title!r}")
            try:
                deck = dr.pick_by_line(deck, resolution, line_no, title)
            except KeyError:
                return _fail(f"--pick {line_no}: line {line_no} is not an unknown line")
            resolution = dr.resolve_partial(deck, library)
        accepted = 0
        if args.accept_closest:
            deck, accepted = dr.accept_suggestions(deck, resolution)
            resolution = dr.resolve_partial(deck, library)
        problems = check_legality(resolution.resolved, deck_format.name)
        if args.export:
            atomic_write_text(args.export, write_l5d(deck, library))
        if args.export_text:
            atomic_write_text(args.export_text, write_text(deck))
    report = _report(deck.name, resolution, problems, deck_format.label, accepted)
    report["left_out"] = [{"line": e.line, "written": e.title,
                           "reason": game_object_reason(e.title)} for e in deck.game_objects]
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print(_text(report))
    return 0 if resolution.complete else 3


def _report(name: str, resolution: Any, problems: list[Any], label: str,
            accepted: int) -> dict[str, Any]:
    resolved = resolution.resolved
    return {
        "deck": name,
        "stronghold": resolved.stronghold.title if resolved.stronghold else None,
        "dynasty": len(resolved.dynasty),
        "fate": len(resolved.fate),
        "accepted_suggestions": accepted,
        "assumed": [{"line": e.line, "written": e.title, "card": t}
                    for e, t in resolution.assumed],
        "unknown": [{"line": u.entry.line, "written": u.entry.title, "count": u.entry.count,
                     "reason": u.reason, "suggestions": list(u.suggestions)}
                    for u in resolution.unknown],
        "format": label,
        "legal": not problems,
        "problems": [p.message for p in problems],
    }


def _text(report: dict[str, Any]) -> str:
    lines = [f"{report['deck']}: Stronghold {report['stronghold'] or '(none)'}, "
             f"{report['dynasty']} Dynasty, {report['fate']} Fate cards resolved."]
    if report["accepted_suggestions"]:
        lines.append(f"{report['accepted_suggestions']} unknown line(s) replaced by the "
                     "closest title.")
    for item in report["assumed"]:
        lines.append(f"  line {item['line']}: {item['written']!r} read as {item['card']!r}")
    for item in report.get("left_out", ()):
        lines.append(f"  line {item['line']}: {item['written']!r} left out ({item['reason']})")
    if report["unknown"]:
        lines.append(f"{len(report['unknown'])} line(s) unknown (kept out of the deck; "
                     "--accept-closest takes only a near spelling, another experience level or a "
                     "slot's closest card; --pick LINE=TITLE):")
        for item in report["unknown"]:
            hint = ", ".join(item["suggestions"]) or "no similar title"
            lines.append(f"  line {item['line']}: {item['count']} {item['written']} "
                         f"({item['reason']}; closest: {hint})")
    verdict = "legal" if report["legal"] else "NOT legal"
    lines.append(f"{report['format']}: {verdict}")
    lines.extend(f"  - {p}" for p in report["problems"])
    return "\n".join(lines)
