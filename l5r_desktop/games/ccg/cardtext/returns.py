"""A card in play put into its owner's hand: "Target an attachment: Put it in its owner's
hand."

Effect::

    {"op": "to_owner_hand", "target": 0}

The card leaves play for its owner's hand (whoever controlled it), as a card that leaves play
loses what it had in play (bowed, tokens, modifiers) [CE › AREAS OF THE GAME › HAND],
[CE › CARD OWNERSHIP]. Only Fate attachments (Followers, Items, Spells) are read: their owner's
hand is where a Fate card goes; a Dynasty card in a hand would go on its deck, and a
Personality's own attachments would leave with him, so those stay manual (the validator
refuses a target spec of another type).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import CardMoved, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("to_owner_hand",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_FATE_ATTACHMENTS = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_SPEC_TYPES = ("follower", "item", "spell", "attachment")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``to_owner_hand`` effect (its target spec is checked by
    :func:`spec_problems`)."""
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool):
        return ["to_owner_hand puts a target of the ability into a hand (target: index)"]
    return []


def spec_problems(record: dict[str, Any]) -> list[str]:
    """Every ``to_owner_hand`` effect's target is a Fate attachment (Follower, Item, Spell)."""
    targets = record.get("targets") or []
    effects = record.get("effects") or []
    if not isinstance(targets, list) or not isinstance(effects, list):
        return []  # a malformed field: the validator names it
    for e in effects:
        if not isinstance(e, dict) or e.get("op") != "to_owner_hand":
            continue
        t = e.get("target")
        spec = targets[t] if isinstance(t, int) and 0 <= t < len(targets) else None
        kind = spec.get("type") if isinstance(spec, dict) else None
        kinds = kind if isinstance(kind, list) else [kind]
        if not kinds or any(k not in _SPEC_TYPES for k in kinds):
            return ["to_owner_hand targets a Follower, Item, Spell or attachment"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the effect's target (a Fate attachment in play) into its owner's hand."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if not c.in_play or c.definition.type not in _FATE_ATTACHMENTS:
        return [Note((card_id, cid), text=f"{c.title} is not an attachment in play")]
    from_zone = c.zone
    moves.move(state, cid, Zone.HAND)
    return [CardMoved((cid,), from_zone=from_zone.value, to_zone=c.zone.value)]
