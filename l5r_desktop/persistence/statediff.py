"""Where two JSON-shaped game states first differ, said for a person.

A save whose log replays to a position other than its snapshot is opened read-only; the
message names the first field that differs (``players[1].family_honor: the replay gives 5, the
save holds 77``) instead of guessing a cause.
"""

from __future__ import annotations

from typing import Any

#: Longest quoted value in a difference (a hostile file can hold a huge one).
VALUE_CHARS = 40


def first_difference(replayed: Any, saved: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The path of the first difference between ``replayed`` and ``saved`` (keys in sorted
    order, lists item by item) with both values there, or ``None`` when they are equal."""
    if isinstance(replayed, dict) and isinstance(saved, dict):
        for key in sorted(set(replayed) | set(saved), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in replayed or key not in saved:
                return where, replayed.get(key, _MISSING), saved.get(key, _MISSING)
            found = first_difference(replayed[key], saved[key], where)
            if found is not None:
                return found
        return None
    if isinstance(replayed, list) and isinstance(saved, list):
        for index, (a, b) in enumerate(zip(replayed, saved, strict=False)):
            found = first_difference(a, b, f"{path}[{index}]")
            if found is not None:
                return found
        if len(replayed) != len(saved):
            return f"{path or 'the whole position'} (length)", len(replayed), len(saved)
        return None
    if replayed != saved or type(replayed) is not type(saved):
        return path or "the whole position", replayed, saved
    return None


class _Missing:
    def __repr__(self) -> str:
        return "nothing"


_MISSING = _Missing()


def describe_difference(replayed: Any, saved: Any) -> str:
    """``"<path>: the replay gives <a>, the save holds <b>"`` for the first difference (empty
    when equal); values are cut to :data:`VALUE_CHARS` characters."""
    found = first_difference(replayed, saved)
    if found is None:
        return ""
    where, a, b = found
    return (f"{_cut(where, 3 * VALUE_CHARS)}: the replay gives {_cut(repr(a))}, "
            f"the save holds {_cut(repr(b))}")


def _cut(text: str, limit: int = VALUE_CHARS) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
