"""Discarding a card from your hand as a cost ("Battle: Discard a card: ...") [CE comprehensive
rules › COSTS], [CE › AREAS OF THE GAME › DISCARD PILES]: "By default, the phrase 'discard a
card' refers to discarding a Fate card from hand."

A record names the card with a target spec ``{"type": "card", "zone": "hand", "controller":
"you", "choose": true}``: a card in its player's own hand, chosen, not targeted ("just choosing
something is not targeting" [S1 › TARGET]); and pays it with the cost ``discard_targets`` (a
list of such target indices, ``costs.py``). The card is chosen when the action is announced,
with its targets (the Good Faith Rule: a player with no other card in hand cannot announce it
[CE › TAKING ACTIONS › A]), and discarded when the costs are paid, after Gold and the bow costs
[CE › COSTS › Timing of costs]. A card that left the hand before the payment cannot pay: "A
cost must fully occur, or be 'paid,' for effects of its action ... to happen"
(:func:`unpaid`). The card using the ability (a Strategy played from the hand) is never its
own cost: it is in the resolution area when the costs are paid.

Once discarded the card is out of play, and an amount may still read its printed Focus Value
("a Force bonus equal to the discarded card's Focus Value", ``amounts.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The spec ``zone`` value of a card in its player's hand.
HAND = "hand"
_Z_HAND = Zone.HAND
_ALLOWED = ("type", "zone", "controller", "choose")


def spec_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a target spec naming a card in the hand (``zone: hand``)."""
    if spec.get("type", "card") != "card" or spec.get("controller") != "you" \
            or spec.get("choose") is not True or any(k not in _ALLOWED for k in spec):
        return ["a card in the hand is {type: card, zone: hand, controller: you, "
                "choose: true} (a card of your own hand, chosen to pay a cost)"]
    return []


def cost_problems(record: dict[str, Any]) -> list[str]:
    """``discard_targets`` lists targets in the hand, and every target in the hand pays it."""
    cost = record.get("cost") or {}
    targets = record.get("targets") or []
    if not isinstance(cost, dict) or not isinstance(targets, list):
        return []  # the validator says so
    listed = cost.get("discard_targets", [])
    in_hand = [i for i, t in enumerate(targets) if isinstance(t, dict) and t.get("zone") == HAND]
    if not isinstance(listed, list) or any(
            isinstance(i, bool) or not isinstance(i, int) for i in listed) \
            or sorted(listed) != in_hand:
        return ["discard_targets lists exactly the targets in the hand (zone: hand)"]
    return []


def candidates(state: GameState, player: int, source: str) -> list[str]:
    """The cards in the player's hand other than the card using the ability."""
    return [c for c in state.players[player].hand if c != source]


def unpaid(state: GameState, player: int, rec: dict[str, Any],
           targets: tuple[str, ...]) -> bool:
    """Has a card chosen to be discarded left its player's hand (so the cost cannot be paid)?"""
    hand = state.players[player].hand
    return any(i < len(targets) and targets[i] not in hand
               for i in (rec.get("cost") or {}).get("discard_targets", ()))


def pay(state: GameState, player: int, rec: dict[str, Any],
        targets: tuple[str, ...]) -> list[Event]:
    """Discard the chosen cards from the hand to the Fate discard pile, face up."""
    events: list[Event] = []
    for i in (rec.get("cost") or {}).get("discard_targets", ()):
        cid = targets[i] if i < len(targets) else None
        if cid is not None and state.cards[cid].zone is _Z_HAND \
                and cid in state.players[player].hand:
            events += moves.discard(state, cid)
    return events
