"""Traits letting a card take a Limited player action as an Open one: "Dainagon may Lobby as an
Open action", "You may equip Air Spells to Neiru as an Open action" (an ``ongoing`` record of
kind ``open_permission`` on the Personality, validated by ``ongoing.validate``)::

    {"timing": "continuous", "ongoing": "open_permission", "action": "lobby"}
    {"timing": "continuous", "ongoing": "open_permission", "action": "equip",
     "filter": {"type": "spell", "keyword": "Air"}}

Rules. Lobby is a Political Limited player ability and Equip a Limited one [CE › PLAYER
ABILITIES], [CE › EQUIP]; Limited actions are taken only at an opportunity in your own Action
Phase, Open ones at any action-round opportunity of the Action Phase [CE › ACTION PHASE]. A
card's permission overrides the rule it names [CE › PERMISSIONS], so while the Personality is
in play its player may take that action as an Open one: Lobby bowing that Personality, or
Equip of a card from his hand fitting ``filter`` onto that Personality. Every other
requirement (Family Honor, the Favor not held, Gold, the attachment's restrictions) stands.
``rules/legal.py`` offers these at the action-round opportunities that are not the player's
Limited ones (on his own turn the ordinary Lobby and Equip already include them).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState


def _permissions(state: GameState, player: int, action: str) -> list[tuple[str, dict]]:
    """``(card id, record)`` of the player's Personalities in play granting ``action``."""
    if not ongoing.in_play(state, "open_permission", player):
        return []  # (quick filter: no such card of his in play)
    out = []
    for cid in moves.in_play_cards(state, player):
        card = state.cards[cid]
        for rec in ongoing.records(card.definition, "open_permission"):
            if rec["action"] == action and ongoing.active(state, card, rec):
                out.append((cid, rec))
    return out


def lobby_barred(state: GameState, player: int) -> bool:
    """True while another player controls a card in play saying "Other players may not
    lobby" (an ongoing ``no_lobby`` record, ``applies_to: others``): a restriction on the
    player ability Lobby [CE › PLAYER ABILITIES], [CE › RESTRICTIONS] ("may not"), for as
    long as the card is in play [CE › TRAITS]."""
    if not ongoing.sources(state, "no_lobby"):
        return False  # (quick filter: no such card in the game)
    return any(ongoing.in_play(state, "no_lobby", other)
               for other in range(len(state.players)) if other != player)


def lobbyists(state: GameState, player: int) -> set[str]:
    """The player's Personalities that may Lobby as an Open action now."""
    return {cid for cid, _rec in _permissions(state, player, "lobby")}


def equip_targets(state: GameState, player: int) -> dict[str, list[dict[str, Any]]]:
    """The player's Personalities onto which he may Equip as an Open action, each with the
    filters of the cards he may Equip so."""
    out: dict[str, list[dict[str, Any]]] = {}
    for cid, rec in _permissions(state, player, "equip"):
        out.setdefault(cid, []).append(rec["filter"])
    return out


def fits(state: GameState, card_id: str, filters: list[dict[str, Any]]) -> bool:
    """Does the card in hand fit one of the permission's filters?"""
    d = state.cards[card_id].definition
    return any(d.type.value == f["type"] and ("keyword" not in f or d.has_keyword(f["keyword"]))
               for f in filters)
