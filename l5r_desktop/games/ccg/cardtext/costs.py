"""Costs of card abilities: what can be paid, and paying them [CE comprehensive rules › COSTS].

Cost keys of an ability record (``"cost": {...}``, paid in this order after the Gold):

* ``gold``: a number, or ``"card"`` = the card's Gold Cost stat (Strategies [S1 › STRATEGY]),
  or ``"chosen"`` ("* Gold": the amount the use names, ``chosen_gold.py``);
  ``gold_count`` adds Gold counted from the table (:func:`counted_gold`), ``gold_from`` the
  stat of a target ("pay Gold equal to his unit's total Gold Cost", ``chosen_gold.py``);
* ``bow_self`` / ``bow_host``: bow the card / the Personality it is attached to;
* ``dishonor_host``: make the carrying Personality dishonorable;
* ``bow_targets``: a list of target indices bowed as a cost ("bow your performing
  Shugenja:"; their specs ask for unbowed cards, checked by ``abilities.validate``);
* ``lose_honor``: lose that much Family Honor (CE/GE: may open the Seppuku Reaction first,
  see ``abilities.cost_reaction``);
* ``stat``: a stat change as a cost, ``{"card": "self" | "host", "stat": "chi", "amount": -2}``
  ("Give this Personality -2C:"), lasting until the end of the turn;
* ``discard_self``: discard the card (handled where the action ends, ``abilities.resolve``);
* ``discard_targets``: a list of target indices, cards chosen in the player's hand and
  discarded as the cost ("Discard a card:", ``hand_costs.py``), after the bow costs;
* ``destroy_self``: destroy the card in play ("Destroy this card:"); a card that will not be
  destroyed cannot pay it [CE › COSTS › Costs and changes];
* ``destroy_province``: ``"rightmost"``, "Destroy your rightmost province:"
  (``own_provinces.py``); a player without provinces cannot pay it;
* ``remove_self``: remove the card in play from the game ("Remove this card from the game:")
  [CE › AREAS OF THE GAME › OUTSIDE THE GAME]; its effects still resolve, as after ``destroy_self``;
* ``discard_fate_top``: discard that many cards from the top of your Fate deck ("Discard the
  top 3 cards of your Fate deck"); a deck with fewer cards cannot pay it, since a cost must
  fully occur [CE › COSTS › Costs and changes];
* ``unless``: a condition in the vocabulary of the ability conditions
  (``ability_conditions.CHECKS``: ``{"reconnaissance": true}``, ``{"host_keyword": "Fire"}``)
  under which the bow costs (``bow_self`` / ``bow_host``) are not part of the cost ("Bow this
  card unless you have Reconnaissance:", "bow this Shugenja unless he is Fire"): checked when
  the costs are checked and paid; when it holds the card need not be able to bow, and does not
  bow. "Costs are the things a player must do in order to take an action" [CE › COSTS]: a
  conditional cost is a cost only while its condition asks for it;
* ``discard_favor``: "To discard the Favor as a cost means to pass it from your control to the
  uncontrolled state" [CE › THE IMPERIAL FAVOR]: only its controller can pay it. A record
  with the ``favor`` ability keyword must have this cost or the ``has_favor`` condition
  ("Favor actions require that their player control the Imperial Favor" [S0 › USING
  ABILITIES 0.4]).

"If a cost involves a change to card state, the change must actually, fully occur at the time
of payment"; "a card already in a cost's end state cannot normally pay the cost"; "effects that
prevent ... the change will also prevent ... the cost payment"; "If a cost involves a change to
a stat, the explicit value of the stat must change by the full stated amount, or the cost can
not be paid" (the -2C example: not payable with 1C) [CE comprehensive rules › COSTS › Costs
and changes]. Changes created by costs last as the effects they resemble [CE › COSTS ›
Duration of costs]: a stat change until the end of the turn [CE › DURATION OF EFFECTS].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy, honor
from l5r_desktop.games.ccg.cardtext import (
    ability_conditions,
    chosen_gold,
    effects,
    gold_reactions,
    hand_costs,
    ongoing,
    own_provinces,
    prevention,
    target_costs,
)
from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from l5r_desktop.games.ccg.events import CardsBowed, Event
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

COSTS = ("gold", "bow_self", "bow_host", "discard_self", "lose_honor", "dishonor_host",
         "bow_targets", "stat", "destroy_self", "discard_favor", "destroy_province",
         "unless", "discard_fate_top", "remove_self", "discard_targets", "gold_count",
         "gold_from",  # the stat of a target (chosen_gold.py)
         *target_costs.KEYS)  # dishonor / destroy / move home a chosen card: target_costs.py
#: Stats a ``stat`` cost may change (the card stats a Personality carries).
COST_STATS = ("force", "chi", "personal_honor")


def validate(cost: Any) -> list[str]:
    """Problems with a record's ``cost`` object (empty: the engine can pay it)."""
    if not isinstance(cost, dict) or any(k not in COSTS for k in cost):
        return [f"cost keys must be among {', '.join(COSTS)}"]
    out = own_provinces.cost_problems(cost["destroy_province"]) \
        if "destroy_province" in cost else []
    spec = cost.get("stat")
    if spec is not None and not (
            isinstance(spec, dict) and spec.get("card", "self") in ("self", "host")
            and spec.get("stat") in COST_STATS and isinstance(spec.get("amount"), int)
            and not isinstance(spec.get("amount"), bool) and spec.get("amount") != 0):
        out.append("a stat cost is {card: self|host, stat: force|chi|personal_honor, "
                   "amount: a non-zero integer}")
    counted = cost.get("gold_count")
    if counted is not None and not (
            isinstance(counted, dict) and set(counted) <= {"count", "min"}
            and isinstance(counted.get("count"), dict) and "type" in counted["count"]
            and isinstance(counted.get("min", 0), int) and counted.get("min", 0) >= 0):
        out.append("gold_count is {count: a spec of cards you control, min: a whole number}")
    top = cost.get("discard_fate_top")
    if top is not None and not (isinstance(top, int) and not isinstance(top, bool) and top > 0):
        out.append("discard_fate_top is a number of cards above 0")
    unless = cost.get("unless")
    if unless is not None and not (
            isinstance(unless, dict) and unless
            and all(k in ability_conditions.CHECKS for k in unless)
            and (cost.get("bow_self") or cost.get("bow_host"))):
        out.append("unless is an ability condition on a bow_self or bow_host cost")
    return out


