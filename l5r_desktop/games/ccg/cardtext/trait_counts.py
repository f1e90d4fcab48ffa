"""Counted traits: a bonus or discount "for each" card that fits (the ``per`` object of an
``ongoing`` record, ``ongoing.py``), e.g. "+1F for each other Magistrate in her army"::

    {"ongoing": "stat", "stat": "force", "amount": 1,
     "per": {"in": "army", "filter": {"keyword": "Magistrate"}, "other": true}}
    {"ongoing": "entry_discount", "amount": 1, "max": 3,
     "per": {"in": "yours", "filter": {"keyword": "Nonhuman"}}}

``in``: ``army`` (the cards in the units of the card's army [CE › ARMY]; a stat only),
``yours`` (the cards in play its controller controls [CE › CARD CONTROL]; for an entry
discount, the player bringing it into play), ``attached`` (the cards attached to it: "for
each of his Weapons") or ``unit`` (the cards of its unit [CE › UNIT]: "for each other Ashigaru
in this unit"); ``filter``: ``type``, ``keyword``, ``keywords`` (all), ``clan`` ("for each
Lion Clan Personality you control"), ``any_keyword`` (one of several: "a Market or Port"),
``unique`` ("non-Unique": false; core lane); ``other``: the card itself is not counted.
``yours_and_discards`` (duels lane): the cards in play its controller controls and those in
his Fate and Dynasty discard piles (a count of Pearl cards in play and in the piles; a card
out of play keeps its printed keywords [CE › AREAS OF THE GAME]). A count on
an attachment may give its bonus to the Personality carrying it (``applies_to: host``): it
is still counted from the attachment. The count
is taken whenever the stat or the cost is computed, so the trait follows it [CE › REMAIN].
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from l5r_desktop.games.ccg.cardtext import trait_filters
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: Where a count (``per``) counts its cards.
PER_IN = ("army", "yours", "attached", "unit", "yours_and_discards")
_FILTER_KEYS = ("type", "keyword", "keywords", "clan", "any_keyword", "unique")
_FILTER_TYPES = ("personality", "follower", "item", "spell", "holding")


def problems(per: Any, applies: Any) -> list[str]:
    """Problems with a counted stat bonus's ``per`` ("+1F for each other Magistrate in her
    army": ``{"in": "army", "filter": {"keyword": "Magistrate"}, "other": true}``)."""
    if applies not in ("self", "host"):
        return ["a count (per) applies to the card itself or its host"]
    flt = per.get("filter", {}) if isinstance(per, dict) else None
    if not isinstance(per, dict) or per.get("in") not in PER_IN or \
            any(k not in ("in", "filter", "other") for k in per) or \
            not isinstance(per.get("other", False), bool) or not isinstance(flt, dict) or \
            any(k not in _FILTER_KEYS for k in flt) or \
            flt.get("type", "personality") not in _FILTER_TYPES or \
            not isinstance(flt.get("keyword", ""), str) or \
            not isinstance(flt.get("clan", ""), str) or \
            not isinstance(flt.get("keywords", []), list) or \
            not isinstance(flt.get("unique", False), bool) or \
            not (isinstance(flt.get("any_keyword", ["x"]), list) and flt.get("any_keyword", ["x"])
                 and all(isinstance(k, str) for k in flt.get("any_keyword", ["x"]))):
        return [f"per is {{in: {' | '.join(PER_IN)}, filter: {{{', '.join(_FILTER_KEYS)}}}, "
                "other}"]
    return []


def matching(state: GameState, ids: Iterable[str], per: dict[str, Any], card_id: str) -> int:
    """How many of ``ids`` fit ``per``'s filter (``other``: not ``card_id``)."""
    flt = per.get("filter", {})
    other = per.get("other", False)
    cards = state.cards
    return sum(1 for i in ids if not (other and i == card_id)
               and trait_filters.matches(cards[i], flt))


def count_for(state: GameState, player: int, per: dict[str, Any], card_id: str) -> int:
    """A ``yours`` count for a card out of play (an entry discount): among the cards in play
    of ``player``, the one bringing ``card_id`` into play (never the card itself)."""
    return matching(state, moves.in_play_cards(state, player), {**per, "other": True}, card_id)
