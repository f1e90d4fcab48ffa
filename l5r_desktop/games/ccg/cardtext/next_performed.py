"""A delayed negation: the effects of the next action a card performs (this turn) are negated.

The effect (in an ability record's ``effects``)::

    {"op": "negate_next_performed", "target": 1}        # "(this turn)", the default

Rules. "Some effects state that they will occur at a given time in the future. These are
delayed effects": activated at one time, applied at another [CE › DELAYED EFFECTS]; "the
next" makes it one delayed effect [CE › INDEFINITE CONDITIONAL EFFECTS]. It is kept as a
modifier on the card (kind ``restriction``, stat ``next_performed``) until the turn ends or
the card leaves play. A Personality or Follower performs an action when its controller takes
it and the action is from an ability on it, or on an Item or Spell in his unit, or it was
targeted by the action's base constraints as its performer [CE › PERFORM] (the engine's
``performer`` targets, "your performing <X>"). The first such action uses the modifier up;
its costs are paid and every effect of it is negated, the action still resolves [CE › D.
Action resolution] (:func:`answer`, called by ``abilities.resolve``: card abilities,
Reactions included). The players' own actions that a card performs are read too: Lobby
(performed by the Personality bowed to take it) and the Tactician's Tactical Battle action
(performed by that Tactician) [CE › PLAYER ABILITIES] (:func:`take`): their costs are paid,
their effects (the Favor, the Force bonus) do not happen. The Naval Reaction is not read.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: The effect ops this module resolves.
OPS = ("negate_next_performed",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
KIND = "restriction"
STAT = "next_performed"
_PERFORMERS = (CardType.PERSONALITY, CardType.FOLLOWER)
_CARRIED = (CardType.ITEM, CardType.SPELL)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_next_performed`` effect of a record."""
    out = target_problems(effect)
    if effect.get("duration", "turn") != "turn":
        out.append("negate_next_performed lasts the turn")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the waiting negation on the card."""
    card = state.cards[card_id]
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{card.title}: no card in play to watch")]
    c.modifiers.append(Modifier(STAT, 0, Duration.TURN, card_id, KIND))
    return [Note((c.id, card_id), text=(
        f"the effects of the next action {c.title} performs this turn will be negated "
        f"({card.title})"))]


def take(state: GameState, player: int, performer: str) -> bool:
    """Does ``performer``, performing an action ``player`` takes, meet a waiting negation?
    If so it is used up (True)."""
    c = state.cards.get(performer)
    if c is None or not c.modifiers or c.controller != player:
        return False
    for m in c.modifiers:
        if m.kind == KIND and m.stat == STAT:
            c.modifiers.remove(m)
            return True
    return False


def performers(state: GameState, card_id: str, rec: dict[str, Any],
               targets: tuple[str, ...]) -> list[str]:
    """The cards performing the action of ``card_id``'s record ``rec`` [CE › PERFORM]."""
    card = state.cards[card_id]
    t = card.definition.type
    out = []
    if t in _PERFORMERS:
        out.append(card_id)
    elif t in _CARRIED and card.attached_to is not None:
        out.append(card.attached_to)
    specs = rec.get("targets") or ()
    out += [targets[i] for i, spec in enumerate(specs)
            if i < len(targets) and isinstance(spec, dict) and spec.get("performer")]
    return out


def answer(state: GameState, player: int, card_id: str, rec: dict[str, Any],
           targets: tuple[str, ...]) -> tuple[list[dict[str, Any]], list[Event]]:
    """The negation the action ``rec`` of ``card_id``, taken by ``player``, meets on a card
    performing it (used up), and a note."""
    for cid in performers(state, card_id, rec, targets):
        if take(state, player, cid):
            return [{"on": ""}], [Note((cid, card_id), text=(
                f"{state.title(cid)} performs {state.title(card_id)}'s action: its effects "
                "are negated"))]
    return [], []
