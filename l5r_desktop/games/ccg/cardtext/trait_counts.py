"""Counted traits: a bonus or discount "for each" card that fits (the ``per`` object of an
``ongoing`` record, ``ongoing.py``), e.g. "+1F for each other Magistrate in her army"::

    {"ongoing": "stat", "stat": "force", "amount": 1,
     "per": {"in": "army", "filter": {"keyword": "Magistrate"}, "other": true}}
    {"ongoing": "entry_discount", "amount": 1, "max": 3,
     "per": {"in": "yours", "filter": {"keyword": "Nonhuman"}}}

``in``: ``army`` (the cards in the units of the card's army [CE › ARMY]; a stat only) or
``yours`` (the cards in play its controller controls [CE › CARD CONTROL]; for an entry
discount, the player bringing it into play); ``filter``: ``type`` and/or ``keyword``;
``other``: the card itself is not counted. The count is taken whenever the stat or the cost
is computed, so the trait follows it [CE › REMAIN].
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: Where a count (``per``) counts its cards.
PER_IN = ("army", "yours")
_FILTER_TYPES = ("personality", "follower", "item", "spell", "holding")


def problems(per: Any, applies: Any) -> list[str]:
    """Problems with a counted stat bonus's ``per`` ("+1F for each other Magistrate in her
    army": ``{"in": "army", "filter": {"keyword": "Magistrate"}, "other": true}``)."""
    if applies != "self":
        return ["a count (per) applies to the card itself"]
    flt = per.get("filter", {}) if isinstance(per, dict) else None
    if not isinstance(per, dict) or per.get("in") not in PER_IN or \
            any(k not in ("in", "filter", "other") for k in per) or \
            not isinstance(per.get("other", False), bool) or not isinstance(flt, dict) or \
            any(k not in ("type", "keyword") for k in flt) or \
            flt.get("type", "personality") not in _FILTER_TYPES or \
            not isinstance(flt.get("keyword", ""), str):
        return [f"per is {{in: {' | '.join(PER_IN)}, filter: {{type, keyword}}, other}}"]
    return []


def matching(state: GameState, ids: Iterable[str], per: dict[str, Any], card_id: str) -> int:
    """How many of ``ids`` fit ``per``'s filter (``other``: not ``card_id``)."""
    flt = per.get("filter", {})
    kind, keyword = flt.get("type"), flt.get("keyword")
    other = per.get("other", False)
    n = 0
    for i in ids:
        d = state.cards[i].definition
        if (other and i == card_id) or (kind is not None and d.type.value != kind) or (
                keyword is not None and not d.has_keyword(keyword)):
            continue
        n += 1
    return n


def count_for(state: GameState, player: int, per: dict[str, Any], card_id: str) -> int:
    """A ``yours`` count for a card out of play (an entry discount): among the cards in play
    of ``player``, the one bringing ``card_id`` into play (never the card itself)."""
    return matching(state, moves.in_play_cards(state, player), {**per, "other": True}, card_id)
