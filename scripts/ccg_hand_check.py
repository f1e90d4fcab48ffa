"""Draw automated CCG cards at random for the hand check of issue 17 (docs/ccg-cardtext.md).

    .venv/bin/python scripts/ccg_hand_check.py [--count 50] [--seed 17] [--celestial]
                                               [--data-only] [--oracle DIR]

Reads the Oracle export (default ../shared/carddata/oracle-json) at run time and prints, for
each card drawn among the fully automated ones (every ability of its text automated by the
translator or by our card-by-card records, ``carddb/ccg_abilities.py``), its id, title, type,
each ability line of its printed text and, under it, the record the engine runs for it (``data``
= ours, ``text`` = the translator's). A reader checks every record against its line: timing
and keywords, costs, targets and their filters, each effect and amount. The cards' words are
printed to the terminal only; nothing is written.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT = ROOT.parent / "shared" / "carddata" / "oracle-json"


def main() -> int:
    from l5r_desktop.carddb.ccg_abilities import card_abilities
    from l5r_desktop.carddb.ccgtext import split_abilities, translate_ability
    from l5r_desktop.carddb.importers import oracle_json

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--celestial", action="store_true", help="Celestial-legal cards only")
    parser.add_argument("--data-only", action="store_true",
                        help="only cards with card-by-card records")
    parser.add_argument("--oracle", type=Path, default=DEFAULT)
    args = parser.parse_args()
    if not args.oracle.is_dir():
        print(f"hand check: {args.oracle} is not a folder", file=sys.stderr)
        return 2
    pool = []
    for f in sorted(args.oracle.glob("*.json")):
        for parsed in oracle_json.parse_file(f).cards:
            card = parsed.card
            _records, sources = card_abilities(card)
            if not sources or "manual" in sources:
                continue
            if args.celestial and not any("celestial" in x.lower() for x in card.legal):
                continue
            if args.data_only and "data" not in sources:
                continue
            pool.append(card)
    pool.sort(key=lambda c: c.id)
    drawn = random.Random(args.seed).sample(pool, min(args.count, len(pool)))
    print(f"{len(drawn)} of {len(pool)} fully automated cards (seed {args.seed})\n")
    for n, card in enumerate(drawn, start=1):
        records, sources = card_abilities(card)
        print(f"{n}. {card.id}  {card.title}  ({card.type.value})")
        lines = split_abilities(card.text)
        by_line = {i: [r for r in records if r.get("ability") == i]
                   or [translate_ability(lines[i - 1], card) or {}]
                   for i in range(1, len(sources) + 1)}
        for i, line in enumerate(lines, start=1):
            print(f"   {i} [{sources[i - 1]}] {line}")
            for rec in by_line[i]:
                shown = {k: v for k, v in rec.items() if k != "ability"}
                print(f"       -> {json.dumps(shown) if shown else '(Gold production: the stat)'}")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
