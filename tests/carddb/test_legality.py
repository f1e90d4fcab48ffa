"""Deck legality per profile, with exact counts (rulebook headings in legality.py)."""

from __future__ import annotations

import json

import pytest

from l5r_desktop.carddb.decks import ResolvedDeck
from l5r_desktop.carddb.legality import DECK_RULES, check_legality, copy_limit, rules_for

ALL = ["Destroyer War (Celestial)", "A Brother's Destiny (Twenty Festivals)", "Four Winds (Gold)"]


def _rec(cid, title, ctype, legal=ALL, **extra):
    base = {"cardid": cid, "title": [title], "formattedtitle": extra.pop("ft", title),
            "type": [ctype], "legality": legal}
    base.update({k: v if isinstance(v, list) else [v] for k, v in extra.items()})
    return base


@pytest.fixture
def lib(library, tmp_path):
    records = [
        _rec(1, "Crab Keep", "Stronghold", clan="Crab", strength="8", production="5",
             startinghonor="6"),
        _rec(2, "Crab Sensei", "Sensei", keywords=["Crab"]),
        _rec(3, "Open Sensei", "Sensei", keywords=["All Clans"]),
        _rec(4, "Lion Sensei", "Sensei", keywords=["Lion Clan"]),
        _rec(5, "North Wind", "Wind"),
        _rec(6, "Unique Lord", "Personality", keywords=["<b>Unique</b>"], clan="Crab"),
        _rec(7, "Unique Lord", "Personality", ft="Unique Lord &#149; Experienced",
             keywords=["<b>Experienced</b>", "<b>Unique</b>"], clan="Crab"),
        _rec(8, "Festival Day", "Event"),
        _rec(9, "Border Keep", "Holding", keywords=["<b>Unique</b>"]),
        _rec(10, "Soul Guy", "Personality", keywords=["Soul of P1"]),
        _rec(11, "Ring of Fire", "Ring", keywords=["Fire"]),
        _rec(12, "Old Timer", "Personality", legal=["Age of Conquest (Emperor)"]),
        _rec(13, "Free Card", "Holding",
             text="This card does not count against deck construction limits."),
        _rec(14, "Veteran", "Follower", ft="Veteran &#149; Experienced",
             keywords=["<b>Experienced</b>"]),
    ]
    records += [_rec(100 + i, f"P{i}", "Personality", clan="Crab") for i in range(1, 15)]
    records += [_rec(200 + i, f"S{i}", "Strategy") for i in range(1, 15)]
    path = tmp_path / "legality.json"
    path.write_text(json.dumps(records))
    summary = library.import_files([path])
    assert summary.problems == [] and summary.imported == len(records)
    return library


def _one(lib, title):
    (card,) = [c for c in lib.find_by_title(title)]
    return card


def _deck(lib, *, dynasty=None, fate=None, stronghold="Crab Keep", sensei=None, wind=None):
    if dynasty is None:
        dynasty = {f"P{i}": 3 for i in range(1, 14)} | {"P14": 1}  # 40
    if fate is None:
        fate = {f"S{i}": 3 for i in range(1, 14)} | {"S14": 1}  # 40
    return ResolvedDeck(
        name="t",
        stronghold=_one(lib, stronghold) if stronghold else None,
        sensei=_one(lib, sensei) if sensei else None,
        wind=_one(lib, wind) if wind else None,
        dynasty=[_one(lib, t) for t, n in dynasty.items() for _ in range(n)],
        fate=[_one(lib, t) for t, n in fate.items() for _ in range(n)],
    )


def _codes(problems):
    return [p.code for p in problems]


@pytest.mark.parametrize("profile", ["celestial", "gold", "twenty_festivals"])
def test_forty_forty_deck_is_legal(lib, profile):
    assert check_legality(_deck(lib), profile) == []


def test_minimum_sizes(lib):
    small = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)})  # 39
    problems = check_legality(small, "celestial")
    assert _codes(problems) == ["dynasty-size"]
    assert problems[0].message == (
        "The Dynasty deck has 39 cards; Celestial 40/40 needs at least 40 [S1 › THE PLAY DECK].")
    no_fate = _deck(lib, fate={})
    assert _codes(check_legality(no_fate, "gold")) == ["fate-size"]


def test_cards_that_do_not_count_are_left_out_of_the_minimum(lib):
    deck = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"Free Card": 1})
    problems = check_legality(deck, "celestial")
    assert _codes(problems) == ["dynasty-size"] and "has 39 cards" in problems[0].message


