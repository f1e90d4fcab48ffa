"""The CCG's table adapter: today's layout (:class:`TableScene`) and the CCG phase bar text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from l5r_desktop.games.ccg.actions import Action, ChooseBattlefield, ResolveDone
from l5r_desktop.games.ccg.events import PhaseBegan, TurnBegan
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui.controller import describe_events, header_for
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.table_scene import TableScene, ViewOptions

#: The :class:`~l5r_desktop.ui.game_screen.GameScreen` (not imported: it imports the adapters).
GameScreen = Any


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
             animate: bool) -> None:
        scene.sync(state, screen.view_options(), animate=animate)

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

    def context_menu(self, screen: GameScreen, card_id: str):
        return screen.ccg_context_menu(card_id)

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
        scene.sync(state, ViewOptions(viewer=0, reveal_all_hands=reveal_hands,
                                      hide_all_hands=False), animate=False)

    def position(self, state: GameState) -> tuple[int, str, int, bool]:
        return state.turn, state.phase.value, state.active, state.attack is not None

    def position_text(self, state: GameState, names: tuple[str, ...]) -> str:
        active = state.players[state.active].name if state.players else "?"
        return (f"Turn {state.turn}, {state.phase.value.replace('_', ' ')} phase, "
                f"{active} active")
