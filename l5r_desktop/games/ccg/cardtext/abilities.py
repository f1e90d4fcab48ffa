"""The declarative ability format that lets the engine run card text, and its interpreter.

A card's ``CardDef.abilities`` is a list of records (JSON objects)::

    {
      "name": "Call to Arms",            # label in menus (optional)
      "timing": "limited",               # limited | open | battle | engage | reaction |
                                         # event | ring_condition (see below)
      "keywords": ["political"],         # ability keywords ("absent": see battles below)
      "from": "hand",                    # where it is used from: hand (Strategies, Rings),
                                         # play (default for other cards), province (20F Events)
      "repeatable": false,               # default: once per turn per card [S1 › TAKING ACTIONS]
      "condition": {"family_honor_at_least": 10},   # checked when announced
      "cost": {"gold": "card", "bow_self": true, "bow_host": true, "discard_self": true,
               "lose_honor": 1, "dishonor_host": true},
      "targets": [{"type": "personality", "controller": "you", "bowed": false,
                   "keyword": "Samurai", "max_force": 3}],
      "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                   "duration": "turn"},
                  {"op": "gain_honor", "amount": 1, "player": "you"}],
      "manual": "text the players resolve by hand"   # optional
    }

Timings follow [S1 › ABILITIES]: **limited** = your own Action Phase when you have the
opportunity; **open** = any Action Phase opportunity; **battle** = a Combat Segment (engine II);
**engage** = a battle's Engage Segment, Twenty Festivals only (an action round of Engage
actions, the Defender first, before the Combat Segment [S0 › ENGAGE SEGMENT #, ACTION ROUNDS #,
ENGAGE ACTIONS #]; other profiles have no Engage Segment, so such abilities are never usable
there); **reaction** / **interrupt** = after / before its ``trigger`` event: the engine opens a
trigger window and asks the players (``triggers.py``; a Reaction without a ``trigger`` object is
resolved by the players with the toolkit); **event** = an Event's effect when it resolves in
the Events Phase [S1 › EVENT]; **ring_condition** = the condition under which a Ring may be
put into play from hand [S1 › RING] (its ``condition`` object is the Ring's printed condition);
**battle_open** = "Battle/Open:", usable as either kind of action and counting as both
[S1 › ABILITIES] (Battle rules of Presence and Location apply when it is taken in a battle);
**trait** = a triggered trait: mandatory, not an action, fires on bowed cards too and is not
limited to once per turn [S1 › TRAITS]; it resolves by itself when its ``trigger`` happens,
before any Reaction [S1 › TIMING AND TRIGGERS › B] (``triggers.fire_traits``; e.g. "after
this card enters play, lose 2 Honor" = trigger ``{"event": "enters_play", "card": "self"}``);
**continuous** = a non-triggered trait that prevents an occurrence while its card is in play,
"This Personality will not be destroyed" / "... will not bow" (``prevention.py``).

Battle and Engage actions obey the Rules of Presence and Location [S1 › B. COMBAT SEGMENT],
[S0 › ACTIONS IN BATTLE #]: you need a unit at the current battlefield (unless the action
moves your unit there, ``move_unit``, or has the ``absent`` keyword [S0 › RULE OF PRESENCE #]);
an ability on a card in a unit is used only while the unit is at the current battlefield, and
cards in units are targeted only there. Taking one passes the opportunity to the next player.

Costs [S1 › COSTS]: ``gold`` (a number, or ``"card"`` = the card's Gold Cost stat, as for
Strategies [S1 › STRATEGY]), ``bow_self``, ``bow_host`` (the Personality an attachment is on),
``discard_self``, ``lose_honor``, ``dishonor_host``, ``bow_targets`` (a list of target indices
bowed as a cost, e.g. "bow your performing Shugenja:"; each such spec must ask for an unbowed
card, so only an unbowed card can be chosen to pay it), ``stat`` (a stat change as a cost,
e.g. "-2 Chi:"; see ``costs.py``). A bowed card cannot pay a bow cost; an
ability on a bowed card cannot be used [S1 › BOWED AND UNBOWED]. Under CE/GE a ``lose_honor``
cost (like a ``lose_honor`` effect) of an action that targets or is performed by the player's
Courtier or Samurai first opens the Seppuku Reaction (the action waits for the decision; the
seppuku reduces the cost to 1) [S1 › PLAYER ABILITIES], see :func:`cost_reaction`.

Target types: personality, holding, follower, item, spell, attachment, card (any in play),
stronghold, or a list of them ("a target Personality or Follower"). Target filters: controller
(you | opponent | any), bowed, dishonorable, keyword, max_force, min_personal_honor, not_self,
no_attachments (a card without attachments), side (attacking | defending); flags performer
(the performing Personality [S1 › PERFORM]) and choose (chosen, not targeted [S1 › TARGET]);
see ``targets.py``.
The Stronghold is never a target unless the type is
``stronghold`` (Stronghold immunity [S1 › STRONGHOLD]).

Effect ``op`` values are the toolkit operations of ``effects.py`` (bow, straighten, destroy,
discard, dishonor, rehonor, seppuku, gain_honor, lose_honor, draw, add_token, remove_token,
modify_stat, take_favor, discard_favor) plus ``manual`` (open the hand-resolution window).
``target`` is a target index, ``"self"`` or ``"host"``; ``player`` is ``you``, ``opponent``
or ``target_controller`` (the controller of the effect's ``target``, else of the first target);
``amount_from`` computes the amount from a card's stat when the effect resolves (``amounts.py``);
``if`` is a condition checked when the effect resolves (``effect_conditions.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import (
    amounts,
    costs,
    effect_conditions,
    effects,
    prevention,
)
from l5r_desktop.games.ccg.cardtext import targets as target_specs
from l5r_desktop.games.ccg.events import (
    AbilityUsed,
    Event,
    Note,
    TextToResolve,
)
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import ManualOp, Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ACTION = Phase.ACTION
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_COMBAT = Step.COMBAT
_T_EVENT = CardType.EVENT
_T_HOLDING = CardType.HOLDING
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_T_SPELL = CardType.SPELL
_T_STRATEGY = CardType.STRATEGY
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HAND = Zone.HAND
_Z_PROVINCE = Zone.PROVINCE

TIMINGS = ("limited", "open", "battle", "engage", "reaction", "interrupt", "event",
           "ring_condition", "trait", "continuous", "battle_open")
TARGET_TYPES = ("personality", "holding", "follower", "item", "spell", "attachment", "card",
                "stronghold", "ranged")  # ranged: engine II (ranged.py)
EFFECT_OPS = {op.value for op in ManualOp} | {"manual"}
CONDITIONS = ("family_honor_at_least", "family_honor_at_most", "personalities_at_least",
              "holdings_at_least", "hand_at_least", "has_favor", "honor_below_opponent")

_MISSING: Any = object()



def validate(record: Any) -> list[str]:
    """Problems with one ability record (empty list = the engine can run it)."""
    if not isinstance(record, dict):
        return ["ability must be an object"]
    out = []
    if record.get("timing") not in TIMINGS:
        out.append(f"timing must be one of {', '.join(TIMINGS)}")
    trigger = record.get("trigger")
    if trigger is not None and (not isinstance(trigger, dict)
                                or not isinstance(trigger.get("event"), str)):
        out.append("trigger must be an object naming its event (see triggers.py)")
    if record.get("timing") == "trait" and (trigger is None or record.get("targets")):
        out.append("a triggered trait needs a trigger and chooses no targets")
    cost = record.get("cost", {})
    out += costs.validate(cost)
    if record.get("timing") == "continuous":
        out += prevention.validate(record)
    cond = record.get("condition", {})
    if not isinstance(cond, dict) or any(k not in CONDITIONS for k in cond):
        out.append(f"condition keys must be among {', '.join(CONDITIONS)}")
    targets = record.get("targets", [])
    if not isinstance(targets, list):
        out.append("targets must be a list")
        targets = []
    for t in targets:
        out += _spec_problems(t)
    bow_targets = cost.get("bow_targets", []) if isinstance(cost, dict) else []
    if not isinstance(bow_targets, list) or any(
            not isinstance(i, int) or not 0 <= i < len(targets)
            or not isinstance(targets[i], dict) or targets[i].get("bowed") is not False
            for i in bow_targets):
        out.append("bow_targets must list targets whose spec asks for an unbowed card")
    effs = record.get("effects", [])
    if not isinstance(effs, list):
        out.append("effects must be a list")
        effs = []
    for e in effs:
        if not isinstance(e, dict) or e.get("op") not in EFFECT_OPS:
            out.append(f"unknown effect {e!r}")
            continue
        tgt = e.get("target")
        if isinstance(tgt, int) and not 0 <= tgt < len(targets):
            out.append(f"effect target {tgt} has no target")
        if "amount_from" in e:
            out += amounts.problems(e["amount_from"], len(targets))
        if "if" in e:  # a condition on this effect (effect_conditions.py)
            out += effect_conditions.problems(e["if"], len(targets), CONDITIONS)
    return out


def _spec_problems(spec: Any) -> list[str]:
    """Problems with one target spec (its type or types, its filter keys)."""
    if not isinstance(spec, dict):
        return ["a target must be an object"]
    kind = spec.get("type")
    kinds = kind if isinstance(kind, list) and kind else [kind]
    if any(k not in TARGET_TYPES or (k == "ranged" and len(kinds) > 1) for k in kinds):
        return [f"target type must be one of {', '.join(TARGET_TYPES)} (or a list)"]
    out = []
    if any(k not in target_specs.FILTERS for k in spec):
        out.append(f"target keys must be among {', '.join(target_specs.FILTERS)}")
    if spec.get("side", "attacking") not in target_specs.SIDES:
        out.append("target side must be attacking or defending")
    if spec.get("performer") and (spec.get("controller") != "you" or any(
            k not in ("personality", "follower") for k in kinds)):
        out.append("a performer is one of your Personalities or Followers")
    return out


def records(d: CardDef) -> tuple[dict[str, Any], ...]:
    """The card's ability records."""
    return d.abilities


