"""The per-card harness for ``one_copy`` ("You may only have one copy of <it> in play",
``economy.unique_blocked``): a copy of the card in play at Alice's home and another face up in
her first province in her Dynasty Phase, its Gold Cost in her pool. With the record the
Recruit is not offered; without it, it is; with no copy at home it is offered either way."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Recruit
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without


def exercise_one_copy(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value not in ("holding", "personality"):
        raise Unusable(f"one_copy on a {card.type.value}: not placed here")
    got = []
    for copy_home, with_record in ((True, True), (True, False), (False, True)):
        build = _Builder(card, record, False)
        build.provinces = [{"title": card.title, "face_up": True}]
        if copy_home:
            build.place(0, card.title if card.type.value == "holding"
                        else {"title": card.title, "attachments": []}, False)
        build.pool = int(card.gold_cost or 0)
        build.honor = 40
        game = (build if with_record else _without(build, record)).game(phase="dynasty")
        st = game.state
        mine = st.players[0].provinces[0]
        got.append(any(isinstance(a, Recruit) and a.card == mine for a in game.legal_actions()))
    return [] if got == [False, True, True] else [
        f"one_copy: Recruit offered {got} (copy home + record, without record, no copy home)"]
