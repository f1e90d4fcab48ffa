"""The columns of a pending row read from an Oracle record in one pass (issue 22).

:func:`pending_columns` gives what ``library_rows.pending_values(*oracle_json.kept_fields(r))``
gives (None where ``kept_fields`` refuses the record), at about half its cost: the values that
recur from card to card (clan, keyword and legality lists, stats, types) are read and encoded
once per distinct value and remembered for the process; what each card has of its own (title,
plain text) is read by the same helpers as before (``oracle_json._titles``, ``html_to_plain``).
``tests/carddb/test_pending_columns.py`` checks it against the two functions on invented
records and on every record of the real export.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.carddb.importers.common import (
    MalformedRecord,
    card_level,
    clean_inline,
    experience_level,
    full_title,
    html_to_plain,
    parse_stat,
    title_key,
)
from l5r_desktop.carddb.importers.oracle_json import (
    _ONLY_STR,
    _TYPES,
    STAT_FIELDS,
    _clan_tuple,
    _clean_strings,
    _fix_record,
    _titles,
)
from l5r_desktop.carddb.library_rows import _json_tuple, _legal_keys, _tuple_keys
from l5r_desktop.games.ccg.model.cards import CardType, deck_of

#: A value a memo holds for a value that does not read (a stat that is not a number).
_BAD: Any = object()
#: Distinct values remembered per memo before it starts again (a memo is a plain dict).
_MEMO_SIZE = 20000

_Memo = dict[tuple[str, ...], tuple[Any, ...]]
_CLANS: _Memo = {}
_KEYWORDS: _Memo = {}
_LEGALITY: _Memo = {}
_STATS: dict[str, Any] = {}
_KINDS: dict[str, tuple[str, str] | None] = {}


def _clan_values(values: tuple[str, ...]) -> tuple[Any, ...]:
    clans = _clan_tuple(_clean_strings(values))
    return _json_tuple(clans), _tuple_keys(clans)


def _keyword_values(values: tuple[str, ...]) -> tuple[Any, ...]:
    keywords = _clean_strings(values)
    return _json_tuple(keywords), _tuple_keys(keywords), card_level("", keywords), keywords


def _legality_values(values: tuple[str, ...]) -> tuple[Any, ...]:
    legal = _clean_strings(values)
    return _json_tuple(legal), _legal_keys(legal)


def _listed(memo: _Memo, value: Any,
            make: Callable[[tuple[str, ...]], tuple[Any, ...]]) -> tuple[Any, ...] | None:
    """The columns of a list field (``oracle_json._string_tuple`` of it, encoded), None
    when it is not a list of strings, a string or absent (the record is refused). Remembered
    under :func:`_key` of the value."""
    if type(value) is list:
        if not set(map(type, value)) <= _ONLY_STR:
            return None
        values = tuple(value)
    elif type(value) is str:
        values = (value,)
    elif value is None:
        values = ()
    else:
        return None
    if len(memo) >= _MEMO_SIZE:
        memo.clear()
    # (the key as pending_columns looks it up: a list's tuple, else the value itself)
    found = memo[tuple(value) if type(value) is list else value] = make(values)
    return found


def _stat(value: Any, field: str) -> Any:
    """``parse_stat(value, field)[0]``, :data:`_BAD` where it raises; remembered for the
    Oracle's one-string lists."""
    if type(value) is list and len(value) == 1 and type(value[0]) is str:
        text = value[0]
        found = _STATS.get(text, _STATS)
        if found is not _STATS:
            return found
        try:
            found = parse_stat(text, field)[0]
        except MalformedRecord:
            found = _BAD
        if len(_STATS) >= _MEMO_SIZE:
            _STATS.clear()
        _STATS[text] = found
        return found
    try:
        return parse_stat(value, field)[0]
    except MalformedRecord:
        return _BAD