def bow_waived(state: GameState, player: int, card: CardState, cost: dict[str, Any]) -> bool:
    """Does the cost's ``unless`` condition hold now, so that its bow costs are not paid?"""
    unless = cost.get("unless")
    return bool(unless) and ability_conditions.condition_ok(state, player, unless, card)


def gold_amount(state: GameState, card: CardState, rec: dict[str, Any],
                targets: tuple[str, ...] = ()) -> int:
    """The Gold cost of using the ability (with a ``gold_count``, see :func:`counted_gold`;
    a ``gold_from`` reads ``targets``, adding nothing before they are chosen; chosen Gold is
    0 until :func:`chosen_gold.fixed` names the use's amount)."""
    cost = rec.get("cost", {})
    if "ability" in rec and card.definition.abilities:
        set_to = _ability_cost(state, card, rec["ability"])
        if set_to is not None:  # "This ability's Gold cost is 0 if ..."
            return set_to
    g = cost.get("gold", 0)
    paid = stats.gold_cost(state, card.id) if g == "card" else \
        0 if g == chosen_gold.CHOSEN else int(g or 0)
    if "gold_count" in cost:
        paid += counted_gold(state, card, cost["gold_count"])
    if "gold_from" in cost:
        paid += chosen_gold.target_gold(state, rec, targets)
    return paid


def _ability_cost(state: GameState, card: CardState, number: Any) -> int | None:
    """The Gold cost a trait of the card itself sets for its printed ability ``number`` now
    (an ongoing ``ability_cost`` record: ``of_ability``, ``gold``, ``when`` an ability
    condition of its player: the cost is 0 while he controls a Cavalry unit and an Infantry
    unit at the battlefield; ``less`` instead of ``gold``: the card's Gold Cost less that
    much, at least 0, "This card has -1 Gold Cost if you control a Merchant" on a Strategy,
    whose Gold Cost is what an action from it costs [CE › STRATEGY]), or ``None``. The
    card's own text
    changes the cost of its own ability wherever the card is (a Strategy in hand)
    [CE › CARDINAL RULES], [CE › COSTS]."""
    for r in ongoing.records(card.definition, "ability_cost"):
        if r["of_ability"] == number and ability_conditions.condition_ok(
                state, card.controller, r["when"], card):
            if "less" in r:  # "This card has -1 Gold Cost if ...": its Gold Cost paid less
                return max(0, stats.gold_cost(state, card.id) - int(r["less"]))
            return int(r["gold"])
    return None


def counted_gold(state: GameState, card: CardState, spec: dict[str, Any]) -> int:
    """"Pay Gold equal to the number of Personalities you control, or 4, whichever is higher"
    (``gold_count`` ``{"count": <target spec>, "min": 4}``): the cards in play the card's
    controller controls that fit the spec (counted, not targeted [CE › MISCELLANEOUS USAGE /
    TARGET]), at least ``min``, counted when the costs are checked and paid [CE › COSTS]."""
    found = target_candidates(state, card.controller, card.id,
                              {**spec["count"], "controller": "you"})
    return max(int(spec.get("min", 0)), len(found))


