"""The interpreter of the declarative ability format (``ability_format.py``: the records, their
vocabulary and :func:`validate`, re-exported here): which action abilities a card offers, when
they may be used, and using one (announce, pay, resolve the effects in order).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.cardtext import (
    action_memory,
    amounts,
    battle_points,
    chosen_gold,
    costs,
    delayed,
    duel_effects,
    each,
    each_player,
    effect_conditions,
    effects,
    force_negation,
    hand_costs,
    honor_swap,
    interrupts,
    negation,
    next_performed,
    next_targeting,
    optional,
    player_pays,
    player_targets,
    resolution_triggers,
    rings,
    target_groups,
    turn_memory,
    use_limits,
)
from l5r_desktop.games.ccg.cardtext.ability_conditions import condition_ok
from l5r_desktop.games.ccg.cardtext.ability_format import (
    TEXT_OPS,
    validate,  # re-exported too
)
from l5r_desktop.games.ccg.cardtext.ability_use import (  # noqa: F401 (re-exported)
    timing_ok,
    use_problem,
    used_from,
)
from l5r_desktop.games.ccg.cardtext.card_records import (  # noqa: F401 (re-exported)
    event_record,
    ring_condition,
)
from l5r_desktop.games.ccg.cardtext.seppuku_costs import (  # noqa: F401 (re-exported)
    cost_reaction,
    seppuku_candidates,
)
from l5r_desktop.games.ccg.cardtext.tireless import (  # noqa: F401 (re-exported)
    has_tireless,
    may_act_bowed,
    tireless,
    tireless_on,
)
from l5r_desktop.games.ccg.events import (
    AbilityUsed,
    Event,
    Note,
    TextToResolve,
)
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ACTION = Phase.ACTION
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_COMBAT = Step.COMBAT
_T_EVENT = CardType.EVENT
_STAYS_IN_HAND = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_T_SPELL = CardType.SPELL
_T_STRATEGY = CardType.STRATEGY
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HAND = Zone.HAND
_Z_PROVINCE = Zone.PROVINCE


def records(d: CardDef) -> tuple[dict[str, Any], ...]:
    """The card's ability records."""
    return d.abilities


_ACTION_CACHE: dict[int, tuple[CardDef, tuple[tuple[int, dict[str, Any], str, str], ...],
                               frozenset[tuple[str, str]]]] = {}
#: Timings of the action abilities a player takes at an opportunity to act.
ACTION_TIMINGS = ("limited", "open", "battle", "engage", "battle_open", "dynasty")
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
                bool(cost.get("gold") or cost.get("gold_count")),
                bool(cost.get("bow_self") or cost.get("bow_host") or cost.get("dishonor_host")
                     or cost.get("stat") or cost.get("destroy_self")
                     or cost.get("discard_favor") or cost.get("destroy_province")
                     or cost.get("discard_fate_top") or cost.get("remove_self")),
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


