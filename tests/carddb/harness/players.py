"""The player an ability targets or chooses (``target_player``, engine
``cardtext/player_targets.py``) in the per-card harness: the use offered for each fitting
player, and the one taken is Bob's (seat 1), so that an effect applied to Alice instead is
seen."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility

#: The seats a ``target_player`` spec allows in the harness's two-player game.
_SEATS = {"any": [0, 1], "opponent": [1]}


def player_choice(record: dict[str, Any], uses: list[UseAbility],
                  wanted: list[str]) -> UseAbility:
    """The use to take: with the harness's targets (``wanted``) when offered, and targeting
    Bob when the record targets a player. Raises AssertionError when the uses offered for
    those targets do not target exactly the players the record allows."""
    fitting = [u for u in uses if list(u.targets) == wanted] or uses[:1]
    spec = record.get("target_player")
    if spec is None:
        return fitting[0]
    seats = sorted(u.target_player for u in uses if u.targets == fitting[0].targets)
    assert seats == _SEATS[spec["who"]], (
        f"uses offered for players {seats}, record {spec}")
    return next(u for u in fitting if u.target_player == 1)
