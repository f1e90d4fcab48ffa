"""Library LCG records → the LCG engine's card definitions, with our ability data attached.

:func:`to_engine_card` turns an :class:`~l5r_desktop.carddb.lcg_cards.LcgCard` (what the
library stores, FiveRingsDB's fields) into a
:class:`~l5r_desktop.games.lcg.cards.LcgCardDef` (the engine's printed-card record). The
differences it bridges:

- a stronghold is on FiveRingsDB's ``province`` side; the engine has a ``stronghold`` side;
- ``elements`` (``"all"`` = every element) become ``element``; ``influence_pool`` becomes
  ``influence``; ``role_restriction`` becomes ``role_restrictions``; keywords are lowercase;
- skills printed ``X`` (defined by the card's text) and dashes become ``None``: the engine
  has no value for them (a dash cannot be modified, Rules Reference › Dash (-)).

Ability records are OUR data, keyed by card id, in ``carddb/data/lcg_abilities.json`` (never
the card's text; the text stays in the user's database): see ``carddb/lcg_abilities.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from l5r_desktop.carddb.lcg_abilities import abilities_for, ability_data
from l5r_desktop.carddb.lcg_cards import ELEMENTS, LcgCard, Stat
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side

__all__ = ["abilities_for", "ability_data", "engine_cards", "engine_deck", "to_engine_card"]

if TYPE_CHECKING:
    from l5r_desktop.carddb.lcg_decks import LcgDeck
    from l5r_desktop.carddb.library import Library

def _number(value: Stat) -> int | None:
    return value if isinstance(value, int) else None


def to_engine_card(card: LcgCard,
                   abilities: tuple[dict[str, Any], ...] | None = None) -> LcgCardDef:
    """The engine's definition of a library card (``abilities`` default: our data for it)."""
    card_type = LcgType(card.type)
    side = Side.STRONGHOLD if card_type is LcgType.STRONGHOLD else Side(card.side)
    element = ELEMENTS if "all" in card.elements else tuple(card.elements)
    return LcgCardDef(
        id=card.id,
        name=card.name,
        type=card_type,
        side=side,
        clan=card.clan,
        cost=_number(card.cost),
        military=_number(card.military),
        political=_number(card.political),
        military_bonus=_number(card.military_bonus),
        political_bonus=_number(card.political_bonus),
        glory=card.glory,
        strength=_number(card.strength),
        strength_bonus=_number(card.strength_bonus),
        element=element,
        honor=card.honor,
        fate=card.fate,
        influence=card.influence_pool,
        traits=card.traits,
        keywords=tuple(k.casefold() for k in card.keywords),
        text=card.text,
        influence_cost=card.influence_cost,
        deck_limit=card.deck_limit,
        unique=card.unique,
        role_restrictions=(card.role_restriction,) if card.role_restriction else (),
        abilities=abilities_for(card.id) if abilities is None else abilities,
    )


def engine_cards(library: Library, card_ids: list[str] | None = None) -> dict[str, LcgCardDef]:
    """The engine definitions of the library's LCG cards (all, or these ids), each with the
    ability records the import attached to it."""
    records = library.lcg_cards(card_ids)
    attached = library.get_many(records)
    return {card_id: to_engine_card(card, attached[card_id].abilities
                                    if card_id in attached else None)
            for card_id, card in records.items()}


def engine_deck(deck: LcgDeck) -> dict[str, list[LcgCardDef]]:
    """A resolved deck as the engine's sections, copies expanded: ``stronghold``, ``role``,
    ``provinces``, ``dynasty``, ``conflict`` (ordered by title, then id)."""
    out: dict[str, list[LcgCardDef]] = {k: [] for k in
                                        ("stronghold", "role", "provinces", "dynasty", "conflict")}
    for card, count in sorted(deck.cards.values(), key=lambda v: (v[0].name, v[0].id)):
        if card.type == "stronghold":
            key = "stronghold"
        elif card.type == "role":
            key = "role"
        elif card.type == "province":
            key = "provinces"
        else:
            key = card.side
        out[key].extend([to_engine_card(card)] * count)
    return out
