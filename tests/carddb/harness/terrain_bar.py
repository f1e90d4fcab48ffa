"""The per-card harness for "While <he> is at the current battlefield, other players may not
play Terrains." (an ongoing ``no_terrains`` record, ``cardtext/terrains.barred``): the card
(a Personality) in Alice's unit at the battlefield; once Alice passes, Bob, with a Terrain
in hand, must not be offered it, and is on the same table without the record; with the card
at home (its condition false) Bob is offered it again; Alice's own Terrain is offered (only
other players are barred)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import cd, find

_TERRAIN = "Harness Bar Terrain"


def _terrains(build: _Builder, who: int) -> int:
    """How many uses of ``who``'s Terrain are offered at his first opportunity."""
    game = build.game()
    if game.state.priority != who:  # (the table opens with Alice to act)
        game.perform(Pass(game.state.priority))
    mine = find(game.state, _TERRAIN, who)
    return sum(isinstance(a, UseAbility) and a.card == mine for a in game.legal_actions())


def exercise_no_terrains(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality" or record.get("if") != {"card": "self",
                                                                 "at_current": True}:
        raise Unusable("a no_terrains trait other than a Personality's while he is there")
    build = _Builder(card, record, True)
    build.the_card()
    build.defs.append(cd(_TERRAIN, "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
                         abilities=[{"timing": "battle", "effects": [
                             {"op": "put_into_play", "target": "self", "at": "battlefield"}]}]))
    build.hand.append(_TERRAIN)
    build.bob_hand.append(_TERRAIN)
    problems = []
    barred, free = _terrains(build, 1), _terrains(_without(build, record), 1)
    if barred or not free:
        problems.append(f"Bob's Terrain offered {barred} times with the record, {free} without "
                        "(want 0, 1)")
    if not _terrains(build, 0):
        problems.append("Alice, the card's player, was not offered her Terrain")
    build.units[0].remove(next(e for e in build.units[0] if e == card.title or (
        isinstance(e, dict) and e.get("title") == card.title)))
    build.home[0].append(card.title)  # at home: the condition is false
    if not build.units[0]:
        build.host(0, [], [])  # (Alice keeps a unit at the battlefield)
    if not _terrains(build, 1):
        problems.append("Bob's Terrain not offered while the card is at home")
    return problems
