"""Importer for the FiveRingsDB static data (the LCG community card database).

Layout of an export (``alsciende/fiveringsdb-data``, folder ``json/``): ``Card/<id>.json``, one
card per file; ``PackCard/<pack id>.json``, the cards of one pack with ``quantity``,
``position``, ``illustrator`` and ``image_url``; ``Pack.json`` (names, sizes, release dates,
cycles); ``Label/en.json`` (display names of clans and traits). Uniqueness is ``unique`` in most
card files and ``is_unique`` in some; skills and strength are strings (``"3"``, ``"X"``), skill
bonuses signed strings (``"+1"``, ``"-"``).

A whole export folder is read as one unit (:func:`parse_folder`) so that every card gets its
packs; a single card file is read alone (:func:`parse_card_file`). A malformed record becomes an
:class:`ImportProblem` naming the file and the reason; the rest still imports.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    MalformedRecord,
    ParsedCard,
    ParseResult,
    html_to_plain,
    html_to_rich,
)
from l5r_desktop.carddb.importers.fiveringsdb_layout import (
    find_export_roots as find_export_roots,
)
from l5r_desktop.carddb.importers.fiveringsdb_layout import is_export_root as is_export_root
from l5r_desktop.carddb.importers.fiveringsdb_layout import (
    looks_like_card_file as looks_like_card_file,
)
from l5r_desktop.carddb.lcg_abilities import abilities_for
from l5r_desktop.carddb.lcg_cards import ELEMENTS, LCG_SIDES, LCG_TYPES, LcgCard, LcgPrinting
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.package_data import package_file

SOURCE = "fiveringsdb"
GAME = "lcg"

_REQUIRED = ("id", "name", "type", "side", "clan", "text", "traits")
_KEYWORD_RE = re.compile(
    r"^(Ancestral|Courtesy|Covert|Pride|Restricted|Sincerity|Limited|Rally|Eminent"
    r"|No attachments(?: except \w+)?|No \w+ attachments|Disguised \w+)$"
)
_REMINDER_RE = re.compile(r"<i>\(.*?\)</i>|\(.*?\)")
_TAG_RE = re.compile(r"<[^>]*>")
_QUOTED_RE = re.compile(r"\"[^\"]*\"|\u201c[^\u201d]*\u201d")
_ICON_RE = re.compile(r"\[(conflict|element|clan)-([a-z]+)\]")
_SIGNED_RE = re.compile(r"^[+-]?\d+$")


_STRAY_LT_RE = re.compile(r"<+(?=<[a-zA-Z/])")


def looks_like_card_record(data: Any) -> bool:
    """True when a parsed JSON value is one FiveRingsDB card record."""
    return isinstance(data, dict) and "side" in data and "clan" in data and "id" in data


@dataclass
class _Labels:
    clans: dict[str, str] = field(default_factory=dict)
    traits: dict[str, str] = field(default_factory=dict)

    def trait(self, key: str) -> str:
        return self.traits.get(key) or key.replace("-", " ").title()


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise MalformedRecord(f"not readable JSON: {exc}") from exc


def _labels(root: Path) -> _Labels:
    labels = _Labels()
    path = root / "Label" / "en.json"
    if not path.is_file():
        return labels
    try:
        entries = _read_json(path)
    except MalformedRecord:
        return labels
    for entry in entries if isinstance(entries, list) else ():
        key = str(entry.get("id", "")) if isinstance(entry, dict) else ""
        kind, _, name = key.partition(".")
        if kind == "clan":
            labels.clans[name] = str(entry.get("value", name))
        elif kind == "trait":
            labels.traits[name] = str(entry.get("value", name))
    return labels


def _int(record: dict[str, Any], key: str) -> int | None:
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedRecord(f"{key} is not a number: {value!r}")
    return value


def _stat(record: dict[str, Any], key: str) -> int | str | None:
    """A skill / strength / bonus: int, ``"X"`` or ``"-"`` (dash), None when absent."""
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        raise MalformedRecord(f"{key} is not a number: {value!r}")
    text = value.strip()
    if _SIGNED_RE.match(text):
        return int(text)
    if text in ("X", "+X", "-X", "-", "–"):
        return text.replace("–", "-")
    raise MalformedRecord(f"{key} is not a number: {value!r}")


def keywords_of(text_html: str) -> tuple[str, ...]:
    """The keywords printed on a card's text (``Covert.``, ``Pride.``), on any line: a card
    may print a second keyword on its own line (``Courtesy.<br>Sincerity.``) or after a
    deckbuilding line (``Keeper role only.<br>Rally.``) [RR › Keywords]. Quoted text (an
    ability a card gives, "Attached character gains covert.") is not the card's own."""
    found: list[str] = []
    for line in re.split(r"<br\s*/?>|\n", text_html or ""):
        line = _QUOTED_RE.sub("", _TAG_RE.sub("", _REMINDER_RE.sub("", line)))
        for part in line.split("."):
            word = html.unescape(part).strip()
            if _KEYWORD_RE.match(word) and word not in found:
                found.append(word)
    return tuple(found)


