"""Oracle records stored as they are with the columns search reads, the rest of each row
built card by card when read (issue 22, schema 8, ``carddb/library_pending.py``; what the
command line's ``import-cards`` writes, here ``import_files(keep_raw=True)``): every reader,
the search index, re-imports, merges, image packs and a damaged record give what an import
that parses at once gives (``import_files(keep_raw=False)``, the reference), and the readers
build only the cards they return. A library of schema 7 (27 Nov: no columns, the file stored
once) is still built by its first reader. Our own invented cards only (the real export:
``test_library_pending_real.py``)."""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.library import SCHEMA_V1, SCHEMA_VERSION, Library
from l5r_desktop.carddb.library_rows import PENDING_COLUMNS

#: Invented records: plain ones, one the quick check refuses but that parses (an integer
#: keyword), malformed ones, mojibake, an Experienced title, printings, a Holding that
#: produces Gold, an id written as a number and as a string.
_RECORDS: list[Any] = [
    {"cardid": 940001, "formattedtitle": "Plum Warden &#149; Experienced 2",
     "title": ["Plum Warden"], "type": ["Personality"], "clan": ["Crane"], "force": ["3"],
     "chi": ["2"], "honor": ["4"], "ph": ["1"], "cost": ["7"],
     "keywords": ["<b>Unique</b>", "Samurai", "Experienced 2"],
     "legality": ["Destroyer War (Celestial)", "Modern"],
     "text": ["<b>Battle:</b> Bow a target plum.<br>Second plum line &amp; more."],
     "printing": [{"set": ["Plum Harvest"], "number": ["12"], "rarity": ["Rare"],
                   "artist": ["Nobody &amp; Co"]}]},
    {"cardid": "940002", "title": ["Plum Sh\u00c5\u008dgun"], "type": "strategy",
     "cost": ["2"], "focus": ["3"], "keywords": ["Kiho"], "clan": ["Unaligned"],
     "text": ["<b>Limited:</b> Gain 2 Honor."]},
    {"cardid": 940003, "title": ["Plum Orchard"], "type": ["Holding"], "cost": ["3"],
     "keywords": [4, "Farm"], "text": ["Bow this card: Produce 2 Gold."]},
    {"cardid": 940004, "title": ["Plum Stone"], "type": ["Item"], "force": ["+1"],
     "chi": ["*"], "cost": ["1"], "text": []},
    {"title": ["Plum Without Id"], "type": ["Item"]},
    {"cardid": 940006, "title": ["Plum Bad Stat"], "type": ["Item"], "force": ["lots"]},
    {"cardid": 940007, "title": ["Plum Bad Keywords"], "type": ["Item"],
     "keywords": {"a": 1}},
    {"cardid": 940008, "title": ["Plum Bad Text"], "type": ["Item"], "text": [7]},
    "not a record",
    {"cardid": 940010, "title": [""], "formattedtitle": "", "type": ["Item"]},
    {"cardid": 940011, "title": ["Plum Sensei"], "type": ["Sensei"], "strength": ["-1"],
     "production": ["+2"], "startinghonor": ["+1"], "text": ["Plum sensei line."]},
]


def _write(folder: Path, records: list[Any], name: str = "plums.json", **dump: Any) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(records, **dump), encoding="utf-8")
    return path


def _dump(lib: Library) -> tuple[list[tuple], list[tuple]]:
    """Every row of the cards table and of the search index (checked whole by FTS5)."""
    conn = lib._conn
    conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")
    return (conn.execute("SELECT * FROM cards ORDER BY rowid").fetchall(),
            conn.execute("SELECT rowid, title, keywords, text FROM cards_fts ORDER BY rowid")
            .fetchall())


def _pair(tmp_path: Path, demo: bool = False) -> tuple[Library, Library]:
    return (Library.open(tmp_path / "eager" / "library.sqlite3", demo=demo),
            Library.open(tmp_path / "kept" / "library.sqlite3", demo=demo))


