"""Computed stats [S1 › CARD FEATURES › STATS].

A stat's current value = printed value (an absent stat is 0 and is not modified), plus all
bonuses and penalties (stat modifiers with durations, stat tokens such as ``"+1F"``, and for a
Personality the signed Force/Chi modifiers of his Items [S1 › ITEM]), then below 0 becomes 0
except Family Honor, Honor Requirement and signed Item modifiers, then maximums (Personal Honor
5, 0 while dishonorable [S1 › PERSONALITY], [S1 › HONORABLE AND DISHONORABLE]). Ongoing
bonuses of traits (``cardtext/ongoing.py``) count with the bonuses.
"""

from __future__ import annotations

import re

from l5r_desktop.games.ccg.cardtext import (
    force_negation,
    gold_traits,
    honor_caps,
    one_province,
    ongoing,
    province_limits,
)
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_FOLLOWER = CardType.FOLLOWER
_T_ITEM = CardType.ITEM
_T_PERSONALITY = CardType.PERSONALITY

#: A stat token, with or without a title ("+1F", "+3F Fire": "Tokens can be created with one or
#: more stat bonuses or penalties, a title, or both" [CE › TOKENS]); "-2 Gold Cost" (a token
#: penalty to the Gold Cost stat, ccgtext: A Quiet Transaction).
_TOKEN_RE = re.compile(r"^([+-]\d+)\s*(Gold Cost|F|C|PH|GP|PS)(?:\s+[A-Z][A-Za-z'-]*)?$",
                       re.IGNORECASE)
_TOKEN_STATS = {"f": "force", "c": "chi", "ph": "personal_honor", "gp": "gold_production",
                "ps": "province_strength", "gold cost": "gold_cost"}
_token_cache: dict[str, tuple[str, int] | None] = {}


def token_modifier(name: str) -> tuple[str, int] | None:
    """``"+1F"`` -> ``("force", 1)``; ``"-2C"`` -> ``("chi", -2)``; a titled stat token
    ``"+1F Sake"`` -> ``("force", 1)`` (its title names it, the stat counts [CE › TOKENS]);
    other tokens -> ``None``."""
    try:
        return _token_cache[name]
    except KeyError:
        m = _TOKEN_RE.match(name.strip())
        value = (_TOKEN_STATS[m.group(2).lower()], int(m.group(1))) if m else None
        _token_cache[name] = value
        return value


def bonus(card: CardState, stat: str) -> int:
    """Sum of the card's bonuses and penalties to ``stat`` (modifiers and stat tokens), less
    those a negation on the card prevents (``cardtext/force_negation.py``)."""
    total = 0
    negated = False
    for m in card.modifiers:
        if m.stat == stat:
            if m.kind == "bonus":
                total += m.amount
            elif m.kind == "negate":
                negated = True
    if negated:
        total = force_negation.bonus(card, stat)
    if card.tokens:
        every = force_negation.every_source(card, stat) if negated else None
        for name, count in card.tokens.items():
            tm = token_modifier(name)
            if tm is not None and tm[0] == stat and (
                    every is None or not force_negation.blocks(every, tm[1])):
                total += tm[1] * count
    return total


def _raw(card: CardState, stat: str) -> int | None:
    printed = getattr(card.definition, stat)
    if not card.modifiers and not card.tokens:
        if printed is None:
            return 0 if stat in card.definition.asterisk else None
        return printed
    if printed is None:
        return None if stat not in card.definition.asterisk else 0 + bonus(card, stat)
    return printed + bonus(card, stat)


def limits(card: CardState, stat: str, value: int) -> int:
    """Apply minimums and maximums from effects (step C); a minimum above a maximum leaves the
    value unchanged while they contradict [S1 › CARD FEATURES › STATS]."""
    if not card.modifiers:
        return value
    lo = hi = None
    for m in card.modifiers:
        if m.stat != stat or m.kind == "bonus":
            continue
        if m.kind == "min":
            lo = m.amount if lo is None else max(lo, m.amount)
        elif m.kind == "max":
            hi = m.amount if hi is None else min(hi, m.amount)
    if lo is not None and hi is not None and lo > hi:
        return value
    if lo is not None and value < lo:
        value = lo
    if hi is not None and value > hi:
        value = hi
    return value


def item_modifier(state: GameState, card_id: str, stat: str) -> int:
    """An Item's signed Force/Chi modifier (may be negative) [S1 › ITEM], with the bonuses
    traits give the Item ("Your Items have +1F": its modifier is one higher)."""
    card = state.cards[card_id]
    value = _raw(card, stat)
    return 0 if value is None else value + ongoing.stat_bonus(state, card, stat)


def _with_items(state: GameState, card_id: str, stat: str) -> int:
    """Force or Chi: printed value, plus a Personality's Items' signed modifiers, then min 0
    and the card's limits [S1 › ITEM], [S1 › CARD FEATURES › STATS]."""
    card = state.cards[card_id]
    value = _raw(card, stat)
    if value is None:
        return 0
    every = force_negation.every_source(card, stat) if card.modifiers else None
    if card.attachments and card.definition.type is _T_PERSONALITY:
        for a in card.attachments:
            if state.cards[a].definition.type is _T_ITEM:
                m = item_modifier(state, a, stat)
                if every is None or not force_negation.blocks(every, m):
                    value += m
    if every is None:
        value += ongoing.stat_bonus(state, card, stat)  # traits' ongoing bonuses
    else:  # those a negation of every source leaves (force_negation.py)
        value += sum(v for v in ongoing.stat_bonuses(state, card, stat)
                     if not force_negation.blocks(every, v))
    return limits(card, stat, max(0, value))