def resolve(state: GameState, player: int, card_id: str, index: int,
            targets: tuple[str, ...], payment: tuple[str, ...], *,
            honor_cost: int | None = None, target_player: int = -1, gold: int = -1,
            before: Callable[[], list[Event] | None] | None = None) -> list[Event]:
    """Take the action: announce, pay costs, resolve effects in order, discard a Strategy
    [S1 › TAKING ACTIONS FROM ABILITIES › A–E], [S1 › STRATEGY]. ``honor_cost``: reduced by
    the Seppuku Reaction (:func:`cost_reaction`); ``gold``: the Gold chosen for "* Gold"
    (``chosen_gold.py``); ``before`` (once the costs are paid) may open the "before the
    resolution" window (``targeted.py``)."""
    card = state.cards[card_id]
    rec = target_groups.expanded(card.definition.abilities[index], len(targets))  # "them"
    if gold >= 0:  # "* Gold": the amount named (only such uses carry one)
        rec = chosen_gold.fixed(rec, gold)
    paid = negation.paid(state, card_id, index)  # back from its "before resolution" window
    if paid is not None:  # (with the targets an Interrupt may have changed)
        return _resolution(state, player, card_id, rec, tuple(paid["targets"]), paid,
                           target_player)
    where = used_from(card.definition, rec)
    negations = negation.taken(state, card_id, index)  # Reactions to its targeting
    if negations is not None:
        why = negation.held_problem(state, player, card, rec, where, targets)
        if why is not None:
            return negation.held_fails(state, card, index, where, why)
    performers = tuple(next_performed.performers(state, card_id, rec, targets))
    events: list[Event] = [AbilityUsed((card_id, *targets), player=player,
                                       name=str(rec.get("name", "")),
                                       keywords=tuple(rec.get("keywords", ())),
                                       battle=_battle_action(state, rec),
                                       performers=performers)]
    turn_memory.note_performed(state, card, rec, performers)  # "has performed ... this turn"
    shield, met = next_targeting.answer(state, player, card_id, rec, targets)  # delayed
    if shield:  # negations waiting on its targets (next_targeting.py)
        negations, events = [*(negations or []), *shield], [*events, *met]
    shield, met = next_performed.answer(state, player, card_id, rec, targets)  # delayed
    if shield:  # a negation waiting on a card performing it (next_performed.py)
        negations, events = [*(negations or []), *shield], [*events, *met]
    # a Strategy (or Ring) played from the hand goes into the resolution area; an attachment
    # whose ability is used from the hand stays there, face up ("If, when the action ends,
    # the card is still in the hand, it turns face down again" [CE › AREAS OF THE GAME ›
    # HAND › Using non-Strategy abilities from the hand]; a resolution area is a Strategy's
    # or an Event's [CE › RESOLUTION AND ENTERING PLAY AREAS])
    from_hand = where == "hand" and card.definition.type not in _STAYS_IN_HAND
    if from_hand:  # into the resolution area
        moves.take(state, card)
        card.zone = _Z_FATE_DISCARD  # provisional: listed below when the action ends
    cost = rec.get("cost", {})
    unpaid = hand_costs.unpaid(state, player, rec, targets)
    if unpaid:  # a cost must fully occur [CE › COSTS]
        events.append(Note((card_id,), text=f"{card.title}: the card to discard left the hand"))
        rec = {**rec, "effects": []}
    events += costs.pay(state, player, card, rec, payment, honor_cost, targets)
    if not from_hand and where == "play" and moves.in_play(state, card):
        use_limits.mark_used(card, index, rec, state.turn)
    discard_after = from_hand or cost.get("discard_self")
    if cost.get("discard_self") and not from_hand:
        events += moves.discard(state, card_id)
        discard_after = False
    held = negation.hold_paid(state, card_id, index, player, targets, negations or [],
                              where, bool(discard_after))
    opened = before() if before is not None and not unpaid else None
    if opened:  # Reactions "before the resolution" first (targeted.open_before)
        return events + opened
    state.resolving.pop()
    return events + _resolution(state, player, card_id, rec, targets, held, target_player)


def _battle_action(state: GameState, rec: dict[str, Any]) -> bool:
    """Is the action a Battle action: a Battle ability, or a Battle/Open one taken in a
    battle [CE › ABILITIES]?"""
    timing = rec.get("timing")
    return timing == "battle" or (timing == "battle_open" and state.attack is not None
                                  and state.attack.segment == "combat")


def _resolution(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                targets: tuple[str, ...], held: dict[str, Any], target_player: int) -> list:
    """Steps D, E once the costs are paid: the effects less the negated ones, then a Strategy
    discarded, an Event's province refilled (:func:`resolve`)."""
    card = state.cards[card_id]
    events: list[Event] = []
    if held["negate"]:  # what Reactions to its targeting negated (negation.py)
        effs, notes = negation.without_negated(state, card_id, list(rec.get("effects", [])),
                                               targets, held["negate"])
        events += notes
        rec = {**rec, "effects": effs}
    if held.get("after"):  # Interrupts' effects "after it resolves" (interrupts.py)
        rec = {**rec, "effects": [*rec.get("effects", []), *interrupts.after(held)]}
    before = action_memory.snapshot(state)  # a destroyed card's controller and place
    done = run_effects(state, player, card_id, rec, targets, target_player=target_player)
    rings.count_favor(state, player, rec)  # "after you resolve two Favor actions" (rings.py)
    events += done
    events += resolution_triggers.record(state, player, card_id, done)  # "that bowed"
    did = action_memory.head(rec, targets, _battle_action(state, rec)) \
        if action_memory.watching(state) else None  # (only in a game that remembers it)
    events += action_memory.record(state, player, card_id, done, did, before)  # "moved ..."
    where = held["where"]
    if where == "hand" and held["discard_after"] and card.zone is _Z_FATE_DISCARD \
            and card_id not in state.players[card.owner].fate_discard:
        moves.put(state, card, _Z_FATE_DISCARD)
    if where == "province" and card.zone is _Z_PROVINCE and card.definition.type is _T_EVENT:
        owner = card.owner  # an Event, its effects done, is discarded
        events += moves.discard(state, card_id)
        events += moves.refill(state, owner)
    return events