def downgrade_to_6(conn: sqlite3.Connection) -> None:
    """Turn a library of schema 8 back into schema 6 (no ``raw`` column, the old triggers)."""
    conn.execute("DROP INDEX cards_unbuilt")
    conn.execute("DROP INDEX cards_pending")
    conn.execute("DROP TRIGGER cards_ad")
    conn.execute("DROP TRIGGER cards_au")
    conn.execute("ALTER TABLE cards DROP COLUMN raw")
    conn.execute("DROP TABLE raw_files")
    for trigger in re.findall(r"CREATE TRIGGER cards_a[du] .*?END;", SCHEMA_V1, re.S):
        conn.execute(trigger)
    conn.execute("PRAGMA user_version = 6")


def pending_columns(lib: Library) -> dict[str, tuple]:
    """The searchable columns of every Oracle card, by id."""
    return {row[0]: row[1:] for row in lib._conn.execute(
        f"SELECT id, {', '.join(PENDING_COLUMNS)} FROM cards WHERE source = 'oracle'")}


def to_schema_7(path: Path, source: Path) -> None:
    """Rewrite a library's pending rows as the 27 Nov builds stored them (schema 7): the file
    stored once, each row pointing into it (``<key>:<index>``), its other columns empty,
    out of the search index."""
    data = source.read_bytes()
    index = {f"oracle:{r['cardid']}": n for n, r in enumerate(json.loads(data))
             if isinstance(r, dict) and "cardid" in r}
    with sqlite3.connect(path) as conn:
        key = conn.execute("INSERT INTO raw_files (source, data) VALUES ('oracle', ?)",
                           (data,)).lastrowid
        for rowid, card_id, title, keywords, text in conn.execute(
                "SELECT rowid, id, title, keywords, text FROM cards WHERE raw != ''").fetchall():
            conn.execute("INSERT INTO cards_fts(cards_fts, rowid, title, keywords, text) "
                         "VALUES ('delete', ?, ?, ?, ?)", (rowid, title, keywords, text))
            conn.execute(
                "UPDATE cards SET raw = ?, title = '', title_key = '', base_title = '', "
                "type = '', deck = '', clans = '[]', keywords = '[]', text = '', "
                "gold_cost = NULL, experienced = 0, legal = '[]', editions = '|', "
                "clan_keys = '|', keyword_keys = '|' WHERE rowid = ?",
                (f"{key}:{index[card_id]}", rowid))


def test_the_import_keeps_the_records_with_the_columns_search_reads(tmp_path) -> None:
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path, demo=True)
    first = eager.import_files([source], keep_raw=False)
    second = kept.import_files([source], keep_raw=True)
    assert first.to_dict() == second.to_dict()
    assert (second.imported, len(second.problems)) == (5, 6)
    assert kept.pending_count() == 5 and eager.pending_count() == 0
    assert pending_columns(kept) == pending_columns(eager)  # what the build will not change
    assert kept._conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'plum'"
                              ).fetchone()[0] == 5  # a pending row is in the index
    assert kept.count() == eager.count()
    kept._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")
    assert kept.build_pending() == 5 and kept.pending_count() == 0
    assert _dump(kept) == _dump(eager)
    assert kept.build_pending() == 0


_READERS = [
    ("get", lambda lib: lib.get("oracle:940001")),
    ("get_many", lambda lib: lib.get_many(["oracle:940002", "oracle:940003", "nope"])),
    ("all_cards", lambda lib: lib.all_cards()),
    ("find_by_title", lambda lib: lib.find_by_title("plum warden - exp2")),
    ("find_by_base_title", lambda lib: lib.find_by_base_title("Plum Warden")),
    ("all_titles", lambda lib: lib.all_titles()),
    ("closest_titles", lambda lib: lib.closest_titles("Plum Orchid")),
    ("clans", lambda lib: lib.clans("ccg")),
    ("editions", lambda lib: lib.editions()),
    ("search", lambda lib: lib.search("plum")),
    ("search one letter", lambda lib: lib.search("p")),
    ("search filters", lambda lib: lib.search(clans=["Crane"], keyword="samurai",
                                              edition="celestial", cost_min=1)),
    ("rich_text", lambda lib: lib.rich_text("oracle:940001")),
    ("printings", lambda lib: lib.printings("oracle:940001")),
    ("provenance", lambda lib: lib.provenance("oracle:940003")),
    ("source_ids", lambda lib: lib.source_ids("oracle:940002")),
    ("read_abilities", lambda lib: lib.read_abilities()),
    ("image_path", lambda lib: lib.image_path("oracle:940001")),
]


