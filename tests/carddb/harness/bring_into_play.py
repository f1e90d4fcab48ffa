"""The harness for bringing a card into play as an effect (``cardtext/bring_into_play.py``):
the Gold Alice needs for it (her Stronghold is bowed: the pool is all she has, so the Good
Faith Rule would not offer a use she could not pay), and the check after the use: the card in
play at her home, under her control, the Gold paid exactly its cost less the reduction (none
when costs are ignored), and its delayed return or removal waiting for the turn's end.
Lane cards: a card brought in ``at`` the current battlefield (on Alice's side there) or at a
target's location; ``less_from`` (the Gold Cost of a target, read from its definition: the
harness's cards have no tokens) and ``less_when`` (the position meets the condition, so the
reduction is always taken here).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import delayed, locations
from l5r_desktop.games.ccg.events import Event, GoldPaid, ProvinceRefilled
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


def _place_problem(s: GameState, player: int, effect: dict[str, Any], c: CardState | None,
                   targets: tuple[str, ...]) -> str | None:
    """Where the card should be: home, the player's side of the current battlefield, or the
    location of the card ``at`` names."""
    at = effect.get("at")
    if at is None:
        return None if c is not None and c.zone.value == "home" and c.controller == player \
            else "bring_into_play: the card is not in play at the player's home under his " \
            "control"
    if c is None or c.controller != player or not c.zone.in_play:
        return "bring_into_play: the card is not in play under the player's control"
    if at == "battlefield":
        side = armies.side_of(s, player)
        bf = armies.current_battlefield(s)
        if bf is None or c.id not in (bf.attacking if side == "attacking" else bf.defending):
            return "bring_into_play: the card is not on the player's side of the battlefield"
        return None
    if not locations.same_location(s, c.id, targets[at]):
        return "bring_into_play: the card is not at the named card's location"
    return None


def check(s: GameState, player: int, effect: dict[str, Any], c: CardState | None,
          events: list[Event], targets: tuple[str, ...] = ()) -> list[str]:
    """Problems with the effect's outcome."""
    if effect["op"] == "to_deck_top":
        if c is None or c.zone.value not in ("dynasty_deck", "fate_deck"):
            return ["to_deck_top: the card is not on a deck"]
        return []
    where = _place_problem(s, player, effect, c, targets)
    if where is not None or c is None:
        return [where or "bring_into_play: no card"]
    want = gold_for(effect, list(c.definition.keywords), list(c.definition.clans),
                    int(c.definition.gold_cost or 0))
    if "less_from" in effect:  # the named card's Gold Cost (printed: no tokens here)
        ref = s.cards[targets[effect["less_from"]["card"]]]
        want = max(0, want - int(ref.definition.gold_cost or 0))
    paid = sum(e.amount for e in events if isinstance(e, GoldPaid) and c.id in e.cards)
    if paid != want:
        return [f"bring_into_play: {paid} Gold paid, not {want}"]
    if effect.get("refill") == "face_up" and not any(
            isinstance(e, ProvinceRefilled) and all(s.cards[r].face_up for r in e.cards)
            for e in events):
        return ["bring_into_play: the province was not refilled face-up"]
    end = effect.get("turn_end")
    if end is not None and not any(
            d["card"] == c.id and d["when"] == delayed.TURN_END for d in s.delayed):
        return [f"bring_into_play: no {end} waiting for the turn's end"]
    return []
