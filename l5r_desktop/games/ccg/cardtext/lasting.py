"""Triggered traits an Event leaves with its player: "after the next time this game you destroy
a Province as the Attacker, the Defender loses 5 Honor" (once), "until your turn two turns from
now begins, after each time ..., ..." (for a number of the player's turns).

Effect (in an Event record's ``effects``)::

    {"op": "lasting_trait", "once": true,
     "trigger": {"event": "province_destroyed", "card": "any", "player": "you",
                 "as_attacker": true},
     "trigger_player": "defender",
     "effects": [{"op": "lose_honor", "amount": 5, "player": "trigger_player"}]}
    {"op": "lasting_trait", "once": true,
     "trigger": {"event": "honor_lost", "card": "any", "player": "you", "below_start": true},
     "effects": [{"op": "gain_honor", "amount": 5, "player": "you"}]}
    {"op": "lasting_trait", "turns": 2, "trigger": {...}, "effects": [...]}

Rules. "Some triggers may occur at the first occurrence of some future event, such as 'the
next time a Personality bows'" [CE › TIMING AND TRIGGERS › "Next/first time" triggers]: with
``once`` the trait resolves at the first such trigger after the Event resolved, then is gone;
"this game": it waits as long as the game lasts. With ``turns`` N it answers each trigger
until the player's N-th turn from now begins ("until your next turn begins": 1; "until your
turn two turns from now begins" / "until your second turn from now begins": 2)
[CE › DURATION OF EFFECTS]. The effects are the Event's, resolved for its player (the "you"
of an Event is the player it resolved for [CE › EVENT]) like a triggered trait: mandatory,
not an action [CE › TRAITS].

The trigger is a trait trigger about another card or no card (``trigger_events.TRAIT_OTHERS``,
``card`` ``any`` or ``yours``, with the filters ``type``, ``keyword``, ``player`` and
``action_keyword`` of ``trait_others.py``), plus ``below_start`` on ``honor_lost``: the loss
took the player's Family Honor from at least its starting value to below it (the starting
value: his Stronghold's starting Honor plus his Sensei's), and ``as_attacker`` on
``province_destroyed``: another player's province destroyed, by battle resolution or an
effect, during an Attack Phase whose Attacker is the destroying player ("you destroy a
Province as the Attacker"), and ``opposing`` (keywords): the trigger's card is opposing a
card with one of them, on the other side of its battlefield [CE › OPPOSING] ("a Personality
opposing a Magistrate or Courtier"). ``trigger_player: defender`` (on
``province_destroyed``): the effects' ``trigger_player`` is that Attack Phase's Defender.

Activating the effect records it in ``GameState.delayed`` (``when`` :data:`WHEN`, saved with
the game; ``delayed.py`` leaves such entries alone); ``lasting_fire.py`` resolves it when its
trigger happens (``triggers.fire_traits``) and :func:`turn_began` ends the counted ones.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.trigger_events import ACTION_TRIGGERS, ACTOR_TRIGGERS
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("lasting_trait",)
#: The ``when`` of these entries in ``GameState.delayed``.
WHEN = "lasting"
#: The trigger words such a trait may answer (each about another card or about no card).
EVENTS = ("destroyed", "turn_began", "province_won", "action_resolved", "honor_lost",
          "province_destroyed", "dishonored")
_FILTERS = {"event", "card", "type", "keyword", "player", "action_keyword", "below_start",
            "as_attacker", "opposing"}


def _trigger_problems(trig: Any) -> list[str]:
    if not isinstance(trig, dict) or trig.get("event") not in EVENTS:
        return [f"a lasting trait's trigger is one of {', '.join(EVENTS)}"]
    out = []
    if set(trig) - _FILTERS:
        out.append(f"unknown lasting trigger field(s): {', '.join(sorted(set(trig) - _FILTERS))}")
    if trig.get("card", "any") not in ("any", "yours"):
        out.append("a lasting trait's trigger card is any or yours (no card of its own)")
    if "player" in trig and (trig["event"] not in ACTOR_TRIGGERS
                             or trig["player"] not in ("you", "opponent")):
        out.append("trigger player is you or opponent, on a trigger with a player")
    if (trig["event"] in ACTION_TRIGGERS) != isinstance(trig.get("action_keyword"), str):
        out.append("an action trigger names its action_keyword (and only it)")
    for key, event in (("below_start", "honor_lost"), ("as_attacker", "province_destroyed")):
        if key in trig and (trig["event"] != event or trig[key] is not True):
            out.append(f"{key} is true, on {event}")
    opp = trig.get("opposing", ["x"])
    if not isinstance(opp, list) or not opp or not all(isinstance(k, str) and k for k in opp):
        out.append("opposing lists keywords (the trigger card opposes a card with one)")
    if any(k in trig and not isinstance(trig[k], str) for k in ("type", "keyword")):
        out.append("type and keyword are words")
    return out


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``lasting_trait`` effect (its effects are checked by the validator,
    ``ability_format``, as a triggered trait's)."""
    out = _trigger_problems(effect.get("trigger"))
    once, turns = effect.get("once"), effect.get("turns")
    if not ((once is True and turns is None) or (once is None and isinstance(turns, int)
                                                  and not isinstance(turns, bool)
                                                  and turns >= 1)):
        out.append("a lasting trait has once: true or a number of turns (1 or more)")
    if "trigger_player" in effect and not (
            effect["trigger_player"] == "defender" and isinstance(effect.get("trigger"), dict)
            and effect["trigger"].get("event") == "province_destroyed"):
        out.append("trigger_player is defender, on province_destroyed")
    effs = effect.get("effects")
    if not isinstance(effs, list) or not effs:
        out.append("a lasting trait holds a list of effects")
    elif any(isinstance(e, dict) and (e.get("optional") or "target" in e) for e in effs):
        out.append("a lasting trait's effects choose and target nothing")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Leave the trait with ``player`` until it has resolved once or its turns are over."""
    entry: dict[str, Any] = {"player": player, "card": card_id, "when": WHEN,
                             "trigger": dict(effect["trigger"]),
                             "effects": [dict(e) for e in effect["effects"]]}
    for key in ("once", "turns", "trigger_player"):
        if key in effect:
            entry[key] = effect[key]
    state.delayed.append(entry)
    name = state.players[player].name
    turns = effect.get("turns", 0)
    until = "the next time it happens" if effect.get("once") else \
        f"{name}'s next turn begins" if turns == 1 else \
        f"{name}'s turn {turns} turns from now begins"
    return [Note((card_id,), text=f"{state.title(card_id)}: its trait waits for {name} "
                                  f"until {until}")]


def turn_began(state: GameState, player: int) -> list[Event]:
    """``player``'s turn began: each of his counted traits has one turn fewer; those at none
    end ("until your turn N turns from now begins")."""
    if not state.delayed:
        return []
    out: list[Event] = []
    keep = []
    for d in state.delayed:
        if d.get("when") == WHEN and d["player"] == player and "turns" in d:
            d["turns"] -= 1
            if d["turns"] <= 0:
                out.append(Note((d["card"],), text=f"{state.title(d['card'])}: its lasting "
                                                   "trait ends"))
                continue
        keep.append(d)
    state.delayed = keep
    return out
