"""Traits giving other cards' abilities Tireless: "Your Stronghold's abilities have Tireless."
(an ``ongoing`` record of kind ``tireless`` with ``applies_to: stronghold``, validated by
``ongoing.validate``). Asked by ``abilities.tireless_on`` / ``may_act_bowed`` wherever a bowed
card's abilities are listed or checked (legal actions, battle actions, Reactions)."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState


def stronghold_tireless(state: GameState, card: CardState) -> bool:
    """Do the abilities of ``card`` (a Stronghold) have Tireless now ("Your Stronghold's
    abilities have Tireless.")? Yes while a card its controller controls carries the trait
    and is in play [CE › TRAITS] ("your" = the trait card's controller [CE › CARD
    CONTROL]). "An ability with the Tireless keyword may be used even if the card it is on is
    bowed" [S0 › TIRELESS #]; a bow cost still needs the card unbowed (``costs.py``)."""
    return card.definition.type is CardType.STRONGHOLD and bool(
        ongoing.in_play(state, "tireless", card.controller))