@pytest.mark.parametrize("name", [name for name, _read in _READERS])
def test_every_reader_answers_as_after_an_import_that_parses(tmp_path, name) -> None:
    read = dict(_READERS)[name]
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    assert kept.pending_count() == 5
    assert read(kept) == read(eager)
    # a reader builds in memory, writing nothing; the deferred pass writes every row
    assert kept.pending_count() == (0 if name == "read_abilities" else 5)
    assert read(kept) == read(eager)  # (the rows it remembers)
    kept.build_pending()
    for lib in (kept, eager):  # (the reader wrote its reading of eager's cards)
        lib.read_abilities()
    assert _dump(kept) == _dump(eager)


def test_a_reader_of_another_connection_builds_what_it_returns_in_memory(tmp_path) -> None:
    source = _write(tmp_path, _RECORDS)
    path = tmp_path / "kept" / "library.sqlite3"
    with Library.open(path, demo=False) as importer, Library.open(path, demo=False) as reader:
        assert reader.search("plum") == []  # nothing yet
        importer.import_files([source], keep_raw=True)
        assert len(reader.search("plum warden")) == 1  # another connection's import
        assert len(importer.search("plum")) == 5 and importer.pending_count() == 5


def test_a_reader_never_waits_for_another_connections_write(tmp_path) -> None:
    """Another connection holding the write (an import, the pass) never stalls a reader
    (it would wait 5 s and fail): it builds the card in memory."""
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    other = sqlite3.connect(kept.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        # (provenance first: a card whose abilities were read names their source too)
        assert kept.provenance("oracle:940001") == eager.provenance("oracle:940001")
        assert kept.rich_text("oracle:940001") == eager.rich_text("oracle:940001")
        assert kept.get("oracle:940001") == eager.get("oracle:940001")
        assert kept.pending_count() == 5
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert kept.get("oracle:940001") == eager.get("oracle:940001")
    assert kept.pending_count() == 5


def _changed(records: list[Any]) -> list[Any]:
    out = [dict(r) if isinstance(r, dict) else r for r in records]
    out[0]["force"] = ["4"]  # a real change
    out[1] = {"flavor": ["A field no row holds."], **out[1]}  # the same row
    return out


@pytest.mark.parametrize("build_first", [False, True])
def test_a_re_import_counts_and_writes_as_before(tmp_path, build_first) -> None:
    source = _write(tmp_path / "a", _RECORDS)
    same = _write(tmp_path / "b", _RECORDS, indent=2)  # the same records, written otherwise
    changed = _write(tmp_path / "c", _changed(_RECORDS))
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    if build_first:
        kept.build_pending()
    for path in (source, same, changed, changed, source):
        want = eager.import_files([path], keep_raw=False).to_dict()
        assert kept.import_files([path], keep_raw=True).to_dict() == want, path
    assert kept.pending_count() == (0 if build_first else 5)
    assert pending_columns(kept) == pending_columns(eager)
    kept._conn.execute("INSERT INTO cards_fts(cards_fts) VALUES ('integrity-check')")
    kept.build_pending()
    assert _dump(kept) == _dump(eager)


def test_the_same_card_twice_in_one_import(tmp_path) -> None:
    first = _write(tmp_path / "a", _RECORDS[:2])
    again = _write(tmp_path / "b", _changed(_RECORDS)[:2])
    eager, kept = _pair(tmp_path)
    want = eager.import_files([first, again, first], keep_raw=False).to_dict()
    assert kept.import_files([first, again, first], keep_raw=True).to_dict() == want
    kept.build_pending()
    assert _dump(kept) == _dump(eager)


def test_a_merge_with_the_other_database_builds_first(tmp_path, fixtures) -> None:
    oracle, xml = fixtures / "merge" / "oracle.json", fixtures / "merge" / "cards.xml"
    for n, order in enumerate((([oracle], [xml]), ([xml], [oracle]), ([oracle, xml],))):
        eager, kept = _pair(tmp_path / str(n))
        for paths in order:
            want = eager.import_files(paths, keep_raw=False).to_dict()
            assert kept.import_files(paths, keep_raw=True).to_dict() == want
        assert kept.pending_count() == 0
        assert _dump(kept) == _dump(eager)
        assert kept.source_ids(kept.find_by_title("Lantern Wharf")[0].id).keys() == {
            "oracle", "xml"}


def test_an_image_pack_in_the_same_import_finds_its_cards(tmp_path, fixtures) -> None:
    source = _write(tmp_path, [{"cardid": "TST001", "title": ["Plum Pack Card"],
                                "type": ["Item"], "cost": ["1"]}])
    eager, kept = _pair(tmp_path)
    want = eager.import_files([source, fixtures / "pack"], keep_raw=False).to_dict()
    assert want["images_linked"] == 1
    assert kept.import_files([source, fixtures / "pack"], keep_raw=True).to_dict() == want
    assert _dump(kept) == _dump(eager)


def test_a_damaged_record_is_left_out_then_taken_out(tmp_path, caplog) -> None:
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    with sqlite3.connect(kept.path) as other:  # (changed by hand)
        other.execute("UPDATE cards SET raw = '{\"cardid\": 940002' WHERE id = 'oracle:940002'")
        other.execute("UPDATE cards SET raw = (SELECT raw FROM cards WHERE id = "
                      "'oracle:940001') WHERE id = 'oracle:940003'")
    with caplog.at_level(logging.WARNING):
        assert kept.get("oracle:940002") is None
        assert {c.id for c in kept.all_cards()} == {c.id for c in eager.all_cards()} - {
            "oracle:940002", "oracle:940003"}
    assert "oracle:940002" in caplog.text and "oracle:940003" in caplog.text
    assert kept.get("oracle:940001") == eager.get("oracle:940001")
    assert kept.build_pending() == 3 and kept.pending_count() == 0  # (two taken out)
    assert kept.count() == eager.count() - 2
    _dump(kept)  # the search index is whole


def test_a_damaged_record_of_schema_7_is_taken_out_and_the_rest_built(tmp_path,
                                                                      caplog) -> None:
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    to_schema_7(kept.path, source)
    with sqlite3.connect(kept.path) as other:
        key = other.execute("SELECT key FROM raw_files").fetchone()[0]
        other.execute(f"UPDATE cards SET raw = '{key}:99' WHERE id = 'oracle:940002'")
        other.execute(f"UPDATE cards SET raw = '{key}:0' WHERE id = 'oracle:940003'")
    with caplog.at_level(logging.WARNING):
        assert kept.get("oracle:940002") is None
    assert "oracle:940002" in caplog.text and "oracle:940003" in caplog.text
    assert {c.id for c in kept.all_cards()} == {c.id for c in eager.all_cards()} - {
        "oracle:940002", "oracle:940003"}
    assert kept.get("oracle:940001") == eager.get("oracle:940001")
    assert kept._conn.execute("SELECT count(*) FROM raw_files").fetchone()[0] == 0
    _dump(kept)  # the search index is whole


def test_a_record_the_quick_check_accepts_always_parses() -> None:
    for record in _RECORDS:
        if oracle_json.plainly_well_formed(record):
            oracle_json.parse_record(record)
    assert [oracle_json.plainly_well_formed(r) for r in _RECORDS] == [
        True, True, False, True, False, False, False, False, False, False, True]


def test_a_library_of_schema_6_migrates_and_its_search_index_stays_whole(tmp_path) -> None:
    source = _write(tmp_path, _RECORDS)
    path = tmp_path / "old" / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([source], keep_raw=False)
        before = _dump(lib)
    conn = sqlite3.connect(path)
    downgrade_to_6(conn)
    conn.commit()
    conn.close()
    with Library.open(path, demo=False) as lib:
        assert lib.schema_version == SCHEMA_VERSION == 8
        rows, index = _dump(lib)
        assert [r[:-1] for r in rows] == [r[:-1] for r in before[0]] and index == before[1]
        changed = _write(tmp_path / "c", _changed(_RECORDS))
        assert lib.import_files([changed]).updated == 1  # the trigger renews the index
        assert [c.force for c in lib.search("warden")] == [4]
        _dump(lib)


def test_the_import_command_keeps_the_records_and_a_search_builds_what_it_finds(
        tmp_path) -> None:
    """``import-cards`` stores the records with the columns search reads; a search builds
    the cards it returns only (the 27 Nov layout built every row at the first read: 4.6 s for
    28,280 cards on the UI thread)."""
    from l5r_desktop.cli import main

    source = _write(tmp_path, _RECORDS)
    assert main(["--data-dir", str(tmp_path / "app"), "import-cards", str(source)]) == 0
    with Library.open(tmp_path / "app" / "library.sqlite3", demo=False) as lib:
        assert lib.pending_count() == 5
        assert [c.title for c in lib.search("plum warden")] == ["Plum Warden - exp2"]
        assert lib.pending_count() == 5  # (built in memory; the pass writes the rows)
        assert lib.read_abilities() == 4 and lib.pending_count() == 0


def test_a_library_of_schema_7_is_built_by_its_first_reader(tmp_path) -> None:
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    to_schema_7(kept.path, source)
    assert kept.pending_count() == 5 and kept._conn.execute(
        "SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'plum'").fetchone()[0] == 0
    assert [c.title for c in kept.find_by_title("Plum Warden - exp2")] == [
        "Plum Warden - exp2"]
    assert kept.pending_count() == 0 and len(kept.search("plum")) == 5
    eager.find_by_title("Plum Warden - exp2")  # (the same cards' abilities read)
    eager.search("plum")
    assert _dump(kept) == _dump(eager)


def test_a_parsed_card_meeting_a_pending_row_builds_the_pending_rows_first(tmp_path) -> None:
    """Never in practice (a card of another file with a pending row's id), but whole: the
    pending rows are built, then the card compared with its built row."""
    from l5r_desktop.carddb.importers.summary import ImportSummary

    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    card = oracle_json.parse_file(_write(tmp_path / "c", _changed(_RECORDS))).cards[0]
    for lib in (eager, kept):
        summary = ImportSummary()
        lib._conn.execute("BEGIN IMMEDIATE")
        lib._upsert_all([card, card], summary)
        lib._conn.execute("COMMIT")
        assert (summary.updated, summary.unchanged) == (1, 1)
    assert kept.pending_count() == 0
    assert _dump(kept) == _dump(eager)


def test_an_import_that_parses_builds_the_pending_rows_first(tmp_path, fixtures) -> None:
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    for lib, keep_raw in ((eager, False), (kept, True)):
        lib.import_files([source], keep_raw=keep_raw)
    changed = _write(tmp_path / "c", _changed(_RECORDS))
    want = eager.import_files([changed, fixtures / "oracle_small.json"], keep_raw=False)
    got = kept.import_files([changed, fixtures / "oracle_small.json"], keep_raw=False)
    assert got.to_dict() == want.to_dict() and kept.pending_count() == 0
    assert _dump(kept) == _dump(eager)


def test_the_unread_count_builds_nothing_and_counts_the_pending_cards(tmp_path) -> None:
    """The app asks it on its UI thread when it opens the library: a pending card counts
    (the pass builds it first), nothing is built."""
    source = _write(tmp_path, _RECORDS)
    eager, kept = _pair(tmp_path)
    eager.import_files([source], keep_raw=False)
    kept.import_files([source], keep_raw=True)
    assert kept.unread_count() == 5 and kept.pending_count() == 5
    assert eager.unread_count() == 4  # the card without text has nothing to read
    assert kept.read_abilities() == eager.read_abilities() == 4
    assert kept.unread_count() == eager.unread_count() == 0
    assert _dump(kept) == _dump(eager)


def test_the_build_keeps_what_a_pending_row_holds_beside_its_record(tmp_path) -> None:
    """The built row takes the pending row's place (same rowid) and keeps its image."""
    source = _write(tmp_path, _RECORDS)
    kept = Library.open(tmp_path / "kept" / "library.sqlite3", demo=False)
    kept.import_files([source], keep_raw=True)
    rowids = dict(kept._conn.execute("SELECT id, rowid FROM cards"))
    with sqlite3.connect(kept.path) as other:
        other.execute("UPDATE cards SET image = 'images/plum.png' WHERE id = 'oracle:940001'")
    assert kept.build_pending() == 5
    assert dict(kept._conn.execute("SELECT id, rowid FROM cards")) == rowids
    assert kept._conn.execute("SELECT image FROM cards WHERE id = 'oracle:940001'"
                              ).fetchone()[0] == "images/plum.png"
    _dump(kept)
