"""The bundled demo LCG content: our own original cards and two legal decks.

``l5r_desktop/demo/lcg_cards.json`` holds :class:`LcgCard` records (ids ``demo-lcg:<slug>``,
two clans of our own, the Lantern and the Tide, and neutral cards); ``lcg_decks.json`` holds two
decks in the FiveRingsDB JSON export shape (``cards: {id: quantity}``). Every name and text is
ours, never FFG's (``tests/carddb/test_lcg_demo.py`` checks the titles against the real
database when it is present). The decks are legal under the Rules Reference's deckbuilding
rules, so the LCG game plays out of the box with no import.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from l5r_desktop.carddb.lcg_cards import LcgCard
from l5r_desktop.carddb.lcg_decks import LcgDeck, parse_json

DEMO_PACKAGE = "l5r_desktop.demo"


def _read(name: str) -> object:
    return json.loads(resources.files(DEMO_PACKAGE).joinpath(name).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _cards() -> tuple[LcgCard, ...]:
    data = _read("lcg_cards.json")
    if not isinstance(data, list):
        raise ValueError("demo lcg_cards.json must hold a list")
    return tuple(LcgCard.from_dict(d) for d in data)


def lcg_demo_cards() -> list[LcgCard]:
    """Every demo LCG card."""
    return list(_cards())


def lcg_demo_decks() -> list[LcgDeck]:
    """The two demo decks, resolved against the demo cards. Raises ``ValueError`` when a deck
    names a card the demo set does not hold (a packaging error)."""
    by_id = {c.id: c for c in _cards()}
    data = _read("lcg_decks.json")
    if not isinstance(data, list):
        raise ValueError("demo lcg_decks.json must hold a list")
    decks = []
    for raw in data:
        listed = parse_json(json.dumps(raw))
        deck = LcgDeck(listed.name, listed.primary_clan, listed.secondary_clan, listed.format)
        for entry in listed.entries:
            if entry.name not in by_id:
                raise ValueError(f"demo deck {listed.name!r} names unknown card {entry.name!r}")
            deck.add(by_id[entry.name], entry.count)
        decks.append(deck)
    return decks
