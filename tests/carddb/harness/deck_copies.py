"""The harness for a deck-construction trait (ongoing ``deck_copies``): the card's copy
limit in a deck under each rules profile is the record's, and without the record it is the
rules' (three, or one for a Unique card or an Event) (``carddb/legality.copy_limit``)."""

from __future__ import annotations

import dataclasses
from typing import Any

from l5r_desktop.carddb import legality
from l5r_desktop.games.ccg.model.cards import CardDef


def exercise_deck_copies(card: CardDef, record: dict[str, Any]) -> list[str]:
    """Problems with the card's copy limit with and without the record."""
    want = legality.ANY_NUMBER if record["copies"] == "any" else record["copies"]
    bare = dataclasses.replace(card, abilities=tuple(
        r for r in card.abilities if r.get("ongoing") != "deck_copies"))
    out = []
    for name, rules in legality.DECK_RULES.items():
        if legality.copy_limit(card, rules) != want:
            out.append(f"deck_copies: {legality.copy_limit(card, rules)} copies allowed "
                       f"under {name}, not {want}")
        if legality.copy_limit(bare, rules) == want:
            out.append(f"deck_copies: the rules alone allow {want} under {name}")
    return out
