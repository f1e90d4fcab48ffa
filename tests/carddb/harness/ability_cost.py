"""The per-card harness for "This ability's Gold cost is 0 if ..." (an ongoing
``ability_cost`` record, read by ``costs.gold_amount``): a battle, the card where its other
line is used from (a Strategy in Alice's hand), Alice with no Gold and her Keep bowed; the
record's condition met (``position._Builder.meet``): that line must be offered; on the same
table without the record it must not be; with the condition unmet neither. With ``less`` (a
Strategy's Gold Cost lowered): the Gold its line costs, condition met, without the record and
unmet, must be the Gold Cost less that much, the Gold Cost, the Gold Cost."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import costs
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without, automated_records
from tests.engine.scenario import find


def _offered(build: _Builder, index: int) -> bool:
    game = build.game()
    me = find(game.state, build.card.title, 0)
    return any(isinstance(a, UseAbility) and a.card == me and a.ability == index
               for a in game.legal_actions())


def _line_gold(build: _Builder, number: int) -> int:
    """The Gold the card's printed ability ``number`` costs on the builder's table."""
    game = build.game()
    s = game.state
    me = s.cards[find(s, build.card.title, 0)]
    rec = next(r for r in me.definition.abilities
               if r.get("ability") == number and r.get("timing") != "continuous")
    return costs.gold_amount(s, me, rec)


def _exercise_less(card: CardDef, record: dict[str, Any]) -> list[str]:
    number = record["of_ability"]
    if card.type.value != "strategy" or not any(
            r.get("ability") == number for _i, r in automated_records(card)):
        raise Unusable("a Gold Cost lowered on a card other than a Strategy's line")
    met = _Builder(card, record, False)
    met.the_card()
    met.meet(record["when"])
    unmet = _Builder(card, record, False)
    unmet.the_card()
    printed = int(card.gold_cost or 0)
    got = (_line_gold(met, number), _line_gold(_without(met, record), number),
           _line_gold(unmet, number))
    want = (max(0, printed - record["less"]), printed, printed)
    return [] if got == want else [f"the line's Gold (met, without, unmet): {got}, want {want}"]


def exercise_ability_cost(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if "less" in record:
        return _exercise_less(card, record)
    line = [i for i, r in automated_records(card)
            if r.get("ability") == record["of_ability"] and r.get("timing") == "battle"]
    if card.type.value != "strategy" or record.get("gold") != 0 or len(line) != 1:
        raise Unusable("an ability_cost other than a Strategy's Battle line made free")
    met = _Builder(card, record, True)
    met.the_card()
    met.meet(record["when"])
    unmet = _Builder(card, record, True)
    unmet.the_card()
    got = (_offered(met, line[0]), _offered(_without(met, record), line[0]),
           _offered(unmet, line[0]))
    if got != (True, False, False):
        return [f"offered with no Gold (met, without the record, unmet): {got}, want "
                "(True, False, False)"]
    return []
