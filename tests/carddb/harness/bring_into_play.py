"""The harness for bringing a card into play as an effect (``cardtext/bring_into_play.py``):
the Gold Alice needs for it (her Stronghold is bowed: the pool is all she has, so the Good
Faith Rule would not offer a use she could not pay), and the check after the use: the card in
play at her home, under her control, the Gold paid exactly its cost less the reduction (none
when costs are ignored), and its delayed return or removal waiting for the turn's end.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import delayed
from l5r_desktop.games.ccg.events import Event, GoldPaid
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The effect ops checked here.
OPS = ("bring_into_play", "to_deck_top")
#: The Gold Cost of a harness Personality (``position._Builder.new_def``).
_COST = 3


def _fits(keywords: list[str], clans: list[str], test: dict[str, Any]) -> bool:
    if "keyword" in test:
        return test["keyword"] in keywords
    return test["clan"] in clans


def gold_for(effect: dict[str, Any], keywords: list[str], clans: list[str],
             cost: int = _COST) -> int:
    """The Gold bringing a card of Gold Cost ``cost`` with ``keywords`` / ``clans`` in by
    ``effect`` costs."""
    if effect.get("costs") == "ignore":
        return 0
    less = effect.get("less", 0)
    if "less_if" in effect and not _fits(keywords, clans, effect["less_if"]):
        less = 0
    return max(0, cost - less)


def bringing(record: dict[str, Any], index: int | str) -> dict[str, Any] | None:
    """The record's ``bring_into_play`` effect on target ``index`` (or ``"self"``)."""
    return next((e for e in record.get("effects", []) if e.get("op") == "bring_into_play"
                 and e.get("target") == index), None)


def check(s: GameState, player: int, effect: dict[str, Any], c: CardState | None,
          events: list[Event]) -> list[str]:
    """Problems with the effect's outcome."""
    if effect["op"] == "to_deck_top":
        if c is None or c.zone.value not in ("dynasty_deck", "fate_deck"):
            return ["to_deck_top: the card is not on a deck"]
        return []
    if c is None or c.zone.value != "home" or c.controller != player:
        return ["bring_into_play: the card is not in play at the player's home under his "
                "control"]
    want = gold_for(effect, list(c.definition.keywords), list(c.definition.clans),
                    int(c.definition.gold_cost or 0))
    paid = sum(e.amount for e in events if isinstance(e, GoldPaid) and c.id in e.cards)
    if paid != want:
        return [f"bring_into_play: {paid} Gold paid, not {want}"]
    end = effect.get("turn_end")
    if end is not None and not any(
            d["card"] == c.id and d["when"] == delayed.TURN_END for d in s.delayed):
        return [f"bring_into_play: no {end} waiting for the turn's end"]
    return []
