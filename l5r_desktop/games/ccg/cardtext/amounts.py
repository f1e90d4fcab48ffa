"""Effect amounts read from a card when the effect resolves ("give him a Force penalty equal to
his Personal Honor"): an effect's ``amount_from`` replaces its fixed ``amount``.

``{"card": <target index | "self" | "host">, "stat": "force" | "chi" | "personal_honor",
"sign": 1 | -1}``: the named card's current stat (bonuses and penalties included), times the
sign. A bonus or penalty "equal to" a value is fixed when it is applied: later changes to the
value do not change it [S1 › BONUSES AND PENALTIES]. A card that is gone gives 0.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The stats an ``amount_from`` may read.
STATS = ("force", "chi", "personal_honor")


def problems(src: Any, n_targets: int) -> list[str]:
    """Problems with one ``amount_from`` (empty: the engine can compute it)."""
    ok = isinstance(src, dict) and src.get("stat") in STATS and src.get("sign", 1) in (1, -1)
    ref = src.get("card") if isinstance(src, dict) else None
    if ok and (ref in ("self", "host") or (isinstance(ref, int) and not isinstance(ref, bool)
                                           and 0 <= ref < n_targets)):
        return []
    return [f"amount_from needs a card (target index, self or host), a stat "
            f"({', '.join(STATS)}) and a sign of 1 or -1"]


def value(state: GameState, card: CardState, targets: tuple[str, ...],
          src: dict[str, Any]) -> int:
    """The amount now: the named card's current stat times the sign (0 if the card is gone)."""
    ref = src["card"]
    if ref == "self":
        cid: str | None = card.id
    elif ref == "host":
        cid = card.attached_to
    else:
        cid = targets[ref] if ref < len(targets) else None
    if cid is None or cid not in state.cards:
        return 0
    return int(src.get("sign", 1)) * int(getattr(stats, src["stat"])(state, cid))
