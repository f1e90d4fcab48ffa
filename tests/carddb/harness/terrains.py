"""The per-card harness's Terrain checks (``games/ccg/cardtext/terrains.py``):

- a record that destroys a Terrain (``destroy_terrain``) is used with Bob's Terrain in play at
  the battlefield (:func:`prepare`); after the use that Terrain is in Bob's Fate discard pile;
- ``put_into_play`` ``at: battlefield``: the card is the current battlefield's Terrain,
  controlled by its user (:func:`put_problems`);
- the condition ``no_terrain_here``: on the same table with Bob's Terrain at the battlefield
  the action is not offered (:func:`with_terrain`). (A record that destroys the Terrain
  first is used with one there: it is offered in spite of it.)
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import find

#: The ops checked here.
OPS = ("destroy_terrain",)


def _ops(record: dict[str, Any]) -> list[str]:
    return [e.get("op", "") for e in record.get("effects", [])]


def prepare(build: Any, record: dict[str, Any]) -> None:
    """Bob's Terrain at the battlefield for a record that destroys one."""
    if "destroy_terrain" in _ops(record) and build.battle and not build.terrain:
        build.terrain = build.new_def("strategy", keywords=["Terrain"])


def snapshot(state: GameState) -> str | None:
    """The Terrain at the current battlefield before the use."""
    att = state.attack
    if att is None or att.current is None:
        return None
    return att.battlefields[att.current].terrain


def check(state: GameState, before: str | None, effect: dict[str, Any]) -> list[str]:
    """Problems with one ``destroy_terrain`` effect: the Terrain that was there is now in its
    owner's Fate discard pile."""
    if before is None:
        return ["destroy_terrain: no Terrain was in play to destroy"]
    c = state.cards[before]
    if c.in_play or before not in state.players[c.owner].fate_discard:
        return ["destroy_terrain: the Terrain is not in its owner's Fate discard pile"]
    return []


def put_problems(state: GameState, use: UseAbility) -> list[str]:
    """Problems with ``put_into_play`` ``at: battlefield``."""
    att = state.attack
    c = state.cards[use.card]
    if att is None or att.current is None or \
            att.battlefields[att.current].terrain != use.card:
        return ["put_into_play: the card is not the current battlefield's Terrain"]
    if c.controller != use.player or c.zone.value != "battlefield":
        return ["put_into_play: the Terrain is not in play under its user's control"]
    return []


def with_terrain(build: Any, index: int, record: dict[str, Any]) -> list[str]:
    """With Bob's Terrain at the battlefield an action whose condition is that no Terrain is
    there is not offered."""
    if not (record.get("condition") or {}).get("no_terrain_here") or build.terrain:
        return []
    build.terrain = build.new_def("strategy", keywords=["Terrain"])
    try:
        game = build.game()
    finally:
        build.terrain = ""
    me = find(game.state, build.card.title, 0)
    offered = any(isinstance(a, UseAbility) and a.card == me and a.ability == index
                  for a in game.legal_actions())
    return ["no_terrain_here: offered with a Terrain at the battlefield"] if offered else []
