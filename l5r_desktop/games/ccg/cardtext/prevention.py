"""Continuous prevention traits: "This Personality will not be destroyed", "... will not bow"
(a card's own non-triggered trait, or an attachment's trait on the Personality carrying it).

Record (a card's ability with timing ``continuous``)::

    {"timing": "continuous", "prevents": "destroyed", "applies_to": "self"}
    {"timing": "continuous", "prevents": "bowed", "applies_to": "host"}

Rules: [CE comprehensive rules › PREVENTION (Including Negation)]: "does not"/"will not"
prevent a type of occurrence; a continuous effect from a non-triggered trait lasts while its
source card is in play; occurrences include effects, choices and costs. The Chi-death
exception of the same heading: only a continuous "parent" prevention ("This Personality will
not be destroyed" as a trait) overcomes destruction from zero Chi, and then "the destruction
merely fails to happen while the prevention is in effect" (no loop, no event). Costs
[CE › COSTS › Costs and changes]: "Effects that prevent ... the change will also prevent ...
the cost payment", so a card that will not bow cannot pay a bow cost. Seppuku's destruction
"will not be negated" [CE comprehensive rules › SEPPUKU], so it is not prevented.

The engine asks :func:`prevented` before destroying a card in play (effects, battle
resolution, duels, Ranged/Melee Attacks, Chi death) and before bowing one (effects, Fear,
costs, units bowing after a battle), and before an effect discards one ("This Event may not
be discarded from play": ``effect_checks``; the discard operation is refused).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState

#: What a continuous trait can prevent.
PREVENTS = ("destroyed", "bowed", "discarded")
#: Which card it protects: the card itself, or the Personality an attachment is on.
APPLIES_TO = ("self", "host")

_NONE: tuple[tuple[str, str], ...] = ()


def validate(record: dict[str, Any]) -> list[str]:
    """Problems with a ``continuous`` record (empty: the engine honours it)."""
    out = []
    if record.get("prevents") not in PREVENTS:
        out.append(f"a continuous trait prevents one of {', '.join(PREVENTS)}")
    if record.get("applies_to", "self") not in APPLIES_TO:
        out.append(f"applies_to must be one of {', '.join(APPLIES_TO)}")
    if any(record.get(k) for k in ("trigger", "targets", "effects", "cost")):
        out.append("a continuous trait has no trigger, targets, effects or cost")
    return out


def _traits(d: CardDef) -> tuple[tuple[str, str], ...]:
    """The definition's valid prevention traits as ``(prevents, applies_to)`` (kept on it)."""
    found = d.__dict__.get("_l5r_prevents")
    if found is None:
        found = tuple(
            (rec["prevents"], rec.get("applies_to", "self"))
            for rec in d.abilities
            if isinstance(rec, dict) and rec.get("timing") == "continuous" and not validate(rec)
        ) or _NONE
        d.__dict__["_l5r_prevents"] = found  # definitions are immutable (like keyword_set)
    return found


def prevented(state: GameState, card_id: str, occurrence: str) -> str | None:
    """The title of the in-play card whose continuous trait prevents ``occurrence``
    (``"destroyed"`` / ``"bowed"``) of ``card_id`` now, or ``None``."""
    if ("continuous", occurrence) not in state.ability_keys:
        return None  # no card in the game has such a trait
    card = state.cards[card_id]
    if not card.in_play:
        return None
    for what, scope in _traits(card.definition):
        if what == occurrence and scope == "self":
            return card.title
    for a in card.attachments:
        att = state.cards[a]
        for what, scope in _traits(att.definition):
            if what == occurrence and scope == "host":
                return att.title
    return None
