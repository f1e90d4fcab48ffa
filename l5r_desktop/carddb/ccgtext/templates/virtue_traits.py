"""Virtue traits: "Compassion: <trait>" and "Courtesy: <trait>" (later sets; the card's own
reminder says when they apply): a Compassion trait "takes effect while you have fewer
Provinces than anyone else", a Courtesy trait does "not take effect if you went first". The
trait after the colon is read by the other line templates (an ongoing trait only: a stat, a
keyword, province strength, an entry discount ...) and gets that condition in its ``if``
(``trait_conditions.py``: ``fewer_provinces``, ``went_first``), on and off as it changes
[CE › REMAIN]. The reminder text of the virtue (alone or beside a keyword's reminder) is
dropped with it.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.model.cards import CardDef

_VIRTUES = {"Compassion": {"player": "you", "fewer_provinces": True},
            "Courtesy": {"player": "you", "went_first": False}}
#: The virtues' reminders (a sentence in the line's parenthesis).
_REMINDER = re.compile(r"(?:Compassion takes effect while you have fewer Provinces than anyone "
                       r"else|Courtesy(?: traits)? (?:do|does) not take effect if you went first)"
                       r"\.?\s*")
_HEAD = re.compile(r"^(?P<v>Compassion|Courtesy): (?P<rest>.+)$")


@registry.line(4)
def virtue_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"Compassion: <ongoing trait>" / "Courtesy: <ongoing trait>"."""
    m = _HEAD.match(line)
    if m is None:
        raise Unread
    rest = _REMINDER.sub("", m["rest"])
    rest = re.sub(r"\s*\(\s*\)", "", rest).strip()
    from l5r_desktop.carddb.ccgtext.translate import translate_ability
    rec = translate_ability(rest, card)
    if not rec or rec.get("timing") != "continuous" or "ongoing" not in rec:
        raise Unread
    cond = _VIRTUES[m["v"]]
    rec = dict(rec)
    rec["if"] = {"all": [rec["if"], cond]} if "if" in rec else cond
    return rec
