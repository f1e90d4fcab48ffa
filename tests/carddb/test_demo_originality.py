"""The bundled demo cards are our own: no demo title is a real card's title (except the two
starting Holdings the Celestial rulebook itself names)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from l5r_desktop.demo import demo_cards

ORACLE_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "oracle-json"
RULEBOOK_NAMED = {"border keep", "bamboo harvesters"}


@pytest.mark.skipif(not ORACLE_DIR.is_dir(), reason="../shared card data is not present")
def test_no_demo_title_is_a_real_card_title() -> None:
    real: set[str] = set()
    for path in ORACLE_DIR.glob("*.json"):
        for record in json.loads(path.read_text(encoding="utf-8")):
            titles = record.get("title")
            for title in titles if isinstance(titles, list) else [titles]:
                if isinstance(title, str):
                    real.add(title.strip().casefold())
    assert len(real) > 1000
    clashes = [c.title for c in demo_cards()
               if c.title.casefold() in real and c.title.casefold() not in RULEBOOK_NAMED]
    assert clashes == []
