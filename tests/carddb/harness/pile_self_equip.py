"""The per-card harness for ``pile_self_equip`` (the card may be attached from its discard
pile to a Personality of yours with the named keywords, ``rules/legal._equips``): the card in
Alice's Fate discard pile, one Personality of hers with the trait's keywords and one without
the first of them, Gold for its cost, her Action Phase. With the record the Equip is offered
from the pile onto the first only and attaches it there; without it, never."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import _Builder, _without
from tests.engine.scenario import find


def exercise_pile_self_equip(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    kws = list(record["host"]["keywords"])
    out = []
    for with_record in (True, False):
        build = _Builder(card, record, False)
        build.piles[0].setdefault("fate_discard", []).append(card.title)
        fits = build.host(0, kws, [])["title"]
        other = build.host(0, kws[1:], [])["title"]
        build.pool = int(card.gold_cost or 0)
        game = (build if with_record else _without(build, record)).game()
        s = game.state
        me = find(s, card.title, 0)
        offered = [a.target for a in game.legal_actions() if isinstance(a, Equip)
                   and a.card == me]
        want = [find(s, fits, 0)] if with_record else []
        if offered != want:
            out.append(f"pile_self_equip: offered onto {offered}, want {want} "
                       f"({'with' if with_record else 'without'} the record)")
        elif with_record:
            game.perform(Equip(0, me, want[0]))
            if s.cards[me].attached_to != want[0]:
                out.append("pile_self_equip: the card is not attached")
        del other
    return out
