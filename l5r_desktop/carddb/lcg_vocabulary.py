"""The LCG's printed words the library reads: card types, sides, clans, elements (FFG's
Legend of the Five Rings LCG; :mod:`l5r_desktop.carddb.lcg_cards` holds the card records).
Plain constants, nothing imported: the library's rows read :data:`LCG_TYPES` on every
import without creating the LCG record classes (issue 22)."""

from __future__ import annotations

#: The LCG card types (Rules Reference › Cardtypes).
LCG_TYPES = ("stronghold", "role", "province", "character", "attachment", "holding", "event")
#: Sides: the deck or set a card is built into (Rules Reference › Deckbuilding).
LCG_SIDES = ("dynasty", "conflict", "province", "role")
#: The seven clans of the core set plus the neutral "clan" (Rules Reference › Clan).
LCG_CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")
#: The five elements a province (or ring) belongs to.
ELEMENTS = ("air", "earth", "fire", "water", "void")
