"""The per-card harness puts traits that change Gold and traits under a condition in use and
reports an engine that does not apply them (``harness/gold.py``): our invented cards."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.cardtext import gold_traits, trait_conditions
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise


def _cont(kind: str, **kw) -> dict:
    return {"timing": "continuous", "ongoing": kind, **kw}


_MINE = _cont("gold_production", amount=1, **{"if": {"player": "you", "clan": "Crab"}})
_CARAVAN = _cont("gold_production", amount=2, **{"if": {"player": "you", "your_turn": False}})
_RONIN = _cont("entry_discount", amount=2, **{"if": {"player": "you", "clan": "Crab"}})
_FAN = _cont("entry_discount", amount=1, host={"keyword": "Courtier"})
_NAMED = _cont("entry_discount", amount=2, host={"title": "Kaze Fumio"})
_SCROLL = _cont("entry_discount", amount=1,
                host={"keyword": "Shugenja", "any_keyword": ["Fire", "Void"]})
_EMBER = _cont("stat", stat="force", amount=1, applies_to="host",
               **{"if": {"card": "host", "keyword": "Fire"}})
_LOVER = _cont("stat", stat="force", amount=2, applies_to="self",
               **{"if": {"card": "self", "has": {"type": "spell"}}})
_STATS = {"holding": {"gold_cost": 2, "gold_production": 2},
          "personality": {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 5,
                          "honor_requirement": 0},
          "item": {"force": 0, "chi": 0, "gold_cost": 2, "focus": 1},
          "spell": {"gold_cost": 3, "focus": 1}}


@pytest.mark.parametrize(("kind", "record", "broken", "off"), [
    ("holding", _MINE, "gold production 2 -> 2", ("production_bonus", 0)),
    ("holding", _CARAVAN, "gold production 2 -> 2", ("production_bonus", 0)),
    ("personality", _RONIN, "entry discount: offered with 3 Gold False", ("entry_discount", 0)),
    ("item", _FAN, "entry discount: offered with 1 Gold False", ("entry_discount", 0)),
    ("item", _NAMED, "entry discount: offered with 0 Gold False", ("entry_discount", 0)),
    ("spell", _SCROLL, "entry discount: offered with 2 Gold False", ("entry_discount", 0)),
    ("spell", _EMBER, "ongoing stat: force 2 -> 2", None),
    ("personality", _LOVER, "ongoing stat: force 2 -> 2", None),
])
def test_harness_uses_the_trait_and_catches_an_engine_without_it(monkeypatch, kind, record,
                                                                   broken, off):
    card = CardDef(id="test:gold", title="Plum Trait", type=CardType(kind), abilities=(record,),
                   **_STATS[kind])
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    if off is not None:
        monkeypatch.setattr(gold_traits, off[0], lambda *a, **k: off[1])
    else:  # the condition never holds
        monkeypatch.setattr(trait_conditions, "holds", lambda *a, **k: False)
    problems = exercise(card, 0, record)
    assert len(problems) == 1 and problems[0].startswith(broken), problems
