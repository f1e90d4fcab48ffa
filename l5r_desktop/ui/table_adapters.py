"""Per-game table adapters: what the table asks a game for (issue 15, item 4).

The table (:class:`~l5r_desktop.ui.game_screen.GameScreen`) knows no game. For the game the
controller holds it asks :func:`adapter_for` (by the game's registry id) for a
:class:`TableAdapter`, which builds the game's scene, wires the scene's intent signals to the
screen, draws a state into the scene and returns the game-neutral
:class:`~l5r_desktop.ui.table_model.TableModel` it drew, whose
:class:`~l5r_desktop.ui.table_model.PromptView` the screen shows in the phase bar. The CCG
adapter builds the model with ``ccg_table_model.build`` and draws it with the game-neutral
:class:`~l5r_desktop.ui.table_scene.TableScene`; another game registers its own with
:func:`register_adapter` (loaded lazily, like the games' registry).

The controller (``controller.py``, the only bridge between the table and a game) knows no game
either: what a gesture means in a game (a double-click, a unit dropped on a zone, Pass), the
banners and arrows drawn over the table and the wording of refusals come from the game's
:class:`~l5r_desktop.ui.game_bridge.GameBridge` (:func:`bridge_for`; the CCG's is
``ccg_table.CcgBridge``). A game that registers none gets the neutral answers of
:class:`~l5r_desktop.ui.game_bridge.GameBridge` itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import QGraphicsScene, QWidget

from l5r_desktop.core.errors import UnknownGameError
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.game_bridge import GameBridge
from l5r_desktop.ui.table_model import TableModel

#: The :class:`~l5r_desktop.ui.game_screen.GameScreen` (not imported: it imports this module).
GameScreen = Any


class TableAdapter(Protocol):
    """What the table needs from one game; one instance per game screen."""

    game_id: str

    def build_scene(self, faces: FaceCache, parent: QWidget) -> QGraphicsScene:
        """A new, empty scene for this game's table."""

    def connect_scene(self, scene: QGraphicsScene, screen: GameScreen) -> None:
        """Connect the scene's intent signals (click, drag, drop ...) to the screen's slots."""

    def sync(self, scene: QGraphicsScene, state: Any, screen: GameScreen, *,
             animate: bool) -> TableModel:
        """Draw ``state`` into ``scene`` as the screen sees it; the table model drawn (its
        ``prompt`` at least: ``table_prompt.prompt_view``)."""

    def status(self, state: Any, actor: int) -> tuple[str, str]:
        """The phase bar's (status line, prompt) for ``state`` with ``actor`` to act."""

    def phase_choices(self, screen: GameScreen) -> list[Any]:
        """The phase bar's choices now (actions about no card)."""

    def minor_choice(self, state: Any, action: Any) -> bool:
        """Whether the phase bar keeps ``action`` in its More menu instead of giving it a
        button (a legal choice few players want, such as a battle where no unit stands)."""


    # -- the replay window: a read-only table, no game screen --------------------------------
    def replay_scene(self, faces: FaceCache, parent: QWidget) -> QGraphicsScene:
        """A new, read-only scene for the replay window."""

    def connect_replay(self, scene: QGraphicsScene,
                       preview: Callable[[str, bool], None]) -> None:
        """Connect the replay scene's hover/click to ``preview(card key, pinned)`` (a game
        whose scene shows card text itself connects nothing)."""

    def draw(self, scene: QGraphicsScene, state: Any, *, names: tuple[str, ...],
             reveal_hands: bool) -> None:
        """Draw ``state`` into a replay scene, seen from the first seat, never animated."""

    def position(self, state: Any) -> tuple[int, str, int, bool]:
        """Where ``state`` is, for the replay timeline: (turn or round, phase, the player who
        acts, a battle or conflict is under way)."""

    def position_text(self, state: Any, names: tuple[str, ...]) -> str:
        """The replay's info line for ``state`` ("Turn 3, action phase, Alice active")."""

    def label(self, action: Any, state: Any) -> str:
        """A readable label for ``action`` in ``state`` (menus, logs, the replay list)."""

_LOADERS: dict[str, Callable[[], TableAdapter]] = {}
_BRIDGES: dict[str, Callable[[], GameBridge]] = {}


def register_adapter(game_id: str, factory: Callable[[], TableAdapter]) -> None:
    """Register the table adapter factory of ``game_id`` (ValueError if already taken)."""
    if game_id in _LOADERS:
        raise ValueError(f"a table adapter for {game_id!r} is already registered")
    _LOADERS[game_id] = factory


def adapter_ids() -> tuple[str, ...]:
    """The game ids that have a table, in registration order."""
    return tuple(_LOADERS)


def adapter_for(game_id: str) -> TableAdapter:
    """A new table adapter for ``game_id``; :class:`UnknownGameError` when none is registered."""
    factory = _LOADERS.get(game_id)
    if factory is None:
        raise UnknownGameError(game_id, adapter_ids())
    return factory()


def register_bridge(game_id: str, factory: Callable[[], GameBridge]) -> None:
    """Register the controller bridge factory of ``game_id`` (ValueError if already taken)."""
    if game_id in _BRIDGES:
        raise ValueError(f"a bridge for {game_id!r} is already registered")
    _BRIDGES[game_id] = factory


def bridge_for(game_id: str) -> GameBridge:
    """The controller bridge of ``game_id`` (the neutral :class:`GameBridge` for a game that
    registered none)."""
    factory = _BRIDGES.get(game_id)
    return factory() if factory is not None else GameBridge()


def _ccg_bridge() -> GameBridge:
    from l5r_desktop.ui.ccg_table import CcgBridge

    return CcgBridge()


def _ccg_adapter() -> TableAdapter:
    from l5r_desktop.ui.ccg_table import CcgTableAdapter

    return CcgTableAdapter()


def _lcg_adapter() -> TableAdapter:
    from l5r_desktop.ui.lcg.adapter import LcgTableAdapter

    return LcgTableAdapter()


register_adapter("ccg", _ccg_adapter)
register_adapter("lcg", _lcg_adapter)
register_bridge("ccg", _ccg_bridge)
