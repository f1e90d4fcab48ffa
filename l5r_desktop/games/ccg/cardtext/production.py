"""Gold-producing traits that produce more under a condition: "Bow: Produce 2 Gold, or 3 Gold
if you are a Lion Clan player.", "Bow: Produce 2 Gold, or 3 Gold if it is not your turn."

Record (a card's ability with timing ``continuous``)::

    {"timing": "continuous", "produces": 3, "when": {"clan": "Lion"}}
    {"timing": "continuous", "produces": 3, "when": {"not_your_turn": true}}

The card's printed Gold Production is what its Gold-producing trait makes ("Bow this card:
Produce X Gold" is short for the triggered trait "When paying a Gold cost, bow this card:
Produce X Gold" [CE comprehensive rules › TRAITS]); while ``when`` holds for the card's
controller, the trait makes ``produces`` instead, so the difference counts with the card's
bonuses and penalties to its Gold Production (``model/stats.gold_production``). Conditions:
``clan``: the controller's Clan alignment, which is his Stronghold's ("you are a Lion Clan
player") [CE › CLAN ALIGNMENT]; ``not_your_turn``: another player is the active player.
Checked when the Gold is produced, as a card's other conditions are [CE › GOLD PRODUCTION].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The conditions a production record may name.
WHEN = ("clan", "not_your_turn")
_NONE: tuple[dict[str, Any], ...] = ()


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate(record: dict[str, Any]) -> list[str]:
    """Problems with a ``produces`` continuous record (empty: the engine applies it)."""
    out = []
    if not _int(record.get("produces")) or record["produces"] < 0:
        out.append("produces must be a whole number of Gold (0 or more)")
    when = record.get("when")
    if not isinstance(when, dict) or len(when) != 1 or any(k not in WHEN for k in when):
        out.append(f"when names one condition among {', '.join(WHEN)}")
    elif "clan" in when and not (isinstance(when["clan"], str) and when["clan"]):
        out.append("when.clan names a Clan")
    elif "not_your_turn" in when and when["not_your_turn"] is not True:
        out.append("when.not_your_turn is true")
    if any(record.get(k) for k in ("trigger", "targets", "effects", "cost", "ongoing",
                                   "prevents")):
        out.append("a production trait has no trigger, targets, effects, cost, ongoing or "
                   "prevents")
    return out


def records(d: CardDef) -> tuple[dict[str, Any], ...]:
    """The definition's valid production records (kept on it: definitions are immutable)."""
    found = d.__dict__.get("_l5r_produces")
    if found is None:
        found = tuple(rec for rec in d.abilities
                      if isinstance(rec, dict) and rec.get("timing") == "continuous"
                      and "produces" in rec and not validate(rec)) or _NONE
        d.__dict__["_l5r_produces"] = found
    return found


def _holds(state: GameState, card: CardState, when: dict[str, Any]) -> bool:
    who = card.controller
    if "clan" in when:
        return state.players[who].clan == when["clan"]
    return state.active != who  # not_your_turn


def bonus(state: GameState, card: CardState) -> int:
    """What the card's conditional production adds to its printed Gold Production now (0 when
    it has none, or none of its conditions holds)."""
    recs = records(card.definition)
    if not recs or not card.zone.in_play:
        return 0
    printed = card.definition.gold_production or 0
    for rec in recs:
        if _holds(state, card, rec["when"]):
            return int(rec["produces"]) - printed
    return 0
