"""Recording triggering conditions as they occur [RR › Triggering Condition]; the windows that
answer them are in ``triggers.py``. Kept tiny so that every rules module can fire."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.state import LcgState

_CACHE: dict[int, tuple[Any, int, frozenset[str]]] = {}


def reactive_events(s: LcgState) -> frozenset[str]:
    """The trigger events any card of this game answers (most games: few or none); a
    definition added later (a position, a test) is seen."""
    key = id(s.defs)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not s.defs or hit[1] != len(s.defs):
        if len(_CACHE) > 64:
            _CACHE.clear()
        events = {rec["trigger"].get("event") for d in s.defs.values() for rec in d.abilities
                  if isinstance(rec.get("trigger"), dict)}
        hit = (s.defs, len(s.defs), frozenset(events))
        _CACHE[key] = hit
    return hit[2]


def fire(s: LcgState, trigger: str, cards: tuple[str, ...], player: int | None,
         **detail: Any) -> None:
    """Record that a triggering condition occurred (``player``: whom it is about; ``detail``:
    more about it, e.g. ``ring`` for a claimed ring)."""
    if trigger in reactive_events(s):
        s.fired.append({"trigger": trigger, "cards": list(cards), "player": player, **detail})
