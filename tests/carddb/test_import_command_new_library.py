"""What ``import-cards`` does to a library it creates (issue 22): no demo cards (the app and
the commands that play add them when they open it), a rollback journal while it writes (the
file in the write-ahead log after), the schema in one transaction, and neither the LCG
importer nor the demo package imported."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.library_rows import MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION
from l5r_desktop.cli import main
from l5r_desktop.demo import demo_cards

_RECORDS = [
    {"cardid": 91001, "formattedtitle": "Plum Warden", "title": ["Plum Warden"],
     "type": ["personality"], "clan": ["Crane"], "force": "2", "chi": "3",
     "text": ["<b>Battle:</b> An invented line."], "legality": ["Celestial"]},
    {"cardid": 91002, "formattedtitle": "Quiet Orchard", "title": ["Quiet Orchard"],
     "type": ["holding"], "cost": "3", "text": ["Another invented line."],
     "legality": ["Celestial"]},
]


def _export(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "cards.json"
    path.write_text(json.dumps(_RECORDS, indent=4), encoding="utf-8")
    return path


def _count(path: Path, where: str = "1") -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute(f"SELECT count(*) FROM cards WHERE {where}").fetchone()[0])
    finally:
        conn.close()


def _journal(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA journal_mode").fetchone()[0])
    finally:
        conn.close()


def test_the_command_writes_no_demo_cards_and_the_app_adds_them_at_its_open(
        tmp_path, capsys) -> None:
    data = tmp_path / "app"
    assert main(["--data-dir", str(data), "import-cards", str(_export(tmp_path / "src"))]) == 0
    assert "The library now holds 2 cards" in capsys.readouterr().out
    path = data / "library.sqlite3"
    assert _count(path, "source = 'demo'") == 0 and _journal(path) == "wal"
    conn = sqlite3.connect(path)
    before = conn.execute("SELECT * FROM cards ORDER BY id").fetchall()
    conn.close()
    with Library.open(path) as lib:  # the app's open: demo cards added
        assert lib.pending_count() == 2  # (the imported records stay as they were stored)
        ccg_demo = lib.count_game("ccg") - 2
        assert ccg_demo == len(demo_cards()) and lib.count_game("lcg") > 0
        assert [c.title for c in lib.search("plum warden")] == ["Plum Warden"]
        assert lib.find_by_title(demo_cards()[0].title)
    conn = sqlite3.connect(path)
    after = conn.execute("SELECT * FROM cards WHERE source != 'demo' ORDER BY id").fetchall()
    conn.close()
    assert after == before


def test_a_new_library_for_a_bulk_import_keeps_a_rollback_journal_until_it_closes(
        tmp_path) -> None:
    path = tmp_path / "new" / "library.sqlite3"
    lib = Library.open(path, demo=False, bulk=True)
    assert lib._conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert lib.import_files([_export(tmp_path / "src")], keep_raw=True).imported == 2
    lib.close()
    assert _journal(path) == "wal" and _count(path) == 2
    with Library.open(path, demo=False, bulk=True) as again:  # a file that exists: as always
        assert again._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with Library.open(tmp_path / "plain" / "library.sqlite3", demo=False) as plain:
        assert plain._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_failed_bulk_import_leaves_a_new_library_empty(tmp_path) -> None:
    path = tmp_path / "new" / "library.sqlite3"

    def crash(done: int, total: int) -> None:
        if done > 1:  # the file is read, the transaction open
            raise RuntimeError("simulated crash")

    with Library.open(path, demo=False, bulk=True) as lib, pytest.raises(RuntimeError):
        lib.import_files([_export(tmp_path / "src")], progress=crash, keep_raw=True)
    assert _count(path) == 0 and _journal(path) == "wal"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_a_killed_bulk_import_into_a_new_library_rolls_back_at_the_next_open(
        tmp_path, oracle_dir) -> None:
    """The process exits inside the transaction (its rollback journal left hot): the next
    open rolls it back and turns the file to the write-ahead log."""
    path = tmp_path / "new" / "library.sqlite3"
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from l5r_desktop.carddb.library import Library\n"
        "lib = Library.open(Path(sys.argv[1]), demo=False, bulk=True)\n"
        "def progress(done, total):\n"
        "    if done > 1500:\n"
        "        os._exit(3)\n"
        "lib.import_files([Path(sys.argv[2])], progress=progress, keep_raw=True)\n"
    )
    result = subprocess.run([sys.executable, "-c", script, str(path), str(oracle_dir)],
                            timeout=120, capture_output=True, text=True)
    assert result.returncode == 3, result.stderr
    with Library.open(path, demo=False) as lib:
        assert lib.count() == 0
        assert lib._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert lib._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert lib.import_files([oracle_dir / "rings.json"], keep_raw=True).imported == 10


def _schema(path: Path) -> tuple[int, list[tuple[str, ...]]]:
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("PRAGMA user_version").fetchone()[0],
                conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                             "ORDER BY type, name").fetchall())
    finally:
        conn.close()


def test_a_new_library_has_the_schema_its_migrations_give_step_by_step(tmp_path) -> None:
    stepwise = tmp_path / "steps.sqlite3"
    conn = sqlite3.connect(stepwise, isolation_level=None)
    conn.executescript("BEGIN;" + SCHEMA_V1 + "COMMIT;")
    for version in range(1, SCHEMA_VERSION):
        MIGRATIONS[version](conn)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.close()
    Library.open(tmp_path / "new.sqlite3", demo=False).close()
    assert _schema(tmp_path / "new.sqlite3") == _schema(stepwise)
    assert _schema(stepwise)[0] == SCHEMA_VERSION


def test_the_command_imports_neither_the_lcg_importer_nor_the_demo_cards(tmp_path) -> None:
    probe = (
        "import sys\n"
        "from l5r_desktop.cli import main\n"
        f"code = main(['--data-dir', {str(tmp_path / 'app')!r}, 'import-cards', "
        f"{str(_export(tmp_path / 'src'))!r}])\n"
        "print(code, sorted(m for m in sys.modules if m in ('l5r_desktop.demo',\n"
        "    'l5r_desktop.carddb.lcg_cards', 'l5r_desktop.carddb.importers.fiveringsdb')))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip().splitlines()[-1] == "0 []"
