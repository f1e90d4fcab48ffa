"""A second use of abilities this turn: "You may use each ability on your Stronghold a second
time this turn" (ccgtext2)::

    {"op": "second_use", "of": "stronghold"}

puts a modifier of kind ``extra_use`` on the player's Stronghold for the turn (the default
duration of an ongoing effect [CE › DURATION OF EFFECTS]): each of its abilities limited to
once per turn may then be used twice this turn ("Unlike traits, abilities can be used only
once per turn, unless a different usage limit is stated" [CE › TAKING ACTIONS FROM
ABILITIES]; counted by ``use_limits.py``); the uses already made this turn count. A
permission, not a choice: nothing is asked when it resolves.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.use_limits import KIND
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: The effect ops this module resolves.
OPS = ("second_use",)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``second_use`` effect."""
    if set(effect) != {"op", "of"} or effect["of"] != "stronghold":
        return ['second_use is {"op": "second_use", "of": "stronghold"}']
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Each ability on the player's Stronghold may be used a second time this turn."""
    found = [cid for cid in state.players[player].home
             if state.cards[cid].definition.type is CardType.STRONGHOLD
             and state.cards[cid].in_play]
    for cid in found:
        state.cards[cid].modifiers.append(Modifier("ability_uses", 0, Duration.TURN, card_id,
                                                   KIND))
    if not found:
        return [Note((card_id,), text="No Stronghold to use a second time")]
    return [Note((card_id, *found), text=f"{state.title(found[0])}'s abilities may be used "
                                         "a second time this turn")]
