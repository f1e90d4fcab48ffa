"""Traits lifting the rulebook's maximum Personal Honor of 0 for dishonorable Personalities
(ongoing ``no_dishonor_max``, validated in ``trait_kinds.py``; read by ``model/stats.py``)."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext.ongoing import _sources, active, records
from l5r_desktop.games.ccg.cardtext.trait_filters import matches as _matches
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

_T_PERSONALITY = CardType.PERSONALITY


def no_dishonor_max(state: GameState, card: CardState) -> bool:
    """Is the dishonorable ``card`` freed from the rulebook's maximum Personal Honor of 0
    [S1 › HONORABLE AND DISHONORABLE] by a trait of a card in play its controller controls?
    The maximum of 5 [S1 › PERSONALITY] still holds (``model/stats.py``)."""
    for sid in _sources(state, "no_dishonor_max"):
        src = state.cards[sid]
        if src.zone.in_play and src.controller == card.controller and any(
                card.definition.type is _T_PERSONALITY and _matches(card, r["filter"])
                and active(state, src, r) for r in records(src.definition, "no_dishonor_max")):
            return True
    return False
