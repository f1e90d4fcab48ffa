"""The per-card harness for a trait on another player's Honor loss from your Battle action
(trigger ``honor_lost`` with ``player: opponent`` and ``from_your_battle_action``,
``cardtext/trait_others.py``; used by ``trait_others``): the card in play for Alice (her
Stronghold, or at her home); Alice and Bob each have a unit at the battlefield of Alice's
attack; in the Combat Segment Alice takes a harness Battle Strategy making Bob lose 2 Honor.
The same is done on the table without the record: each player's Honor must differ by the
record's Honor effects on the player who lost Honor (``trigger_player``: Bob) and nothing
for Alice."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from tests.carddb.harness.position import Unusable, _honor, _without
from tests.engine.scenario import cd, find

#: Alice's Battle action costing Bob 2 Honor.
_JEER = cd("Harness Jeer", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "effects": [{"op": "lose_honor", "amount": 2, "player": "opponent"}]}])


def exercise_battle_honor(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    trig = record["trigger"]
    if trig.get("player") != "opponent" or not trig.get("from_your_battle_action"):
        raise Unusable(f"an honor_lost trait {trig}: not made to happen here")
    effects = record.get("effects", [])
    if any(e.get("op") not in ("lose_honor", "gain_honor") or "if" in e for e in effects):
        raise Unusable("honor_lost trait effects other than Honor: not checked here")
    kind = build.card.type.value
    build.battle = True
    if kind == "stronghold":
        build.stronghold = build.card.title
    elif kind in ("holding", "celestial"):
        build.place(0, build.card.title, False)
    else:
        raise Unusable(f"an honor_lost trait on a {kind}: not placed here")
    for who in (0, 1):
        build.host(who, [], [])
    build.defs.append(_JEER)
    build.hand.append(_JEER["title"])
    after = []
    for b in (build, _without(build, record)):
        game = b.game()
        jeer = find(game.state, _JEER["title"], 0)
        use = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                    and a.card == jeer), None)
        if use is None:
            raise Unusable("the harness Battle action is not offered")
        game.perform(use)
        after.append(_honor(game))
    want = [0, 0]
    for e in effects:
        who = 1 if e.get("player") in ("trigger_player", "opponent") else 0
        want[who] += e["amount"] if e["op"] == "gain_honor" else -e["amount"]
    got = [a - b for a, b in zip(after[0], after[1], strict=True)]
    return [] if got == want else [f"honor_lost trait: Honor changed by {got} beside the "
                                   f"table without it, record {want}"]
