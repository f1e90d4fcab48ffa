"""The ``Game`` facade (in the style of python-chess): start, list legal actions, perform,
undo/redo, replay, positions.

>>> from l5r_desktop.demo import demo_setup
>>> game = Game.new(demo_setup(seed=1))
>>> action = game.legal_actions()[0]
>>> events = game.perform(action)
>>> game.undo()
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.core.history import History
from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.actions import Action
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup, create_state
from l5r_desktop.games.ccg.turn import phases

__all__ = ["Game", "GameSetup", "IllegalActionError", "PlayerSetup"]


class Game(History[GameState, Action, Event]):
    """One CCG game: its state, the action log, and the undo/redo stacks (the game-neutral
    part is :class:`~l5r_desktop.core.history.History`; the rules are :mod:`.rules`).

    ``history=False`` switches undo snapshots off (simulation speed); ``undo()`` then raises.
    """

    rules = rules
    game_id = "ccg"

    # -- construction ------------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup, *, history: bool = True) -> Game:
        """Start a game: setup, then the first turn runs until the first decision."""
        state, events = create_state(setup)
        events += phases.begin_turn(state, state.first_player)
        game = cls(state, setup=setup, history=history, initial_events=events)
        return game

    @classmethod
    def replay(cls, setup: GameSetup, actions: Iterable[Action], *,
               history: bool = False) -> Game:
        """A new game with ``actions`` performed in order (raises ``IllegalActionError`` at the
        first action the rules reject)."""
        game = cls.new(setup, history=history)
        for a in actions:
            game.perform(a)
        return game

    @classmethod
    def from_state(cls, state: GameState, *, history: bool = True) -> Game:
        """A game continuing from a state (e.g. a loaded snapshot)."""
        return cls(state.clone(), history=history)

    @classmethod
    def from_position(cls, position: Mapping[str, Any],
                      card_defs: Iterable[CardDef] | Mapping[str, CardDef] | None = None,
                      *, history: bool = True) -> Game:
        """Load a position (see docs/position-format.md); raises ``PositionError``."""
        from l5r_desktop.games.ccg.position import state_from_position

        state = state_from_position(position, card_defs)
        events = phases.resume(state)
        return cls(state, history=history, initial_events=events)

    def position(self) -> dict[str, Any]:
        """The current state as a human-readable position."""
        from l5r_desktop.games.ccg.position import position_from_state

        return position_from_state(self.state)

    # -- CCG queries -----------------------------------------------------------------------
    def manual_actions(self, player: int) -> list[Action]:
        """Every legal action of ``player`` including the manual toolkit (the free table)."""
        return rules.legal_actions(self.state, player, manual=True)

    def gold_actions(self, player: int | None = None) -> list[Action]:
        """``ProduceGold`` actions the player may take now (a payment step, not a decision, so
        not part of :meth:`legal_actions`)."""
        if player is None:
            player = rules.deciding_player(self.state)
        return [] if player is None else rules.gold_actions(self.state, player)

    def actions_for_card(self, card_id: str, player: int | None = None) -> list[Action]:
        """Legal rules actions that involve ``card_id`` (as the card, a target, a payment
        source or the Personality overlaid), plus ``ProduceGold`` for it: a card's context
        menu."""
        out = []
        for a in [*self.legal_actions(player), *self.gold_actions(player)]:
            ids = {getattr(a, "card", None), getattr(a, "target", None),
                   getattr(a, "onto", None), *getattr(a, "targets", ())}
            if card_id in ids:
                out.append(a)
        return out

    def manual_actions_for(self, card_id: str, player: int) -> list[Action]:
        """The toolkit effects ``player`` may apply to ``card_id`` right now (for menus);
        stat bonuses are offered as +1/-1 Force and Chi until the end of the turn."""
        from l5r_desktop.games.ccg.actions import Manual

        candidates = [Manual(player, op=op, card=card_id) for op in (
            "bow", "straighten", "destroy", "discard", "dishonor", "rehonor", "seppuku",
            "flip")]
        for stat in ("force", "chi"):
            for amount in (1, -1):
                candidates.append(Manual(player, op="modify_stat", card=card_id, stat=stat,
                                         amount=amount, duration="turn"))
        for token in ("+1F", "-1F"):
            candidates.append(Manual(player, op="add_token", card=card_id, token=token,
                                     amount=1))
        for zone in ("hand", "dynasty_deck", "fate_deck", "removed"):
            candidates.append(Manual(player, op="move", card=card_id, zone=zone))
        return [a for a in candidates if rules.manual_problem(self.state, a) is None]
