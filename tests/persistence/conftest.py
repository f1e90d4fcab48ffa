"""Fixtures for the persistence tests."""

from __future__ import annotations

import pytest

from tests.persistence.gamegen import random_game


@pytest.fixture(scope="session")
def game_60():
    """A demo game 60 actions in (session-wide: never mutate it)."""
    return random_game(3, 60)