def test_three_copies_per_title(lib):
    deck = _deck(lib, dynasty={"P1": 4} | {f"P{i}": 3 for i in range(2, 14)})
    problems = check_legality(deck, "celestial")
    assert _codes(problems) == ["copies"]
    assert problems[0].message.startswith("4 copies of P1; at most 3 allowed (non-Unique)")


def test_unique_one_per_experience_level(lib):
    base = {f"P{i}": 3 for i in range(1, 14)}
    ok = _deck(lib, dynasty=base | {"Unique Lord": 1, "Unique Lord - exp": 1})
    assert check_legality(ok, "celestial") == []
    two = _deck(lib, dynasty=base | {"Unique Lord": 2})
    assert _codes(check_legality(two, "celestial")) == ["copies"]
    assert _codes(check_legality(two, "twenty_festivals")) == ["copies"]


def test_events_single_except_twenty_festivals(lib):
    deck = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"Festival Day": 2})
    assert _codes(check_legality(deck, "celestial")) == ["copies"]
    assert _codes(check_legality(deck, "gold")) == ["copies"]
    assert check_legality(deck, "twenty_festivals") == []


def test_gold_soul_of_shares_limit_and_experienced_and_rings_are_unique(lib):
    soul = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"Soul Guy": 1})
    assert _codes(check_legality(soul, "gold")) == ["copies"]
    assert "4 copies of P1 + Soul Guy" in check_legality(soul, "gold")[0].message
    assert check_legality(soul, "celestial") == []
    vets = _deck(lib, fate={f"S{i}": 3 for i in range(1, 14)} | {"Veteran - exp": 2})
    assert _codes(check_legality(vets, "gold")) == ["copies"]
    assert check_legality(vets, "celestial") == []
    rings = _deck(lib, fate={f"S{i}": 3 for i in range(1, 14)} | {"Ring of Fire": 2})
    assert _codes(check_legality(rings, "gold")) == ["copies"]
    assert check_legality(rings, "celestial") == []
    assert copy_limit(_one(lib, "Ring of Fire"), rules_for("gold")) == 1


def test_starting_holdings_may_not_be_in_a_celestial_deck(lib):
    deck = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"Border Keep": 1})
    problems = check_legality(deck, "celestial")
    assert _codes(problems) == ["starting-holding"]
    assert check_legality(deck, "gold") == []


def test_sensei_rules(lib):
    assert _codes(check_legality(_deck(lib, sensei="Crab Sensei"), "celestial")) == [
        "sensei-not-allowed"]
    assert check_legality(_deck(lib, sensei="Crab Sensei"), "twenty_festivals") == []
    assert check_legality(_deck(lib, sensei="Open Sensei"), "twenty_festivals") == []
    problems = check_legality(_deck(lib, sensei="Lion Sensei"), "twenty_festivals")
    assert _codes(problems) == ["sensei-clan"]
    assert "restricted to Lion Clan; the Stronghold is Crab" in problems[0].message
    assert _codes(check_legality(_deck(lib, sensei="P1"), "twenty_festivals")) == ["not-sensei"]


def test_wind_rules(lib):
    assert check_legality(_deck(lib, wind="North Wind"), "gold") == []
    assert _codes(check_legality(_deck(lib, wind="North Wind"), "celestial")) == [
        "wind-not-allowed"]


def test_stronghold_pool_and_wrong_deck(lib):
    assert _codes(check_legality(_deck(lib, stronghold=None), "celestial")) == ["no-stronghold"]
    assert _codes(check_legality(_deck(lib, stronghold="P1"), "celestial")) == ["not-stronghold"]
    old = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"Old Timer": 1})
    problems = check_legality(old, "celestial")
    assert _codes(problems) == ["not-in-pool"]
    assert problems[0].message == "Old Timer is not Celestial 40/40 legal [S1 › THE PLAY DECK]."
    mixed = _deck(lib, dynasty={f"P{i}": 3 for i in range(1, 14)} | {"S1": 1})
    assert _codes(check_legality(mixed, "celestial")) == ["wrong-deck", "copies"]


def test_unknown_profile():
    with pytest.raises(ValueError, match="unknown rules profile 'jade'"):
        rules_for("jade")
    assert set(DECK_RULES) == {"celestial", "gold", "twenty_festivals"}
