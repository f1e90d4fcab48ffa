"""Shared test set-up: Qt runs offscreen unless a real display was chosen (CI's Xvfb pass)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_DIR = REPO_ROOT.parent / "shared"


@pytest.fixture
def data_paths(tmp_path: Path):
    """A fresh, empty data folder for one test."""
    from l5r_desktop.persistence.paths import DataPaths

    return DataPaths.at(tmp_path / "data").ensure()
