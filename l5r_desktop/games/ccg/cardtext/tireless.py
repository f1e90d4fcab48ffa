"""Tireless: abilities that may be used while their card is bowed. "An ability with the
Tireless keyword may be used even if the card it is on is bowed" [S0 › TIRELESS #] (the
Celestial rules do not define it; the cards print the same rule as reminder text, so it is the
card's rule under every profile); an ability's own "Even if this card is bowed" (record flag
``bowed_ok``, a permission [CE › PERMISSIONS]); and a trait giving them to a Stronghold:
"Your Stronghold's abilities have Tireless." (an ``ongoing`` record of kind ``tireless`` with
``applies_to: stronghold``, validated by ``ongoing.validate``). Asked (through ``abilities``,
which re-exports these) wherever a bowed card's abilities are listed or checked: legal
actions, battle actions, Reactions, ``abilities.use_problem``."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState


def tireless(rec: dict[str, Any]) -> bool:
    """May the ability be used while its card is bowed? Tireless: "An ability with the
    Tireless keyword may be used even if the card it is on is bowed" [S0 › TIRELESS #] (the
    Celestial rules do not define it; the cards print the same rule as reminder text, so it
    is the card's rule under every profile); ``bowed_ok``: the ability says so itself ("Even
    if this card is bowed"), a permission that overrides the rule it names [CE ›
    PERMISSIONS]."""
    if rec.get("bowed_ok"):
        return True
    kws = rec.get("keywords")
    return bool(kws) and "tireless" in kws


def has_tireless(d: CardDef) -> bool:
    """True if one of the card's action or Reaction abilities is Tireless (kept on the
    definition: definitions are immutable)."""
    found = d.__dict__.get("_l5r_tireless")
    if found is None:
        found = any(isinstance(r, dict) and tireless(r) for r in d.abilities)
        d.__dict__["_l5r_tireless"] = found
    return found


def tireless_on(state: GameState, card: CardState, rec: dict[str, Any]) -> bool:
    """May this ability of ``card`` be used while the card is bowed: its own Tireless
    (:func:`tireless`), or a trait giving the abilities of its player's Stronghold Tireless
    (``stronghold_tireless``)."""
    return tireless(rec) or (card.definition.type is CardType.STRONGHOLD
                             and stronghold_tireless(state, card))


def may_act_bowed(state: GameState, card: CardState) -> bool:
    """May some ability of ``card`` be used while it is bowed (a quick filter before its
    uses are listed; :func:`tireless_on` decides each)?"""
    return has_tireless(card.definition) or (
        card.definition.type is CardType.STRONGHOLD
        and stronghold_tireless(state, card))


def stronghold_tireless(state: GameState, card: CardState) -> bool:
    """Do the abilities of ``card`` (a Stronghold) have Tireless now ("Your Stronghold's
    abilities have Tireless.")? Yes while a card its controller controls carries the trait
    and is in play [CE › TRAITS] ("your" = the trait card's controller [CE › CARD
    CONTROL]). "An ability with the Tireless keyword may be used even if the card it is on is
    bowed" [S0 › TIRELESS #]; a bow cost still needs the card unbowed (``costs.py``)."""
    return card.definition.type is CardType.STRONGHOLD and bool(
        ongoing.in_play(state, "tireless", card.controller))
