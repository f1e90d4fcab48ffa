"""Action abilities: the designator head ``[keywords] Limited|Open|Battle|Engage[, Bow]
[, N Gold]:`` [S1 › ABILITIES], an optional constraints block before a colon, and effect
sentences each read by a sentence template."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_TIMING_WORDS = {"Limited": "limited", "Open": "open", "Battle": "battle", "Engage": "engage",
                 "Battle/Open": "battle_open", "Open/Battle": "battle_open"}
#: Ability keywords that change nothing the engine checks beyond being keywords
#: [S1 › ABILITIES › Ability keywords], plus ``Absent`` (the engine's presence rule) and
#: ``Repeatable`` (no once-per-turn limit) and ``Tireless`` (used even if its card is bowed,
#: ``abilities.tireless``); ``Favor`` only with its cost of discarding the Favor
#: (``favor_cost.py``). Iaijutsu ... Jade, Heroic and Imperial have no rule of their own in the
#: three rulebooks ("Thunder" and "Jade" are not element keywords [S0 › ELEMENT KEYWORD #]);
#: ``Unstoppable``: "other players cannot take Interrupts to that action" [S0 › UNSTOPPABLE #]:
#: the Interrupts to an ability's action (``cardtext/interrupts.py``) honour it
#: (``negation.fits``; ``tests/ccgtext/test_reminders.py``). ``Fear`` and ``Maho`` ("Fear
#: Battle:", "Maho Battle:") are keywords by position: "An ability has any boldface keywords
#: that appear immediately before its designator" [CE › ABILITIES › Ability keywords]; neither
#: has a rule of its own ("Some keywords have meaning in the rules, while others are only
#: descriptive terms" [CE › KEYWORDS]; a Fear *effect*, "Fear 3", is [S0 › FEAR #]'s), but
#: other cards name them: a "Fear action" is one with the keyword or a Fear effect, a "Maho
#: action" one with the keyword, its ability's or its card's (``negation._is_kind``;
#: ``tests/engine/test_action_keywords.py``), and "A Chi loss from a trait on a Maho card is
#: a Maho effect" [CE › TRAITS]. ``Recon`` has no rule in the three rulebooks either (other
#: cards name "Recon actions"). Siege, Home have rules or meanings and stay unread.
KEYWORDS = {"Political", "Tactical", "Ninja", "Kiho", "Kata", "Air", "Earth", "Fire", "Water",
            "Void", "Absent", "Repeatable", "Shadowlands", "Tattoo", "Iaijutsu",
            "Thunder", "Economic", "Virtue", "Kolat", "Assassin", "Bushido", "Dark", "Revenge",
            "Jade", "Tireless", "Favor", "Unstoppable", "Heroic", "Imperial", "Fear", "Maho",
            "Recon"}
_HEAD_RE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)(?P<des>Limited|Battle/Open|Open/Battle|Open|Battle|Engage)"
    r"(?P<costs>(?:, ?[^:,]+)*):\s*(?P<body>.+)$")


def sentences(body: str) -> list[str]:
    """The effect's sentences, without their full stops (a body with parentheses or a
    semicolon is not read: ``reminders.py`` drops reminder text before)."""
    if "(" in body or ";" in body:
        raise Unread
    parts = [p.strip() for p in re.split(r"(?<=\.)\s+", body.strip()) if p.strip()]
    return [p[:-1] if p.endswith(".") else p for p in parts]


@registry.head_cost(10, r"^Bow(?: this card)?$")
def _bow(cost: dict[str, Any], m: re.Match[str]) -> None:
    cost["bow_self"] = True


@registry.head_cost(20, r"^(?P<n>\d+) Gold$")
def _gold(cost: dict[str, Any], m: re.Match[str]) -> None:
    cost["gold"] = int(m["n"])


def read_body(body: str, card: CardDef, record: dict[str, Any], cost: dict[str, Any], *,
              subject: str | None = None, reader: Reader | None = None) -> None:
    """Read an ability's body (constraints block and effect sentences) into ``record``, with
    the costs ``cost`` its head already set; ``subject``: what a pronoun names when nothing
    is targeted (a trigger's card); ``reader``: one that already read the constraints a
    template read itself (its targets and costs are kept)."""
    if reader is None:
        reader = Reader(names(card), card.type.value in ("follower", "item", "spell"),
                        subject=subject)
        reader.kind = card.type.value
    block, colon, effects = body.partition(": ")
    if colon and "." not in block:
        reader.constraints(block)  # "Bow your performing Scout and target an enemy card: ..."
        body = effects
    for s in sentences(body):
        reader.sentence(s)
    if not reader.effects:
        raise Unread
    if reader.cost:
        if set(reader.cost) & set(cost):
            raise Unread
        cost.update(reader.cost)
        record["cost"] = cost
    if cost.get("bow_self") and card.type.value == "strategy":
        raise Unread
    record.update(reader.flags)
    if reader.targets:
        record["targets"] = reader.targets
    record["effects"] = reader.effects


def read_head(keywords_text: str, costs_text: str, card: CardDef, record: dict[str, Any]
              ) -> dict[str, Any]:
    """The keywords and costs before an ability's colon ("Repeatable Battle, Bow, 2 Gold:"):
    puts ``keywords``, ``repeatable`` and ``cost`` into ``record`` and returns the cost (a
    Strategy pays its printed Gold Cost). An unknown keyword leaves the ability manual."""
    keywords = keywords_text.split()
    if any(k not in KEYWORDS for k in keywords):
        raise Unread
    lower = [k.lower() for k in keywords if k != "Repeatable"]
    if lower:
        record["keywords"] = lower
    if "Repeatable" in keywords:
        record["repeatable"] = True
    cost: dict[str, Any] = {}
    for part in (p.strip() for p in costs_text.split(",") if p.strip()):
        registry.dispatch("head_cost", cost, part)
    if card.type.value == "strategy":
        cost.setdefault("gold", "card")
    if cost:
        record["cost"] = cost
    return cost


@registry.line(20)
def action(line: str, card: CardDef) -> dict[str, Any]:
    """A designated action ability."""
    m = _HEAD_RE.match(line)
    if m is None:
        raise Unread
    record: dict[str, Any] = {"timing": _TIMING_WORDS[m["des"]]}
    cost = read_head(m["kws"], m["costs"], card, record)
    if cost.get("bow_self") and card.type.value == "strategy":
        raise Unread
    read_body(m["body"], card, record, cost)
    return record
