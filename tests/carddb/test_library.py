"""The card library: schema and migration, single-card writes, images, search, cancel."""

from __future__ import annotations

import sqlite3
import sys
import types
from pathlib import Path

import pytest
from PIL import Image

from l5r_desktop.carddb import library as library_module
from l5r_desktop.carddb.library import SCHEMA_VERSION, Library, LibraryError
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _card(title: str, **kw) -> CardDef:
    kw.setdefault("type", CardType.PERSONALITY)
    return CardDef(id=kw.pop("id", ""), title=title, **kw)


def test_new_library_has_current_schema(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3", demo=False) as lib:
        assert lib.schema_version == SCHEMA_VERSION >= 4
        assert lib.count() == 0
        triggers = {r[0] for r in lib._conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        assert triggers == {"cards_ad", "cards_au"}  # v3: inserts are indexed in bulk


def test_version_1_library_is_migrated_keeping_cards(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(library_module.SCHEMA_V1)
    conn.execute(
        "INSERT INTO cards (id, title, title_key, type, deck, text) "
        "VALUES ('old:1', 'Old Card', 'old card', 'event', 'dynasty', 'Gain 1 Honor.')"
    )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with Library.open(path, demo=False) as lib:
        assert lib.schema_version == SCHEMA_VERSION
        assert lib.get("old:1").title == "Old Card"
        assert [c.id for c in lib.search("hono")] == ["old:1"]
        columns = [r[1] for r in lib._conn.execute("PRAGMA table_info(cards)")]
        assert "content_hash" in columns
        lib.add_custom_card(_card("New Card", text="Gain 2 Honor."))
        lib.update_card(lib.get("old:1").replace(text="Lose 1 Honor."))
        assert sorted(c.title for c in lib.search("honor")) == ["New Card", "Old Card"]
        assert [c.title for c in lib.search("lose")] == ["Old Card"]
        lib._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")


def test_newer_and_foreign_files_are_refused(tmp_path):
    newer = tmp_path / "newer.sqlite3"
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(LibraryError, match="newer version"):
        Library.open(newer)
    other = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.close()
    with pytest.raises(LibraryError, match="not a card library"):
        Library.open(other)
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(LibraryError, match="not a card library"):
        Library.open(garbage)


def test_custom_cards_ids_images_and_updates(library, tmp_path):
    scan = tmp_path / "scan.jpg"
    Image.new("RGB", (50, 70), "orange").save(scan)
    first = library.add_custom_card(_card("Scanned Hero", force=2), image_src=scan)
    second = library.add_custom_card(_card("Scanned Villain"))
    assert (first.id, second.id) == ("custom:1", "custom:2")
    assert first.image == "images/custom_1.png"
    stored = library.image_path("custom:1")
    assert stored == library.data_dir / "images" / "custom_1.png"
    with Image.open(stored) as im:
        assert im.format == "PNG" and im.size == (50, 70)
    assert library.get("custom:1").force == 2
    library.update_card(first.replace(force=5, text="Edited."))
    edited = library.get("custom:1")
    assert edited.force == 5 and edited.image == "images/custom_1.png"
    assert [c.id for c in library.search("edited")] == ["custom:1"]
    assert library.source_of("custom:1") == "custom"
    with pytest.raises(LibraryError, match="already exists"):
        library.add_custom_card(_card("Again", id="custom:1"))
    with pytest.raises(LibraryError, match="no card"):
        library.update_card(_card("Ghost", id="custom:99"))
    library.set_image("custom:2", scan)
    assert library.image_path("custom:2").name == "custom_2.png"
    not_image = tmp_path / "notes.txt"
    not_image.write_text("hello")
    with pytest.raises(LibraryError, match="not a readable image"):
        library.set_image("custom:2", not_image)
    with pytest.raises(LibraryError, match="no card"):
        library.set_image("custom:77", scan)
    stored.unlink()
    assert library.image_path("custom:1") is None  # file gone: the table renders a face


def test_search_filters_and_title_lookup(library):
    library.add_custom_card(_card("Hida Guard", clans=("Crab",), gold_cost=3,
                                  keywords=("Samurai",), legal=("Destroyer War (Celestial)",)))
    library.add_custom_card(_card("Hidden Blade", type=CardType.ITEM, gold_cost=1,
                                  keywords=("Weapon",), text="Bow the hidden guard."))
    library.add_custom_card(_card("Crane Poet", clans=("Crane",), gold_cost=6,
                                  keywords=("Courtier",), legal=("Four Winds (Gold)",)))
    assert [c.title for c in library.search("hid")] == ["Hida Guard", "Hidden Blade"]
    assert library.search("guard")[0].title == "Hida Guard"  # title match first
    assert [c.title for c in library.search("", types=["item"])] == ["Hidden Blade"]
    assert [c.title for c in library.search("", clans=["crane", "crab"])] == [
        "Crane Poet", "Hida Guard"]
    assert [c.title for c in library.search("", keyword="samurai")] == ["Hida Guard"]
    assert [c.title for c in library.search("", cost_min=2, cost_max=4)] == ["Hida Guard"]
    assert [c.title for c in library.search("", edition="gold")] == ["Crane Poet"]
    assert [c.title for c in library.search("", edition="Four Winds (Gold)")] == ["Crane Poet"]
    assert library.search('"; DROP TABLE cards; --') == []
    assert library.search("", limit=2) and len(library.search("", limit=2)) == 2
    assert [c.title for c in library.find_by_title("hida GUARD")] == ["Hida Guard"]
    assert library.closest_titles("Hida Gard") == ["Hida Guard"]
    assert library.clans() == ["Crab", "Crane"]
    assert library.editions() == ["Destroyer War (Celestial)", "Four Winds (Gold)"]


def test_cancel_rolls_back_everything(library, fixtures):
    library.import_files([fixtures / "oracle_small.json"])
    before = library.count()
    calls = {"n": 0}

    def cancel() -> bool:
        calls["n"] += 1
        return calls["n"] > 2  # after the files were read, during the write

    summary = library.import_files([fixtures / "cards.xml", fixtures / "pack"], cancel=cancel)
    assert summary.cancelled and summary.imported == 0
    assert "cancelled" in summary.to_text()
    assert library.count() == before
    assert library.image_path("TST001") is None


def test_paths_that_cannot_be_imported_are_reported(library, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    notes = tmp_path / "notes.txt"
    notes.write_text("x")
    summary = library.import_files([tmp_path / "missing.json", empty, notes])
    assert [p.reason for p in summary.problems] == [
        "no such file or folder", "no card files or images found",
        "unknown file type (expected .json, .xml or images)",
    ]
    assert summary.skipped == 3 and library.count() == 0


def test_demo_cards_are_upserted_idempotently(tmp_path, monkeypatch):
    demo = types.ModuleType("l5r_desktop.demo")
    cards = [CardDef(id="demo:one", title="Demo One", type=CardType.EVENT, text="Original.")]
    demo.demo_cards = lambda: list(cards)
    monkeypatch.setitem(sys.modules, "l5r_desktop.demo", demo)
    path = tmp_path / "lib.sqlite3"
    with Library.open(path) as lib:
        assert lib.get("demo:one").title == "Demo One"
        assert lib.ensure_demo_cards() == 0  # unchanged on a second upsert
    cards[0] = cards[0].replace(text="Changed.")
    with Library.open(path) as lib:
        assert lib.count_game("ccg") == 1 and lib.get("demo:one").text == "Changed."


def test_missing_demo_package_is_not_fatal(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "l5r_desktop.demo", types.ModuleType("l5r_desktop.demo"))
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        assert lib.count() == 0  # neither the CCG nor the LCG demo cards (both in the package)


def test_images_inside_the_data_dir_are_stored_relative(library, fixtures):
    library.import_files([fixtures / "cards.xml"])
    pack = library.data_dir / "packs" / "images" / "cards" / "TST"
    pack.mkdir(parents=True)
    Image.new("RGB", (10, 14), "red").save(pack / "TST003.jpg")
    summary = library.import_files([library.data_dir / "packs"])
    assert summary.images_linked == 1
    assert library.get("TST003").image == "packs/images/cards/TST/TST003.jpg"
    assert library.image_path("TST003") == Path(library.data_dir / library.get("TST003").image)


def test_title_cache_sees_writes_from_another_connection(tmp_path, fixtures):
    path = tmp_path / "lib.sqlite3"
    with Library.open(path, demo=False) as reader, Library.open(path, demo=False) as writer:
        assert reader.closest_titles("Tessen Warden") == []
        writer.import_files([fixtures / "cards.xml"])
        assert reader.closest_titles("Tessen Warden")[0] == "Tessen Warden"


def test_changed_records_are_updated_in_place_and_reindexed(library, tmp_path):
    import json

    path = tmp_path / "cards.json"
    record = {"cardid": 5, "title": ["Paper Crane"], "type": ["Event"], "text": ["Fold it."]}
    path.write_text(json.dumps([record]))
    assert library.import_files([path]).imported == 1
    rowid = library._conn.execute("SELECT rowid FROM cards WHERE id = 'oracle:5'").fetchone()
    record["text"] = ["Unfold it."]
    path.write_text(json.dumps([record, record]))  # the same id twice in one file
    summary = library.import_files([path])
    assert (summary.imported, summary.updated, summary.unchanged) == (0, 1, 1)
    assert library.count() == 1
    assert library._conn.execute(
        "SELECT rowid FROM cards WHERE id = 'oracle:5'").fetchone() == rowid
    assert [c.id for c in library.search("unfold")] == ["oracle:5"]
    assert library.search("fold") == []  # the old text left the index
    library._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")


def test_new_cards_in_one_import_twice_are_indexed_once(library, tmp_path):
    import json

    path = tmp_path / "dup.json"
    one = {"cardid": 6, "title": ["Twin"], "type": ["Event"], "text": ["First."]}
    two = dict(one, text=["Second."])
    path.write_text(json.dumps([one, two]))
    summary = library.import_files([path])
    assert (summary.imported, summary.updated) == (1, 1)
    assert library.get("oracle:6").text == "Second."
    assert library.search("first") == [] and [c.id for c in library.search("second")] == [
        "oracle:6"]
    library._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")


def test_one_letter_matches_title_starts_only(library):
    library.add_custom_card(_card("Hida Guard", text="Keeps the wall."))
    library.add_custom_card(_card("Wall Builder", text="Hammers all day."))
    assert [c.title for c in library.search("h")] == ["Hida Guard"]
    assert [c.title for c in library.search("w")] == ["Wall Builder"]
    assert [c.title for c in library.search("wa")] == ["Wall Builder", "Hida Guard"]
    assert [c.title for c in library.search("ha")] == ["Wall Builder"]


def test_a_locked_library_is_reported_as_such(tmp_path, monkeypatch):
    def locked(conn, path):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Library, "_migrate", staticmethod(locked))
    with pytest.raises(LibraryError, match=r"cannot use card library .*database is locked"):
        Library.open(tmp_path / "lib.sqlite3")


def test_closest_titles_are_remembered_until_the_library_changes(library):
    library.add_custom_card(_card("Hida Guard"))
    assert library.closest_titles("Hida Gaurd") == ["Hida Guard"]
    library.add_custom_card(_card("Hida Gaurds"))
    assert library.closest_titles("Hida Gaurd") == ["Hida Gaurds", "Hida Guard"]


def test_demo_cards_are_not_rewritten_on_every_open(tmp_path) -> None:
    """Opening an up-to-date library skips the demo upsert; a missing demo card comes back."""
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.demo import demo_cards

    path = tmp_path / "lib.sqlite3"
    with Library.open(path) as lib:
        assert lib.ensure_demo_cards() == 0  # open already ensured them
        first = demo_cards()[0]
        lib._conn.execute("DELETE FROM cards WHERE id = ?", (first.id,))
        assert lib.ensure_demo_cards() == 1
        assert lib.get(first.id) is not None
    with Library.open(path) as lib:
        assert lib.get(first.id) is not None
        assert lib.ensure_demo_cards() == 0
