"""The per-card harness for ``resolution_no_bow`` ("Battle resolution does not bow cards in
this unit", ``cardtext/resolution_bowing.py``): the card (a Personality) attacking at the
battlefield with a Follower of ours; its unit returns home as after the battle's resolution
(``attack/resolution.return_home``, the Final Steps). With the record neither card bows;
without it both do."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import resolution
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_resolution_no_bow(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality":
        raise Unusable(f"resolution_no_bow on a {card.type.value}: not placed here")
    got = []
    for with_record in (True, False):
        build = _Builder(card, record, True)
        follower = build.new_def("follower")
        build.place(0, {"title": card.title, "attachments": [follower]}, True)
        game = (build if with_record else _without(build, record)).game()
        st = game.state
        me = find(st, card.title, 0)
        resolution.return_home(st, [me], True, resolved=True)
        got.append([st.cards[me].bowed, st.cards[find(st, follower, 0)].bowed,
                    st.cards[me].battlefield is None])
    want = [[False, False, True], [True, True, True]]
    return [] if got == want else [f"resolution_no_bow: (bowed, Follower bowed, home) {got}, "
                                   f"want {want}"]
