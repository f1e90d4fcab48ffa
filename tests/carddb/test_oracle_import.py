"""Importing the real Oracle of the Void export (skipped when ../shared is absent)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardType


@pytest.fixture(scope="module")
def oracle_library(tmp_path_factory, request):
    from tests.carddb.conftest import ORACLE_DIR

    if not ORACLE_DIR.is_dir():
        pytest.skip(f"Oracle export not available at {ORACLE_DIR}")
    path = tmp_path_factory.mktemp("oracle") / "library.sqlite3"
    lib = Library.open(path, demo=False)
    summary = lib.import_files([ORACLE_DIR])
    yield lib, summary
    lib.close()


def _records(oracle_dir: Path) -> int:
    return sum(len(json.loads(p.read_bytes())) for p in oracle_dir.glob("*.json"))


def test_every_record_imports(oracle_library, oracle_dir):
    lib, summary = oracle_library
    assert summary.problems == []
    assert summary.files == 12
    assert summary.imported == _records(oracle_dir) == lib.count() == 3535


# Hand-checked against the raw records in ../shared/carddata/oracle-json (cardid → fields).
SAMPLE = [
    # personality: "force":["0"],"chi":["4"],"honor":["6"],"ph":["4"],"cost":["7"]
    ("oracle:142", "Agasha Kodo", CardType.PERSONALITY,
     dict(force=0, chi=4, honor_requirement=6, personal_honor=4, gold_cost=7), ("Phoenix",)),
    # experienced 2 personality, honor "-" = None
    ("oracle:853", "Bayushi Nomen - exp2", CardType.PERSONALITY,
     dict(force=2, chi=4, honor_requirement=None, personal_honor=1, gold_cost=7, experienced=2),
     ("Scorpion",)),
    ("oracle:1356", "Chuda Kiuchi", CardType.PERSONALITY,
     dict(force=2, chi=4, honor_requirement=None, personal_honor=0, gold_cost=7), ("Spider",)),
    # Unaligned → no clan
    ("oracle:1289", "Chaldera", CardType.PERSONALITY,
     dict(force=4, chi=2, honor_requirement=2, personal_honor=2, gold_cost=7), ()),
    # stronghold: strength 9, production 4, startinghonor 4
    ("oracle:1218", "Carpenter Castle", CardType.STRONGHOLD,
     dict(province_strength=9, gold_production=4, starting_honor=4, gold_cost=None), ("Crab",)),
    ("oracle:8094", "The Forgotten Temple", CardType.STRONGHOLD,
     dict(province_strength=7, gold_production=4, starting_honor=-1), ()),
    # sensei modifiers "+0", "+0", "-2"
    ("oracle:11647", "Kobi Sensei", CardType.SENSEI,
     dict(province_strength=0, gold_production=0, starting_honor=-2), ()),
    ("oracle:11648", "Sachina Sensei", CardType.SENSEI,
     dict(province_strength=1, gold_production=0, starting_honor=0), ()),
    # follower: force 2, chi 0, honor 2, ph "-", cost 3, focus 2
    ("oracle:262", "Akodo Regulars", CardType.FOLLOWER,
     dict(force=2, chi=0, honor_requirement=2, personal_honor=None, gold_cost=3, focus=2), ()),
    # item with signed modifiers "+2"/"+1"
    ("oracle:76", "A Samurai's Soul", CardType.ITEM,
     dict(force=2, chi=1, gold_cost=2, focus=2), ()),
    # item with "+*" force and "+1" chi
    ("oracle:9967", "Mantle of the Jade Champion - exp2", CardType.ITEM,
     dict(force=0, chi=1, gold_cost=6, focus=4, experienced=2, asterisk=("force",)), ()),
    ("oracle:166", "Ageless Shrine", CardType.HOLDING, dict(gold_cost=2, focus=None), ()),
    ("oracle:7975", "The Blessed Herd", CardType.HOLDING, dict(gold_cost=7, gold_production=6),
     ()),
    ("oracle:10429", "Border Keep - exp2", CardType.HOLDING, dict(gold_cost=0, experienced=2), ()),
    # strategy with no cost at all, and one with "*" cost
    ("oracle:45", "A Lion's Roar", CardType.STRATEGY, dict(gold_cost=None, focus=3), ()),
    ("oracle:2020", "Disgraceful Conduct", CardType.STRATEGY,
     dict(gold_cost=0, focus=2, asterisk=("gold_cost",)), ()),
    ("oracle:18", "A Dragon's Favor", CardType.SPELL, dict(gold_cost=0, focus=3), ()),
    ("oracle:6333", "Ring of Air", CardType.RING, dict(focus=4, gold_cost=None), ()),
    ("oracle:59", "A New Year", CardType.EVENT, dict(gold_cost=None, focus=None), ()),
    ("oracle:1042", "Blighted Region", CardType.REGION, dict(), ()),
    ("oracle:311", "Akodo's Guidance - exp", CardType.CELESTIAL, dict(experienced=1), ()),
]


@pytest.mark.parametrize(("card_id", "title", "card_type", "stats", "clans"), SAMPLE,
                         ids=[s[1] for s in SAMPLE])
def test_hand_checked_sample(oracle_library, card_id, title, card_type, stats, clans):
    lib, _ = oracle_library
    card = lib.get(card_id)
    assert card is not None
    assert card.title == title
    assert card.type is card_type
    assert card.clans == clans
    for name, value in stats.items():
        assert getattr(card, name) == value, name


def test_sample_types_cover_every_file(oracle_library):
    assert len({s[2] for s in SAMPLE}) == 12
    assert len(SAMPLE) >= 15


def test_keywords_text_and_legality_are_cleaned(oracle_library):
    lib, _ = oracle_library
    soul = lib.get("oracle:76")
    assert soul.keywords == ("Weapon", "One-Handed", "Sword")
    assert soul.legal == (
        "A Brother's Destiny (Twenty Festivals)", "Destroyer War (Celestial)", "Onyx Edition",
        "Modern",
    )
    kobi = lib.get("oracle:11647")
    assert kobi.legal.count("Modern") == 1
    assert "Expendable" in kobi.text and "<b>" not in kobi.text
    assert kobi.text.count("\n") == 1
    assert "<b>Conspiracy</b>" in lib.rich_text("oracle:11647")
    assert "<i>kidnap him</i>" in lib.rich_text("oracle:11647")
    sachina = lib.get("oracle:11648")
    assert "Interrupt, Bow:" in sachina.text
    keep = lib.get("oracle:10429")
    assert keep.keywords == ("Experienced 2", "Unique") and keep.is_unique
    assert keep.text.startswith("Bow: Produce 2 Gold")
    assert keep.base_title == "Border Keep"
    assert lib.printings("oracle:142")[0]["set"] == "Second City"


def test_find_by_title_with_any_experience_spelling(oracle_library):
    lib, _ = oracle_library
    for spelling in ("Border Keep - exp2", "border keep • experienced 2",
                     "Border Keep (Experienced 2)", "BORDER KEEP - EXP2"):
        assert [c.id for c in lib.find_by_title(spelling)] == ["oracle:10429"]
    titles = {c.title for c in lib.find_by_title("Border Keep")}
    assert titles == {"Border Keep"}


def test_search_over_real_export(oracle_library):
    lib, _ = oracle_library
    hits = lib.search("agasha ko")
    assert hits[0].title == "Agasha Kodo"
    assert all(c.type is CardType.STRONGHOLD for c in lib.search("", types=["stronghold"]))
    crab_celestial = lib.search("", types=[CardType.STRONGHOLD], clans=["Crab"],
                                edition="Destroyer War (Celestial)")
    assert crab_celestial and all("Crab" in c.clans for c in crab_celestial)
    assert all("Destroyer War (Celestial)" in c.legal for c in crab_celestial)
    cheap = lib.search("", types=["personality"], cost_min=2, cost_max=3, keyword="Courtier")
    assert cheap and all(2 <= c.gold_cost <= 3 and c.has_keyword("Courtier") for c in cheap)
    assert lib.closest_titles("Agasha Kodoo")[0] == "Agasha Kodo"


def test_reimport_changes_nothing(oracle_library, oracle_dir):
    lib, _ = oracle_library
    before = lib._conn.execute("SELECT * FROM cards ORDER BY id").fetchall()
    again = lib.import_files([oracle_dir])
    assert (again.imported, again.updated, again.unchanged) == (0, 0, 3535)
    assert lib._conn.execute("SELECT * FROM cards ORDER BY id").fetchall() == before
    fts = lib._conn.execute("SELECT count(*) FROM cards_fts").fetchone()[0]
    assert fts == 3535
    lib._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")


def test_crash_mid_import_leaves_previous_library(tmp_path, oracle_dir):
    path = tmp_path / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([oracle_dir / "rings.json"])
        assert lib.count() == 10

    calls = []

    def crash(done: int, total: int) -> None:
        calls.append(done)
        if done > 12 + 1000:  # the files are read, some 1000 rows are written
            raise RuntimeError("simulated crash")

    with Library.open(path, demo=False) as lib, pytest.raises(RuntimeError):
        lib.import_files([oracle_dir], progress=crash)
    assert calls
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM cards").fetchone()[0] == 10
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    with Library.open(path, demo=False) as lib:
        assert lib.count() == 10
        assert lib.search("ring of air")[0].title == "Ring of Air"
        lib._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")


def test_killed_process_mid_import_leaves_previous_library(tmp_path, oracle_dir):
    """A hard crash (the process exits inside the transaction) rolls back on the next open."""
    import subprocess
    import sys

    path = tmp_path / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([oracle_dir / "rings.json"])
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from l5r_desktop.carddb.library import Library\n"
        "lib = Library.open(Path(sys.argv[1]), demo=False)\n"
        "def progress(done, total):\n"
        "    if done > 1500:\n"
        "        os._exit(3)\n"
        "lib.import_files([Path(sys.argv[2])], progress=progress)\n"
    )
    result = subprocess.run([sys.executable, "-c", script, str(path), str(oracle_dir)],
                            timeout=120, capture_output=True, text=True)
    assert result.returncode == 3, result.stderr
    with Library.open(path, demo=False) as lib:
        assert lib.count() == 10
        assert lib._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_real_celestial_deck_round_trips_and_is_legal(oracle_library):
    from l5r_desktop.carddb.decks import (
        DeckEntry,
        DeckList,
        parse_deck,
        resolve_deck,
        write_l5d,
    )
    from l5r_desktop.carddb.importers.common import split_experience
    from l5r_desktop.carddb.legality import check_legality

    lib, _ = oracle_library

    def pick(card_type: str, n: int) -> list[DeckEntry]:
        cards = [c for c in lib.search("", types=[card_type], edition="celestial", limit=500)
                 if not c.is_unique and "starting holding" not in c.text.casefold()]
        entries = []
        for card in cards[:n]:
            base, tag = split_experience(card.title)
            entries.append(DeckEntry(base, 3, tag))
        return entries

    deck = DeckList(name="Real Dragon", stronghold="Dragon's Breath Castle",
                    dynasty=pick("personality", 14), fate=pick("strategy", 14))
    resolved = resolve_deck(parse_deck(write_l5d(deck, lib)), lib)
    assert len(resolved.dynasty) == 42 and len(resolved.fate) == 42
    assert check_legality(resolved, "celestial") == []
    assert any(p.code == "not-in-pool" for p in check_legality(resolved, "gold"))
    deck.stronghold = "Carpenter Castle"  # Emperor only
    problems = check_legality(resolve_deck(deck, lib), "celestial")
    assert [p.message for p in problems] == [
        "Carpenter Castle is not Celestial 40/40 legal [S1 › THE PLAY DECK]."]
