"""The games L5R Table plays, by id: ``find_game("ccg")`` returns the game's
:class:`~l5r_desktop.core.protocol.GameInfo` (its facade class, codecs and profiles).

Saves, deck files, the CLI and the table look a game up here and never import a game package
directly. Each game is imported only when first asked for. A new game adds one loader below.
"""

from __future__ import annotations

from l5r_desktop.core.protocol import GameInfo
from l5r_desktop.core.registry import Registry

#: The game a save, deck or command means when it names none (everything before games had ids).
DEFAULT_GAME = "ccg"


def _load_ccg() -> GameInfo:
    from l5r_desktop.games.ccg.info import GAME_INFO

    return GAME_INFO


def _load_lcg() -> GameInfo:
    from l5r_desktop.games.lcg.info import GAME_INFO

    return GAME_INFO


REGISTRY = Registry()
REGISTRY.add("ccg", _load_ccg)
REGISTRY.add("lcg", _load_lcg)


def find_game(game_id: str) -> GameInfo:
    """The game registered as ``game_id``; raises ``UnknownGameError`` (a ``LookupError``)."""
    return REGISTRY.find(game_id)


def game_ids() -> tuple[str, ...]:
    """Every registered game id, in registration order."""
    return REGISTRY.ids()
