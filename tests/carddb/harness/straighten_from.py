"""The per-card harness for ``straighten_from`` ("This card will not straighten before your
Nth turn", ``cardtext/straightening.py``): the card bowed at Alice's home (she is the first
player); a straighten effect of Alice's on it in her turn N-1 (turn number 2N-3 of the game)
and in her turn N. With the record it stays bowed in the first and straightens in the second;
without it, it straightens in both."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_straighten_from(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value not in ("holding", "personality"):
        raise Unusable(f"straighten_from on a {card.type.value}: not placed here")
    got = []
    for with_record in (True, False):
        for turn in (2 * record["turn"] - 3, 2 * record["turn"] - 1):
            build = _Builder(card, record, False)
            build.place(0, {"title": card.title, "bowed": True,
                            **({} if card.type.value == "holding" else {"attachments": []})},
                        card.type.value != "holding")
            game = (build if with_record else _without(build, record)).game()
            st = game.state
            st.turn, st.first_player = turn, 0
            me = find(st, card.title, 0)
            effects.apply(st, 0, "straighten", card=me)
            got.append(st.cards[me].bowed)
    return [] if got == [True, False, False, False] else [
        f"straighten_from: bowed after straightening {got} (turns {record['turn'] - 1} and "
        f"{record['turn']} with the record, then without), want [True, False, False, False]"]
