"""The translator's reading of Gold given for a kind of card paid for, Gold counted from your
Holdings and Gold conditioned on what you control (``templates/paying_for.py``,
``templates/gold_traits.py``; issue 17, core lane). Our own test lines."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd


def _holding(gp: int | None) -> CardDef:
    return CardDef.from_dict(cd("Test Hall", "holding", gold_cost=3, gold_production=gp))


def _read(line: str, gp: int | None = 2) -> Any:
    return translate_ability(line, _holding(gp))


def _paying(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": "gold_when_paying", **kw}


@pytest.mark.parametrize(("line", "gp", "record"), [
    ("Bow: Produce 2 Gold, or 4 Gold when paying for a Nonhuman.", 2,
     _paying(amount=4, paying={"keyword": "Nonhuman"})),
    ("Bow this card: Produce 1 Gold, or 3 Gold if paying for a Courtier which may only pay "
     "for that card.", 1,
     _paying(amount=3, paying={"keyword": "Courtier", "type": "personality"},
             only_that_card=True)),
    ("Bow: Produce 2 Gold, or 5 Gold if paying for a Unique Personality which may only pay "
     "for him.", 2,
     _paying(amount=5, paying={"type": "personality", "unique": True}, only_that_card=True)),
    ("Bow: Produce 2 Gold, or 3 Gold if paying for a card with a printed Gold Cost of 8 or "
     "more.", 2, _paying(amount=3, paying={"min_printed_gold_cost": 8})),
    ("Bow: Produce 2 Gold, or 3 Gold when paying for a Shadowlands card.", 2,
     _paying(amount=3, paying={"keyword": "Shadowlands"})),
    ("Bow: Produce 4 Gold, which can only pay for a single Crystal card.", 2,
     _paying(amount=4, paying={"keyword": "Crystal"}, only_that_card=True)),
    ("Bow: Produce 3 Gold, which may only pay for a single Bow, Spear, or Armor.", 1,
     _paying(amount=3, paying={"any_keyword": ["Bow", "Spear", "Armor"]},
             only_that_card=True)),
    ("Bow: When paying for a Spell, it enters play for 2 less Gold.", 2,
     _paying(amount=2, paying={"type": "spell"}, way="discount")),
    ("Bow: When paying for a Human Monk, he enters play for 0 Gold.", None,
     _paying(amount="all", paying={"type": "personality", "keyword": "Monk",
                                   "not_keyword": "Nonhuman"}, way="discount")),
    ("Bow: When paying for a non-Unique Yojimbo, he enters play for 0 Gold.", None,
     _paying(amount="all", paying={"type": "personality", "keyword": "Yojimbo",
                                   "unique": False}, way="discount")),
    ("Bow: When paying for an attachment, it enters play for 1 less Gold.", 1,
     _paying(amount=1, paying={"type": ["follower", "item", "spell"]}, way="discount")),
])
def test_gold_for_what_is_paid_for(line: str, gp: int | None, record: Any) -> None:
    assert _read(line, gp) == record


def test_gold_counted_from_your_holdings() -> None:
    rec = _read("Bow: Produce 2 Gold, plus 2 additional Gold for each non-Unique Holding you "
                "control.")
    assert rec == {"timing": "continuous", "ongoing": "gold_production", "amount": 2,
                   "per": {"in": "yours", "filter": {"type": "holding", "unique": False}}}
    rec = _read("Bow: Produce 2 Gold, plus 1 Gold for each other Holding you control that is "
                "a Farm or Mine.")
    assert rec["per"] == {"in": "yours", "other": True, "filter": {
        "type": "holding", "any_keyword": ["Farm", "Mine"]}}


def test_gold_while_you_control_cards() -> None:
    rec = _read("Bow: Produce 2 Gold, or 3 Gold if you control a Shugenja.")
    assert rec["if"] == {"player": "you", "controls": {"keyword": "Shugenja",
                                                       "type": "personality"}}
    assert rec["amount"] == 1
    rec = _read("Bow: Produce 2 Gold, or 4 Gold if you control a Yojimbo and the Imperial "
                "Favor.")
    assert rec["if"] == {"all": [
        {"player": "you", "controls": {"keyword": "Yojimbo", "type": "personality"}},
        {"player": "you", "favor": True}]}
    rec = _read("Bow: Produce 2 Gold, or 5 Gold if you control three or more other Tea "
                "Houses.")
    assert rec["if"] == {"player": "you", "controls": {"keyword": "Tea House", "at_least": 3,
                                                       "other": True}}
    assert rec["amount"] == 3


@pytest.mark.parametrize(("line", "gp"), [
    ("Bow: Produce 2 Gold, or 3 Gold when paying for a Nonhuman.", 1),  # not its production
    ("Bow: Produce 2 Gold, or 1 Gold when paying for a Nonhuman.", 2),  # less, not more
    ("Bow: Produce 2 Gold, which can only pay for a single Kharmic action.", 2),  # an action
    ("Bow: When paying for a card, it enters play for 2 less Gold.", 2),  # any card: unread
    ("Bow: When paying for a Follower, it enters play for 2 less Gold if you are tired.", 2),
    ("Bow: Produce 2 Gold, plus 1 Gold for each Personality you control.", 2),
    ("Bow: Produce 2 Gold, or 3 Gold if you control a Courtier or the Imperial Favor.", 2),
])
def test_near_misses_stay_manual(line: str, gp: int) -> None:
    assert _read(line, gp) is None
