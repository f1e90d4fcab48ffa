"""Traits that change Gold: what a card produces, and what a card costs to enter play.

- ``gold_production``: "Bow: Produce 3 Gold, or 4 Gold if you are a Lion Clan player." on a
  Holding of Gold Production 3 is the record ``{"ongoing": "gold_production", "amount": 1,
  "if": {"player": "you", "clan": "Lion"}}``: while the condition holds the card produces
  ``amount`` more Gold when it bows to pay a Gold cost; with a count (``per``,
  ``trait_counts.py``), ``amount`` for each card that fits when it bows ("Produce 1 Gold,
  plus 1 additional Gold for each non-Unique Holding you control"). "Bow this card: Produce
  X Gold" is short for the triggered trait "When paying a Gold cost, bow this card: Produce X Gold"
  [CE › TRAITS], and its amount is the card's Gold Production [CE › GOLD PRODUCTION]; an
  alternative amount "if ..." is chosen by the condition when the card bows ("alternate
  effects" [CE › CHOICES]).
- ``entry_discount``: "Enters play paying 1 less Gold if you are a Phoenix Clan player.",
  "Attaches to a Courtier for 2 less Gold." is ``{"ongoing": "entry_discount", "amount": 1,
  "if": ...}`` / ``{..., "amount": 2, "host": {"keyword": "Courtier"}}``: when the card is
  recruited or equipped (onto a Personality meeting ``host``), its Gold cost is ``amount``
  less, never below 0. This changes the Gold cost of that payment, not the card's Gold Cost
  stat ("Gold cost, when referred to in the context of paying a cost or bringing a card into
  play, is the temporary amount of Gold required to pay on that occasion" [CE › GOLD COST]);
  a continuous trait of a card out of play affects that card [CE › TRAITS], and "you" is the
  player bringing it into play (its owner).

- ``entry_rules`` (a card in play about its controller's other cards): "Your Mercenary cards
  cost 2 less Gold and ignore their Honor Requirements." is ``{"ongoing": "entry_rules",
  "keyword": "Mercenary", "gold": 2, "ignore_honor_requirement": true}``: a card
  with the keyword that the player brings into play (recruits or equips) costs ``gold`` less
  (never below 0), and its Honor Requirement is not checked (a Personality's against the
  player's Family Honor [CE › PERSONALITY], a Follower's against the Personal Honor of the
  Personality it joins [CE › FOLLOWER]). A continuous effect from a non-triggered trait lasts
  while its card is in play [CE › TRAITS].

An ``entry_discount`` may count (``per``, ``trait_counts.py``): "costs 1 Gold less to bring
into play per Nonhuman you control, at most 3 less" is ``{"amount": 1, "per": {"in": "yours",
"filter": {"keyword": "Nonhuman"}}, "max": 3}``, counted among the cards in play of the
player bringing it into play as it is paid; ``ignore_gold`` ("Equips to ... ignoring Gold
cost") takes the whole Gold cost of that payment off: it enters play paying no Gold
[CE › GOLD COST].

``host`` filters: ``keyword`` (the Personality has it), ``any_keyword`` (one of them: "a Fire
or Void Shugenja"), ``keywords`` (all of them: "a Nonhuman Fudo Personality"), ``title``
("Attaches to Yotsu Ueda": the Personality's title or base title), ``clan``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing, trait_conditions, trait_counts
from l5r_desktop.games.ccg.model.state import GameState


def production_bonus(state: GameState, card_id: str) -> int:
    """The Gold the card's own traits add to its Gold Production now."""
    card = state.cards[card_id]
    recs = ongoing.records(card.definition, "gold_production")
    if not recs:
        return 0
    return sum(r["amount"] * (ongoing.count(state, card, r["per"]) if "per" in r else 1)
               for r in recs if ongoing.active(state, card, r))


def has_production_traits(state: GameState, card_id: str) -> bool:
    """True if the card carries a ``gold_production`` trait (a quick filter)."""
    return bool(ongoing.records(state.cards[card_id].definition, "gold_production"))


