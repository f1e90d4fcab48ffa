"""How a card contributes Force to its army, changed by an action for the battle: "Neither
Personality contributes Force in this battle's resolution", "He contributes Force to his army
even if bowed".

Effect::

    {"op": "contribution", "target": 0, "way": "none"}            # no Force from him
    {"op": "contribution", "target": 0, "way": "even_if_bowed",  # his Force, bowed or not,
     "duration": "turn"}                                         # (default: the battle)

An army's total Force is the Force its unbowed Personalities and Followers contribute
[CE › BATTLES › C. RESOLUTION SEGMENT; TOTAL FORCE]; an effect may change what one card
contributes, as the Elite keyword does ("Elite cards contribute Force even if bowed",
``keywords/battle.py``). The change is a condition put on the card ("putting a condition on a
card" is an ongoing effect [CE › DURATION OF EFFECTS › Ongoing effects]): a ``restriction``
modifier of stat ``force_contribution_none`` / ``force_contribution_bowed`` lasting for the
battle when the words name this battle's resolution, else until the end of the turn (ongoing
effects "last until the end of the turn in which they were applied unless otherwise
indicated" [CE › DURATION OF EFFECTS]), read by
``attack/armies.army_force`` through :func:`way`. A card contributing nothing contributes
nothing even if bowed; its Followers and Items are not changed (a Personality's Force includes
his Items' bonuses, so "he contributes no Force" takes theirs too [CE › ITEM]). Outside a
battle the effect does nothing (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("contribution",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_KIND = "restriction"
_STATS = {"none": "force_contribution_none", "even_if_bowed": "force_contribution_bowed"}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``contribution`` effect."""
    t = effect.get("target")
    if not (t in ("self", "host") or (isinstance(t, int) and not isinstance(t, bool))):
        return ["contribution changes a card of the ability (target: index, self or host)"]
    if effect.get("way") not in _STATS:
        return [f"contribution's way is one of {', '.join(_STATS)}"]
    if effect.get("duration", "battle") not in ("battle", "turn"):
        return ["contribution lasts for the battle or the turn"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the change on the effect's card (in play, during an attack) for the battle."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid or not state.cards[cid].in_play:
        return []
    c = state.cards[cid]
    if state.attack is None:
        return [Note((card_id, cid), text=f"No battle: {c.title}'s Force contribution is "
                                          "unchanged")]
    duration = lasting(state, effect.get("duration", "battle"))
    c.modifiers.append(Modifier(_STATS[effect["way"]], 0, duration, card_id, _KIND))
    what = "contributes no Force" if effect["way"] == "none" else \
        "contributes Force even if bowed"
    return [Note((card_id, cid), text=f"{c.title} {what} in this battle")]


def way(card: CardState) -> str | None:
    """``"none"``, ``"even_if_bowed"`` or ``None`` (as the rules say) for the card now; "none"
    wins over "even if bowed" (a card contributing nothing contributes nothing bowed)."""
    mods = card.modifiers
    if not mods:
        return None
    found = {m.stat for m in mods if m.kind == _KIND}
    if _STATS["none"] in found:
        return "none"
    return "even_if_bowed" if _STATS["even_if_bowed"] in found else None
