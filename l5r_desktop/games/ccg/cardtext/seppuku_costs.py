"""The Seppuku Reaction to an ability's Honor cost: which of the paying player's Personalities
may commit seppuku before he loses Honor from the action [S1 › PLAYER ABILITIES] (moved out of
``abilities.py``, which re-exports both functions)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import GameState

_T_PERSONALITY = CardType.PERSONALITY


def cost_reaction(state: GameState, action: Any) -> dict[str, Any] | None:
    """The Seppuku Reaction window for an ability whose cost loses Honor, or ``None``.

    [S1 › PLAYER ABILITIES]: "before you lose Honor from an action that targeted or was
    performed by one of your Courtier or Samurai Personalities: He commits seppuku. If the
    seppuku destroyed him, reduce the Honor loss to one." Paying an Honor cost is losing Honor
    from the action, so when the action targets or is performed by such a Personality of the
    player, he decides first (Pass: pay in full; Seppuku: pay at most 1); the action is then
    resolved with that cost (a state reaction with ``resume`` = the action). 20F has no such
    Reaction [S0 › SEPPUKU #]."""
    if not state.profile.rulebook_seppuku:
        return None
    card = state.cards[action.card]
    rec = card.definition.abilities[action.ability]
    amount = int((rec.get("cost") or {}).get("lose_honor") or 0)
    if amount <= 0:
        return None
    candidates = seppuku_candidates(state, action.player, action.card, action.targets)
    if not candidates:
        return None
    return {"player": action.player, "amount": amount, "candidates": candidates,
            "reason": f"cost of {card.title}", "sources": [action.card],
            "resume": action.to_dict()}


def seppuku_candidates(state: GameState, loser: int, card_id: str,
                       targets: tuple[str, ...]) -> list[str]:
    """The loser's Courtier or Samurai Personalities in play that the action targeted or that
    performed it (the Personality whose ability it is, or who carries the card)."""
    card = state.cards[card_id]
    performer = card_id if card.definition.type is _T_PERSONALITY else card.attached_to
    out = []
    for cid in (*targets, performer):
        if cid is None or cid in out or cid not in state.cards:
            continue
        c = state.cards[cid]
        if c.definition.type is _T_PERSONALITY and c.in_play and c.controller == loser \
                and (c.definition.has_keyword("Samurai") or c.definition.has_keyword("Courtier")):
            out.append(cid)
    return out
