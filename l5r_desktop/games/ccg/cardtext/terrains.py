"""Terrains putting themselves into play, and the Terrain a newer Terrain replaces.

A Terrain is a Battle Strategy that enters play at the current battlefield and stays there,
in no side or army, until the battle's Final Steps discard it; while one is in play at the
current battlefield nobody may play another there [CE › TERRAIN]. Twenty Festivals: most
Terrains put themselves into play at the current battlefield by their Battle ability, and a
battle's Terrain is discarded when the battle ends [S0 › TERRAIN #].
Since each battle's Terrain is discarded when its battle ends, the only Terrain in play is
the current battlefield's (``moves.place_terrain`` puts one there).

Record vocabulary:

- condition ``{"no_terrain_here": true}`` ("If there are no Terrains at the current
  battlefield:"): no Terrain in play at the current battlefield when the action is announced
  (``ability_conditions.py``);
- effect ``{"op": "put_into_play", "target": "self", "at": "battlefield"}`` ("Put this card
  into play there.", "Put this Terrain into play."): the Terrain enters play at the current
  battlefield under its player's control (``movement.py``);
- effect ``{"op": "destroy_terrain"}`` ("Destroy a Terrain (if able)."): the Terrain in play
  (the current battlefield's) is destroyed, if there is one; nothing happens otherwise ("if
  able"). A Terrain whose record has it may be played where a Terrain already is, since its
  own text removes that one first (:func:`replaces_terrain`, ``attack/choices.py``): where a
  card's text and the rules disagree the card wins [CE › CARDINAL RULES › Cardinal Rule 1].

An ongoing ``no_terrains`` record (``applies_to: others``, ``trait_kinds.py``: "other players
may not play Terrains", with its ``if``) bars every other player from playing a Terrain while
it is active (:func:`barred`, asked by ``attack/choices.py``): "may not" is a restriction
[CE › RESTRICTIONS], and a non-triggered trait applies while its card is in play and its
condition holds [CE › TRAITS], [CE › REMAIN].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects, ongoing
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("destroy_terrain",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``destroy_terrain`` effect (it names no card: the Terrain in play)."""
    extra = set(effect) - {"op", "if", "optional", "otherwise"}
    return [f"destroy_terrain names no card ({', '.join(sorted(extra))})"] if extra else []


def terrain_here(state: GameState) -> str | None:
    """The Terrain in play at the current battlefield, if any."""
    att = state.attack
    current = att.current if att is not None else None
    if att is None or current is None or not 0 <= current < len(att.battlefields):
        return None
    return att.battlefields[current].terrain


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Destroy the Terrain in play, if there is one ("if able": nothing otherwise)."""
    terrain = terrain_here(state)
    if terrain is None or terrain == card_id:
        return []
    return effects.apply(state, player, "destroy", terrain)


def replaces_terrain(d: CardDef) -> bool:
    """Does one of the card's action records destroy the Terrain in play before the card
    enters play there ("Destroy a Terrain (if able). Put this Terrain into play.")? Kept on
    the (immutable) definition: the legal-action listing asks it for Terrains in hand."""
    found = d.__dict__.get("_l5r_replaces_terrain")
    if found is None:
        found = any(_replaces(rec) for rec in d.abilities if isinstance(rec, dict))
        d.__dict__["_l5r_replaces_terrain"] = found
    return found


def _replaces(rec: dict[str, Any]) -> bool:
    ops = [e.get("op") for e in rec.get("effects", ()) if isinstance(e, dict)]
    return "destroy_terrain" in ops and "put_into_play" in ops and \
        ops.index("destroy_terrain") < ops.index("put_into_play")


def barred(state: GameState, player: int) -> bool:
    """May ``player`` not play Terrains now: does another player control a card in play with
    an active ``no_terrains`` trait (module docstring)?"""
    if not ongoing.sources(state, "no_terrains"):
        return False  # (quick filter: no such card in the game)
    return any(ongoing.in_play(state, "no_terrains", other)
               for other in range(len(state.players)) if other != player)
