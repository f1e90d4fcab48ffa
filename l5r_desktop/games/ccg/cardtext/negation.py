"""Negating an action or some of its effects, from a Reaction taken after the action targeted.

The window itself (opening it between an action's targeting and the rest of its resolution)
is ``targeted.py``; this module holds what a response in it may do and how the held action
then resolves.

The rules [CE › TAKING ACTIONS › B. Required targeting, C. Pay costs, D. Action resolution]:
an action's required targets are chosen at step B, its costs are paid at C and its effects
activated at D. A trigger "after an action targets X" happens at step B, and "responses to a
trigger must be taken as soon as the trigger occurs" [CE › TIMING AND TRIGGERS], so the
Reactions come before the costs are paid and before any effect. [CE › PREVENTION (Including
Negation)]: "Changes to game state are prevented individually. Preventing one effect of an
action does not automatically prevent the others"; "If the effect's wording prevents a
specific future occurrence ... the prevention is a single delayed instantaneous effect" (it
applies to that action only). [CE › D. Action resolution]: "An action's resolution happens even
if all its effects are negated": its costs are paid, a Strategy is discarded, the action
resolved (Reactions after its resolution answer it).

The action waiting in the window is a record in ``GameState.resolving`` (innermost last)::

    {"card": "p1-12", "ability": 0, "player": 0,
     "negate": [{"on": ""}, {"on": "p0-3", "what": ["destroy"]}]}

``negate`` lists what responses negated: ``on`` "" = every effect of the action; a card id =
the action's effects on that card (``what``: only its bowing, destruction or movement).

The effect a response runs (an ability record's ``effects``)::

    {"op": "negate_action"}                                  # "Negate its effects."
    {"op": "negate_action", "on": "subject"}                 # "... its effects on him"
    {"op": "negate_action", "on": "self", "what": ["destroy"]}
                                                             # "Negate this card's destruction
                                                             #  from the action's effects."

An effect marked ``"not_negated": true`` ("Give him -4F, which will not be negated") is never
left out: "negation effects are sometimes specifically prevented with wording such as 'will
not be negated'" [CE › PREVENTION (Including Negation)].

``on``: ``subject`` (the card the trigger is about: the target the innermost open window
is about), ``self`` (the
response's card), ``host`` (the Personality it is attached to). ``what``: ``bow``,
``destroy``, ``move``. Bowing = the ``bow`` effect (and a Fear on a Personality); destruction
= ``destroy`` and the Ranged / Melee Attacks (whose outcome is the destruction; a Fear on a
Follower); movement = ``move_home``, ``move_unit``, ``move``. Without ``on``, ``what`` may
name kinds of effect on any card: ``fear`` (the action's Fear effects), ``melee``,
``ranged`` (its Melee / Ranged Attacks): "Negate the action's Fear effects" (a Twenty
Festivals Interrupt, ``interrupts.py``)::

    {"op": "negate_action", "what": ["melee", "ranged"]}

``on`` ``unit``: the cards of the response's card's unit (its bearer's, for an attachment) as
the response resolves; ``what`` ``penalty``: a Force penalty (a ``modify_stat`` of Force
below zero): "Negate the action's Force penalties on all cards in this unit"::

    {"op": "negate_action", "on": "unit", "what": ["penalty"]}

``if_illegal`` (duels lane) with ``on`` ``subject``: the negation happens only when that card,
moved by the response, cannot be targeted by the waiting action any more (``legal_targets``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import COMBAT
from l5r_desktop.games.ccg.cardtext import (
    attack_strength,
    costs,
    locations,
    trigger_filters,
    use_limits,
)
from l5r_desktop.games.ccg.cardtext.legal_targets import still_legal
from l5r_desktop.games.ccg.cardtext.negated_effects import (  # noqa: F401 (re-exported)
    _WHOLE_NAMES,
    KINDS,
    ON,
    PENALTY,
    UNIT,
    WHOLE_KINDS,
    YOURS,
    negated,
    without_negated,
)
from l5r_desktop.games.ccg.cardtext.targets import card_side, target_candidates
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word of the window: "after an action targets <card>".
TRIGGER = "targeted"
#: The trigger word of the window before it: "when an action would target <card>".
WOULD = "would_target"
#: Both windows hold the action.
HELD = (WOULD, TRIGGER)
#: The trigger word of the window after the costs: "before the resolution of an action"
#: [CE › RESOLVE: "The point before an action ... resolves when its Resolution step begins"],
#: the action waiting with its costs paid (stage ``paid``, :func:`hold_paid`).
BEFORE = "before_resolution"
PAID = "paid"
#: The trigger word of the window before an Event resolves (``event_window.py``).
BEFORE_EVENT = "before_event"
#: The effect ops this module resolves.
OPS = ("negate_action", "redirect_target", attack_strength.OP, "reduce_honor_loss",
       "increase_honor_loss")
#: ``apply`` is given the response's targets.
WITH_TARGETS = True



def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_action``, ``redirect_target`` or ``attack_strength``
    effect of a record."""
    if effect.get("op") == attack_strength.OP:
        return attack_strength.problems(effect)
    if effect.get("op") in ("reduce_honor_loss", "increase_honor_loss"):  # "Reduce / Increase
        # each Honor loss from its effects by N"
        n = effect.get("amount")
        ok = isinstance(n, int) and not isinstance(n, bool) and n > 0
        return [] if ok and set(effect) <= {"op", "amount"} else \
            [f"{effect.get('op')} takes an amount above 0"]
    if effect.get("op") == "redirect_target":
        to, old = effect.get("to"), effect.get("from")
        ok = to == "self" or (isinstance(to, int) and not isinstance(to, bool))
        ok = ok and (old is None or (isinstance(old, int) and not isinstance(old, bool)
                                     and old != to))
        return [] if ok and set(effect) <= {"op", "to", "from"} else \
            ["redirect_target names the new target (to: self or a target index) and "
             "optionally the card it replaces (from: another target index)"]
    out = []
    on = effect.get("on", "subject")
    if on not in ON and not (isinstance(on, int) and not isinstance(on, bool) and on >= 0):
        out.append(f"negate_action on must be one of {', '.join(ON)} or a target index")
    what = effect.get("what", [])
    if not isinstance(what, list) or any(w not in KINDS for w in what):
        out.append(f"negate_action what lists kinds among {', '.join(KINDS)}")
    if what and "on" not in effect and not set(what) <= WHOLE_KINDS:
        out.append("negate_action of some kinds of effect names the card (on), except "
                   f"{', '.join(sorted(WHOLE_KINDS))}")
    if on == UNIT and not what:
        out.append("negate_action on unit names the kinds of effect (what)")
    if (on == YOURS) != ("type" in effect) or (on == YOURS and not what) or \
            effect.get("type", "follower") not in ("personality", "follower", "holding"):
        out.append("negate_action on yours names a type (personality, follower, holding) "
                   "and the kinds of effect (what)")
    if "target" in effect or "each" in effect:
        out.append("negate_action names its card with on, not a target")
    if effect.get("if_illegal", True) is not True or ("if_illegal" in effect
                                                      and on != "subject"):
        out.append("if_illegal is true, on the card the window is about (on: subject)")
    return out


