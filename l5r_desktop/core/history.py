"""A game's history: its state, the action log, undo/redo by snapshots, replay.

:class:`History` is the game-neutral half of a game facade (python-chess's ``Board.push/pop``):
a game subclasses it, names its rules in :attr:`History.rules` (any object with the four
functions of :class:`Rules`, usually a module) and adds what is its own (``new`` from a setup,
positions, game-specific queries). Everything here works on any state that can ``clone()``
itself and give its ``to_dict()``.

Undo keeps a snapshot of the state before each of the last :data:`RECENT_SNAPSHOTS` actions and
before every :data:`SPARSE_EVERY`-th older one; undoing further back restores the nearest
snapshot and replays the log from there, so memory stays small in long games. The action log
(frozen, id-only actions) is the undo log, the save format and the replay at once.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, TypeVar

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.core.fingerprint import state_fingerprint
from l5r_desktop.core.vocabulary import BaseAction, BaseEvent

#: Undo snapshots kept for every one of the last RECENT_SNAPSHOTS actions ...
RECENT_SNAPSHOTS = 64
#: ... and for every SPARSE_EVERY-th action before them.
SPARSE_EVERY = 32


class GameStateLike(Protocol):
    """What :class:`History` needs of a state."""

    winner: int | None
    players: Any  # a sequence, one entry per player

    def clone(self) -> Any:
        """An independent deep copy."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (used by :meth:`History.fingerprint`)."""


S = TypeVar("S", bound=GameStateLike)
A = TypeVar("A", bound=BaseAction)
E = TypeVar("E", bound=BaseEvent)


class Rules(Protocol):
    """The four functions of a game's rules that :class:`History` calls."""

    def legal_actions(self, state: Any, player: int) -> list[Any]:
        """The legal actions of ``player`` now (a decision list)."""

    def problem(self, state: Any, action: Any, legal: list[Any] | None = None) -> str | None:
        """Why ``action`` is illegal now (``None`` if legal); ``legal`` is the player's list
        when the caller has it."""

    def apply_action(self, state: Any, action: Any) -> list[Any]:
        """Apply a legal action to ``state`` in place; returns the events."""

    def deciding_player(self, state: Any) -> int | None:
        """The player the game waits for (``None`` when it is over)."""


def _listed(legal: list[Any], action: Any) -> bool:
    """``action in legal``, trying identity first (no dataclass ``__eq__`` calls for the
    actions listed before the one chosen)."""
    for a in legal:
        if a is action:
            return True
    return action in legal


class History(Generic[S, A, E]):
    """A state with its action log and undo/redo stacks; the base of every game facade.

    ``history=False`` switches undo snapshots off (simulation speed); ``undo()`` then raises.
    """

    #: The game's rules (see :class:`Rules`); a subclass sets it.
    rules: ClassVar[Rules]
    #: The game's id in the games registry (``"ccg"``); saves record it.
    game_id: ClassVar[str]

    def __init__(self, state: S, *, setup: Any = None, history: bool = True,
                 initial_events: list[E] | None = None) -> None:
        self._state = state
        self.setup = setup
        self.history = history
        self._initial: S = state.clone()
        self.action_log: list[A] = []
        self._snaps: dict[int, S] = {}  # the state before action i (see module docstring)
        self._redo: list[A] = []
        self.initial_events: list[E] = initial_events or []
        self._version = 0
        self._legal_version = -1  # the cached legal actions belong to this version ...
        self._legal_player: int | None = None  # ... and this player
        self._legal: list[A] = []

    # -- state -------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The current state (change it only through :meth:`perform`)."""
        return self._state

    @state.setter
    def state(self, value: S) -> None:
        self._state = value
        self._version += 1  # cached legal actions belong to the old state

    def invalidate(self) -> None:
        """Forget cached legal actions (call after changing ``state`` in place, e.g. in a
        position editor)."""
        self._version += 1

    @property
    def initial_state(self) -> S:
        """A copy of the state this game started from (after setup / position load)."""
        return self._initial.clone()

    @property
    def winner(self) -> int | None:
        """The winning player's index, or ``None`` (no winner yet, or a draw)."""
        return self._state.winner

    def fingerprint(self) -> str:
        """A stable hash of the current state (see :mod:`l5r_desktop.core.fingerprint`)."""
        return state_fingerprint(self._state.to_dict())

    # -- decisions ---------------------------------------------------------------------
    @property
    def waiting_for(self) -> int | None:
        """The player whose decision the game waits for (``None`` when over)."""
        return self.rules.deciding_player(self._state)

    def legal_actions(self, player: int | None = None) -> list[A]:
        """Legal actions for ``player`` (default: the player the game waits for)."""
        if player is None:
            player = self.rules.deciding_player(self._state)
        if self._legal_version == self._version and self._legal_player == player:
            return list(self._legal)  # a copy: the caller may change his list
        return list(self._cached_legal(player))

    def _cached_legal(self, player: int | None) -> list[A]:
        if self._legal_version != self._version or self._legal_player != player:
            self._legal = [] if player is None else self.rules.legal_actions(self._state, player)
            self._legal_version = self._version
            self._legal_player = player
        return self._legal

    def is_legal(self, action: A) -> bool:
        """True if ``perform(action)`` would be accepted."""
        return self.rules.problem(self._state, action) is None

    def why_illegal(self, action: A) -> str | None:
        """The reason ``action`` is illegal now, or ``None``."""
        return self.rules.problem(self._state, action)

    # -- play --------------------------------------------------------------------------
    def perform(self, action: A) -> list[E]:
        """Apply a legal action; returns the events. Raises :class:`IllegalActionError` (state
        unchanged) when it is not legal."""
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: A) -> list[E]:
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
        rules = self.rules
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

    def _state_before(self, index: int) -> S:
        """The state before action ``index`` (a fresh object; snapshots are left intact except
        the one for ``index`` itself, which is handed out)."""
        snap = self._snaps.pop(index, None)
        if snap is not None:
            return snap
        base = max((i for i in self._snaps if i < index), default=0)
        state = self._snaps[base].clone() if base in self._snaps else self._initial.clone()
        for action in self.action_log[base:index]:
            self.rules.apply_action(state, action)
        return state

    def undo(self) -> A:
        """Take back the last action; returns it. Raises ``IndexError`` when nothing to undo."""
        if not self.can_undo:
            raise IndexError("nothing to undo")
        index = len(self.action_log) - 1
        self.state = self._state_before(index)
        action = self.action_log.pop()
        self._redo.append(action)
        return action

    def redo(self) -> list[E]:
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

    def replay_log(self) -> History[S, A, E]:
        """A fresh game (same class) from this game's starting state with the action log
        replayed (raises ``IllegalActionError`` where the rules reject an action)."""
        game = type(self)(self._initial.clone(), setup=self.setup, history=False)
        for a in self.action_log:
            game.perform(a)
        return game
