"""The per-card harness checks the traits of the ccgdata lane (issue 17): Tireless
Strongholds, counted bonuses and discounts, entering play ignoring the Gold cost, Open
permissions, "will not gain a Clan alignment", units the battle's resolution leaves unbowed,
one copy in play, not straightening early, negation from other players' cards, bonuses at the
card's location with Reconnaissance. Our invented cards: with the engine's part switched off
the harness reports a problem; with it on, none."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.cardtext import (
    given,
    gold_traits,
    open_permissions,
    prevention,
    reconnaissance,
    resolution_bowing,
    straightening,
    tireless,
    trait_conditions,
    trait_counts,
    trait_filters,
)
from l5r_desktop.games.ccg.cardtext import ongoing as ongoing_mod
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercisable, exercise

_STATS = {"personality": {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3,
                          "honor_requirement": 0},
          "follower": {"force": 1, "gold_cost": 2, "focus": 1},
          "spell": {"gold_cost": 1, "focus": 1},
          "holding": {"gold_cost": 2}}


def _card(kind: str, record: dict[str, Any], keywords: tuple[str, ...] = ()) -> CardDef:
    return CardDef(id=f"test:{kind}", title=f"Plum {kind}", type=CardType(kind),
                   text="Our own words.", keywords=keywords, abilities=(record,),
                   **_STATS[kind])


def _run(monkeypatch: Any, card: CardDef, record: dict[str, Any]) -> list[str]:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercisable(record)
    return exercise(card, 0, record)


_C = "continuous"
CASES = [
    ("personality", {"timing": _C, "ongoing": "tireless", "applies_to": "stronghold"}, (),
     (tireless, "stronghold_tireless", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 1,
                     "per": {"in": "army", "filter": {"keyword": "Herald"}, "other": True}},
     ("Herald",), (trait_counts, "matching", lambda *a: 0)),
    ("personality", {"timing": _C, "ongoing": "entry_discount", "amount": 1, "max": 2,
                     "per": {"in": "yours", "filter": {"keyword": "Beast"}}}, (),
     (trait_counts, "count_for", lambda *a: 0)),
    ("follower", {"timing": _C, "ongoing": "entry_discount", "ignore_gold": True,
                  "host": {"keywords": ["Beast", "Monk"]}}, (),
     (gold_traits, "ignores_gold", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "open_permission", "action": "lobby"}, (),
     (open_permissions, "lobbyists", lambda *a: set())),
    ("personality", {"timing": _C, "ongoing": "open_permission", "action": "equip",
                     "filter": {"type": "spell", "keyword": "Air"}}, ("Shugenja",),
     (open_permissions, "equip_targets", lambda *a: {})),
    ("personality", {"timing": _C, "ongoing": "cannot_gain", "what": "clan_alignment"}, (),
     (given, "_barred", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "resolution_no_bow", "applies_to": "unit"}, (),
     (resolution_bowing, "unbowed_units", lambda *a: [])),
    ("holding", {"timing": _C, "ongoing": "one_copy"}, (),
     (economy, "_copy_in_play", lambda *a: False)),
    ("holding", {"timing": _C, "ongoing": "straighten_from", "turn": 2}, (),
     (straightening, "_too_early", lambda *a: None)),
    ("personality", {"timing": _C, "prevents": "dishonored", "from": "others"}, (),
     (prevention, "prevented_from", lambda *a: None)),
    ("spell", {"timing": _C, "prevents": "destroyed", "from": "others", "applies_to": "host",
               "if": {"card": "host", "keyword": "Earth", "side": "defending"}}, (),
     (prevention, "prevented_from", lambda *a: None)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 1,
                     "applies_to": "yours", "filter": {"type": "follower"}, "here": True,
                     "if": {"player": "you", "reconnaissance": True}}, (),
     (reconnaissance, "has_reconnaissance", lambda *a: False)),
    # the conditions, groups and keywords of templates/trait_sentences.py
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 2,
                     "if": {"player": "you", "controls": {"keyword": "Market"}}}, (),
     (trait_conditions, "_controls", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 2,
                     "if": {"player": "you", "controls": {"title": "Plum Twin"}}}, (),
     (trait_conditions, "_controls", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "chi", "amount": 1,
                     "if": {"player": "others", "clan": "Unicorn"}}, (),
     (trait_conditions, "holds", lambda *a, **k: False)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": -1,
                     "if": {"card": "self", "opposed": False}}, (),
     (trait_conditions, "_opposed", lambda *a: None)),
    ("follower", {"timing": _C, "ongoing": "keyword", "keyword": "Naval", "applies_to": "host",
                  "if": {"card": "host", "clan": "Mantis"}}, (),
     (trait_conditions, "holds", lambda *a, **k: False)),
    ("follower", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 1,
                  "applies_to": "unit", "filter": {"type": "follower", "other": True}}, (),
     (trait_filters, "matches", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "keyword", "keyword": "Cavalry",
                     "applies_to": "unit", "filter": {"type": "follower"}}, (),
     (trait_filters, "matches", lambda *a: False)),
    ("holding", {"timing": _C, "ongoing": "stat", "stat": "force", "amount": 1,
                 "applies_to": "yours", "filter": {"type": "item"}}, (),
     (ongoing_mod, "stat_bonus", lambda *a: 0)),
    ("personality", {"timing": _C, "ongoing": "stat", "stat": "personal_honor", "amount": 1,
                     "applies_to": "yours", "filter": {"type": "personality",
                                                       "clan": "Crane", "other": True}}, (),
     (trait_filters, "matches", lambda *a: False)),
    ("personality", {"timing": _C, "ongoing": "entry_discount", "amount": 2,
                     "if": {"player": "you", "controls": {"keyword": "Courtier"}}}, (),
     (trait_conditions, "_controls", lambda *a: False)),
]


@pytest.mark.parametrize(("kind", "record", "keywords", "off"), CASES,
                         ids=[f"{c[1].get('ongoing') or c[1]['prevents']}-{n}"
                              for n, c in enumerate(CASES)])
def test_the_harness_catches_an_engine_without_it(monkeypatch, kind, record, keywords, off):
    card = _card(kind, record, keywords)
    assert _run(monkeypatch, card, record) == []
    module, name, replacement = off
    monkeypatch.setattr(module, name, replacement)
    assert _run(monkeypatch, card, record) != []
