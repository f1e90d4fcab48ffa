"""Reactions that produce Gold "when paying": optional Gold sources of a payment.

A record (timing ``reaction``, trigger ``paying_gold``)::

    {"timing": "reaction", "trigger": {"event": "paying_gold", "for": "attachment"},
     "effects": [{"op": "produce_gold", "amount": 2}]}               # a Strategy in hand
    {"timing": "reaction", "trigger": {"event": "paying_gold", "for": "any"},
     "effects": [{"op": "produce_gold", "amount": 1}]}               # a Holding in play
    {"timing": "reaction", "keywords": ["kolat"], "cost": {"bow_self": true},
     "trigger": {"event": "paying_gold", "for": "holding"},
     "effects": [{"op": "produce_gold", "amount": 2, "only_that_card": true}]}

``for``: what the payment pays for — ``any`` ("When paying a Gold Cost": every Gold payment),
``attachment`` (a Follower, Item or Spell being Equipped: "When paying for an attachment"),
``holding`` (a Holding being Recruited: "When paying for a Holding"), ``action`` ("When paying
an action's Gold cost": the Gold cost of an action, an ability's or a Strategy's; not the Gold
cost of a card brought into play, even by an action: "An attachment's Gold cost and other
costs on the card apply separately to the effect of attaching; they are not costs of the
action or trait that allows attaching" [CE › ATTACHMENTS], and recruiting in the Dynasty
Phase is no action [CE › DYNASTY PHASE]). The card paid for is the
card entering play (Recruit, Equip, Overlay) or a Strategy whose Gold Cost the action pays
("When Gold costs derived from a Strategy card's Gold Cost stat are paid, this is 'paying
for' both the action and the Strategy card" [CE › STRATEGY]); an ability's Gold cost on a
card in play pays for the action only.

Rules: "Effects that produce Gold and are triggered by a Gold payment are triggered explicitly
or implicitly by 'when' the payment occurs" [CE › TIMING AND TRIGGERS › "When" triggers];
such traits "are optional; they do not have to be triggered when any given Gold cost is paid"
[CE › TRAITS]; Gold exists only while paying and excess is lost [CE › GOLD PRODUCTION] (in
the Twenty Festivals pool, Gold "which may only pay for that card" is not kept). A Reaction
is an action taken by its card's controller [CE › TAKING ACTIONS FROM ABILITIES]: once per
turn on a card in play (``use_limits``), never on a bowed card [CE › BOWED AND UNBOWED] (a
card bowing for Gold in the same payment may still use it: Seaside Bazaar's reminder; a
Tireless Reaction is used while bowed, ``tireless.tireless_on``), not
by a card that may not perform actions (``restrictions``), its bow cost paid as it is used;
a Strategy in hand is used from the hand and discarded [CE › STRATEGY] (only one whose Gold
Cost is 0: paying it would be a payment of its own).

How the engine uses them (``economy.pay``): a payment that names a source (``token``: the
card id and the ability's index, ``"c12#1"``) uses it; the engine's own choice of Gold
sources uses them only when the unbowed producers and the pool fall short (free ones first,
then those that bow their card, then Strategies from the hand), so no card is spent that the
player did not need. The Gold they could add counts in what a player can afford
(``economy.available_gold``), so an action affordable only with them is offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l5r_desktop.games.ccg.cardtext import prevention, restrictions, tireless, use_limits
from l5r_desktop.games.ccg.events import AbilityUsed, CardsBowed, Event, GoldProduced, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The trigger word of these Reactions.
TRIGGER = "paying_gold"
#: What a payment may be for, as a record's ``for`` names it.
FOR = ("any", "attachment", "holding", "action")
#: ``paying`` of a payment for an action's Gold cost on a card in play (``costs.paying_for``):
#: no card is paid for, but it is an action's Gold cost.
ACTION = "#action"
#: The effect op (only as such a Reaction's effect).
OPS = ("produce_gold",)
_KEY = ("reaction", TRIGGER)
_ATTACHMENTS = frozenset({CardType.FOLLOWER, CardType.ITEM, CardType.SPELL})
_T_HOLDING = CardType.HOLDING
_T_STRATEGY = CardType.STRATEGY
_Z_HAND = Zone.HAND


@dataclass(frozen=True)
class Source:
    """One Gold Reaction a payment may use."""

    card: str
    index: int
    amount: int
    #: Its cost bows its card.
    bows: bool
    #: A Strategy used from the hand.
    from_hand: bool
    #: Its Gold may pay only for the card paid for.
    restricted: bool

    @property
    def token(self) -> str:
        """How a payment names it."""
        return token(self.card, self.index)


def token(card_id: str, index: int) -> str:
    """The name of a Gold Reaction in a payment: ``<card id>#<ability index>``."""
    return f"{card_id}#{index}"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with a ``produce_gold`` effect."""
    amount = effect.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        return ["produce_gold produces a positive amount of Gold"]
    if "only_that_card" in effect and effect["only_that_card"] is not True:
        return ["only_that_card is true or absent"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Gold exists only while paying: outside a payment the effect produces nothing."""
    return [Note((card_id,), text="Gold is produced only while paying a Gold cost")]


def record_problems(record: dict[str, Any]) -> list[str]:
    """Problems with a Gold Reaction record (its trigger, cost and effect)."""
    trig = record.get("trigger") or {}
    out = []
    if trig.get("for") not in FOR:
        out.append(f"a paying_gold trigger names what is paid for: one of {', '.join(FOR)}")
    if set(trig) - {"event", "for"}:
        out.append("a paying_gold trigger has only event and for")
    if record.get("timing") != "reaction":
        out.append("paying_gold is a Reaction's trigger")
    effs = record.get("effects")
    if not (isinstance(effs, list) and len(effs) == 1 and isinstance(effs[0], dict)
            and effs[0].get("op") == "produce_gold"):
        out.append("a Gold Reaction's only effect is produce_gold")
    cost = record.get("cost") or {}
    if set(cost) - {"bow_self", "gold"}:
        out.append("a Gold Reaction's cost may only bow its card (or a Strategy's Gold Cost)")
    if record.get("targets") or record.get("condition") or record.get("repeatable"):
        out.append("a Gold Reaction has no targets, conditions or repeat")
    return out


