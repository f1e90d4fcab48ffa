"""An empty data dir gives playable demo decks: the library holds the demo cards on first
open and both demo decks resolve to legal 40/40 Celestial decks."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.decks import (
    demo_deck_lists,
    parse_deck,
    resolve_deck,
    write_l5d,
)
from l5r_desktop.carddb.legality import check_legality
from l5r_desktop.carddb.library import Library


@pytest.fixture
def demos():
    decks = demo_deck_lists()
    if not decks:
        pytest.skip("l5r_desktop.demo is not available")
    return decks


def test_empty_data_dir_has_playable_demo_decks(tmp_path, demos):
    from l5r_desktop.demo import demo_cards

    with Library.open(tmp_path / "fresh" / "library.sqlite3") as lib:
        assert lib.count_game("ccg") == len(demo_cards())
        assert len(demos) >= 2
        clans = set()
        for deck in demos:
            resolved = resolve_deck(deck, lib)
            assert len(resolved.dynasty) == 40 and len(resolved.fate) == 40
            assert check_legality(resolved, "celestial") == []
            clans.update(resolved.stronghold.clans)
            assert parse_deck(write_l5d(deck, lib)).total("dynasty") == 40
        assert len(clans) >= 2
    with Library.open(tmp_path / "fresh" / "library.sqlite3") as again:
        assert again.count_game("ccg") == len(demo_cards())  # idempotent


def test_demo_decks_keep_their_own_cards_next_to_a_real_database(tmp_path, demos):
    from tests.carddb.conftest import ORACLE_DIR

    if not ORACLE_DIR.is_dir():
        pytest.skip("Oracle export not available")
    with Library.open(tmp_path / "library.sqlite3") as lib:
        lib.import_files([ORACLE_DIR])
        for deck in demos:
            assert deck.prefer == "demo"
            resolved = resolve_deck(deck, lib)
            cards = [resolved.stronghold, *resolved.dynasty, *resolved.fate]
            assert all(c.id.startswith("demo:") for c in cards)
            assert check_legality(resolved, "celestial") == []
