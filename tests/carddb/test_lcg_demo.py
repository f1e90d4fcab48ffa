"""The bundled demo LCG content: our own cards, two decks legal under the deckbuilding rules,
and no title or text taken from the real games (checked against ../shared when present)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from l5r_desktop.carddb import lcg_decks
from l5r_desktop.carddb.importers.common import html_to_plain
from l5r_desktop.carddb.lcg_demo import lcg_demo_cards, lcg_demo_decks
from l5r_desktop.carddb.lcg_legality import check_deck

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "carddata"


def test_two_demo_decks_are_legal_with_our_own_clans():
    decks = lcg_demo_decks()
    assert [d.name for d in decks] == ["Lantern Court", "Tide Raiders"]
    for deck in decks:
        assert check_deck(deck) == [], deck.name
        assert deck.count("dynasty") == deck.count("conflict") == 40
        assert deck.primary_clan in ("lantern", "tide")
        again = lcg_decks.parse_json(lcg_decks.write_json(deck))
        assert {e.name: e.count for e in again.entries} == deck.quantities()
    cards = lcg_demo_cards()
    assert len({c.id for c in cards}) == len(cards)
    assert all(c.id.startswith("demo-lcg:") for c in cards)


def _real_titles_and_texts() -> tuple[set[str], set[str]]:
    titles: set[str] = set()
    texts: set[str] = set()
    for path in (SHARED / "fiveringsdb" / "json" / "Card").glob("*.json"):
        record = json.loads(path.read_text(encoding="utf-8"))
        titles.add(record["name"].casefold())
        if record.get("text"):
            texts.add(" ".join(html_to_plain(record["text"]).split()).casefold())
    for path in (SHARED / "oracle-json").glob("*.json"):
        for record in json.loads(path.read_text(encoding="utf-8")):
            value = record.get("title")
            for title in value if isinstance(value, list) else [value]:
                if isinstance(title, str):
                    titles.add(title.strip().casefold())
    xml = SHARED / "eopk-xml" / "cards-emperor.xml"
    if xml.is_file():
        for name in re.findall(r"<name>(.*?)</name>", xml.read_text(encoding="utf-8",
                                                                      errors="replace")):
            titles.add(name.strip().casefold())
    return titles, texts


@pytest.mark.skipif(not (SHARED / "fiveringsdb").is_dir(), reason="../shared is not present")
def test_no_demo_title_or_text_is_a_real_cards():
    titles, texts = _real_titles_and_texts()
    assert len(titles) > 3000 and len(texts) > 900
    cards = lcg_demo_cards()
    assert [c.name for c in cards if c.name.casefold() in titles] == []
    ours = [" ".join(c.text.split()).casefold() for c in cards if len(c.text) > 12]
    assert [t for t in ours if t in texts] == []


def test_demo_cards_are_in_a_new_library_so_saved_demo_decks_reopen(tmp_path):
    from l5r_desktop.carddb.library import Library

    path = tmp_path / "lib.sqlite3"
    with Library.open(path) as lib:
        assert lib.count_game("lcg") == len(lcg_demo_cards())
        assert lib.ensure_lcg_demo_cards() == 0  # unchanged: skipped
        deck = lcg_demo_decks()[0]
        again = lcg_decks.load_deck(lcg_decks.write_text(deck), lib)
        assert again.quantities() == deck.quantities()
        assert [c.title for c in lib.search("lantern", game="lcg")][:1]
        lib._conn.execute("DELETE FROM cards WHERE id = ?", (deck.stronghold.id,))
    with Library.open(path) as lib:
        assert lib.lcg_cards([deck.stronghold.id])  # a missing demo card comes back
