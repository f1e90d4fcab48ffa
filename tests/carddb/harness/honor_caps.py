"""The per-card harness for ``no_dishonor_max`` (dishonorable Paragons of yours keep their
Personal Honor, ``cardtext/ongoing.py``): the card in play for
Alice (her Stronghold, or at her home); a dishonorable Personality of hers with the record's
keyword and Personal Honor 3, and one of Bob's alike. With the record hers has 3 and Bob's 0;
without it both have 0 [S1 › HONORABLE AND DISHONORABLE]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_no_dishonor_max(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    kind = card.type.value
    if kind not in ("stronghold", "holding", "celestial"):
        raise Unusable(f"no_dishonor_max on a {kind}: not placed here")
    problems = []
    for with_record, want in ((True, [3, 0]), (False, [0, 0])):
        build = _Builder(card, record, False)
        if kind == "stronghold":
            build.stronghold = card.title
        else:
            build.place(0, card.title, False)
        titles = [build.new_def("personality", personal_honor=3,
                                keywords=[record["filter"]["keyword"]]) for _ in range(2)]
        for who, title in enumerate(titles):
            build.place(who, {"title": title, "dishonored": True}, False)
        game = (build if with_record else _without(build, record)).game()
        got = [stats.personal_honor(game.state, find(game.state, t, who))
               for who, t in enumerate(titles)]
        if got != want:
            problems.append(f"no_dishonor_max: Personal Honor {got}, expected {want} "
                            f"({'with' if with_record else 'without'} the record)")
    return problems