def _kind(value: Any) -> tuple[str, str] | None:
    """The type and deck columns of the record's ``type`` (its first value), None when it
    reads empty."""
    if type(value) is list:
        value = value[0] if value else None
    if type(value) is str:
        found = _KINDS.get(value, _KINDS)
        if found is not _KINDS:
            return found  # type: ignore[return-value]
    raw = clean_inline(value)
    card_type = _TYPES.get(raw.lower(), CardType.OTHER)
    made = (card_type.value, deck_of(card_type).value) if raw else None
    if type(value) is str:
        _KINDS[value] = made
    return made


def _first(value: Any) -> Any:
    if type(value) is list:
        return value[0] if value else None
    return value


def _ascii_texts(record: dict[str, Any]) -> bool:
    """True when the fields ``oracle_json._fix_record`` reads (title, formatted title,
    keywords, text) are strings or lists of strings, all ASCII, or absent: it then changes
    nothing (False: it is asked)."""
    get = record.get
    try:
        return "".join([*(get("title") or ()), get("formattedtitle") or "",
                        *(get("keywords") or ()), *(get("text") or ())]).isascii()
    except TypeError:  # (not strings)
        return False


def _title_key(title: str) -> str:
    """``title_key(title)``, without its patterns when they cannot change it."""
    if "<" in title or "&" in title or "exp" in title.lower():
        return title_key(title)
    return " ".join(title.split()).casefold()


def pending_columns(record: Any) -> tuple[Any, ...] | None:
    """The ``library_rows.PENDING_COLUMNS`` values of an Oracle record (``pending_values`` of
    ``kept_fields``), None when ``oracle_json.kept_fields`` refuses it. (The memo look-ups
    of :func:`_remembered` and :func:`_stat` are written out here: one call per card instead
    of about ten, the most of its own time, issue 22.)"""
    if type(record) is not dict:
        return None
    get = record.get
    card_id = get("cardid")
    if not ((type(card_id) is str and card_id) or type(card_id) is int):
        return None
    try:
        value = get("clan")
        clans = _CLANS.get(tuple(value) if type(value) is list else value)
        if clans is None:
            clans = _listed(_CLANS, value, _clan_values)
        value = get("legality")
        legal = _LEGALITY.get(tuple(value) if type(value) is list else value)
        if legal is None:
            legal = _listed(_LEGALITY, value, _legality_values)
    except TypeError:  # (an object or a list inside: unhashable)
        return None
    if clans is None or legal is None:
        return None
    text = get("text")
    if type(text) is list:
        text = text[0] if text else None
    if text is not None and type(text) is not str:
        return None
    cost = None
    for field in _STAT_NAMES.intersection(record):
        value = record[field]
        if type(value) is list and len(value) == 1 and type(value[0]) is str:
            found = _STATS.get(value[0], _STATS)
            if found is _STATS:
                found = _stat(value, field)
        else:
            found = _stat(value, field)
        if found is _BAD:
            return None
        if field == "cost":
            cost = found
    kind = _kind(get("type"))
    if kind is None:
        return None
    fixed = record if _ascii_texts(record) else _fix_record(record)
    value = fixed.get("keywords")
    try:
        keywords = _KEYWORDS.get(tuple(value) if type(value) is list else value)
    except TypeError:
        return None
    if keywords is None:
        keywords = _listed(_KEYWORDS, value, _keyword_values)
        if keywords is None:
            return None
    try:
        if fixed is not record:  # (the check reads the title as the file writes it)
            _titles(record)
        base, tag = _titles(fixed)
    except MalformedRecord:
        return None
    title = full_title(base, tag)
    if fixed is not record:
        text = _first(fixed.get("text"))
    return (title, _title_key(title), base or title, *kind, clans[0], keywords[0],
            html_to_plain(text or ""), cost, experience_level(tag) if tag else keywords[2],
            legal[0], legal[1], clans[1], keywords[1])


#: The stat fields, as a set (a record's own are its keys among them).
_STAT_NAMES = frozenset(STAT_FIELDS)
