"""Keywords that let another player draw a card: Brash and Overconfident.

Neither keyword is defined by the rulebooks here (the Celestial and Twenty Festivals
comprehensive rules do not name them); the cards print the rule as reminder text, and a
keyword's rule is the card's, so it applies under every rules profile:

* **Brash** (in our words: once a Brash card is assigned to attack, the defender may draw a
  card). Every card of a unit the attacker assigns to a battlefield is assigned ([CE › ASSIGN]:
  the unit, Personality and attachments, goes together); for each Brash card among them the
  defender of the attack may draw one card. Units assigned by the defender, and units moved to
  a battlefield by card effects, are not "assigned to attack".
* **Overconfident** (in our words: whenever such a card enters or leaves play, every other
  player may draw a card). Entering play: recruited, put into play, Equipped
  (``CardEnteredPlay``, ``CardAttached``). Leaving play: a Personality destroyed into a dead
  pile (only a Personality in play goes there [CE › DISCARD PILES]), a card discarded from
  play, a card moved from play to a zone out of play. (A non-Personality destroyed in play is
  not told apart from one destroyed in a province by its event; every Overconfident card of
  the Oracle export is a Personality.) Each other player still in the game, in turn order from
  the card's controller, may draw one card.

"May" is the drawing player's choice [CE › CHOICES]: the draw waits in ``GameState.options``
as an optional effect of the keyword's card (``cardtext/optional.py``), taken or declined
with ``ChooseOption`` by that player. Like the other keyword traits, these are mandatory
triggered traits resolved when the action that made the event has ended [CE › TIMING AND
TRIGGERS › B]; drawing from an empty Fate deck draws nothing [CE › FATE AND DYNASTY DECKS].
:func:`after_action` is called by ``rules/apply.py``.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.attack.events import UnitAssigned
from l5r_desktop.games.ccg.cardtext import optional
from l5r_desktop.games.ccg.events import (
    CardAttached,
    CardDestroyed,
    CardDiscarded,
    CardEnteredPlay,
    CardMoved,
    Event,
)
from l5r_desktop.games.ccg.keywords import has, ruled_in_game
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The events these keywords answer (a quick filter for the caller).
EVENTS = frozenset({UnitAssigned, CardEnteredPlay, CardAttached, CardDestroyed, CardDiscarded,
                    CardMoved})
_KEYWORDS = frozenset({"brash", "overconfident"})
#: The draw a player may take (one optional effect of the keyword's card).
DRAW = ({"op": "draw", "amount": 1, "player": "you", "optional": 1},)
_DEAD = frozenset({Zone.HONORABLY_DEAD.value, Zone.DISHONORABLY_DEAD.value})
_PLAY = frozenset({Zone.HOME.value, Zone.BATTLEFIELD.value, "play"})


def watched(state: GameState) -> bool:
    """True if a card of this game is Brash or Overconfident (else nothing to do)."""
    return bool(ruled_in_game(state) & _KEYWORDS)


def _brash(state: GameState, e: UnitAssigned) -> list[tuple[int, str]]:
    att = state.attack
    if att is None or e.player != att.attacker:
        return []
    return [(att.defender, cid) for cid in e.cards if has(state, cid, "Brash")]


def _entered_or_left(state: GameState, e: Event) -> str | None:
    """The card that entered or left play by ``e`` (``None``: the event is neither)."""
    kind = type(e)
    if not e.cards:
        return None
    cid = e.cards[0]
    if kind is CardEnteredPlay or kind is CardAttached:
        return cid
    if kind is CardDestroyed:
        return cid if e.pile in _DEAD else None  # type: ignore[attr-defined]
    if kind is CardDiscarded:
        return cid if e.from_zone in _PLAY else None  # type: ignore[attr-defined]
    if kind is CardMoved and e.from_zone in _PLAY:  # type: ignore[attr-defined]
        card = state.cards.get(cid)
        return cid if card is not None and not card.zone.in_play else None
    return None


def _overconfident(state: GameState, e: Event) -> list[tuple[int, str]]:
    cid = _entered_or_left(state, e)
    if cid is None:
        return []
    card = state.cards[cid]
    if not (card.definition.has_keyword("Overconfident")
            or (card.in_play and has(state, cid, "Overconfident"))):
        return []
    return [(p, cid) for p in state.opponents(card.controller)]


def draws_offered(state: GameState, events: list[Event]) -> list[tuple[int, str]]:
    """``(player, card)`` for each draw the ``events`` offer, in the order of the events."""
    out: list[tuple[int, str]] = []
    kws = ruled_in_game(state)
    for e in events:
        if type(e) is UnitAssigned:
            if "brash" in kws:
                out += _brash(state, e)
        elif "overconfident" in kws:
            out += _overconfident(state, e)
    return out


def after_action(state: GameState, events: list[Event]) -> list[Event]:
    """Offer the draws the ``events`` of an ended action give (each waits as an optional
    effect for its player's choice); returns the log lines."""
    if not watched(state):
        return []
    out: list[Event] = []
    for who, cid in draws_offered(state, events):
        out += optional.ask(state, who, cid, (), [dict(e) for e in DRAW], action=False,
                            manual=False)
    return out
