"""Attaching a card from the hand as an effect: "Target a Weapon in your hand: Attach it to
Ebara, paying all costs.", "... and paying 4 less Gold if he is defending" [CE › ATTACHMENTS],
[CE › GOLD COST].

Effect::

    {"op": "attach_from_hand", "target": 0, "less": 4, "less_if": <effect condition>}
    {"op": "attach_from_hand", "target": 0, "to": 1}   # to the Personality targeted with it

The target (a card of its player's hand, spec ``zone: hand`` with ``attach_to: "self"``,
``hand_costs.py``) attaches to the ability's card (or to the target ``to``), as an Equip
would: the attachment rules
apply (``economy.equip_problem``: Followers' Honor Requirement, one Weapon, Spells on
Shugenja ...) and its player pays its Gold Cost (``economy.equip_cost``, its own discounts),
less ``less`` when ``less_if`` holds as the effect resolves (an effect condition,
``effect_conditions.py``; never below 0), with Gold produced as for any cost. A card that left
the hand, cannot attach any more, or whose Gold cannot be paid stays in the hand (a note): the
effect fails, the others still happen [CE › TAKING ACTIONS › D].

``"target": "self"`` with ``"to": <index>`` (lane cards): the ability's own card, used from
its player's hand, is equipped to the target ("If this Follower is in your hand, target your
performing Ninja and Equip it to him": the Equip's attaching and payment [CE › PLAYER
ABILITIES], as above).

``"others": true`` (with ``target: "self"``): the Personality may be another player's ("Equip
it to a target Personality you do not control"): the attachment rules but the Equip's "your
Personalities" apply (``economy.equip_problem`` given the Personality's facts), and the card
is then controlled by that Personality's controller, its owner unchanged [CE › ATTACHMENTS],
[CE › CARD CONTROL].

``"from": "discard"`` (ccgtext2): the card comes from its player's Fate discard pile instead
("attach an Item from your discard pile to your Samurai, paying all costs and 3 less
Gold"): the target is a card of his own pile (spec ``zone: discard``, ``controller: you``,
``discard_piles.py``), attached to the target ``to`` with the same rules and payment; a card
that left the pile stays where it is.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.cardtext import ability_conditions, effect_conditions
from l5r_desktop.games.ccg.events import CardAttached, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("attach_from_hand",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attach_from_hand`` effect (its target's spec: ``hand_costs``)."""
    t, less = effect.get("target"), effect.get("less", 0)
    to = effect.get("to", "self")
    if t == "self" and (not isinstance(to, int) or isinstance(to, bool)
                        or effect.get("from", "hand") != "hand"):
        return ["attach_from_hand of the card itself (from the hand) names a target (to)"]
    if effect.get("others", True) is not True or ("others" in effect and t != "self"):
        return ["others (true) lets the card itself go to another player's Personality"]
    if t != "self" and (not isinstance(t, int) or isinstance(t, bool)):
        return ["attach_from_hand attaches a target in the hand (target: index) or the card "
                "itself (self)"]
    if to != "self" and (not isinstance(to, int) or isinstance(to, bool)):
        return ["attach_from_hand attaches to the card (to: self) or a target (to: index)"]
    if not isinstance(less, int) or isinstance(less, bool) or less < 0 \
            or ("less_if" in effect and not isinstance(effect["less_if"], dict)):
        return ["attach_from_hand's less is a whole number of Gold, less_if a condition"]
    if effect.get("from", "hand") not in ("hand", "discard") or (
            effect.get("from") == "discard" and to == "self"):
        return ["attach_from_hand comes from the hand, or from the discard pile to a target"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Attach the target from its player's hand to the ability's card, paying its Gold."""
    t = effect["target"]
    cid = card_id if t == "self" else targets[t] if t < len(targets) else ""
    if not cid:
        return []
    c = state.cards[cid]
    if effect.get("from") == "discard":  # from the player's Fate discard pile
        if c.zone is not Zone.FATE_DISCARD or cid not in state.players[player].fate_discard:
            return [Note((card_id, cid), text=f"{c.title} is no longer in the discard pile")]
    elif c.zone is not Zone.HAND or cid not in state.players[player].hand:
        return [Note((card_id, cid), text=f"{c.title} is no longer in the hand")]
    to = effect.get("to", "self")
    host = card_id if to == "self" else (targets[to] if to < len(targets) else "")
    if not host:
        return []
    less = int(effect.get("less", 0))
    if less and "less_if" in effect and not effect_conditions.holds(
            state, player, state.cards[card_id], targets, effect["less_if"],
            ability_conditions.condition_ok):
        less = 0
    return attach_paying(state, player, card_id, cid, host, less,
                         others=bool(effect.get("others")))


def _problem(state: GameState, player: int, cid: str, host: str, *, others: bool = False,
             ignore_honor: bool = False) -> str | None:
    """Why ``cid`` may not attach to ``host`` (``others``: any player's Personality in play)."""
    h = state.cards.get(host)
    if others and h is not None and h.in_play and h.definition.type is CardType.PERSONALITY:
        return economy.equip_problem(state, player, cid, host, economy.TargetFacts(state, host),
                                     ignore_honor=ignore_honor)
    return economy.equip_problem(state, player, cid, host, ignore_honor=ignore_honor)


def attach_paying(state: GameState, player: int, card_id: str, cid: str, host: str,
                  less: int = 0, *, ignore_honor: bool = False,
                  others: bool = False) -> list[Event]:
    """Attach ``cid`` (out of play) to ``host`` for the ability of ``card_id``, the player
    paying its Gold cost less ``less`` [CE › ATTACHMENTS], [CE › GOLD COST]; a Note, and
    nothing else, when it may not attach or cannot be paid (also used by ``pile_attach``;
    ``ignore_honor``: "ignoring Honor Requirements")."""
    c = state.cards[cid]
    why = _problem(state, player, cid, host, others=others, ignore_honor=ignore_honor)
    if why is not None:
        return [Note((card_id, cid), text=f"{c.title} does not attach: {why}")]
    cost = max(0, economy.equip_cost(state, player, cid, host) - less)
    try:
        events = economy.pay(state, player, cost, (), (cid,))
    except IllegalActionError as exc:
        return [Note((card_id, cid), text=f"{c.title} does not attach: {exc}")]
    moves.attach(state, c, host)
    events.append(CardAttached((cid, host), player=player))
    return events


def affordable_sets(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                    sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples whose card of the hand its player could pay for now: a reduction
    "if ..." (``less_if``) counts only while its condition holds (the listing assumed the whole
    ``attach_less``; the Good Faith Rule asks what the player can pay [CE › TAKING ACTIONS ›
    A])."""
    listed = rec.get("effects")
    effs = [e for e in listed if isinstance(e, dict) and e.get("op") == "attach_from_hand"
            and e.get("less") and "less_if" in e] if isinstance(listed, list) else []
    if not effs:
        return sets
    card = state.cards[card_id]

    def payable(s: tuple[str, ...], e: dict[str, Any]) -> bool:
        t, to = e["target"], e.get("to", "self")
        host = card_id if to == "self" else (s[to] if to < len(s) else "")
        if t >= len(s) or not host or effect_conditions.holds(
                state, player, card, s, e["less_if"], ability_conditions.condition_ok):
            return True  # nothing to check here, or the reduction applies now
        # no reduction now: the whole cost must be payable
        return economy.equip_cost(state, player, s[t], host) <= \
            economy.available_gold(state, player)

    return [s for s in sets if all(payable(s, e) for e in effs)]


def self_sets(state: GameState, player: int, card_id: str, rec: dict[str, Any],
              sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples to whose Personality (``to``) the card itself could be equipped from
    the hand now (``target: "self"``): it may attach there and its Gold can be paid ("If the
    action involves putting one or more cards into play as a non-optional effect, the player
    must be able to bring those cards into play legally ... This includes being able to pay
    any costs" [CE › TAKING ACTIONS › A])."""
    listed = rec.get("effects")
    effs = [e for e in listed if isinstance(e, dict) and e.get("op") == "attach_from_hand"
            and e.get("target") == "self"] if isinstance(listed, list) else []
    if not effs:
        return sets
    gold = economy.available_gold(state, player)

    def fits(host: str, e: dict[str, Any]) -> bool:
        return bool(host) and _problem(state, player, card_id, host,
                                       others=bool(e.get("others"))) is None \
            and economy.equip_cost(state, player, card_id, host) <= gold

    return [s for s in sets
            if all(fits(s[e["to"]] if e["to"] < len(s) else "", e) for e in effs)]


def payable_uses(state: GameState, player: int, card_id: str, rec: dict[str, Any],
                 uses: list[Any]) -> list[Any]:
    """The uses (``UseAbility``) of a Reaction of a card in the hand whose targets
    :func:`self_sets` keeps (``triggers.responses``)."""
    keep = set(self_sets(state, player, card_id, rec, [u.targets for u in uses]))
    return [u for u in uses if u.targets in keep]


def type_fits(card: Any, spec: dict[str, Any]) -> bool:
    """Is the card an ``enters_play`` trigger is about (a ``CardState`` or None) of the type
    the trigger names, if it names one ("After one of your Personalities enters play":
    ``triggers._answers``)?"""
    kind = spec.get("type")
    return kind is None or (card is not None and card.definition.type.value == kind)