def before_event_problems(record: dict[str, Any]) -> list[str]:
    """Problems with a Reaction "before an Event resolves" (``event_window.py``): it answers
    any Event and negates all of its effects, no more."""
    trig = record.get("trigger") or {}
    if set(trig) - {"event", "card"} or trig.get("card", "any") != "any" or \
            record.get("effects") != [{"op": "negate_action"}]:
        return ["a Reaction before an Event resolves answers any Event (card: any) and "
                "negates its effects (negate_action, no more)"]
    return []


def hold(state: GameState, card: str, ability: int, player: int,
         targets: tuple[str, ...]) -> None:
    """Record an action that waits between its targeting and its costs and effects."""
    state.resolving.append({"card": card, "ability": ability, "player": player,
                            "targets": list(targets), "negate": []})


def hold_paid(state: GameState, card: str, ability: int, player: int,
              targets: tuple[str, ...], negate: list[dict[str, Any]], where: str,
              discard_after: bool) -> dict[str, Any]:
    """Record an action whose costs are paid and whose effects are about to resolve (what a
    "before the resolution" response negates goes in its ``negate``); returns the record."""
    held = {"card": card, "ability": ability, "player": player, "targets": list(targets),
            "negate": list(negate), "stage": PAID, "where": where,
            "discard_after": discard_after}
    if state.passes < 0:  # taken at a granted opportunity (extra_actions: passes -1)
        held["additional"] = True
    state.resolving.append(held)
    return held


