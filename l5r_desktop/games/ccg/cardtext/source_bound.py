"""Effects lasting while their card remains in play: a Celestial's trait choosing a
Personality as it enters play, whose unit the battle's resolution then leaves unbowed for as
long as the Celestial stays in play.

Effect (in an ability record's ``effects``, after the ``choose_card`` naming the card)::

    {"op": "resolution_no_bow", "target": 0, "while": "source_in_play"}

Rules. "Ongoing effects from an action or triggered trait last until the end of the turn by
default"; a duration the effect states overrides that [CE › DURATION OF EFFECTS]: here, as
long as the effect's own card is in play. The effect prevents an occurrence ("does not":
[CE › PREVENTION (Including Negation)]): at the battle's Final Steps the units return home
and bow [S1 › D: FINAL STEPS]; the chosen Personality's unit (he and his attached cards
[CE › UNIT]) returns home unbowed instead, as for the trait ``resolution_no_bow`` of
``resolution_bowing.py``. Other bowing of those cards is untouched.

The engine keeps it as a modifier of kind ``while_source`` (stat :data:`STAT`, no amount,
duration ``game``, ``source`` the effect's card) on the chosen Personality, saved with the
game; ``resolution_bowing.kept_by`` counts it only while its source card is in play (a
Celestial discarded when another enters play ends it [CE › CELESTIAL]); like his other
effects it leaves with the Personality (``model/moves.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

#: The effect ops this module resolves.
OPS = ("resolution_no_bow",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The modifier's kind and stat (no stat of the card changes).
KIND = "while_source"
STAT = "resolution_no_bow"
_WHILE = ("source_in_play",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one effect of this module."""
    out = target_problems(effect)
    if effect.get("while") not in _WHILE:
        out.append("resolution_no_bow lasts while its card remains in play "
                   "(while: source_in_play)")
    if set(effect) - {"op", "target", "while", "if", "optional"}:
        out.append("resolution_no_bow has a target, while, and optionally if / optional")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Keep the target's unit unbowed at battle resolutions while ``card_id`` is in play."""
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card to keep unbowed")]
    c.modifiers.append(Modifier(STAT, 0, Duration.GAME, card_id, KIND))
    return [Note((card_id, c.id), text=(
        f"{state.title(card_id)}: battle resolution does not bow {c.title}'s unit while "
        "it remains in play"))]


def bound_by(state: GameState, head: CardState) -> str | None:
    """The title of the card in play whose effect keeps ``head``'s unit unbowed at the
    battle's resolution, or ``None``."""
    for m in head.modifiers:
        if m.kind == KIND and m.stat == STAT:
            src = state.cards.get(m.source)
            if src is not None and moves.in_play(state, src):
                return src.title
    return None