def run_effects(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                targets: tuple[str, ...], *, action: bool = True,
                target_player: int = -1, trigger_player: int = -1) -> list[Event]:
    """Resolve the effects in written order; each is independent (a gone target is skipped).
    ``action=False`` (a triggered trait): the Honor loss is not "from an action", so the
    Seppuku Reaction does not answer it [S1 › PLAYER ABILITIES]. ``target_player``: the seat
    of the player effects name as ``"player": "target_player"``; ``trigger_player``: of the
    player a trait's trigger is about (``"player": "trigger_player"``, trait_others.py)."""
    return run_list(state, player, card_id, list(rec.get("effects", [])), targets,
                    action=action, manual=bool(rec.get("manual")),
                    target_player=target_player, trigger_player=trigger_player)


def run_list(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
             targets: tuple[str, ...], *, action: bool = True, manual: bool = False,
             decided: int = 0, target_player: int = -1, trigger_player: int = -1,
             moved: frozenset[str] = frozenset()) -> list[Event]:
    """Resolve ``effs`` in order (see :func:`run_effects`); an optional effect stops the
    resolution for the player's choice (``optional.py``), except the first ``decided``
    effects: a choice the player already took. ``manual``: the text also needs the hand.
    ``moved``: the cards whose unit moved earlier in this resolution, before a choice paused
    it (``effect_conditions.py``)."""
    events: list[Event] = []
    card = state.cards[card_id]
    sources = (card_id, *([card.attached_to] if card.attached_to else []),
               *(t for t in targets if t))
    needs_hand = manual
    skip_to = forced = 0
    before = amounts.snapshots(state, effs, targets)  # for "the amount ... lost"
    passed = range(0)
    for i, eff in enumerate(effs):
        op = eff["op"]
        if i < skip_to or i in passed:
            continue
        if op == "manual":
            needs_hand = True
            continue
        if i >= decided and i >= forced and eff.get("optional"):
            n = optional.group_length(effs, i)
            n += optional.otherwise_length(effs, i + n, eff["optional"])
            if optional.on_absent_target(effs[i:i + n], len(targets)):
                skip_to = i + n  # "you may target ... and bow or straighten him", not
                continue         # targeted: no choice about a card not chosen
            shared = optional.shared_condition(effs[i:i + n])
            if shared is not None and not effect_conditions.holds(
                    state, player, card, targets, shared, condition_ok,
                    *_results(moved, events)):
                skip_to = i + n  # "If he moved, you may ...": no choice when it is false
                events.append(Note((card_id,), text=f"{card.title}: no choice (its "
                                                    "condition is not met)"))
                continue
            first = optional.group_length(effs, i)
            if optional.moves_itself_here(state, card_id, effs[i:i + first]):
                forced = i + first  # taken from elsewhere: the choice moving it there
                passed = range(i + first, i + n)  # (and not its alternative)
            else:
                events += optional.ask(state, player, card_id, targets, effs[i:],
                                       action=action, manual=needs_hand,
                                       target_player=target_player,
                                       moved=_results(moved, events)[0])
                return events
        cond = eff.get("if")
        if cond is not None and not effect_conditions.holds(
                state, player, card, targets, cond, condition_ok,
                *_results(moved, events)):
            events.append(Note((card_id,), text=f"{card.title}: effect {op} does not happen "
                                                "(its condition is not met)"))
            continue
        if op == "gain_honor" and action and honor_swap.waiting(state):
            eff = honor_swap.swapped(state, eff) or eff  # "he loses that amount instead"
            op = eff["op"]
        text_op = TEXT_OPS.get(op)
        if text_op is not None and "each" not in eff:  # card movement, additional actions
            # (no toolkit operation); on each card that fits: below, one target at a time
            if "amount_from" in eff:  # read now, when it resolves (amounts.py)
                eff = {k: v for k, v in eff.items() if k != "amount_from"} | {
                    "amount": amounts.value(state, card, targets, eff["amount_from"], player)}
            if getattr(text_op, "PAUSES", False):  # a card chosen from a deck (deck_choices)
                more, waiting = text_op.start(state, player, card_id, effs[i:], targets,
                                              action=action, manual=needs_hand,
                                              target_player=target_player)
                events += more
                if waiting:
                    return events
                if op == "choose_card":  # nothing to choose: its index is kept, empty
                    targets = (*targets, "")  # (chosen_cards.NONE)
                continue
            if getattr(text_op, "WITH_PLAYER", False):  # made by a player (hand_discards)
                seat = _seat(state, player, str(eff.get("player", "you")), target_player)
                if seat is None:
                    continue  # no player was chosen: nothing to apply it to
                eff = {**eff, "seat": seat}
            if getattr(text_op, "WITH_TARGETS", False):  # created cards attach to a target
                events += text_op.apply(state, player, card_id, eff, targets)
            else:
                events += text_op.apply(state, player, card_id, eff)
            continue
        if "each_player" in eff:  # every player that fits, in turn order (each_player.py)
            one = {k: v for k, v in eff.items() if k not in ("each_player", "if", "optional")}
            for seat in each_player.seats(state, player, card, eff["each_player"],
                                          condition_ok):
                events += run_list(state, player, card_id, [{**one, "player": seat}],
                                   targets, action=action)
            continue
        if "each" in eff:  # every card that fits, found now, one by one (each.py)
            one = {k: v for k, v in eff.items()
                   if k not in ("each", "if", "optional", "skip")}
            for cid in each.cards(state, player, card_id, eff["each"], targets):
                if cid in eff.get("skip", ()):  # negated on that card (negation.py)
                    continue
                events += run_list(state, player, card_id, [{**one, "target": len(targets)}],
                                   (*targets, cid), action=action,
                                   target_player=target_player,
                                   trigger_player=trigger_player)
            continue
        tgt = eff.get("target")
        cid = ""
        if isinstance(tgt, int):
            if tgt >= len(targets) or not targets[tgt]:  # (no card was chosen for it)
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
            if not (cid or targets[0]):
                continue  # no card was chosen for it (chosen_cards.NONE)
            pl = str(state.cards[cid or targets[0]].controller)
        elif who == "target_player":  # player_targets.py
            chosen = player_targets.seat(state, target_player)
            if chosen is None:
                continue  # no player was chosen: nothing to apply it to
            pl = chosen
        elif isinstance(who, int):  # one seat of an each_player effect
            pl = str(who)
        elif who == "trigger_player":  # the Attacker who won ... (trait_others.py)
            if not 0 <= trigger_player < len(state.players):
                continue
            pl = str(trigger_player)
        else:
            pl = str(player)
        src = eff.get("amount_from")
        amount = amounts.value(state, card, targets, src, player) if src \
            else int(eff.get("amount", 0))
        if src and src.get("count") == "moved":  # "the number of Personalities this moved"
            amount = sum(1 for c in _results(moved, events)[0]
                         if state.cards[c].definition.type is _T_PERSONALITY)
        elif src and "lost" in src:  # "the amount of Force the Personality lost"
            amount = amounts.lost(state, targets, src, before)
        if "reduce" in eff:  # an Honor loss reduced by a response (negation.py)
            amount = max(0, amount - int(eff["reduce"]))
        if "strengthen" in eff:  # a computed strength changed by an Interrupt
            amount += int(eff["strengthen"])  # (attack_strength.strengthened)
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
        flag = eff.get("not_negated")  # "will not be negated" (movement_negation.py)
        if flag is not None or eff.get("negated"):  # "negated": in a window (negation.py)
            kept = flag is True or (flag is not None and effect_conditions.holds(
                state, player, card, targets, flag, condition_ok, *_results(moved, events)))
            if eff.get("negated") and not kept:
                events.append(Note((card_id,), text=f"{card.title}: effect {op} is negated"))
                continue
            kwargs["negatable"] = not kept
        done = effects.apply(state, player, op, text=card.title, sources=sources, **kwargs)
        if op == "challenge":  # what the challenger's win gives (duel_effects.py)
            duel_effects.keep(state, player, card_id, eff)
        if op in ("modify_stat", "set_stat"):  # a trait's, or one that will not be negated
            force_negation.mark(state, done, not action, eff.get("not_negated") is True)
        events += done
    if needs_hand:
        state.pending.append((card_id, player))
        events.append(TextToResolve((card_id,), player=player))
    return events


def _seat(state: GameState, player: int, who: str, target_player: int) -> int | None:
    """The seat of an effect's ``player`` (``you``, ``opponent``, ``target_player``)."""
    if who == "opponent":
        others = state.opponents(player)
        return others[0] if others else player
    if who == "target_player":
        chosen = player_targets.seat(state, target_player)
        return None if chosen is None else int(chosen)
    return player


def _results(moved: frozenset[str], events: list[Event]
             ) -> tuple[frozenset[str], frozenset[str]]:
    """What earlier effects of this resolution did (``effect_conditions.results``), with the
    cards whose unit moved before a choice paused it (``moved``)."""
    now, destroyed = effect_conditions.results(events)
    return (moved | now if moved else now), destroyed


delayed.RUNNER[:] = [run_list]  # the battle's flow applies delayed effects with it (delayed.py)
player_pays.RUNNER[:] = [run_list]  # the effects of not paying (player_pays.py)
battle_points.RUNNER[:] = [run_list]  # and a Terrain's traits before it resolves
interrupts.RUNNER[:] = [run_list]  # an Interrupt's effects after the action (interrupts.py)
