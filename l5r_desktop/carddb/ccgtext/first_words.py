"""The first word a template's pattern can match, read from the pattern itself: what lets
``registry.dispatch`` try a sentence only against the templates that can read it.

A text's *key* is its start up to and including its first space, lower-cased ("Give him +2F"
-> ``"give "``; a text without a space is its own key). :func:`pattern_keys` gives every key a
text matching the pattern can have, or ``None`` when the pattern's start is not a finite set of
literal words (``[A-Z].+?``, ``\\d+``, ``.*``, a word not ended by a literal space ...): such a
template is tried on every text, as before. The keys are a necessary condition only (the
pattern is still matched), so an index built on them gives the same reader as trying every
template in order, provided every key is derived soundly; ``tests/ccgtext/test_registry_index.py``
checks that on every text the translator's tests and the real export read.
"""

from __future__ import annotations

import re
from re import _constants as C  # the parser's opcodes
from re import _parser

#: At most this many distinct keys per pattern (beyond that the start is not worth indexing).
MAX_KEYS = 64
#: A repeat of at most this many times is expanded (``(?: this card)?`` is 0 or 1).
MAX_REPEAT = 3


class _Open(Exception):
    """The pattern's first word is not a finite set of literal strings."""


def text_key(text: str) -> str | None:
    """The index key of ``text`` (its start through its first space, lower-cased), or
    ``None`` when the text must be tried against every template (a non-ASCII start, where
    case folding differs, or a newline, before which ``$`` also matches)."""
    space = text.find(" ")
    key = text if space < 0 else text[:space + 1]
    if "\n" in key or not key.isascii():
        return None
    return key.lower()


def analyse(pattern: re.Pattern[str]) -> tuple[frozenset[str] | None, str | None]:
    """:func:`pattern_keys` and :func:`required_text` of ``pattern`` (one parse)."""
    try:
        items = list(_parser.parse(pattern.pattern, pattern.flags))
    except (re.error, RecursionError):
        return None, None
    return _keys(items), _required(items, pattern.flags)


def pattern_keys(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Every key (:func:`text_key`) of a text ``pattern.match`` can match, or ``None``."""
    return analyse(pattern)[0]


def _keys(items: list[tuple[object, object]]) -> frozenset[str] | None:
    try:
        partials, done = _walk(items, {""})
    except (_Open, RecursionError):
        return None
    if partials:  # the pattern ended inside its first word without ``$``: any longer word
        return None
    if not done or not all(k.isascii() for k in done):
        return None
    return frozenset(done)


def _walk(items: list[tuple[object, object]], partials: set[str]) -> tuple[set[str], set[str]]:
    """Extend each partial first word through ``items``: (the partials still open, the keys
    completed by a space or by the end of the text)."""
    done: set[str] = set()
    for op, av in items:
        if not partials:
            break
        partials, more = _step(op, av, partials)
        done |= more
        if len(partials) + len(done) > MAX_KEYS:
            raise _Open
    return partials, done


def _chars(partials: set[str], chars: set[str]) -> tuple[set[str], set[str]]:
    out, done = set(), set()
    for p in partials:
        for c in chars:
            (done if c == " " else out).add(p + c.lower())
    return out, done


def _step(op: object, av: object, partials: set[str]) -> tuple[set[str], set[str]]:
    if op is C.LITERAL:
        return _chars(partials, {chr(av)})  # type: ignore[arg-type]
    if op is C.IN:
        return _chars(partials, _in_chars(av))  # type: ignore[arg-type]
    if op is C.SUBPATTERN:
        return _walk(list(av[-1]), partials)  # type: ignore[index]
    if op is C.BRANCH:
        out, done = set(), set()
        for alternative in av[1]:  # type: ignore[index]
            more_out, more_done = _walk(list(alternative), set(partials))
            out |= more_out
            done |= more_done
        return out, done
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        low, high, item = av  # type: ignore[misc]
        if high is C.MAXREPEAT or high > MAX_REPEAT:
            raise _Open
        out, done, current = set(), set(), set(partials)
        for count in range(high + 1):
            if count >= low:
                out |= current
            if count == high or not current:
                break
            current, more = _walk(list(item), current)
            done |= more
        return out, done
    if op is C.AT:
        if av in (C.AT_END, C.AT_END_STRING):  # the text ends here: its key is the partial
            return set(), set(partials)
        return partials, set()  # zero-width (^, \b): only restricts, never widens
    if op in (C.ASSERT, C.ASSERT_NOT):
        return partials, set()  # a look-around only restricts what matches
    raise _Open  # ANY, categories, back-references, conditionals ...


def _in_chars(items: list[tuple[object, object]]) -> set[str]:
    chars: set[str] = set()
    for op, av in items:
        if op is C.LITERAL:
            chars.add(chr(av))  # type: ignore[arg-type]
        elif op is C.RANGE and av[1] - av[0] < 26:  # type: ignore[index,operator]
            chars.update(chr(c) for c in range(av[0], av[1] + 1))  # type: ignore[index]
        else:  # NEGATE, a category (\d, \s), a wide range
            raise _Open
    return chars


def required_text(pattern: re.Pattern[str]) -> str | None:
    """The longest run of literal characters every match of ``pattern`` holds (``" until "``
    in ``^(?P<rest>[A-Z].+?),? until ...$``), or ``None``: a text without it cannot match, so
    ``dispatch`` skips the pattern with a substring test. Only the pattern's own sequence and
    its plain groups are read (no branch, repeat or case-insensitive part)."""
    return analyse(pattern)[1]


def _required(items: list[tuple[object, object]], flags: int) -> str | None:
    if flags & (re.IGNORECASE | re.LOCALE):
        return None
    runs: list[str] = []
    _runs(items, runs, [""])
    best = max(runs, key=len, default="")
    return best if len(best) >= 3 else None


def _runs(items: list[tuple[object, object]], runs: list[str], current: list[str]) -> None:
    """Collect the literal runs of a sequence matched exactly once (``current[0]`` is the run
    being built: a plain group's content continues it, anything else ends it)."""
    for op, av in items:
        if op is C.LITERAL:
            current[0] += chr(av)  # type: ignore[arg-type]
            continue
        if op is C.SUBPATTERN and not av[1] and not av[2]:  # type: ignore[index]
            _runs(list(av[-1]), runs, current)  # type: ignore[index]
            continue
        runs.append(current[0])
        current[0] = ""
    runs.append(current[0])
