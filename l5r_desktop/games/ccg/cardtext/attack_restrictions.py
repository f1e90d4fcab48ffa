"""A restriction keeping a Personality out of attacks on one player until that player's next
turn begins: a restriction on a
Personality [CE › DURATION OF EFFECTS › Ongoing effects: "putting a condition on a card such as
'may not assign'"].

Effect::

    {"op": "no_attacking", "target": 0, "duration": "next_turn"}    # or "turn"

It puts a restriction modifier on the Personality (``Modifier`` of kind ``restriction``, stat
:data:`STAT`, its ``player`` the player the effect protects: the one whose effect it is; a
``next_turn`` one ends when that player's next turn begins, ``turn/phases.py``). While it
lasts his unit may not be assigned to an attack whose Defender is that player
[CE › BATTLES › MANEUVERS: assigning units] (``attack/choices.py`` asks
:func:`barred_from`); moving into a battle is no assignment and stays allowed.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("no_attacking",)
#: ``abilities.run_list`` passes the targets to :func:`apply`.
WITH_TARGETS = True
KIND = "restriction"
STAT = "assign_to_attack"
DURATIONS = ("turn", "next_turn")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``no_attacking`` effect."""
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool):
        return ["no_attacking restricts a target or chosen card (target: index)"]
    if effect.get("duration", "turn") not in DURATIONS:
        return [f"no_attacking lasts one of {', '.join(DURATIONS)}"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the restriction on the Personality (in play) for ``player``."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if not c.in_play or c.definition.type is not CardType.PERSONALITY:
        return [Note((card_id, cid), text=f"{c.title}: no Personality in play to restrict")]
    duration = lasting(state, effect.get("duration", "turn"))
    c.modifiers.append(Modifier(STAT, 0, duration, card_id, KIND, player))
    until = "the end of the turn" if duration is Duration.TURN else \
        f"{state.players[player].name}'s next turn begins"
    return [Note((card_id, cid), text=(
        f"{c.title} may not be assigned to attack {state.players[player].name} until "
        f"{until}"))]


def barred_from(card: CardState, defender: int) -> bool:
    """May ``card``'s unit not be assigned to an attack on ``defender``?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == STAT and m.player == defender
                              for m in mods)
