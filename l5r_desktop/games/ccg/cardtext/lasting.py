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

Actions (ccgtext2): a Strategy's action may leave such a trait with the player who took it
("After each time he is assigned (this turn), his controller loses 1 Honor", "After the next
time this turn he assigns, straighten his unit")::

    {"op": "lasting_trait", "until": "turn",
     "trigger": {"event": "assigned", "card": 1},
     "effects": [{"op": "lose_honor", "amount": 1, "player": "target_controller",
                  "target": 1}]}
    {"op": "lasting_trait", "once": true, "until": "turn",
     "trigger": {"event": "attacks", "card": 0, "defender": "you"},
     "effects": [{"op": "gain_honor", "amount": 2}, {"op": "dishonor", "target": 0}]}

``until``: ``turn`` ("this turn": the trait ends when the turn ends, with the turn's "until
the end of the turn" effects, ``turn/phases.end_turn``) or ``game`` ("until the game ends");
with ``once`` it is "the next time this turn" (a "next time" trigger means this turn unless
it says otherwise [CE › TIMING AND TRIGGERS › "Next/first time" triggers]). The trigger's
``card`` may be one of the action's targets (its index): the trait answers only a trigger
about that card; its effects may name the action's targets by index as the action's own
effects do ("him" is the card the action targeted [CE › DELAYED EFFECTS]: "A delayed effect
is activated at one time ... but is applied at another"), and the action's cards are kept
with the entry. ``assigned`` (his unit assigned to a battlefield [CE › ASSIGN]) may add
``attacking`` (to the attacking side: "he is assigned to attack"); ``attacks``: his unit
assigned or moved to the attacking side of a battlefield ("moves to attack" [CE › MOVEMENT]);
both may add ``defender: you`` (the Defender is the trait's player: "he attacks you").
``bowed`` about a target (misc lane, 27 Nov): the card went from unbowed to bowed, for any
reason (a cost, an effect, producing Gold [CE › BOWED AND UNBOWED]); ``action_resolved``
about a target: an action from an ability on that card resolved ("after each time it bows or
an ability on it resolves, its controller loses 1 Honor": two traits, ``until: game``); a
trait is a card's, not an ability [CE › TRAITS], so producing Gold is a bowing only.

Activating the effect records it in ``GameState.delayed`` (``when`` :data:`WHEN`, saved with
the game; ``delayed.py`` leaves such entries alone); ``lasting_fire.py`` resolves it when its
trigger happens (``trait_firing.fire_traits``), :func:`turn_began` ends the counted ones and
:func:`turn_ended` those of the turn.
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
          "province_destroyed", "dishonored", "assigned", "attacks", "bowed")
#: The triggers about one of the action's targets (``card``: its index).
ABOUT_TARGET = ("assigned", "attacks", "bowed")
#: The triggers that may be about one of the action's targets, or about any card: an action
#: from an ability on that card ("after an ability on it resolves": no keyword asked).
MAY_TARGET = ("action_resolved",)
_FILTERS = {"event", "card", "type", "keyword", "player", "action_keyword", "below_start",
            "as_attacker", "opposing", "attacking", "defender"}
#: How long an action's trait waits (``until``): the turn, or the game.
UNTIL = ("turn", "game")
#: The record timings of actions that may leave a trait (an Event's is ``event``).
ACTIONS = ("limited", "open", "battle", "engage", "battle_open")


def _trigger_problems(trig: Any) -> list[str]:
    if not isinstance(trig, dict) or trig.get("event") not in EVENTS:
        return [f"a lasting trait's trigger is one of {', '.join(EVENTS)}"]
    out = []
    if set(trig) - _FILTERS:
        out.append(f"unknown lasting trigger field(s): {', '.join(sorted(set(trig) - _FILTERS))}")
    card = trig.get("card", "any")
    if card not in ("any", "yours") and not _index(card):
        out.append("a lasting trait's trigger card is any, yours or a target index (no card of "
                   "its own)")
    if (trig["event"] in ABOUT_TARGET) != _index(card) and trig["event"] not in MAY_TARGET:
        out.append("an assigned / attacks / bowed trigger is about one of the action's targets "
                   "(its index)")
    for key in ("attacking",):
        if key in trig and (trig["event"] != "assigned" or trig[key] is not True):
            out.append(f"{key} is true, on assigned")
    if "defender" in trig and (trig["event"] not in ABOUT_TARGET or trig["defender"] != "you"):
        out.append("defender is you, on assigned or attacks")
    if "player" in trig and (trig["event"] not in ACTOR_TRIGGERS
                             or trig["player"] not in ("you", "opponent")):
        out.append("trigger player is you or opponent, on a trigger with a player")
    if (trig["event"] in ACTION_TRIGGERS and not _index(card)) != isinstance(
            trig.get("action_keyword"), str):
        out.append("an action trigger names its action_keyword (and only it), unless it is "
                   "about one of the action's targets (an ability on that card)")
    for key, event in (("below_start", "honor_lost"), ("as_attacker", "province_destroyed")):
        if key in trig and (trig["event"] != event or trig[key] is not True):
            out.append(f"{key} is true, on {event}")
    opp = trig.get("opposing", ["x"])
    if not isinstance(opp, list) or not opp or not all(isinstance(k, str) and k for k in opp):
        out.append("opposing lists keywords (the trigger card opposes a card with one)")
    if any(k in trig and not isinstance(trig[k], str) for k in ("type", "keyword")):
        out.append("type and keyword are words")
    return out


def _index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``lasting_trait`` effect (its effects are checked by the validator,
    ``ability_format``, as a triggered trait's; :func:`record_problems` checks what depends
    on the record holding it)."""
    out = _trigger_problems(effect.get("trigger"))
    once, turns, until = effect.get("once"), effect.get("turns"), effect.get("until")
    if not ((once is True and turns is None and until in (None, "turn"))
            or (once is None and until is None and _index(turns) and turns >= 1)
            or (once is None and turns is None and until in UNTIL)):
        out.append("a lasting trait has once: true (until: turn or absent), a number of "
                   "turns (1 or more) or until: turn or game")
    if "trigger_player" in effect and not (
            effect["trigger_player"] == "defender" and isinstance(effect.get("trigger"), dict)
            and effect["trigger"].get("event") == "province_destroyed"):
        out.append("trigger_player is defender, on province_destroyed")
    effs = effect.get("effects")
    if not isinstance(effs, list) or not effs:
        out.append("a lasting trait holds a list of effects")
    elif any(isinstance(e, dict) and (e.get("optional") or (
            "target" in e and not _index(e["target"]))) for e in effs):
        out.append("a lasting trait's effects choose nothing and name only the action's "
                   "targets")
    return out


def _names_targets(effect: dict[str, Any]) -> bool:
    """Does the trait name one of the action's cards (its trigger card or an effect)?"""
    effs = effect.get("effects")
    return _index((effect.get("trigger") or {}).get("card")) or any(
        isinstance(e, dict) and ("target" in e or "each" in e) for e in (
            effs if isinstance(effs, list) else ()))


def record_problems(effect: dict[str, Any], timing: Any, readable: int) -> list[str]:
    """Problems with a ``lasting_trait`` in a record of ``timing`` whose first ``readable``
    targets are cards the effects may name: an Event's trait names no card of its own; an
    action's may name those targets, and lasts for turns only as an Event's does."""
    if timing == "event":
        return ["an Event's lasting trait names no target"] if _names_targets(effect) else []
    if timing not in ACTIONS:
        return ["lasting_trait is read on Events and actions only (lasting.py)"]
    out = []
    if "turns" in effect or "trigger_player" in effect:
        out.append("an action's lasting trait lasts until: turn / game, or once")
    trig = effect.get("trigger")
    card = trig.get("card") if isinstance(trig, dict) else None
    effs = effect.get("effects") if isinstance(effect.get("effects"), list) else []
    refs = [card] + [e.get("target") for e in effs if isinstance(e, dict)]
    if any(_index(r) and r >= readable for r in refs):
        out.append("a lasting trait names a target the action has (not optional)")
    return out


def inner_record(effect: dict[str, Any], timing: Any,
                 targets: list[Any]) -> dict[str, Any]:
    """The trait's effects as a record for the validator: a triggered trait's (an Event's),
    or for an action's trait an Open action's with the action's ``targets`` (its effects
    name them; the trigger is checked by :func:`problems`)."""
    if timing == "event":
        return {"timing": "trait", "trigger": effect.get("trigger"),
                "effects": effect.get("effects")}
    return {"timing": "open", "targets": targets, "effects": effect.get("effects")}


#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Leave the trait with ``player`` until it has resolved once, its turns are over, or
    the turn or game it lasts ends; an action's keeps the action's ``targets``."""
    entry: dict[str, Any] = {"player": player, "card": card_id, "when": WHEN,
                             "trigger": dict(effect["trigger"]),
                             "effects": [dict(e) for e in effect["effects"]]}
    for key in ("once", "turns", "trigger_player", "until"):
        if key in effect:
            entry[key] = effect[key]
    on = entry["trigger"].get("card")
    if _index(on):
        if on >= len(targets):
            return [Note((card_id,), text=f"{state.title(card_id)}: no card for its trait")]
        entry["on"] = targets[on]
    if targets:
        entry["targets"] = list(targets)
    state.delayed.append(entry)
    name = state.players[player].name
    turns = effect.get("turns", 0)
    until = "the next time it happens this turn" if effect.get("once") and \
        effect.get("until") == "turn" else \
        "the next time it happens" if effect.get("once") else \
        "the turn ends" if effect.get("until") == "turn" else \
        "the game ends" if effect.get("until") == "game" else \
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


def turn_ended(state: GameState) -> list[Event]:
    """The turn ends: the traits that last this turn (``until: turn``) end with it."""
    if not state.delayed:
        return []
    ended = [d for d in state.delayed if d.get("when") == WHEN and d.get("until") == "turn"]
    if not ended:
        return []
    state.delayed = [d for d in state.delayed if not any(d is e for e in ended)]
    return [Note((d["card"],), text=f"{state.title(d['card'])}: its trait ends with the turn")
            for d in ended if d["card"] in state.cards]
