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

from l5r_desktop.carddb.ccgtext.first_words import analyse, pattern_keys, text_key


class Unread(Exception):
    """A clause no template reads: the ability stays manual."""


@dataclass(order=True)
class _Entry:
    order: int
    module: str
    seq: int
    fn: Callable[..., Any] = field(compare=False)
    pattern: re.Pattern[str] | None = field(compare=False, default=None)
    indexed: bool = field(compare=False, default=True)
    #: literal text every match holds (``first_words.required_text``; set when the index is
    #: built): a text without it is not tried
    needs: str | None = field(compare=False, default=None)


#: The registries, per kind: ``line`` (a whole ability line -> record), ``sentence`` (one
#: sentence of an effect, given the reader), ``constraint`` (one clause before an effect's
#: colon), ``head_cost`` (one comma part of the designator head: "Bow", "2 Gold").
KINDS = ("line", "sentence", "constraint", "head_cost")
_REGISTRY: dict[str, list[_Entry]] = {k: [] for k in KINDS}
_seq = [0]


def _register(kind: str, order: int, pattern: str | None,
              indexed: bool = True) -> Callable[[Any], Any]:
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        _seq[0] += 1
        compiled = re.compile(pattern) if pattern is not None else None
        _REGISTRY[kind].append(_Entry(order, fn.__module__, _seq[0], fn, compiled, indexed))
        _REGISTRY[kind].sort()
        return fn
    return deco


def line(order: int) -> Callable[[Any], Any]:
    """Register ``fn(line, card) -> record`` (raise :class:`Unread` when it does not read)."""
    return _register("line", order, None)


def sentence(order: int, pattern: str, *, indexed: bool = True) -> Callable[[Any], Any]:
    """Register ``fn(reader, match) -> None | False`` for effect sentences matching
    ``pattern`` (``False``: not this template after all, try the next). ``dispatch`` tries a
    text only on the readers whose pattern can start with its first word (read from the
    pattern by ``first_words``); ``indexed=False`` tries this one on every text (the same for
    ``constraint`` and ``head_cost``)."""
    return _register("sentence", order, pattern, indexed)


def constraint(order: int, pattern: str, *, indexed: bool = True) -> Callable[[Any], Any]:
    """Register ``fn(reader, match) -> None | False`` for constraint clauses matching
    ``pattern``."""
    return _register("constraint", order, pattern, indexed)


def head_cost(order: int, pattern: str, *, indexed: bool = True) -> Callable[[Any], Any]:
    """Register ``fn(cost, match) -> None | False`` for a designator-head cost part matching
    ``pattern``; it writes its cost keys into ``cost``."""
    return _register("head_cost", order, pattern, indexed)


def entries(kind: str) -> list[_Entry]:
    """The registered readers of ``kind``, in the order they are tried."""
    return _REGISTRY[kind]


def dispatch(kind: str, subject: Any, text: str) -> None:
    """Give ``text`` to the first ``kind`` reader whose pattern matches and that does not
    decline it; raise :class:`Unread` when none reads it.

    Only the readers that can match ``text`` are tried (:func:`candidates`, and not a reader
    whose pattern's literal part ``text`` lacks): the same reader reads it as when every reader
    is tried in order."""
    for entry in candidates(kind, text):
        if entry.needs is not None and entry.needs not in text:
            continue  # a text without the pattern's literal part cannot match it
        m = entry.pattern.match(text)  # type: ignore[union-attr]
        if m is not None and entry.fn(subject, m) is not False:
            return
    raise Unread


@dataclass
class _Index:
    """One kind's readers by the key of the text they can match (``first_words``): each list
    holds, in the registry's order, the readers with that key and those whose start cannot be
    indexed (``rest``, also the list of a key no reader names)."""

    registry: dict[str, list[_Entry]]  # the registry it was built from (tests swap it) ...
    seq: int  # ... and that registry's registration counter then
    by_key: dict[str, list[_Entry]]
    rest: list[_Entry]
    every: list[_Entry]


_INDEXES: dict[str, _Index] = {}


def _build_index(kind: str) -> _Index:
    every = list(entries(kind))
    keyed: list[tuple[_Entry, frozenset[str] | None]] = []
    for e in every:
        keys, e.needs = analyse(e.pattern) if e.pattern is not None and e.indexed else (None, None)
        keyed.append((e, keys))
    names = sorted({k for _e, keys in keyed if keys for k in keys})
    by_key = {name: [e for e, keys in keyed if keys is None or name in keys] for name in names}
    rest = [e for e, keys in keyed if keys is None]
    return _Index(_REGISTRY, _seq[0], by_key, rest, every)


def candidates(kind: str, text: str) -> list[_Entry]:
    """The ``kind`` readers that can match ``text``, in the order they are tried: those whose
    pattern can start with ``text``'s first word, and those whose start cannot be indexed."""
    index = _INDEXES.get(kind)
    if index is None or index.registry is not _REGISTRY or index.seq != _seq[0]:
        index = _INDEXES[kind] = _build_index(kind)
    key = text_key(text)
    if key is None:
        return index.every
    return index.by_key.get(key, index.rest)


def skipped_match(kind: str, text: str) -> str | None:
    """Why the index would change what reads ``text`` (a ``kind`` reader whose pattern matches
    it is not among its :func:`candidates`), or ``None`` when it does not. The tests call it on
    every text they dispatch."""
    tried = {id(e) for e in candidates(kind, text) if e.needs is None or e.needs in text}
    for entry in entries(kind):
        if entry.pattern is not None and id(entry) not in tried and entry.pattern.match(text):
            keys = pattern_keys(entry.pattern)
            return (f"{kind} template {entry.module}.{entry.fn.__name__} (pattern "
                    f"{entry.pattern.pattern!r}) matches {text!r}, whose first word is "
                    f"{text_key(text)!r}, but the index read its first words as "
                    f"{sorted(keys or [])} and its literal part as {entry.needs!r}: "
                    "register it with indexed=False "
                    f"(registry.{kind}({entry.order}, ..., indexed=False)) and tell the perf "
                    "lane (carddb/ccgtext/first_words.py reads that pattern wrong)")
    return None