def force(state: GameState, card_id: str) -> int:
    """Current Force of a card; a Personality's includes his Items' modifiers (min 0)."""
    return _with_items(state, card_id, "force")


def chi(state: GameState, card_id: str) -> int:
    """Current Chi; a Personality's includes his Items' Chi modifiers (min 0)."""
    return _with_items(state, card_id, "chi")


def personal_honor(state: GameState, card_id: str) -> int:
    """Current Personal Honor: min 0, max 5, max 0 while dishonorable (unless a trait lifts
    that maximum: ``honor_caps.no_dishonor_max``)."""
    card = state.cards[card_id]
    value = _raw(card, "personal_honor")
    if value is None:
        return 0
    value += ongoing.stat_bonus(state, card, "personal_honor")  # traits' ongoing bonuses
    cap = 0 if card.dishonored and not honor_caps.no_dishonor_max(state, card) else 5
    return limits(card, "personal_honor", max(0, min(cap, value)))


def honor_requirement(state: GameState, card_id: str) -> int | None:
    """Current Honor Requirement; ``None`` is "–" (always met). May be negative."""
    return _raw(state.cards[card_id], "honor_requirement")


def gold_cost(state: GameState, card_id: str) -> int:
    """Current Gold Cost (min 0; absent = 0)."""
    card = state.cards[card_id]
    value = _raw(card, "gold_cost")
    return 0 if value is None else limits(card, "gold_cost", max(0, value))


def gold_production(state: GameState, card_id: str) -> int:
    """Gold produced when the card bows to pay a Gold cost (min 0), with its own traits'
    conditional bonus (``cardtext/gold_traits.py``)."""
    card = state.cards[card_id]
    value = _raw(card, "gold_production")
    if value is None:
        return 0
    value += gold_traits.production_bonus(state, card_id)
    return limits(card, "gold_production", max(0, value))


def focus(state: GameState, card_id: str) -> int:
    """Current Focus Value (min 0)."""
    card = state.cards[card_id]
    value = _raw(card, "focus")
    return 0 if value is None else limits(card, "focus", max(0, value))


def province_strength(state: GameState, player: int, province: int | None = None) -> int:
    """Province Strength of a player's provinces: the Stronghold's base [S1 › STRONGHOLD], plus
    the Sensei modifier (20F/GE) and bonuses on the Stronghold; at most its base strength
    while a Terrain or Region holds the current battlefield's province to it
    (``province_limits.py``) [CE › CARD FEATURES › STATS › Maximums and minimums]. With
    ``province`` (an index), that province's own, with the bonuses given to it alone
    ("Strength may go up and down separately for each Province" [20F › PROVINCE STRENGTH],
    ``one_province.py``)."""
    p = state.players[player]
    value = 0
    if p.stronghold:
        keep = state.cards[p.stronghold]
        value = _raw(keep, "province_strength") or 0
        if keep.modifiers:  # "until this card leaves play"; one province's own bonuses
            value += province_limits.kept_bonus(state, player)
            if province is not None:
                value += one_province.bonus(keep, province)
    if p.sensei:
        value += state.cards[p.sensei].definition.province_strength or 0
    value += ongoing.province_bonus(state, player)  # "Your Provinces have +1 strength"
    if province_limits.held_to_base(state, player):
        value = min(value, province_limits.base(state, player))
    return max(0, value)


def max_hand_size(state: GameState, player: int) -> int:
    """The player's maximum hand size: the rulebook's (the profile's) changed by his cards in
    play and other players' [CE › MAXIMUM HAND SIZE] (``ongoing.hand_size_bonus``)."""
    return max(0, state.profile.max_hand_size + ongoing.hand_size_bonus(state, player))


def unit_force(state: GameState, personality_id: str) -> int:
    """Total Force of a unit outside battle resolution: the Personality plus each Follower,
    bowed or unbowed [S1 › ATTACHMENTS › Units]."""
    total = force(state, personality_id)
    for a in state.cards[personality_id].attachments:
        if state.cards[a].definition.type is _T_FOLLOWER:
            total += force(state, a)
    return total


def stat(state: GameState, card_id: str, name: str) -> int | None:
    """Any stat by name (``"force"``, ``"chi"``, ...); ``None`` for a "–" Honor Requirement."""
    fn = _BY_NAME.get(name)
    if fn is None:
        if name not in ("province_strength", "starting_honor"):
            raise ValueError(f"unknown stat {name!r}")
        value = _raw(state.cards[card_id], name)
        return None if value is None else max(0, value)
    return fn(state, card_id)


def unclamped(state: GameState, card_id: str, name: str) -> int:
    """The stat's total before the minimum of 0 is applied (Items included for Force/Chi):
    what a "set to a value" bonus is measured from [S1 › Setting stats to a value]."""
    card = state.cards[card_id]
    value = _raw(card, name) or 0
    if name in ("force", "chi") and card.definition.type is _T_PERSONALITY:
        for a in card.attachments:
            if state.cards[a].definition.type is _T_ITEM:
                value += item_modifier(state, a, name)
    if name in ("force", "chi", "personal_honor"):
        value += ongoing.stat_bonus(state, card, name)
    return value


_BY_NAME = {
    "force": force, "chi": chi, "personal_honor": personal_honor,
    "honor_requirement": honor_requirement, "gold_cost": gold_cost,
    "gold_production": gold_production, "focus": focus,
}
