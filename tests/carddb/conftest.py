"""Fixtures for the card library tests: fixture files and the real Oracle export (optional)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = REPO_ROOT / "tests" / "fixtures" / "carddb"
ORACLE_DIR = REPO_ROOT.parent / "shared" / "carddata" / "oracle-json"


@pytest.fixture
def fixtures() -> Path:
    """The folder of hand-written card fixtures."""
    return FIXTURES


@pytest.fixture
def oracle_dir() -> Path:
    """The real Oracle of the Void export; the test is skipped when it is absent."""
    if not ORACLE_DIR.is_dir() or not any(ORACLE_DIR.glob("*.json")):
        pytest.skip(f"Oracle export not available at {ORACLE_DIR}")
    return ORACLE_DIR


@pytest.fixture
def library(tmp_path: Path):
    """An empty library (no demo cards) in a fresh data dir."""
    from l5r_desktop.carddb.library import Library

    lib = Library.open(tmp_path / "data" / "library.sqlite3", demo=False)
    yield lib
    lib.close()
