"""A second use of abilities this turn: "You may use each ability on your Stronghold a second
time this turn" (ccgtext2)::

    {"op": "second_use", "of": "stronghold"}

puts a modifier of kind ``extra_use`` on the player's Stronghold for the turn (the default
duration of an ongoing effect [CE › DURATION OF EFFECTS]): each of its abilities limited to
once per turn may then be used twice this turn ("Unlike traits, abilities can be used only
once per turn, unless a different usage limit is stated" [CE › TAKING ACTIONS FROM
ABILITIES]; counted by ``use_limits.py``); the uses already made this turn count. A
permission, not a choice: nothing is asked when it resolves.

A second use of the Battle abilities of the Weapons a target Personality carries (actions
lane)::

    {"op": "second_use", "of": "weapons", "target": 0, "timing": "battle"}

puts the same modifier, with stat :data:`BATTLE` (its Battle abilities only: the Battle
designator, Battle/Open included [CE › ABILITIES]), on each Weapon (an Item with that keyword)
attached to the target Personality as it resolves, for the turn.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.use_limits import BATTLE, KIND
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: The effect ops this module resolves.
OPS = ("second_use",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_WEAPONS = {"op": "second_use", "of": "weapons", "target": 0, "timing": "battle"}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``second_use`` effect."""
    if effect.get("of") == "weapons":
        t = effect.get("target")
        if set(effect) != set(_WEAPONS) or effect.get("timing") != "battle" or not (
                isinstance(t, int) and not isinstance(t, bool) and t >= 0):
            return ['second_use of weapons is {"op": "second_use", "of": "weapons", '
                    '"target": <index>, "timing": "battle"}']
        return []
    if set(effect) != {"op", "of"} or effect["of"] != "stronghold":
        return ['second_use is {"op": "second_use", "of": "stronghold"}']
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Each ability on the player's Stronghold (or each Battle ability on the Weapons of the
    target) may be used a second time this turn."""
    if effect.get("of") == "weapons":
        return _weapons(state, card_id, effect, targets)
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


def _weapons(state: GameState, card_id: str, effect: dict[str, Any],
             targets: tuple[str, ...]) -> list[Event]:
    """The Battle abilities on each Weapon attached to the target: a second use this turn."""
    t = effect["target"]
    host = targets[t] if t < len(targets) else ""
    if host not in state.cards or not state.cards[host].in_play:
        return [Note((card_id,), text="No Personality whose Weapons to use a second time")]
    found = [a for a in state.cards[host].attachments
             if state.cards[a].definition.type is CardType.ITEM
             and state.cards[a].definition.has_keyword("Weapon")]
    for cid in found:
        state.cards[cid].modifiers.append(Modifier(BATTLE, 0, Duration.TURN, card_id, KIND))
    if not found:
        return [Note((card_id, host), text=f"{state.title(host)} carries no Weapon")]
    return [Note((card_id, *found), text=f"Battle abilities on {state.title(host)}'s Weapons "
                                         "may be used a second time this turn")]
