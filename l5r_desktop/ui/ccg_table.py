"""The CCG's table adapter: the CCG's table model (``ccg_table_model.build``, drawn by the
game-neutral :class:`TableScene`), its phase bar text and card menus; and the CCG's controller
bridge (:class:`CcgBridge`): what the player's gestures mean in the CCG
(producing Gold on a double-click, units dropped on battlefields, the toolkit), the battle
banners and arrows, the log's lines and header."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseBattlefield,
    DiscardCard,
    DiscardFromProvince,
    Manual,
    Pass,
    ResolveDone,
)
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.events import Event, ManualEffect, PhaseBegan, TurnBegan
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui.ccg_table_model import build as build_model
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.game_bridge import GameBridge, action_cards
from l5r_desktop.ui.table_model import TableModel, ViewOptions
from l5r_desktop.ui.table_prompt import prompt_view
from l5r_desktop.ui.table_scene import TableScene

#: The :class:`~l5r_desktop.ui.game_screen.GameScreen` (not imported: it imports the adapters).
GameScreen = Any

log = logging.getLogger(__name__)


class CcgTableAdapter:
    """Table adapter of the AEG CCG (see :mod:`l5r_desktop.ui.table_adapters`)."""

    game_id = "ccg"

    def build_scene(self, faces: FaceCache, parent: QWidget) -> TableScene:
        return TableScene(faces, parent)

    def connect_scene(self, scene: TableScene, screen: GameScreen) -> None:
        scene.card_double_clicked.connect(screen._on_double_click)
        scene.card_hovered.connect(screen._on_hover)
        scene.card_clicked.connect(screen._on_click)
        scene.card_context_requested.connect(screen._on_context_menu)
        scene.unit_drag_started.connect(screen._on_drag_started)
        scene.unit_dropped.connect(screen.controller.unit_dropped)

    def sync(self, scene: TableScene, state: GameState, screen: GameScreen, *,
             animate: bool) -> TableModel:
        """Build the table model the screen shows now, draw it, and return it."""
        view = self.view_options(screen)
        model = self.table_model(state, screen, view)
        scene.draw(model, view, animate=animate)
        return model

    def table_model(self, state: GameState, screen: GameScreen,
                    view: ViewOptions | None = None) -> TableModel:
        """What the screen shows of ``state``: the CCG's model seen with the screen's view
        options, the controller's banners over the battlefields and arrows, the prompt."""
        controller = screen.controller
        return build_model(state, view or self.view_options(screen),
                           banners=controller.zone_banners(), arrows=controller.arrows(),
                           prompt=prompt_view(self, state, screen))

    def view_options(self, screen: GameScreen) -> ViewOptions:
        """How the screen sees the table now: whose side is at the bottom (the actor, or the
        fixed seat), which hands show, what may be dragged."""
        controller = screen.controller
        covered = screen.covered
        actor = controller.acting_player()
        return ViewOptions(
            viewer=actor if screen.turn_view_to_actor else screen.fixed_viewer,
            hide_all_hands=covered,
            reveal_all_hands=not screen.hide_hands_at_handoff and not covered,
            draggable=controller.draggable_cards() if not covered else frozenset(),
        )

    def minor_choice(self, state: GameState, action: Any) -> bool:
        """A battlefield without units is still a legal choice of battle but gets no button
        of its own: it waits in the phase bar's More menu (issue 14, D4)."""
        return isinstance(action, ChooseBattlefield) and action.at_empty_battlefield(state)

    def phase_choices(self, screen: GameScreen) -> list[Action]:
        """The phase bar's buttons: the actions about no card, and while a card's text is
        resolved by hand its "Done resolving" (else only its context menu would offer it)."""
        choices = screen.controller.general_actions()
        if screen.controller.state is not None and screen.controller.state.pending:
            choices += [a for a in screen.controller.legal_actions()
                        if isinstance(a, ResolveDone) and a not in choices]
        return choices

    def label(self, action: Action, state: GameState) -> str:
        return action.label(state)

    def header(self, state: GameState) -> str:
        return header_for(state)

    def starts_section(self, events: list) -> bool:
        return bool(events) and isinstance(events[0], TurnBegan | PhaseBegan)

    def log_lines(self, events: list, state: GameState) -> list[tuple[str, tuple[str, ...],
                                                                    bool]]:
        return describe_events(events, state)

    def context_menu(self, screen: GameScreen, card_id: str) -> QMenu:
        """The context menu of a card: its legal actions, the manual effects, then what the
        engine plays of the card and which abilities are resolved by hand."""
        controller = screen.controller
        state = controller.state
        menu = QMenu(screen)
        menu.setObjectName("card_menu")
        hidden = state is not None and not card_id.startswith("pile:") and (
            not screen.scene.is_face_visible(card_id)
            and state.cards[card_id].zone is not Zone.PROVINCE)
        if state is None or card_id.startswith("pile:") or hidden:
            disabled = menu.addAction("No actions for this card")
            disabled.setEnabled(False)
            return menu
        actions = controller.actions_for_card(card_id)
        for action in actions:
            item = menu.addAction(action.label(state))
            item.triggered.connect(lambda _=False, a=action: controller.request(a))
        if not actions:
            none = menu.addAction("No legal action for this card now")
            none.setEnabled(False)
        manual = menu.addMenu("Manual effects")
        manual.setObjectName("manual_menu")
        for action in controller.manual_effects_for(card_id):
            item = manual.addAction(action.label(state))
            item.triggered.connect(lambda _=False, a=action: controller.request(a))
        note_action = QAction("Set note…", manual)
        note_action.triggered.connect(lambda: self._ask_note(screen, card_id))
        manual.addAction(note_action)
        from l5r_desktop.ui.automation_marks import add_menu_section  # not at start-up

        add_menu_section(menu, state.cards[card_id].definition)
        return menu

    def _ask_note(self, screen: GameScreen, card_id: str) -> None:
        """Ask for the card's note (at most 80 characters) and set it by the toolkit."""
        controller = screen.controller
        state = controller.state
        if state is None:
            return
        current = state.cards[card_id].note
        text, ok = QInputDialog.getText(screen, "Card note", "Note on the card:", text=current)
        if ok:
            controller.request(Manual(controller.acting_player(), op="note", card=card_id,
                                      text=text[:80]))

    def game_over(self, state: GameState) -> bool:
        return state.game_over

    def player_name(self, state: GameState, player: int) -> str:
        return state.players[player].name

    def status(self, state: GameState, actor: int) -> tuple[str, str]:
        name = state.players[actor].name if state.players else ""
        phase = state.phase.value.replace("_", " ").capitalize()
        step = state.step.value.replace("_", " ") if state.step.value else ""
        text = f"Turn {state.turn} · {state.players[state.active].name}'s turn · {phase}"
        if step:
            text += f" · {step}"
        if state.game_over:
            winner = state.players[state.winner].name if state.winner is not None else "nobody"
            prompt = f"Game over: {winner} wins ({state.victory})"
        elif state.windows and not state.pending:
            window = state.windows[-1]
            kind = "Interrupt" if window.timing == "interrupt" else "Reaction"
            about = " ".join([*(state.title(c) for c in window.cards[:1]), window.trigger])
            prompt = f"{kind} window ({about}): {name} responds or passes"
        elif state.pending:  # Step.RESOLVE_TEXT: the toolkit window of a card's text
            title = state.title(state.pending[0][0])
            prompt = (f"{name} resolves {title} by hand (right-click a card for its effects), "
                      f"then Done")
        elif state.halted:  # Step.LOSS_ORDER: everyone left lost through Dishonor at once
            prompt = f"Everyone left loses through Dishonor: {name} chooses who loses first"
        else:
            prompt = f"{name} to act"
        return text, prompt

    # -- the replay window ---------------------------------------------------------------------
    def replay_scene(self, faces: FaceCache, parent: QWidget) -> TableScene:
        return TableScene(faces, parent)

    def connect_replay(self, scene: TableScene, preview: Callable[[str, bool], None]) -> None:
        scene.card_hovered.connect(lambda key: preview(key, False))
        scene.card_clicked.connect(lambda key: preview(key, True))

    def draw(self, scene: TableScene, state: GameState, *, names: tuple[str, ...],
             reveal_hands: bool) -> None:
        view = ViewOptions(viewer=0, reveal_all_hands=reveal_hands)
        scene.draw(build_model(state, view), view, animate=False)

    def position(self, state: GameState) -> tuple[int, str, int, bool]:
        return state.turn, state.phase.value, state.active, state.attack is not None

    def position_text(self, state: GameState, names: tuple[str, ...]) -> str:
        active = state.players[state.active].name if state.players else "?"
        return (f"Turn {state.turn}, {state.phase.value.replace('_', ' ')} phase, "
                f"{active} active")


