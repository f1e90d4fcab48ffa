"""How much of an LCG card pool our ability data automates.

Each card falls in one class:

- ``vanilla``: no text at all (nothing to automate);
- ``keywords``: its text is only keywords (``Covert.``, ``Sincerity.`` with their reminder
  text) and deckbuilding lines (``Limit 1 per deck.``, ``Keeper role only.``, a role's
  influence or province change): the rules engine plays keywords, the deckbuilding check
  reads the rest; no ability data is needed;
- ``full``: it has ability records and none says ``manual``;
- ``partly``: it has ability records and at least one leaves a part to the players
  (``manual``);
- ``none``: it has abilities in its text and no records (resolved by hand in a game).

    .venv/bin/python -m l5r_desktop.carddb.lcg_coverage [FIVERINGSDB_JSON_DIR] [--pack core]
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from l5r_desktop.carddb.lcg_cards import LcgCard

CLASSES = ("vanilla", "keywords", "full", "partly", "none")
_REMINDER_RE = re.compile(r"\([^()]*\)")
# Deckbuilding lines the legality check plays (carddb/lcg_legality.py): deck limits, role-only
# cards, and the roles' deckbuilding changes (Keeper +3 influence, Support +8 for one clan,
# Seeker's second province of its element).
_DECKBUILDING_RE = re.compile(
    r"^(limit \d+ per deck|\w+ role only"
    r"|increase your deckbuilding influence value by \d+"
    r"|you may only spend influence on \[\w+\] clan cards"
    r"|you may replace 1 province of any element with an additional \[\w+\] province while "
    r"deckbuilding)$", re.IGNORECASE)


def classify(card: LcgCard, records: Iterable[Mapping[str, Any]]) -> str:
    """The coverage class of one card given our records for it."""
    records = list(records)
    if records:
        return "partly" if any(r.get("manual") for r in records) else "full"
    text = _REMINDER_RE.sub("", card.text)
    keywords = {k.casefold() for k in card.keywords}
    rest = [part.strip() for part in re.split(r"[.\n]", text) if part.strip()]
    if not rest:
        return "vanilla" if not card.text.strip() else "keywords"
    if all(p.casefold() in keywords or _DECKBUILDING_RE.match(p) for p in rest):
        return "keywords"
    return "none"


def coverage(cards: Iterable[LcgCard],
             data: Mapping[str, Iterable[Mapping[str, Any]]]) -> dict[str, Any]:
    """Counts per class (``by_class``), per class and type (``by_type``), and the total."""
    by_class: Counter[str] = Counter()
    by_type: dict[str, Counter[str]] = {}
    total = 0
    for card in cards:
        kind = classify(card, data.get(card.id, ()))
        by_class[kind] += 1
        by_type.setdefault(card.type, Counter())[kind] += 1
        total += 1
    return {"total": total, "by_class": {k: by_class[k] for k in CLASSES},
            "by_type": {t: {k: c[k] for k in CLASSES} for t, c in sorted(by_type.items())}}


def _table(result: dict[str, Any]) -> str:
    lines = ["| type | " + " | ".join(CLASSES) + " |", "|---" * (len(CLASSES) + 1) + "|"]
    for card_type, counts in result["by_type"].items():
        lines.append(f"| {card_type} | " + " | ".join(str(counts[k]) for k in CLASSES) + " |")
    lines.append("| **all** | " + " | ".join(str(result["by_class"][k]) for k in CLASSES)
                 + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the coverage of a FiveRingsDB export (default ../shared) and the demo cards;
    ``--pack ID`` (repeatable, e.g. ``core``) adds the coverage of the cards in those packs."""
    import argparse

    from l5r_desktop.carddb.importers import fiveringsdb
    from l5r_desktop.carddb.lcg_convert import ability_data
    from l5r_desktop.carddb.lcg_demo import lcg_demo_cards

    parser = argparse.ArgumentParser(prog="lcg_coverage", description=main.__doc__)
    parser.add_argument("root", nargs="?", type=Path,
                        default=Path(__file__).resolve().parents[3] / "shared" / "carddata"
                        / "fiveringsdb" / "json")
    parser.add_argument("--pack", action="append", default=[], help="a pack id, e.g. core")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    data = ability_data()
    if fiveringsdb.is_export_root(args.root):
        parsed = fiveringsdb.parse_folder(args.root)
        cards = [LcgCard.from_dict(p.lcg) for p in parsed.cards if p.lcg]
        result = coverage(cards, data)
        print(f"FiveRingsDB export {args.root}: {result['total']} cards")
        print(_table(result))
        for pack in args.pack:
            in_pack = [c for c in cards if any(pr.pack == pack for pr in c.printings)]
            print(f"\nPack {pack}: {len(in_pack)} cards")
            print(_table(coverage(in_pack, data)))
    else:
        print(f"no FiveRingsDB export at {args.root}")
    demo = coverage(lcg_demo_cards(), data)
    print(f"\nDemo cards: {demo['total']} cards")
    print(_table(demo))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
