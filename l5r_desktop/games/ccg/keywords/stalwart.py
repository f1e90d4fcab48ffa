"""Stalwart: in our words, the first time each turn another player's card would bow a Stalwart
card, that bowing is negated.

No rulebook here defines the keyword (the Celestial and Twenty Festivals comprehensive rules do
not name it); the cards print the rule as reminder text, and a keyword's rule is the card's,
so it applies under every rules profile. It is a continuous negation: the bowing does not
happen in the first place [CE › PREVENTION (Including Negation)], [CE › TIMING AND TRIGGERS ›
A], so no "after this card bows" trigger follows.

What counts: a bowing of the Stalwart card by an effect of a card whose controller is another
player (an ability's effect, Fear, a duel's consequence: the bowing sites call
:func:`negates`). The first such bowing each turn is negated and spends the turn's use (kept
in ``ability_uses`` under :data:`STALWART_KEY`, which no ability index uses); later ones that
turn happen. A bowing by the card's own controller's cards, by a cost, by the rulebook (units
bowing after a battle) or by the manual toolkit (no source card) is not "by other players'
cards" and neither is negated nor spends the use. Bowing an already bowed card is no bowing
[CE › PREVENTION]: the callers check that first, so it spends nothing.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.keywords import has, in_game
from l5r_desktop.games.ccg.model.state import GameState

#: ``ability_uses`` key of the turn a Stalwart card last negated a bowing.
STALWART_KEY = -3


def negates(state: GameState, card_id: str, source: str) -> Event | None:
    """If ``card_id`` is Stalwart and this bowing by ``source`` (the card whose effect bows
    it) is its first bowing this turn by another player's card, spend the turn's use and
    return the log line (the bowing then does not happen); else ``None``."""
    if not source or not in_game(state, "stalwart"):
        return None
    card = state.cards[card_id]
    src = state.cards.get(source)
    if src is None or src.controller == card.controller or not card.in_play:
        return None
    if card.ability_uses.get(STALWART_KEY) == state.turn or not has(state, card_id, "Stalwart"):
        return None
    card.ability_uses[STALWART_KEY] = state.turn
    return Note((card_id, source), text=f"{card.title} is Stalwart: its first bowing this "
                                        f"turn by another player's card ({src.title}) is negated")