def _icons(text: str) -> str:
    return _ICON_RE.sub(lambda m: f"[{m.group(2)}]", text)


def card_from_record(record: Any, labels: _Labels | None = None,
                     printings: tuple[LcgPrinting, ...] = ()) -> tuple[LcgCard, str]:
    """One FiveRingsDB card record → ``(LcgCard, text as HTML)``; raises
    :class:`MalformedRecord` with the reason when the record cannot be a card."""
    if not isinstance(record, dict):
        raise MalformedRecord("a card record must be a JSON object")
    missing = [k for k in _REQUIRED if k not in record]
    if missing:
        raise MalformedRecord(f"missing field(s): {', '.join(missing)}")
    card_id, name = record["id"], record["name"]
    if not isinstance(card_id, str) or not card_id.strip():
        raise MalformedRecord("the card has no id")
    if not isinstance(name, str) or not name.strip():
        raise MalformedRecord("the card has no name")
    if record["type"] not in LCG_TYPES:
        raise MalformedRecord(f"unknown card type {record['type']!r}")
    if record["side"] not in LCG_SIDES:
        raise MalformedRecord(f"unknown side {record['side']!r}")
    traits = record.get("traits") or []
    if not isinstance(traits, list) or not all(isinstance(t, str) for t in traits):
        raise MalformedRecord("traits must be a list of names")
    elements = [e for e in record.get("elements") or () if e is not None]
    if any(e not in ELEMENTS and e != "all" for e in elements):
        raise MalformedRecord(f"unknown element in {elements!r}")
    unique = record.get("unique")
    if unique is None:
        unique = record.get("is_unique")
    deck_limit = _int(record, "deck_limit")
    text_html = record.get("text") or ""
    if not isinstance(text_html, str):
        raise MalformedRecord("text must be a string")
    # A stray "<" before a tag is a typo in the source (one real card: "<br><<b>Action:</b>"):
    # the printed card has none, and it would show as "<Action:".
    text_html = _STRAY_LT_RE.sub("", text_html)
    labels = labels or _Labels()
    card = LcgCard(
        id=card_id.strip(),
        name=" ".join(name.split()),
        type=record["type"],
        side=record["side"],
        clan=str(record["clan"] or "neutral"),
        cost=_stat(record, "cost"),
        military=_stat(record, "military"),
        political=_stat(record, "political"),
        military_bonus=_stat(record, "military_bonus"),
        political_bonus=_stat(record, "political_bonus"),
        glory=_int(record, "glory"),
        strength=_stat(record, "strength"),
        strength_bonus=_stat(record, "strength_bonus"),
        elements=tuple(elements),
        honor=_int(record, "honor"),
        fate=_int(record, "fate"),
        influence_pool=_int(record, "influence_pool"),
        traits=tuple(labels.trait(t) for t in traits),
        keywords=keywords_of(text_html),
        text=_icons(html_to_plain(text_html)),
        influence_cost=_int(record, "influence_cost"),
        deck_limit=3 if deck_limit is None else deck_limit,
        unique=bool(unique),
        role_restriction=record.get("role_restriction") or None,
        allowed_clans=tuple(str(c) for c in record.get("allowed_clans") or ()),
        restricted_flag=bool(record.get("is_restricted")),
        printings=printings,
    )
    return card, text_html


def to_parsed(card: LcgCard, text_html: str, labels: _Labels | None = None,
              source: str = SOURCE) -> ParsedCard:
    """The library row of an LCG card: common columns (title, type, clan, traits as keywords,
    cost, pack names as editions), the full record, and our ability records for the card
    (``carddb/data/lcg_abilities.json``) in the abilities column."""
    labels = labels or _Labels()
    clan = labels.clans.get(card.clan) or card.clan.capitalize()
    definition = CardDef(
        id=card.id,
        title=card.name,
        type=CardType.OTHER,
        clans=(clan,),
        keywords=card.traits + card.keywords,
        text=card.text,
        gold_cost=card.cost if isinstance(card.cost, int) else None,
        province_strength=card.strength if isinstance(card.strength, int) else None,
        base_title=card.name,
        legal=tuple(dict.fromkeys(p.pack_name or p.pack for p in card.printings)),
        abilities=abilities_for(card.id),
    )
    facts = html.escape(card.summary_line(), quote=False)
    traits = html.escape(". ".join(card.traits) + "." if card.traits else "", quote=False)
    rich = f"<i>{facts}</i><br>" + (f"<b>{traits}</b><br>" if traits else "")
    rich += _icons(html_to_rich(text_html))
    refs = [card.id]
    for printing in card.printings:
        if printing.image_url:
            refs.append(printing.image_url.rsplit("/", 1)[-1].rsplit(".", 1)[0])
    return ParsedCard(
        card=definition,
        rich_text=rich,
        printings=tuple(
            {"set": p.pack_name or p.pack, "pack": p.pack, "number": p.position,
             "quantity": p.quantity, "artist": p.illustrator, "image": p.image_url}
            for p in card.printings
        ),
        image_refs=tuple(dict.fromkeys(refs)),
        source=source,
        game=GAME,
        lcg=card.to_dict(),
    )


