"""The import's quicker row building (issue 22): the content hash of a row does not depend on
which equal objects the row holds, the hand-made JSON of its lists is ``json.dumps``'s byte
for byte, and a card from one database keeps its provenance though the import no longer
writes it (it is read from the row). Our own invented values only."""

from __future__ import annotations

import json
import sqlite3

from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.library_rows import (
    _json_records,
    _json_recurring,
    _json_strings,
    _legal_keys,
    row_hash,
)


def _fresh(text: str) -> str:
    """An equal string that is another object."""
    return "".join(list(text))


def test_the_row_hash_depends_on_the_values_only() -> None:
    shared = "Plum Volley"
    row = (shared, shared, 3, None, "Ōkami", True, 0)
    other = (_fresh(shared), _fresh(shared), 3, None, _fresh("Ōkami"), True, 0)
    assert row[0] is row[1] and other[0] is not other[1]
    assert row_hash(row) == row_hash(other)
    assert row_hash(row) != row_hash((shared, shared, 4, None, "Ōkami", True, 0))
    assert row_hash(row) != row_hash((shared, shared, 3, 0, "Ōkami", True, 0))
    assert row_hash(row) != row_hash((shared, shared, 3, None, "Ōkami", 1, 0))


def test_the_lists_are_encoded_as_json_dumps_encodes_them() -> None:
    lists = [(), ("Crane Clan",), ("Ōkami", "Shōjō", 'say "hi"'), ["a", "b"], ("a", 2, None)]
    for values in lists:
        assert _json_strings(values) == json.dumps(list(values))
        assert _json_recurring(values) == json.dumps(list(values))
        assert _json_recurring(values) == json.dumps(list(values))  # remembered
    printings = ({"set": "Plum Harvest", "rarity": "c"}, {"set": "Ōkami", "number": 3})
    assert _json_records(printings) == json.dumps(list(printings))
    assert _json_records(["odd"]) == json.dumps(["odd"])
    assert _legal_keys(("Destroyer War (Celestial)", "", "Gold")) == "|celestial|gold|"


def test_a_card_of_one_database_keeps_its_provenance(tmp_path) -> None:
    export = tmp_path / "plums.json"
    export.write_text(json.dumps([{"cardid": 930001, "title": ["Plum Cart"],
                                   "type": ["holding"], "cost": ["2"],
                                   "text": ["Bow: Produce 2 Gold."]}]), encoding="utf-8")
    with Library.open(tmp_path / "library.sqlite3", demo=False) as lib:
        lib.import_files([export])
        stored = sqlite3.connect(lib.path).execute(
            "SELECT provenance FROM cards WHERE id = 'oracle:930001'").fetchone()[0]
        assert stored == "{}"  # not written by the import ...
        provenance = lib.provenance("oracle:930001")  # ... read from the row
    assert provenance["title"] == provenance["gold_cost"] == provenance["text"] == "oracle"
    assert provenance["gold_production"] == "oracle" and "force" not in provenance
