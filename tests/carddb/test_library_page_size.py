"""A new library file is written in 16 KiB pages (``library.PAGE_SIZE``, issue 22: an
import writes a quarter as many pages); a library written before keeps its own and reads the
same."""

from __future__ import annotations

import sqlite3

from l5r_desktop.carddb.library import PAGE_SIZE, Library


def _page_size(path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA page_size").fetchone()[0])
    finally:
        conn.close()


def test_a_new_library_has_the_larger_pages(tmp_path) -> None:
    with Library.open(tmp_path / "new.sqlite3") as lib:
        count = lib.count()
    assert count > 0 and _page_size(tmp_path / "new.sqlite3") == PAGE_SIZE == 16384


def test_a_library_of_smaller_pages_keeps_them(tmp_path, fixtures) -> None:
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA page_size = 4096")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.close()
    with Library.open(path) as old, Library.open(tmp_path / "new.sqlite3") as new:
        for lib in (old, new):
            lib.import_files([fixtures / "cards.xml"])
        assert [c.to_dict() for c in old.all_cards()] == [c.to_dict() for c in new.all_cards()]
    with Library.open(path) as again:
        assert again.count() > 0
    assert _page_size(path) == 4096
