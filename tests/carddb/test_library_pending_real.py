"""The pending rows of ``import-cards`` (issue 22, ``carddb/library_pending.py``) on the real
Oracle export (skipped without ``../shared``) and the record splitting they store
(``oracle_json.split_records``, invented files): the searchable columns the import writes,
every reader and the search index, against an import that parses every card."""

from __future__ import annotations

import codecs
import json

import pytest

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.library import Library
from tests.carddb.test_library_pending import _dump, pending_columns

_RECORDS = [{"cardid": 1, "title": ["Plum \u00e9 \"quoted\""], "type": ["Item"]},
            {"cardid": "2", "text": ["a\\nb"], "n": [1.5, -2e3, None, True]}, [], "x", 7]


@pytest.mark.parametrize("dump", [{}, {"indent": 2}, {"indent": "\t"},
                                  {"separators": (",", ":")}, {"ensure_ascii": False}])
def test_split_records_gives_what_json_loads_gives_with_each_text(dump) -> None:
    data = json.dumps(_RECORDS, **dump).encode("utf-8")
    for raw in (data, b"\r\n " + data + b"\n", codecs.BOM_UTF8 + data,
                json.dumps(_RECORDS, **dump).encode("utf-16")):
        split = oracle_json.split_records(raw)
        assert split is not None
        records, texts = split
        assert records == json.loads(raw) == [json.loads(t) for t in texts]
        assert all(t.strip() == t and t in raw.decode(json.detect_encoding(raw)) for t in texts)


@pytest.mark.parametrize("raw", [b"[]", b" [ ] ", b"[\n]\n"])
def test_split_records_of_an_empty_list(raw) -> None:
    assert oracle_json.split_records(raw) == ([], [])


@pytest.mark.parametrize("raw", [b'{"cards": []}', b"[1, 2", b"[1 2]", b"[1,]", b"[1] x",
                                 b"", b"\xff\xfe\xfd", b"[1]]", b"nope"])
def test_split_records_leaves_anything_else_to_json_loads(raw) -> None:
    assert oracle_json.split_records(raw) is None


def test_a_file_split_reports_the_same_problems(tmp_path) -> None:
    """A file that is not a list (or not JSON) is read as before: the same problem."""
    for n, text in enumerate(('{"cards": [{"cardid": 5, "title": ["T"], "type": ["Item"]}]}',
                              '[{"cardid": 5,', '{"a": 1}')):
        path = tmp_path / f"f{n}.json"
        path.write_text(text, encoding="utf-8")
        kept = oracle_json.parse_file(path, abilities=False, keep_raw=True)
        eager = oracle_json.parse_file(path, abilities=False)
        assert kept.problems == eager.problems
        assert [r.id for r in kept.raw] == [c.card.id for c in eager.cards]
        assert [json.loads(r.text) for r in kept.raw] == [r.record for r in kept.raw]


def _kept_fields_agree(records: list) -> int:
    """``kept_fields`` is ``pending_fields`` where ``plainly_well_formed`` accepts, else None."""
    kept = 0
    for record in records:
        fields = oracle_json.kept_fields(record)
        assert (fields is not None) == oracle_json.plainly_well_formed(record), record
        if fields is not None:
            assert fields == oracle_json.pending_fields(record), record
            kept += 1
    return kept


def test_the_check_and_the_fields_in_one_pass() -> None:
    from tests.carddb.test_library_pending import _RECORDS

    mojibake = [{"cardid": 3, "title": ["Sh\u00c5\u008dgun"], "type": ["Item"],
                 "keywords": ["Sh\u00c5\u008dgun", "Plum"], "text": ["Sh\u00c5\u008d"]},
                {"cardid": 4, "title": [""], "formattedtitle": "\u00c5\u008d", "type": "x"},
                {"cardid": 5, "title": ["T"], "type": [" "]},
                {"cardid": 6, "title": ["T"], "type": ["Item"], "cost": ["x"]},
                {"cardid": 7, "title": ["T"], "type": ["Item"], "clan": [3]},
                {"cardid": True, "title": ["T"], "type": ["Item"]}]
    assert _kept_fields_agree(_RECORDS + mojibake) == 6


def test_the_check_and_the_fields_in_one_pass_on_the_real_export(oracle_dir) -> None:
    records = [r for p in sorted(oracle_dir.glob("*.json")) for r in json.loads(p.read_bytes())]
    assert _kept_fields_agree(records) == len(records)


_REAL_READERS = [
    lambda lib: lib.search("honor"),
    lambda lib: lib.search("bow target", types=["strategy"], limit=50),
    lambda lib: lib.search("", clans=["Crane"], keyword="courtier", edition="celestial",
                           cost_min=3, cost_max=9, limit=500),
    lambda lib: lib.search("k"),
    lambda lib: lib.find_by_base_title("Hida Kuon"),
    lambda lib: lib.all_titles()[::97],
    lambda lib: lib.clans("ccg"),
    lambda lib: lib.editions("ccg"),
    lambda lib: [(lib.rich_text(i), lib.printings(i), lib.provenance(i))
                 for i in ("oracle:142", "oracle:5181", "oracle:9865")],
]


def test_the_real_export_kept_reads_as_parsed(tmp_path, oracle_dir) -> None:
    """Every searchable column of every card of the real export as the parse gives it; the
    readers the app uses give the same; after the deferred pass the library is the same,
    row for row."""
    eager = Library.open(tmp_path / "eager" / "library.sqlite3", demo=False)
    kept = Library.open(tmp_path / "kept" / "library.sqlite3", demo=False)
    want = eager.import_files([oracle_dir], keep_raw=False)
    assert kept.import_files([oracle_dir], keep_raw=True).to_dict() == want.to_dict()
    assert kept.pending_count() == want.imported > 3000
    assert pending_columns(kept) == pending_columns(eager)
    for read in _REAL_READERS:
        assert read(kept) == read(eager)
    assert kept.pending_count() == want.imported  # (the readers built in memory)
    for lib in (kept, eager):  # the deferred pass (the readers wrote eager's readings)
        lib.read_abilities()
    assert kept.pending_count() == 0 and kept.unread_count() == eager.unread_count() == 0
    assert _dump(kept) == _dump(eager)
