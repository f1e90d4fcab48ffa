"""The per-card harness for ``open_permission`` ("may Lobby / equip ... as an Open action",
``cardtext/open_permissions.py``): the card (a Personality) at Alice's home on Bob's turn, in
Bob's Action Phase, at Alice's opportunity to act. Lobby: Alice has 12 Honor to Bob's 10; the
Lobby bowing the card is offered with the record and not without; taking it gives Alice the
Imperial Favor and bows the card. Equip: a card of ours fitting the filter in Alice's hand
(Gold Cost 1, 1 Gold in her pool) is offered for Equip onto the card with the record and not
without; taking it attaches it."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Lobby
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_open_permission(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality":
        raise Unusable(f"open permission on a {card.type.value}: not placed here")
    build = _Builder(card, record, False)
    build.place(0, {"title": card.title, "attachments": []}, True)
    build.active = 1
    tool = ""
    if record["action"] == "lobby":
        build.honor = 12
    else:
        flt = record["filter"]
        tool = build.new_def(flt["type"], gold_cost=1,
                             keywords=[flt["keyword"]] if "keyword" in flt else [])
        build.hand.append(tool)
        build.pool = 1
    found = []
    for b in (build, _without(build, record)):
        game = b.game()
        me = find(game.state, card.title, 0)
        held = find(game.state, tool, 0) if tool else None
        acts = [a for a in game.legal_actions()
                if (isinstance(a, Lobby) and a.card == me) or
                (isinstance(a, Equip) and a.target == me and a.card == held)]
        found.append((game, me, acts))
    (game, me, acts), (_g, _m, acts0) = found
    if len(acts) != 1 or acts0:
        return [f"open permission {record['action']}: offered {len(acts)} with the record, "
                f"{len(acts0)} without (want 1, 0)"]
    game.perform(acts[0])
    st = game.state
    if record["action"] == "lobby":
        ok = st.players[0].favor and st.cards[me].bowed
    else:
        ok = st.cards[find(st, tool, 0)].attached_to == me
    return [] if ok else [f"open permission {record['action']}: not done"]
