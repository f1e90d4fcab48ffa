"""Importer for the Oracle of the Void JSON export (one file per card type, a list of records).

Every field of a record is a list (``"force": ["+2"]``) except ``cardid``, ``formattedtitle``,
``imagehash`` and ``printingprimary``. Stats may be ``"+2"``, ``"-"``, ``"*"`` or missing. Field
names that differ from ours: ``ph`` = Personal Honor, ``honor`` = Honor Requirement, and on
Strongholds and Sensei ``strength``/``production``/``startinghonor`` = Province Strength, Gold
Production and Starting Honor (signed modifiers on a Sensei). ``formattedtitle`` carries the
experience level (``Border Keep &#149; Experienced 2``); ``title`` is the base title.

A malformed record becomes an :class:`ImportProblem` (file, record index and card id, reason)
and the rest of the file still imports.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Container
from functools import lru_cache
from pathlib import Path
from typing import Any

from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    MalformedRecord,
    ParsedCard,
    ParseResult,
    RawCard,
    build_parsed_card,
    card_level,
    clean_inline,
    fix_mojibake,
    full_title,
    html_to_plain,
    parse_stat,
    read_abilities,
    split_experience,
)
from l5r_desktop.games.ccg.model.cards import CardType

SOURCE = "oracle"

#: Oracle field name → CardDef stat name.
STAT_FIELDS = {
    "force": "force",
    "chi": "chi",
    "honor": "honor_requirement",
    "ph": "personal_honor",
    "cost": "gold_cost",
    "focus": "focus",
    "production": "gold_production",
    "strength": "province_strength",
    "startinghonor": "starting_honor",
}

_TYPES = {t.value: t for t in CardType}
_UNALIGNED = {"unaligned", "none", ""}
_ONLY_STR = frozenset((str,))


def looks_like_oracle_json(path: Path) -> bool:
    """True when ``path`` is a ``.json`` file (the Oracle export is plain JSON)."""
    return path.suffix.lower() == ".json"


def _first(record: dict[str, Any], key: str) -> Any:
    value = record.get(key)
    if isinstance(value, list):
        return value[0] if value else None
    return value


def _strings(record: dict[str, Any], key: str) -> list[str]:
    value = record.get(key)
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise MalformedRecord(f"field {key!r} should be a list, got {type(value).__name__}")
    if set(map(type, value)) <= _ONLY_STR:  # (one C pass; a generator costs twice the rest)
        return list(_clean_strings(tuple(value)))
    out: list[str] = []
    for item in value:
        if not isinstance(item, (str, int)) or isinstance(item, bool):
            raise MalformedRecord(f"field {key!r} holds a {type(item).__name__}")
        text = clean_inline(item)
        if text and text not in out:
            out.append(text)
    return out


@lru_cache(maxsize=4096)
def _clean_strings(values: tuple[str, ...]) -> tuple[str, ...]:
    """A list field of strings cleaned (:func:`clean_inline`), empty and repeated values left
    out; remembered: the export repeats the same legality, clan and keyword lists on many
    cards (issue 22)."""
    out: list[str] = []
    for item in values:
        text = clean_inline(item)
        if text and text not in out:
            out.append(text)
    return tuple(out)


def _printings(record: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    raw = record.get("printing")
    if not isinstance(raw, list):
        return ()
    out = []
    for entry in raw:
        if not isinstance(entry, dict):
            continue
        printing: dict[str, Any] = {}
        for key in ("set", "number", "rarity", "artist"):
            value = entry.get(key)
            if isinstance(value, list) and value:
                value = value[0]
            if isinstance(value, str):
                printing[key] = clean_inline(value) if "&" in value or "<" in value else value
        if printing:
            out.append(printing)
    return tuple(out)


def _titles(record: dict[str, Any]) -> tuple[str, str]:
    """The record's base title and experience tag; raises :class:`MalformedRecord`."""
    base = clean_inline(_first(record, "title"))
    formatted = clean_inline(record.get("formattedtitle") or base)
    if not base:
        base = formatted
    if not base:
        raise MalformedRecord("record has no title")
    formatted_base, tag = split_experience(formatted)
    if not tag and formatted_base != base:
        base = formatted_base or base
    return base, tag


def _clans(record: dict[str, Any]) -> list[str]:
    return [c for c in _strings(record, "clan") if c.casefold() not in _UNALIGNED]


