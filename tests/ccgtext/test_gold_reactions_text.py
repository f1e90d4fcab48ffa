"""The translator's Gold Reactions "when paying" (``templates/gold_reactions.py``): our own
test lines, read into ``paying_gold`` records; near misses stay manual."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_STRAT = CardDef.from_dict(cd("Quick Coins", "strategy", gold_cost=0, focus=1))
_HOLD = CardDef.from_dict(cd("Pearl Stall", "holding", gold_cost=3, gold_production=2))
_PERS = CardDef.from_dict(cd("Yoritomo Kenji", "personality", gold_cost=5))


def _rec(for_: str, n: int, **kw: object) -> dict[str, object]:
    eff: dict[str, object] = {"op": "produce_gold", "amount": n}
    eff.update(kw.pop("effect", {}))  # type: ignore[arg-type]
    return {"timing": "reaction", "trigger": {"event": "paying_gold", "for": for_},
            **kw, "effects": [eff]}


def test_reads_the_three_kinds() -> None:
    assert translate_ability("Reaction: When paying for an attachment: Produce 3 Gold.",
                             _STRAT) == _rec("attachment", 3, cost={"gold": "card"})
    assert translate_ability("Reaction: When paying a Gold Cost, produce 2 Gold. (This can "
                             "be used together with bowing it.)", _HOLD) == _rec("any", 2)
    assert translate_ability("Economic Reaction, Bow: When paying for a Holding, produce 1 "
                             "Gold which may only pay for that card.", _PERS) == \
        _rec("holding", 1, keywords=["economic"], cost={"bow_self": True},
             effect={"only_that_card": True})
    assert translate_ability("Reaction: When paying a Gold Cost, bow Kenji: Produce 4 Gold.",
                             _PERS) == _rec("any", 4, cost={"bow_self": True})


def test_reads_an_actions_gold_cost() -> None:
    """The Gold cost of an action (ccgtext, ``for`` ``action``), in both wordings."""
    assert translate_ability("Reaction: When paying an action's Gold cost: Produce 3 Gold.",
                             _PERS) == _rec("action", 3)
    assert translate_ability("Reaction: When paying for an action, produce 1 Gold which may "
                             "only pay for that action.", _HOLD) == \
        _rec("action", 1, effect={"only_that_card": True})


def test_near_misses_stay_manual() -> None:
    for line, card in (
            ("Reaction: When paying for a Personality: Produce 2 Gold.", _PERS),
            ("Reaction: When paying a Gold Cost, bow Hiroshi: Produce 2 Gold.", _PERS),
            ("Reaction, Bow: When paying for an attachment: Produce 2 Gold.", _STRAT),
            ("Reaction: When paying a Gold Cost, produce 1 Gold. Draw a card.", _HOLD),
            ("Reaction: When paying a Gold Cost, produce 1 Gold. (Only on Tuesdays.)", _HOLD)):
        assert translate_ability(line, card) is None, line
