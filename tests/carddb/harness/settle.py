"""Small helpers of the harness's checks (``checks._check``): letting an action's choices and
windows settle so that its effects are all in the state, and reading what it did."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.game import Game
from tests.carddb.harness import deck_choices as harness_deck


def _settle(game: Game, events: list[Event], second: bool = False) -> list[Event]:
    """Apply the optional effects ("you may": the record's effects are all checked) and
    decline what the action opened (a Seppuku Reaction, a trigger window) so that its
    effects are all in the state. ``second``: of an either/or choice take the second
    alternative (decline), of a "you may" still apply."""
    for _ in range(12):
        pick = harness_deck.choose(game)  # a card from a deck: the first offered
        if pick is not None:
            events += game.perform(pick)
            continue
        if game.state.options:
            o = game.state.options[0]
            mark = o["effects"][0].get("optional")
            alternative = any(e.get("otherwise") == mark for e in o["effects"])
            events += game.perform(ChooseOption(o["player"], apply=not (second and alternative)))
            continue
        if not game.state.reactions and not getattr(game.state, "windows", None):
            break
        passes = [a for a in game.legal_actions() if isinstance(a, Pass)]
        if not passes:
            break
        events += game.perform(passes[0])
    return events


def _straightens_itself(record: dict[str, Any]) -> bool:
    """Does an effect of the record straighten the card itself or its unit?"""
    return any(e.get("op") == "straighten" and (
        e.get("target") == "self" or (e.get("each") or {}).get("unit_of") in ("self", "host"))
        for e in record.get("effects", []))


def _bowed_once(events: list[Event], card: str) -> bool:
    """Was the card bowed during the action (its events)?"""
    return any(type(e).__name__ == "CardsBowed" and card in e.cards for e in events)


def _outcomes(base: list[int], optional: list[tuple[int, int]]) -> list[list[int]]:
    """The per-player totals with each conditional amount applied or not."""
    out = [list(base)]
    for who, n in optional:
        out += [[v + (n if i == who else 0) for i, v in enumerate(o)] for o in out]
    return out
