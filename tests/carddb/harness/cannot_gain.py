"""The per-card harness for ``cannot_gain`` ("Will not gain a Clan alignment", ``given.py``):
the card (a Personality) at Alice's home; Bob's effect permanently gives it "Scorpion Clan"
and then Cavalry (``given.apply``, as a give_keyword effect of a Bob's card resolves). With
the record it gains Cavalry only; without it, both."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import given
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_cannot_gain(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality":
        raise Unusable(f"cannot_gain on a {card.type.value}: not placed here")
    got = []
    for with_record in (True, False):
        build = _Builder(card, record, False)
        build.place(0, {"title": card.title, "attachments": []}, True)
        game = (build if with_record else _without(build, record)).game()
        st = game.state
        me = find(st, card.title, 0)
        for kw in ("Scorpion Clan", "Cavalry"):
            given.apply(st, 1, me, {"op": "give_keyword", "target": "self", "keyword": kw}, ())
        d = st.cards[me].definition
        got.append((d.has_keyword("Scorpion Clan"), d.has_keyword("Cavalry")))
    want = [(False, True), (True, True)]
    return [] if got == want else [f"cannot_gain: (clan, Cavalry) given {got}, want {want}"]