def _host_ok(state: GameState, host_id: str | None, flt: dict[str, Any] | None) -> bool:
    if flt is None:
        return True
    if host_id is None:
        return False
    d = state.cards[host_id].definition
    if "keyword" in flt and not d.has_keyword(flt["keyword"]):
        return False
    if flt.get("any_keyword") and not any(d.has_keyword(k) for k in flt["any_keyword"]):
        return False
    if not all(d.has_keyword(k) for k in flt.get("keywords", ())):
        return False
    if "title" in flt and flt["title"].casefold() not in {
            d.title.casefold(), (d.base_title or d.title).casefold()}:
        return False
    return "clan" not in flt or flt["clan"] in d.clans


def entry_discount(state: GameState, player: int, card_id: str,
                   host: str | None = None) -> int:
    """Gold the card's own traits take off its Gold cost as ``player`` brings it into play
    (onto ``host`` for an attachment)."""
    card = state.cards[card_id]
    total = 0
    for rec in ongoing.records(card.definition, "entry_discount"):
        cond = rec.get("if")
        if cond is not None and not trait_conditions.holds(state, card, cond, you=player):
            continue
        if _host_ok(state, host, rec.get("host")):
            total += _amount(state, player, card_id, rec)
    return total + rules_discount(state, player, card_id)


def host_free(state: GameState, card_id: str) -> bool:
    """True when no ``entry_discount`` of the card names a host: its Gold cost is then the
    same onto every Personality (``economy.equip_cost`` with host ``None``)."""
    return not any("host" in r for r in
                   ongoing.records(state.cards[card_id].definition, "entry_discount"))


def ignores_gold(state: GameState, player: int, card_id: str, host: str | None) -> bool:
    """Does a trait of the card let ``player`` bring it into play (onto ``host``; ``None``:
    onto some Personality) ignoring its Gold cost (``ignore_gold``)?"""
    card = state.cards[card_id]
    for rec in ongoing.records(card.definition, "entry_discount"):
        if not rec.get("ignore_gold"):
            continue
        cond = rec.get("if")
        if cond is not None and not trait_conditions.holds(state, card, cond, you=player):
            continue
        if host is None or _host_ok(state, host, rec.get("host")):
            return True
    return False


def _amount(state: GameState, player: int, card_id: str, rec: dict[str, Any]) -> int:
    """The Gold one ``entry_discount`` record takes off now (``per``: counted among the
    player's cards in play, up to ``max``; ``ignore_gold`` is :func:`ignores_gold`)."""
    if rec.get("ignore_gold"):
        return 0
    if "per" not in rec:
        return int(rec["amount"])
    n = rec["amount"] * trait_counts.count_for(state, player, rec["per"], card_id)
    return min(n, rec["max"]) if "max" in rec else n


def _your_rules(state: GameState, player: int, card_id: str) -> list[dict[str, Any]]:
    """The ``entry_rules`` of the player's cards in play that apply to ``card_id``."""
    d = state.cards[card_id].definition
    return [r for r in ongoing.in_play(state, "entry_rules", player)
            if d.has_keyword(r["keyword"])]


def rules_discount(state: GameState, player: int, card_id: str) -> int:
    """Gold the player's cards in play take off ``card_id``'s Gold cost (``entry_rules``)."""
    if not ongoing.sources(state, "entry_rules"):
        return 0  # no card of the game has such a trait (asked for every cost)
    return sum(int(r.get("gold", 0)) for r in _your_rules(state, player, card_id))


def ignores_honor_requirement(state: GameState, player: int, card_id: str) -> bool:
    """True when a card of the player's in play lets ``card_id`` enter play ignoring its
    Honor Requirement (``entry_rules``)."""
    return any(r.get("ignore_honor_requirement") for r in _your_rules(state, player, card_id))


def best_discount(state: GameState, player: int, card_id: str) -> int:
    """The largest discount the card could get on any host (a bound for quick filters)."""
    card = state.cards[card_id]
    return sum(_amount(state, player, card_id, r)
               for r in ongoing.records(card.definition, "entry_discount")
               if r.get("if") is None
               or trait_conditions.holds(state, card, r["if"], you=player)) + \
        rules_discount(state, player, card_id)