def _string_tuple(record: dict[str, Any], key: str) -> tuple[str, ...]:
    """``tuple(_strings(record, key))``, the remembered tuple itself for a list of strings."""
    value = record.get(key)
    if type(value) is list and set(map(type, value)) <= _ONLY_STR:
        return _clean_strings(tuple(value))
    return tuple(_strings(record, key))


@lru_cache(maxsize=1024)
def _clan_tuple(clans: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in clans if c.casefold() not in _UNALIGNED)


def parse_record(record: Any) -> ParsedCard:
    """One Oracle record to a :class:`ParsedCard`; raises :class:`MalformedRecord`."""
    if not isinstance(record, dict):
        raise MalformedRecord(f"record is a {type(record).__name__}, not an object")
    card_id = record.get("cardid")
    if isinstance(card_id, bool) or not isinstance(card_id, (int, str)) or str(card_id) == "":
        raise MalformedRecord("record has no cardid")
    base, tag = _titles(record)
    raw_type = clean_inline(_first(record, "type")).lower()
    if not raw_type:
        raise MalformedRecord("record has no type")
    card_type = _TYPES.get(raw_type, CardType.OTHER)

    stats: dict[str, int | None] = {}
    asterisk: list[str] = []
    for field, name in STAT_FIELDS.items():
        if field not in record:
            continue
        value, star = parse_stat(record[field], field)
        stats[name] = value
        if star:
            asterisk.append(name)

    keywords = _strings(record, "keywords")
    clans = _clans(record)
    level = card_level(tag, keywords)
    raw_text = _first(record, "text")
    if raw_text is not None and not isinstance(raw_text, str):
        raise MalformedRecord(f"field 'text' holds a {type(raw_text).__name__}")
    raw_text = raw_text or ""
    return build_parsed_card(
        card_id=f"{SOURCE}:{card_id}", base=base, tag=tag, card_type=card_type,
        clans=list(clans), keywords=list(keywords), html_text=raw_text,
        asterisk=list(asterisk), level=level, legal=_strings(record, "legality"), stats=stats,
        printings=_printings(record), image_refs=(str(card_id),), source=SOURCE)


def pending_fields(record: dict[str, Any]) -> tuple[Any, ...]:
    """What a pending row holds of a record :func:`plainly_well_formed` accepts, as the
    arguments of ``library_rows.pending_values`` (the rest of its row is built when it is
    read, ``carddb/library_pending.py``): the title, base title, type, clans, keywords, plain
    text, Gold cost, level and legality :func:`build_record` gives, at about a third of its
    cost (no rich text, printings, other stats or ``CardDef``)."""
    record = _fix_record(record)
    base, tag = _titles(record)
    keywords = _string_tuple(record, "keywords")
    cost = record.get("cost")
    return (
        full_title(base, tag), base,
        _TYPES.get(clean_inline(_first(record, "type")).lower(), CardType.OTHER),
        _clan_tuple(_string_tuple(record, "clan")), keywords,
        html_to_plain(_first(record, "text") or ""),
        None if cost is None else parse_stat(cost, "cost")[0], card_level(tag, keywords),
        _string_tuple(record, "legality"))


def kept_fields(record: Any) -> tuple[Any, ...] | None:
    """:func:`pending_fields` of ``record`` when :func:`plainly_well_formed` accepts it, else
    None: the check and the fields in one pass over the record (issue 22: the import reads
    both for every card it keeps)."""
    if type(record) is not dict:
        return None
    card_id = record.get("cardid")
    if not ((type(card_id) is str and card_id) or type(card_id) is int):
        return None
    for field in ("keywords", "clan", "legality"):
        value = record.get(field)
        if value is not None and type(value) is not str and not (
                type(value) is list and set(map(type, value)) <= _ONLY_STR):
            return None
    text = _first(record, "text")
    if text is not None and type(text) is not str:
        return None
    cost = None
    try:
        for field in STAT_FIELDS:
            if field in record:
                value = parse_stat(record[field], field)[0]
                if field == "cost":
                    cost = value
    except MalformedRecord:
        return None
    raw_type = clean_inline(_first(record, "type"))
    if not raw_type:
        return None
    fixed = _fix_record(record)
    try:
        if fixed is not record:  # (the check reads the title as the file writes it)
            _titles(record)
        base, tag = _titles(fixed)
    except MalformedRecord:
        return None
    keywords = _string_tuple(fixed, "keywords")
    return (
        full_title(base, tag), base, _TYPES.get(raw_type.lower(), CardType.OTHER),
        _clan_tuple(_string_tuple(fixed, "clan")), keywords,
        html_to_plain(_first(fixed, "text") or ""), cost, card_level(tag, keywords),
        _string_tuple(fixed, "legality"))