_ACTION_CACHE: dict[int, tuple[CardDef, tuple[tuple[int, dict[str, Any], str, str], ...],
                               frozenset[tuple[str, str]]]] = {}
#: Timings of the action abilities a player takes at an opportunity to act.
ACTION_TIMINGS = ("limited", "open", "battle", "engage", "battle_open")
#: One action ability of a card as the legal-action listing needs it: (index, record, timing,
#: repeatable, condition or None, has a Gold cost, has a bow_host/dishonor_host cost,
#: has targets).
ActionUse = tuple[int, dict[str, Any], str, bool, "dict[str, Any] | None", bool, bool, bool]
_EMPTY: tuple[ActionUse, ...] = ()


def _cached(d: CardDef) -> tuple[CardDef, tuple[tuple[int, dict[str, Any], str, str], ...],
                                  frozenset[tuple[str, str]]]:
    hit = _ACTION_CACHE.get(id(d))
    if hit is not None and hit[0] is d:
        return hit
    recs = tuple(
        (i, rec, rec["timing"], used_from(d, rec))
        for i, rec in enumerate(d.abilities)
        if isinstance(rec, dict) and rec.get("timing") in ACTION_TIMINGS
        and not validate(rec)
    )
    if len(_ACTION_CACHE) > 50_000:
        _ACTION_CACHE.clear()
    entry = (d, recs, frozenset((src, t) for _, _, t, src in recs))
    _ACTION_CACHE[id(d)] = entry
    return entry


