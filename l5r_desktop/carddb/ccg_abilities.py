"""Our card-by-card CCG ability records: ``carddb/data/ccg_abilities*.json``, keyed by card id.

The text translator (``carddb/ccgtext/``) reads the common clauses of card text; what
it cannot read may be written here by hand, card by card, as our own records in the ability
vocabulary of ``games/ccg/cardtext/abilities.py`` (never the card's words). The file maps a
library card id (``oracle:<cardid>`` for the Oracle of the Void export) to the abilities we
wrote, by their number in the card's text (1-based, as :func:`ccgtext.split_abilities`
splits it). The records may be spread over several files named ``ccg_abilities*.json``
(e.g. one per card type); they are read in name order and a card id may appear in one only::

    "oracle:1045": {"1": {"line": "5d41402a", "records": [{"timing": "battle", ...}]}}

``line`` is the first 8 hex digits of the SHA-1 of that ability's line (a fingerprint, not
the text): an entry is attached only while the card's text still has that line at that place,
so a changed text or a reused id falls back to the translator instead of running records
written for other words. ``_``-prefixed keys are notes.

:func:`card_abilities` is the one place that decides a CCG card's records: ours for the
abilities we wrote, the translator's for the others, a ``manual`` marker for the rest. The
importers call :func:`with_abilities` (the library's import leaves the reading to a deferred
pass, ``carddb/library_abilities.py``, which calls :func:`card_abilities`); the coverage report
and the card preview count them. What the records are read from is named without importing
this module by ``carddb/ability_sources.py``.
"""

from __future__ import annotations

import dataclasses
import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any

from l5r_desktop.carddb import translation_memo
from l5r_desktop.carddb.ability_sources import (  # noqa: F401 - this module's API
    data_bytes,
    data_files,
    translator_sources,
)
from l5r_desktop.carddb.ccgtext import split_abilities
from l5r_desktop.core import digests
from l5r_desktop.games.ccg.cardtext import abilities, courage, triggers
from l5r_desktop.games.ccg.model.cards import CardDef

#: How messages name the data (several ``ccg_abilities*.json`` files, merged).
_WHERE = "the CCG ability data"
#: Timings whose records carry a trigger the trigger validator checks.
_TRIGGERED = ("reaction", "interrupt", "trait")


def line_print(line: str) -> str:
    """The fingerprint of one ability line (8 hex digits of its SHA-1)."""
    return digests.sha1(line.strip().encode("utf-8")).hexdigest()[:8]


def record_problems(record: Any) -> list[str]:
    """Problems with one of our records: the ability validator's, plus the trigger
    validator's for Reactions, Interrupts and triggered traits. A ``manual`` record has no
    place in this file (an ability we cannot express is simply not written)."""
    out = abilities.validate(record)
    if isinstance(record, dict):
        if record.get("timing") in _TRIGGERED and record.get("trigger") is not None:
            out += triggers.validate_trigger(record)
        if "manual" in record or any(isinstance(e, dict) and e.get("op") == "manual"
                                     for e in record.get("effects", [])):
            out.append("a card-by-card record is automated whole (no manual part)")
        if not record.get("effects") and record.get("timing") not in (
                "ring_condition", "continuous"):
            out.append("a record needs effects")
    return out


def parse_data(raw: Any) -> dict[str, dict[int, tuple[str, tuple[dict[str, Any], ...]]]]:
    """The data file's content checked: card id -> ability number -> (line fingerprint,
    records). Raises ``ValueError`` naming the first entry that is not well formed or whose
    record the validators reject."""
    if not isinstance(raw, dict):
        raise ValueError(f"{_WHERE} must map card ids to abilities")
    out: dict[str, dict[int, tuple[str, tuple[dict[str, Any], ...]]]] = {}
    for card_id, entry in raw.items():
        if card_id.startswith("_"):
            continue
        if not isinstance(entry, dict) or not entry:
            raise ValueError(f"{_WHERE}: {card_id} must map ability numbers to entries")
        per: dict[int, tuple[str, tuple[dict[str, Any], ...]]] = {}
        for number, ability in entry.items():
            where = f"{_WHERE}: {card_id} ability {number}"
            if number.startswith("_"):
                continue
            if not number.isdigit() or int(number) < 1:
                raise ValueError(f"{where}: the key must be an ability number (1, 2, ...)")
            if not isinstance(ability, dict) or not isinstance(ability.get("line"), str) \
                    or len(ability["line"]) != 8:
                raise ValueError(f"{where}: needs the line fingerprint (8 hex digits)")
            records = ability.get("records")
            if not isinstance(records, list) or not records:
                raise ValueError(f"{where}: needs a non-empty list of records")
            for record in records:
                problems = record_problems(record)
                if problems:
                    raise ValueError(f"{where}: {problems[0]}")
            per[int(number)] = (ability["line"], tuple(records))
        out[card_id] = per
    return out


