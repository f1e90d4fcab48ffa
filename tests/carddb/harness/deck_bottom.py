"""The harness for cards put at the bottom of their deck (``cardtext/deck_bottom.py``): the
harness answers each choice with the first card offered (``_settle``), so the cards chosen
are the first ones of Alice's hand (up to ``max``) or every card of her provinces; they must
now be the last cards of her deck, then her hand drawn back to its size, or each province
refilled face up."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.state import GameState


def before(s: GameState, player: int) -> dict[str, list[str]]:
    """Alice's hand and province cards before the use."""
    p = s.players[player]
    return {"hand": list(p.hand), "provinces": [c for c in p.provinces if c is not None]}


def check(s: GameState, player: int, effect: dict[str, Any], was: dict[str, list[str]]
          ) -> list[str]:
    """Problems with the cards put at the bottom and what follows."""
    p = s.players[player]
    if effect["from"] == "hand":
        moved = was["hand"][:effect.get("max", len(was["hand"]))]
        deck = p.fate_deck
        if len(p.hand) != len(was["hand"]):
            return [f"to_deck_bottom: {len(p.hand)} cards in hand, not {len(was['hand'])} "
                    "(as many drawn as put at the bottom)"]
    else:
        moved = was["provinces"]
        deck = p.dynasty_deck
        if any(c is None or not s.cards[c].face_up for c in p.provinces):
            return ["to_deck_bottom: a province was not refilled face up"]
    if not moved or deck[-len(moved):] != moved:
        return ["to_deck_bottom: the chosen cards are not at the bottom of the deck"]
    return []
