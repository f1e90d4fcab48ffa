"""The translator's template registry: the readers of whole ability lines, of effect
sentences, of constraint clauses and of designator-head costs, in the order they are tried.

Template modules live in ``ccgtext/templates/``; ``translate.load_templates`` imports every
module there once (in name order), and each registers its readers with the decorators
below. A reader either reads its input (returns ``None``/a record), declines it (returns
``False``: the next reader is tried) or raises :class:`Unread` (the clause is recognised but
cannot be read: the whole ability stays manual, never a guess). Readers are tried by
``order`` (lower first; the built-in families leave gaps of 10 so a module can slot in
between), then by module name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


class Unread(Exception):
    """A clause no template reads: the ability stays manual."""


@dataclass(order=True)
class _Entry:
    order: int
    module: str
    seq: int
    fn: Callable[..., Any] = field(compare=False)
    pattern: re.Pattern[str] | None = field(compare=False, default=None)


#: The registries, per kind: ``line`` (a whole ability line -> record), ``sentence`` (one
#: sentence of an effect, given the reader), ``constraint`` (one clause before an effect's
#: colon), ``head_cost`` (one comma part of the designator head: "Bow", "2 Gold").
KINDS = ("line", "sentence", "constraint", "head_cost")
_REGISTRY: dict[str, list[_Entry]] = {k: [] for k in KINDS}
_seq = [0]


def _register(kind: str, order: int, pattern: str | None) -> Callable[[Any], Any]:
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        _seq[0] += 1
        compiled = re.compile(pattern) if pattern is not None else None
        _REGISTRY[kind].append(_Entry(order, fn.__module__, _seq[0], fn, compiled))
        _REGISTRY[kind].sort()
        return fn
    return deco


def line(order: int) -> Callable[[Any], Any]:
    """Register ``fn(line, card) -> record`` (raise :class:`Unread` when it does not read)."""
    return _register("line", order, None)


def sentence(order: int, pattern: str) -> Callable[[Any], Any]:
    """Register ``fn(reader, match) -> None | False`` for effect sentences matching
    ``pattern`` (``False``: not this template after all, try the next)."""
    return _register("sentence", order, pattern)


def constraint(order: int, pattern: str) -> Callable[[Any], Any]:
    """Register ``fn(reader, match) -> None | False`` for constraint clauses matching
    ``pattern``."""
    return _register("constraint", order, pattern)


def head_cost(order: int, pattern: str) -> Callable[[Any], Any]:
    """Register ``fn(cost, match) -> None | False`` for a designator-head cost part matching
    ``pattern``; it writes its cost keys into ``cost``."""
    return _register("head_cost", order, pattern)


def entries(kind: str) -> list[_Entry]:
    """The registered readers of ``kind``, in the order they are tried."""
    return _REGISTRY[kind]


def dispatch(kind: str, subject: Any, text: str) -> None:
    """Give ``text`` to the first ``kind`` reader whose pattern matches and that does not
    decline it; raise :class:`Unread` when none reads it."""
    for entry in entries(kind):
        assert entry.pattern is not None
        m = entry.pattern.match(text)
        if m is not None and entry.fn(subject, m) is not False:
            return
    raise Unread
