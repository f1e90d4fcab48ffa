"""The LCG's table adapter (issue 20): the LCG played in the main window.

The game screen asks it (see :mod:`l5r_desktop.ui.table_adapters`) for the table scene (the
game-neutral :class:`~l5r_desktop.ui.table_scene.TableScene`, as for the CCG, drawing the LCG
builder's table model, with the LCG's panels added: :mod:`l5r_desktop.ui.lcg.panels`), the
phase bar's status, prompt and choices, the log's lines and headers, and the card menus.
Gestures live in :mod:`l5r_desktop.ui.lcg.gestures`, readable action labels in
:mod:`l5r_desktop.games.lcg.labels`.

The phase bar offers what is no card's gesture: Pass, Done / Declare N attackers, the Imperial
Favor's side, ring effects (targeted ones in More), the mulligan of the cards clicked ("Keep
all cards" when none); in a trigger window
every reaction and interrupt that may be used, beside Pass. Honor bids (draw phase and duels)
are set on the dial (:mod:`l5r_desktop.ui.widgets.honor_dial`), so they are not buttons.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QMenu, QWidget

from l5r_desktop.games.lcg.actions import Action
from l5r_desktop.games.lcg.events import Event, PhaseBegan
from l5r_desktop.games.lcg.labels import lcg_label, may_look
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.lcg.gestures import LcgGestures
from l5r_desktop.ui.lcg.panels import LcgPanels
from l5r_desktop.ui.lcg.table_model import LcgViewOptions, build
from l5r_desktop.ui.table_model import TableModel, ViewOptions
from l5r_desktop.ui.table_prompt import prompt_view
from l5r_desktop.ui.table_scene import TableScene
from l5r_desktop.ui.widgets.honor_dial import HonorDial

#: The :class:`~l5r_desktop.ui.game_screen.GameScreen` (not imported: it imports the adapters).
GameScreen = Any

#: Kinds of action the phase bar offers outside trigger windows (the rest are gestures).
PHASE_BAR_KINDS = ("pass", "confirm", "choose", "ring_effect", "mulligan")
_PLAYER = re.compile(r"\bP([12])\b")


class LcgTableAdapter:
    """Table adapter of FFG's LCG (see the module docstring)."""

    game_id = "lcg"

    def __init__(self) -> None:
        self.gestures: LcgGestures | None = None
        self.dial: HonorDial | None = None
        self._screen: GameScreen = None

    # -- scene ----------------------------------------------------------------------------------
    def build_scene(self, faces: FaceCache, parent: QWidget) -> TableScene:
        """The shared table scene with the LCG's panels."""
        scene = TableScene(faces, parent)
        scene.add_panel(LcgPanels())
        return scene

    def connect_scene(self, scene: TableScene, screen: GameScreen) -> None:
        self._screen = screen
        self.gestures = LcgGestures(screen, scene)
        self.dial = HonorDial(screen)
        self.dial.bid_chosen.connect(self._bid)
        scene.card_hovered.connect(self.preview_card)
        scene.card_clicked.connect(self.preview_card)
        scene.destroyed.connect(self.dial.deleteLater)  # another game's table took over

    def sync(self, scene: TableScene, state: LcgState, screen: GameScreen, *,
             animate: bool) -> TableModel:
        controller = screen.controller
        actor = controller.acting_player()
        viewer = actor if screen.turn_view_to_actor else screen.fixed_viewer
        assert self.gestures is not None
        # hands hidden at hand-off: only the seated player's hand shows; not hidden (one
        # player, or friends who don't mind): both, like the CCG table
        reveal = not screen.hide_hands_at_handoff and not screen.covered
        model = replace(build(state, LcgViewOptions(viewer=viewer, hide_all_hands=screen.covered,
                                                    names=tuple(self.names()),
                                                    reveal_all_hands=reveal)),
                        prompt=prompt_view(self, state, screen))
        scene.draw(model, ViewOptions(viewer=viewer, hide_all_hands=screen.covered,
                                      reveal_all_hands=reveal,
                                      draggable=self.gestures.draggable()),
                   animate=animate)
        self.gestures.after_sync()
        self._show_dial(state, screen)
        return model

    def _show_dial(self, state: LcgState, screen: GameScreen) -> None:
        """The dial floats over the table while the seated player bids, never behind the
        cover (it starts at the same value for everyone: the other's bid is never shown)."""
        dial = self.dial
        assert dial is not None
        bids = [a.value for a in screen.controller.legal_actions() if a.kind == "bid"] \
            if not screen.covered else []
        if not bids:
            dial.hide()
            return
        if not dial.isVisible() or dial.values != tuple(sorted(bids)):
            actor = screen.controller.acting_player()
            dial.ask(self.names()[actor], bids, duel=state.pending.get("bid") == "duel")
        dial.move(max(0, (screen.width() - dial.width()) // 2),
                  max(0, screen.height() - dial.height() - 24))
        dial.raise_()

    def preview_card(self, uid: str) -> None:
        """Show a card the seated player may see in the preview dock (its whole text)."""
        screen = self._screen
        state = screen.controller.state
        if screen.covered or state is None or uid not in state.cards:
            return
        card = state.cards[uid]
        viewer = screen.controller.acting_player() if screen.turn_view_to_actor \
            else screen.fixed_viewer
        hidden_hand = card.zone == "hand" and card.owner != viewer
        if hidden_hand or (card.facedown and not may_look(state, uid, viewer)):
            screen.preview.show_text(uid, ["Hidden card"])
            return
        screen.preview.show_text(uid, card_text(state, uid))

    def _bid(self, value: int) -> None:
        screen = self._screen
        for action in screen.controller.legal_actions():
            if action.kind == "bid" and action.value == value:
                screen.controller.request(action)
                return

    def names(self) -> list[str]:
        """The players' names (the LCG state has none: the setup's decks carry them)."""
        from l5r_desktop.persistence.lcg_saves import player_names

        game = self._screen.controller.game if self._screen is not None else None
        return player_names(game) if game is not None else ["Player 1", "Player 2"]

    # -- phase bar ------------------------------------------------------------------------------
    def status(self, state: LcgState, actor: int) -> tuple[str, str]:
        names = self.names()
        step = state.step.replace("_", " ")
        text = f"Round {state.round} · {state.phase.capitalize()} phase · {step}"
        if state.winner is not None:
            return text, f"Game over: {names[state.winner]} wins ({state.victory})"
        who = names[actor]
        if state.step == "trigger_window" and state.windows:
            window = state.windows[-1]
            kind = "Interrupt" if window.get("timing") == "interrupt" else "Reaction"
            about = str(window.get("trigger", "")).replace("_", " ")
            return text, f"{kind} window ({about}): {who} may respond or pass"
        prompts = {"declare": "click a ring and a province to declare a conflict, or pass",
                   "choose_attackers": "drag attackers into the conflict area",
                   "defenders": "drag defenders into the conflict area",
                   "bid": "set your honor dial", "dynasty": "play characters from "
                   "provinces (click them) or pass",
                   "setup_stronghold": "click the province your stronghold sits on",
                   "setup_dynasty_mulligan": "click province cards to mulligan, then the "
                   "button", "setup_conflict_mulligan": "click hand cards to mulligan, "
                   "then the button", "covert": "click the character your covert attacker "
                   "evades, or pass",
                   "action_window": "click a card to use it, or pass"}
        return text, f"{who}: {prompts.get(state.step, 'to act')}"

    def minor_choice(self, state: LcgState, action: Any) -> bool:
        """Targeted ring effects wait in the More menu (their character is clicked)."""
        return action.kind == "ring_effect" and bool(action.target)

    def phase_choices(self, screen: GameScreen) -> list[Action]:
        """The choices the phase bar shows (see the module docstring)."""
        state = screen.controller.state
        legal = screen.controller.legal_actions()
        if state is not None and state.step == "trigger_window":
            return legal
        if any(a.kind == "mulligan" for a in legal):
            assert self.gestures is not None
            return self.gestures.mulligan_choice()
        return [a for a in legal if a.kind in PHASE_BAR_KINDS]

    def label(self, action: Action, state: LcgState) -> str:
        return lcg_label(action, state)

    # -- log --------------------------------------------------------------------------------
    def header(self, state: LcgState) -> str:
        """The log header for where the game is."""
        if not state.players:
            return ""
        return f"Round {state.round} — {state.phase.capitalize()} phase"

    def starts_section(self, events: list[Event]) -> bool:
        return bool(events) and isinstance(events[0], PhaseBegan)

    def log_lines(self, events: list[Event], state: LcgState
                  ) -> list[tuple[str, tuple[str, ...], bool]]:
        """(text, card uids, manual?) per event; "P1"/"P2" become the players' names."""
        names = self.names()
        out = []
        for event in events:
            text = event.describe(state)
            if not text:
                continue
            text = _PLAYER.sub(lambda m: names[int(m.group(1)) - 1], text)
            manual = text.startswith(tuple(f"{n} applies by hand" for n in names))
            out.append((text, tuple(getattr(event, "cards", ())), manual))
        return out

    # -- menus ----------------------------------------------------------------------------------
    def context_menu(self, screen: GameScreen, card_id: str) -> QMenu:
        assert self.gestures is not None
        return self.gestures.context_menu(card_id)

    def game_over(self, state: LcgState) -> bool:
        return state.winner is not None

    def player_name(self, state: LcgState, player: int) -> str:
        return self.names()[player]

    # -- the replay window ---------------------------------------------------------------------
    def replay_scene(self, faces: FaceCache, parent: QWidget) -> TableScene:
        return self.build_scene(faces, parent)

    def connect_replay(self, scene: TableScene,
                       preview: Callable[[str, bool], None]) -> None:
        """Nothing: the LCG table shows a card's text in its tooltip."""

    def draw(self, scene: TableScene, state: LcgState, *, names: tuple[str, ...],
             reveal_hands: bool) -> None:
        scene.draw(build(state, LcgViewOptions(viewer=0, names=names,
                                               reveal_all_hands=reveal_hands)),
                   ViewOptions(viewer=0, reveal_all_hands=reveal_hands), animate=False)

    def position(self, state: LcgState) -> tuple[int, str, int, bool]:
        """Rounds are the LCG's turns, conflicts its battles."""
        return state.round, state.phase, state.turn, state.conflict is not None

    def position_text(self, state: LcgState, names: tuple[str, ...]) -> str:
        who = names[state.turn] if 0 <= state.turn < len(names) else "?"
        return f"Round {state.round}, {state.phase} phase, {who} to act"


def card_text(state: LcgState, uid: str) -> list[str]:
    """The lines the preview shows for a card: title, type and clan, numbers, traits and
    keywords, its text, and its tokens in play."""
    d = state.defn(uid)
    card = state.cards[uid]
    lines = [d.name, " · ".join(x for x in (d.type.value.capitalize(), d.clan or "") if x)]
    numbers = [f"{label} {value}" for label, value in (
        ("cost", d.cost), ("military", d.military), ("political", d.political),
        ("glory", d.glory), ("strength", d.strength), ("honor", d.honor), ("fate", d.fate),
        ("influence", d.influence)) if value is not None]
    if numbers:
        lines.append(", ".join(numbers))
    if d.traits:
        lines.append(". ".join(d.traits) + ".")
    if d.keywords:
        lines.append(", ".join(k.capitalize() for k in d.keywords))
    if d.text:  # imported text carries FiveRingsDB's markup
        lines.append(re.sub(r"<[^>]+>", "", d.text))
    if card.zone == "play":
        tokens = [f"{card.fate} fate" if card.fate else "", card.status,
                  "bowed" if card.bowed else ""]
        lines.append("In play: " + (", ".join(t for t in tokens if t) or "ready"))
    return lines
