"""What the engine reads of a card's records outside the taking of its actions: a Ring's
condition to enter play from hand, an Event's effect record (moved out of ``abilities.py``,
which re-exports them)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.model.cards import CardDef

_MISSING: Any = object()


def ring_condition(d: CardDef) -> dict[str, Any] | None:
    """The condition under which a Ring may enter play from hand, if the engine knows it."""
    cached = d.__dict__.get("_l5r_ring_condition", _MISSING)
    if cached is _MISSING:
        cached = None
        for rec in d.abilities:
            if isinstance(rec, dict) and rec.get("timing") == "ring_condition" and \
                    not validate(rec):
                cached = rec.get("condition", {})
                break
        d.__dict__["_l5r_ring_condition"] = cached  # a cache beside the fields
    return None if cached is None else dict(cached)


def event_record(d: CardDef) -> dict[str, Any] | None:
    """An Event's runnable effect record, if any."""
    for rec in d.abilities:
        if isinstance(rec, dict) and rec.get("timing") == "event" and not validate(rec):
            return rec
    return None
