"""A player as the target (or the choice) of a card ability: "A target player gains or loses 2
Honor.", "Choose a player, who loses 3 Honor." [CE › TARGET]: "Targets can be cards, players,
..."; "just choosing something is not targeting" [S1 › TARGET].

The record names its player with ``"target_player": {"who": "any" | "opponent",
"choose": true?, "family_honor_at_least": N?}`` (``any``: a target player, you included;
``opponent``: another player; ``family_honor_at_least``: only a player with that much Family
Honor or more, "Target another player with 30 or more Family Honor", checked when he is
targeted);
effects on him say ``"player": "target_player"``. The player is picked when the action is
announced, with its card targets [CE › TAKING ACTIONS › B]: ``UseAbility.target_player``
holds his seat (``-1``: the record names none), and the legal-action lists offer one use per
fitting player (:func:`expand`). The engine's card targets stay card ids only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.state import GameState

#: Which players a ``target_player`` spec allows.
WHO = ("any", "opponent")
#: The effect ``player`` value naming the target player.
TARGET_PLAYER = "target_player"
#: Timings whose uses are offered with their targets (an action, a Reaction or Interrupt a
#: player takes); a triggered trait or an Event chooses nothing [S1 › TRAITS].
_TAKEN = ("limited", "open", "battle", "engage", "battle_open", "reaction", "interrupt")


def problems(record: dict[str, Any]) -> list[str]:
    """Problems with a record's ``target_player`` and the effects naming him."""
    spec = record.get("target_player")
    effects = record.get("effects")
    names = isinstance(effects, list) and any(
        isinstance(e, dict) and TARGET_PLAYER in (e.get("player"), e.get("who"))
        for e in effects)  # "who": the player choosing a card (player_picks.py)
    if spec is None:
        return ["an effect on the target player needs the record's target_player"] \
            if names else []
    if not isinstance(spec, dict) or spec.get("who") not in WHO \
            or any(k not in ("who", "choose", "family_honor_at_least") for k in spec) \
            or spec.get("choose", True) is not True \
            or not isinstance(spec.get("family_honor_at_least", 0), int) \
            or isinstance(spec.get("family_honor_at_least", 0), bool):
        return ["target_player is {who: any|opponent, choose: true?, "
                "family_honor_at_least: N?}"]
    if record.get("timing") not in _TAKEN:
        return ["only an action, a Reaction or an Interrupt targets a player"]
    if not names:
        return ["no effect names the target player"]
    return []


def players(state: GameState, player: int, record: dict[str, Any]) -> list[int]:
    """The players the record's ``target_player`` may be, in seat order."""
    spec = record.get("target_player", {})
    seats = sorted(state.opponents(player)) if spec.get("who") == "opponent" else \
        list(range(len(state.players)))
    least = spec.get("family_honor_at_least")
    if least is not None:
        seats = [p for p in seats if state.players[p].family_honor >= least]
    return seats


def expand(state: GameState, player: int, record: dict[str, Any],
           uses: list[UseAbility]) -> list[UseAbility]:
    """Each use once per player it may target (the uses unchanged when it names none)."""
    if "target_player" not in record:
        return uses
    who = players(state, player, record)
    return [replace(u, target_player=p) for u in uses for p in who]


def seat(state: GameState, target_player: int) -> str | None:
    """The effect ``target`` value of the chosen player, or ``None`` when none is chosen."""
    if 0 <= target_player < len(state.players):
        return str(target_player)
    return None
