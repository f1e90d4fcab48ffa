"""Delayed effects: "After your next turn begins, gain 3 Honor.", "Destroy him before this turn
ends.", "After this battle's resolution, destroy the Follower." (effects written to happen at
a later time).

Effects (in an ability record's ``effects``)::

    {"op": "after_next_turn_begins",
     "effects": [{"op": "province_strength", "amount": 2, "duration": "game"}]}
    {"op": "before_turn_ends", "effects": [{"op": "destroy", "target": 0}]}
    {"op": "before_battle_resolves", "effects": [{"op": "straighten", "target": 0}]}
    {"op": "after_battle_resolves", "effects": [{"op": "destroy", "target": 1}]}
    {"op": "during_end_phase", "effects": [{"op": "draw", "amount": 1}]}

[CE › DELAYED EFFECTS]: "Some effects state that they will occur at a given time in the
future" (the rulebook's example: "After your next turn begins"); "A delayed effect is
activated at one time ... but is applied at another"; "The duration of a delayed ongoing
effect takes into account the turn ... in which it was applied". Activating it records the
inner effects in ``GameState.delayed`` (saved with the game), with the cards the action
targeted or chose (the inner effects' ``target`` indices name them: "him" is still the card
the action chose when the effect is applied); they are applied in the order they were
activated:

- ``after_next_turn_begins``: for the same player, when his next turn begins: after the Honor
  Victory check, which comes "prior to anything triggered 'after the turn begins'" [CE ›
  PLAYERS WINNING AND LOSING], and before his Straighten Phase (``turn/phases.begin_turn``).
  Its effects are on players (Honor, draws, each province's strength), with no targets, or
  take back one token the action gave one of its cards (``remove_token``: "Remove it after
  your next turn begins"; the token the action named, one of that title if several).
- ``before_turn_ends``: "before your turn ends" / "before this turn ends": after the End Phase,
  "Subsequent to the end of the End Phase, the player's turn ends" [CE › END PHASE], so after
  its draw and the discard to the maximum hand size, and before the turn's "until the end of
  the turn" effects end (``turn/phases.end_turn``).
- ``during_end_phase``: "during your next End Phase": in that player's next End Phase, right
  after its draw and before the discard to the maximum hand size [CE › END PHASE] (so "draw
  an additional card during your next End Phase" is one more card drawn with the End Phase's
  own, which the discard then counts) (``turn/phases.begin_end_phase``, :func:`end_phase`).
- ``before_battle_resolves`` / ``after_battle_resolves``: of the battle in which the action was
  taken ("this battle"): "The point before a battle resolves is before its Resolution Segment
  begins. The point after it resolves is when that segment ends" [CE › RESOLVE]
  (``attack/battle.resolve``). A battle that ends without resolving (its province destroyed
  during it) never reaches them: they are dropped when that battle ends.

A delayed effect whose card has left play still happens (it was activated already); an effect
on a card that has left play since does nothing to it. The timed effects (all but
``after_next_turn_begins``) hold Honor, draws, and bowing, straightening or destroying one of
the action's cards, with no new targets and no choices.

Besides it, an effect may carry ``"if": {"player": "you", "no_province_lost": "turn"}`` ("before
it ends, if none of your provinces were destroyed this turn, gain 1 Honor"; lane cards): read
when the delayed effect is applied (``province_losses.py``).

The one battle condition they may carry: ``"if": {"battle": "lost"}`` on an effect of
``after_battle_resolves`` (a destruction after the battle only for a player who lost it):
applied only when the battle's outcome made the action's player lose it, his army's
leader not the winner of a battle that had one: "The winning army's leader ... is the winner
of the battle"; a tie or no outcome is no loss [CE › BATTLES › C: RESOLUTION SEGMENT]
(``attack/battle.resolve`` passes the losers to :func:`battle_point`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves, and when each is applied (``GameState.delayed``
#: ``when``).
WHEN = {"after_next_turn_begins": "next_turn", "before_turn_ends": "turn_end",
        "before_battle_resolves": "before_resolution",
        "after_battle_resolves": "after_resolution", "during_end_phase": "end_phase"}
OPS = tuple(WHEN)
NEXT_TURN = WHEN["after_next_turn_begins"]
TURN_END = WHEN["before_turn_ends"]
BEFORE_RESOLUTION = WHEN["before_battle_resolves"]
AFTER_RESOLUTION = WHEN["after_battle_resolves"]
END_PHASE = WHEN["during_end_phase"]
_BATTLE = (BEFORE_RESOLUTION, AFTER_RESOLUTION)
#: The ops waiting for a time of "this battle" (a Battle action's: the validator).
BATTLE_OPS = ("before_battle_resolves", "after_battle_resolves")
#: The conditions on the player a delayed effect may carry, read when it is applied.
NO_LOSS = ({"player": "you", "no_province_lost": "turn"},
           {"player": "you", "no_province_lost": "since_last_turn"})
#: Text ops given the action's targets (``abilities.run_list``).
WITH_TARGETS = True
#: The effects a delayed effect may hold (on players, no targets).
INNER_OPS = ("gain_honor", "lose_honor", "draw", "province_strength")
#: The effects a timed delayed effect may hold: those, and these on one of the action's cards.
CARD_OPS = ("bow", "straighten", "destroy")
#: On one of the action's cards in every delayed effect: taking back a token the action gave
#: ("Give him a +1F Sake token. Remove it after your next turn begins.", core lane).
TOKEN_OPS = ("remove_token",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one delayed effect of a record."""
    inner = effect.get("effects")
    if not isinstance(inner, list) or not inner:
        return ["a delayed effect holds a list of effects"]
    timed = effect.get("op") != "after_next_turn_begins"
    allowed = INNER_OPS + (CARD_OPS if timed else ()) + TOKEN_OPS
    out = []
    for e in inner:
        if not isinstance(e, dict) or e.get("op") not in allowed:
            out.append(f"a delayed effect holds effects among {', '.join(allowed)}")
            continue
        if "if" in e and not (e["if"] == LOST and effect.get("op") == "after_battle_resolves") \
                and e["if"] not in NO_LOSS:
            out.append("a delayed effect's condition is only if: {battle: lost}, after this "
                       "battle resolves, or none of your provinces destroyed this turn")
        if any(k in e for k in ("each", "each_player", "optional")) \
                or e.get("player", "you") != "you":
            out.append("a delayed effect's effects are on you or one card, without choices")
        if e["op"] in TOKEN_OPS and not (isinstance(e.get("token"), str) and e["token"]
                                         and e.get("amount") == 1):
            out.append("remove_token in a delayed effect takes back one token it names")
        if e["op"] in CARD_OPS or e["op"] in TOKEN_OPS:
            t = e.get("target")
            if not (t == "self" or (isinstance(t, int) and not isinstance(t, bool) and t >= 0)):
                out.append(f"{e['op']} in a delayed effect names one of the action's cards")
        elif "target" in e:
            out.append("a delayed effect's effects on players name no card")
        elif e["op"] == "province_strength":
            pass  # checked by ability_format with provinces.problems (this module stays a
            # leaf: the battle's flow imports it)
        elif not isinstance(e.get("amount"), int) or isinstance(e.get("amount"), bool) \
                or e["amount"] < 1:
            out.append(f"{e['op']} in a delayed effect needs a positive amount")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Activate the delayed effect: it waits for its time, with the action's ``targets``."""
    when = WHEN[effect["op"]]
    entry: dict[str, Any] = {"player": player, "card": card_id, "when": when,
                             "effects": [dict(e) for e in effect["effects"]]}
    if targets:
        entry["targets"] = list(targets)
    title = state.title(card_id)
    if when in _BATTLE:
        att = state.attack
        if att is None or att.current is None:  # no battle: there is no "this battle"
            return [Note((card_id,), text=f"{title}: no battle for its delayed effect")]
        entry["battlefield"] = att.current
    state.delayed.append(entry)
    wait = {NEXT_TURN: f"{state.players[player].name}'s next turn begins",
            TURN_END: "this turn ends", BEFORE_RESOLUTION: "this battle resolves",
            END_PHASE: f"{state.players[player].name}'s next End Phase",
            AFTER_RESOLUTION: "this battle has resolved"}[when]
    return [Note((card_id,), text=f"{title}: its effect waits until {wait}")]


