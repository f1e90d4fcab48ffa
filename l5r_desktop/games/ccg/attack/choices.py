"""What a player may do in the Attack Phase, and why not: the legal actions of each step
(declare, maneuvers, choose a battlefield, combat, resolution), the Battle and Engage actions
of cards under the Rules of Presence, Location and Relevance, and the reasons given for
illegal attack actions [S1 › ATTACK PHASE (OPTIONAL)], [S1 › B. COMBAT SEGMENT].

The flow itself (what an action does) is ``battle.py``; this module only lists and explains,
so it may look at card abilities (``cardtext``) without the flow depending on them.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import keywords
from l5r_desktop.games.ccg.actions import (
    Action,
    Assign,
    CavalryMove,
    ChooseBattlefield,
    DeclareAttack,
    FavorBattle,
    NavalReaction,
    Pass,
    ResolveBattle,
    Tactics,
    UseAbility,
)
from l5r_desktop.games.ccg.attack.armies import (
    CAVALRY,
    ENGAGE,
    at_current_battlefield,
    current_battlefield,
    has_presence,
    in_unit,
    is_cavalry,
    units_of,
)
from l5r_desktop.games.ccg.attack.combat import (
    TACTICAL_KEY,
    cavalry_permitted,
    moves_here,
    moves_itself,
    moves_itself_now,
    naval_personalities,
    performed_by,
)
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    assign_bowed,
    attack_restrictions,
    attacker_waits,
    costs,
    extra_actions,
    restrictions,
    self_restrictions,
    terrains,
)
from l5r_desktop.games.ccg.cardtext.uses import ability_uses
from l5r_desktop.games.ccg.keywords import player_abilities
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ATTACK = Phase.ATTACK
_S_CHOOSE_BATTLEFIELD = Step.CHOOSE_BATTLEFIELD
_S_COMBAT = Step.COMBAT
_S_DECLARE = Step.DECLARE
_S_MANEUVERS = Step.MANEUVERS
_S_RESOLUTION = Step.RESOLUTION
_T_PERSONALITY = CardType.PERSONALITY
_T_STRATEGY = CardType.STRATEGY
_EVENT = CardType.EVENT
_Z_HOME = Zone.HOME


def legal_actions(state: GameState, player: int) -> list[Action]:
    """Rules actions during the Attack Phase (``player`` is the deciding player)."""
    step = state.step
    att = state.attack
    out: list[Action] = []
    if step is _S_DECLARE:
        out.append(Pass(player))
        if player == state.active and not restrictions.may_not_attack(state, player):
            out.extend(DeclareAttack(player, defender=o) for o in state.opponents(player)
                       if state.players[o].provinces)
        return out
    if att is None:
        return out
    if step is _S_MANEUVERS:
        out.append(Pass(player))
        out.extend(_assignments(state, player))
    elif step is _S_CHOOSE_BATTLEFIELD:
        out.extend(ChooseBattlefield(player, battlefield=i)
                   for i, bf in enumerate(att.battlefields) if not bf.ended)
    elif step is _S_COMBAT:
        out.append(Pass(player))
        if att.segment == ENGAGE and state.profile.engage_segment:
            out.extend(engage_actions(state, player))
        elif att.segment == ENGAGE:
            out.extend(NavalReaction(player, card=p) for p in naval_personalities(state))
        else:
            out.extend(battle_actions(state, player))
    elif step is _S_RESOLUTION:
        out.append(ResolveBattle(player))
    return out






def _assignments(state: GameState, player: int) -> list[Action]:
    att = state.attack
    assert att is not None
    cavalry_only = att.segment == CAVALRY
    out: list[Action] = []
    open_fields = [i for i, bf in enumerate(att.battlefields) if not bf.ended]
    cards = state.cards
    for pid in state.players[player].home:
        c = cards[pid]
        if c.definition.type is not _T_PERSONALITY or (
                c.bowed and not (c.modifiers and assign_bowed.allowed(c))):
            continue  # (bowed: unless he may assign even if bowed, cardtext/assign_bowed.py)
        if c.modifiers and restrictions.cannot_assign(c, player == att.attacker):
            continue  # "may not assign to battlefields" (cardtext/restrictions.py)
        if cavalry_only and not is_cavalry(state, pid):
            continue
        if c.modifiers and attack_restrictions.barred_from(c, att.defender) and \
                player == att.attacker:
            continue  # "may not be assigned to attack you" (attack_restrictions.py)
        for i in open_fields:
            out.append(Assign(player, pid, i))  # positional (player, card, battlefield): faster
    return out



def explain(state: GameState, action: Action) -> str:
    """Why an Attack Phase action is not legal now (a sentence)."""
    att = state.attack
    player = action.player
    if isinstance(action, DeclareAttack):
        if state.phase is not _P_ATTACK or state.step is not _S_DECLARE:
            return "Attacks are declared at the start of your Attack Phase"
        if player != state.active:
            return "Only the active player may declare an attack"
        if restrictions.may_not_attack(state, player):
            return "A card's effect says you may not declare an attack this turn"
        return "Choose another player who still has provinces as the Defender"
    if att is None:
        return "There is no attack under way"
    if isinstance(action, Assign):
        if state.step is not _S_MANEUVERS:
            return "Units are assigned in the Maneuvers Segments only"
        if state.priority != player:
            return f"It is {state.players[state.priority].name}'s turn to assign units"
        c = state.cards.get(action.card)
        if c is None or c.definition.type is not _T_PERSONALITY:
            return "Assign a unit by its Personality"
        if c.controller != player:
            return f"You do not control {c.title}"
        if c.zone is not _Z_HOME:
            return f"{c.title}'s unit is not at home"
        if not assign_bowed.may_assign(c):
            return f"{c.title} is bowed: units led by bowed Personalities cannot assign"
        if restrictions.cannot_assign(c, player == att.attacker):
            return f"{c.title} may not assign to battlefields (a card's effect)"
        if att.segment == CAVALRY and not is_cavalry(state, action.card):
            return (f"Only Cavalry units assign in the Cavalry Maneuvers Segment ({c.title}'s "
                    "unit is Infantry)")
        if player == att.attacker and attack_restrictions.barred_from(c, att.defender):
            return (f"{c.title} may not be assigned to attack "
                    f"{state.players[att.defender].name} now")
        return f"There is no battlefield {action.battlefield + 1}"
    if isinstance(action, ChooseBattlefield):
        if state.step is not _S_CHOOSE_BATTLEFIELD:
            return "The Attacker chooses a battlefield only between battles"
        if player != att.attacker:
            return "Only the Attacker chooses the next battlefield"
        return "The battle there has already been fought"
    if isinstance(action, ResolveBattle):
        if state.step is not _S_RESOLUTION:
            return "The battle is resolved after the Combat Segment ends"
        return "Only the Attacker resolves the battle"
    if isinstance(action, CavalryMove):
        if not state.profile.engage_segment:
            return "Cavalry units move in battle only under Twenty Festivals (Engage Segment)"
        if state.step is not _S_COMBAT or att.segment != ENGAGE:
            return "The Cavalry ability is an Engage action (Engage Segment)"
        if state.priority != player:
            return f"It is {state.players[state.priority].name}'s opportunity to act"
        c = state.cards.get(action.card)
        if c is None or not (is_cavalry(state, action.card)
                             or cavalry_permitted(state, action.card)):
            return "Only an unbowed Personality in a Cavalry unit moves this way"
        if action.card in att.second_battle:
            return (f"Second-Battle Rule: {c.title}'s unit fought in an attacking army's "
                    "resolution this Attack Phase")
        return f"{c.title} cannot move to the current battlefield now"
    if isinstance(action, (Tactics, FavorBattle, NavalReaction)) or state.step is _S_COMBAT:
        if state.step is not _S_COMBAT:
            return "Battle actions are taken in a battle's Combat Segment"
        if state.priority != player:
            return f"It is {state.players[state.priority].name}'s opportunity to act"
        if not has_presence(state, player):
            return "Rule of Presence: you control no unit at the current battlefield"
        if att.first_actor is not None and player == att.attacker:
            return (f"This Battle action must be performed by {state.title(att.first_actor)} "
                    "(Naval Reaction)")
        if att.extra_actor is not None and att.extra_actor in state.cards and \
                state.cards[att.extra_actor].controller == player:
            return (f"This additional Battle action must be performed by "
                    f"{state.title(att.extra_actor)}")
        if isinstance(action, Tactics):
            t = state.cards.get(action.target)
            if t is None or not t.definition.has_keyword("Tactician"):
                return "Only a Tactician performs a Tactical action"
            if not at_current_battlefield(state, action.target):
                return "Rule of Location: the Tactician is not at the current battlefield"
            if t.ability_uses.get(TACTICAL_KEY) == state.turn:
                return f"{t.title} already performed a Tactical action this turn"
            return "Discard a card from your hand"
        if isinstance(action, FavorBattle):
            if not state.players[player].favor:
                return "You do not control the Imperial Favor"
            return "Target an attacking enemy unit at the current battlefield"
        if isinstance(action, UseAbility):
            c = state.cards.get(action.card)
            if state.profile.rule_of_relevance and c is not None and \
                    0 <= action.ability < len(c.definition.abilities) and \
                    not is_relevant(state, action):
                return ("Rule of Relevance: the action must come from a card at the current "
                        "battle, bring a card into it, or target a card in it")
            if c is not None and 0 <= action.ability < len(c.definition.abilities):
                why = costs.bow_targets_problem(  # a chosen card that cannot pay [CE › COSTS]
                    state, c.definition.abilities[action.ability], action.targets)
                if why is not None:
                    return why
            return ("Rule of Location, timing or targets: that ability cannot be used in this "
                    "battle now")
    return f"{action.label(state)} is not legal now"


def battle_actions(state: GameState, player: int) -> list[Action]:
    """Battle actions ``player`` may take at his Combat Segment opportunity: card abilities
    (Battle, and Open under GE [S2 › Actions]) under the Rules of Presence and Location, the
    Tactical ability of his Tactician Personalities and the Favor Battle ability
    [S1 › B. COMBAT SEGMENT], [S1 › PLAYER ABILITIES]."""
    att = state.attack
    bf = current_battlefield(state)
    if att is None or bf is None:
        return []
    if state.delayed and attacker_waits.barred(state, player):
        return []  # the Attacker waits for the Defender's first opportunity (attacker_waits)
    presence = has_presence(state, player)
    timing = {"battle": True, "open": state.profile.open_actions_in_battle, "limited": False,
              "battle_open": True}  # Battle/Open counts as a Battle action [S1 › ABILITIES]
    out = card_actions_in_battle(state, player, timing, presence)
    if presence:
        _player_abilities(state, player, out)
    if att.first_actor is not None and player == att.attacker:
        return [a for a in out if performed_by(state, a, att.first_actor)]
    extra = att.extra_actor  # a granted additional action he must perform (extra_actions.py)
    if extra is not None and extra in state.cards and state.cards[extra].controller == player:
        return [a for a in out if performed_by(state, a, extra)
                and extra_actions.fits(state, a)]  # "which must be Iaijutsu"
    return out + player_abilities.battle_actions(state, player)  # Reserve (keywords/)



def _province_actions(state: GameState) -> bool:
    """Has some card of the game an action used from a province (memoised with the game's
    ability index)? Only then are the provinces looked at for Battle actions."""
    memo = state.ability_memo()
    found = memo.get("province_actions")
    if found is None:
        found = memo["province_actions"] = any(
            abilities.actions_from(c.definition, "province")
            for c in state.cards.values() if c.definition.abilities)
    return bool(found)


def card_actions_in_battle(state: GameState, player: int, timing: dict[str, bool],
                           presence: bool) -> list[Action]:
    """Uses of card abilities with one of the ``timing`` designators during the current battle,
    under the Rules of Presence and Location: the player needs a unit at the current
    battlefield (exceptions: the action moves his unit there, or it has the Absent keyword);
    an ability on a card in a unit is taken only if the unit is at the current battlefield
    (exception: the ability moves that very unit there, ``combat.moves_itself``: "Move
    Takasho to the current battlefield"), and cards in units are targeted only there (same
    exception for a target the action moves there) [S1 › B. COMBAT SEGMENT],
    [S0 › ACTIONS IN BATTLE #,
    RULE OF PRESENCE #, RULES OF LOCATION #]. GE has no Rules of Location: its Battle Action
    Segment has the Rules of Presence and Relevance (:func:`is_relevant`) [S2 › 4.4]."""
    bf = current_battlefield(state)
    if bf is None:
        return []
    p = state.players[player]
    cards = state.cards
    allowed = tuple(t for t, ok in timing.items() if ok)
    relevance = state.profile.rule_of_relevance
    gold: int | None = None  # computed by ability_uses on first need
    raw: list[Action] = []
    mine = moves.in_play_cards(state, player)
    seen = {player: mine}  # cards in play by player, for the targets of abilities
    for cid in p.hand:
        c = cards[cid]
        if c.definition.abilities and abilities.has_action(c.definition, "hand", allowed):
            if c.definition.has_keyword("Terrain") and ((
                    bf.terrain is not None and not terrains.replaces_terrain(c.definition))
                    or terrains.barred(state, player)):
                continue  # one Terrain per battlefield [S1 › TERRAIN], unless its text
                # destroys the one there first; "other players may not play Terrains"
                # (cardtext/terrains.py)
            gold = ability_uses(state, player, c, "hand", timing, gold, raw, seen)
    provinces = p.provinces if _province_actions(state) else ()
    for cid in provinces:  # "Battle: If Ashiko is face-up in one of your Provinces, ..."
        if cid is not None:  # (an Event's reveal is no action under CE/GE)
            c = cards[cid]
            d = c.definition
            if c.face_up and d.abilities and d.type is not _EVENT and \
                    abilities.has_action(d, "province", allowed):
                gold = ability_uses(state, player, c, "province", timing, gold, raw, seen)
    away: set[str] = set()  # cards in units elsewhere whose abilities move their own unit
    for cid in mine:
        c = cards[cid]
        if not c.definition.abilities or cid == bf.terrain or \
                (c.bowed and not abilities.may_act_bowed(state, c)) or \
                not abilities.has_action(c.definition, "play", allowed):
            continue
        if not relevance and in_unit(state, cid) and not at_current_battlefield(state, cid):
            if not _used_away(c.definition):
                continue  # Rule of Location, second part (CE/20F)
            away.add(cid)  # only its abilities moving its unit here or saying "even if
            # <it> is not at the current battlefield" (checked below)
        gold = ability_uses(state, player, c, "play", timing, gold, raw, seen)
    out: list[Action] = []
    barred = self_restrictions.barred_now(state) if "engage" not in allowed else set()
    for a in raw:
        assert isinstance(a, UseAbility)
        if barred and self_restrictions.performers_barred(state, a, barred):
            continue  # "may not perform Battle actions while ..." (self_restrictions.py)
        record = cards[a.card].definition.abilities[a.ability]
        moved = moves_here(record)
        itself = bool(away or not presence) and moves_itself_now(state, a.card, record)
        if a.card in away and not itself and not record.get("away_ok"):
            continue  # Rule of Location, second part: only an action moving its unit here
        if not presence and not moved and not itself and not is_absent(record):
            continue  # Rule of Presence (exceptions: moves your unit here; Absent)
        if relevance:
            if not is_relevant(state, a):
                continue  # GE: the Rule of Relevance instead of the Rules of Location
        elif any(in_unit(state, t) and not at_current_battlefield(state, t) and k not in moved
                 and not _anywhere(record, k) for k, t in enumerate(a.targets)):
            continue  # Rule of Location, first part (same exception; "at any location")
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
    record = d.abilities[action.ability]
    if moves_here(record) or moves_itself(record):
        return True
    if d.type is _T_STRATEGY and d.has_keyword("Terrain"):
        return True
    return any(at_current_battlefield(state, t) for t in action.targets)



def _used_away(d: Any) -> bool:
    """Has the card an action ability that may be taken while its unit is elsewhere: one that
    moves its own unit to the current battlefield (:func:`combat.moves_itself`), or says
    "Even if <the card itself> is not at the current battlefield" (``away_ok``: "ignore[s]
    only the second part of the Rule of Location" [CE › BATTLES › B. COMBAT SEGMENT])? Kept
    on the definition (definitions are immutable)."""
    found = d.__dict__.get("_l5r_used_away")
    if found is None:
        found = any(isinstance(r, dict) and (moves_itself(r) or r.get("away_ok") is True)
                    for r in d.abilities)
        d.__dict__["_l5r_used_away"] = found
    return bool(found)


def _anywhere(record: dict[str, Any], k: int) -> bool:
    """Does the record's target ``k`` say it may be "at any location" (``any_location``)?"""
    specs = record.get("targets") or ()
    return k < len(specs) and bool(specs[k].get("any_location"))


def is_absent(record: dict[str, Any]) -> bool:
    """True for an ability with the Absent keyword: an exception to the Rule of Presence
    [S0 › RULE OF PRESENCE #]; or whose record says ``no_presence``: "The phrase 'Even if you
    control no units at the current battlefield' is intended to ignore the rule of Presence,
    but not necessarily Location" [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Presence]."""
    if record.get("no_presence") is True:
        return True
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
                c.ability_uses.get(TACTICAL_KEY) != state.turn and \
                not restrictions.cannot_perform(c) and \
                pid not in self_restrictions.barred_now(state):  # he performs it
            out.extend(Tactics(player, card=h, target=pid) for h in p.hand)
    if state.profile.favor_battle_ability and p.favor:
        out.extend(FavorBattle(player, target=u) for u in bf.attacking
                   if cards[u].controller != player)



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
        if is_cavalry(state, pid) or cavalry_permitted(state, pid):
            out.append(CavalryMove(player, card=pid, battlefield=att.current))
    if player == att.attacker and not att.naval_used and has_presence(state, player):
        out.extend(NavalReaction(player, card=p) for p in bf.attacking
                   if state.cards[p].controller == player
                   and keywords.has(state, p, "Naval"))
    return out
