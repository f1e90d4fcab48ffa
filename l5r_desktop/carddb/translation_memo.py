"""A memo of the CCG text translator's readings (issue 22: an import translates each ability
line of a card once, and a line it has read before for a card that looks the same to the
translator is not read again).

:func:`translate` is ``ccgtext.translate_ability`` with a memory. The translator reads an
ability line and a few things of its card (its type, its title for "this card"'s names, its
Gold production ...); which things depends on the templates, which change often. So the memo
does not guess: the card is handed to the translator behind a :class:`_Watched` view that notes
every field it reads and every ``has_keyword`` question it asks, with the answers. A later card
gets the remembered record only when the same line was read for a card giving the same answers
to those same questions, i.e. when the translator would have read exactly the same things; any
other use of the card (a method the view does not know) makes that reading uncacheable, and so
does a record that JSON would not give back equal.

One question is asked more finely: the title read by ``ccgtext.words.names`` (how the text
names the card itself: "this Personality", "Tomo", ...). The translator uses those names only to
ask whether a word *of the line* names the card, so what matters of the title is which of the
card's names occur in the line (:func:`_names_in`): a line that does not name the card reads the
same whatever the card is called, as in a big import of many cards sharing their lines. A title
read anywhere else is an ordinary question (the whole title must match).

A line is remembered from its second reading on: the first time a line comes, it is read
plainly and only noted as seen (most lines of a real export come once, and watching the card
costs about a third of a reading).

The memo is forgotten whenever the template registry changes (a template registered, or the
registry swapped, as tests do) and when it grows past :data:`MAX_LINES` lines. Records are kept
as JSON and decoded for each caller, so no two cards share (or can change) one record.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Callable
from typing import Any

from l5r_desktop.carddb.ccgtext import registry, translate_ability, words
from l5r_desktop.carddb.ccgtext.translate import load_templates
from l5r_desktop.games.ccg.model.cards import CardDef

#: The memo is cleared when it holds more lines than this (a long session importing many files).
MAX_LINES = 100_000
#: The only CardDef methods the view answers (and notes); they depend on the card's fields only.
_WATCHED_METHODS = frozenset({"has_keyword"})

#: What the translator asked of a card: ``(field,)`` for a field read, ``(method, args)`` for a
#: method asked; with the card's answers, in the order asked.
Ask = tuple[Any, ...]
#: The ask standing for the title as ``words.names`` reads it (see the module docstring).
_NAMES_IN_LINE: Ask = ("names in the line",)
_TITLES = frozenset({"title", "base_title"})


def _names_in(line: str, card: CardDef) -> frozenset[str]:
    """The card's names (``words.names``) that occur in ``line``."""
    return frozenset(n for n in words.names(card) if n in line)


class _Watched:
    """A card as the translator sees it, noting what the translator asks of it."""

    __slots__ = ("_card", "_line", "asked", "cacheable")

    def __init__(self, card: CardDef, line: str) -> None:
        self._card = card
        self._line = line
        self.asked: dict[Ask, Any] = {}
        self.cacheable = True

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._card, name)
        if name in _WATCHED_METHODS:
            return self._method(name, value)
        if callable(value) or name.startswith("__"):
            self.cacheable = False  # e.g. replace(), to_dict(): not noted, never remembered
            return value
        if name in _TITLES and sys._getframe(1).f_code is words.names.__code__:
            if _NAMES_IN_LINE not in self.asked:
                self.asked[_NAMES_IN_LINE] = _names_in(self._line, self._card)
            return value
        self.asked[(name,)] = value
        return value

    def _method(self, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
        def asked(*args: Any) -> Any:
            answer = method(*args)
            self.asked[(name, args)] = answer
            return answer
        return asked


def _answer(card: CardDef, line: str, ask: Ask) -> Any:
    if ask is _NAMES_IN_LINE:
        return _names_in(line, card)
    if len(ask) == 1:
        return getattr(card, ask[0])
    return getattr(card, ask[0])(*ask[1])


def _answers(card: CardDef, line: str, asks: tuple[Ask, ...]) -> tuple[Any, ...]:
    """The card's answers to ``asks`` (each as the translator got it)."""
    return tuple(_answer(card, line, ask) for ask in asks)


#: line -> what the translator asked of the cards it read that line for -> their answers ->
#: the record (JSON). Usually one or two sets of questions per line.
_memo: dict[str, dict[tuple[Ask, ...], dict[tuple[Any, ...], str]]] = {}
#: Lines read once (remembered from their second reading).
_seen: set[str] = set()
_version: list[Any] = [None]
_stats = {"hits": 0, "misses": 0}


def _registry_version() -> tuple[Any, int]:
    # the registry dict itself (tests swap it; held, so its id cannot be reused by another
    # registry) and its registration counter
    return registry._REGISTRY, registry._seq[0]


def _same(a: tuple[Any, int] | None, b: tuple[Any, int]) -> bool:
    return a is not None and a[0] is b[0] and a[1] == b[1]


def clear() -> None:
    """Forget every remembered reading."""
    _memo.clear()
    _seen.clear()
    _stats.update(hits=0, misses=0)


def stats() -> dict[str, int]:
    """How many readings were remembered (``hits``) and made (``misses``) since :func:`clear`."""
    return dict(_stats)


def translate(line: str, card: CardDef) -> dict[str, Any] | None:
    """``ccgtext.translate_ability(line, card)``, remembered (see the module docstring)."""
    load_templates()  # (once) before the registry's version is taken
    version = _registry_version()
    if not _same(_version[0], version) or len(_memo) + len(_seen) > MAX_LINES:
        clear()
        _version[0] = version
    if line not in _seen:  # the first reading of a line: plain
        _seen.add(line)
        _stats["misses"] += 1
        return translate_ability(line, card)
    known = _memo.get(line)
    if known:
        for asks, readings in known.items():
            encoded = readings.get(_answers(card, line, asks))
            if encoded is not None:
                _stats["hits"] += 1
                return json.loads(encoded)  # type: ignore[no-any-return]
    _stats["misses"] += 1
    watched = _Watched(card, line)
    record = translate_ability(line, watched)  # type: ignore[arg-type]
    if watched.cacheable and _same(_registry_version(), version):
        encoded = json.dumps(record)
        if json.loads(encoded) == record:  # plain JSON (no tuples): decodes to the same record
            asks = tuple(watched.asked)
            with contextlib.suppress(TypeError):  # an answer that cannot be a key: not kept
                _memo.setdefault(line, {}).setdefault(asks, {})[
                    tuple(watched.asked.values())] = encoded
    return record