def merge_files(raws: dict[str, Any]) -> dict[str, Any]:
    """The content of several data files (file name -> parsed JSON) as one mapping. Raises
    ``ValueError`` when a file is not a mapping or a card id is written in two files."""
    merged: dict[str, Any] = {}
    seen: dict[str, str] = {}
    for name, raw in raws.items():
        if not isinstance(raw, dict):
            raise ValueError(f"{name} must map card ids to abilities")
        for card_id, entry in raw.items():
            if card_id.startswith("_"):
                continue
            if card_id in seen:
                raise ValueError(f"{card_id} is written in both {seen[card_id]} and {name}")
            seen[card_id] = name
            merged[card_id] = entry
    return merged


@lru_cache(maxsize=1)
def ability_data() -> dict[str, dict[int, tuple[str, tuple[dict[str, Any], ...]]]]:
    """Every ability we wrote, by card id and ability number (checked; cached)."""
    folder = resources.files("l5r_desktop.carddb") / "data"
    raws = {name: json.loads((folder / name).read_bytes().decode("utf-8"))
            for name in data_files()}
    return parse_data(merge_files(raws))


#: A line that changes the Gold cost of the card's own abilities.
_ABILITY_COST_CHANGE = re.compile(r"\bthis ability's gold cost\b|\bthe gold cost of this ability\b",
                                  re.IGNORECASE)


def card_abilities(card: CardDef) -> tuple[list[dict[str, Any]], list[str]]:
    """The card's records and, per ability of its text, who plays it: ``"data"`` (our
    card-by-card records), ``"text"`` (the translator's reading, or the engine from a stat)
    or ``"manual"`` (a ``manual`` marker: the players resolve it)."""
    ours = ability_data().get(card.id, {})
    records: list[dict[str, Any]] = []
    sources: list[str] = []
    lines = split_abilities(card.text)
    # "This ability's Gold cost is 0 if ...": no record says that, so an ability of the card
    # with a Gold cost is not played at its printed cost (the players pay what the card says)
    cost_changed = any(_ABILITY_COST_CHANGE.search(line) for line in lines)
    for n, line in enumerate(lines, start=1):
        entry = ours.get(n)
        if entry is not None and entry[0] == line_print(line):
            records += [{**rec, "ability": n} for rec in entry[1]]
            sources.append("data")
            continue
        rec = translation_memo.translate(line, card)  # translate_ability, remembered
        if rec and cost_changed and "gold" in (rec.get("cost") or {}):
            rec = None
        if rec is None:
            records.append({"manual": f"ability {n} of the card's text", "ability": n})
            sources.append("manual")
        else:
            if rec:
                records.append(rec)
            sources.append("text")
    # a keyword's rule the engine plays as a record of the card (not a line of its text)
    return records + courage.records(card), sources


def has_data(card: CardDef) -> bool:
    """True when we wrote records for some ability of this card."""
    return card.id in ability_data()


def with_abilities(card: CardDef) -> CardDef:
    """The imported card with its records: ours where we wrote them, else the translator's
    (the importers call this; a card without text is returned as it is, and so is a card that
    already carries records and has none of ours)."""
    if not card.text.strip() or (card.abilities and not has_data(card)):
        return card
    records, _sources = card_abilities(card)
    return dataclasses.replace(card, abilities=tuple(records)) if records else card
