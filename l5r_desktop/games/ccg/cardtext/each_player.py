"""Effects on every player that fits: "Each player with 15 or more Family Honor loses 3
Honor." — an effect with ``"each_player": <condition>`` instead of a ``player``::

    {"op": "lose_honor", "amount": 3, "each_player": {"family_honor_at_least": 15}}
    {"op": "draw", "amount": 1, "each_player": {}}            # "Each player draws a card."

The condition uses the keys of an ability's ``condition`` (``ability_conditions.py``), read
for each player in turn ("you" of the condition is that player), when the effect resolves
(effects resolve in written order [CE › ORDER OF EFFECTS]); the players are not targeted
(no "target" [CE › MISCELLANEOUS USAGE / TARGET]) and none chooses anything. The effect is
applied to each fitting player in turn order from the resolving player [CE › TURN ORDER]
("in turn order" is the rulebook's order for simultaneous effects of several players): every
player is looked at first, so one player's change does not decide whether the next fits.
Eliminated players are not in the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The player-changing ops an ``each_player`` effect may apply.
OPS = ("gain_honor", "lose_honor", "draw")


def problems(eff: dict[str, Any], conditions: tuple[str, ...]) -> list[str]:
    """Problems with an ``each_player`` effect (``conditions``: the known condition keys)."""
    cond = eff.get("each_player")
    out = []
    if not isinstance(cond, dict) or any(k not in conditions for k in cond):
        out.append(f"each_player is a condition with keys among {', '.join(conditions)}")
    if eff.get("op") not in OPS:
        out.append(f"each_player applies one of {', '.join(OPS)}")
    if any(k in eff for k in ("player", "target", "each")):
        out.append("an each_player effect names no player, target or each")
    return out


def seats(state: GameState, player: int, card: CardState, cond: dict[str, Any],
          condition_ok: Callable[..., bool]) -> list[int]:
    """The players the effect applies to: those in the game fitting ``cond`` now, in turn
    order from ``player``."""
    order = [player, *state.opponents(player)]
    return [p for p in order if condition_ok(state, p, cond, card)]
