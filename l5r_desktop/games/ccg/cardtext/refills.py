"""Refilling a province face-up: "Refill it face-up" on a card that entered play from a
province.

Effect (in an ability record's ``effects``)::

    {"op": "refill_face_up", "target": "self"}   # "Refill the Province face-up."

[CE › AREAS OF THE GAME › PROVINCES]: "When a card leaves a province and the province then
holds fewer than its maximum number of cards, effects triggered by the card leaving the
Province or entering play resolve first ... Then, if the Province still holds fewer than its
maximum number of cards, it is refilled with a face-down Dynasty card from the top of the
Province's owner's deck, unless something else has refilled it." So a trigger of the card
entering play from a province ("After you Recruit this Holding from a Province", "After X
enters play from a province") that refills it face-up refills it with the top card of the
owner's Dynasty deck, face up, instead of the face-down refill.

The engine refills a province as the card leaves it (``moves.refill``, in the same action), so
the province already holds that top card face down when the trigger resolves: the effect turns
it face up (the same card, the same place: the end state the rule gives). The province is the
one the card left (``CardState.from_province``, kept while the card stays in play); one still
empty (the deck was empty) is refilled now, face up, if the deck has a card again. A card
that did not come from a province, or a province already holding a face-up card, changes
nothing (a note says so).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import CardRevealed, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("refill_face_up",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one refill effect of a record."""
    if effect.get("target") != "self":
        return ["refill_face_up refills the province the ability's own card came from "
                "(target: self)"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Refill face-up the province ``card_id`` entered play from (module docstring)."""
    card = state.cards[card_id]
    index = card.from_province
    owner = state.players[card.owner]
    if not card.zone.in_play or index is None or index >= len(owner.provinces):
        return [Note((card_id,), text=f"{card.title} did not enter play from a province: "
                                      "nothing to refill")]
    occupant = owner.provinces[index]
    events: list[Event] = []
    if occupant is None:
        events += moves.refill(state, card.owner)
        occupant = owner.provinces[index]
        if occupant is None:
            return [*events, Note((card_id,), text="No Dynasty card to refill the province")]
    refill = state.cards[occupant]
    if refill.face_up:
        return [*events, Note((card_id,), text=f"Province {index + 1} is already face-up")]
    refill.face_up = True
    events.append(CardRevealed((occupant,), player=card.owner))
    return events