RunList = Callable[..., list[Event]]
#: The condition "if you lost the battle" of an effect after this battle resolves.
LOST = {"battle": "lost"}


def _apply_due(state: GameState, due: list[dict[str, Any]], run_list: RunList,
               losers: frozenset[int] = frozenset()) -> list[Event]:
    state.delayed = [d for d in state.delayed if d not in due]
    events: list[Event] = []
    for d in due:
        if d["card"] not in state.cards:
            continue
        events.append(Note((d["card"],), text=f"{state.title(d['card'])}: its delayed effect "
                                              "happens"))
        # "if you lost the battle" is met or the effect is dropped; any other condition of
        # an effect (e.g. "if it is still in play") stays for the effect's own check
        effs = [({k: v for k, v in e.items() if k != "if"} if e.get("if") == LOST else e)
                for e in d["effects"] if e.get("if") != LOST or d["player"] in losers]
        events += run_list(state, d["player"], d["card"], effs,
                           tuple(d.get("targets", ())), action=False)
        if state.halted:
            break
    return events


def turn_began(state: GameState, player: int, run_list: RunList) -> list[Event]:
    """``player``'s turn began: apply his delayed effects waiting for it, in activation order
    (``run_list``: ``abilities.run_list``, given by the caller to keep this module a leaf)."""
    if not state.delayed:
        return []
    due = [d for d in state.delayed if d["player"] == player and d["when"] == NEXT_TURN]
    return _apply_due(state, due, run_list) if due else []


