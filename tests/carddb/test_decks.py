"""Deck lists: .l5d and loose lists, round trip, clear errors, resolving against the library."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.decks import (
    DeckEntry,
    DeckList,
    DeckParseError,
    UnknownCardsError,
    parse_deck,
    resolve_deck,
    write_l5d,
)
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

L5D = """\
# Deck: Crab Test
# Stronghold
1 Keep of Grey Stone
# Sensei
Grey Sensei
# Wind
# Dynasty (5)
## Personalities (4)
3 Tessen Warden
1 Tessen Warden - exp2
## Holdings
1x Quiet Rice Fields
# Fate
// a comment
; another comment
x2 Lacquered Tetsubo
Sudden Squall
"""


def test_parse_l5d_sections_counts_and_experience():
    deck = parse_deck(L5D)
    assert deck.name == "Crab Test"
    assert deck.stronghold == "Keep of Grey Stone" and deck.sensei == "Grey Sensei"
    assert deck.wind is None
    assert deck.dynasty == [
        DeckEntry("Tessen Warden", 3), DeckEntry("Tessen Warden", 1, "exp2"),
        DeckEntry("Quiet Rice Fields", 1),
    ]
    assert deck.dynasty[0].line == 9 and deck.dynasty[1].title == "Tessen Warden - exp2"
    assert deck.fate == [DeckEntry("Lacquered Tetsubo", 2), DeckEntry("Sudden Squall", 1)]
    assert deck.total("dynasty") == 5 and deck.unsorted == []


def test_round_trip():
    deck = parse_deck(L5D)
    text = write_l5d(deck)
    assert parse_deck(text) == deck
    assert write_l5d(parse_deck(text)) == text
    assert "1 Tessen Warden - exp2" in text


def test_plain_headers_and_loose_lists():
    deck = parse_deck("Stronghold:\nKeep of Grey Stone\nDynasty (3):\nPersonalities:\n"
                      "3 Tessen Warden\nFate deck:\n3x Lacquered Tetsubo\n")
    assert deck.stronghold == "Keep of Grey Stone"
    assert deck.dynasty == [DeckEntry("Tessen Warden", 3)]
    assert deck.fate == [DeckEntry("Lacquered Tetsubo", 3)]
    loose = parse_deck("3 Tessen Warden\n2x Lacquered Tetsubo\nKeep of Grey Stone\n"
                       "Tessen Warden • Experienced 2\n")
    assert loose.unsorted == [
        DeckEntry("Tessen Warden", 3), DeckEntry("Lacquered Tetsubo", 2),
        DeckEntry("Keep of Grey Stone", 1), DeckEntry("Tessen Warden", 1, "exp2"),
    ]


@pytest.mark.parametrize(("text", "line", "fragment"), [
    ("# Dynasty\n3 Good Card\n0 Bad Card\n", 3, "at least 1"),
    ("# Fate\n-2 Bad Card\n", 2, "at least 1"),
    ("# Fate\n3\n", 2, "without a card name"),
    ("# Fate\n500 Too Many\n", 2, "too large"),
    ("# Stronghold\n1 Keep A\n1 Keep B\n", 3, "already listed"),
    ("# Stronghold\n2 Keep A\n", 2, "one Stronghold"),
])
def test_malformed_lines_name_their_line(text, line, fragment):
    with pytest.raises(DeckParseError) as err:
        parse_deck(text)
    assert err.value.line == line
    assert fragment in str(err.value) and str(err.value).startswith(f"line {line}:")


@pytest.mark.parametrize("text", ["", "# Dynasty\n# Fate\n", "bin\x00ary"])
def test_empty_or_binary_files(text):
    with pytest.raises(DeckParseError):
        parse_deck(text)


@pytest.fixture
def deck_library(library, fixtures):
    library.import_files([fixtures / "cards.xml"])
    return library


def test_resolve_expands_counts_and_sorts_loose_entries(deck_library):
    resolved = resolve_deck(parse_deck(L5D), deck_library)
    assert resolved.stronghold.id == "TST004" and resolved.sensei.id == "TST005"
    assert [c.id for c in resolved.dynasty] == ["TST001"] * 3 + ["TST002", "TST007"]
    assert [c.id for c in resolved.fate] == ["TST003", "TST003", "TST006"]
    loose = resolve_deck(parse_deck("3 Tessen Warden\n2 Lacquered Tetsubo\n"
                                    "Keep of Grey Stone\nLantern Festival\n"), deck_library)
    assert loose.stronghold.id == "TST004"
    assert [c.id for c in loose.dynasty] == ["TST001"] * 3 + ["TST012"]
    assert [c.id for c in loose.fate] == ["TST003"] * 2


def test_unknown_cards_are_listed_with_closest_matches(deck_library):
    deck = parse_deck("# Stronghold\nKeep of Gray Stone\n# Dynasty\n3 Tesen Warden\n"
                      "# Fate\n1 Completely Unheard Of Thing\n")
    with pytest.raises(UnknownCardsError) as err:
        resolve_deck(deck, deck_library)
    unknown = err.value.unknown
    assert unknown[0] == ("Keep of Gray Stone", 2, ["Keep of Grey Stone"])  # slot line kept
    assert unknown[1][:2] == ("Tesen Warden", 4) and unknown[1][2][0] == "Tessen Warden"
    assert unknown[2] == ("Completely Unheard Of Thing", 6, [])
    message = str(err.value)
    assert "line 4: unknown card 'Tesen Warden' (did you mean: Tessen Warden" in message
    assert "'Completely Unheard Of Thing' (no similar title)" in message


def test_write_with_library_groups_by_type(deck_library):
    deck = parse_deck("3 Tessen Warden\n1 Quiet Rice Fields\n2 Lacquered Tetsubo\n2 Nobody\n")
    deck.stronghold = "Keep of Grey Stone"
    text = write_l5d(deck, deck_library)
    assert "# Dynasty (4)\n## Personality (3)\n3 Tessen Warden\n## Holding (1)\n" in text
    assert "# Fate (2)\n## Item (2)\n2 Lacquered Tetsubo\n" in text
    assert "# Other" in text and "2 Nobody" in text
    reparsed = parse_deck(text)
    assert reparsed.unsorted == [DeckEntry("Nobody", 2)]
    assert reparsed.total("dynasty") == 4


def test_entries_can_name_library_ids(deck_library):
    deck = DeckList(stronghold="TST004", dynasty=[DeckEntry("TST001", 2)])
    resolved = resolve_deck(deck, deck_library)
    assert resolved.stronghold.title == "Keep of Grey Stone"
    assert [c.title for c in resolved.dynasty] == ["Tessen Warden"] * 2


def test_demo_deck_lists_from_demo_package(monkeypatch):
    import sys
    import types
    from dataclasses import dataclass

    @dataclass
    class DemoDeck:
        name: str
        stronghold: str
        dynasty: dict
        fate: dict

    demo = types.ModuleType("l5r_desktop.demo")
    demo.demo_decks = lambda: [DemoDeck("Demo", "Keep", {"A": 3, "A - exp": 1}, {"B": 2})]
    demo.demo_cards = lambda: [CardDef(id="demo:a", title="A", type=CardType.PERSONALITY)]
    monkeypatch.setitem(sys.modules, "l5r_desktop.demo", demo)
    from l5r_desktop.carddb.decks import demo_deck_lists

    (deck,) = demo_deck_lists()
    assert deck.name == "Demo" and deck.stronghold == "Keep"
    assert deck.dynasty == [DeckEntry("A", 3), DeckEntry("A", 1, "exp")]
    assert deck.fate == [DeckEntry("B", 2)]


def test_prefer_picks_the_named_cards_when_titles_collide(library, tmp_path, monkeypatch):
    import json
    import sys
    import types

    from l5r_desktop.carddb.decks import lookup_card

    path = tmp_path / "real.json"
    path.write_text(json.dumps([{"cardid": 77, "title": ["Shared Name"], "type": ["Event"]}]))
    library.import_files([path])
    demo = types.ModuleType("l5r_desktop.demo")
    demo.demo_cards = lambda: [CardDef(id="demo:shared", title="Shared Name",
                                       type=CardType.EVENT)]
    monkeypatch.setitem(sys.modules, "l5r_desktop.demo", demo)
    assert library.ensure_demo_cards() == 1
    assert lookup_card(library, "Shared Name").id == "oracle:77"
    assert lookup_card(library, "Shared Name", "demo").id == "demo:shared"
    deck = parse_deck("# Deck: D\n# Prefer: demo\n# Dynasty\n1 Shared Name\n")
    assert deck.prefer == "demo"
    assert [c.id for c in resolve_deck(deck, library).dynasty] == ["demo:shared"]
    assert parse_deck(write_l5d(deck)) == deck
    assert "# Prefer: demo\n" in write_l5d(deck, library)
    deck.prefer = ""
    assert [c.id for c in resolve_deck(deck, library).dynasty] == ["oracle:77"]
