"""Gold the player chooses ("* Gold") and Gold read from a target (``gold_from``) in the per-card
harness (engine ``cardtext/chosen_gold.py``): the record is exercised as the use paying
:data:`AMOUNT` Gold (its targets made at the bounds that amount sets, its amounts numbers),
Alice's pool holding exactly what the use costs (``checks._check``: the Gold must be spent), and
with one Gold less the same targets must not be offered (unless an effect scales with the
amount, when a smaller amount is another legal use)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import chosen_gold
from l5r_desktop.games.ccg.game import Game

#: The Gold the harness chooses to pay for a "* Gold" ability.
AMOUNT = 4


def record_for_use(record: dict[str, Any]) -> dict[str, Any]:
    """The record as the harness's use reads it (``record`` itself without chosen Gold)."""
    return chosen_gold.fixed(record, AMOUNT)


def gold_of(record: dict[str, Any], use: UseAbility) -> bool:
    """Is ``use`` the one the harness takes (paying :data:`AMOUNT` for chosen Gold)?"""
    return not chosen_gold.is_chosen(record) or use.gold == AMOUNT


def from_target(game: Game, record: dict[str, Any], wanted: list[str]) -> int:
    """The Gold a ``gold_from`` cost adds for the harness's targets (0 without one)."""
    return chosen_gold.target_gold(game.state, record, tuple(wanted))


def poorer_offers(game: Game, record: dict[str, Any], card_id: str, index: int,
                  wanted: list[str]) -> bool:
    """With one Gold less, is a use on the same targets still offered (a problem unless an
    effect scales with chosen Gold)?"""
    if chosen_gold.scales(record):
        return False
    return any(isinstance(a, UseAbility) and a.card == card_id and a.ability == index
               and (not chosen_gold.is_chosen(record) or list(a.targets) == wanted)
               for a in game.legal_actions())