class CcgBridge(GameBridge):
    """The CCG's answers to the controller (see :class:`~.table_adapters.GameBridge`)."""

    def game_over(self, game: Game) -> bool:
        return game.state.game_over

    def idle_actor(self, game: Game) -> int:
        return game.state.active

    def general_actions(self, state: GameState, legal: list[Action]) -> list[Action]:
        """The actions about no card; in an open trigger window every response too, beside
        Pass (toolkit effects are in the card menus)."""
        in_window = bool(state.windows) and not state.pending
        return [a for a in legal
                if (in_window or not action_cards(a)) and not isinstance(a, Manual)]

    def gold_actions(self, game: Game, actor: int) -> list[Action]:
        """Bowing a Stronghold or Holding for Gold (a payment step, not a decision)."""
        return list(game.gold_actions(actor))

    def manual_effects(self, game: Game, actor: int, card_id: str) -> list[Action]:
        """The toolkit operations the automation level allows on a card now."""
        return [a for a in game.manual_actions(actor)
                if isinstance(a, Manual) and card_id in action_cards(a)]

    def drop_zone(self, action: Action) -> str:
        """``battlefield:<i>`` for an assignment or movement to a battlefield."""
        battlefield = getattr(action, "battlefield", None)
        if isinstance(battlefield, int) and battlefield >= 0:
            return f"battlefield:{battlefield}"
        return ""

    def banners(self, state: GameState) -> dict[str, tuple[str, bool]]:
        """``battlefield:<i>`` -> (each side's total Force and the outcome, emphasised?).

        ``Att 9 · Def 2+3`` reads: attacking army 9 Force, defending army 2 Force, Province
        Strength 3 (the province falls when attacking Force exceeds the sum). The engine's
        ``armies.preview`` computes it; while the game waits at the resolution step the
        current battle's result is shown before any card leaves the table."""
        if state.attack is None:
            return {}
        from l5r_desktop.games.ccg.attack import armies

        out: dict[str, tuple[str, bool]] = {}
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
            out[f"battlefield:{index}"] = (text, resolving)
        return out

    def arrows(self, state: GameState) -> tuple[tuple[str, str, str], ...]:
        """The ongoing duel's challenge."""
        if state.duel is None:
            return ()
        return ((state.duel.challenger, state.duel.challenged,
                 "Duel" if state.duel.stage != "challenge" else "Challenge"),)

    def event_arrows(self, events: list[Event]) -> list[tuple[str, str, str]]:
        """The last Ranged/Melee Attack."""
        return [(e.source, e.target, f"{getattr(e, 'attack', 'Ranged')} "
                                     f"{getattr(e, 'strength', '')}")
                for e in events if isinstance(e, RangedAttackMade) and e.source and e.target]

    def double_click_options(self, game: Game, actor: int, card_id: str,
                             legal: list[Action]) -> list[Action]:
        """Producing Gold (the way a Holding or Stronghold bows) comes first; then the card's
        own legal actions (recruit, with every clan option the rules offer); then a manual
        bow/straighten where the automation level allows it."""
        state = game.state
        gold = [a for a in self.gold_actions(game, actor) if card_id in action_cards(a)]
        if gold:
            return gold[:1]
        own = [a for a in legal
               if getattr(a, "card", None) == card_id and not isinstance(a, Manual)
               and not isinstance(a, DiscardFromProvince | DiscardCard)]
        if own:
            return own
        card = state.cards[card_id]
        if card.zone.in_play:
            manual = Manual(actor, op="straighten" if card.bowed else "bow", card=card_id)
            if game.why_illegal(manual) is None:
                return [manual]
        return []

    def nothing_to_do(self, game: Game, actor: int, card_id: str) -> str:
        card = game.state.cards[card_id]
        if not card.zone.in_play:
            return f"Nothing to do with {card.definition.title} now."
        op = "straighten" if card.bowed else "bow"
        reason = game.why_illegal(Manual(actor, op=op, card=card_id))
        return f"Cannot {op} {card.definition.title} now: {reason}"

    def drop_refused(self, state: GameState, card_id: str, zone_key: str) -> str:
        title = state.title(card_id)
        if not zone_key:
            return f"{title} was not dropped on a battlefield."
        if state.phase is not Phase.ATTACK:
            return (f"{title} cannot move now: units move to battlefields only in the Attack "
                    "Phase.")
        return f"{title} cannot move to {zone_key.replace(':', ' ')} now (not a legal assignment)."

    def pass_action(self, game: Game, actor: int, legal: list[Action]) -> Action | None:
        """The CCG's Pass, legal or not (the engine then says why it is not)."""
        return Pass(actor)


def describe_events(events: list[Event], state: GameState
                    ) -> list[tuple[str, tuple[str, ...], bool]]:
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