def _fix_record(record: dict[str, Any]) -> dict[str, Any]:
    """The record with mojibake undone in its title, keywords and text (:func:`fix_mojibake`);
    the record itself when none is there (most records: no copy; ASCII holds none)."""
    out = record
    for key in ("title", "formattedtitle", "keywords", "text"):
        value = record.get(key)
        if type(value) is str:
            if value.isascii():
                continue
            fixed: Any = fix_mojibake(value)
        elif type(value) is list:
            if set(map(type, value)) <= _ONLY_STR and "".join(value).isascii():
                continue
            fixed = [fix_mojibake(v) if isinstance(v, str) else v for v in value]
        elif isinstance(value, (str, list)):  # (never from the json module)
            fixed = fix_mojibake(value) if isinstance(value, str) else [
                fix_mojibake(v) if isinstance(v, str) else v for v in value]
        else:
            continue
        if fixed != value:
            if out is record:
                out = dict(record)
            out[key] = fixed
    return out


def plainly_well_formed(record: Any) -> bool:
    """True when :func:`parse_record` cannot fail on ``record`` (mojibake undone or not): an
    object with a card id, a title, a type, stats that read, list fields of strings and a
    string text. A sufficient check, several times cheaper than parsing: a record it refuses
    is parsed at once (issue 22: the library keeps the records it accepts unparsed)."""
    if type(record) is not dict:
        return False
    card_id = record.get("cardid")
    if not ((type(card_id) is str and card_id) or type(card_id) is int):
        return False
    if not clean_inline(_first(record, "title")):
        formatted = record.get("formattedtitle")
        if not formatted or not clean_inline(formatted):
            return False
    if not clean_inline(_first(record, "type")):
        return False
    for field in ("keywords", "clan", "legality"):
        value = record.get(field)
        if value is not None and type(value) is not str and not (
                type(value) is list and set(map(type, value)) <= _ONLY_STR):
            return False
    text = _first(record, "text")
    if text is not None and type(text) is not str:
        return False
    try:
        for field in STAT_FIELDS:
            if field in record:
                parse_stat(record[field], field)
    except MalformedRecord:
        return False
    return True


def build_record(record: Any) -> ParsedCard:
    """The card of a record kept unparsed (:class:`RawCard` ``record``): what
    :func:`parse_file` gives for it. Raises :class:`MalformedRecord` when it does not parse."""
    return parse_record(_fix_record(record) if isinstance(record, dict) else record)


def file_records(data: bytes) -> list[Any]:
    """The records of a card file's bytes, as :func:`parse_file` reads them (a schema-7
    pending row's ``raw`` counts in this list). Raises ``ValueError`` for anything but an
    Oracle export."""
    records = json.loads(data)
    if isinstance(records, dict) and isinstance(records.get("cards"), list):
        records = records["cards"]
    if not isinstance(records, list):
        raise ValueError("not an Oracle export")
    return records


_SPACE = re.compile(r"[ \t\n\r]*")


def split_records(data: bytes) -> tuple[list[Any], list[str]] | None:
    """The records of a file holding a JSON list, each with its own JSON text as the file
    writes it (``json.loads`` of each text gives its record): what the library stores of a
    record it keeps (``RawCard.text``). Read with the json module's own scanner, element by
    element, so the records are those ``json.loads(data)`` gives. None for anything else
    (not a list, not JSON): :func:`parse_file` then reads the file as before."""
    try:
        text = data.decode(json.detect_encoding(data), "surrogatepass")
        scan = json.JSONDecoder().raw_decode
        space = _SPACE.match
        at = space(text).end()
        if text[at : at + 1] != "[":
            return None
        at = space(text, at + 1).end()
        records: list[Any] = []
        texts: list[str] = []
        if text[at : at + 1] == "]":
            return (records, texts) if not text[space(text, at + 1).end():] else None
        while True:
            record, end = scan(text, at)
            records.append(record)
            texts.append(text[at:end])
            at = space(text, end).end()
            mark = text[at : at + 1]
            at = space(text, at + 1).end()
            if mark == "]":
                return (records, texts) if at == len(text) else None
            if mark != ",":
                return None
    except (ValueError, UnicodeDecodeError):  # (JSONDecodeError is a ValueError)
        return None


