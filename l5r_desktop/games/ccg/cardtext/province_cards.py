"""A card in one of your provinces, and a province refilled with a chosen card: "Target your
discarded Personality: Discard a card from one of your provinces and refill it face-up with the
Personality."

A target spec ``{"type": "card", "zone": "province", "controller": "you", "choose": true}``
names a card in one of the player's own provinces, face-up or face-down (his own: he may look
at them), chosen when the action is announced, not targeted ("just choosing something is not
targeting" [S1 › TARGET]); a province is named by the card in it. With ``"controller": "any"``
a card in any player's province ("Discard a card in a Province", moves lane); a ``discard``
effect on it discards it and refills that province [CE › PROVINCES].

``{"type": "personality", "zone": "province", "this_province": true, "choose": true}``: the
face-up Personality in the province of the ability's Region ("Bring a face-up Personality in
this province into play", chosen, not targeted); ``"type": "card"``: any card there.

``{"type": "card", "zone": "province", "at_current": true, "choose": true}`` (ccgtext2; may be
``optional``): a card, face-up or face-down, in the province of the current battlefield ("the
current battlefield's province": the Defender's province the battlefield is at
[CE › BATTLEFIELD]), chosen when the action is announced; none outside a battle. A ``discard``
effect on it discards it and refills that province [CE › PROVINCES] (``effect_ops``).

``{"type": "personality", "zone": "province", "controller": "you", "face_up": true,
"choose": true}`` (lane cards; ``keyword`` optional): a face-up Personality in one of the
player's own provinces ("choose your performing Nonhuman Personality face-up in your
province"), chosen, not targeted.

``{"type": "card", "zone": "province", "controller": "any"}`` (lane cards, 28 Nov; without
``choose``: targeted; ``face_down: true`` optional): a card in any player's province, or
the province it names ("Target a face-down card in a Province", "Give a target Province +3
strength": ``one_province.py``). "A Province" (chosen) is the spec with ``choose``.

Effect::

    {"op": "refill_with", "target": 1, "card": 0}

discards the card ``target`` (still in its province) and puts the card ``card`` (a Dynasty
card in a discard pile) into that province face-up: "Refilling a province means placing a card
into it" [CE › PROVINCES], here the card the effect names instead of the top card of the
Dynasty deck ("face-up": as the words say). If the card to place left its pile, or the
province card left its province, before the effect resolves, nothing happens (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import CardMoved, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The spec ``zone`` value of a card in one of the player's provinces.
PROVINCE = "province"
#: The effect ops this module resolves.
OPS = ("refill_with",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_DYNASTY = (CardType.PERSONALITY, CardType.HOLDING, CardType.EVENT, CardType.REGION,
            CardType.CELESTIAL)
_FACE_UP = {"type": "personality", "zone": PROVINCE, "controller": "you", "face_up": True,
            "choose": True}
_PILES = (Zone.DYNASTY_DISCARD, Zone.HONORABLY_DEAD, Zone.DISHONORABLY_DEAD)


def spec_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a target spec naming a card in the player's province, or in the current
    battlefield's."""
    plain = {k: v for k, v in spec.items() if k != "optional"}
    if plain.get("face_up") is True:  # a face-up Personality of his provinces
        kw = plain.pop("keyword", "")
        if isinstance(kw, str) and "optional" not in spec and plain == _FACE_UP:
            return []
        return ["a face-up Personality in your province is {type: personality, zone: "
                "province, controller: you, face_up: true, choose: true}, keyword K optional"]
    if "face_down" in plain:  # "a face-down card in a Province" (targeted)
        down = plain.pop("face_down")
        if down is not True or plain != {"type": "card", "zone": PROVINCE, "controller": "any"}:
            return ["face_down: true goes with {type: card, zone: province, controller: any}"]
    if spec.get("optional", True) is not True or plain not in (
            {"type": "card", "zone": PROVINCE, "controller": "any"},
            {"type": "card", "zone": PROVINCE, "controller": "you", "choose": True},
            {"type": "card", "zone": PROVINCE, "controller": "any", "choose": True},
            {"type": "card", "zone": PROVINCE, "at_current": True, "choose": True},
            {"type": "personality", "zone": PROVINCE, "this_province": True,
             "choose": True},
            {"type": "card", "zone": PROVINCE, "this_province": True, "choose": True}):
        return ["a card in a province is {type: card, zone: province, choose: true} and "
                "controller: you / any or at_current: true (optional: true), or this_province: "
                "true (type: card, or personality: a face-up one), or {type: card, zone: "
                "province, controller: any} (targeted), face_down: true optional"]
    return []


