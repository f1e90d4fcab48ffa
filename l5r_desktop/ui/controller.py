"""GameController: the only bridge between the table and the rules engine, for any game.

Slots take the user's intent (a card double-clicked, a unit dropped on a zone, a menu choice)
and ask the engine; signals carry what happened to the scene, the log and the panels. Illegal
actions become readable messages. Undo, redo and loading emit ``state_reset`` so the scene
rebuilds from the state.

The controller knows no game: it speaks the core's game protocol
(:class:`~l5r_desktop.core.protocol.GameProtocol`) and asks the game's
:class:`~l5r_desktop.ui.game_bridge.GameBridge` (``table_adapters.bridge_for(game_id)``) what
a gesture means in that game, what to draw over the table and how to word a refusal.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.registry import DEFAULT_GAME
from l5r_desktop.ui import gui_thread_gc
from l5r_desktop.ui.game_bridge import GameBridge, action_cards  # action_cards re-exported
from l5r_desktop.ui.table_adapters import bridge_for

log = logging.getLogger(__name__)

__all__ = ["GameController", "action_cards", "as_dict"]


class GameController(QObject):
    """Owns the game (any registered game's facade); the table, log and panels only listen."""

    state_reset = Signal(object)  # the game's state: rebuild everything (new, undo, redo, load)
    events_applied = Signal(list, object)  # (events, state) after a successful action
    illegal_action = Signal(str)
    acting_player_changed = Signal(int)
    history_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Any = None
        self._bridge: GameBridge = bridge_for(DEFAULT_GAME)
        self._bridge_id = DEFAULT_GAME
        self._last_actor: int | None = None
        self._transient_arrows: list[tuple[str, str, str]] = []

    # -- game lifecycle --------------------------------------------------------------------
    def set_game(self, game: Any) -> None:
        """Take over a game (new, loaded or replayed) and rebuild the table; the GUI
        thread's collector then settles (``gui_thread_gc.settle_soon``: the previous game's
        objects are freed, the new game's are kept out of later collections)."""
        self.game = game
        self._last_actor = None
        self._announce_reset()
        gui_thread_gc.settle_soon()

    @property
    def game_id(self) -> str:
        """Registry id of the game held (the default game's before any game is set)."""
        return str(self.game.game_id) if self.game is not None else DEFAULT_GAME

    @property
    def bridge(self) -> GameBridge:
        """The held game's :class:`GameBridge` (made again when the game changes)."""
        game_id = self.game_id
        if game_id != self._bridge_id:
            self._bridge, self._bridge_id = bridge_for(game_id), game_id
        return self._bridge

    @property
    def state(self) -> Any:
        return self.game.state if self.game is not None else None

    def game_over(self) -> bool:
        """True without a game or when the game has ended."""
        return self.game is None or self.bridge.game_over(self.game)

    def acting_player(self) -> int:
        """The player who must act now (the one whose hand is shown in hot-seat)."""
        if self.game is None:
            return 0
        waiting = self.game.waiting_for
        if waiting is not None:
            return int(waiting)
        return self.bridge.idle_actor(self.game)

    def legal_actions(self) -> list[Any]:
        """Legal actions of the acting player."""
        if self.game_over():
            return []
        return list(self.game.legal_actions(self.acting_player()))

    def gold_actions(self) -> list[Any]:
        """Gold producers the acting player may bow now (the "bow, then buy" gesture), for a
        game with such a payment step."""
        if self.game_over():
            return []
        return self.bridge.gold_actions(self.game, self.acting_player())

    def actions_for_card(self, card_id: str) -> list[Any]:
        """Legal actions that name ``card_id`` (context menu), in the engine's order, with
        producing Gold first where the card can produce it."""
        gold = [a for a in self.gold_actions() if card_id in action_cards(a)]
        return gold + [a for a in self.legal_actions() if card_id in action_cards(a)]

    def general_actions(self) -> list[Any]:
        """Legal actions about no particular card (phase bar buttons: pass, attack ...), as
        the game's bridge picks them."""
        state = self.state
        if state is None:
            return []
        return self.bridge.general_actions(state, self.legal_actions())

    def manual_effects_for(self, card_id: str) -> list[Any]:
        """The toolkit operations the automation level allows on a card now (engine's list)."""
        if self.game_over():
            return []
        return self.bridge.manual_effects(self.game, self.acting_player(), card_id)

    def draggable_cards(self) -> frozenset[str]:
        """Cards that have a legal move to a table zone now (the table lets them be dragged)."""
        drop_zone = self.bridge.drop_zone
        return frozenset(
            card for a in self.legal_actions()
            if drop_zone(a) and isinstance(card := getattr(a, "card", None), str))

    def legal_drop_zones(self, card_id: str) -> set[str]:
        """Zone keys where ``card_id`` may be dropped now."""
        drop_zone = self.bridge.drop_zone
        return {zone for a in self.actions_for_card(card_id) if (zone := drop_zone(a))}

    def zone_banners(self) -> dict[str, tuple[str, bool]]:
        """Texts drawn over the table's zones: zone key -> (text, emphasised) (the CCG: each
        battlefield's Force and outcome)."""
        state = self.state
        return {} if state is None else self.bridge.banners(state)

    def arrows(self) -> tuple[tuple[str, str, str], ...]:
        """Arrows to draw: those the state implies (a duel's challenge) and those of the last
        action (a Ranged/Melee Attack)."""
        state = self.state
        implied = () if state is None else self.bridge.arrows(state)
        return (*implied, *self._transient_arrows)

    def undo_label(self) -> str:
        """"Undo <action>" for the Edit menu, or ``""``."""
        return (self.game.undo_label() or "") if self.game is not None else ""

    def redo_label(self) -> str:
        """"Redo <action>" for the Edit menu, or ``""``."""
        return (self.game.redo_label() or "") if self.game is not None else ""

    # -- intent slots ----------------------------------------------------------------------
    @Slot(object)
    def request(self, action: Any) -> bool:
        """Perform an action; returns True when the engine accepted it."""
        if self.game is None:
            return False
        # an unexpected error half-way through an action may leave the state changed in place
        # (the engine restores it only for rejected actions): keep a copy to put back
        before = self.game.state.clone()
        try:
            events: list[Any] = self.game.perform(action)
        except IllegalActionError as exc:
            message = str(exc)
            log.info("illegal action %s: %s", action, message)
            self.illegal_action.emit(message)
            return False
        except Exception:
            self.game.state = before
            raise  # to the error reporter: the user hears of it, the log gets the traceback
        self._transient_arrows = self.bridge.event_arrows(events)
        self.events_applied.emit(events, self.game.state)
        self.history_changed.emit()
        self._check_actor()
        return True

    def double_click_options(self, card_id: str) -> list[Any]:
        """What a double-click on a card may do, per the engine and the game's bridge. One
        option is performed at once; several become a prompt."""
        state = self.state
        if state is None or card_id not in state.cards or self.game_over():
            return []
        return self.bridge.double_click_options(self.game, self.acting_player(), card_id,
                                                self.legal_actions())

    @Slot(str)
    def card_double_clicked(self, card_id: str) -> bool:
        """Double-click: perform the single option, or explain why nothing can be done.

        Several options are left to the table, which asks (see ``double_click_options``).
        """
        state = self.state
        if state is None or card_id not in state.cards:
            return False
        options = self.double_click_options(card_id)
        if len(options) == 1:
            return self.request(options[0])
        if not options:
            self.illegal_action.emit(
                self.bridge.nothing_to_do(self.game, self.acting_player(), card_id))
        return False

    @Slot(str, str)
    def unit_dropped(self, card_id: str, zone_key: str) -> bool:
        """A card was dropped on a zone: move it if the rules allow, else explain."""
        state = self.state
        if state is None:
            return False
        drop_zone = self.bridge.drop_zone
        for action in self.actions_for_card(card_id):
            if zone_key and drop_zone(action) == zone_key:
                return self.request(action)
        self.illegal_action.emit(self.bridge.drop_refused(state, card_id, zone_key))
        self.state_reset.emit(state)  # snap back
        return False

    @Slot()
    def pass_(self) -> bool:
        """Game › Pass: what passing means in the game now (the engine says why when it is not
        legal), or a message that there is no pass."""
        if self.game is None:
            return False
        action = self.bridge.pass_action(self.game, self.acting_player(), self.legal_actions())
        if action is None:
            self.illegal_action.emit("Passing is not a choice now.")
            return False
        return self.request(action)

    @Slot()
    def undo(self) -> bool:
        if self.game is None or not self.game.can_undo:
            return False
        self.game.undo()
        self._announce_reset()
        return True

    @Slot()
    def redo(self) -> bool:
        if self.game is None or not self.game.can_redo:
            return False
        self.game.redo()
        self._announce_reset()
        return True

    def recover(self) -> None:
        """After an unexpected error (see ``ui/errors.py``): rebuild the table from the game's
        state (``request`` has already put back the state of an action that raised)."""
        self._announce_reset()

    # -- helpers -----------------------------------------------------------------------------
    def _announce_reset(self) -> None:
        self._transient_arrows = []
        if self.game is None:
            return
        self.state_reset.emit(self.game.state)
        self.history_changed.emit()
        self._check_actor()

    def _check_actor(self) -> None:
        actor = self.acting_player()
        if actor != self._last_actor:
            self._last_actor = actor
            self.acting_player_changed.emit(actor)


def as_dict(action: Any) -> dict[str, Any]:
    """An action as JSON (for the log tooltip and saves)."""
    return dict(action.to_dict())
