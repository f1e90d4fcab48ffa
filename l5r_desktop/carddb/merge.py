"""Merging one card read from several card databases into one library card.

The same card (same canonical title and type) imported from the Oracle export and from an
EoPK ``cards.xml`` is ONE library card. The library keeps each source's own record of it
(:func:`source_record`) and builds the card from them (:func:`merge_records`): for every field
the first source in :data:`SOURCE_PRIORITY` that has a value gives it, so each source fills
what the others lack; legality tags, printings and image references are the union of all
sources. ``provenance`` maps every field to the source (or sources, ``oracle+xml``) it came
from, for the card preview and the ``cards show`` command.

Pure Python, no database: :class:`~l5r_desktop.carddb.library.Library` stores the records.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from l5r_desktop.carddb.importers.common import ParsedCard
from l5r_desktop.games.ccg.model.cards import STAT_NAMES, CardDef

#: Card databases whose cards are merged, best first (the Oracle lists keywords as data; the
#: EoPK file reads them out of the text).
SOURCE_PRIORITY = ("oracle", "xml")
DATABASE_SOURCES = frozenset(SOURCE_PRIORITY)

#: Fields taken whole from the first source that has them.
FIRST_FIELDS = ("clans", "keywords", "text", *STAT_NAMES, "asterisk", "experienced",
                "base_title", "abilities")
#: Fields that are the union over every source.
UNION_FIELDS = ("legal",)
#: Human names of the fields, for the provenance listing.
FIELD_LABELS = {
    "title": "Title", "type": "Type", "clans": "Clans", "keywords": "Traits and keywords",
    "text": "Text", "force": "Force", "chi": "Chi", "gold_cost": "Gold cost",
    "personal_honor": "Personal Honor", "honor_requirement": "Honor requirement",
    "gold_production": "Gold production", "province_strength": "Province strength",
    "starting_honor": "Starting Honor", "focus": "Focus", "experienced": "Experience",
    "legal": "Legality", "printings": "Printings", "image_refs": "Images",
}


#: (field, is a stat) of every merged field, and what a non-stat field holds when empty.
_FIELD_KINDS = tuple((name, name in STAT_NAMES) for name in (*FIRST_FIELDS, *UNION_FIELDS))
_NOTHING = (None, "", (), [], 0)


def _priority(source: str) -> tuple[int, str]:
    try:
        return SOURCE_PRIORITY.index(source), source
    except ValueError:
        return len(SOURCE_PRIORITY), source


def source_record(parsed: ParsedCard) -> dict[str, Any]:
    """What one source says about a card, JSON-compatible (kept per source in the library)."""
    return {
        "card": parsed.card.to_dict(),
        "rich_text": parsed.rich_text,
        "printings": list(parsed.printings),
        "image_refs": list(parsed.image_refs),
    }


def _empty(name: str, value: Any) -> bool:
    """True when a field carries nothing (stats: None; lists/strings: empty; level: 0)."""
    if name in STAT_NAMES:
        return value is None
    return value in _NOTHING


def merge_records(card_id: str, records: dict[str, dict[str, Any]]) -> ParsedCard:
    """The library card built from every source's record, with its provenance."""
    order = sorted(records, key=_priority)
    cards = {s: CardDef.from_dict({**records[s]["card"], "id": card_id}) for s in order}
    first = cards[order[0]]
    values: dict[str, Any] = {}
    provenance: dict[str, str] = {"title": order[0], "type": order[0]}
    for name in FIRST_FIELDS:
        for source in order:
            value = getattr(cards[source], name)
            if not _empty(name, value):
                values[name] = value
                provenance[name] = source
                break
    for name in UNION_FIELDS:
        merged: list[str] = []
        givers = []
        for source in order:
            items = getattr(cards[source], name)
            if items:
                givers.append(source)
            merged.extend(v for v in items if v not in merged)
        values[name] = tuple(merged)
        if givers:
            provenance[name] = "+".join(givers)
    rich = records[provenance["text"]].get("rich_text", "") if "text" in provenance else ""
    printings: list[dict[str, Any]] = []
    refs: list[str] = []
    for key, target in (("printings", printings), ("image_refs", refs)):
        givers = []
        for source in order:
            items = records[source].get(key) or []
            if items:
                givers.append(source)
            target.extend(v for v in items if v not in target)
        if givers:
            provenance[key] = "+".join(givers)
    # the merged card's records are read again from its text (the library's deferred pass)
    values["abilities"] = ()
    card = dataclasses.replace(first, **values)
    return ParsedCard(card=card, rich_text=rich, printings=tuple(printings),
                      image_refs=tuple(refs), source="+".join(order),
                      provenance=provenance, records=records,
                      abilities_read=not card.text.strip())


def single_source(parsed: ParsedCard) -> ParsedCard:
    """A database card read from one source, with its provenance filled in (its record is
    the card itself)."""
    source = parsed.source
    if source not in DATABASE_SOURCES:
        return parsed
    card = parsed.card
    provenance = {"title": source, "type": source}
    for name, stat in _FIELD_KINDS:  # _empty inlined: one call per card, not per field
        value = getattr(card, name)
        if (value is not None) if stat else (value not in _NOTHING):
            provenance[name] = source
    if parsed.printings:
        provenance["printings"] = source
    if parsed.image_refs:
        provenance["image_refs"] = source
    return ParsedCard(card=card, rich_text=parsed.rich_text, printings=parsed.printings,
                      image_refs=parsed.image_refs, source=source, provenance=provenance,
                      records={}, abilities_read=parsed.abilities_read)