def end_phase(state: GameState, player: int, run_list: RunList) -> list[Event]:
    """``player``'s End Phase has drawn its card: apply his effects waiting "during your next
    End Phase", in activation order (before the discard to the maximum hand size)."""
    due = [d for d in state.delayed if d["player"] == player and d["when"] == END_PHASE]
    return _apply_due(state, due, run_list) if due else []


def turn_ending(state: GameState, run_list: RunList) -> list[Event]:
    """The turn is about to end: apply the effects waiting "before this turn ends"."""
    due = [d for d in state.delayed if d["when"] == TURN_END]
    return _apply_due(state, due, run_list) if due else []


#: ``abilities.run_list``, registered by ``abilities`` when it is imported: the battle's flow
#: (``attack/battle.py``) calls :func:`battle_point` without importing the interpreter, which
#: imports the battle modules (an import cycle).
RUNNER: list[RunList] = []


def battle_point(state: GameState, index: int, when: str,
                 losers: frozenset[int] = frozenset()) -> list[Event]:
    """The battle at battlefield ``index`` is at ``when`` (:data:`BEFORE_RESOLUTION` or
    :data:`AFTER_RESOLUTION`): apply the effects its actions delayed to it (with the
    registered :data:`RUNNER`); ``losers``: the players who lost it (after its resolution)."""
    due = [d for d in state.delayed if d["when"] == when and d.get("battlefield") == index]
    return _apply_due(state, due, RUNNER[0], losers) if due and RUNNER else []


def losers(outcome: str, attacker: int, defender: int) -> frozenset[int]:
    """Who lost a battle of this ``outcome`` (``BattleResolved.outcome``): the other army's
    leader when one won; nobody on a tie or without an outcome."""
    return frozenset({defender} if outcome == "attacker" else
                     {attacker} if outcome == "defender" else ())


def battle_over(state: GameState, index: int | None = None) -> None:
    """The battle at ``index`` (``None``: every battle) has ended: its delayed effects that
    did not happen never will."""
    if state.delayed:
        state.delayed = [d for d in state.delayed if d["when"] not in _BATTLE or (
            index is not None and d.get("battlefield") != index)]


def count_down_turns(state: GameState, player: int, when: str, ended: str) -> list[Event]:
    """``player``'s turn began: each of his delayed entries of kind ``when`` that lasts a
    number of his turns ("until your second turn from now begins") has one turn fewer; those
    at none are removed, each with a note "<card>: ``ended``". Shared by the entries that
    count turns (``attacker_waits``, ``pile_equip``)."""
    out: list[Event] = []
    keep = []
    for d in state.delayed:
        if d.get("when") == when and d["player"] == player:
            d["turns"] = int(d.get("turns", 1)) - 1
            if d["turns"] <= 0:
                out.append(Note((d["card"],), text=f"{state.title(d['card'])}: {ended}"))
                continue
        keep.append(d)
    state.delayed = keep
    return out
