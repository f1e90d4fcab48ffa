"""The import leaves the CCG cards' ability records to a deferred pass (issue 22,
``carddb/library_abilities.py``): an unread card is never seen as a card without abilities
(read on demand by every reader), the pass reads every card with progress and cancel, and
opening a library after a translator change marks its cards unread without reading them.
Our own invented cards only."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from l5r_desktop.carddb import ability_sources, library_abilities
from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.library import SCHEMA_VERSION, Library
from tests.carddb.test_library_pending import downgrade_to_6

#: Invented cards: lines the translator reads, one it cannot, and a card without text.
_TEXTS = {
    900101: "Limited: Gain 2 Honor.",
    900102: "Open: Juggle three plums.",
    900103: "Battle: Gain 1 Honor.<br>Limited: Gain 3 Honor.",
    900104: "",
    900105: "Limited: Gain 1 Honor.",
}


def _export(folder: Path, texts: dict[int, str] = _TEXTS, name: str = "plums.json") -> Path:
    records = [{"cardid": cid, "title": [f"Plum {cid}"], "type": ["strategy"],
                "cost": ["1"], "focus": ["1"], "legality": ["Destroyer War (Celestial)"],
                "text": [text]} for cid, text in texts.items()]
    path = folder / name
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def _eager(path: Path) -> dict[str, tuple]:
    """Every card's records as the importer reads them at once (the reference)."""
    return {p.card.id: p.card.abilities for p in oracle_json.parse_file(path).cards}


def _stored(path: Path) -> dict[str, tuple[str, int]]:
    conn = sqlite3.connect(path)
    try:
        return {r[0]: (r[1], r[2]) for r in conn.execute(
            "SELECT id, abilities, abilities_read FROM cards WHERE source = 'oracle'")}
    finally:
        conn.close()


@pytest.fixture
def lib(tmp_path):
    with Library.open(tmp_path / "data" / "library.sqlite3", demo=False) as library:
        yield library


def test_the_import_stores_cards_unread_and_reads_nothing(lib, tmp_path, monkeypatch) -> None:
    def refuse(_card):
        raise AssertionError("the import read a card's abilities")

    monkeypatch.setattr(library_abilities, "read_card", refuse)
    assert lib.import_files([_export(tmp_path)]).imported == 5
    assert lib.pending_count() == 0  # every row built by the import itself
    stored = _stored(lib.path)
    assert {cid: read for cid, (_a, read) in stored.items()} == {
        "oracle:900101": 0, "oracle:900102": 0, "oracle:900103": 0, "oracle:900104": 1,
        "oracle:900105": 0}
    assert all(abilities == "[]" for abilities, _r in stored.values())
    assert lib.unread_count() == 4


def test_every_reader_reads_an_unread_card_on_demand(lib, tmp_path) -> None:
    path = _export(tmp_path)
    expected = _eager(path)
    assert expected["oracle:900101"] and "manual" in expected["oracle:900102"][0]
    lib.import_files([path])
    assert lib.get("oracle:900101").abilities == expected["oracle:900101"]
    assert {c.id: c.abilities for c in lib.get_many(["oracle:900102", "oracle:900104"])
            .values()} == {k: expected[k] for k in ("oracle:900102", "oracle:900104")}
    assert lib.find_by_title("Plum 900103")[0].abilities == expected["oracle:900103"]
    assert [c.abilities for c in lib.search("Plum 900105")] == [expected["oracle:900105"]]
    assert {c.id: c.abilities for c in lib.all_cards()} == expected
    # what was read on demand was written back: nothing is left for the pass
    assert lib.unread_count() == 0
    assert {k: json.loads(a) for k, (a, _r) in _stored(lib.path).items()} == {
        k: list(v) for k, v in expected.items()}