def action_records(d: CardDef) -> tuple[tuple[int, dict[str, Any], str, str], ...]:
    """The card's valid action abilities as ``(index, record, timing, used_from)`` (cached)."""
    return _cached(d)[1]


def actions_from(d: CardDef, where: str) -> tuple[ActionUse, ...]:
    """The card's valid action abilities used from ``where`` (``hand``, ``play``,
    ``province``) as :data:`ActionUse` tuples ``(index, record, timing, repeatable, condition,
    has gold cost, has bow_host/dishonor_host cost, has targets)``. Computed once per
    definition and kept on it (definitions are immutable; the legal-action listing asks this
    for every card)."""
    index = d.__dict__.get("_l5r_actions_from")
    if index is None:
        found: dict[str, list[ActionUse]] = {}
        for i, rec, t, src in _cached(d)[1]:
            cost = rec.get("cost") or {}
            found.setdefault(src, []).append((
                i, rec, t, bool(rec.get("repeatable")), rec.get("condition") or None,
                bool(cost.get("gold")),
                bool(cost.get("bow_self") or cost.get("bow_host") or cost.get("dishonor_host")
                     or cost.get("stat")),
                bool(rec.get("targets"))))
        index = {k: tuple(v) for k, v in found.items()}
        d.__dict__["_l5r_actions_from"] = index  # a cache beside the fields (like keyword_set)
    return index.get(where, _EMPTY)


