"""A player discarding cards from his hand at random: "A target player discards a card at
random." (effect ``discard_random``); a player discarding his whole hand
(effect ``discard_hand``, every card then in the hand, in its order).

Effect (in an ability record's ``effects``)::

    {"op": "discard_random", "player": "target_player", "amount": 1}

``player`` is ``you``, ``opponent`` or ``target_player`` (the player the record's
``target_player`` spec targets, ``player_targets.py``); ``amount`` (default 1) cards are
discarded one by one, each picked at random among the cards then in his hand with the game's
seeded random numbers (``GameState.rng_state``, as the engine shuffles: a replay or a reloaded
save picks the same cards). A card discarded from a hand goes to its owner's discard pile
[CE › AREAS OF THE GAME › DISCARD PILES]; an empty hand discards nothing. Choosing a card "of
his choice" stays manual.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("discard_random", "discard_hand")
#: ``abilities.run_list`` gives :func:`apply` the seat of the effect's ``player`` (``seat``).
WITH_PLAYER = True
PLAYERS = ("you", "opponent", "target_player")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``discard_random`` or ``discard_hand`` effect."""
    amount = effect.get("amount", 1)
    out = []
    if effect.get("player", "you") not in PLAYERS:
        out.append(f"{effect['op']} is made by {', '.join(PLAYERS)}")
    if effect["op"] == "discard_hand":
        return out + (["discard_hand discards the whole hand (no amount)"]
                      if "amount" in effect else [])
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        out.append("discard_random discards one or more cards (amount)")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Discard ``amount`` random cards from the hand of the player in ``seat``, or
    (``discard_hand``) every card of it."""
    seat = int(effect.get("seat", player))
    who = state.players[seat]
    events: list[Event] = []
    if effect["op"] == "discard_hand":
        for picked in list(who.hand):
            events += moves.discard(state, picked)
        return events
    for _ in range(int(effect.get("amount", 1))):
        if not who.hand:
            events.append(Note((card_id,), text=f"{who.name} has no card in hand to discard"))
            break
        rng = Rng(state.rng_state)
        picked = who.hand[rng.below(len(who.hand))]
        state.rng_state = rng.state
        events.append(Note((card_id, picked), text=(
            f"{who.name} discards {state.title(picked)} at random ({state.title(card_id)})")))
        events += moves.discard(state, picked)
    return events
