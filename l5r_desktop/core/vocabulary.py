"""Base classes of a game's vocabulary: actions (what a player does) and events (what changed).

Both are frozen dataclasses holding ids and plain values only, so that an action log is the
undo log, the save format and the replay all at once, and an event list can be shown, logged
and compared. A game subclasses them (one small class per verb) and keeps a ``kind`` table to
rebuild actions from their JSON form.

>>> from dataclasses import dataclass
>>> from typing import ClassVar
>>> @dataclass(frozen=True)
... class Bow(BaseAction):
...     card: str = ""
...     kind: ClassVar[str] = "bow"
>>> Bow(0, card="c1").to_dict()
{'type': 'bow', 'player': 0, 'card': 'c1'}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True)
class BaseAction:
    """An action: ``player`` takes it; ``kind`` names its class in the save vocabulary."""

    player: int
    kind: ClassVar[str] = "action"

    def label(self, state: Any = None) -> str:
        """Short human label for menus and the undo item (a game overrides it per verb)."""
        return self.kind.replace("_", " ").capitalize()

    def to_dict(self) -> dict[str, Any]:
        """JSON form: ``{"type": kind, ...fields}`` (tuples become lists)."""
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out


def decode_action(data: Any, types: Mapping[str, type[BaseAction]]) -> BaseAction:
    """Rebuild an action from :meth:`BaseAction.to_dict` with a game's ``kind`` table; raises
    ``ValueError`` when malformed. Each field is checked by its default: a tuple is a list of
    card ids, a bool is true/false, ``player`` and int fields are integers (not booleans), the
    rest are strings."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    cls = types.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.name == "player":
                raise ValueError(f"{cls.kind} action without a player")
            continue
        v = data[f.name]
        default = f.default
        if isinstance(default, tuple):
            if not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v):
                raise ValueError(f"{cls.kind}.{f.name} must be a list of card ids")
            v = tuple(v)
        elif isinstance(default, bool):
            if not isinstance(v, bool):
                raise ValueError(f"{cls.kind}.{f.name} must be true or false")
        elif f.name == "player" or isinstance(default, int):
            if isinstance(v, bool) or not isinstance(v, int):
                raise ValueError(f"{cls.kind}.{f.name} must be an integer")
        elif not isinstance(v, str):
            raise ValueError(f"{cls.kind}.{f.name} must be a string")
        kwargs[f.name] = v
    return cls(**kwargs)


@dataclass(frozen=True)
class BaseEvent:
    """An event: ``cards`` = the card ids it touches (so a log can highlight them)."""

    cards: tuple[str, ...] = ()

    def describe(self, state: Any) -> str:  # pragma: no cover - overridden
        """One line in plain words."""
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        """JSON form with the event kind."""
        out: dict[str, Any] = {"kind": type(self).__name__}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out
