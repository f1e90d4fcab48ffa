"""Cards of the hand or of the provinces put at the bottom of their deck, chosen as the effect
resolves: "put one to three cards in your hand at the bottom of your deck, then draw as many",
"put one or more cards in your provinces at the bottom of your deck, refilling the provinces
face-up".

Effect (in an ability record's ``effects``)::

    {"op": "to_deck_bottom", "from": "hand", "max": 3, "then": "draw"}
    {"op": "to_deck_bottom", "from": "provinces", "then": "refill_face_up"}

The player chooses the cards as the effect resolves [CE › CHOICES], one at a time (a
``GameState.options`` entry with ``pick``, ``ask`` :data:`ASK`, the cards chosen so far in
``chosen``): the first is required ("one or more", "one to three"), after it he may stop
(``none``), and no more than ``max`` (no limit when absent). Then every chosen card goes, face
down, to the bottom of its owner's deck of its kind (a hand's Fate card to the Fate deck, a
province's Dynasty card to the Dynasty deck) [CE › AREAS OF THE GAME › FATE AND DYNASTY
DECKS]: "If a card is about to enter the wrong deck ... it goes into the correct deck
instead"; the chosen cards are all put there after the choosing, so a card that refilled a
province is never one of them. ``then``: ``draw`` ("Draw cards equal to the number you put at
the bottom": as many cards as were put there) or ``refill_face_up`` (each province emptied is
refilled with the top card of the Dynasty deck, face up instead of face down [CE › AREAS OF
THE GAME › PROVINCES]). A player with no such card puts nothing there (a note) and draws
nothing.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import CardMoved, CardRevealed, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("to_deck_bottom",)
#: ``abilities.run_list`` calls :func:`start`, which stops the resolution for the choices.
PAUSES = True
#: The ``ask`` of the waiting choice (``option_answer.py`` routes it here).
ASK = "deck_bottom"
_FROM = ("hand", "provinces")
_THEN = {"hand": "draw", "provinces": "refill_face_up"}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``to_deck_bottom`` effect."""
    frm = effect.get("from")
    if frm not in _FROM or effect.get("then") != _THEN[frm]:
        return ["to_deck_bottom takes cards from the hand (then: draw) or the provinces "
                "(then: refill_face_up)"]
    n = effect.get("max", 1)
    if set(effect) - {"op", "from", "max", "then"} or not isinstance(n, int) or \
            isinstance(n, bool) or n < 1:
        return ["to_deck_bottom's max is a whole number, 1 or more"]
    return []


def _candidates(state: GameState, player: int, frm: str, chosen: list[str]) -> list[str]:
    p = state.players[player]
    listed = p.hand if frm == "hand" else [c for c in p.provinces if c is not None]
    return [c for c in listed if c not in chosen]


def _ask(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
         targets: tuple[str, ...], chosen: list[str], base: dict[str, Any]) -> bool:
    """Put the next choice first in ``state.options``; False when there is nothing left to
    choose (or the most have been chosen)."""
    effect = effs[0]
    pick = _candidates(state, player, effect["from"], chosen)
    if not pick or ("max" in effect and len(chosen) >= effect["max"]):
        return False
    state.options.insert(0, {**base, "player": player, "card": card_id,
                             "targets": list(targets), "effects": [dict(e) for e in effs],
                             "pick": pick, "none": bool(chosen), "ask": ASK,
                             "chosen": list(chosen)})
    return True


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the first card (the resolution waits), or note that there is none."""
    base = {"action": action, "manual": manual,
            **({"target_player": target_player} if target_player >= 0 else {})}
    if _ask(state, player, card_id, effs, targets, [], base):
        return [], True
    return [Note((card_id,), text=f"{state.title(card_id)}: no card to put at the bottom of "
                                  "the deck")], False


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """One card chosen (or, after the first, none: the choosing ends); when the choosing ends
    the cards go to the bottom of their decks and the effect's ``then`` happens (True: the
    rest of the resolution goes on)."""
    chosen = list(o.get("chosen", ()))
    player = int(o["player"])
    if choice is not None:
        if choice not in o["pick"]:
            raise ValueError("that card may not be chosen")
        chosen.append(choice)
        base = {k: o[k] for k in ("action", "manual", "target_player") if k in o}
        if _ask(state, player, o["card"], o["effects"], tuple(o["targets"]), chosen, base):
            return [], False
    elif not chosen:
        raise ValueError("at least one card must be chosen")
    return _finish(state, player, o["effects"][0], chosen), True


def _finish(state: GameState, player: int, effect: dict[str, Any], chosen: list[str]
            ) -> list[Event]:
    """The chosen cards to the bottom of their decks, then the draw or the face-up refill."""
    events: list[Event] = []
    emptied: list[int] = []
    for cid in chosen:
        c = state.cards[cid]
        was = c.zone
        if was is Zone.PROVINCE and c.province is not None:
            emptied.append(c.province)
        deck = Zone.DYNASTY_DECK if c.definition.deck.value == "dynasty" else Zone.FATE_DECK
        moves.take(state, c)
        moves.put(state, c, deck, top=False)
        events.append(CardMoved((cid,), from_zone=was.value, to_zone=f"{deck.value} bottom"))
    if effect["then"] == "draw":
        return events + moves.draw(state, player, len(chosen))
    events += moves.refill(state, player)
    provinces = state.players[player].provinces
    for i in emptied:
        cid = provinces[i] if i < len(provinces) else None
        if cid is not None and not state.cards[cid].face_up:
            state.cards[cid].face_up = True
            events.append(CardRevealed((cid,), player=player))
    return events
