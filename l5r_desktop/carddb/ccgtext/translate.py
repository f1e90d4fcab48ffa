"""The translator's entry points: a card's text split into abilities, each ability read by
the registered line readers (``templates/``), the card's records, and the import hook."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import re
from typing import Any

import l5r_desktop.carddb.ccgtext.templates as templates
from l5r_desktop.carddb.ccgtext.registry import Unread, entries
from l5r_desktop.carddb.ccgtext.reminders import drop_reminders
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.model.cards import CardDef

_PRODUCE_RE = re.compile(r"^Bow(?: this (?:card|Holding))?: Produce (?P<n>\d+) Gold\.?$")
#: Card types whose abilities no template reads yet (their text stays manual). A Stronghold
#: or a Celestial is in play in its player's home [CE › STRONGHOLD], [CE › CELESTIAL], and a
#: Region attached to its province [CE › REGION] (``moves.attached_region``), where the engine
#: uses their abilities as any other card's in play, so their lines are read; an Event's text is
#: its reveal trait and a Ring's printed condition is no action: those stay unread.
UNREAD_TYPES = frozenset({"event", "ring", "wind", "sensei", "other"})
_loaded: list[str] = []


def load_templates() -> list[str]:
    """Import every template module of ``ccgtext/templates/`` once, in name order (each
    registers its readers); the names of the modules loaded."""
    if not _loaded:
        for info in sorted(pkgutil.iter_modules(templates.__path__), key=lambda i: i.name):
            importlib.import_module(f"{templates.__name__}.{info.name}")
            _loaded.append(info.name)
    return list(_loaded)


def split_abilities(text: str) -> list[str]:
    """The card text's abilities: its non-empty lines, without lines that are only reminder
    text in parentheses."""
    out = []
    for line in text.split("\n"):
        line = line.strip()
        if line and not (line.startswith("(") and line.endswith(")")):
            out.append(line)
    return out


def translate_ability(line: str, card: CardDef) -> dict[str, Any] | None:
    """One ability line to a valid record, ``{}`` when the engine plays it without a record
    (Gold production by the stat), or ``None`` when it stays manual."""
    if (p := _PRODUCE_RE.match(line)) and card.gold_production == int(p["n"]):
        return {}
    if card.type.value in UNREAD_TYPES:
        return None
    load_templates()
    line = drop_reminders(line)
    for entry in entries("line"):
        try:
            record = entry.fn(line, card)
        except Unread:
            continue
        if abilities.validate(record):
            return None
        if record.get("trigger") is not None and triggers.validate_trigger(record):
            return None
        return record
    return None


def translate(card: CardDef) -> tuple[list[dict[str, Any]], list[bool]]:
    """The card's records (translated ones, plus a ``manual`` marker per unread ability) and,
    per ability, whether it is automated."""
    records: list[dict[str, Any]] = []
    automated: list[bool] = []
    for n, line in enumerate(split_abilities(card.text), start=1):
        rec = translate_ability(line, card)
        automated.append(rec is not None)
        if rec:
            records.append(rec)
        elif rec is None:
            records.append({"manual": f"ability {n} of the card's text", "ability": n})
    return records, automated


def with_abilities(card: CardDef) -> CardDef:
    """The imported card with its translated records (the importers call this; a card that
    already has records, or has no text, is returned as it is)."""
    if card.abilities or not card.text.strip():
        return card
    records, _automated = translate(card)
    return dataclasses.replace(card, abilities=tuple(records)) if records else card
