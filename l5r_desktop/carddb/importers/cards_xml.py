"""Importer for the Egg of P'an Ku / Onyx ``cards.xml`` database (parsed with defusedxml).

Layout::

    <cards version="...">
      <card id="KYD022" type="personality">
        <name>Goju Hitomi - exp3</name>
        <edition>KYD</edition><image edition="KYD">images/cards/KYD/KYD022.jpg</image>
        <legal>open</legal> <clan>dragon</clan>
        <text><![CDATA[<B>Dragon Clan Samurai. Unique.</B> ... <BR> ...]]></text>
        <force>5</force> <chi>5</chi> <personal_honor>1</personal_honor> <cost>15</cost>
        <honor_req>-</honor_req> <focus/> <starting_honor/> <province_strength/>
        <gold_production/>
      </card>
    </cards>

Keywords are not a separate element: they are the leading bold sentence(s) of the text
(``<B>Samurai. Unique.</B>``), which this importer splits off. Playtest cards whose id starts with
``encrypted`` are skipped and counted. A malformed ``<card>`` is reported with its position
(``card 12 (id XYZ)``) and skipped; a file that is not well-formed XML is one problem.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from defusedxml import ElementTree as SafeET
from defusedxml.common import DefusedXmlException

from l5r_desktop.carddb.importers.common import (
    ImportProblem,
    MalformedRecord,
    ParsedCard,
    ParseResult,
    build_parsed_card,
    card_level,
    clean_inline,
    parse_stat,
    read_abilities,
    split_experience,
)
from l5r_desktop.games.ccg.model.cards import CardType

SOURCE = "xml"

#: cards.xml element → CardDef stat name.
STAT_ELEMENTS = {
    "force": "force",
    "chi": "chi",
    "personal_honor": "personal_honor",
    "cost": "gold_cost",
    "honor_req": "honor_requirement",
    "focus": "focus",
    "starting_honor": "starting_honor",
    "province_strength": "province_strength",
    "gold_production": "gold_production",
}

_TYPES = {t.value: t for t in CardType}
_FIRST_BREAK_RE = re.compile(r"<\s*br\s*/?\s*>", re.IGNORECASE)
_LEADING_BOLD_RE = re.compile(r"^\s*<\s*b\s*>(?P<traits>.*?)<\s*/\s*b\s*>\s*(?:<\s*br\s*/?>)?",
                              re.IGNORECASE | re.DOTALL)
_WHOLLY_BOLD_RE = re.compile(r"^\s*<\s*b\s*>(?P<inner>(?:(?!<\s*/?\s*b\s*>).)*)<\s*/\s*b\s*>\s*$",
                             re.IGNORECASE | re.DOTALL)
_CLAN_PREFIX_RE = re.compile(r"^(?P<clan>[A-Z][\w'-]* Clan)\s+(?P<rest>.+)$")
#: One trait or keyword: a few words, no sentence punctuation (``Soul of Akodo``,
#: ``Experienced 2``, ``Two-Handed``, ``Lion's Pride``).
_TRAIT_RE = re.compile(r"^[A-Z0-9][\w'’-]*(?: [\w'’-]+){0,7}$")
_BULLET_RE = re.compile(r"\s*[\u2022\u00b7\x95]\s*")


def looks_like_cards_xml(path: Path) -> bool:
    """True when ``path`` is an ``.xml`` file."""
    return path.suffix.lower() == ".xml"


def _add_trait(keywords: list[str], piece: str) -> None:
    clan = _CLAN_PREFIX_RE.match(piece)
    parts = [clan.group("clan"), clan.group("rest")] if clan else [piece]
    keywords.extend(p for p in parts if p not in keywords)


def _period_traits(text_html: str) -> tuple[list[str], str] | None:
    """The older spelling: a leading bold block of period-separated words
    (``<B>Crab Clan Samurai. Unique.</B>``)."""
    match = _LEADING_BOLD_RE.match(text_html)
    if not match:
        return None
    traits = clean_inline(match.group("traits"))
    if not traits.endswith(".") or ":" in traits:
        return None
    pieces = [p.strip() for p in traits.split(".") if p.strip()]
    if not all(_TRAIT_RE.match(p) for p in pieces):
        return None
    keywords: list[str] = []
    for piece in pieces:
        _add_trait(keywords, piece)
    return keywords, text_html[match.end() :]


def _split_traits(text_html: str) -> tuple[list[str], str]:
    """Split the traits and keywords off the card text: ``(keywords, rest of text)``.

    Real exports write them in three ways, all read here: the first line separated by ``•``
    (``<b>Lion Clan &#8226; Samurai</b>``, partly bold ``Dragon Clan &#8226; <b>Cavalry</b>``,
    or not bold at all in newer exports); a first line that is one bold trait
    (``<b>Weapon</b><br>...``); and the older period form ``<B>Samurai. Unique.</B>``.
    A first line that is an action (``<b>Limited</b>: ...``, ``<b>Open:</b> ...``) or a sentence
    is card text, not traits.
    """
    older = _period_traits(text_html)
    if older is not None:
        return older
    parts = _FIRST_BREAK_RE.split(text_html, maxsplit=1)
    first = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    plain = clean_inline(first)
    if not plain or ":" in plain:
        return [], text_html
    pieces = [p.strip() for p in _BULLET_RE.split(plain) if p.strip()]
    # One trait alone counts only when the whole first line is bold (``<b>Weapon</b>``).
    if len(pieces) == 1 and (not _WHOLLY_BOLD_RE.match(first) or plain.endswith(".")):
        return [], text_html
    if not pieces or not all(_TRAIT_RE.match(p) for p in pieces):
        return [], text_html
    keywords: list[str] = []
    for piece in pieces:
        _add_trait(keywords, piece)
    return keywords, rest


def _texts(card: ET.Element, tag: str) -> list[str]:
    out: list[str] = []
    for element in card.findall(tag):
        value = clean_inline(element.text)
        if value and value not in out:
            out.append(value)
    return out


def parse_card(element: ET.Element) -> ParsedCard:
    """One ``<card>`` element to a :class:`ParsedCard`; raises :class:`MalformedRecord`."""
    card_id = (element.get("id") or "").strip()
    if not card_id:
        raise MalformedRecord("card has no id attribute")
    raw_type = (element.get("type") or "").strip().lower()
    if not raw_type:
        raise MalformedRecord("card has no type attribute")
    name_el = element.find("name")
    name = clean_inline(name_el.text if name_el is not None else "")
    if not name:
        raise MalformedRecord("card has no <name>")
    base, tag = split_experience(name)
    stats: dict[str, int | None] = {}
    asterisk: list[str] = []
    for tag_name, stat in STAT_ELEMENTS.items():
        found = element.findall(tag_name)
        if not found:
            continue
        if len(found) > 1:
            raise MalformedRecord(f"<{tag_name}> appears {len(found)} times")
        value, star = parse_stat(found[0].text or "", tag_name)
        stats[stat] = value
        if star:
            asterisk.append(stat)
    text_el = element.find("text")
    raw_text = text_el.text or "" if text_el is not None else ""
    keywords, body = _split_traits(raw_text)
    level = card_level(tag, keywords)
    clans = [c.title() for c in _texts(element, "clan") if c.lower() not in ("unaligned", "none")]
    editions = _texts(element, "edition")
    images: list[str] = []
    printings = []
    for image in element.findall("image"):
        rel = (image.text or "").strip().replace("\\", "/")
        edition = (image.get("edition") or "").strip()
        if rel:
            images.append(rel)
        printings.append({"set": edition, "image": rel})
    for edition in editions:
        if not any(p["set"] == edition for p in printings):
            printings.append({"set": edition})
    rarity = _texts(element, "rarity")
    if rarity:
        for p in printings:
            p["rarity"] = rarity[0]
    return build_parsed_card(
        card_id=card_id, base=base, tag=tag, card_type=_TYPES.get(raw_type, CardType.OTHER),
        clans=list(clans), keywords=list(keywords), html_text=body, asterisk=list(asterisk),
        level=level, legal=_texts(element, "legal"), stats=stats,
        printings=tuple(printings), image_refs=(*images, card_id), source=SOURCE)


def parse_file(path: Path, *, display_name: str | None = None,
               abilities: bool = True) -> ParseResult:
    """Read one ``cards.xml``. Unreadable or ill-formed XML is one problem and no cards. The
    cards' ability records are read unless ``abilities`` is False (the library reads them
    later)."""
    name = display_name or str(path)
    result = ParseResult()
    try:
        root = SafeET.parse(str(path)).getroot()
    except OSError as exc:
        result.problems.append(ImportProblem(name, "", f"cannot read: {exc.strerror or exc}"))
        return result
    except ET.ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        result.problems.append(
            ImportProblem(name, f"line {line}, column {column}", f"not well-formed XML: {exc}")
        )
        return result
    except DefusedXmlException as exc:
        result.problems.append(ImportProblem(name, "", f"refused unsafe XML: {exc}"))
        return result
    if root.tag != "cards":
        result.problems.append(
            ImportProblem(name, "", f"not a cards.xml database (root element <{root.tag}>)")
        )
        return result
    for index, element in enumerate(root.iter("card"), start=1):
        card_id = (element.get("id") or "").strip()
        if card_id.lower().startswith("encrypted"):
            result.skipped_encrypted += 1
            continue
        try:
            parsed = parse_card(element)
            result.cards.append(read_abilities(parsed) if abilities else parsed)
        except MalformedRecord as exc:
            where = f"card {index}" + (f" (id {card_id})" if card_id else "")
            result.problems.append(ImportProblem(name, where, str(exc)))
    return result
