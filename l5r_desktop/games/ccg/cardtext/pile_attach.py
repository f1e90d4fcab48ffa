"""Attaching a card from a discard pile as an effect: "Target a Follower in any player's
discard pile: Attach it to <this Personality>, paying all costs." [CE › ATTACHMENTS],
[CE › GOLD COST], [CE › AREAS OF THE GAME › DISCARD PILES].

Effect::

    {"op": "attach_from_pile", "target": 0}
    {"op": "attach_from_pile", "target": 1, "to": 0, "ignore_honor": true}

``to`` (scans): the target Personality it attaches to ("Target your Personality and a
non-Unique attachment in any player's discard pile: Attach it to the Personality") instead of
the ability's card; ``ignore_honor``: "ignoring Honor Requirements" (a Follower's Honor
Requirement is not checked, ``economy.equip_problem``; the other attachment rules are).

The target is a card in a discard pile (a target spec with ``zone: discard``,
``discard_piles.py``; "any player's": ``controller: any``). It attaches to the ability's card
as an Equip would (``hand_attach.py`` does the same from the hand): the attachment rules apply
(``economy.equip_problem``: a Follower's Honor Requirement, one Weapon, Spells on Shugenja
...) and the player taking the action pays its Gold Cost ("paying all costs":
``economy.equip_cost``, with Gold produced as for any cost). Once attached it is under the
Personality's controller, its owner unchanged [CE › CARD OWNERSHIP] (``moves.attach``). A
card that left its pile, cannot attach, or whose Gold cannot be paid stays where it is (a
note): the effect fails, the others still happen [CE › TAKING ACTIONS › D].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import hand_attach
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("attach_from_pile",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_PILES = ("fate_discard", "dynasty_discard")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attach_from_pile`` effect."""
    t, to = effect.get("target"), effect.get("to", -1)
    if not isinstance(t, int) or isinstance(t, bool) or set(effect) - {
            "op", "target", "if", "to", "ignore_honor"}:
        return ["attach_from_pile attaches a target in a discard pile (target: index)"]
    if ("to" in effect and (not isinstance(to, int) or isinstance(to, bool) or to < 0
                            or to == t)) or effect.get("ignore_honor", True) is not True:
        return ["attach_from_pile's to is another target's index; ignore_honor is true"]
    return []


def in_a_pile(state: GameState, cid: str) -> bool:
    """Is the card in its owner's Fate or Dynasty discard pile?"""
    owner = state.players[state.cards[cid].owner]
    return any(cid in getattr(owner, pile) for pile in _PILES)


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Attach the target from its discard pile to the ability's card, paying its Gold."""
    t = effect["target"]
    cid = targets[t] if t < len(targets) else ""
    if not cid:
        return []
    c = state.cards[cid]
    if not in_a_pile(state, cid):
        return [Note((card_id, cid), text=f"{c.title} is no longer in a discard pile")]
    host = card_id
    if "to" in effect:  # the target Personality
        host = targets[effect["to"]] if effect["to"] < len(targets) else ""
        if not host or not state.cards[host].in_play:
            return [Note((card_id, cid), text=f"{c.title} has no Personality to attach to")]
    return hand_attach.attach_paying(state, player, card_id, cid, host,
                                     ignore_honor=bool(effect.get("ignore_honor")))
