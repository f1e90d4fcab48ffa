"""Focus Effects: the trait a focused card resolves in a duel (record timing ``focus``).

[CE › CHALLENGES AND DUELS › E: Focus Effects resolve]: "All Focus Effect traits on focused
cards resolve, triggered by the game occurrence 'Focus Effects resolve.' ... Focus Effects only
resolve if the card is in the focusing area at the time it is chosen to resolve." The bold
"Focus Effect:" "is not an action designator but a special trigger for a trait"
[CE › TRAITS]; so a Focus Effect is mandatory, not an action, and its "you" is the player who
focused the card (its owner). The engine resolves them in focus order, the challenger's cards
first (the rules let the active player choose; no card we read depends on the order).

A record::

    {"timing": "focus", "duel_cards": ["other"], "effects": [{"op": "bow", "target": 0}]}

- ``duel_cards``: the duel's Personalities the effects name, in order (``target`` N of an
  effect is the N-th): ``yours`` (your Personality in this duel), ``other`` (the other one),
  ``winner`` (the duel's winner: known only once the duel has resolved, so it needs
  ``after_duel``). They are named, not targeted [CE › TARGETING].
- ``after_duel``: the effects are delayed until the duel ends ("After this duel ends, ...")
  [CE › DELAYED EFFECTS]; they resolve after its consequences.
- ``if_duel``: ``won`` / ``lost``: they happen only if your Personality won / lost the duel
  (checked when they resolve: needs ``after_duel``).

Delayed effects without a winner to name (a tie, or a duel ended without resolution) do not
happen. A record the engine cannot run leaves the card to the players (the toolkit), as
before. This module is the format and its checks; ``focus_resolution.py`` resolves them.
"""

from __future__ import annotations

from typing import Any

#: The duel's Personalities a Focus Effect may name.
DUEL_CARDS = ("yours", "other", "winner", "loser")
#: (``ability``: the line of the card's text, on a card-by-card record: ``ccg_abilities.py``)
_KEYS = ("timing", "duel_cards", "after_duel", "if_duel", "effects", "name", "ability")


def problems(record: dict[str, Any]) -> list[str]:
    """What is wrong with a ``focus`` record beyond the common checks (``ability_format``)."""
    out = []
    if any(k not in _KEYS for k in record):
        out.append(f"a Focus Effect record has only the keys {', '.join(_KEYS)}")
    refs = record.get("duel_cards", [])
    if not isinstance(refs, list) or any(r not in DUEL_CARDS for r in refs):
        out.append(f"duel_cards lists {', '.join(DUEL_CARDS)}")
        refs = []
    after = record.get("after_duel", False)
    if after not in (True, False):
        out.append("after_duel is true or absent")
    if ("winner" in refs or "loser" in refs) and after is not True:
        out.append("the duel's winner or loser is known only after the duel (after_duel)")
    if_duel = record.get("if_duel")
    if if_duel is not None and (if_duel not in ("won", "lost") or after is not True):
        out.append("if_duel is won or lost, on effects after the duel (after_duel)")
    return out
