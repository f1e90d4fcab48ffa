"""The uses of card action abilities a player may make now (the legal ``UseAbility``
actions), shared by the action round (``rules``) and battles (``attack/choices.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Action, UseAbility
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    bring_into_play,
    chosen_gold,
    costs,
    gold_reactions,
    hand_attach,
    hand_costs,
    player_targets,
    restrictions,
    target_costs,
    transfers,
    use_limits,
)
from l5r_desktop.games.ccg.cardtext.targets import target_sets
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

_SPELL = CardType.SPELL
_Z_HAND = Zone.HAND
_NO_COST: dict[str, object] = {}
_CHOSEN_COSTS = frozenset(target_costs.KEYS)
_CHOSEN = chosen_gold.CHOSEN
_OUT_OF_PLAY = ("discard", "province")  # target zones a card is brought into play from
_ACTION = gold_reactions.ACTION  # the Gold cost of an action (gold_reactions.py)
_GOLD_REACTIONS = ("reaction", gold_reactions.TRIGGER)  # (a game without them asks nothing)
_TRANSFER = ("op", "transfer_to")  # in GameState.ability_keys when a card has the effect


def ability_uses(state: GameState, player: int, card: CardState, where: str,
                 timing: dict[str, bool], gold: int | None, out: list[Action],
                 in_play: dict[int, list[str]]) -> int | None:
    """Append every legal use of the card's action abilities (same checks as
    ``abilities.use_problem``, computed inline for speed). ``gold`` is the Gold the player
    can produce, or ``None`` if not computed yet; returns it (computed if it was needed).
    ``in_play``: each player's cards in play, filled on need (the state does not change)."""
    turn = state.turn
    action_gold: int | None = None
    for i, rec, t, repeatable, cond, gold_cost, host_cost, targeted in \
            abilities.actions_from(card.definition, where):
        if not timing.get(t, False):
            continue
        if where == "play":
            if not repeatable and card.ability_uses and \
                    use_limits.used_up(card, i, rec, turn):  # this turn, or once per game
                continue
            if card.bowed and not abilities.tireless_on(state, card, rec):
                continue  # a bowed card's abilities: Tireless ones only
            if restrictions.blocked(state, card):
                continue  # its performer may not perform actions (restrictions.py)
            if card.modifiers and restrictions.ability_barred(card, i):
                continue  # that ability may not be used (barred_abilities.py)
            if card.definition.type is _SPELL:
                host = card.attached_to
                if host is None or not state.cards[host].definition.has_keyword("Shugenja"):
                    continue
        if cond and not abilities.condition_ok(state, player, cond, card):
            continue
        if gold_cost:
            if gold is None:
                gold = economy.available_gold(state, player)
            if action_gold is None:  # and Gold Reactions on an action's Gold cost
                action_gold = gold if _GOLD_REACTIONS not in state.ability_keys else \
                    gold + economy.specific_gold(state, player, _ACTION)
            if rec["cost"].get("gold") == _CHOSEN:  # "* Gold": one use per amount
                if not host_cost or costs.cost_problem(state, player, card, rec) is None:
                    out += _chosen_uses(state, player, card, i, rec, targeted, action_gold,
                                        in_play)
                continue  # (chosen_gold.py)
            if costs.gold_amount(state, card, rec) > action_gold:
                continue
        if host_cost and costs.cost_problem(state, player, card, rec) is not None:
            continue
        if "target_player" in rec:  # one use per player it may target (player_targets.py)
            uses = [UseAbility(player, card.id, i, t) for t in (
                _target_sets(state, player, card.id, rec, in_play) if targeted else [()])]
            out += player_targets.expand(state, player, rec, uses)
            continue
        if not targeted:
            if where == "province" and not bring_into_play.self_ok(state, player, card, rec):
                continue  # Good Faith: it must be able to enter play (bring_into_play.py)
            out.append(UseAbility(player, card.id, i))  # (player, card, ability)
            continue
        for targets in _target_sets(state, player, card.id, rec, in_play):
            out.append(UseAbility(player, card.id, i, targets))  # (..., targets)
    return gold


def _chosen_uses(state: GameState, player: int, card: CardState, index: int,
                 rec: dict[str, Any], targeted: bool, gold: int,
                 in_play: dict[int, list[str]]) -> list[Action]:
    """The uses of a "* Gold" ability: for each amount the player can pay, the target tuples
    that amount makes legal; an amount per tuple (the least) unless an effect scales with it
    (``chosen_gold.py``)."""
    out: list[Action] = []
    every = chosen_gold.scales(rec)
    seen: set[tuple[str, ...]] = set()
    for n in range(gold + 1):
        one = chosen_gold.fixed(rec, n)
        for targets in (_target_sets(state, player, card.id, one, in_play) if targeted
                        else [()]):
            if every or targets not in seen:
                seen.add(targets)
                out.append(UseAbility(player, card.id, index, targets, gold=n))
    return out


def _target_sets(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                 in_play: dict[int, list[str]]) -> list[tuple[str, ...]]:
    """The legal target tuples of a use (a chosen card that pays a bow cost must be able
    to; a Gold cost read from a target must be payable)."""
    sets = target_sets(state, player, card_id, rec, 64, in_play)
    cost = rec.get("cost") or _NO_COST
    if sets and "gold_from" in cost:  # "pay Gold equal to his ...": per tuple
        card = state.cards[card_id]
        sets = [t for t in sets if costs.gold_amount(state, card, rec, t)
                <= economy.available_gold(state, player, costs.bowing_for_cost(card, rec, t),
                                          costs.paying_for(card))]
    if "bow_targets" in cost or not _CHOSEN_COSTS.isdisjoint(cost):  # a chosen card
        sets = costs.payable_target_sets(state, rec, sets)  # pays a cost: it must be able to
    if sets and _TRANSFER in state.ability_keys:  # a card in the game transfers one
        sets = transfers.legal_sets(state, player, card_id, rec, sets)  # (Good Faith)
    if sets and any(t.get("zone") in _OUT_OF_PLAY for t in rec.get("targets") or ()):
        sets = bring_into_play.legal_sets(state, player, rec, sets)  # Good Faith: payable
    if sets and any(t.get("zone") == "hand" for t in rec.get("targets") or ()):
        sets = hand_costs.attachable_sets(state, player, rec, sets)  # attach to a target
        sets = hand_attach.affordable_sets(state, player, card_id, rec, sets)  # "less if"
    if sets and state.cards[card_id].zone is _Z_HAND:  # the card itself equipped from the
        sets = hand_attach.self_sets(state, player, card_id, rec, sets)  # hand (Good Faith)
    return sets
