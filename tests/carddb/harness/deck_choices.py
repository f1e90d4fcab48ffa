"""The per-card harness's part for looking at and searching decks
(``cardtext/deck_choices.py``): the choices are taken with the first card offered
(:func:`choose`); after the use, a ``look_top`` left the deck ``to_hand`` cards shorter with the
same other cards (and ``discard`` more: the first card offered to discard is taken, so it must
be in the deck's discard pile, face up, and with ``destroy_self`` the ability's card is out of
play; with ``bottom``, the first cards offered, the top ones,
must be the deck's last, in that order), a ``search_deck`` put a card of the type looked for
in the hand and left the deck one card shorter (:func:`check`; the hands' growth is checked
with the draws); a search needs such a card in Alice's Fate deck (:func:`deck_for`)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard
from l5r_desktop.games.ccg.cardtext import chosen_effects, deck_choices
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState

#: The ops checked here.
OPS = deck_choices.OPS
#: The card of Alice's hand a "Discard a card" choice takes (``chosen_effects.py``; placed
#: by ``position.py``).
DISCARD_FILLER = "Harness Discard Filler"


def choose(game: Game) -> Any:
    """The choice to take for a waiting deck choice (the first card offered), or ``None``."""
    o = game.state.options[0] if game.state.options else None
    if o is None or "pick" not in o:
        return None
    if o.get("ask") == chosen_effects.ASK:  # the filler, not a card the ability put there
        s = game.state
        filler = [c for c in o["pick"] if s.title(c) == DISCARD_FILLER]
        return ChooseCard(o["player"], choice=(filler or o["pick"])[0])
    return ChooseCard(o["player"], choice=o["pick"][0])


def deck_for(record: dict[str, Any]) -> list[tuple[str, str]]:
    """(type, deck) of a card each search of the record needs in Alice's deck."""
    return [(e.get("find", {}).get("type", "strategy"), e["deck"])
            for e in record.get("effects", []) if e.get("op") == "search_deck"]


def snapshot(state: GameState) -> list[dict[str, list[str]]]:
    """Each player's decks (a copy)."""
    return [{"fate": list(p.fate_deck), "dynasty": list(p.dynasty_deck)} for p in state.players]


def hand_gain(effect: dict[str, Any]) -> int:
    """How many cards the effect puts in the hand (when the deck has them)."""
    return int(effect.get("to_hand", 0)) if effect["op"] == "look_top" else 1


def check(state: GameState, before: list[dict[str, list[str]]], player: int,
          effect: dict[str, Any], card: str = "") -> list[str]:
    """Problems with one effect of these ops (``card``: the ability's; with ``destroy_self``
    the discard destroyed it first)."""
    p = state.players[player]
    if effect.get("destroy_self") and card in state.cards and state.cards[card].zone.in_play:
        return ["look_top: the card was not destroyed to discard"]
    deck = list(p.fate_deck if effect["deck"] == "fate" else p.dynasty_deck)
    pile = p.fate_discard if effect["deck"] == "fate" else p.dynasty_discard
    old = before[player][effect["deck"]]
    moved = left = [c for c in old if c not in deck]
    if effect["op"] == "look_top" and effect.get("discard"):
        gone = [c for c in moved if c in pile and state.cards[c].face_up]
        if len(gone) != min(effect["discard"], len(old) - hand_gain(effect)):
            return [f"look_top: {len(gone)} card(s) discarded, record {effect['discard']}"]
        moved = [c for c in moved if c not in gone]
    # more may have left for the hand: drawn later in the resolution (a draw, an Expendable
    # card's death), which the hand's growth counts (checks._check)
    if len(moved) < hand_gain(effect) or any(c not in p.hand for c in moved):
        return [f"{effect['op']}: {len(moved)} card(s) left the deck for the hand, "
                f"record {hand_gain(effect)}"]
    if effect["op"] == "look_top" and sorted(deck) != sorted(c for c in old if c not in left):
        return ["look_top: the deck's other cards changed"]
    if effect["op"] == "look_top" and effect.get("bottom") and not effect.get("to_hand") and \
            not effect.get("discard") and len(old) > effect["count"] and \
            deck[-effect["bottom"]:] != old[:effect["bottom"]]:
        # each time the first card offered (the top one left) went under the deck
        return ["look_top: the cards chosen for the bottom are not at the bottom"]
    kind = effect.get("find", {}).get("type")
    if effect["op"] == "search_deck" and kind and \
            state.cards[moved[0]].definition.type.value != kind:
        return [f"search_deck: found a {state.cards[moved[0]].definition.type.value}"]
    return []
