"""Deck searches [RR › Search]: ``{"op": "search_deck", "deck": "conflict" | "dynasty",
"top": 5, "filter": {...}, "count": 1, "to": "hand" | "play", "rest": "shuffle" | "bottom" |
"discard" | "top"}`` -- the player looks at the top ``top`` cards of his deck (the whole deck
without ``top``), may take up to ``count`` cards meeting ``filter`` (printed ``type``,
``trait``, ``max_cost``, ``min_cost``, ``clan``, ``unique``) to his hand (revealed: its name is
logged) or into play (a character, no fate), then the other cards are shuffled back
(``shuffle``: the deck is shuffled; the default, and always after a whole-deck search),
placed at the bottom, discarded, or left on top. The player is not obliged to find anything.

The search is a choice inside an effect (``stops.interpose``): step ``deck_search``, one
:class:`~l5r_desktop.games.lcg.actions.Choose` per card taken (the card's uid) and ``done``;
the searched cards stay in the deck meanwhile; ``Game.view`` shows them to the searcher only.
Where the engine cannot stop for a choice the search is logged for the players by hand.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.actions import Action, Choose
from l5r_desktop.games.lcg.events import CardMoved, Event
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stops import choosable, interpose

RESTS = ("shuffle", "bottom", "discard", "top")


def search_deck(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
                ev: list[Event]) -> bool:
    """The ``search_deck`` effect: stop for the player's choice of cards (module docstring)."""
    deck = "dynasty_deck" if e.get("deck") == "dynasty" else "conflict_deck"
    pile = getattr(s.players[p], deck)
    top = e.get("top")
    if not pile or (top is not None and (not isinstance(top, int) or top < 1)):
        return False
    looked = pile[::-1] if top is None else pile[:-top - 1:-1]  # the top card first
    if not choosable(s, e):
        ev.append(Event(text=f"Resolve by hand: P{p + 1} searches {len(looked)} card(s) of "
                             f"the {deck.replace('_', ' ')}"))
        return True
    rest = e.get("rest", "shuffle") if top is not None else "shuffle"
    interpose(s, "deck_search", p, p, {"search": {
        "deck": deck, "cards": looked, "count": int(e.get("count", 1)),
        "to": e.get("to", "hand"), "rest": rest if rest in RESTS else "shuffle",
        "filter": dict(e.get("filter") or {})}})
    ev.append(Event(text=f"P{p + 1} searches the top {len(looked)} card(s) of the "
                         f"{deck.replace('_', ' ')}"))
    return True


def eligible(s: LcgState, uid: str, spec: dict[str, Any]) -> bool:
    """Whether a searched card meets the search's printed filters."""
    d = s.defn(uid)
    if "type" in spec and d.type.value != spec["type"]:
        return False
    if "trait" in spec and not d.has_trait(spec["trait"]):
        return False
    if "max_cost" in spec and (d.cost is None or d.cost > spec["max_cost"]):
        return False
    if "min_cost" in spec and (d.cost is None or d.cost < spec["min_cost"]):
        return False
    if "clan" in spec and d.clan != spec["clan"]:
        return False
    return not ("unique" in spec and d.unique != spec["unique"])


def _takeable(s: LcgState, p: int, uid: str, se: dict[str, Any]) -> bool:
    if not eligible(s, uid, se["filter"]):
        return False
    if se["to"] == "play":
        d = s.defn(uid)
        return d.type.value == "character" and not (
            d.unique and any(s.defn(u).name == d.name for u in s.players[p].characters))
    return True


def search_legal(s: LcgState, p: int) -> list[Action]:
    """``done``, or take one of the searched cards that meets the filters."""
    se = s.pending["search"]
    return [Choose(p, "done"), *(Choose(p, u) for u in se["cards"] if _takeable(s, p, u, se))]


def apply_search(s: LcgState, a: Action, ev: list[Event]) -> bool:
    """Take a card (revealed) or finish: the other cards go where ``rest`` says. True when
    the search is over (the game goes back to where the ability was used:
    ``flow.resume_after_choice``)."""
    assert isinstance(a, Choose)
    p = a.player
    se = s.pending["search"]
    pile = getattr(s.players[p], se["deck"])
    if a.option != "done":
        u = a.option
        pile.remove(u)
        se["cards"].remove(u)
        se["count"] -= 1
        if se["to"] == "play":
            moves.enter_play(s, u, p, 0, ev)
        else:
            s.players[p].hand.append(u)
            s.cards[u].zone = "hand"
            s.cards[u].facedown = False
            ev.append(CardMoved(text=f"P{p + 1} takes {s.defn(u).name} into hand (revealed)",
                                cards=(u,), zone="hand"))
        if se["count"] > 0 and any(_takeable(s, p, x, se) for x in se["cards"]):
            return False
    _finish(s, p, se, pile, ev)
    s.pending.pop("search")
    return True


def _finish(s: LcgState, p: int, se: dict[str, Any], pile: list[str], ev: list[Event]) -> None:
    rest = se["rest"]
    left = [u for u in se["cards"] if u in pile]
    if rest == "shuffle":
        rng = Rng(s.rng)
        rng.shuffle(pile)
        s.rng = rng.state
        ev.append(Event(text=f"P{p + 1} shuffles the {se['deck'].replace('_', ' ')}"))
    elif rest == "bottom":
        for u in left:
            pile.remove(u)
        pile[:0] = left  # the first looked-at card ends deepest
    elif rest == "discard":
        for u in left:
            _discard_from_deck(s, p, u, se["deck"], ev)


def _discard_from_deck(s: LcgState, p: int, uid: str, deck: str, ev: list[Event]) -> None:
    getattr(s.players[p], deck).remove(uid)
    pile = "dynasty_discard" if deck == "dynasty_deck" else "conflict_discard"
    getattr(s.players[s.cards[uid].owner], pile).append(uid)
    s.cards[uid].zone = pile
    s.cards[uid].facedown = False
    ev.append(CardMoved(text=f"{s.defn(uid).name} discarded", cards=(uid,), zone=pile))
