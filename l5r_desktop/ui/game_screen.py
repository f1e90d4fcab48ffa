"""GameScreen: the table view with its hand-off cover, wired to the controller.

It connects scene intent to controller slots and controller signals to the scene, the log,
the preview and the phase bar. It holds presentation settings (hot-seat hiding, turning the
view) but no rules: every decision is the engine's, through the controller. It knows no game:
the scene, the table model it draws (cards, banners, arrows, the phase bar's prompt) and the
card menus come from the game's table adapter (:mod:`~l5r_desktop.ui.table_adapters`).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolTip, QVBoxLayout, QWidget

from l5r_desktop.ui.controller import GameController
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.table_adapters import TableAdapter, adapter_for
from l5r_desktop.ui.table_model import PromptView
from l5r_desktop.ui.table_view import TableView
from l5r_desktop.ui.widgets.game_log import GameLog
from l5r_desktop.ui.widgets.handoff import HandoffCover
from l5r_desktop.ui.widgets.phase_bar import PhaseBar
from l5r_desktop.ui.widgets.preview import PreviewPanel, show_table_card

log = logging.getLogger(__name__)


class GameScreen(QWidget):
    """The playing area: table + hand-off cover; owns the scene, drives the side panels."""

    status_message = Signal(str)

    def __init__(self, controller: GameController, faces: FaceCache, log_widget: GameLog,
                 preview: PreviewPanel, phase_bar: PhaseBar,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.faces = faces
        self.log_widget = log_widget
        self.preview = preview
        self.phase_bar = phase_bar
        self.adapter: TableAdapter = adapter_for(controller.game_id)
        self.scene = self.adapter.build_scene(faces, self)
        self.view = TableView(self.scene, self)
        self.cover = HandoffCover(self)
        self.hide_hands_at_handoff = True
        self.turn_view_to_actor = True
        self.fixed_viewer = 0
        self._covered = False
        self._general: list[Any] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)

        self.adapter.connect_scene(self.scene, self)
        controller.state_reset.connect(self._on_state_reset)
        controller.events_applied.connect(self._on_events)
        controller.illegal_action.connect(self.status_message)
        controller.acting_player_changed.connect(self._on_actor_changed)
        self.cover.accepted.connect(self._on_cover_accepted)
        log_widget.cards_selected.connect(self._on_log_cards)
        phase_bar.choice_made.connect(self._on_choice)

    def refresh(self, *, animate: bool = True) -> None:
        """Sync the scene and the phase bar with the controller's state."""
        state = self.controller.state
        if state is None:
            return
        self._use_adapter_of_game()
        model = self.adapter.sync(self.scene, state, self, animate=animate)
        self._show_prompt(model.prompt)

    def _use_adapter_of_game(self) -> None:
        """Swap to the table of the controller's game when it is another game than the
        scene's (a loaded save of another game): new adapter, new scene, same view."""
        game_id = self.controller.game_id
        if game_id == self.adapter.game_id:
            return
        adapter = adapter_for(game_id)  # UnknownGameError before anything changes
        old = self.scene
        self.adapter = adapter
        self.scene = adapter.build_scene(self.faces, self)
        self.adapter.connect_scene(self.scene, self)
        self.view.setScene(self.scene)
        old.deleteLater()

    def _show_prompt(self, prompt: PromptView) -> None:
        """The phase bar shows the model's prompt; a chosen button requests its action."""
        self.phase_bar.set_status(prompt.status, prompt.prompt)
        self._general = [choice.action for choice in prompt.choices]
        self.phase_bar.set_choices([choice.label for choice in prompt.choices],
                                   minor=prompt.minor)

    # -- controller signals ----------------------------------------------------------------
    def _on_state_reset(self, state: Any) -> None:
        self._use_adapter_of_game()
        self.log_widget.add_header(self.adapter.header(state))
        self.refresh(animate=False)

    def _on_events(self, events: list, state: Any) -> None:
        self._use_adapter_of_game()
        header = self.adapter.header(state)
        for text, cards, manual in self.adapter.log_lines(events, state):
            if self.adapter.starts_section(events):
                self.log_widget.add_header(header)
            self.log_widget.add_line(text, cards, manual=manual)
        self.log_widget.add_header(header)
        self.refresh()

    def _on_actor_changed(self, actor: int) -> None:
        # the seat changes: nothing the last player could see may stay up for the next one
        # (issue 14, D3: the preview dock showed the last hand card through the cover)
        self.forget_private_views()
        state = self.controller.state
        if state is None or self.adapter.game_over(state) or not self.hide_hands_at_handoff:
            self.refresh()
            return
        self._covered = True
        self.refresh(animate=False)
        self.cover.show_for(self.adapter.player_name(state, actor))

    def forget_private_views(self) -> None:
        """Clear every view of a card outside the table: the preview (pinned or not), a
        tooltip, the log's highlighted cards."""
        self.preview.clear()
        QToolTip.hideText()  # starts a fade-out timer; the tip itself goes now:
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "qtooltip_label":
                widget.hide()
        self.scene.highlight_cards(())

    def _on_cover_accepted(self) -> None:
        self._covered = False
        self.refresh(animate=False)

    @property
    def covered(self) -> bool:
        """True while the hand-off cover hides the table."""
        return self._covered

    def accept_handoff(self) -> None:
        """Dismiss the hand-off cover (as the next player clicking "I am ready")."""
        if self._covered:
            self.cover._accept()

    # -- scene intent --------------------------------------------------------------------------
    def _preview_card(self, key: str, *, pinned: bool = False) -> None:
        if self._covered:  # nothing is previewed through the hand-off cover
            return
        show_table_card(self.preview, self.scene, self.faces, key, pinned=pinned)

    def _on_double_click(self, card_id: str) -> None:
        if card_id.startswith("pile:"):
            return
        options = self.controller.double_click_options(card_id)
        if len(options) > 1:
            menu = self.choice_menu(options)
            view = self.view
            item = self.scene.item(card_id)
            point = view.viewport().mapToGlobal(view.mapFromScene(item.scenePos())) \
                if item is not None else self.mapToGlobal(self.rect().center())
            QTimer.singleShot(0, lambda: menu.exec(point))
            return
        self.controller.card_double_clicked(card_id)

    def choice_menu(self, options: list[Any]) -> QMenu:
        """A prompt listing several ways to do one thing (e.g. recruit with clan options)."""
        state = self.controller.state
        menu = QMenu(self)
        menu.setObjectName("choice_menu")
        for action in options:
            entry = menu.addAction(self.adapter.label(action, state))
            entry.triggered.connect(lambda _=False, a=action: self.controller.request(a))
        return menu

    def _on_log_cards(self, card_ids: list) -> None:
        if not self._covered:
            self.scene.highlight_cards(card_ids)

    def _on_hover(self, key: str) -> None:
        self._preview_card(key)

    def _on_click(self, key: str) -> None:
        self._preview_card(key, pinned=True)

    def _on_drag_started(self, card_id: str) -> None:
        zones = self.controller.legal_drop_zones(card_id)
        self.scene.show_legal_drops(zones)
        if not zones:
            self.status_message.emit(f"{self.controller.state.title(card_id)} has no legal "
                                     "battlefield now.")

    def _on_choice(self, index: int) -> None:
        if 0 <= index < len(self._general):
            self.controller.request(self._general[index])

    def build_context_menu(self, card_id: str) -> QMenu:
        """The context menu of a card (the game's adapter builds it)."""
        self._use_adapter_of_game()
        return self.adapter.context_menu(self, card_id)

    def _on_context_menu(self, card_id: str, screen_pos: QPoint) -> None:
        menu = self.build_context_menu(card_id)
        QTimer.singleShot(0, lambda: menu.exec(screen_pos))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # isHidden(), not isVisible(): the cover may be shown before this widget is
        self.cover.setGeometry(self.rect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.cover.setGeometry(self.rect())
        if not self.cover.isHidden():
            self.cover.raise_()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and self._covered:
            self.accept_handoff()
            return
        super().keyPressEvent(event)
