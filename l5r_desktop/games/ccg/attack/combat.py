"""Engine II: the Combat Segment — the Battle actions a player may take under the Rules of
Presence and Location, the rulebook player abilities used in battles (Tactical Battle, the Naval
Reaction, the Favor Battle ability) and the Terrain rule [S1 › B. COMBAT SEGMENT],
[S1 › PLAYER ABILITIES], [S1 › TERRAIN].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import honor, keywords
from l5r_desktop.games.ccg.actions import (
    Action,
    CavalryMove,
    FavorBattle,
    NavalReaction,
    Tactics,
    UseAbility,
)
from l5r_desktop.games.ccg.attack.armies import (
    COMBAT,
    ENGAGE,
    current_battlefield,
    move_home,
    move_to_battlefield,
    unit_cards,
)
from l5r_desktop.games.ccg.cardtext import assignments, chosen_locations, next_performed, ongoing
from l5r_desktop.games.ccg.events import AbilityUsed, Event, Note, StatModified
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState, Modifier

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_D_TURN = Duration.TURN
_S_COMBAT = Step.COMBAT
_T_STRATEGY = CardType.STRATEGY
_Z_FATE_DISCARD = Zone.FATE_DISCARD

#: ``ability_uses`` key marking "performed a Tactical action this turn" on a Tactician.
TACTICAL_KEY = -1


def naval_count(state: GameState, units: list[str]) -> int:
    """Naval cards (Personalities and Followers with the Naval keyword) in an army
    [S1 › NAVAL]."""
    n = 0
    for pid in units:
        for cid in unit_cards(state, pid):
            if keywords.has(state, cid, "Naval"):  # printed or granted by a trait
                n += 1
    return n


def naval_personalities(state: GameState) -> list[str]:
    """The Attacker's Naval Personalities at the current battlefield if his army has more Naval
    cards than the side opposing it and the Reaction was not used this battle
    [S1 › PLAYER ABILITIES]."""
    att = state.attack
    bf = current_battlefield(state)
    if att is None or bf is None or att.naval_used:
        return []
    if naval_count(state, bf.attacking) <= naval_count(state, bf.defending):
        return []
    return [p for p in bf.attacking if state.cards[p].controller == att.attacker
            and keywords.has(state, p, "Naval")]
















def moves_here(record: dict[str, Any]) -> set[int]:
    """Target indexes an ability's effects move to the current battlefield (``move_unit``):
    the exception to the Rules of Presence and Location [S1 › B. COMBAT SEGMENT]."""
    return {e["target"] for e in record.get("effects", ())
            if isinstance(e, dict) and e.get("op") == "move_unit"
            and isinstance(e.get("target"), int)}


def moves_itself(record: dict[str, Any]) -> bool:
    """Does the ability move its own card's unit to the current battlefield (``move_unit`` on
    ``self``, or ``host``: the Personality carrying it)? The exception to the second part of
    the Rule of Location and to the Rule of Presence: "a Battle action can ... be taken by a
    card in a unit at another location if its costs or effects say they are able to move that
    unit to the current battlefield" [CE › BATTLES › B. COMBAT SEGMENT, The Rule of
    Location]. A "you may" movement counts: taken from elsewhere, the player must take the
    choice that moves the unit there ("... must take choices within the action, if possible,
    such that they do move that unit there", ``cardtext/optional.moves_itself_here``); the
    second half of a "move him or ..." alternative does not."""
    return any(isinstance(e, dict) and e.get("target") in ("self", "host")
               and not e.get("otherwise") and (
                   e.get("op") == "move_unit" or (e.get("op") == "move_chosen"
                                                  and "battlefield" in e.get("to", ())))
               for e in record.get("effects", ()))


def moves_itself_now(state: GameState, card_id: str, record: dict[str, Any]) -> bool:
    """:func:`moves_itself`, as the table is now: the effects are able to move the unit to
    the current battlefield [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Location]. A
    movement to a chosen location needs the current battlefield among its locations
    ("home or to a battlefield with enemy units": enemy units there,
    ``chosen_locations.may_reach_current``); a movement "if he assigned there" needs the
    assignment (``assignments.assigned_here``). Conditions known only as the action
    resolves ("if he moved") are taken as able."""
    for e in record.get("effects", ()):
        if not isinstance(e, dict) or e.get("target") not in ("self", "host") \
                or e.get("otherwise"):
            continue
        if e.get("op") == "move_chosen" and \
                chosen_locations.may_reach_current(state, card_id, e):
            return True
        if e.get("op") == "move_unit":
            cond = e.get("if")
            if isinstance(cond, dict) and cond.get(assignments.KEY) and \
                    cond.get("card") == e["target"]:
                c = state.cards[card_id]
                pid = card_id if e["target"] == "self" else c.attached_to
                if pid is None or not assignments.assigned_here(state, pid):
                    continue
            return True
    return False


def performed_by(state: GameState, action: Action, personality: str) -> bool:
    """Is the action performed by the Personality: an ability on him or on a card in his unit,
    or he is targeted by the action's constraint targeting [S1 › PERFORM]."""
    if isinstance(action, Tactics):
        return action.target == personality
    if isinstance(action, UseAbility):
        c = state.cards[action.card]
        return (action.card == personality or c.attached_to == personality
                or personality in action.targets)
    return False


def after_battle_action(state: GameState, action: Action) -> None:
    """After a Battle action ends: a played Terrain stays in play at the battlefield
    [S1 › TERRAIN]; the Naval first-actor restriction is spent."""
    att = state.attack
    if att is None:
        return
    if att.segment == COMBAT:  # an Engage action leaves Naval Invasion's first actor alone
        att.first_actor = None
        if action.player == att.defender:  # his first normal opportunity is behind
            att.defender_acted = True
    att.extra_actor = None  # the granted opportunity is used (extra_actions.py)
    att.extra_keyword, att.extra_or_bow = "", False
    if isinstance(action, UseAbility):
        c = state.cards.get(action.card)
        bf = current_battlefield(state)
        if c is not None and bf is not None and bf.terrain is None and \
                c.definition.type is _T_STRATEGY and c.definition.has_keyword("Terrain") \
                and c.zone is _Z_FATE_DISCARD:
            moves.place_terrain(state, c.id, action.player)


def after_text(state: GameState, player: int) -> list[Event]:
    """Card text resolved by hand during a battle: back to the Combat (or 20F Engage) Segment,
    the opportunity passes to the next player."""
    if state.attack is not None and state.attack.segment in (COMBAT, ENGAGE):
        state.step = _S_COMBAT
        state.passes = 0
        state.priority = state.next_player(player)
    return []


def tactics(state: GameState, a: Tactics) -> list[Event]:
    """Tactical Battle: discard a card, give the Tactician +Focus Value Force (until the end of
    the turn); each Tactician performs one Tactical action per turn [S1 › PLAYER ABILITIES]."""
    amount = stats.focus(state, a.card)
    events: list[Event] = [AbilityUsed((a.target, a.card), player=a.player, name="Tactics")]
    events += moves.discard(state, a.card)
    t = state.cards[a.target]
    t.ability_uses[TACTICAL_KEY] = state.turn
    if next_performed.take(state, a.player, a.target):  # its effects negated
        return [*events, Note((a.target,), text="the Tactical action's effects are negated")]
    if amount:
        t.modifiers.append(Modifier("force", amount, _D_TURN, "Tactics"))
        events.append(StatModified((a.target,), stat="force", amount=amount,
                                   duration=_D_TURN.value))
    return events


def naval(state: GameState, a: NavalReaction) -> list[Event]:
    """The Naval Reaction (CE/GE: the Combat Segment starts with the Attacker) or 20F Naval
    Invasion (an Engage action: the Attacker will have the first Combat opportunity)."""
    att = state.attack
    assert att is not None
    att.naval_used = True
    att.first_actor = a.card
    if state.profile.engage_segment:
        state.passes = 0
        state.priority = state.next_player(a.player)
        return [AbilityUsed((a.card,), player=a.player, name="Naval Invasion")]
    att.segment = COMBAT
    state.priority = att.attacker
    state.passes = 0
    return [AbilityUsed((a.card,), player=a.player, name="the Naval Reaction")]




def cavalry_permitted(state: GameState, personality: str) -> bool:
    """May the Personality be targeted by the Cavalry ability although his unit is not
    Cavalry: an active ongoing ``cavalry_ability`` trait of his own ("If you are the
    Defender, <he> may be targeted by the rulebook Cavalry player ability"; a card's
    permission overrides the rule it names [CE › PERMISSIONS]; ``trait_kinds.py``)?"""
    c = state.cards[personality]
    return bool(c.definition.abilities) and any(
        ongoing.active(state, c, r) for r in ongoing.records(c.definition, "cavalry_ability"))


def cavalry_move(state: GameState, a: CavalryMove) -> list[Event]:
    """20F Cavalry Engage: the unit moves to the current battlefield; the opportunity passes."""
    events: list[Event] = [AbilityUsed((a.card,), player=a.player, name="Cavalry")]
    events += move_to_battlefield(state, a.card, a.battlefield, "Cavalry")
    state.passes = 0
    state.priority = state.next_player(a.player)
    return events


def favor_battle(state: GameState, a: FavorBattle) -> list[Event]:
    """Discard the Imperial Favor: the targeted attacking enemy unit moves home (movement, it
    does not bow) [S1 › PLAYER ABILITIES]."""
    events: list[Event] = [AbilityUsed((a.target,), player=a.player,
                                       name="the Imperial Favor (Battle)")]
    events += honor.set_favor(state, None)
    events += move_home(state, a.target, "the Imperial Favor")
    return events
