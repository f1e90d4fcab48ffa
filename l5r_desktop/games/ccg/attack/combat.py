"""Engine II: the Combat Segment — the Battle actions a player may take under the Rules of
Presence and Location, the rulebook player abilities used in battles (Tactical Battle, the Naval
Reaction, the Favor Battle ability) and the Terrain rule [S1 › B. COMBAT SEGMENT],
[S1 › PLAYER ABILITIES], [S1 › TERRAIN].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import honor
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
    at_current_battlefield,
    current_battlefield,
    has_presence,
    in_unit,
    is_cavalry,
    move_home,
    move_to_battlefield,
    unit_cards,
    units_of,
)
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import AbilityUsed, Event, StatModified
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState, Modifier

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_D_TURN = Duration.TURN
_S_COMBAT = Step.COMBAT
_T_STRATEGY = CardType.STRATEGY
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_FATE_DISCARD = Zone.FATE_DISCARD

#: ``ability_uses`` key marking "performed a Tactical action this turn" on a Tactician.
TACTICAL_KEY = -1


def naval_count(state: GameState, units: list[str]) -> int:
    """Naval cards (Personalities and Followers with the Naval keyword) in an army
    [S1 › NAVAL]."""
    n = 0
    for pid in units:
        for cid in unit_cards(state, pid):
            if state.cards[cid].definition.has_keyword("Naval"):
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
            and state.cards[p].definition.has_keyword("Naval")]


def battle_actions(state: GameState, player: int) -> list[Action]:
    """Battle actions ``player`` may take at his Combat Segment opportunity: card abilities
    (Battle, and Open under GE [S2 › Actions]) under the Rules of Presence and Location, the
    Tactical ability of his Tactician Personalities and the Favor Battle ability
    [S1 › B. COMBAT SEGMENT], [S1 › PLAYER ABILITIES]."""
    att = state.attack
    bf = current_battlefield(state)
    if att is None or bf is None:
        return []
    presence = has_presence(state, player)
    timing = {"battle": True, "open": state.profile.open_actions_in_battle, "limited": False}
    out = card_actions_in_battle(state, player, timing, presence)
    if presence:
        _player_abilities(state, player, out)
    if att.first_actor is not None and player == att.attacker:
        out = [a for a in out if performed_by(state, a, att.first_actor)]
    return out


def _rules_ability_uses() -> Any:
    """``rules._ability_uses`` (rules imports this module, so it is looked up on first use and
    kept: an import statement per listing costs more than the look-up)."""
    fn = _LAZY.get("ability_uses")
    if fn is None:
        from l5r_desktop.games.ccg.rules import _ability_uses

        fn = _LAZY["ability_uses"] = _ability_uses
    return fn


_LAZY: dict[str, Any] = {}


def card_actions_in_battle(state: GameState, player: int, timing: dict[str, bool],
                           presence: bool) -> list[Action]:
    """Uses of card abilities with one of the ``timing`` designators during the current battle,
    under the Rules of Presence and Location: the player needs a unit at the current
    battlefield (exceptions: the action moves his unit there, or it has the Absent keyword);
    an ability on a card in a unit is taken only if the unit is at the current battlefield, and
    cards in units are targeted only there [S1 › B. COMBAT SEGMENT], [S0 › ACTIONS IN BATTLE #,
    RULE OF PRESENCE #, RULES OF LOCATION #]. GE has no Rules of Location: its Battle Action
    Segment has the Rules of Presence and Relevance (:func:`is_relevant`) [S2 › 4.4]."""
    bf = current_battlefield(state)
    if bf is None:
        return []
    _ability_uses = _rules_ability_uses()
    p = state.players[player]
    cards = state.cards
    allowed = tuple(t for t, ok in timing.items() if ok)
    relevance = state.profile.rule_of_relevance
    gold: int | None = None  # computed by _ability_uses on first need
    raw: list[Action] = []
    mine = moves.in_play_cards(state, player)
    seen = {player: mine}  # cards in play by player, for the targets of abilities
    for cid in p.hand:
        c = cards[cid]
        if c.definition.abilities and abilities.has_action(c.definition, "hand", allowed):
            if c.definition.has_keyword("Terrain") and bf.terrain is not None:
                continue  # one Terrain per battlefield [S1 › TERRAIN]
            gold = _ability_uses(state, player, c, "hand", timing, gold, raw, seen)
    for cid in mine:
        c = cards[cid]
        if not c.definition.abilities or c.bowed or cid == bf.terrain or \
                not abilities.has_action(c.definition, "play", allowed):
            continue
        if not relevance and in_unit(state, cid) and not at_current_battlefield(state, cid):
            continue  # Rule of Location, second part (CE/20F)
        gold = _ability_uses(state, player, c, "play", timing, gold, raw, seen)
    out: list[Action] = []
    for a in raw:
        assert isinstance(a, UseAbility)
        record = cards[a.card].definition.abilities[a.ability]
        moved = moves_here(record)
        if not presence and not moved and not is_absent(record):
            continue  # Rule of Presence (exceptions: moves your unit here; Absent)
        if relevance:
            if not is_relevant(state, a):
                continue  # GE: the Rule of Relevance instead of the Rules of Location
        elif any(in_unit(state, t) and not at_current_battlefield(state, t) and k not in moved
                 for k, t in enumerate(a.targets)):
            continue  # Rule of Location, first part (same exception)
        out.append(a)
    return out


def is_relevant(state: GameState, action: UseAbility) -> bool:
    """GE Rule of Relevance [S2 › 4.4 Battle Action Segment]: a Battle or Open action in the
    Battle Action Segment must be associated with the current battle, i.e. (at least one of)
    it comes from a card at the battle (a card in a unit there, or its Terrain); it moves a card
    into the battle (``move_unit``) or creates one there (a Terrain, which stays at the
    battlefield [S1 › TERRAIN]); it targets a card in the battle. (The rule's fourth case,
    reacting to a card leaving the battle, concerns Reactions, which the players resolve.)"""
    bf = current_battlefield(state)
    if bf is None:
        return False
    card = state.cards[action.card]
    if action.card == bf.terrain or at_current_battlefield(state, action.card):
        return True
    d = card.definition
    if moves_here(d.abilities[action.ability]):
        return True
    if d.type is _T_STRATEGY and d.has_keyword("Terrain"):
        return True
    return any(at_current_battlefield(state, t) for t in action.targets)


def is_absent(record: dict[str, Any]) -> bool:
    """True for an ability with the Absent keyword: an exception to the Rule of Presence
    [S0 › RULE OF PRESENCE #]."""
    kws = record.get("keywords", ())
    return isinstance(kws, (list, tuple)) and any(
        isinstance(k, str) and k.casefold() == "absent" for k in kws)


def _player_abilities(state: GameState, player: int, out: list[Action]) -> None:
    """Tactical Battle for each Tactician at the current battlefield, the Favor Battle."""
    bf = current_battlefield(state)
    assert bf is not None
    cards = state.cards
    p = state.players[player]
    mine = units_of(state, bf, player)
    for pid in mine:
        c = cards[pid]
        if c.definition.has_keyword("Tactician") and \
                c.ability_uses.get(TACTICAL_KEY) != state.turn:
            out.extend(Tactics(player, card=h, target=pid) for h in p.hand)
    if state.profile.favor_battle_ability and p.favor:
        out.extend(FavorBattle(player, target=u) for u in bf.attacking
                   if cards[u].controller != player)


def moves_here(record: dict[str, Any]) -> set[int]:
    """Target indexes an ability's effects move to the current battlefield (``move_unit``):
    the exception to the Rules of Presence and Location [S1 › B. COMBAT SEGMENT]."""
    return {e["target"] for e in record.get("effects", ())
            if isinstance(e, dict) and e.get("op") == "move_unit"
            and isinstance(e.get("target"), int)}


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
    if isinstance(action, UseAbility):
        c = state.cards.get(action.card)
        bf = current_battlefield(state)
        if c is not None and bf is not None and bf.terrain is None and \
                c.definition.type is _T_STRATEGY and c.definition.has_keyword("Terrain") \
                and c.zone is _Z_FATE_DISCARD:
            moves.take(state, c)
            c.zone = _Z_BATTLEFIELD
            c.battlefield = att.current
            c.face_up = True
            c.controller = action.player
            bf.terrain = c.id


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


def engage_actions(state: GameState, player: int) -> list[Action]:
    """20F Engage Segment actions [S0 › ENGAGE SEGMENT #, ACTION ROUNDS #, ENGAGE ACTIONS #]:
    card abilities with the ``engage`` timing under the Rules of Presence and Location (as
    Battle actions are [S0 › ACTIONS IN BATTLE #]), the Cavalry ability (Absent Engage: move
    your unbowed Personality in a Cavalry unit from any location to the current battlefield
    [S0 › CAVALRY #]) and Naval Invasion for the Attacker with Presence
    [S0 › NAVAL INVASION #]."""
    att = state.attack
    bf = current_battlefield(state)
    if att is None or bf is None or att.current is None:
        return []
    out: list[Action] = card_actions_in_battle(
        state, player, {"engage": True}, has_presence(state, player))
    for pid in moves.personalities_in_play(state, player):
        c = state.cards[pid]
        if c.bowed or at_current_battlefield(state, pid) or pid in att.second_battle:
            continue
        if is_cavalry(state, pid):
            out.append(CavalryMove(player, card=pid, battlefield=att.current))
    if player == att.attacker and not att.naval_used and has_presence(state, player):
        out.extend(NavalReaction(player, card=p) for p in bf.attacking
                   if state.cards[p].controller == player
                   and state.cards[p].definition.has_keyword("Naval"))
    return out


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
