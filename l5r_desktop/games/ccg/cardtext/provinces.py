"""Province strength given by an action: "Give each of your provinces +2 strength.",
"Permanently give each of your provinces +1 strength."

Effect (in an ability record's ``effects``)::

    {"op": "province_strength", "amount": 2}                      # until the end of the turn
    {"op": "province_strength", "amount": 1, "duration": "game"}  # "permanently"

Rules. Province Strength is a stat of a province [CE › CARD FEATURES › STATS]; a province has
the base Province Strength of its player's Stronghold [CE › STRONGHOLD › Base Province
Strength]. The engine keeps one strength for all of a player's provinces (``stats.
province_strength``: the Stronghold's stat with the bonuses on it), so a bonus to *each* of the
player's provinces is a bonus on that stat: a stat modifier on his Stronghold, recorded by the
toolkit's ``modify_stat`` (the same change a player makes by hand). Giving a bonus is an
ongoing effect: it "last[s] until the end of the turn in which [it was] applied unless
otherwise indicated"; "permanent" overrides that default [CE › DURATION OF EFFECTS › Ongoing
effects] (``duration`` ``game``). A bonus to one province (the current battlefield's, a target
province) is not expressible here and stays manual.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("province_strength",)
DURATIONS = ("turn", "game")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``province_strength`` effect of a record."""
    amount = effect.get("amount")
    out = []
    if not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
        out.append("province_strength needs a non-zero whole amount")
    if effect.get("duration", "turn") not in DURATIONS:
        out.append(f"province_strength lasts {' or '.join(DURATIONS)}")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Give each of the player's provinces the bonus (a modifier on his Stronghold's stat)."""
    keep = state.players[player].stronghold
    kwargs = {"card": keep, "amount": int(effect["amount"]), "stat": "province_strength",
              "duration": str(effect.get("duration", "turn"))}
    why = effects.check(state, player, "modify_stat", **kwargs) if keep else "no Stronghold"
    if why is not None:
        return [Note((card_id,), text=f"Province strength unchanged ({why})")]
    return effects.apply(state, player, "modify_stat", text=state.cards[card_id].title,
                         sources=(card_id,), **kwargs)
