"""Rings played and used from the hand by their own text (issue 17, misc lane).

A Ring's printed text names how it enters play and lets its player discard it from his hand
to use one of its abilities without cost [S0 › RING #]: "A Ring's text may also let a player
discard it from his or her hand for an effect, as stated on each Ring. Normally, this effect
is to use the Ring's ability without cost; in this case, the Ring enters a resolution area
while the relevant ability is resolving, and is discarded afterwards." Taking an action on a
Ring out of play that could either discard or bow it, "you may only choose the discard cost,
not the bow cost" [CE › RING]. So the "discard it to use the ability" line is a record of
that ability with ``"from": "hand"`` and no cost: used from the hand, the card goes to the
resolution area and is discarded after the action (``abilities.resolve``, as a Strategy).

Such a record names the printed ability it uses (``"ring_use": N``, its number in the card's
text: :func:`problems`), so readers know whose designator it carries.

A Ring whose play is itself an action (a Limited action, under a count of Rings in play)
is a record from the hand whose effect ``put_into_play`` (``movement.py``) puts it into play;
it entered play by its own text, which the Enlightenment Victory counts ("each of which last
entered play by its own text" [CE › PLAYERS WINNING AND LOSING]): :func:`mark_own_text`.

Conditions of this module (``ability_conditions.CHECKS``, checked when announced, and in an
effect's ``if`` with ``player: you``):

- ``rings_at_most`` N: the player controls N or fewer Rings in play ("if you have two or
  fewer Rings in play": the Ring being played is in the resolution area, not in play);
- ``hand_most``: true when the player has more cards in his hand than each other player
  (a hand larger than every other one, counted when the effect resolves);
- ``favor_actions_at_least`` N: the player resolved N or more Favor actions this turn
  (``PlayerState.favor_actions``, counted by :func:`count_favor`); with the Reaction trigger
  ``favor_resolved`` (``trigger_events.py``) it is a Ring's play condition counting its
  player's Favor actions this turn: a Reaction record from the hand whose effect puts the
  Ring into play, answered in the window right after such an action ("immediately after he
  has fulfilled its condition ... This may not be delayed"; a third Favor action fulfils it
  again [S0 › RING #]);
- ``can_enter_play``: the ability's own card could enter play under its player's control
  now (a Unique card is not brought in beside a copy he controls [CE › UNIQUE]): an action
  whose non-optional effect puts cards into play must be able to do so when announced
  (the Good Faith rule [CE › TAKING ACTIONS FROM ABILITIES]).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

_T_RING = CardType.RING


def rings_in_play(state: GameState, player: int) -> int:
    """How many Rings ``player`` controls in play."""
    return sum(1 for cid in moves.in_play_cards(state, player)
               if state.cards[cid].definition.type is _T_RING)


def hand_most(state: GameState, player: int) -> bool:
    """Has ``player`` more cards in his hand than each other player?"""
    mine = len(state.players[player].hand)
    return all(mine > len(state.players[o].hand) for o in state.opponents(player))


def can_enter_play(state: GameState, player: int, card: CardState | None) -> bool:
    """Could the ability's card enter play under ``player``'s control now (Unique)?"""
    if card is None:
        return False
    from l5r_desktop.games.ccg import economy  # (economy reads cardtext modules)

    return not economy.unique_blocked(state, player, card.definition)


def _at_most(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def favor_actions(state: GameState, player: int) -> int:
    """How many Favor actions ``player`` resolved this turn."""
    turn, count = state.players[player].favor_actions
    return count if turn == state.turn else 0


def count_favor(state: GameState, player: int, rec: dict[str, Any]) -> None:
    """An action of ``player`` resolved (``abilities._resolution``): one more Favor action
    this turn if its ability has the Favor keyword ("Actions have the keywords ... of their
    ability" [CE › ABILITIES])."""
    if "favor" in (rec.get("keywords") or ()):
        state.players[player].favor_actions = [state.turn, favor_actions(state, player) + 1]


#: ``check(state, player, card, value)`` per condition key (``ability_conditions.CHECKS``).
CHECKS: dict[str, Any] = {
    "favor_actions_at_least": lambda s, p, c, v: _at_most(v) and favor_actions(s, p) >= v,
    "rings_at_most": lambda s, p, c, v: _at_most(v) and rings_in_play(s, p) <= v,
    "hand_most": lambda s, p, c, v: hand_most(s, p) == v,
    "can_enter_play": lambda s, p, c, v: can_enter_play(s, p, c) == v,
}


#: The condition keys of this module (``ability_format.CONDITIONS``).
CONDITIONS = tuple(CHECKS)


def problems(record: dict[str, Any]) -> list[str]:
    """Problems with a record's ``ring_use``: the number (1-based) of the Ring's printed
    ability that a line letting the player discard the Ring from his hand to use that ability
    uses; such a record is used from the hand and pays no cost."""
    if "ring_use" not in record:
        return []
    n = record["ring_use"]
    if not isinstance(n, int) or isinstance(n, bool) or n < 1 or \
            record.get("from") != "hand" or record.get("cost"):
        return ["ring_use names the ability number a Ring's line uses from the hand, "
                "without cost (from: hand, no cost)"]
    return []


def mark_own_text(card: CardState) -> None:
    """A Ring put into play by its own ability entered play by its own text."""
    if card.definition.type is _T_RING:
        card.own_text = True
