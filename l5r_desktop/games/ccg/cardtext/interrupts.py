"""Twenty Festivals Interrupts to an action: "Interrupt: <effects>" with no trigger of its own.

[S0 › INTERRUPT ACTIONS #]: "These actions are taken only in the Interrupt step of a
non-Interrupt action"; "An Interrupt may modify the effects of the action it interrupts -
including preventing some or all of these effects - and it may also have effects of its own";
"Phrases in an Interrupt's effects such as 'After a Personality is destroyed' refer to the
effects of the interrupted action, and are delayed until those effects occur"; "References to
'the action' in an Interrupt also mean the action being interrupted". [S0 › ACTION SEQUENCE
#]: the action's player announces it (A), pays its costs (B), chooses its targets (C), then
"D. Gives all players a chance to play Interrupts to the action", then E resolves it.

The engine's window "before the resolution of an action" (``targeted.open_before``) is that
step: the action's targets are chosen and its costs paid, its effects not yet activated, and
the players answer by action round from the active player. An Interrupt is a record of that
window (``timing`` reaction, trigger ``{"event": "before_resolution", "card": "any",
"interrupt": true}`` with the filters of ``negation.fits``: ``by`` "If the action is yours",
``action`` its kind). What the window adds for an Interrupt:

- Unstoppable: "other players cannot take Interrupts to that action (but the action's own
  player can)" [S0 › UNSTOPPABLE #] (``negation.fits``);
- the Rules of Presence and Location during a battle: "All actions taken during a battle -
  Battle actions, Engage actions, or even Interrupts during a battle — follow the additional
  rules of Presence and Location" [S0 › ACTIONS IN BATTLE #] (:func:`battle_ok`);
- the delayed effect :data:`OP` "<effects> after it resolves" / "after the action resolves,
  <effects>": kept on the waiting action (``after``) and resolved, as the Interrupt's card's
  own effects by its player, once the interrupted action's effects are done
  (``abilities._resolution`` appends them to the effects it runs, so a "you may" pause of the
  action keeps them with its choice).

The negations it may make are ``negation.py``'s (every effect, a card's bowing / destruction /
movement, the action's Fear effects, Melee or Ranged Attacks).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.attack.armies import (
    at_current_battlefield,
    current_battlefield,
    has_presence,
    in_unit,
)
from l5r_desktop.games.ccg.cardtext import negation
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The delayed effect: "<inner effects> after it resolves".
OP = "after_action_resolves"
OPS = (OP,)
#: ``apply`` is given the Interrupt's targets (its inner effects may name them).
WITH_TARGETS = True
#: What the inner effects may do: on the Interrupt's card or one of its targets, or to its
#: player.
INNER_OPS = ("straighten", "bow", "modify_stat", "gain_honor", "lose_honor", "draw")
#: ``abilities.run_list`` (registered by ``abilities``: this module cannot import it).
RUNNER: list[Callable[..., list[Event]]] = []


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``after_action_resolves`` effect of a record."""
    inner = effect.get("effects")
    if set(effect) - {"op", "effects"}:
        return ["after_action_resolves holds only its effects"]
    if not isinstance(inner, list) or not inner:
        return ["after_action_resolves holds a list of effects"]
    out = []
    for e in inner:
        if not isinstance(e, dict) or e.get("op") not in INNER_OPS:
            out.append(f"after_action_resolves holds effects among {', '.join(INNER_OPS)}")
        elif "target" in e and not (e["target"] in ("self", "host") or (
                isinstance(e["target"], int) and not isinstance(e["target"], bool))):
            out.append("an inner effect names its card: self, host or a target index")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Resolving the Interrupt: keep its delayed effects on the waiting action. Resolving the
    kept entry (it has ``card``, appended to the interrupted action's effects): run them."""
    if "card" in effect:  # the interrupted action's effects are done
        src = str(effect["card"])
        if src not in state.cards or not RUNNER:
            return []
        events: list[Event] = [Note((src,), text=(
            f"{state.title(src)}: its Interrupt's effects after the action resolved"))]
        return events + RUNNER[0](state, int(effect["player"]), src,
                                  [dict(e) for e in effect["effects"]],
                                  tuple(effect.get("targets", ())))
    held = negation.waiting(state)
    title = state.title(card_id)
    if held is None or held.get("stage") != negation.PAID:
        return [Note((card_id,), text=f"{title}: no action to interrupt")]
    held.setdefault("after", []).append({
        "op": OP, "card": card_id, "player": player, "targets": list(targets),
        "effects": [dict(e) for e in effect["effects"]]})
    return [Note((card_id, held["card"]), text=(
        f"{title}: its effects wait until {state.title(held['card'])}'s action resolves"))]


def after(held: dict[str, Any]) -> list[dict[str, Any]]:
    """The delayed effects Interrupts kept on the waiting action (to run after its own)."""
    return [dict(e) for e in held.get("after", ())]


def battle_ok(state: GameState, player: int, card: CardState, record: dict[str, Any],
              targets: tuple[str, ...]) -> bool:
    """May ``player`` take this Interrupt with ``targets`` now, under the Rules of Presence
    and Location when a battle is underway [S0 › ACTIONS IN BATTLE #]: he controls a unit at
    the current battlefield unless the Interrupt is Absent [S0 › RULE OF PRESENCE #]; a card
    in a unit is used, and a card in a unit targeted, only at the current battlefield
    [S0 › RULES OF LOCATION #] ("at any location" excepted, as for Battle actions; a chosen
    card is not targeted [CE › TARGET])."""
    if state.attack is None or current_battlefield(state) is None:
        return True
    kws = record.get("keywords") or ()
    if "absent" not in kws and not has_presence(state, player):
        return False
    if in_unit(state, card.id) and not at_current_battlefield(state, card.id):
        return False
    specs = record.get("targets") or ()
    return all(not in_unit(state, t) or at_current_battlefield(state, t)
               or (k < len(specs) and bool(specs[k].get("any_location")
                                           or specs[k].get("choose")))  # not targeted
               for k, t in enumerate(targets))


def is_interrupt(record: dict[str, Any]) -> bool:
    """Is the record an Interrupt to an action (trigger ``before_resolution`` marked
    ``interrupt``)?"""
    trig = record.get("trigger")
    return isinstance(trig, dict) and trig.get("interrupt") is True
