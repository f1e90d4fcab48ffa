"""Card movement effects of card text that the toolkit has no operation for: a card putting
itself into play, and discarding one's other cards with a keyword (Kata).

Effects (in an ability record's ``effects``)::

    {"op": "put_into_play", "target": "self"}              # "Put this Kata into play."
    {"op": "put_into_play", "target": "self", "bowed": true}   # "... into play (bowed)"
    {"op": "put_into_play", "target": "self", "at": "battlefield"}  # a Terrain (terrains.py)
    {"op": "discard_others", "keyword": "Kata"}            # "Discard your other Kata in play."

``put_into_play``: the card leaves where it is (the hand or the resolution area for a
Strategy, a province for an Event or a Dynasty card) and enters play in its user's home, face
up ([CE › AREAS OF THE GAME › HOME]; [CE › STRATEGY]: a Strategy that enters play is not
discarded when its action ends; a province that lost its card is refilled [CE › PROVINCES]).
Followers, Items and Spells enter play only attached to a Personality [CE › ATTACHMENTS], so
they are not put into play this way (the record validator refuses nothing here: the effect
fails with a note). The card entered play (``CardEnteredPlay``): triggered traits and the
Destined keyword answer it. ``at: battlefield``: a Terrain enters play at the current
battlefield instead, as its Terrain (``moves.place_terrain``, [CE › TERRAIN]); not without a
battle, not a card without the Terrain keyword, and not where a Terrain already is (a note).

``discard_others``: every other card its user controls in play with the keyword is discarded
[CE › DISCARD].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import rings
from l5r_desktop.games.ccg.events import CardEnteredPlay, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("put_into_play", "discard_others")
_ATTACH = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one movement effect of a record."""
    op = effect.get("op")
    if op == "put_into_play":
        if effect.get("target") != "self":
            return ["put_into_play puts the ability's own card into play (target: self)"]
        if not isinstance(effect.get("bowed", False), bool):
            return ["bowed is true or false"]
        if effect.get("at", "home") not in ("home", "battlefield"):
            return ["put_into_play at home or at the battlefield (a Terrain)"]
    if op == "discard_others" and not isinstance(effect.get("keyword"), str):
        return ["discard_others names a keyword"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Resolve one movement effect of ``card_id``'s ability, used by ``player``."""
    if effect["op"] == "put_into_play":
        if effect.get("at") == "battlefield":
            return _terrain_into_play(state, player, card_id)
        return _put_into_play(state, player, card_id, bool(effect.get("bowed")))
    return _discard_others(state, player, card_id, str(effect["keyword"]))


def _put_into_play(state: GameState, player: int, card_id: str, bowed: bool) -> list[Event]:
    card = state.cards[card_id]
    if card.zone.in_play:
        return [Note((card_id,), text=f"{card.title} is already in play")]
    if card.definition.type in _ATTACH:
        return [Note((card_id,), text=f"{card.title} enters play only attached to a "
                                      "Personality")]
    from_province = card.zone is _Z_PROVINCE
    owner = card.owner
    moves.move(state, card_id, _Z_HOME, controller=player)
    card.bowed = bowed
    rings.mark_own_text(card)  # a Ring played by its own ability (Enlightenment)
    events: list[Event] = [CardEnteredPlay((card_id,), player=player, how="by its own text")]
    if from_province:
        events += moves.refill(state, owner)
    return events


def _terrain_into_play(state: GameState, player: int, card_id: str) -> list[Event]:
    card = state.cards[card_id]
    if card.zone.in_play or not card.definition.has_keyword("Terrain"):
        return [Note((card_id,), text=f"{card.title} does not enter play at a battlefield")]
    if not moves.place_terrain(state, card_id, player):
        return [Note((card_id,), text=f"{card.title}: no battlefield without a Terrain")]
    return [CardEnteredPlay((card_id,), player=player, how="at the current battlefield")]


def _discard_others(state: GameState, player: int, card_id: str, keyword: str) -> list[Event]:
    events: list[Event] = []
    for cid in moves.in_play_cards(state, player):
        if cid != card_id and state.cards[cid].zone.in_play and \
                state.cards[cid].definition.has_keyword(keyword):
            events += moves.discard(state, cid)
    return events