def paid_waiting(state: GameState, card: str, ability: int) -> bool:
    """Does ``card``'s action ``ability`` wait with its costs paid?"""
    held = waiting(state)
    return held is not None and held.get("stage") == PAID and held["card"] == card \
        and held["ability"] == ability


def paid(state: GameState, card: str, ability: int) -> dict[str, Any] | None:
    """The waiting record of ``card``'s action ``ability`` back from its "before the
    resolution" window (taken off the waiting list), or ``None``."""
    if not paid_waiting(state, card, ability):
        return None
    return state.resolving.pop()


def waiting(state: GameState) -> dict[str, Any] | None:
    """The innermost action waiting for responses to its targeting, or ``None``."""
    return state.resolving[-1] if state.resolving else None


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """A response negates the waiting action's effects (all, or those on one card), or makes
    it target another card instead."""
    held = waiting(state)
    card = state.cards[card_id]
    if held is None:
        return [Note((card_id,), text=f"{card.title}: no action to negate")]
    if effect["op"] == "redirect_target":
        to = effect["to"]
        new = card_id if to == "self" else (targets[to] if to < len(targets) else "")
        if "from" in effect:  # "instead of another card": the one the response chose
            n = effect["from"]
            return _redirect(state, held, card_id, new, targets[n] if n < len(targets) else "")
        return _redirect(state, held, card_id, new)
    if effect["op"] == attack_strength.OP and "kinds" in effect:  # an Interrupt's change
        return attack_strength.add_kinds(state, held, card_id, effect["kinds"],
                                         effect["amount"])
    if effect["op"] == attack_strength.OP:  # "give the Ranged Attack +2 strength"
        return attack_strength.add(state, held, card_id, subject(state), effect["amount"],
                                   effect.get("attack", "ranged"))
    if effect["op"] == "increase_honor_loss":  # each Honor loss from its effects, +N
        held["negate"].append({"on": "", "reduce": -int(effect["amount"])})
        return [Note((card_id, held["card"]), text=(
            f"{card.title}: each Honor loss from {state.title(held['card'])}'s action is "
            f"increased by {effect['amount']}"))]
    if effect["op"] == "reduce_honor_loss":  # each Honor loss from its effects, minimum 0
        held["negate"].append({"on": "", "reduce": int(effect["amount"])})
        return [Note((card_id, held["card"]), text=(
            f"{card.title}: each Honor loss from {state.title(held['card'])}'s action is "
            f"reduced by {effect['amount']}"))]
    on = effect.get("on")
    if on is None:
        what = list(effect.get("what", []))  # "Negate the action's Fear effects"
        held["negate"].append({"on": "", **({"what": what} if what else {})})
        kinds = " and ".join(_WHOLE_NAMES[w] for w in what) if what else "effects"
        return [Note((card_id, held["card"]), text=(
            f"{card.title} negates the {kinds} of {state.title(held['card'])}'s action"))]
    if on == UNIT:  # "Negate the action's Force penalties on all cards in this unit"
        head = card.attached_to or card_id
        unit = [head, *state.cards[head].attachments]
        what = list(effect.get("what", []))
        held["negate"].append({"on": UNIT, "cards": unit, "what": what})
        return [Note((card_id, held["card"]), text=(
            f"{card.title} negates the {' and '.join(what)} of {state.title(held['card'])}'s "
            f"action on the cards of {state.title(head)}'s unit"))]
    if on == YOURS:  # "Negate the destruction of your Followers from its effects"
        kind = effect["type"]
        held["negate"].append({"on": YOURS, "controller": card.controller, "type": kind,
                               "what": list(effect.get("what", []))})
        return [Note((card_id, held["card"]), text=(
            f"{card.title} negates the {' and '.join(effect.get('what', []))} of "
            f"{state.players[card.controller].name}'s {kind}s from "
            f"{state.title(held['card'])}'s action"))]
    if isinstance(on, int):  # the response's own target ("target a Personality: negate
        cid = targets[on] if on < len(targets) else ""  # his movement from its effects")
    else:
        cid = {"subject": subject(state), "self": card_id, "host": card.attached_to or ""}[on]
    if not cid:
        return [Note((card_id,), text=f"{card.title}: no card to protect")]
    if effect.get("if_illegal") and still_legal(state, held, cid):  # still targetable:
        return [Note((card_id, cid), text=(  # nothing negated (legal_targets.py)
            f"{state.title(cid)} is still a legal target: nothing is negated"))]
    what = list(effect.get("what", []))
    held["negate"].append({"on": cid, **({"what": what} if what else {})})
    kinds = " and ".join(what) if what else "effects"
    return [Note((card_id, cid), text=(
        f"{card.title} negates the {kinds} of {state.title(cid)} from "
        f"{state.title(held['card'])}'s action"))]


