"""The CCG's lines in the card preview (``ui/widgets/preview.py`` knows no game): the card's
title and type, clans, keywords, stats, text and whether the engine plays its abilities."""

from __future__ import annotations

import html

from l5r_desktop.games.ccg.model.cards import STAT_NAMES, CardDef

STAT_LABELS = {
    "force": "Force",
    "chi": "Chi",
    "gold_cost": "Gold Cost",
    "personal_honor": "Personal Honor",
    "honor_requirement": "Honor Requirement",
    "gold_production": "Gold Production",
    "province_strength": "Province Strength",
    "starting_honor": "Starting Honor",
    "focus": "Focus",
}


def card_lines(card: CardDef) -> list[str]:
    """The preview's lines for a CCG card, as rich text (escaped here)."""
    stats = [f"{STAT_LABELS[s]} {getattr(card, s)}" for s in STAT_NAMES
             if getattr(card, s) is not None]
    parts = [f"<b>{html.escape(card.title)}</b> — {card.type.value.capitalize()}"]
    if card.clans:
        parts.append(html.escape(", ".join(card.clans)))
    if card.keywords:
        parts.append("<i>" + html.escape(" • ".join(card.keywords)) + "</i>")
    if stats:
        parts.append(html.escape(", ".join(stats)))
    if card.text:
        parts.append(html.escape(card.text).replace("\n", "<br>"))
    from l5r_desktop.carddb.ccg_coverage import automation_label  # not at start-up

    status = automation_label(card)
    if status:
        parts.append(f"<small><i>{html.escape(status)}</i></small>")
    return parts
