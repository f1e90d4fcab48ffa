"""An ability's (or a Ring's) condition: the conditions of its constraints block, checked when
it is announced [CE › ABILITIES]. One small check per key (:data:`CHECKS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg import keywords
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import (
    adjacent,
    invest,
    province_losses,
    reconnaissance,
    rings,
    terrains,
    turn_memory,
)
from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

_T_HOLDING = CardType.HOLDING

#: ``check(state, player, card, value) -> bool`` for one key of a condition.
Check = Callable[[GameState, int, "CardState | None", Any], bool]


def _enemy_units_here(state: GameState, player: int) -> bool:
    """Are enemy units at the current battlefield (units another player controls)?"""
    att = state.attack
    if att is None or att.current is None or not 0 <= att.current < len(att.battlefields):
        return False
    bf = att.battlefields[att.current]
    return any(state.cards[u].controller != player for u in (*bf.attacking, *bf.defending))


def _all_here_keyword(state: GameState, player: int, keyword: Any) -> bool:
    """Does every Personality ``player`` controls at the current battlefield (one at least)
    have ``keyword`` ("if all your Personalities there are Scouts")?"""
    att = state.attack
    if att is None or att.current is None or not 0 <= att.current < len(att.battlefields):
        return False
    bf = att.battlefields[att.current]
    mine = [u for u in (*bf.attacking, *bf.defending) if state.cards[u].controller == player]
    return bool(mine) and all(keywords.has(state, u, keyword) for u in mine)


def _units_here(state: GameState, player: int) -> tuple[int, int] | None:
    """(units of the player's army, units of the enemy army) at the current battlefield, or
    None outside an attack or for a player outside it [CE › ARMY]."""
    here = armies.armies_here(state, player)
    if here is None:
        return None
    mine, theirs = here
    return len(mine), len(theirs)


def _fewer_units_here(state: GameState, player: int) -> bool:
    """Are there more units on the enemy side of the current battle than on the player's
    side ("if there are more units on the enemy side of the current battle than on your
    side")? Never met outside an attack or by a player outside it."""
    n = _units_here(state, player)
    return n is not None and n[1] > n[0]


def _controls_count(state: GameState, player: int, card: CardState | None, spec: Any) -> bool:
    """``{"spec": <target spec>, "at_least": N}``: does ``player`` control N or more cards in
    play fitting the spec ("if you control two or more Nonhuman Personalities")?"""
    if not isinstance(spec, dict) or not isinstance(spec.get("spec"), dict):
        return False
    source = card.id if card is not None else ""
    found = target_candidates(state, player, source, {**spec["spec"], "controller": "you"})
    return len(found) >= int(spec.get("at_least", 1))


def _mixed_units_here(state: GameState, player: int) -> bool:
    """Does the player control both a Cavalry unit and an Infantry unit at the current
    battlefield ("A unit is Cavalry if its Personality and all its Followers are Cavalry.
    Otherwise, it is Infantry" [CE › CAVALRY], [CE › INFANTRY]; never met outside a battle)?"""
    att = state.attack
    if att is None or att.current is None or not 0 <= att.current < len(att.battlefields):
        return False
    bf = att.battlefields[att.current]
    kinds = {armies.is_cavalry(state, pid) for pid in (*bf.attacking, *bf.defending)
             if state.cards[pid].controller == player}
    return kinds == {True, False}


def _more_units_here(state: GameState, player: int) -> bool:
    """Has the player's army at the current battlefield more units than the enemy army there
    ("if your current army has more units than the current enemy army"; an army is the units
    on one side of a battlefield [CE › ARMY]; never met outside an attack or by a player
    outside it)?"""
    here = armies.armies_here(state, player)
    if here is None:
        return False
    mine, theirs = here
    return len(mine) > len(theirs)


def _host_has(state: GameState, card: CardState | None, keyword: str) -> bool:
    """Does the Personality ``card`` is attached to have ``keyword``?"""
    host = card.attached_to if card is not None else None
    return host is not None and host in state.cards and \
        state.cards[host].definition.has_keyword(keyword)


def _controls(state: GameState, player: int, card: CardState | None, spec: Any) -> bool:
    """Does ``player`` control a card in play that fits ``spec`` ("if you control any Rings":
    ``{"type": "ring"}``)?"""
    if not isinstance(spec, dict):
        return False
    source = card.id if card is not None else ""
    return bool(target_candidates(state, player, source, {**spec, "controller": "you"}))


def _holdings(state: GameState, player: int) -> int:
    return sum(1 for c in state.players[player].home
               if state.cards[c].definition.type is _T_HOLDING)


def _dead_in_a_pile(state: GameState) -> bool:
    """Is a dead Personality in any player's discard pile ("A Personality who is destroyed in
    play enters the discard pile in the dead state" [CE › DISCARD PILES], [CE › DEAD])?"""
    return any(p.honorably_dead or p.dishonorably_dead for p in state.players)


def _fewer_provinces(state: GameState, player: int) -> bool:
    """Has the player fewer provinces than each other player (destroyed provinces leave the
    list [CE › PROVINCES])?"""
    mine = len(state.players[player].provinces)
    return all(mine < len(state.players[o].provinces) for o in state.opponents(player))


def own_turn_number(state: GameState, player: int) -> int:
    """The number of the player's turns begun so far (his current one included): the game's
    first turn is the first player's, then "Turn order proceeds to the left" [CE › TURN ORDER]
    (the seats in order; ``state.turn`` counts every player's turns)."""
    n = len(state.players)
    offset = (player - state.first_player) % n  # his first turn is the game's turn 1 + offset
    return max(0, (state.turn - offset + n - 1) // n)


def _not_your_turns(state: GameState, player: int, numbers: Any) -> bool:
    """"If it is not your first or second turn" (``[1, 2]``): false only on the player's own
    turn whose number is listed."""
    return state.active != player or own_turn_number(state, player) not in numbers


def _honor_below_opponent(state: GameState, player: int) -> bool:
    mine = state.players[player].family_honor
    return any(state.players[o].family_honor > mine for o in state.opponents(player))


#: "clan": you are a player of that Clan; "your_turn"; "enemy_units_here": enemy units are at
#: the current battlefield; "host_keyword": the Personality the card is attached to has that
#: keyword ("if this Shugenja is Water:"; never met without a card or by a card not
#: attached); "reconnaissance": you have Reconnaissance at the current battlefield
#: (``reconnaissance.py``); Family Honor, Personalities, Holdings and hand counts; the Favor;
#: "controls": you control a card in play fitting that target spec ("if you control any
#: Rings", a condition of the trigger [CE › CONDITIONS]); "dead_in_a_pile": a dead
#: Personality is in any player's discard pile; "not_invested": the card has not got its
#: Invest effect while in play (``invest.py``); "fewer_provinces": you have fewer provinces
#: than each other player; "adjacent_battlefield": a battlefield adjacent to the current one
#: on that side (unresolved when asked, ``adjacent.py``);
#: "no_terrain_here": no Terrain is in play at the current battlefield
#: (``terrains.py``; never met outside a battle); "all_here_keyword": each of your
#: Personalities at the current battlefield has that keyword (printed or given);
#: "attacker" / "defender": you are the Attacker / the Defender of the attack under way
#: [CE › ATTACK PHASE] (never outside an attack); "more_units_here": your army at the
#: current battlefield has more units than the enemy army there (ccgtext); "fewer_units_here":
#: the enemy army there has more units than his; "controls_count": he controls at least N
#: cards fitting a spec; "own_turn": it is his Nth turn; "presence": he controls a unit at the
#: current battlefield (lane cards);
#: "mixed_units_here": you control both a Cavalry unit and an Infantry unit at the current
#: battlefield (moves lane; an ``ability_cost`` trait's condition, costs.py);
#: "honor_lost_to_other": another player's action has caused him an Honor loss this turn
#: (``turn_memory.py``).
CHECKS: dict[str, Check] = {
    "clan": lambda s, p, c, v: s.players[p].clan == v,
    "your_turn": lambda s, p, c, v: (s.active == p) == v,
    "host_keyword": lambda s, p, c, v: _host_has(s, c, v),
    # "If this Shugenja is unbowed": the Personality the card is attached to
    "host_unbowed": lambda s, p, c, v: (c is not None and c.attached_to is not None
                                        and not s.cards[c.attached_to].bowed) == v,
    "enemy_units_here": lambda s, p, c, v: _enemy_units_here(s, p) == v,
    "reconnaissance": lambda s, p, c, v: reconnaissance.has_reconnaissance(s, p) == v,
    "family_honor_at_least": lambda s, p, c, v: s.players[p].family_honor >= v,
    "family_honor_at_most": lambda s, p, c, v: s.players[p].family_honor <= v,
    "personalities_at_least": lambda s, p, c, v: len(moves.personalities_in_play(s, p)) >= v,
    "holdings_at_least": lambda s, p, c, v: _holdings(s, p) >= v,
    "hand_at_least": lambda s, p, c, v: len(s.players[p].hand) >= v,
    "has_favor": lambda s, p, c, v: bool(v) == s.players[p].favor,
    "honor_below_opponent": lambda s, p, c, v: not v or _honor_below_opponent(s, p),
    "controls": _controls,
    # "Each player who does not control an Ancestor Personality" (an each_player condition)
    "controls_none": lambda s, p, c, v: not _controls(s, p, c, v),
    # "if none of your provinces were destroyed this turn / since your last turn ended"
    "no_province_lost": lambda s, p, c, v: province_losses.none_lost(s, p, v),
    # "If this card is at the current battlefield" (in a unit there [CE › BATTLES])
    "at_current": lambda s, p, c, v: (c is not None
                                      and armies.at_current_battlefield(s, c.id)) == v,
    "dead_in_a_pile": lambda s, p, c, v: _dead_in_a_pile(s) == v,
    "fewer_provinces": lambda s, p, c, v: _fewer_provinces(s, p) == v,
    "not_invested": lambda s, p, c, v: (not invest.invested(c)) == v,
    # a battlefield adjacent to the current one on that side (adjacent.py)
    "adjacent_battlefield": lambda s, p, c, v: adjacent.condition_holds(s, v),
    "all_here_keyword": lambda s, p, c, v: _all_here_keyword(s, p, v),
    "attacker": lambda s, p, c, v: (s.attack is not None and s.attack.attacker == p) == v,
    "defender": lambda s, p, c, v: (s.attack is not None and s.attack.defender == p) == v,
    "not_your_turns": lambda s, p, c, v: _not_your_turns(s, p, v),
    "more_units_here": lambda s, p, c, v: _more_units_here(s, p) == v,
    "fewer_units_here": lambda s, p, c, v: _fewer_units_here(s, p) == v,
    "controls_count": _controls_count,
    # "at a battlefield where you control one or more units": the current one [CE › ARMY]
    "presence": lambda s, p, c, v: armies.has_presence(s, p) == v,
    # "If it is your first turn": your own turn, the Nth of yours (own_turn_number)
    "own_turn": lambda s, p, c, v: s.active == p and own_turn_number(s, p) == v,
    "mixed_units_here": lambda s, p, c, v: _mixed_units_here(s, p) == v,
    "no_terrain_here": lambda s, p, c, v: (s.attack is not None and s.attack.current is not None
                                           and terrains.terrain_here(s) is None) == v,
    # "if another player's action has caused you an Honor loss this turn" (turn_memory.py)
    "honor_lost_to_other": lambda s, p, c, v: turn_memory.lost_to_other(s, p) == v,
    **rings.CHECKS,  # "if you have two or fewer Rings in play" ... (rings.py)
}


def condition_ok(state: GameState, player: int, cond: dict[str, Any],
                 card: CardState | None = None) -> bool:
    """Does ``cond`` hold for ``player`` (and the ability's ``card``)? Keys no check knows
    are not conditions of the announcement (the validator names the known ones)."""
    for key, value in (cond or {}).items():
        check = CHECKS.get(key)
        if check is not None and not check(state, player, card, value):
            return False
    return True
