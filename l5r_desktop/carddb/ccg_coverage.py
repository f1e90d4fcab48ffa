"""How much of a CCG card pool the engine plays by itself (the text translator's coverage).

Every ability of every card is classified *automated* (the translator made a record the
engine runs, or the engine plays it from a stat, as Gold production, or we wrote its records
card by card in ``carddb/data/ccg_abilities.json``) or *manual* (resolved by the players with
the toolkit). Each card falls in one class:

- ``vanilla``: no abilities in its text (keywords and stats only);
- ``full``: every ability automated;
- ``partly``: some automated, some manual;
- ``none``: every ability manual.

Figures are per card type and for the cards legal in one format (``--format``, default
Celestial), as ``l5r-desktop cards coverage`` prints them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from l5r_desktop.carddb.ccg_abilities import card_abilities
from l5r_desktop.carddb.importers.common import edition_key
from l5r_desktop.games.ccg.model.cards import CardDef

CLASSES = ("vanilla", "full", "partly", "none")

#: Keywords that carry a rule of their own (printed as reminder text, which the translator
#: reads as no ability) and that the engine does not play: a card carrying one has that much
#: to resolve by hand, so it is never counted as playing by itself. The keywords the engine
#: does rule (Conqueror, Resilient, Elite, Destined, Expendable, Kharmic, Reserve, Brash,
#: Overconfident, Stalwart, Legacy in ``games/ccg/keywords``; Cavalry, Naval, Tactician in
#: battles; Loyal, Unique, Singular as restrictions in ``economy``) are not here.
UNRULED_KEYWORDS = ("Honor",)  # Courage: a record of the card (cardtext/courage.py)


def keyword_gaps(card: CardDef) -> list[str]:
    """The card's keywords of :data:`UNRULED_KEYWORDS` (their rules resolved by hand)."""
    return [k for k in UNRULED_KEYWORDS if card.has_keyword(k)]


def classify(card: CardDef) -> tuple[str, int, int]:
    """The card's class and its counts of automated and manual abilities (a keyword of
    :data:`UNRULED_KEYWORDS` counts as one manual ability)."""
    _records, sources = card_abilities(card)
    auto = sum(1 for s in sources if s != "manual")
    manual = len(sources) - auto + len(keyword_gaps(card))
    if not sources and not manual:
        kind = "vanilla"
    elif not manual:
        kind = "full"
    else:
        kind = "partly" if auto else "none"
    return kind, auto, manual


def automation(card: CardDef) -> tuple[str, list[int]]:
    """What plays by itself on one card, for players (the card preview): ``("automated", [])``
    when the engine plays every ability, ``("partly", [n, ...])`` with the numbers of the
    abilities the players resolve by hand, ``("manual", [...])`` when they resolve all, or
    ``("none", [])`` for a card without abilities. Records written for the card (the demo
    cards, card-by-card data) count as its abilities; otherwise its text is translated. A
    keyword of :data:`UNRULED_KEYWORDS` makes an automated card ``partly`` and a card without
    automated abilities ``manual`` (the list names abilities only)."""
    kind, manual = _ability_automation(card)
    if not keyword_gaps(card):
        return kind, manual
    return ("partly" if kind in ("automated", "partly") else "manual"), manual


def _plain_automation(card: CardDef) -> tuple[str, list[int]] | None:
    """:func:`_ability_automation` where the card's own records decide it, None where the
    card's text must be read (:func:`card_abilities`)."""
    records = [r for r in card.abilities if isinstance(r, dict)]
    marked = sorted(int(r["ability"]) for r in records if "manual" in r and "ability" in r)
    if records and not marked and not any("manual" in r for r in records):
        return "automated", []
    if not card.text.strip() and not records:
        return "none", []
    return None


def reads_text(card: CardDef) -> bool:
    """Whether :func:`automation` of the card reads its text (the translator, imported on
    first use: the deck editor then asks it on a worker thread, issue 22)."""
    return _plain_automation(card) is None


def _ability_automation(card: CardDef) -> tuple[str, list[int]]:
    """:func:`automation` of the card's abilities alone (its keywords left out)."""
    plain = _plain_automation(card)
    if plain is not None:
        return plain
    _records, sources = card_abilities(card)
    if not sources:
        return "none", []
    flags = [s != "manual" for s in sources]
    manual = [n for n, auto in enumerate(flags, start=1) if not auto]
    if not manual:
        return "automated", []
    return ("partly" if len(manual) < len(flags) else "manual"), manual


def automation_label(card: CardDef) -> str:
    """One line for the card preview: which of the card's abilities play by themselves."""
    kind, manual = automation(card)
    if kind == "automated":
        return "Automated: the engine plays this card's abilities"
    if kind == "partly":
        parts = [f"ability {', '.join(str(n) for n in manual)}"] if manual else []
        parts += [f"the {k} keyword" for k in keyword_gaps(card)]
        return f"Partly automated: {' and '.join(parts)} resolved by hand (manual effects)"
    if kind == "manual":
        return "Not automated: resolve its abilities by hand (manual effects)"
    return ""


def coverage(cards: Iterable[CardDef], fmt: str = "celestial") -> dict[str, Any]:
    """Counts per class and per type, for the whole pool (``all``) and for the cards legal
    in ``fmt`` (``format``), with the abilities automated and manual."""
    out: dict[str, Any] = {}
    pools: dict[str, list[tuple[CardDef, tuple[str, int, int]]]] = {"all": [], "format": []}
    for card in cards:
        row = (card, classify(card))
        pools["all"].append(row)
        if any(edition_key(name) == fmt for name in card.legal):
            pools["format"].append(row)
    for name, rows in pools.items():
        by_class: Counter[str] = Counter(kind for _c, (kind, _a, _m) in rows)
        by_type: dict[str, Counter[str]] = {}
        for card, (kind, _a, _m) in rows:
            by_type.setdefault(card.type.value, Counter())[kind] += 1
        total = len(rows)
        plays = by_class["full"] + by_class["vanilla"]
        out[name] = {
            "total": total,
            "by_class": {k: by_class[k] for k in CLASSES},
            "by_type": {t: {k: c[k] for k in CLASSES} for t, c in sorted(by_type.items())},
            "abilities_automated": sum(a for _c, (_k, a, _m) in rows),
            "abilities_manual": sum(m for _c, (_k, _a, m) in rows),
            "plays_itself_percent": round(100.0 * plays / total, 1) if total else 0.0,
        }
    out["format_name"] = fmt
    return out


def table(part: dict[str, Any], title: str) -> str:
    """One pool's figures as a Markdown table."""
    lines = [f"{title}: {part['total']} cards, {part['plays_itself_percent']}% play by "
             f"themselves (full or vanilla); abilities automated {part['abilities_automated']},"
             f" manual {part['abilities_manual']}",
             "| type | " + " | ".join(CLASSES) + " |", "|---" * (len(CLASSES) + 1) + "|"]
    for card_type, counts in part["by_type"].items():
        lines.append(f"| {card_type} | " + " | ".join(str(counts[k]) for k in CLASSES) + " |")
    lines.append("| **all** | " + " | ".join(str(part["by_class"][k]) for k in CLASSES) + " |")
    return "\n".join(lines)