def _redirect(state: GameState, held: dict[str, Any], card_id: str, new: str,
              old: str | None = None) -> list[Event]:
    """"The action targets <new> instead, if legal" [CE › SUBSTITUTION], [CE › TIMING AND
    TRIGGERS: "when ... would" comes after the player's choice, before the targeting]: the
    card the window is about (or ``old``, the card an Interrupt chose: "instead of another
    card") is replaced in the waiting action's targets by ``new`` when ``new`` fits that
    target's spec and is not already targeted; else nothing changes."""
    old = subject(state) if old is None else old
    title = state.cards[card_id].title
    targets = held["targets"]
    if old not in targets or new not in state.cards:
        return [Note((card_id,), text=f"{title}: no target to change")]
    i = targets.index(old)
    src = held["card"]
    specs = state.cards[src].definition.abilities[held["ability"]].get("targets") or []
    legal = i < len(specs) and new not in targets and new in target_candidates(
        state, held["player"], src, specs[i])
    if not legal:
        return [Note((card_id, new), text=(
            f"{title}: {state.title(new)} is not a legal target for that action"))]
    held["targets"] = [*targets[:i], new, *targets[i + 1:]]
    return [Note((card_id, old, new), text=(
        f"{title}: {state.title(src)}'s action targets {state.title(new)} instead of "
        f"{state.title(old)}"))]


def subject(state: GameState) -> str:
    """The card the innermost open window holding an action ("when an action would target",
    "after an action targets") is about."""
    for w in reversed(state.windows):
        if w.trigger in HELD or w.trigger == BEFORE:
            return w.cards[0] if w.cards else ""
    return ""


def taken(state: GameState, card: str, ability: int) -> list[dict[str, Any]] | None:
    """The negations of the action now resolving (``card``'s ability ``ability``), taken off
    the waiting list; ``None`` for an action that did not wait for responses."""
    held = waiting(state)
    if held is None or held["card"] != card or held["ability"] != ability \
            or held.get("stage") == PAID:
        return None
    state.resolving.pop()
    return list(held["negate"])


def held_problem(state: GameState, player: int, card: CardState, rec: dict[str, Any],
                  where: str, targets: tuple[str, ...] = ()) -> str | None:
    """Why an action that waited for the Reactions to its targeting fails when it goes on:
    its card no longer where it is used from, or a cost it can no longer pay (its targets are
    not checked again: "If any of an action's targeting becomes illegal at any point after
    the particular targeting has occurred, the action still proceeds" [CE › B. Required
    targeting])."""
    if where == "hand" and (card.zone is not Zone.HAND or card.owner != player):
        return f"{card.title} left the hand"
    if where == "play" and not moves.in_play(state, card):
        return None if not rec.get("cost") else f"{card.title} left play"
    return costs.cost_problem(state, player, card, rec, targets)


def held_fails(state: GameState, card: CardState, index: int, where: str, why: str
                ) -> list[Event]:
    """The waiting action fails: "its costs are ignored, and its effects do not happen. The
    action is still considered taken and ended, but not resolved, and the ability that
    created it is considered used. If the action was on a Strategy card, the card is
    discarded normally" [CE › B. Required targeting]."""
    events: list[Event] = [Note((card.id,), text=f"{card.title}: the action fails ({why})")]
    if where == "play" and moves.in_play(state, card):
        use_limits.mark_used(card, index, card.definition.abilities[index], state.turn)
    elif where == "hand" and card.zone is Zone.HAND and card.definition.type in (
            CardType.STRATEGY, CardType.RING):  # an attachment's stays in the hand
        events += moves.discard(state, card.id)
    return events