def _keep_raw(records: list[Any], texts: list[str], name: str, result: ParseResult,
              parse_ids: Container[str], columns: Callable[[Any], Any] | None) -> None:
    """Keep each record that parses as a :class:`RawCard` with its JSON text, in file order;
    a record :func:`plainly_well_formed` refuses is parsed now, for the same problem as
    before; a record whose card id is in ``parse_ids`` is parsed into ``result.cards``.
    ``columns`` reads a record's pending columns (``RawCard.fields``; None: refused), else
    :func:`kept_fields` checks it (no columns kept)."""
    check = columns or kept_fields
    for index, record in enumerate(records):
        fields = check(record) if (
            type(record) is not dict
            or f"{SOURCE}:{record.get('cardid')}" not in parse_ids) else None
        if fields is not None:
            # (with its columns read, the record is read back from its text if ever needed)
            result.raw.append(RawCard(f"{SOURCE}:{record['cardid']}", SOURCE,
                                      None if columns else record, texts[index],
                                      fields if columns else None))
            continue
        try:
            parsed = build_record(record)
        except MalformedRecord as exc:
            card_id = record.get("cardid") if isinstance(record, dict) else None
            where = f"record {index}" + (f" (cardid {card_id})" if card_id is not None else "")
            result.problems.append(ImportProblem(name, where, str(exc)))
            continue
        if parsed.card.id in parse_ids:
            result.cards.append(parsed)
        else:
            result.raw.append(RawCard(parsed.card.id, SOURCE, record, texts[index]))


def parse_file(path: Path, *, display_name: str | None = None, abilities: bool = True,
               keep_raw: bool = False, parse_ids: Container[str] = (),
               columns: Callable[[Any], Any] | None = None) -> ParseResult:
    """Read one Oracle JSON file. File-level trouble (unreadable, not JSON, not a list) is one
    problem with an empty result; record-level trouble is one problem per record. The cards'
    ability records are read unless ``abilities`` is False (the library reads them later).
    With ``keep_raw`` the records that parse are kept unparsed in ``result.raw`` (file order;
    :func:`build_record` builds each) instead of ``result.cards``, with the same problems, but
    for the cards whose id is in ``parse_ids`` (the library holds them built: a re-import
    compares them as it did). ``columns`` (with ``keep_raw``) reads the pending columns of a
    record, None where :func:`kept_fields` refuses it (``carddb/pending_columns.py``); they are
    kept in ``RawCard.fields``."""
    name = display_name or str(path)
    result = ParseResult()
    try:
        raw = path.read_bytes()
    except OSError as exc:
        result.problems.append(ImportProblem(name, "", f"cannot read: {exc.strerror or exc}"))
        return result
    if keep_raw:
        split = split_records(raw)
        if split is not None:
            _keep_raw(*split, name, result, parse_ids, columns)
            return result
    try:
        data = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        where = f"line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        result.problems.append(ImportProblem(name, where, f"not valid JSON: {exc}"))
        return result
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = data["cards"]
    if not isinstance(data, list):
        result.problems.append(
            ImportProblem(name, "", "not an Oracle export (expected a list of card records)")
        )
        return result
    if keep_raw:  # (``{"cards": [...]}``: each record's JSON written again)
        _keep_raw(data, [json.dumps(r) for r in data], name, result, parse_ids, columns)
        return result
    for index, record in enumerate(data):
        if isinstance(record, dict):
            record = _fix_record(record)
        try:
            parsed = parse_record(record)
            result.cards.append(read_abilities(parsed) if abilities else parsed)
        except MalformedRecord as exc:
            card_id = record.get("cardid") if isinstance(record, dict) else None
            where = f"record {index}" + (f" (cardid {card_id})" if card_id is not None else "")
            result.problems.append(ImportProblem(name, where, str(exc)))
    return result