def has_action(d: CardDef, where: str, timings: tuple[str, ...]) -> bool:
    """True if the card has a valid action ability used from ``where`` with one of
    ``timings`` (a quick filter before listing uses)."""
    found = d.__dict__.get("_l5r_timings_from")
    if found is None:
        found = {where: frozenset(u[2] for u in actions_from(d, where))
                 for where in ("hand", "play", "province")}
        d.__dict__["_l5r_timings_from"] = found
    have = found.get(where)
    if have is None:
        return any(u[2] in timings for u in actions_from(d, where))
    return not have.isdisjoint(timings)


def used_from(d: CardDef, rec: dict[str, Any]) -> str:
    """Where the ability is used from: ``hand``, ``play`` or ``province``."""
    default = "hand" if d.type in (_T_STRATEGY, _T_RING) else "play"
    if d.type is _T_EVENT:
        default = "province"
    return str(rec.get("from", default))


def condition_ok(state: GameState, player: int, cond: dict[str, Any]) -> bool:
    """Evaluate an ability's (or a Ring's) condition."""
    if not cond:
        return True
    p = state.players[player]
    for key, value in cond.items():
        if key == "family_honor_at_least" and p.family_honor < value:
            return False
        if key == "family_honor_at_most" and p.family_honor > value:
            return False
        if key == "personalities_at_least" and len(
                moves.personalities_in_play(state, player)) < value:
            return False
        if key == "holdings_at_least" and sum(
                1 for c in p.home if state.cards[c].definition.type is _T_HOLDING) < value:
            return False
        if key == "hand_at_least" and len(p.hand) < value:
            return False
        if key == "has_favor" and bool(value) != p.favor:
            return False
        if key == "honor_below_opponent" and value and not any(
                state.players[o].family_honor > p.family_honor
                for o in state.opponents(player)):
            return False
    return True


def timing_ok(state: GameState, player: int, timing: str) -> bool:
    """Is it a legal moment for an action of this designator [S1 › ABILITIES]?"""
    if state.pending or state.priority != player:
        return False
    if timing == "limited":
        return (state.phase is _P_ACTION and state.step is _S_ACTION_ROUND
                and state.active == player)
    if timing == "open":
        return state.phase is _P_ACTION and state.step is _S_ACTION_ROUND
    if timing == "battle_open":  # either kind of action [S1 › ABILITIES]
        return timing_ok(state, player, "open") or timing_ok(state, player, "battle")
    if timing == "battle":
        att = state.attack
        return att is not None and att.segment == "combat"
    if timing == "engage":  # 20F only: the Engage Segment of a battle [S0 › ENGAGE ACTIONS #]
        att = state.attack
        return att is not None and att.segment == "engage" and state.profile.engage_segment \
            and state.step is _S_COMBAT
    return False


def use_problem(state: GameState, player: int, card_id: str, index: int) -> str | None:
    """Why ability ``index`` of the card cannot be used now (``None`` when it can, targets
    aside)."""
    card = state.cards.get(card_id)
    if card is None:
        return "No such card"
    abil = card.definition.abilities
    if not 0 <= index < len(abil):
        return f"{card.title} has no such ability"
    rec = abil[index]
    if validate(rec):
        return f"The engine cannot run this ability of {card.title}; resolve it by hand"
    timing = rec["timing"]
    if timing in ("event", "ring_condition", "reaction", "trait", "continuous"):
        return f"That ability of {card.title} is not an action you take"
    where = used_from(card.definition, rec)
    if where == "hand":
        if card.zone is not _Z_HAND or card.owner != player:
            return f"{card.title} is not in your hand"
    elif where == "province":
        if card.zone is not _Z_PROVINCE or card.owner != player or not card.face_up:
            return f"{card.title} is not face up in your provinces"
    else:
        if not card.in_play or card.controller != player:
            return f"You do not control {card.title} in play"
        if card.bowed:
            return f"{card.title} is bowed; its abilities cannot be used"
        if card.definition.type is _T_SPELL:
            host = card.attached_to
            if host is None or not state.cards[host].definition.has_keyword("Shugenja"):
                return "Actions on a Spell carried by a non-Shugenja cannot be taken"
        if not rec.get("repeatable") and card.ability_uses.get(index) == state.turn:
            return f"{card.title} has already used that ability this turn"
    if not timing_ok(state, player, timing):
        label = "Battle/Open" if timing == "battle_open" else timing.capitalize()
        return f"{label} actions cannot be taken now"
    if not condition_ok(state, player, rec.get("condition", {})):
        return f"The condition of {card.title} is not met"
    return costs.cost_problem(state, player, card, rec)