#: The filters of a ``targeted`` trigger beyond its ``card`` (see :func:`fits`).
FILTERS = ("event", "card", "by", "action", "type", "keyword", "unit", "here", "side",
           "attack", "not_self", "interrupt", "single", "before_defender", "additional")
#: What ``action`` may ask of the targeting action: a designator or an ability keyword.
_DESIGNATORS = ("battle", "open", "limited", "engage")
#: ``action`` values that name an action by one of its effects: "A Ranged Attack action or
#: ability is one that produces a Ranged Attack as one of its effects" [CE › RANGED ATTACK];
#: a Fear action likewise produces a Fear ("Fear effects ... can be combined ... in the same
#: way as Ranged and Melee attacks" [S0 › FEAR #]).
_BY_EFFECT = {"fear": "fear", "ranged_attack": "ranged_attack", "melee_attack": "melee_attack"}


def filter_problems(trigger: dict[str, Any]) -> list[str]:
    """Problems with the filters of a ``targeted`` trigger."""
    out = trigger_filters.basic_problems(trigger, "targeted", FILTERS)
    for key in ("type", "keyword"):
        if key in trigger and not isinstance(trigger[key], str):
            out.append(f"{key} is one word")
    if trigger.get("before_defender", True) is not True:
        out.append("before_defender is true or absent")
    if trigger.get("additional", True) is not True or (
            "additional" in trigger and trigger.get("event") != BEFORE):
        out.append("additional is true or absent, on a before_resolution trigger")
    want = trigger.get("action", "")  # one word, or several ("a Battle or Engage action")
    if not isinstance(want, str) and not (isinstance(want, list) and want and all(
            isinstance(w, str) for w in want)):
        out.append("action is one word or a list of words")
    if trigger.get("interrupt", True) is not True or (
            "interrupt" in trigger and trigger.get("event") != BEFORE):
        out.append("interrupt is true or absent, on a before_resolution trigger")
    if trigger.get("unit", True) is not True:
        out.append("unit is true or absent")
    kinds = [want] if isinstance(want, str) else want
    if trigger.get("single", True) is not True or ("single" in trigger and not (
            isinstance(kinds, list) and set(kinds) <= set(_BY_EFFECT))):
        out.append("single is true or absent, with an action filter of effect kinds")
    if trigger.get("here", True) not in (True, "battlefield"):
        out.append("here is true, battlefield or absent")
    if trigger.get("not_self", True) is not True:
        out.append("not_self is true or absent")
    if trigger.get("side", "attacking") not in ("attacking", "defending"):
        out.append("side is attacking, defending or absent")
    if trigger.get("attack", "ranged") not in attack_strength.ATTACKS:
        out.append(f"attack is one of {', '.join(attack_strength.ATTACKS)} or absent")
    return out


def _is_kind(state: GameState, source: CardState, rec: dict[str, Any], want: str) -> bool:
    """Is the action of ability record ``rec`` on ``source`` of kind ``want``: a designator,
    an effect (Fear, Ranged Attack) or a keyword (see :func:`fits`)? A keyword is the
    ability's own ("An ability has any boldface keywords that appear immediately before its
    designator") or its card's ("An ability also has any keywords that are on its card")
    [CE › ABILITIES › Ability keywords]; "Actions have the keywords and designator of their
    ability" [CE › ABILITIES]. So a Fear action is one with a Fear effect [S0 › FEAR #] or the
    Fear keyword ("Fear Battle:", the Celestial printings, where Fear is no effect)."""
    timing = rec.get("timing")
    if want in _DESIGNATORS:
        return timing == want or (timing == "battle_open" and want in (
            "battle" if state.attack is not None else "open",))
    if want in _BY_EFFECT and any(
            e.get("op") == _BY_EFFECT[want] for e in rec.get("effects") or ()):
        return True
    return want in (rec.get("keywords") or ()) or source.definition.has_keyword(want)


