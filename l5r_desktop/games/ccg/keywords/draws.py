"""Keywords that draw a card: Destined and Expendable.

* **Destined** [S0 › DESTINED #]: "After a player's card with the Destined keyword enters
  play, he or she draws a Fate card." Entering play: recruited, put into play, a Ring played,
  an attachment Equipped (``CardEnteredPlay``, ``CardAttached``); the card's controller
  draws.
* **Expendable** [S0 › EXPENDABLE #]: "After a card with the Expendable keyword is destroyed,
  the player who controlled it draws a card. 'Expendable' status is checked just before being
  destroyed." Every ``CardDestroyed`` counts (battle resolution, effects, Chi death, an
  attachment destroyed with its Personality); the card's last controller draws (a destroyed
  card keeps its controller in the discard pile or dead pile).

Both are keyword traits: mandatory, not actions, resolved when the action that made the event
has ended, with the card's other triggered traits and before any Reaction
[CE › TIMING AND TRIGGERS › B], [CE › TRAITS]. Drawing from an empty Fate deck draws nothing
[CE › FATE AND DYNASTY DECKS]. :func:`after_action` is called by ``rules/apply.py``.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.events import (
    CardAttached,
    CardDestroyed,
    CardEnteredPlay,
    Event,
    Note,
)
from l5r_desktop.games.ccg.keywords import ruled_in_game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

_ENTERS = (CardEnteredPlay, CardAttached)
#: The events these keywords answer (a quick filter for the caller).
EVENTS = frozenset({CardEnteredPlay, CardAttached, CardDestroyed})
_DRAWS = frozenset({"destined", "expendable"})


def watched(state: GameState) -> bool:
    """True if a card of this game is Destined or Expendable (else nothing to do)."""
    return bool(ruled_in_game(state) & _DRAWS)


def after_action(state: GameState, events: list[Event]) -> list[Event]:
    """The draws the ``events`` of an ended action give: one per Destined card that entered
    play, one per Expendable card destroyed, in the order of the events."""
    if not watched(state):
        return []
    out: list[Event] = []
    cards = state.cards
    for e in list(events):
        kind = type(e)
        if kind in _ENTERS:
            word, ids = "Destined", e.cards[:1] if kind is CardAttached else e.cards
        elif kind is CardDestroyed:
            word, ids = "Expendable", e.cards
        else:
            continue
        for cid in ids:
            card = cards.get(cid)
            if card is None or not (card.definition.has_keyword(word) or (
                    word == "Destined" and ongoing.granted(state, card, word) is not None)):
                continue  # (a trait may give a card in play Destined: ongoing.GRANTABLE)
            who = card.controller
            out.append(Note((cid,), text=f"{card.title} is {word}: "
                                         f"{state.players[who].name} draws a card"))
            out += moves.draw(state, who, 1)
    return out
