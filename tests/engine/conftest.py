"""Engine test fixtures; the scenario helper (positions plus actions) is ``scenario.py``."""

from __future__ import annotations

import pytest

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.game import Game


@pytest.fixture
def demo_game() -> Game:
    """A fresh demo game (Crane vs Lion, seed 1), waiting for the first decision."""
    return Game.new(demo_setup(seed=1))