def resolve(state: GameState, player: int, card_id: str, index: int,
            targets: tuple[str, ...], payment: tuple[str, ...], *,
            honor_cost: int | None = None) -> list[Event]:
    """Take the action: announce, pay costs, resolve effects in order, discard a Strategy
    [S1 › TAKING ACTIONS FROM ABILITIES › A–E], [S1 › STRATEGY]. ``honor_cost`` replaces the
    printed ``lose_honor`` cost (after the Seppuku Reaction reduced it, see
    :func:`cost_reaction`)."""
    card = state.cards[card_id]
    rec = card.definition.abilities[index]
    where = used_from(card.definition, rec)
    events: list[Event] = [AbilityUsed((card_id, *targets), player=player,
                                       name=str(rec.get("name", "")))]
    from_hand = where == "hand"
    if from_hand:  # into the resolution area
        moves.take(state, card)
        card.zone = _Z_FATE_DISCARD  # provisional: listed below when the action ends
    cost = rec.get("cost", {})
    events += costs.pay(state, player, card, rec, payment, honor_cost, targets)
    if not from_hand and where == "play" and card.in_play:
        card.ability_uses[index] = state.turn
    discard_after = from_hand or cost.get("discard_self")
    if cost.get("discard_self") and not from_hand:
        events += moves.discard(state, card_id)
        discard_after = False
    events += run_effects(state, player, card_id, rec, targets)
    if from_hand and discard_after and card.zone is _Z_FATE_DISCARD \
            and card_id not in state.players[card.owner].fate_discard:
        moves.put(state, card, _Z_FATE_DISCARD)
    if where == "province" and card.zone is _Z_PROVINCE:
        owner = card.owner
        events += moves.discard(state, card_id)
        events += moves.refill(state, owner)
    return events


def run_effects(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                targets: tuple[str, ...], *, action: bool = True) -> list[Event]:
    """Resolve the effects in written order; each is independent (a gone target is skipped).
    ``action=False`` (a triggered trait): the Honor loss is not "from an action", so the
    Seppuku Reaction does not answer it [S1 › PLAYER ABILITIES]."""
    events: list[Event] = []
    card = state.cards[card_id]
    sources = (card_id, *([card.attached_to] if card.attached_to else []), *targets)
    needs_hand = bool(rec.get("manual"))
    for eff in rec.get("effects", []):
        op = eff["op"]
        if op == "manual":
            needs_hand = True
            continue
        cond = eff.get("if")
        if cond is not None and not effect_conditions.holds(state, player, card, targets, cond,
                                                             condition_ok):
            events.append(Note((card_id,), text=f"{card.title}: effect {op} does not happen "
                                                "(its condition is not met)"))
            continue
        tgt = eff.get("target")
        cid = ""
        if isinstance(tgt, int):
            if tgt >= len(targets):
                continue
            cid = targets[tgt]
        elif tgt == "self":
            cid = card_id
        elif tgt == "host":
            cid = card.attached_to or ""
        who = eff.get("player", "you")
        if who == "opponent":
            opp = state.opponents(player)
            pl = str(opp[0]) if opp else str(player)
        elif who == "target_controller" and (cid or targets):
            pl = str(state.cards[cid or targets[0]].controller)
        else:
            pl = str(player)
        src = eff.get("amount_from")
        amount = amounts.value(state, card, targets, src) if src else int(eff.get("amount", 0))
        kwargs = {
            "card": cid, "amount": amount, "token": str(eff.get("token", "")),
            "stat": str(eff.get("stat", "")), "duration": str(eff.get("duration", "turn")),
            "target": pl,
        }
        why = effects.check(state, player, op, **kwargs)
        if why is not None:
            events.append(Note((card_id,), text=f"{card.title}: effect {op} fails ({why})"))
            continue
        if op == "lose_honor" and action and state.profile.rulebook_seppuku \
                and kwargs["amount"] > 0:
            loser = int(pl)
            candidates = seppuku_candidates(state, loser, card_id, targets)
            if candidates:
                # the loser may answer with the Seppuku Reaction first [S1 › PLAYER ABILITIES]
                state.reactions.append({
                    "player": loser, "amount": kwargs["amount"], "candidates": candidates,
                    "reason": card.title, "sources": list(sources)})
                events.append(Note((card_id, *candidates), text=(
                    f"{state.players[loser].name} may answer the loss of {kwargs['amount']} "
                    f"Honor from {card.title} with seppuku")))
                continue
        events += effects.apply(state, player, op, text=card.title, sources=sources, **kwargs)
    if needs_hand:
        state.pending.append((card_id, player))
        events.append(TextToResolve((card_id,), player=player))
    return events


