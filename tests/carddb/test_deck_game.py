"""Deck files say their game (``# Game: ccg``); lists without it are CCG decks; an unknown
game is refused with the line."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.decks import DeckList, DeckParseError, parse_deck, write_l5d


def test_a_written_deck_names_its_game_and_reads_back() -> None:
    text = write_l5d(DeckList(name="Test", stronghold="Keep"))
    assert text.splitlines()[:2] == ["# Deck: Test", "# Game: ccg"]
    assert parse_deck(text).game == "ccg"
    lcg = parse_deck("# Game: LCG\n# Stronghold\n1 Keep\n")
    assert lcg.game == "lcg" and "# Game: lcg" in write_l5d(lcg)


def test_a_list_without_a_game_is_a_ccg_deck() -> None:
    assert parse_deck("# Stronghold\n1 Keep\n# Dynasty\n3 Somebody\n").game == "ccg"


def test_an_unknown_game_is_refused_with_its_line() -> None:
    with pytest.raises(DeckParseError) as info:
        parse_deck("# Deck: X\n# Game: chess\n1 Keep\n")
    assert "line 2" in str(info.value) and "unknown game 'chess'" in str(info.value)
