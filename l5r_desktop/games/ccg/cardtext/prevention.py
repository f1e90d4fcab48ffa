"""Continuous prevention traits: "This Personality will not be destroyed", "... will not bow"
(a card's own non-triggered trait, or an attachment's trait on the Personality carrying it).

Record (a card's ability with timing ``continuous``)::

    {"timing": "continuous", "prevents": "destroyed", "applies_to": "self"}
    {"timing": "continuous", "prevents": "bowed", "applies_to": "host"}
    {"timing": "continuous", "prevents": "dishonored", "from": "others"}
        # "Negate <his> dishonoring from other players' cards' effects" (prevented_from)
    {"timing": "continuous", "prevents": "destroyed", "from": "others", "limit": "turn"}
        # the first destruction each turn of this card by an effect of another player's
        # card is negated (``limit`` game: the first of the game)

``limit``: the trait negates only the first such occurrence each turn (or this game): "the
first time" is a single occurrence, and a trait "Before <it>" is triggered by it [CE ›
TRAITS]; once it negated one, the next of the turn (of the game) happens. The use is kept in
the card's ``ability_uses`` (key :data:`USED` + the record's index, the turn it was used),
like an ability's; a card that leaves play forgets it (``moves._forget``).

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

from l5r_desktop.games.ccg.cardtext import trait_conditions
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: What a continuous trait can prevent ("dishonored": only from other players' cards).
PREVENTS = ("destroyed", "bowed", "discarded", "dishonored")
#: Which card it protects: the card itself, or the Personality an attachment is on.
APPLIES_TO = ("self", "host")
#: How often a ``limit`` trait negates: the first time each turn, or this game.
LIMITS = ("turn", "game")
#: The ``ability_uses`` key offset of a limited trait's use (``use_limits`` uses 1000, 2000).
USED = 3000

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
    if "from" in record and record["from"] != "others":
        out.append("from is others (other players' cards' effects)")
    if record.get("prevents") == "dishonored" and record.get("from") != "others":
        out.append("a dishonoring is prevented only from others (from: others)")
    if "if" in record:
        out += trait_conditions.problems(record["if"])
    if record.get("limit", "turn") not in LIMITS or ("limit" in record and "from" not in record):
        out.append("limit is turn or game, on a trait negating from others")
    return out


def _traits(d: CardDef) -> tuple[tuple[str, str], ...]:
    """The definition's valid prevention traits as ``(prevents, applies_to)`` (kept on it)."""
    found = d.__dict__.get("_l5r_prevents")
    if found is None:
        found = tuple(
            (rec["prevents"], rec.get("applies_to", "self"))
            for rec in d.abilities
            if isinstance(rec, dict) and rec.get("timing") == "continuous" and not validate(rec)
            and "from" not in rec and "if" not in rec  # (those: :func:`prevented_from`)
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


def _sourced(d: CardDef) -> tuple[dict[str, Any], ...]:
    """The definition's valid prevention traits with a source or a condition (kept on it)."""
    found = d.__dict__.get("_l5r_prevents_from")
    if found is None:
        found = tuple(rec for rec in d.abilities
                      if isinstance(rec, dict) and rec.get("timing") == "continuous"
                      and ("from" in rec or "if" in rec) and "prevents" in rec
                      and "ongoing" not in rec and not validate(rec))
        d.__dict__["_l5r_prevents_from"] = found
    return found


def prevented_from(state: GameState, card_id: str, occurrence: str, by: int | None
                   ) -> str | None:
    """The title of the in-play card whose trait negates ``occurrence`` of ``card_id`` when
    an effect of a card controlled by player ``by`` would cause it (a Personality whose
    dishonoring by another player's card is negated; a Spell keeping its defending Earth
    bearer from being destroyed by another player's card: ``from: others``,
    the trait's ``if`` a trait condition, ``trait_conditions.py``), or ``None``. ``by`` is
    ``None`` for what no card's effect does (battle resolution, Chi death) [CE ›
    PREVENTION (Including Negation)]; "other players" are all but the card's controller."""
    if by is None or ("continuous", occurrence) not in state.ability_keys:
        return None
    card = state.cards[card_id]
    if not card.in_play:
        return None
    found = [(card, r) for r in _sourced(card.definition)
             if r.get("applies_to", "self") == "self"]
    for a in card.attachments:
        att = state.cards[a]
        found += [(att, r) for r in _sourced(att.definition) if r.get("applies_to") == "host"]
    for src, rec in found:
        if rec["prevents"] != occurrence or (rec.get("from") == "others"
                                             and by == card.controller):
            continue
        if "if" in rec and not trait_conditions.holds(state, src, rec["if"]):
            continue
        if "limit" in rec and not _first_time(state, src, rec):
            continue
        return src.title
    return None


def _first_time(state: GameState, src: CardState, rec: dict[str, Any]) -> bool:
    """Is this the first such occurrence this turn (this game) for the ``limit`` trait
    ``rec`` of ``src``? If so it is used up now (the caller negates the occurrence)."""
    key = USED + next(i for i, r in enumerate(src.definition.abilities) if r is rec)
    used = src.ability_uses.get(key)
    if used is not None and (rec["limit"] == "game" or used == state.turn):
        return False
    src.ability_uses[key] = state.turn
    return True