def test_a_busy_library_still_gives_the_records_and_keeps_them_unread(lib, tmp_path) -> None:
    path = _export(tmp_path)
    expected = _eager(path)
    lib.import_files([path], keep_raw=False)  # (a pending row needs the write to be built)
    other = sqlite3.connect(lib.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer holds the file (an import in a worker)
    try:
        assert lib.get("oracle:900101").abilities == expected["oracle:900101"]
        assert lib.get("oracle:900101").abilities == expected["oracle:900101"]  # kept
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert lib.unread_count() == 4


def test_the_deferred_pass_reads_every_card_with_progress_and_cancel(lib, tmp_path) -> None:
    path = _export(tmp_path)
    expected = _eager(path)
    lib.import_files([path])
    calls: list[tuple[int, int]] = []
    assert lib.read_abilities(progress=lambda d, t: calls.append((d, t)),
                              cancel=lambda: bool(calls), batch=3) == 3
    assert calls == [(3, 4)] and lib.unread_count() == 1
    assert lib.read_abilities(progress=lambda d, t: calls.append((d, t)), batch=3) == 1
    assert calls[-1] == (1, 1) and lib.unread_count() == 0
    assert {k: tuple(json.loads(a)) for k, (a, _r) in _stored(lib.path).items()} == expected
    # a re-import of the same file changes nothing and keeps what the pass read
    summary = lib.import_files([path])
    assert (summary.unchanged, summary.updated) == (5, 0) and lib.unread_count() == 0


def test_a_card_whose_text_changes_is_read_again(lib, tmp_path) -> None:
    lib.import_files([_export(tmp_path)])
    lib.read_abilities()
    changed = _export(tmp_path, {**_TEXTS, 900101: "Limited: Gain 4 Honor."}, "new.json")
    assert lib.import_files([changed]).updated == 1
    assert lib.unread_count() == 1
    assert lib.get("oracle:900101").abilities == _eager(changed)["oracle:900101"]


def test_the_pass_leaves_a_card_changed_meanwhile_unread(lib, tmp_path, monkeypatch) -> None:
    """A card another connection changes while the pass reads it (an import) is not given
    the records of its old text."""
    lib.import_files([_export(tmp_path)])
    read = library_abilities.read_card

    def changing(card):
        if card.id == "oracle:900101":
            with sqlite3.connect(lib.path) as other:
                other.execute("UPDATE cards SET text = 'Limited: Gain 5 Honor.', "
                              "content_hash = 'new' WHERE id = 'oracle:900101'")
        return read(card)

    monkeypatch.setattr(library_abilities, "read_card", changing)
    assert lib.read_abilities() == 4
    assert _stored(lib.path)["oracle:900101"] == ("[]", 0)
    monkeypatch.setattr(library_abilities, "read_card", read)
    now = _export(tmp_path, {900101: "Limited: Gain 5 Honor."}, "now.json")
    assert lib.get("oracle:900101").abilities == _eager(now)["oracle:900101"]
    assert lib.get("oracle:900101").abilities != _eager(tmp_path / "plums.json")["oracle:900101"]


def test_a_translator_change_marks_the_cards_unread_without_reading_them(
        tmp_path, monkeypatch) -> None:
    path = tmp_path / "data" / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([_export(tmp_path)])
        assert lib.read_abilities() == 4
        assert lib.ensure_ccg_card_data() == 0
    monkeypatch.setattr(ability_sources, "translator_sources", lambda: b"another translator")

    def refuse(_card):
        raise AssertionError("opening the library read a card's abilities")

    monkeypatch.setattr(library_abilities, "read_card", refuse)
    with Library.open(path, demo=False) as lib:
        assert lib.unread_count() == 4
        assert lib.ensure_ccg_card_data() == 0  # marked once


def test_a_library_of_schema_5_keeps_its_cards_read(tmp_path) -> None:
    """Cards stored before schema 6 were read at their import: they migrate as read."""
    path = tmp_path / "old.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([_export(tmp_path)])
        lib.read_abilities()
    conn = sqlite3.connect(path)
    downgrade_to_6(conn)
    conn.execute("ALTER TABLE cards DROP COLUMN abilities_read")
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()
    with Library.open(path, demo=False) as lib:
        assert lib.schema_version == SCHEMA_VERSION and lib.unread_count() == 0


def test_the_import_command_loads_neither_the_translator_nor_the_engine(tmp_path) -> None:
    path = _export(tmp_path)
    probe = (
        "import sys\n"
        "from l5r_desktop.cli import main\n"
        f"code = main(['--data-dir', {str(tmp_path / 'app')!r}, 'import-cards', {str(path)!r}])\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('l5r_desktop.carddb.ccg',\n"
        "    'l5r_desktop.carddb.translation_memo', 'l5r_desktop.games.ccg.')) and\n"
        "    m not in ('l5r_desktop.games.ccg.model', 'l5r_desktop.games.ccg.model.cards'))\n"
        "print(code, loaded)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip().splitlines()[-1] == "0 []"


def _digest(path: Path) -> str | None:
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'ccg_data_digest'").fetchone()
        return row[0] if row else None
    finally:
        conn.close()


def test_a_new_library_keeps_the_digest_with_its_first_reading(tmp_path) -> None:
    """Opening a new library, and opening it again while none of its cards was read, reads
    none of the translator's sources (nothing to mark); the first reading written keeps
    their digest, so the next open finds its cards read by this translator and marks none;
    a library that lost its digest has its cards read again."""
    path = tmp_path / "data" / "library.sqlite3"
    with Library.open(path, demo=False) as library:
        assert _digest(path) == library_abilities.NONE_READ
        library.import_files([_export(tmp_path)], keep_raw=True)
        with Library.open(path, demo=False) as other:
            assert other.ensure_ccg_card_data() == 0
        assert _digest(path) == library_abilities.NONE_READ
        assert library.read_abilities() == 4
    assert _digest(path) == ability_sources.reading_digest()
    with Library.open(path, demo=False) as library:
        assert library.unread_count() == 0
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM meta WHERE key = 'ccg_data_digest'")  # read, digest unknown
    conn.commit()
    conn.close()
    with Library.open(path, demo=False) as library:  # read again, to be safe
        assert library.unread_count() == 4
        assert _digest(path) == ability_sources.reading_digest()


def test_a_card_read_on_demand_keeps_the_digest_too(tmp_path) -> None:
    path = tmp_path / "data" / "library.sqlite3"
    with Library.open(path, demo=False) as library:
        library.import_files([_export(tmp_path)])
        assert library.get("oracle:900101").abilities  # read and written back
    assert _digest(path) == ability_sources.reading_digest()
