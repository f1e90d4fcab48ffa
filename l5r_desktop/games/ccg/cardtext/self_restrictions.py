"""A card's traits restricting itself: "Will only enter play from a province.", "<He> may not
perform Battle actions while your current army has higher total Force than the current enemy
army." (ongoing records, checked by ``trait_kinds.py``)::

    {"timing": "continuous", "ongoing": "entry_from", "applies_to": "self",
     "zone": "province"}
    {"timing": "continuous", "ongoing": "no_battle_actions", "applies_to": "self",
     "when_army": "stronger"}

Rules. A non-triggered trait applies while its card is in play [CE › TRAITS]; "will only" /
"may not" are restrictions [CE › RESTRICTIONS]. ``entry_from``: the card, out of play, may
enter play only from one of its player's provinces (recruited, or a card effect bringing it
from a province); an effect that would bring it from a discard pile or elsewhere leaves it
where it is ("If these conditions are not met, the Personality card returns to where it came
from" [CE › PERSONALITY › B]); ``bring_into_play.restriction`` asks :func:`entry_barred`.
The trait speaks of the card out of play, so it is read from the definition [CE › CARDINAL
RULES]. ``no_battle_actions``: while the trait's controller's army at the current battlefield
has a higher total Force than the enemy army there [CE › ARMY], [CE › BATTLES › C › 1], the
card performs no Battle action [CE › PERFORM]: not its own abilities nor those of the cards
attached to it, not as the performer of another card's action (``attack/choices.py`` filters
the Battle actions with :func:`performers_barred`).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

ENTRY = "entry_from"
BATTLE = "no_battle_actions"
_Z_PROVINCE = Zone.PROVINCE


def entry_barred(d: CardDef, zone: Zone) -> bool:
    """May a card of this definition not enter play from ``zone`` ("will only enter play from
    a province")?"""
    return zone is not _Z_PROVINCE and any(
        r.get("zone") == "province" for r in ongoing.records(d, ENTRY))


def _stronger(state: GameState, player: int) -> bool:
    """Has the player's army at the current battlefield a higher total Force than the enemy
    army there?"""
    here = armies.armies_here(state, player)
    if here is None:
        return False
    mine, theirs = here
    return armies.army_force(state, mine) > armies.army_force(state, theirs)


def barred_now(state: GameState) -> set[str]:
    """The cards in play that may perform no Battle action now."""
    out: set[str] = set()
    for sid in ongoing.sources(state, BATTLE):
        c = state.cards[sid]
        if c.zone.in_play and any(ongoing.active(state, c, r)
                                  for r in ongoing.records(c.definition, BATTLE)) \
                and _stronger(state, c.controller):
            out.add(sid)
    return out


def performers_barred(state: GameState, action: UseAbility, barred: set[str]) -> bool:
    """Is one of the action's performers among ``barred``: the card itself, the Personality
    carrying it, or a target its record marks as the performer [CE › PERFORM]?"""
    c = state.cards[action.card]
    if action.card in barred or (c.attached_to is not None and c.attached_to in barred):
        return True
    specs = c.definition.abilities[action.ability].get("targets") or []
    return any(i < len(specs) and specs[i].get("performer") and t in barred
               for i, t in enumerate(action.targets))
