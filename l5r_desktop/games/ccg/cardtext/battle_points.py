"""A Terrain's triggered trait at the point before its battle resolves, with choices (a
Terrain that lets its player bow up to two attackers there just before the battle resolves).

Record (a triggered trait of a Terrain Strategy)::

    {"timing": "trait", "trigger": {"event": "before_battle_resolves", "card": "self"},
     "effects": [{"op": "choose_card", "optional": 1, "spec": {...}},
                 {"op": "bow", "target": 0, "optional": 1}, ...]}

Rules. "The point before a battle resolves is before its Resolution Segment begins" [CE ›
RESOLVE]; a Terrain is in play at its battlefield until the battle's Final Steps discard it
[CE › TERRAIN], so its trait triggers at that point of the battle at its battlefield. A
triggered trait happens by itself when its trigger occurs, mandatory [CE › TRAITS]; "In traits,
the choice belongs to the player whose card it is" [CE › CHOICES], the Terrain's controller.
Triggered traits and delayed effects at one point are ordered by the active player [CE ›
TIMING AND TRIGGERS › Timing sequence B]; the engine applies the Terrain's traits first, then
the delayed effects (``delayed.py``), a fixed order.

The choices ("you may", ``optional.py``; a card chosen as the effect resolves,
``chosen_cards.py``) stop the battle's resolution: the attack's segment is then
:data:`SEGMENT` (saved with the game) and ``attack/battle.resolve`` goes on once the last
choice is answered (``rules/verbs._choose_option``). This module is a leaf the battle's flow
imports: the trait records and the effects' interpreter are registered by ``triggers.py`` and
``abilities.py`` (:data:`RECORDS`, :data:`RUNNER`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState

#: The trigger word of such a trait.
TRIGGER = "before_battle_resolves"
#: The attack's segment while the battle waits at that point for a choice of such a trait.
SEGMENT = "before_resolution"
#: ``triggers.trait_records`` (valid triggered traits of a definition), registered there.
RECORDS: list[Callable[[CardDef], tuple[tuple[int, dict[str, Any]], ...]]] = []
#: ``abilities.run_list`` (the effects' interpreter), registered there.
RUNNER: list[Callable[..., list[Event]]] = []


def before_resolution(state: GameState, index: int) -> list[Event]:
    """The battle at battlefield ``index`` is about to resolve: its Terrain's traits on this
    point resolve, by its controller; a choice among their effects leaves the game waiting
    (``state.options``)."""
    att = state.attack
    if att is None or not RECORDS or not RUNNER or not 0 <= index < len(att.battlefields):
        return []
    tid = att.battlefields[index].terrain
    card = state.cards.get(tid) if tid is not None else None
    if card is None:
        return []
    events: list[Event] = []
    for _i, rec in RECORDS[0](card.definition):
        if rec["trigger"].get("event") != TRIGGER:
            continue
        events.append(Note((card.id,), text=f"{card.title}: before the battle resolves "
                                            "(triggered trait)"))
        events += RUNNER[0](state, card.controller, card.id, list(rec.get("effects", [])),
                            (), action=False, manual=False)
        if state.options or state.halted:
            break
    return events


def waiting(state: GameState) -> bool:
    """Is a battle waiting, before its resolution, for its Terrain's choices?"""
    att = state.attack
    return att is not None and att.segment == SEGMENT and att.current is not None
