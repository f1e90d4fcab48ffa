"""A battlefield's province held to its base strength, and a province bonus that lasts while
the card giving it remains in play.

Ongoing record (on a Terrain or a Region; checked by ``trait_kinds.py``)::

    {"timing": "continuous", "ongoing": "province_max_base", "applies_to": "battlefield"}
        # the province of its battlefield may not be stronger than its base strength

Effect (in an ability record's ``effects``; ``provinces.py`` checks it)::

    {"op": "province_strength", "amount": 1, "where": "battlefield", "until": "leaves_play"}
        # "Give this province +1 strength until this card leaves play."

Rules. Province Strength is a stat of a province [CE › CARD FEATURES › STATS]; "When a
province is created ... it has the base Province Strength of its player's stronghold" [CE ›
STRONGHOLD › Base Province Strength], so its base strength is the Stronghold's printed one
(with a Sensei's modifier, 20F/GE). A maximum on a stat is applied after the bonuses and
penalties [CE › CARD FEATURES › STATS › Maximums and minimums]: the province's bonuses count
only up to its base, its penalties still lower it. A Terrain applies its traits at its
battlefield, a Region at its province's battlefield [CE › TERRAIN], [CE › REGION]
(``ongoing.battlefield_of``); the engine keeps one strength for all of a player's provinces
(``stats.province_strength``), read for the current battle's province, so the maximum holds
while the battle at that battlefield is the current one, for the Defender.

"Until this card leaves play" overrides the end-of-turn default [CE › DURATION OF EFFECTS ›
Ongoing effects]: the bonus is a modifier of kind :data:`KIND_WHILE` on the Defender's
Stronghold (its source the card), counted by :func:`kept_bonus` only while that card is in
play; it also ends with the battle (its ``battle`` duration), since "this province" on a
card other than an Event or a Fortification is the current battlefield's province [20F ›
"This Province"] and a Terrain leaves play at the latest in its battle's Final Steps [CE ›
TERRAIN].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.events import Event, Note, StatModified
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, lasting

#: The ongoing kind of a province held to its base strength.
KIND = "province_max_base"
#: The modifier kind of a province bonus lasting while its source card is in play.
KIND_WHILE = "while_source"
_STAT = "province_strength"


def base(state: GameState, player: int) -> int:
    """The base strength of the player's provinces: his Stronghold's printed Province Strength
    (and a Sensei's modifier) [CE › STRONGHOLD › Base Province Strength]."""
    p = state.players[player]
    value = 0
    if p.stronghold:
        value = state.cards[p.stronghold].definition.province_strength or 0
    if p.sensei:
        value += state.cards[p.sensei].definition.province_strength or 0
    return value


def held_to_base(state: GameState, player: int) -> bool:
    """Is the player's province at the current battlefield held to its base strength by a
    Terrain there or a Region at it (he defends there)?"""
    ids = ongoing.sources(state, KIND)
    att = state.attack
    if not ids or att is None or att.current is None or att.defender != player:
        return False
    for sid in ids:
        src = state.cards[sid]
        if ongoing.battlefield_of(state, src) == att.current and any(
                ongoing.active(state, src, r) for r in ongoing.records(src.definition, KIND)):
            return True
    return False


def kept_bonus(state: GameState, player: int) -> int:
    """The bonuses on the player's Stronghold that last while their source is in play, counted
    for the sources still in play."""
    keep = state.players[player].stronghold
    if not keep:
        return 0
    total = 0
    for m in state.cards[keep].modifiers:
        if m.kind == KIND_WHILE and m.stat == _STAT:
            src = state.cards.get(m.source)
            if src is not None and moves.in_play(state, src):
                total += m.amount
    return total


def give_while_in_play(state: GameState, card_id: str, amount: int) -> list[Event]:
    """Give the current battlefield's province (the Defender's) ``amount`` strength while
    ``card_id`` remains in play (and for this battle at most)."""
    att = state.attack
    keep = state.players[att.defender].stronghold if att is not None else ""
    if att is None or att.current is None or not keep:
        return [Note((card_id,), text="No current battlefield: its province's strength "
                                      "is unchanged")]
    until = lasting(state, "battle")  # (marks the state for the battle's end)
    state.cards[keep].modifiers.append(Modifier(_STAT, amount, until, card_id, KIND_WHILE))
    return [StatModified((keep,), stat=_STAT, amount=amount, duration=Duration.BATTLE.value),
            Note((card_id,), text=f"{state.title(card_id)}: the province has {amount:+d} "
                                  "strength while it remains in play")]


def effect_problems(effect: dict[str, Any]) -> list[str]:
    """Problems with a ``province_strength`` effect's ``until`` (``provinces.problems``)."""
    if "until" not in effect:
        return []
    if effect["until"] != "leaves_play" or effect.get("where") != "battlefield" \
            or "amount_from" in effect:
        return ["until leaves_play is for an amount given to the current battlefield's "
                "province"]
    return []
