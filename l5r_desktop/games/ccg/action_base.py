"""The base of the CCG's actions (:class:`Action`) and the card title helper their labels
use; the actions themselves are in ``actions.py`` (the turn's) and ``battle_actions.py``
(attacks, battles and duels)."""

from __future__ import annotations

from dataclasses import dataclass

from l5r_desktop.core.vocabulary import BaseAction
from l5r_desktop.games.ccg.model.state import GameState


def _t(state: GameState | None, card_id: str) -> str:
    if state is None:
        return card_id
    return state.title(card_id)


@dataclass(frozen=True)
class Action(BaseAction):
    """Base class of the CCG's actions; every action names the ``player`` taking it."""

    def label(self, state: GameState | None = None) -> str:
        """Short human label for menus and the undo item."""
        return self.kind.replace("_", " ").capitalize()
