"""Our LCG ability records: ``carddb/data/lcg_abilities.json``, keyed by card id.

The records are our own description of what a card's abilities do, in the vocabulary of
``l5r_desktop/games/lcg/cards.py`` (never the card's text, which stays in the user's database).
The FiveRingsDB import attaches them to the library's cards; ``carddb/lcg_convert.py`` puts
them on the engine's card definitions.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from l5r_desktop.package_data import package_file

ABILITIES_FILE = "lcg_abilities.json"


@lru_cache(maxsize=1)
def ability_data() -> dict[str, tuple[dict[str, Any], ...]]:
    """Every ability record we wrote, by card id (``_``-prefixed keys are notes)."""
    path = package_file(__file__, "l5r_desktop.carddb", "data", ABILITIES_FILE)
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict):
        raise ValueError(f"{ABILITIES_FILE} must map card ids to lists of ability records")
    out: dict[str, tuple[dict[str, Any], ...]] = {}
    for card_id, records in raw.items():
        if card_id.startswith("_"):
            continue
        if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
            raise ValueError(f"{ABILITIES_FILE}: {card_id} must hold a list of objects")
        out[card_id] = tuple(records)
    return out


def abilities_for(card_id: str) -> tuple[dict[str, Any], ...]:
    """Our ability records for one card (empty when we wrote none)."""
    return ability_data().get(card_id, ())
