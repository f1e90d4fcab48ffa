"""Whether a card is involved in a duel, for traits that apply "while they are not involved in
a duel" (``ongoing.py``, ``while: not_in_duel``)."""

from __future__ import annotations

from l5r_desktop.games.ccg.model.state import CardState, GameState


def in_duel(state: GameState, card: CardState) -> bool:
    """Is ``card`` involved in a duel? "If the challenge is not refused, it is accepted ... The
    two Personalities in the challenge become the Personalities involved in the duel"
    [CE › CHALLENGES AND DUELS]: a challenge still open is no duel yet."""
    duel = state.duel
    return duel is not None and duel.stage != "challenge" and \
        card.id in (duel.challenger, duel.challenged)
