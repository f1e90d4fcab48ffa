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


def test_the_importers_patterns_compile_on_first_use_and_match_as_compiled() -> None:
    """``importers/common.py`` compiles its patterns when first used (issue 22: an import that
    keeps its records unparsed uses few of them); each then behaves as ``re.compile``'s."""
    import re

    from l5r_desktop.carddb.importers import common

    lazy = common._Pattern(r"(plum)s?\s+(\d+)", re.IGNORECASE)
    assert "match" not in vars(lazy)  # nothing compiled yet
    compiled = re.compile(r"(plum)s?\s+(\d+)", re.IGNORECASE)
    text = "Plums 3, plum 12 and PLUM 7"
    assert lazy.search(text).groups() == compiled.search(text).groups()
    assert "match" in vars(lazy)  # compiled once, its methods now plain attributes
    assert lazy.findall(text) == compiled.findall(text)
    assert lazy.sub(r"\2", text) == compiled.sub(r"\2", text)
    assert (lazy.pattern, lazy.flags) == (compiled.pattern, compiled.flags)
    assert common.parse_stat("+2", "force") == (2, False)  # the module's own, through them
    assert common.split_experience("Plum Warden (Exp 2)") == ("Plum Warden", "exp2")


def test_the_shipped_data_is_read_as_importlib_resources_reads_it() -> None:
    from importlib import resources

    from l5r_desktop.carddb import ability_sources

    folder = resources.files("l5r_desktop.carddb") / "data"
    names = sorted(f.name for f in folder.iterdir()
                   if f.name.startswith("ccg_abilities") and f.name.endswith(".json"))
    assert ability_sources.data_files() == names and names
    assert ability_sources.data_bytes() == b"\n".join(
        n.encode() + b"\n" + (folder / n).read_bytes() for n in names)
