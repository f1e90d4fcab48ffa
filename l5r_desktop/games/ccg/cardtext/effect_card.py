"""The card an effect of an ability changes, as its record names it: ``"target": <index>``
(one of the ability's targets), ``"self"`` (the ability's card) or ``"host"`` (the card it is
attached to)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import CardState, GameState


def effect_card(state: GameState, card_id: str, effect: dict[str, Any],
                targets: tuple[str, ...]) -> str:
    """The card an effect of ``card_id``'s ability changes ("" for a player's effect, an
    effect on every card that fits, or a target index the use does not have)."""
    tgt = effect.get("target")
    if isinstance(tgt, int):
        return targets[tgt] if 0 <= tgt < len(targets) else ""
    if tgt == "self":
        return card_id
    if tgt == "host":
        return state.cards[card_id].attached_to or ""
    return ""


def effect_card_in_play(state: GameState, card_id: str, effect: dict[str, Any],
                        targets: tuple[str, ...]) -> CardState | None:
    """The card an effect changes (:func:`effect_card`) when it is in play (a Region attached
    to a province included, ``moves.in_play``), else None: the effect then does nothing."""
    c = state.cards.get(effect_card(state, card_id, effect, targets))
    return c if c is not None and moves.in_play(state, c) else None


def target_problems(effect: dict[str, Any]) -> list[str]:
    """The problem when the effect does not name its card as :func:`effect_card` reads it
    (``target``: a target index, ``"self"`` or ``"host"``)."""
    tgt = effect.get("target")
    if isinstance(tgt, int) or tgt in ("self", "host"):
        return []
    return [f"{effect.get('op')} names its card (target)"]
