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
from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.actions import Action
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup, create_state
from l5r_desktop.games.ccg.turn import phases

__all__ = ["Game", "GameSetup", "IllegalActionError", "PlayerSetup"]

#: Undo snapshots kept for every one of the last RECENT_SNAPSHOTS actions ...
RECENT_SNAPSHOTS = 64
#: ... and for every SPARSE_EVERY-th action before them.
SPARSE_EVERY = 32


def _listed(legal: list[Action], action: Action) -> bool:
    """``action in legal``, trying identity first (no dataclass ``__eq__`` calls for the
    actions listed before the one chosen)."""
    for a in legal:
        if a is action:
            return True
    return action in legal


class Game:
    """One game: its state, the action log, and the undo/redo stacks.

    ``history=False`` switches undo snapshots off (simulation speed); ``undo()`` then raises.
    """

    def __init__(self, state: GameState, *, setup: GameSetup | None = None,
                 history: bool = True, initial_events: list[Event] | None = None) -> None:
        self._version = 0
        self._state = state
        self.setup = setup
        self.history = history
        self._initial = state.clone()
        self.action_log: list[Action] = []
        #: Snapshots of the state before action i (index into action_log): the most recent
        #: RECENT_SNAPSHOTS actions and every SPARSE_EVERY-th older one; undo restores the
        #: nearest one and replays the log from there (memory stays small in long games).
        self._snaps: dict[int, GameState] = {}
        self._redo: list[Action] = []
        self.initial_events: list[Event] = initial_events or []
        self._version = 0
        self._legal_version = -1  # the cached legal actions belong to this version ...
        self._legal_player: int | None = None  # ... and this player
        self._legal: list[Action] = []

    @property
    def state(self) -> GameState:
        """The current :class:`GameState` (change it only through :meth:`perform`)."""
        return self._state

    @state.setter
    def state(self, value: GameState) -> None:
        self._state = value
        self._version += 1  # cached legal actions belong to the old state

    def invalidate(self) -> None:
        """Forget cached legal actions (call after changing ``state`` in place, e.g. in a
        position editor)."""
        self._version += 1

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

    # -- play ----------------------------------------------------------------------------
    def legal_actions(self, player: int | None = None, *, manual: bool = False
                      ) -> list[Action]:
        """Legal actions for ``player`` (default: the player the game waits for)."""
        if manual:
            return rules.legal_actions(self.state, player, manual=True)
        if player is None:
            player = rules.deciding_player(self._state)
        if self._legal_version == self._version and self._legal_player == player:
            return list(self._legal)  # a copy: the caller may change his list
        return list(self._cached_legal(player))

    def _cached_legal(self, player: int | None) -> list[Action]:
        if self._legal_version != self._version or self._legal_player != player:
            self._legal = [] if player is None else rules.legal_actions(self._state, player)
            self._legal_version = self._version
            self._legal_player = player
        return self._legal

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

    def is_legal(self, action: Action) -> bool:
        """True if ``perform(action)`` would be accepted."""
        return rules.problem(self.state, action) is None

    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is illegal now, or ``None``."""
        return rules.problem(self.state, action)

    @property
    def waiting_for(self) -> int | None:
        """The player whose decision the game waits for (``None`` when over)."""
        return rules.deciding_player(self.state)

    def perform(self, action: Action) -> list[Event]:
        """Apply a legal action; returns the events. Raises :class:`IllegalActionError` (state
        unchanged) when it is not legal."""
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Action) -> list[Event]:
        state = self._state
        player = getattr(action, "player", None)
        legal = None
        if isinstance(player, int) and 0 <= player < len(state.players):
            if self._legal_version == self._version and self._legal_player == player:
                legal = self._legal  # the list the action was probably chosen from
            else:
                legal = self._cached_legal(player)
        # an enumerated action is legal as it is; usually it is the very object listed, so
        # identity is tried before equality
        if legal is None or not _listed(legal, action):
            reason = rules.problem(state, action, legal)
            if reason is not None:
                raise IllegalActionError(reason)
        self._version += 1
        snapshot = state.clone() if self.history else None
        try:
            events = rules.apply_action(state, action)
        except IllegalActionError:
            if snapshot is not None:
                self.state = snapshot
            raise
        index = len(self.action_log)
        if snapshot is not None:
            self._snaps[index] = snapshot
            old = index - RECENT_SNAPSHOTS
            if old > 0 and old % SPARSE_EVERY:
                self._snaps.pop(old, None)
        self.action_log.append(action)
        return events

    # -- undo / redo -------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True when there is an action to undo (undo history on)."""
        return self.history and bool(self.action_log)

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be redone."""
        return bool(self._redo)

    def _state_before(self, index: int) -> GameState:
        """The state before action ``index`` (a fresh object; snapshots are left intact except
        the one for ``index`` itself, which is handed out)."""
        snap = self._snaps.pop(index, None)
        if snap is not None:
            return snap
        base = max((i for i in self._snaps if i < index), default=0)
        state = self._snaps[base].clone() if base in self._snaps else self._initial.clone()
        for action in self.action_log[base:index]:
            rules.apply_action(state, action)
        return state

    def undo(self) -> Action:
        """Take back the last action; returns it. Raises ``IndexError`` when nothing to undo."""
        if not self.can_undo:
            raise IndexError("nothing to undo")
        index = len(self.action_log) - 1
        self.state = self._state_before(index)
        action = self.action_log.pop()
        self._redo.append(action)
        return action

    def redo(self) -> list[Event]:
        """Perform the last undone action again; returns its events."""
        if not self._redo:
            raise IndexError("nothing to redo")
        action = self._redo.pop()
        return self._apply(action)

    def undo_label(self) -> str | None:
        """"Undo <action>" text for a menu, or ``None``."""
        if not self.can_undo:
            return None
        before = self._snaps.get(len(self.action_log) - 1, self.state)
        return f"Undo {self.action_log[-1].label(before)}"

    def redo_label(self) -> str | None:
        """"Redo <action>" text for a menu, or ``None``."""
        if not self._redo:
            return None
        return f"Redo {self._redo[-1].label(self.state)}"

    def replay_log(self) -> Game:
        """A fresh game from this game's starting state with the action log replayed."""
        game = Game(self._initial.clone(), setup=self.setup, history=False)
        for a in self.action_log:
            game.perform(a)
        return game

    @property
    def initial_state(self) -> GameState:
        """A copy of the state this game started from (after setup / position load)."""
        return self._initial.clone()
