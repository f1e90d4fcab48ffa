"""GameController: the only bridge between the table and the rules engine.

Slots take the user's intent (a card double-clicked, a unit dropped on a battlefield, a menu
choice) and ask the engine; signals carry what happened to the scene, the log and the panels.
Illegal actions become readable messages. Undo, redo and loading emit ``state_reset`` so the
scene rebuilds from the state.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import Action, Manual, Pass
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.events import Event, ManualEffect
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Automation, Phase
from l5r_desktop.games.ccg.model.state import GameState

log = logging.getLogger(__name__)

#: Action attributes that name a card the action is "about" (for context menus).
CARD_FIELDS = ("card", "target", "onto", "unit")


def action_cards(action: Action) -> tuple[str, ...]:
    """Card ids an action names."""
    return tuple(v for f in CARD_FIELDS if isinstance(v := getattr(action, f, None), str) and v)


def drop_zone_of(action: Action) -> str:
    """The table drop-zone key an assignment action moves a unit to, or ``""``."""
    battlefield = getattr(action, "battlefield", None)
    if isinstance(battlefield, int) and battlefield >= 0:
        return f"battlefield:{battlefield}"
    return ""


class GameController(QObject):
    """Owns the :class:`Game`; the table, log and panels only listen to it."""

    state_reset = Signal(object)  # GameState: rebuild everything (new game, undo, redo, load)
    events_applied = Signal(list, object)  # (events, GameState) after a successful action
    illegal_action = Signal(str)
    acting_player_changed = Signal(int)
    history_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self._last_actor: int | None = None
        self._transient_arrows: list[tuple[str, str, str]] = []

    # -- game lifecycle --------------------------------------------------------------------
    def set_game(self, game: Game) -> None:
        """Take over a game (new, loaded or replayed) and rebuild the table."""
        self.game = game
        self._last_actor = None
        self._announce_reset()

    @property
    def game_id(self) -> str:
        """Registry id of the game held (the CCG's before any game is set)."""
        return self.game.game_id if self.game is not None else Game.game_id

    @property
    def state(self) -> GameState | None:
        return self.game.state if self.game is not None else None

    def game_over(self) -> bool:
        """True without a game or when the game has ended (a CCG state says so; another game
        waits for nobody then)."""
        if self.game is None:
            return True
        if self.game_id == Game.game_id:
            return self.game.state.game_over
        return self.game.waiting_for is None

    def acting_player(self) -> int:
        """The player who must act now (the one whose hand is shown in hot-seat)."""
        if self.game is None:
            return 0
        waiting = self.game.waiting_for
        if waiting is not None:
            return waiting
        return self.game.state.active if self.game_id == Game.game_id else 0

    def legal_actions(self) -> list[Action]:
        """Legal actions of the acting player."""
        if self.game_over():
            return []
        return list(self.game.legal_actions(self.acting_player()))

    def gold_actions(self) -> list[Action]:
        """Gold producers the acting player may bow now (the "bow, then buy" gesture)."""
        if self.game_over():
            return []
        return list(self.game.gold_actions(self.acting_player()))

    def actions_for_card(self, card_id: str) -> list[Action]:
        """Legal actions that name ``card_id`` (context menu), in the engine's order, with
        producing Gold first where the card can produce it."""
        gold = [a for a in self.gold_actions() if card_id in action_cards(a)]
        return gold + [a for a in self.legal_actions() if card_id in action_cards(a)]

    def general_actions(self) -> list[Action]:
        """Legal actions about no particular card (phase bar buttons: pass, attack ...); in an
        open trigger window every response is offered there too, beside Pass."""
        state = self.state
        in_window = state is not None and bool(state.windows) and not state.pending
        return [a for a in self.legal_actions()
                if (in_window or not action_cards(a)) and not isinstance(a, Manual)]

    def manual_effects_for(self, card_id: str) -> list[Action]:
        """The toolkit operations the automation level allows on a card now (engine's list)."""
        if self.game_over():
            return []
        return [a for a in self.game.manual_actions(self.acting_player())
                if isinstance(a, Manual) and card_id in action_cards(a)]

    def automation(self) -> Automation:
        state = self.state
        return state.automation if state is not None else Automation.ENFORCED

    def draggable_cards(self) -> frozenset[str]:
        """Units that have a legal move to a battlefield now (the table lets them be dragged)."""
        return frozenset(
            a.card for a in self.legal_actions()  # type: ignore[attr-defined]
            if drop_zone_of(a) and isinstance(getattr(a, "card", None), str)
        )

    def legal_drop_zones(self, card_id: str) -> set[str]:
        """Zone keys where ``card_id`` may be dropped now."""
        return {zone for a in self.actions_for_card(card_id) if (zone := drop_zone_of(a))}

    def battle_banners(self) -> dict[int, tuple[str, bool]]:
        """Battlefield index -> (each side's total Force and the outcome, emphasised?).

        ``Att 9 · Def 2+3`` reads: attacking army 9 Force, defending army 2 Force, Province
        Strength 3 (the province falls when attacking Force exceeds the sum).

        The engine's ``armies.preview`` computes it; while the game waits at the resolution
        step the current battle's result is shown before any card leaves the table.
        """
        state = self.state
        if state is None or state.attack is None:
            return {}
        from l5r_desktop.games.ccg.attack import armies
        from l5r_desktop.games.ccg.model.ids import Step

        out: dict[int, tuple[str, bool]] = {}
        for index, field_ in enumerate(state.attack.battlefields):
            if field_.ended or not (field_.attacking or field_.defending):
                continue
            try:
                view = armies.preview(state, index)
            except ValueError:
                continue
            text = (f"Att {view.attacker_force} · Def {view.defender_force}"
                    f"+{view.province_strength}")
            resolving = state.step is Step.RESOLUTION and state.attack.current == index
            if resolving:
                result = {"attacker": "Attacker wins", "defender": "Defender wins",
                          "tie": "Tie", "none": "No outcome"}
                text += f"\n{result.get(view.outcome, view.outcome)}"
                if view.province_falls:
                    text += "\nProvince falls"
            out[index] = (text, resolving)
        return out

    def arrows(self) -> tuple[tuple[str, str, str], ...]:
        """Arrows to draw: the ongoing duel's challenge, and the last Ranged/Melee Attack."""
        state = self.state
        out: list[tuple[str, str, str]] = []
        if state is not None and state.duel is not None:
            out.append((state.duel.challenger, state.duel.challenged,
                        "Duel" if state.duel.stage != "challenge" else "Challenge"))
        out.extend(self._transient_arrows)
        return tuple(out)

    def undo_label(self) -> str:
        """"Undo <action>" for the Edit menu, or ``""``."""
        return (self.game.undo_label() or "") if self.game is not None else ""

    def redo_label(self) -> str:
        """"Redo <action>" for the Edit menu, or ``""``."""
        return (self.game.redo_label() or "") if self.game is not None else ""

    # -- intent slots ----------------------------------------------------------------------
    @Slot(object)
    def request(self, action: Action) -> bool:
        """Perform an action; returns True when the engine accepted it."""
        if self.game is None:
            return False
        # an unexpected error half-way through an action may leave the state changed in place
        # (the engine restores it only for rejected actions): keep a copy to put back
        before = self.game.state.clone()
        try:
            events: list[Event] = self.game.perform(action)
        except IllegalActionError as exc:
            message = str(exc)
            log.info("illegal action %s: %s", action, message)
            self.illegal_action.emit(message)
            return False
        except Exception:
            self.game.state = before
            raise  # to the error reporter: the user hears of it, the log gets the traceback
        self._transient_arrows = [
            (e.source, e.target, f"{getattr(e, 'attack', 'Ranged')} {getattr(e, 'strength', '')}")
            for e in events if isinstance(e, RangedAttackMade) and e.source and e.target]
        self.events_applied.emit(events, self.game.state)
        self.history_changed.emit()
        self._check_actor()
        return True

    def double_click_options(self, card_id: str) -> list[Action]:
        """What a double-click on a card may do, per the engine.

        Producing Gold (the way a Holding or Stronghold bows) comes first; then the card's own
        legal actions (recruit, with every clan option the rules offer); then a manual
        bow/straighten where the automation level allows it. One option is performed at once;
        several become a prompt.
        """
        state = self.state
        if state is None or card_id not in state.cards:
            return []
        gold = [a for a in self.gold_actions() if card_id in action_cards(a)]
        if gold:
            return gold[:1]
        own = [a for a in self.legal_actions()
               if getattr(a, "card", None) == card_id and not isinstance(a, Manual)
               and type(a).__name__ not in ("DiscardFromProvince", "DiscardCard")]
        if own:
            return own
        card = state.cards[card_id]
        if card.zone.in_play:
            manual = Manual(self.acting_player(), op="straighten" if card.bowed else "bow",
                            card=card_id)
            if self.game is not None and self.game.why_illegal(manual) is None:
                return [manual]
        return []

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
        if options:
            return False
        card = state.cards[card_id]
        if not card.zone.in_play:
            self.illegal_action.emit(f"Nothing to do with {card.definition.title} now.")
            return False
        op = "straighten" if card.bowed else "bow"
        reason = self.game.why_illegal(Manual(self.acting_player(), op=op, card=card_id)) \
            if self.game is not None else None
        self.illegal_action.emit(f"Cannot {op} {card.definition.title} now: {reason}")
        return False

    @Slot(str, str)
    def unit_dropped(self, card_id: str, zone_key: str) -> bool:
        """A unit was dropped on a zone: assign it if the rules allow, else explain."""
        state = self.state
        if state is None:
            return False
        title = state.title(card_id)
        for action in self.actions_for_card(card_id):
            if zone_key and drop_zone_of(action) == zone_key:
                return self.request(action)
        if not zone_key:
            self.illegal_action.emit(f"{title} was not dropped on a battlefield.")
        elif state.phase is not Phase.ATTACK:
            self.illegal_action.emit(f"{title} cannot move now: units move to battlefields "
                                     "only in the Attack Phase.")
        else:
            self.illegal_action.emit(f"{title} cannot move to {zone_key.replace(':', ' ')} "
                                     "now (not a legal assignment).")
        self.state_reset.emit(state)  # snap back
        return False

    @Slot()
    def pass_(self) -> bool:
        """Game › Pass: the CCG's Pass (the engine says why when it is not legal); another
        game's legal pass, or a message that there is none."""
        if self.game_id == Game.game_id:
            return self.request(Pass(self.acting_player()))
        passes = [a for a in self.legal_actions() if a.kind == "pass"]
        if not passes:
            self.illegal_action.emit("Passing is not a choice now.")
            return False
        return self.request(passes[0])

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


def describe_events(events: list[Event], state: GameState) -> list[tuple[str, tuple[str, ...],
                                                                       bool]]:
    """(text, card ids, manual?) for each event, for the log."""
    out = []
    for event in events:
        try:
            text = event.describe(state)
        except Exception:  # a describe bug must not break the table
            log.exception("describe failed for %r", event)
            text = type(event).__name__
        manual = bool(getattr(event, "manual", False)) or isinstance(event, ManualEffect)
        out.append((text, tuple(getattr(event, "cards", ())), manual))
    return out


def header_for(state: GameState) -> str:
    """The log header for where the game is (turn, player, phase)."""
    if not state.players:
        return ""
    name = state.players[state.active].name if state.active < len(state.players) else "?"
    phase = state.phase.value.replace("_", " ").capitalize()
    return f"Turn {state.turn} — {name} — {phase} Phase"


def as_dict(action: Action) -> dict[str, Any]:
    """An action as JSON (for the log tooltip and saves)."""
    return action.to_dict()
