"""LCG deck lists: JSON exports (FiveRingsDB, EmeraldDB) and text lists, errors, round trips."""

from __future__ import annotations

import json

import pytest

from l5r_desktop.carddb import lcg_decks
from l5r_desktop.carddb.lcg_decks import LcgDeckError, UnknownLcgCardsError
from tests.carddb.lcg_export import _record, write_export


@pytest.fixture
def lcg_library(library, tmp_path):
    records = [
        _record("t-keep", "Stone Keep", type="stronghold", side="province", influence_pool=10),
        _record("t-guard", "Wall Guard"),
        _record("t-guard-2", "Wall Guard", clan="lion"),
        _record("t-blade", "Notched Blade", type="attachment", side="conflict",
                clan="crane", influence_cost=2),
        _record("t-odd", "Odd (Name)", type="event", side="conflict", clan="neutral"),
    ]
    packs = {"core": [{"card_id": r["id"], "quantity": 3} for r in records if r["id"] !=
                      "t-guard-2"],
             "late": [{"card_id": "t-guard-2", "quantity": 3}]}
    library.import_files([write_export(tmp_path / "x", records, packs)])
    return library


def test_fiveringsdb_and_emeralddb_json_shapes(lcg_library):
    five = json.dumps({"name": "Wall", "primary_clan": "crab", "secondary_clan": "crane",
                       "cards": {"t-keep": 1, "t-guard": 3, "t-blade": 2, "t-odd": 0}})
    emerald = json.dumps({"name": "Wall", "primaryClan": "crab", "secondaryClan": "crane",
                          "format": "emerald",
                          "cards": [{"id": "t-keep", "quantity": 1},
                                    {"id": "t-guard", "quantity": 3},
                                    {"id": "t-blade", "quantity": 2}]})
    a = lcg_decks.load_deck(five, lcg_library)
    b = lcg_decks.load_deck(emerald, lcg_library)
    assert a.quantities() == b.quantities() == {"t-blade": 2, "t-guard": 3, "t-keep": 1}
    assert (a.primary_clan, a.secondary_clan, b.format) == ("crab", "crane", "emerald")
    again = lcg_decks.load_deck(lcg_decks.write_json(a), lcg_library)
    assert again.quantities() == a.quantities() and again.name == "Wall"


@pytest.mark.parametrize("style,packs", [("3x", True), ("3x", False), ("x3", True),
                                         ("x3", False)])
def test_text_lists_round_trip(lcg_library, style, packs):
    deck = lcg_decks.load_deck(json.dumps(
        {"name": "Wall", "cards": {"t-keep": 1, "t-guard-2": 2, "t-blade": 3, "t-odd": 1}}),
        lcg_library)
    text = lcg_decks.write_text(deck, packs=packs, style=style)
    assert ("(Late Box)" in text) is packs
    again = lcg_decks.load_deck(text, lcg_library)
    if packs:
        assert again.quantities() == deck.quantities()
    else:  # without pack names a shared title picks the first card with it
        assert again.quantities() == {"t-blade": 3, "t-guard": 2, "t-keep": 1, "t-odd": 1}
    assert again.name == "Wall" and again.primary_clan == "crab"
    assert again.secondary_clan == "crane"  # inferred from the out-of-clan card


def test_hand_typed_list_with_headers_and_every_count_style(lcg_library):
    text = """My Crab Deck
Stronghold:
Stone Keep
Dynasty Deck (5)
Characters (5)
3x Wall Guard (Late Box)
Notched Blade x2
x1 Odd (Name)
// a comment
"""
    deck = lcg_decks.load_deck(text, lcg_library)
    assert deck.name == "My Crab Deck"
    assert deck.quantities() == {"t-blade": 2, "t-guard-2": 3, "t-keep": 1, "t-odd": 1}


def test_unknown_titles_have_line_numbers_and_closest_matches(lcg_library):
    with pytest.raises(UnknownLcgCardsError) as info:
        lcg_decks.load_deck("# Deck: x\n1 Stone Keep\n3x Wall Gaurd\nNoched Blade x2\n",
                            lcg_library)
    assert [(name, line) for name, line, _ in info.value.unknown] == [
        ("Wall Gaurd", 3), ("Noched Blade", 4)]
    assert info.value.unknown[0][2][0] == "Wall Guard"
    assert "line 4: unknown card 'Noched Blade' (did you mean: Notched Blade?)" in str(
        info.value)
    with pytest.raises(UnknownLcgCardsError) as info:
        lcg_decks.load_deck('{"cards": {"t-gaurd": 1}}', lcg_library)
    assert info.value.unknown[0][2][0] == "t-guard"


@pytest.mark.parametrize("text,line,reason", [
    ("1 Stone Keep\n0x Wall Guard\n", 2, "copies must be 1 to 99"),
    ("# Clans: crab / Not a clan!\n", 1, "secondary clan is not a clan"),
    ('{"cards": [1, 2]}', 0, "must be an object"),
    ('{"cards": {"t-guard": -1}}', 0, "is not a count"),
    ('{"cards": {"t-guard": 2}, "primary_clan": "neutral"}', 0, "primary clan"),
    ('{"name": "x"}', 0, "with 'cards'"),
    ('{"cards": {', 1, "not JSON"),
])
def test_malformed_lists_name_the_line_and_the_reason(text, line, reason):
    with pytest.raises(LcgDeckError) as info:
        lcg_decks.parse_deck(text)
    assert info.value.line == line and reason in info.value.reason