def _stat_card(card: CardState, spec: dict[str, Any]) -> str | None:
    return card.id if spec.get("card", "self") == "self" else card.attached_to


def stat_cost_payable(state: GameState, card_id: str, stat: str, amount: int) -> bool:
    """True if giving the card ``amount`` to ``stat`` changes its value by exactly that much
    (minimums of 0 and effects' limits can stop it) [CE › COSTS › Costs and changes]."""
    c = state.cards[card_id]
    if not c.in_play:
        return False
    before = stats.stat(state, card_id, stat)
    c.modifiers.append(Modifier(stat, amount))
    try:
        after = stats.stat(state, card_id, stat)
    finally:
        c.modifiers.pop()
    return before is not None and after is not None and after - before == amount


def bowing_for_cost(card: CardState, rec: dict[str, Any], targets: tuple[str, ...] = ()
                    ) -> tuple[str, ...]:
    """The cards that bow to pay the record's bow costs (the card, its host, chosen targets):
    none of them may also bow to produce the ability's Gold, since a card bowed for the Gold
    is already in the bow cost's end state and "cannot normally pay the cost"
    [CE comprehensive rules › COSTS › Costs and changes; Timing of costs: Gold first]."""
    cost = rec.get("cost") or {}
    out: list[str] = []
    if cost.get("bow_self"):
        out.append(card.id)
    if cost.get("bow_host") and card.attached_to is not None:
        out.append(card.attached_to)
    out += [targets[i] for i in cost.get("bow_targets", ()) if i < len(targets)]
    return tuple(out)


def cost_problem(state: GameState, player: int, card: CardState, rec: dict[str, Any],
                 targets: tuple[str, ...] = ()) -> str | None:
    """Why the mandatory costs cannot be paid (Good Faith rule) [S1 › COSTS] (``targets``:
    the chosen ones, for a Gold cost read from a target)."""
    cost = rec.get("cost", {})
    if not cost:
        return None
    if "unless" in cost and bow_waived(state, player, card, cost):
        cost = {k: v for k, v in cost.items() if k not in ("bow_self", "bow_host")}
    if cost.get("bow_self"):
        if card.bowed or not moves.in_play(state, card):
            return f"{card.title} is bowed"
        by = prevention.prevented(state, card.id, "bowed")
        if by is not None:
            return f"{card.title} will not bow ({by}), so it cannot pay a bow cost"
    if cost.get("destroy_self"):
        if not moves.in_play(state, card):
            return f"{card.title} is not in play"
        by = prevention.prevented(state, card.id, "destroyed")
        if by is not None:
            return f"{card.title} will not be destroyed ({by}), so it cannot pay the cost"
    if cost.get("discard_favor") and not state.players[player].favor:
        return "You do not control the Imperial Favor"
    if cost.get("destroy_province"):
        why = own_provinces.cost_problem(state, player)
        if why is not None:
            return why
    if cost.get("remove_self") and not moves.in_play(state, card):
        return f"{card.title} is not in play"
    top = cost.get("discard_fate_top")
    if top and len(state.players[player].fate_deck) < top:
        return f"Your Fate deck has fewer than {top} cards to discard"
    host = card.attached_to
    if cost.get("bow_host"):
        if host is None or state.cards[host].bowed:
            return "The Personality carrying it is bowed"
        by = prevention.prevented(state, host, "bowed")
        if by is not None:
            return f"{state.title(host)} will not bow ({by}), so he cannot pay a bow cost"
    if cost.get("dishonor_host") and (host is None or state.cards[host].dishonored):
        return "The Personality carrying it is already dishonorable"
    spec = cost.get("stat")
    if spec:
        who = _stat_card(card, spec)
        if who is None or not stat_cost_payable(state, who, spec["stat"], spec["amount"]):
            name = spec["stat"].replace("_", " ").title()
            return (f"{state.title(who) if who else 'No Personality'} cannot take "
                    f"{spec['amount']:+d} {name} in full")
    gold = gold_amount(state, card, rec, targets)
    if gold > 0:
        can = economy.available_gold(state, player, bowing_for_cost(card, rec, targets),
                                     paying_for(card))
        if can < gold:
            return f"Not enough Gold: need {gold}, can produce {can}"
    return None


