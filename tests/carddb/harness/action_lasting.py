"""The per-card harness's check of a trait an action leaves with its player (``lasting_trait``
in an action's record, ``cardtext/lasting.py``), used by ``checks._check`` after the use.

Right after the use the trait must wait (an entry of ``GameState.delayed`` with the record's
trigger, effects, once / until, the use's targets, and the targeted card it is about), and
none of its effects may have happened (they are not counted in the use's own totals). Then,
on a copy of the state, its trigger happens through the engine (``bowed``: the card bowed by
the toolkit's bow; ``action_resolved`` about the card: an ability on it used, its
``AbilityUsed`` event): for ``assigned`` / ``attacks``
the card's unit (every card bowed first, so a straightening shows) is assigned by
``attack/battle.assign`` to a battlefield of an attack whose Attacker is the card's
controller and whose Defender is the other player (one made on the copy when none is under
way), then ``trait_firing.fire_traits`` runs as after any action. Each inner effect must happen
(Honor by the amount, for the player it names; the target dishonored; its unit straightened);
with ``defender: you`` and the card the player's own it must not happen (his own card does
not attack him). A ``once`` trait is gone after it resolved; one that lasts the turn is still
there, and gone once ``lasting.turn_ended`` (called by ``turn/phases.end_turn``) has run.
The turn's flow itself is played by ``tests/engine/test_ccgtext2_lasting.py``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.cardtext import effects, lasting, trait_firing
from l5r_desktop.games.ccg.events import AbilityUsed
from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield
from l5r_desktop.games.ccg.model.state import GameState

#: The op checked here (an action's; an Event's is ``event_lasting.py``'s).
OPS = ("lasting_trait",)
_HONOR = ("gain_honor", "lose_honor")


def _waiting(state: GameState, use: UseAbility, effect: dict[str, Any]) -> list[Any]:
    return [d for d in state.delayed if d.get("when") == lasting.WHEN and d["card"] == use.card
            and d["trigger"] == effect["trigger"] and d["effects"] == effect["effects"]]


def _seat(state: GameState, use: UseAbility, e: dict[str, Any]) -> int:
    who = e.get("player", "you")
    if who == "target_controller":
        return state.cards[use.targets[e.get("target", 0)]].controller
    return 1 - use.player if who == "opponent" else use.player


def _assign(later: GameState, on: str) -> None:
    """Bow his unit, then assign it to attack the other player (an attack made if needed)."""
    me = later.cards[on]
    for cid in battle.unit_cards(later, on):
        later.cards[cid].bowed = True
    if later.attack is None:
        later.attack = AttackState(me.controller, 1 - me.controller, battle.INFANTRY,
                                   [Battlefield(0)])
    events = battle.assign(later, me.controller, on, 0)
    trait_firing.fire_traits(later, events)


def _happen(later: GameState, event: str, on: str) -> None:
    """Make the trigger happen to the card ``on`` and fire the traits as after an action:
    his unit assigned; the card bowed by the toolkit's bow (unbowed first); an ability on
    the card used (its ``AbilityUsed``, as an action from it records)."""
    if event in ("assigned", "attacks"):
        _assign(later, on)
        return
    card = later.cards[on]
    if event == "bowed":
        card.bowed = False
        events = effects.apply(later, card.controller, "bow", card=on)
    else:
        events = [AbilityUsed((on,), player=card.controller)]
    trait_firing.fire_traits(later, events)


def check(state: GameState, use: UseAbility, effect: dict[str, Any]) -> list[str]:
    """Problems with one ``lasting_trait`` effect of an action, ``state`` after the use."""
    waiting = _waiting(state, use, effect)
    if len(waiting) != 1:
        return [f"lasting_trait: {len(waiting)} traits waiting, record 1"]
    d = waiting[0]
    trig = effect["trigger"]
    problems: list[str] = []
    if tuple(d.get("targets", ())) != tuple(use.targets):
        problems.append(f"lasting_trait: it waits with {d.get('targets')}, the use targeted "
                        f"{list(use.targets)}")
    on = use.targets[trig["card"]] if isinstance(trig.get("card"), int) else None
    if on is None or d.get("on") != on:
        return [*problems, f"lasting_trait: about {d.get('on')}, the target is {on}"]
    if any(d.get(k) != effect.get(k) for k in ("once", "until")):
        problems.append("lasting_trait: its once / until differ from the record's")
    if trig["event"] not in (*lasting.ABOUT_TARGET, *lasting.MAY_TARGET) or \
            state.cards[on].zone.value != "home":
        return [*problems, f"lasting_trait: a {trig['event']} trigger of a card not at home is "
                           "not checked here"]
    later = state.clone()
    honor = [p.family_honor for p in later.players]
    _happen(later, trig["event"], on)
    fires = not (trig.get("defender") == "you" and state.cards[on].controller == use.player)
    gains = [0] * len(later.players)
    for e in effect["effects"]:
        op = e["op"]
        if op in _HONOR:
            gains[_seat(state, use, e)] += e["amount"] * (1 if op == "gain_honor" else -1) \
                if fires else 0
        elif op == "dishonor":
            if later.cards[use.targets[e["target"]]].dishonored != fires:
                problems.append(f"lasting_trait: dishonor {'did not happen' if fires else ''}"
                                f"{'' if fires else 'happened for his own player'}")
        elif op == "straighten" and e.get("each", {}).get("unit_of") is not None:
            unit = battle.unit_cards(later, use.targets[e["each"]["unit_of"]])
            if any(later.cards[c].bowed for c in unit) == fires:
                problems.append("lasting_trait: his unit is "
                                f"{'still bowed' if fires else 'straightened for nothing'}")
        else:
            problems.append(f"lasting_trait: inner {op}: not checked here")
    got = [p.family_honor - n for p, n in zip(later.players, honor, strict=True)]
    if got != gains:
        problems.append(f"lasting_trait: Honor changed by {got}, record {gains}")
    left = _waiting(later, use, effect)
    if fires and effect.get("once") and left:
        problems.append("lasting_trait: a once trait still waits after it resolved")
    if not effect.get("once") and not left:
        problems.append("lasting_trait: the trait is gone after one trigger")
    if effect.get("until") == "turn":
        lasting.turn_ended(later)
        if _waiting(later, use, effect):
            problems.append("lasting_trait: still waiting after the turn ended")
    return problems