def cost_reaction(state: GameState, action: Any) -> dict[str, Any] | None:
    """The Seppuku Reaction window for an ability whose cost loses Honor, or ``None``.

    [S1 › PLAYER ABILITIES]: "before you lose Honor from an action that targeted or was
    performed by one of your Courtier or Samurai Personalities: He commits seppuku. If the
    seppuku destroyed him, reduce the Honor loss to one." Paying an Honor cost is losing Honor
    from the action, so when the action targets or is performed by such a Personality of the
    player, he decides first (Pass: pay in full; Seppuku: pay at most 1); the action is then
    resolved with that cost (a state reaction with ``resume`` = the action). 20F has no such
    Reaction [S0 › SEPPUKU #]."""
    if not state.profile.rulebook_seppuku:
        return None
    card = state.cards[action.card]
    rec = card.definition.abilities[action.ability]
    amount = int((rec.get("cost") or {}).get("lose_honor") or 0)
    if amount <= 0:
        return None
    candidates = seppuku_candidates(state, action.player, action.card, action.targets)
    if not candidates:
        return None
    return {"player": action.player, "amount": amount, "candidates": candidates,
            "reason": f"cost of {card.title}", "sources": [action.card],
            "resume": action.to_dict()}


def seppuku_candidates(state: GameState, loser: int, card_id: str,
                       targets: tuple[str, ...]) -> list[str]:
    """The loser's Courtier or Samurai Personalities in play that the action targeted or that
    performed it (the Personality whose ability it is, or who carries the card)."""
    card = state.cards[card_id]
    performer = card_id if card.definition.type is _T_PERSONALITY else card.attached_to
    out = []
    for cid in (*targets, performer):
        if cid is None or cid in out or cid not in state.cards:
            continue
        c = state.cards[cid]
        if c.definition.type is _T_PERSONALITY and c.in_play and c.controller == loser \
                and (c.definition.has_keyword("Samurai") or c.definition.has_keyword("Courtier")):
            out.append(cid)
    return out


def ring_condition(d: CardDef) -> dict[str, Any] | None:
    """The condition under which a Ring may enter play from hand, if the engine knows it."""
    cached = d.__dict__.get("_l5r_ring_condition", _MISSING)
    if cached is _MISSING:
        cached = None
        for rec in d.abilities:
            if isinstance(rec, dict) and rec.get("timing") == "ring_condition" and \
                    not validate(rec):
                cached = rec.get("condition", {})
                break
        d.__dict__["_l5r_ring_condition"] = cached  # a cache beside the fields
    return None if cached is None else dict(cached)


def event_record(d: CardDef) -> dict[str, Any] | None:
    """An Event's runnable effect record, if any."""
    for rec in d.abilities:
        if isinstance(rec, dict) and rec.get("timing") == "event" and not validate(rec):
            return rec
    return None