def bow_targets_problem(state: GameState, rec: dict[str, Any], targets: tuple[str, ...]
                        ) -> str | None:
    """Why the chosen ``targets`` cannot pay the ``bow_targets`` cost ("bow your performing
    Shugenja:"), or ``None``. A card that will not bow (a continuous trait) cannot pay it:
    "Effects that prevent, negate, or delay the change will also prevent or negate the cost
    payment" [CE comprehensive rules › COSTS › Costs and changes]; its spec already asks for
    an unbowed card ("a card already in a cost's end state cannot normally pay the cost")."""
    for i in (rec.get("cost") or {}).get("bow_targets", ()):
        if i < len(targets):
            by = prevention.prevented(state, targets[i], "bowed")
            if by is not None:
                return (f"{state.title(targets[i])} will not bow ({by}), so he cannot pay "
                        "the bow cost")
    return target_costs.problem(state, rec, targets)


def payable_target_sets(state: GameState, rec: dict[str, Any],
                        sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples of ``sets`` that can pay the record's ``bow_targets`` and target
    costs (``target_costs.py``; all of them when it has none)."""
    cost = rec.get("cost") or {}
    if not any(cost.get(k) for k in target_costs.KEYS) and (
            not cost.get("bow_targets") or ("continuous", "bowed") not in state.ability_keys):
        return sets  # nothing can stop the bowing: every set pays
    return [t for t in sets if bow_targets_problem(state, rec, t) is None]


def paying_for(card: CardState) -> str:
    """The card an ability's Gold cost pays for: a Strategy ("When Gold costs derived from a
    Strategy card's Gold Cost stat are paid, this is 'paying for' both the action and the
    Strategy card" [CE › STRATEGY]); none for an ability of a card in play (the action only;
    ``gold_reactions.py``: :data:`~.gold_reactions.ACTION`, the Gold cost of an action)."""
    return card.id if card.definition.type is CardType.STRATEGY else gold_reactions.ACTION


def pay(state: GameState, player: int, card: CardState, rec: dict[str, Any],
        payment: tuple[str, ...], honor_cost: int | None,
        targets: tuple[str, ...] = ()) -> list[Event]:
    """Pay the ability's costs in order (Gold first) [CE comprehensive rules › COSTS ›
    Timing of costs]; ``honor_cost`` replaces the printed ``lose_honor`` (after a Seppuku
    Reaction). ``discard_self`` is left to the caller."""
    events: list[Event] = []
    cost = rec.get("cost", {})
    if "unless" in cost and bow_waived(state, player, card, cost):
        cost = {k: v for k, v in cost.items() if k not in ("bow_self", "bow_host")}
    card_id = card.id
    gold = gold_amount(state, card, rec, targets)
    if gold > 0 or payment:
        events += economy.pay(state, player, gold, payment, (card_id,),
                              exclude=bowing_for_cost(card, rec, targets),
                              paying=paying_for(card))
    if cost.get("bow_self") and moves.in_play(state, card):
        card.bowed = True
        events.append(CardsBowed((card_id,), reason="cost"))
    host = card.attached_to
    if cost.get("bow_host") and host is not None:
        state.cards[host].bowed = True
        events.append(CardsBowed((host,), reason="cost"))
    if cost.get("dishonor_host") and host is not None:
        events += effects.apply(state, player, "dishonor", host)
    bowed_for_cost = tuple(targets[i] for i in cost.get("bow_targets", ())
                           if i < len(targets) and not state.cards[targets[i]].bowed)
    if bowed_for_cost:  # "bow your performing Shugenja:" [S1 › COSTS]
        for cid in bowed_for_cost:
            state.cards[cid].bowed = True
        events.append(CardsBowed(bowed_for_cost, reason="cost"))
    events += target_costs.pay(state, player, card_id, cost, targets)
    if cost.get("discard_targets"):  # "Discard a card:" (hand_costs.py)
        events += hand_costs.pay(state, player, rec, targets)
    spec = cost.get("stat")
    if spec:
        who = _stat_card(card, spec)
        if who is not None:
            events += effects.apply(state, player, "modify_stat", who, amount=spec["amount"],
                                    stat=spec["stat"], duration="turn", sources=(card_id,))
    if cost.get("discard_favor") and state.players[player].favor:
        events += honor.set_favor(state, None)
    if cost.get("remove_self") and moves.in_play(state, card):  # its effects still resolve
        events += effects.apply(state, player, "move", card_id, zone="removed")
    for _ in range(int(cost.get("discard_fate_top") or 0)):  # from the top, one by one
        deck = state.players[player].fate_deck
        if deck:
            events += moves.discard(state, deck[0])
    if cost.get("destroy_self") and moves.in_play(state, card):  # the card's effects still resolve
        events += honor.destroy_card(state, card_id, "cost")
    if cost.get("destroy_province"):
        events += own_provinces.destroy(state, player, card_id, cost["destroy_province"])
    honor_paid = int(cost.get("lose_honor") or 0) if honor_cost is None else honor_cost
    if honor_paid:
        events += effects.apply(state, player, "lose_honor", amount=honor_paid,
                                text=f"cost of {card.title}", sources=(card_id,))
    return events