def _before_defender(state: GameState, player: int) -> bool:
    """Is ``player`` the Attacker acting in a Combat Segment before the Defender's first
    normal opportunity to act or pass (``AttackState.defender_acted``)? The Combat Segment is
    an action round whose first opportunity is the Defender's unless an effect gives it to
    another player [CE › BATTLES › B. COMBAT SEGMENT]."""
    att = state.attack
    return att is not None and att.current is not None and att.segment == COMBAT \
        and player == att.attacker and not att.defender_acted


def fits(state: GameState, card: CardState, spec: dict[str, Any]) -> bool:
    """Does the innermost waiting action and the card its open window is about fit the
    ``targeted`` trigger's filters, for a response on ``card``? ``by``: whose action
    ("another player's action": ``other``); ``action``: a designator (``battle``: a Battle
    action, or a Battle/Open one taken in battle) or an ability keyword (``political``,
    ``iaijutsu`` ...) of the action [CE › ABILITIES: "Actions have the keywords and
    designator of their ability"; the card's keywords too, [CE › ABILITIES › Ability
    keywords]), or ``fear`` / ``ranged_attack``: an action with such an effect
    [CE › RANGED ATTACK] (``fear`` also an action with the Fear keyword), or a list of these
    (one of them); ``interrupt``: a Twenty Festivals Interrupt, which another player than the
    action's may not take to an Unstoppable action [S0 › UNSTOPPABLE #] (``interrupts.py``);
    ``type`` / ``keyword`` / ``side`` (attacking, defending) of the targeted card; ``unit``: it
    is a card in this card's unit; ``here``: it is at this card's location (``battlefield``:
    at this card's battlefield, the card being at one); ``attack``: the card is the target
    of the action's Ranged Attack (``attack_strength.py``); ``single``: the action has exactly
    one effect of the kinds ``action`` lists ("Give a Ranged Attack +1 strength");
    ``before_defender``: the action is the Attacker's, taken in a Combat Segment before the
    Defender's first normal opportunity to act or pass (:func:`_before_defender`);
    ``additional``: the action was taken as an additional action, at an opportunity an
    additional action granted (``GameState.passes`` -1 there, ``extra_actions.py``; the
    waiting action records it, :func:`hold_paid`) [CE › ADDITIONAL (ACTION)]."""
    held = waiting(state)
    cid = subject(state)
    if held is None or cid not in state.cards:
        return False
    by = spec.get("by", "any")
    if by != "any" and (held["player"] == card.controller) != (by == "you"):
        return False
    want = spec.get("action")
    if want is not None or spec.get("interrupt"):
        source = state.cards[held["card"]]
        rec = source.definition.abilities[held["ability"]]
        if spec.get("interrupt") and held["player"] != card.controller and \
                "unstoppable" in (rec.get("keywords") or ()):
            return False  # "other players cannot take Interrupts to that action"
        wants = [want] if isinstance(want, str) else want
        if want is not None and not any(_is_kind(state, source, rec, w) for w in wants):
            return False
        if spec.get("single") and attack_strength.count(
                state, held, [want] if isinstance(want, str) else want) != 1:
            return False  # "a Ranged Attack": the action has one (attack_strength.py)
    if spec.get("additional") and not held.get("additional"):
        return False  # "a Battle action that was taken as an additional action"
    if spec.get("before_defender") and not _before_defender(state, held["player"]):
        return False  # "taken by the Attacker before the Defender's first opportunity"
    attack = spec.get("attack")  # "after a Ranged Attack is targeted"
    if attack is not None and not attack_strength.is_attacked(state, held, cid, attack):
        return False
    target = state.cards[cid]
    kind = spec.get("type")
    if kind is not None and target.definition.type.value != kind and not (
            kind == "attachment" and target.attached_to is not None):
        return False
    kw = spec.get("keyword")
    if kw is not None and not target.definition.has_keyword(kw):
        return False
    if spec.get("not_self") and cid == card.id:
        return False  # "one of your other Personalities"
    side = spec.get("side")
    if side is not None and card_side(state, cid) != side:
        return False  # "your defending Personality" [CE › BATTLES]
    if spec.get("unit") and not locations.same_unit(state, cid, card.id):
        return False
    here = spec.get("here")
    if not here:
        return True
    if here == "battlefield" and locations.root(state, card.id).battlefield is None:
        return False  # "at this card's battlefield": the card is at one
    return locations.same_location(state, cid, card.id)
