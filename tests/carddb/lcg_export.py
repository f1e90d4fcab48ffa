"""Made-up FiveRingsDB-shaped exports for the LCG import tests (no real card text)."""

from __future__ import annotations

import json
from pathlib import Path


def _record(card_id: str, name: str, **kw) -> dict:
    base = {
        "id": card_id, "name": name, "type": "character", "side": "dynasty", "clan": "crab",
        "cost": 2, "military": "3", "political": "1", "military_bonus": None,
        "political_bonus": None, "glory": 1, "strength": None, "strength_bonus": None,
        "elements": [None], "honor": None, "fate": None, "influence_pool": None,
        "influence_cost": None, "deck_limit": 3, "role_restriction": None,
        "allowed_clans": ["crab"], "is_restricted": False, "traits": ["bushi"],
        "text": "Covert. <i>(reminder)</i><br><b>Action:</b> Bow a [conflict-military] foe.",
        "unique": True,
    }
    base.update(kw)
    return base


def write_export(root: Path, records: list[dict], packs: dict[str, list[dict]]) -> Path:
    """A FiveRingsDB-shaped export folder with the given card records and pack contents."""
    (root / "Card").mkdir(parents=True)
    (root / "PackCard").mkdir()
    (root / "Label").mkdir()
    for record in records:
        name = record.get("id", "broken") if isinstance(record, dict) else "broken"
        (root / "Card" / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")
    (root / "Pack.json").write_text(json.dumps([
        {"id": pack, "name": pack.title() + " Box", "position": i, "size": len(cards),
         "released_at": f"2020-0{i + 1}-01", "cycle_id": "test"}
        for i, (pack, cards) in enumerate(packs.items())
    ]), encoding="utf-8")
    for pack, cards in packs.items():
        (root / "PackCard" / f"{pack}.json").write_text(json.dumps(cards), encoding="utf-8")
    (root / "Label" / "en.json").write_text(json.dumps([
        {"id": "clan.crab", "value": "Crab"}, {"id": "trait.bushi", "value": "Bushi"},
    ]), encoding="utf-8")
    return root
