"""Gold a card gives a payment for a given kind of card: "Bow: Produce 1 Gold, or 4 Gold when
paying for a Goblin.", "Bow: Produce 6 Gold, which can only pay for a single Crystal card.",
"Bow: When paying for a Spell, it enters play for 2 less Gold.", "... he enters play for 0
Gold." (our own examples)

A record (a continuous trait, ``ongoing`` kind ``gold_when_paying``; fields checked by
``trait_kinds.py``)::

    {"timing": "continuous", "ongoing": "gold_when_paying", "amount": 4,
     "paying": {"keyword": "Goblin"}}
    {"timing": "continuous", "ongoing": "gold_when_paying", "amount": 4,
     "paying": {"min_printed_gold_cost": 9}, "only_that_card": true}
    {"timing": "continuous", "ongoing": "gold_when_paying", "amount": 2,
     "paying": {"type": "spell"}, "way": "discount"}
    {"timing": "continuous", "ongoing": "gold_when_paying", "amount": "all",
     "paying": {"type": "personality", "keyword": "Samurai", "unique": false},
     "way": "discount"}

``paying`` describes the card paid for (``type``: one or a list; ``keyword``; ``any_keyword``:
one of several, "a single Armor, Mine, or Weapon"; ``not_keyword``: "a Human Shugenja" is not
Nonhuman [CE › HUMAN]; ``unique``: "a Unique Personality" / "a non-Unique Samurai";
``min_printed_gold_cost``: "a card with a printed Gold Cost of 9 or more", as printed
[CE › BASE]). The card paid for is the card entering play (Recruit, Equip, Overlay) or the
Strategy whose Gold Cost an action pays [CE › STRATEGY] (``economy.pay``'s ``paying``, as
for the Gold Reactions of ``gold_reactions.py``); an ability's Gold cost on a card in play
pays for no card, so no such trait applies to it.

Rules. "Bow: Produce X Gold" is a triggered trait, "When paying a Gold cost, bow this card:
Produce X Gold" [CE › TRAITS], and a card bows once for one payment [CE › GOLD PRODUCTION]:
in a payment for a card that fits, bowing it gives ``amount`` instead of its Gold
Production when that is more ("Produce 2 Gold, or 3 Gold when ...": alternate effects, the
condition choosing [CE › CHOICES]; a second "Bow:" line of the same card is another way of
bowing it, never both). ``way: discount`` ("enters play for N less Gold") lowers the Gold
cost of that payment instead [CE › GOLD COST: "Gold cost ... is the temporary amount of Gold
required to pay on that occasion"], never below 0: the engine counts it as N Gold that only
that payment may use (the card produces no Gold, so no Gold it produced is recorded), and
``all`` ("enters play for 0 Gold") as the card's whole Gold Cost. Gold produced is lost after
the payment [CE › GOLD PRODUCTION]; in the Twenty Festivals pool, Gold that "may only pay for
that card" (``only_that_card``) and a discount are not kept.

``economy`` asks :func:`amount` for each producer of a payment and :func:`extra` for what a
player could pay; both return at once in a game without such cards.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing, restrictions
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The ongoing kind of these traits.
KIND = "gold_when_paying"
_STRONGHOLD = CardType.STRONGHOLD
_HOLDING = CardType.HOLDING
_NO_RECORD: dict[str, Any] = {}


def fits(state: GameState, paying: str | None, want: dict[str, Any]) -> bool:
    """Does the card paid for (``paying``: a card id, ``None``: no card) fit ``want``?"""
    c = state.cards.get(paying or "")
    if c is None:
        return False
    d = c.definition
    kinds = want.get("type")
    if kinds is not None and d.type.value not in (kinds if isinstance(kinds, list) else [kinds]):
        return False
    if "keyword" in want and not d.has_keyword(want["keyword"]):
        return False
    if "any_keyword" in want and not any(d.has_keyword(k) for k in want["any_keyword"]):
        return False
    if "not_keyword" in want and d.has_keyword(want["not_keyword"]):
        return False
    if "unique" in want and d.has_keyword("Unique") != want["unique"]:
        return False
    return "min_printed_gold_cost" not in want or \
        (d.gold_cost or 0) >= want["min_printed_gold_cost"]


def _usable(card: CardState) -> bool:
    """Could the card bow for Gold now (unbowed, a Holding or Stronghold, not barred)?"""
    t = card.definition.type
    return not card.bowed and (t is _HOLDING or t is _STRONGHOLD) and not (
        t is _HOLDING and card.modifiers and restrictions.barred(card))


def _best(state: GameState, card: CardState, paying: str) -> tuple[int, dict[str, Any]]:
    """The most Gold one of the card's traits gives a payment for ``paying``, with that
    trait (0 and ``{}`` when none fits)."""
    best, which = 0, _NO_RECORD
    for rec in ongoing.records(card.definition, KIND):
        if not fits(state, paying, rec["paying"]):
            continue
        n = stats.gold_cost(state, paying) if rec["amount"] == "all" else int(rec["amount"])
        if n > best:
            best, which = n, rec
    return best, which


def restricted(rec: dict[str, Any]) -> bool:
    """May the Gold this trait gives pay only for that card (a discount always does)?"""
    return bool(rec.get("only_that_card")) or rec.get("way") == "discount"


def amount(state: GameState, card_id: str, produced: int, paying: str | None
           ) -> tuple[int, dict[str, Any]]:
    """What the card gives a payment for ``paying`` when it bows (``produced``: its Gold
    Production now), with the trait of this module that gave it (``{}``: its production)."""
    if paying is None:
        return produced, _NO_RECORD
    card = state.cards[card_id]
    if not ongoing.records(card.definition, KIND) or not _usable(card):
        return produced, _NO_RECORD
    best, rec = _best(state, card, paying)
    return (best, rec) if best > produced else (produced, _NO_RECORD)


def holders(state: GameState) -> tuple[str, ...]:
    """The game's cards carrying such a trait (found once per game)."""
    return ongoing.sources(state, KIND)


def extra(state: GameState, player: int, paying: str | None,
          exclude: tuple[str, ...] = ()) -> int:
    """The Gold such traits of the player's unbowed cards add to a payment for ``paying``
    beyond their Gold Production."""
    if paying is None:
        return 0
    found = holders(state)
    if not found:
        return 0
    total = 0
    for cid in found:
        c = state.cards[cid]
        if c.controller != player or cid in exclude or not c.zone.in_play or not _usable(c):
            continue
        produced = max(0, stats.gold_production(state, cid))
        best, _rec = _best(state, c, paying)
        total += max(0, best - produced)
    return total