def _records(d: CardDef) -> tuple[tuple[int, dict[str, Any]], ...]:
    found = d.__dict__.get("_l5r_gold_reactions")
    if found is None:
        found = tuple((i, r) for i, r in enumerate(d.abilities)
                      if isinstance(r, dict) and r.get("timing") == "reaction"
                      and isinstance(r.get("trigger"), dict)
                      and r["trigger"].get("event") == TRIGGER and not record_problems(r)
                      and not problems(r["effects"][0]))
        d.__dict__["_l5r_gold_reactions"] = found
    return found  # type: ignore[no-any-return]


def _holders(state: GameState) -> tuple[str, ...]:
    memo = state.ability_memo()
    found = memo.get(_KEY)
    if found is None:
        found = memo[_KEY] = tuple(cid for cid, c in state.cards.items()
                                   if _records(c.definition))
    return found  # type: ignore[no-any-return]


def fits(state: GameState, kind: str, paying: str | None) -> bool:
    """Does a payment for ``paying`` (a card id; :data:`ACTION`: an action's Gold cost on a
    card in play; ``None``: a payment the caller does not name) fit ``for``?"""
    if kind == "any":
        return True
    if kind == "action" and paying == ACTION:
        return True
    c = state.cards.get(paying or "")
    if c is None:
        return False
    t = c.definition.type
    if kind == "action":  # a Strategy's Gold Cost is the action's [CE › STRATEGY]
        return t is _T_STRATEGY
    return t in _ATTACHMENTS if kind == "attachment" else t is _T_HOLDING


def sources(state: GameState, player: int, paying: str | None = None,
            exclude: tuple[str, ...] = ()) -> list[Source]:
    """The Gold Reactions ``player`` may use in a payment for ``paying``, in the order the
    engine's own choice takes them (free, then bowing their card, then from the hand);
    ``exclude``: cards that bow for another cost of the same ability."""
    if _KEY not in state.ability_keys:
        return []
    out: list[tuple[int, Source]] = []
    turn = state.turn
    for cid in _holders(state):
        c = state.cards[cid]
        d = c.definition
        for i, rec in _records(d):
            if not fits(state, rec["trigger"]["for"], paying):
                continue
            bows = bool((rec.get("cost") or {}).get("bow_self"))
            hand = d.type is _T_STRATEGY
            if hand:
                if c.zone is not _Z_HAND or c.owner != player or \
                        (d.gold_cost or 0) != 0 or bows:
                    continue
            else:
                if not moves.in_play(state, c) or c.controller != player or \
                        (c.bowed and not tireless.tireless_on(state, c, rec)) or \
                        cid in exclude or use_limits.used_up(c, i, rec, turn) or \
                        restrictions.blocked(state, c) or restrictions.ability_barred(c, i):
                    continue  # (a Tireless Reaction is used while bowed, tireless.py)
                if bows and prevention.prevented(state, cid, "bowed") is not None:
                    continue
            eff = rec["effects"][0]
            src = Source(cid, i, int(eff["amount"]), bows, hand,
                         bool(eff.get("only_that_card")))
            out.append((2 if hand else 1 if bows else 0, src))
    return [s for _rank, s in sorted(out, key=lambda x: x[0])]


def extra(state: GameState, player: int, paying: str | None = None,
          exclude: tuple[str, ...] = ()) -> int:
    """The Gold every such Reaction could add to a payment for ``paying``."""
    if _KEY not in state.ability_keys:
        return 0
    return sum(s.amount for s in sources(state, player, paying, exclude))


def specific(state: GameState, player: int, paying: str) -> int:
    """The Gold only the Reactions about what ``paying`` is (not ``any``) could add: what a
    listing that counted :func:`extra` for no card adds for this one."""
    if _KEY not in state.ability_keys:
        return 0
    cards = state.cards
    return sum(s.amount for s in sources(state, player, paying)
               if cards[s.card].definition.abilities[s.index]["trigger"]["for"] != "any")


def pick(found: list[Source], short: int, producers: dict[str, int]) -> list[Source]:
    """The engine's own choice: none when the ``producers`` (card -> Gold) cover ``short``
    (the Gold needed beyond the pool); else Reactions in order until they and the producers
    (less those a used Reaction bows) do, or all of them when even that falls short."""
    used: list[Source] = []
    total = sum(producers.values())
    if total >= short:
        return []
    for s in found:
        used.append(s)
        total += s.amount - (producers.get(s.card, 0) if s.bows else 0)
        if total >= short:
            return used
    return used


def use(state: GameState, player: int, s: Source) -> list[Event]:
    """Use one Gold Reaction in a payment: its cost, its once-per-turn use, the Gold."""
    c = state.cards[s.card]
    rec = c.definition.abilities[s.index]
    events: list[Event] = [AbilityUsed((s.card,), player=player,
                                       name=str(rec.get("name", "")) or "a Gold Reaction",
                                       keywords=tuple(rec.get("keywords", ())))]
    if s.from_hand:
        events += moves.discard(state, s.card)  # resolved from the hand, then discarded
    else:
        use_limits.mark_used(c, s.index, rec, state.turn)
    if s.bows:
        c.bowed = True
        events.append(CardsBowed((s.card,), reason="cost"))
    events.append(GoldProduced((s.card,), player, s.amount))
    return events