def candidates(state: GameState, player: int, spec: dict[str, Any] | None = None,
               source: str = "") -> list[str]:
    """The cards in the player's provinces, or (``at_current``) in the current battlefield's
    province, or (``this_province``) the face-up Personality in the province the ``source``
    Region is attached to."""
    if spec is not None and spec.get("this_province"):
        return _in_this_province(state, player, source, spec.get("type") == "personality")
    if spec is not None and spec.get("at_current"):
        att = state.attack
        if att is None or att.current is None:
            return []
        index = att.battlefields[att.current].province
        provinces = state.players[att.defender].provinces
        found = provinces[index] if 0 <= index < len(provinces) else None
        return [found] if found is not None else []
    if spec is not None and spec.get("face_up"):
        kw = spec.get("keyword")
        return [cid for cid in state.players[player].provinces if cid is not None
                and state.cards[cid].face_up
                and state.cards[cid].definition.type is CardType.PERSONALITY
                and (not kw or state.cards[cid].definition.has_keyword(kw))]
    seats = [player, *state.opponents(player)] if spec is not None and \
        spec.get("controller") == "any" else [player]  # "a card in a Province": anyone's
    down = spec is not None and spec.get("face_down") is True  # "a face-down card"
    return [cid for who in seats for cid in state.players[who].provinces if cid is not None
            and not (down and state.cards[cid].face_up)]


def _in_this_province(state: GameState, player: int, source: str, personality: bool
                      ) -> list[str]:
    """"A face-up Personality in this province" (``personality``; core lane: Shinden Shorai,
    oracle:6857) or any card there, face-up or face-down ("Discard a card from the
    province": Deadlands, oracle:1879): the Region's own province, his (a Region in play is
    attached to a province of its controller's [CE › REGION])."""
    region = state.cards.get(source)
    if region is None or region.definition.type is not CardType.REGION or \
            region.zone is not Zone.PROVINCE or region.province is None:
        return []
    p = state.players[region.owner]
    if region.owner != player or region.province >= len(p.provinces):
        return []
    found = p.provinces[region.province]
    c = state.cards.get(found) if found is not None else None
    if c is None or (personality and not (
            c.face_up and c.definition.type is CardType.PERSONALITY)):
        return []
    return [found]


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``refill_with`` effect."""
    t, c = effect.get("target"), effect.get("card")
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (t, c)) or t == c:
        return ["refill_with names the province's card (target) and the card to place (card), "
                "two target indices"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Discard the province's card and put the named card there face-up."""
    there = effect_card(state, card_id, effect, targets)
    new = effect_card(state, card_id, {"target": effect["card"]}, targets)
    title = state.cards[card_id].title
    if not there or not new:
        return [Note((card_id,), text=f"{title}: no card to place")]
    spot, placed = state.cards[there], state.cards[new]
    if spot.zone is not Zone.PROVINCE or spot.province is None or spot.owner != player \
            or placed.zone not in _PILES or placed.definition.type not in _DYNASTY:
        return [Note((card_id,), text=f"{title}: the card or the province is gone; nothing "
                                      "happens")]
    index, came_from = spot.province, placed.zone.value
    events = moves.discard(state, there)
    moves.take(state, placed)
    moves.put(state, placed, Zone.PROVINCE, province=index)
    placed.face_up = True
    events.append(CardMoved((new,), from_zone=came_from, to_zone="province"))
    return events
