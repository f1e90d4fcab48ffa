"""``carddb/pending_columns.py`` (issue 22): the pending row's columns read in one pass with
remembered values equal ``library_rows.pending_values(*oracle_json.kept_fields(record))``
(None where ``kept_fields`` refuses) on invented records (every combination of awkward
fields, in two orders so that remembered values are met again) and on the real export."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.library_rows import PENDING_COLUMNS, pending_values
from l5r_desktop.carddb.pending_columns import pending_columns

_MOJIBAKE = "Sh\u00c5\u008dgun"
_TITLES: list[dict[str, Any]] = [
    {"title": ["Plum Warden"]},
    {"title": ["Plum Warden"], "formattedtitle": "Plum Warden &#149; Experienced 2"},
    {"title": ["Plum Warden"], "formattedtitle": "Plum Warden - exp2CW"},
    {"title": ["Plum Warden"], "formattedtitle": "Plum Warden (Inexperienced)"},
    {"title": ["Expert Plum"], "formattedtitle": "Expert Plum"},
    {"title": ["  Plum\tExp  "], "formattedtitle": ""},
    {"title": [_MOJIBAKE], "formattedtitle": _MOJIBAKE + " Exp"},
    {"title": ["<b>Plum</b> &amp; Pear"]},
    {"title": [""], "formattedtitle": "Plum \u00e9t\u00e9"},
    {"title": [""], "formattedtitle": ""},
    {"title": "Plum as a string"},
    {"title": [7]},
    {"formattedtitle": "\u00c5\u008d"},
]
_TYPES: list[Any] = [["Personality"], ["holding"], "strategy", ["Plum Thing"], [" "], [], 5,
                     None, ["<i>Item</i>"]]
_LISTS: list[Any] = [None, [], ["Crane"], ["Unaligned", "Crane", "Crane"], "Lion",
                     ["Experienced 2", "Samurai"], ["<b>Unique</b>", " Kiho ", ""],
                     [_MOJIBAKE, "Plum"], [3], [{"a": 1}], {"a": 1}, ["Destroyer War (Celestial)",
                     "Modern", "Age of Conquest (Emperor)"], ["Experienced"], [True]]
_GOOD_LISTS = [v for v in _LISTS if v is None or isinstance(v, str) or (
    isinstance(v, list) and all(isinstance(x, str) for x in v))]
_STATS: list[Any] = [None, ["2"], ["+1"], ["-"], ["*"], ["1*"], ["x"], [], ["1", "1"],
                     ["1", "2"], 3, True, "4", ["\u22121"], [[1]]]
_TEXTS: list[Any] = [None, [], ["Plain line."], ["<b>Battle:</b> Bow.<br>Two &amp; :g2: x"],
                     "a string", [7], [_MOJIBAKE + " :BOW: line"], ["  spaced \n\n lines  "],
                     ["<br>"]]
_IDS: list[Any] = [940001, "940002", "", True, None, 1.5]


def _expected(record: Any) -> tuple[Any, ...] | None:
    fields = oracle_json.kept_fields(record)
    return None if fields is None else pending_values(*fields)


def _invented() -> list[Any]:
    """Records mixing every awkward value above (a seeded sample of the combinations)."""
    chooser = random.Random(22)
    out: list[Any] = [[], "not a record", 7, None]
    for title, kind, text in itertools.product(_TITLES, _TYPES, _TEXTS):
        record: dict[str, Any] = {"cardid": chooser.choice(_IDS), **title, "type": kind}
        if text is not None:
            record["text"] = text
        awkward = chooser.random() < 0.3  # (else only values a kept record may hold)
        for field in ("clan", "keywords", "legality"):
            value = chooser.choice(_LISTS if awkward else _GOOD_LISTS)
            if value is not None:
                record[field] = value
        for field in chooser.sample(sorted(oracle_json.STAT_FIELDS), 3):
            value = chooser.choice(_STATS if awkward else _STATS[:6])
            if value is not None:
                record[field] = value
        out.append(record)
    return out


def test_the_columns_of_invented_records_equal_the_fields_encoded() -> None:
    records = _invented()
    kept = 0
    for record in records + records[::-1]:  # (the second time, remembered values answer)
        got = pending_columns(record)
        assert got == _expected(record), record
        if got is not None:
            assert len(got) == len(PENDING_COLUMNS)
            kept += 1
    assert 200 < kept < len(records) * 2  # (both kinds of record are met)


def test_the_columns_of_the_real_export_equal_the_fields_encoded(oracle_dir) -> None:
    records = [r for p in sorted(oracle_dir.glob("*.json")) for r in json.loads(p.read_bytes())]
    assert all(pending_columns(r) == _expected(r) is not None for r in records)


def test_the_import_holds_each_kept_record_as_its_text_and_columns(tmp_path) -> None:
    """Issue 22: a kept record's objects are dropped once its columns are read (a third of
    an import's memory); ``RawCard.data`` reads it back, equal."""
    from l5r_desktop.carddb.library import Library
    from tests.carddb.test_library_pending import _RECORDS

    path = tmp_path / "plums.json"
    path.write_text(json.dumps(_RECORDS, indent=4), encoding="utf-8")
    result = Library.parse_card_file(path, keep_raw=True)
    read = [r for r in result.raw if r.fields is not None]
    assert len(read) == sum(pending_columns(r) is not None for r in _RECORDS) > 3
    assert all(r.record is None and r.fields == pending_columns(r.data()) for r in read)
    # (a record the quick check refuses but that parses keeps its objects, as before)
    assert all(r.record is not None for r in result.raw if r.fields is None)
    assert [r.data() for r in result.raw] == [r for r in _RECORDS if isinstance(r, dict)
                                              and f"oracle:{r.get('cardid')}" in
                                              {x.id for x in result.raw}]
