"""Loading an LCG position (docs/lcg-position-format.md): the state's JSON form and the card
definitions it names. Bad input raises :class:`PositionError` with a bounded message and
builds nothing."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from l5r_desktop.core.errors import PositionError
from l5r_desktop.games.lcg.cards import LcgCardDef
from l5r_desktop.games.lcg.rules import LEGAL
from l5r_desktop.games.lcg.state import LcgState


def state_from_position(position: Mapping[str, Any],
                        card_defs: Iterable[LcgCardDef] | Mapping[str, LcgCardDef] | None = None
                        ) -> LcgState:
    """Build a state from a position; raises :class:`PositionError`."""
    if not isinstance(position, Mapping) or not isinstance(position.get("state"), Mapping):
        raise PositionError("an LCG position needs a 'state' object")
    defs: dict[str, LcgCardDef] = {}
    if isinstance(card_defs, Mapping):
        defs.update(card_defs)
    elif card_defs is not None:
        defs.update({d.id: d for d in card_defs})
    try:
        for raw in position.get("cards") or ():
            d = LcgCardDef.from_dict(raw)
            defs[d.id] = d
        state = LcgState.from_dict(dict(position["state"]), defs)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise PositionError(f"malformed LCG position: {str(exc)[:200]}") from exc
    missing = sorted({c.card_id for c in state.cards.values()} - set(defs))
    if missing:
        raise PositionError(f"the position names unknown cards: {', '.join(missing[:5])}")
    if state.step not in LEGAL and state.step != "game_over":
        raise PositionError(f"unknown step {state.step!r}")
    if len(state.players) != 2 or state.turn not in (0, 1):
        raise PositionError("an LCG position needs two players and a deciding player")
    return state