def parse_card_file(path: Path) -> ParseResult:
    """One ``Card/<id>.json`` file on its own (no pack information)."""
    result = ParseResult()
    try:
        data = _read_json(path)
        records = data if isinstance(data, list) else [data]
        for record in records:
            card, text_html = card_from_record(record)
            result.cards.append(to_parsed(card, text_html))
    except MalformedRecord as exc:
        result.problems.append(ImportProblem(str(path), "", str(exc)))
    return result


def read_packs(root: Path) -> list[dict[str, Any]]:
    """``Pack.json`` as a list of pack dicts (id, name, position, size, released_at, cycle)."""
    path = root / "Pack.json"
    if not path.is_file():
        return []
    data = _read_json(path)
    if not isinstance(data, list):
        raise MalformedRecord("Pack.json must hold a list of packs")
    return [
        {"id": str(p["id"]), "name": str(p.get("name") or p["id"]),
         "position": p.get("position"), "size": p.get("size"),
         "released_at": p.get("released_at"), "cycle": p.get("cycle_id")}
        for p in data if isinstance(p, dict) and p.get("id")
    ]


def _read_printings(root: Path, pack_names: dict[str, str],
                    result: ParseResult) -> dict[str, list[LcgPrinting]]:
    by_card: dict[str, list[LcgPrinting]] = {}
    folder = root / "PackCard"
    if not folder.is_dir():
        return by_card
    for path in sorted(folder.glob("*.json")):
        pack = path.stem
        try:
            entries = _read_json(path)
            if not isinstance(entries, list):
                raise MalformedRecord("a pack file must hold a list of cards")
        except MalformedRecord as exc:
            result.problems.append(ImportProblem(str(path), "", str(exc)))
            continue
        for index, entry in enumerate(entries):
            if not isinstance(entry, dict) or not entry.get("card_id"):
                result.problems.append(ImportProblem(str(path), f"entry {index}",
                                                     "no card_id"))
                continue
            quantity = entry.get("quantity", 1)
            if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 0:
                result.problems.append(ImportProblem(
                    str(path), f"entry {index} ({entry['card_id']})",
                    f"quantity is not a count: {quantity!r}"))
                continue
            by_card.setdefault(str(entry["card_id"]), []).append(LcgPrinting(
                pack=pack, pack_name=pack_names.get(pack, pack),
                position=str(entry.get("position") or ""), quantity=quantity,
                image_url=str(entry.get("image_url") or ""),
                illustrator=str(entry.get("illustrator") or ""),
            ))
    return by_card


def parse_folder(root: Path) -> ParseResult:
    """A whole export folder: every card with its packs, and the pack list (``packs``). Pack
    entries for cards the export does not hold are reported."""
    result = ParseResult()
    labels = _labels(root)
    try:
        packs = read_packs(root)
    except MalformedRecord as exc:
        result.problems.append(ImportProblem(str(root / "Pack.json"), "", str(exc)))
        packs = []
    pack_names = {p["id"]: p["name"] for p in packs}
    order = {p["id"]: index for index, p in enumerate(packs)}
    printings = _read_printings(root, pack_names, result)
    seen: set[str] = set()
    for path in sorted((root / "Card").glob("*.json")):
        try:
            data = _read_json(path)
            for record in data if isinstance(data, list) else [data]:
                found = printings.get(record.get("id", "")) if isinstance(record, dict) else None
                mine = tuple(sorted(found or (), key=lambda p: order.get(p.pack, len(order))))
                card, text_html = card_from_record(record, labels, mine)
                if card.id in seen:
                    raise MalformedRecord(f"duplicate card id {card.id!r}")
                seen.add(card.id)
                result.cards.append(to_parsed(card, text_html, labels))
        except MalformedRecord as exc:
            result.problems.append(ImportProblem(str(path), "", str(exc)))
    for card_id in sorted(set(printings) - seen):
        result.problems.append(ImportProblem(
            str(root / "PackCard"), card_id, "a pack lists a card the export does not hold"))
    result.packs = packs
    return result


DEMO_FILE = "lcg_cards.json"


def demo_cards_bytes() -> bytes:
    """The raw bundled demo LCG card file (its hash tells whether the library is current)."""
    from importlib import import_module  # (the package as imported: its module imports no
    # engine; a stand-in put in sys.modules, as the tests do, counts)

    demo = import_module("l5r_desktop.demo")
    return package_file(demo.__file__, "l5r_desktop.demo", DEMO_FILE).read_bytes()


def demo_parsed_cards(raw: bytes | None = None) -> list[ParsedCard]:
    """The bundled demo LCG cards (``l5r_desktop/demo/lcg_cards.json``, our own) as library
    rows of source ``demo``."""
    records = json.loads((demo_cards_bytes() if raw is None else raw).decode("utf-8"))
    cards = [LcgCard.from_dict(record) for record in records]
    return [to_parsed(card, html.escape(card.text, quote=False).replace("\n", "<br>"),
                      source="demo") for card in cards]
