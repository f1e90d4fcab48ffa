"""Looking at hidden cards [RR › Discard Piles (open information), Search, Reveal]: an effect
lets a player look at the opponent's hand (all of it, or some cards at random) or at the top
cards of a deck. Only that player sees them: the state records what he saw (a lasting
``seen`` effect: the viewer, each card with the zone it was seen in, until the end of
``duration``, default the phase) and ``game.view_of`` shows those cards to him while they stay
in that zone, hidden from nobody else than before (hot-seat privacy). The game log says only
how many cards were looked at, never which.

``{"op": "look_at", "what": "hand" | "conflict_deck" | "dynasty_deck", "player": "opponent",
"count": 3, "random": true, "duration": "phase"}``: ``hand`` without ``count`` is the whole
hand; ``random`` picks ``count`` cards of the hand at random (the engine's seeded RNG); a deck
gives its top ``count`` cards (default 1).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import value

WHAT = ("hand", "conflict_deck", "dynasty_deck")


def look_at(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
            ev: list[Event]) -> bool:
    """The ``look_at`` effect handler (module docstring); False when there is nothing to see."""
    what = e.get("what", "hand")
    who = p if e.get("player") == "you" else other(p)
    if what not in WHAT:
        return False
    pile = list(getattr(s.players[who], what))
    if what == "hand":
        n = value(s, p, src, e.get("count"), len(pile))
        if e.get("random") and n < len(pile):
            rng = Rng(s.rng)
            rng.shuffle(pile)
            s.rng = rng.state
        seen = pile[:n]
    else:
        n = value(s, p, src, e.get("count"), 1)
        seen = pile[::-1][:n]  # the top card is the last one
    if not seen:
        return False
    s.effects.append({"kind": "seen", "viewer": p, "cards": [[u, what] for u in seen],
                      "until": e.get("duration", "phase")})
    place = "hand" if what == "hand" else what.replace("_", " ")
    ev.append(Event(text=f"P{p + 1} looks at {len(seen)} card(s) of P{who + 1}'s {place}"))
    return True


def seen_by(s: LcgState, viewer: int) -> set[str]:
    """The hidden cards ``viewer`` has looked at that are still where he saw them."""
    out: set[str] = set()
    for e in s.effects:
        if e.get("kind") == "seen" and e.get("viewer") == viewer:
            out.update(u for u, zone in e["cards"] if s.cards[u].zone == zone)
    return out
