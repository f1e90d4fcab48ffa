"""Set-up shared by the duels lane's record tests (``test_duels27_card_records.py``,
``test_duels27_duel_records.py``): the records of a card by its Oracle id, a battle on our own
tables, the uses of a card's abilities."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import player, position


def _records(card_id: str) -> list[dict[str, Any]]:
    """The card's records in printed order, numbered by line as the importer does."""
    return [{**rec, "ability": n} for n, (_line, recs) in sorted(ability_data()[card_id].items())
            for rec in recs]


def _battle(defs: list[dict[str, Any]], attacking: list[dict[str, Any]],
            defending: list[dict[str, Any]], hand: list[str] | None = None) -> Game:
    """Alice (active, with priority) attacks Bob's province with ``attacking``."""
    pos = position(player(name="Alice", hand=hand or []), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": attacking, "defending": defending}]}
    pos["priority"] = 0
    return Game.from_position(pos)


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]
