"""Builds a deck for each of the seven clans from the LCG core set's own contents (the real
FiveRingsDB export in ../shared; the tests that use it skip when it is absent)."""

from __future__ import annotations

import json
from pathlib import Path

from l5r_desktop.carddb.lcg_cards import ELEMENTS, LCG_CLANS, LcgCard
from l5r_desktop.carddb.lcg_decks import LcgDeck

REAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "fiveringsdb" / "json"
ROLE = "01-keeper-of-air"
RESTRICTED_OK = {"01-charge"}  # the one restricted card every core deck may keep


def core_quantities() -> dict[str, int]:
    """``{card id: copies}`` of the core set."""
    entries = json.loads((REAL / "PackCard" / "core.json").read_text(encoding="utf-8"))
    return {e["card_id"]: e["quantity"] for e in entries}


def splash_clan(clan: str) -> str:
    """The clan a core deck buys influence cards from (the next clan alphabetically)."""
    return LCG_CLANS[(LCG_CLANS.index(clan) + 1) % len(LCG_CLANS)]


def build_core_deck(clan: str, cards: dict[str, LcgCard], restricted: set[str],
                    role_id: str = ROLE) -> LcgDeck:
    """A deck of ``clan`` from one core set: stronghold, a role (Keeper of Air), the clan
    province and four neutral provinces for the other elements, every clan and neutral dynasty
    card, every clan and neutral conflict card, then the splash clan's cards while influence
    lasts.
    Restricted cards other than Charge! and role-only cards the role does not allow are left out.
    """
    core = core_quantities()
    role = cards[role_id]
    deck = LcgDeck(name=f"{clan.capitalize()} core", format="core", primary_clan=clan,
                   secondary_clan=splash_clan(clan))

    def usable(card: LcgCard) -> bool:
        if card.id in restricted and card.id not in RESTRICTED_OK:
            return False
        need = card.role_restriction
        return not need or need in {t.casefold() for t in role.traits}

    in_core = sorted(((cards[i], n) for i, n in core.items()), key=lambda v: v[0].id)
    stronghold = next(c for c, _ in in_core if c.type == "stronghold" and c.clan == clan)
    deck.add(stronghold, 1)
    deck.add(role, 1)
    province = next(c for c, _ in in_core if c.type == "province" and c.clan == clan)
    deck.add(province, 1)
    for element in ELEMENTS:
        if element in province.elements:
            continue
        deck.add(next(c for c, _ in in_core if c.type == "province" and c.is_neutral
                      and c.elements == (element,)), 1)
    for card, n in in_core:
        if card.side in ("dynasty", "conflict") and card.clan in (clan, "neutral") \
                and usable(card):
            deck.add(card, n)
    influence = stronghold.influence_pool or 0
    for card, n in in_core:
        if card.side == "conflict" and card.clan == deck.secondary_clan and usable(card) \
                and card.influence_cost is not None:
            for _ in range(n):
                if card.influence_cost <= influence:
                    deck.add(card, 1)
                    influence -= card.influence_cost
    return deck
