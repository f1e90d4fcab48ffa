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
    clean_inline,
    experience_level,
    parse_stat,
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
_LEADING_BOLD_RE = re.compile(r"^\s*<\s*b\s*>(?P<traits>.*?)<\s*/\s*b\s*>\s*(?:<\s*br\s*/?>)?",
                              re.IGNORECASE | re.DOTALL)
_CLAN_PREFIX_RE = re.compile(r"^(?P<clan>[A-Z][\w'-]* Clan)\s+(?P<rest>.+)$")


def looks_like_cards_xml(path: Path) -> bool:
    """True when ``path`` is an ``.xml`` file."""
    return path.suffix.lower() == ".xml"


def _split_traits(text_html: str) -> tuple[list[str], str]:
    """Split the leading bold trait sentence(s) off the text: ``(keywords, rest of text)``.

    Only a bold block made of short period-separated words counts as traits (``<B>Limited:</B>``
    is an action designator, not a trait block).
    """
    match = _LEADING_BOLD_RE.match(text_html)
    if not match:
        return [], text_html
    traits = clean_inline(match.group("traits"))
    if not traits.endswith(".") or ":" in traits:
        return [], text_html
    keywords: list[str] = []
    for piece in re.split(r"[.\u2022]", traits):
        piece = piece.strip()
        if not piece:
            continue
        clan = _CLAN_PREFIX_RE.match(piece)
        parts = [clan.group("clan"), clan.group("rest")] if clan else [piece]
        keywords.extend(p for p in parts if p not in keywords)
    return keywords, text_html[match.end() :]


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
    level = experience_level(tag)
    if not tag:
        for keyword in keywords:
            if not keyword.lower().startswith("experienced"):
                continue
            k_base, k_tag = split_experience("x - " + keyword)
            if k_tag and k_base == "x":
                level = experience_level(k_tag)
                break
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


def parse_file(path: Path, *, display_name: str | None = None) -> ParseResult:
    """Read one ``cards.xml``. Unreadable or ill-formed XML is one problem and no cards."""
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
            result.cards.append(parse_card(element))
        except MalformedRecord as exc:
            where = f"card {index}" + (f" (id {card_id})" if card_id else "")
            result.problems.append(ImportProblem(name, where, str(exc)))
    return result
