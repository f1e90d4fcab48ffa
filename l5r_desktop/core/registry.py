"""Games by id, each loaded only when first asked for (python-chess's ``find_variant``).

The core knows no game: a registry is filled by the package that lists the games
(``l5r_desktop.games.registry``) with a loader per id, a function that imports the game's
package and returns its :class:`~l5r_desktop.core.protocol.GameInfo`.

>>> from l5r_desktop.core.protocol import GameInfo
>>> reg = Registry()
>>> reg.add("toy", lambda: GameInfo("toy", "Toy", object, dict, dict, dict))
>>> reg.find("toy").title
'Toy'
>>> reg.ids()
('toy',)
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.core.errors import UnknownGameError
from l5r_desktop.core.protocol import GameInfo


class Registry:
    """Game loaders by id; :meth:`find` loads a game once and keeps its info."""

    def __init__(self) -> None:
        self._loaders: dict[str, Callable[[], GameInfo]] = {}
        self._loaded: dict[str, GameInfo] = {}

    def add(self, game_id: str, loader: Callable[[], GameInfo]) -> None:
        """Register ``loader`` under ``game_id`` (ValueError if the id is taken)."""
        if game_id in self._loaders:
            raise ValueError(f"game {game_id!r} is already registered")
        self._loaders[game_id] = loader

    def ids(self) -> tuple[str, ...]:
        """The registered game ids, in registration order."""
        return tuple(self._loaders)

    def find(self, game_id: str) -> GameInfo:
        """The game registered under ``game_id``; raises :class:`UnknownGameError`."""
        info = self._loaded.get(game_id)
        if info is not None:
            return info
        loader = self._loaders.get(game_id)
        if loader is None:
            raise UnknownGameError(game_id, self.ids())
        info = loader()
        if info.id != game_id:
            raise ValueError(f"the loader of {game_id!r} returned game {info.id!r}")
        self._loaded[game_id] = info
        return info
