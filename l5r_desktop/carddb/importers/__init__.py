"""Card importers: Oracle of the Void JSON, Egg of P'an Ku / Onyx cards.xml, image packs."""

from __future__ import annotations
