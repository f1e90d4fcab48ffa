"""The tables of the ccgtext2 lane's scenario tests (``tests/engine/test_ccgtext2_*.py``): its
card-by-card records (``carddb/data/ccg_abilities_ccgtext2.json``) looked up by the Oracle id
they are keyed by and put on invented cards, Alice to act in her turn."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, position


def records(card_id: str, ability: int) -> list[dict[str, Any]]:
    """The lane's records of that card's ability (a copy of the list)."""
    return list(ability_data()[card_id][ability][1])


def table(defs: list[dict[str, Any]], alice: dict[str, Any], bob: dict[str, Any], *,
          mine: list[Any] | None = None, bobs: list[Any] | None = None) -> Game:
    """Alice to act in her turn: in the Action Phase, or in a battle at Bob's first province
    with ``mine`` attacking and ``bobs`` defending."""
    if mine is None:
        return Game.from_position(position(alice, bob, active=0, priority=0, defs=defs))
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": mine,
                                       "defending": bobs or []}]}
    return Game.from_position(pos)


def offered(game: Game, title: str) -> list[UseAbility]:
    """The uses of Alice's card of that title offered now."""
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def bare(title: str) -> dict[str, Any]:
    """A Personality of that title without attachments, for a battlefield."""
    return {"title": title, "attachments": []}


def pool_defs(card_id: str, ability: int, *extra: dict[str, Any]) -> list[dict[str, Any]]:
    """A 0-cost Strategy "Plan" with that card's records, and the other cards given."""
    return [cd("Plan", "strategy", gold_cost=0, focus=1,
               abilities=records(card_id, ability)), *extra]

