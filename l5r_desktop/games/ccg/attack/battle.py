"""Engine II: the Attack Phase — declaration, maneuvers, battles, the Combat Segment and battle
resolution [S1 › ATTACK PHASE (OPTIONAL)], [S1 › BATTLES].

Flow (``state.step`` / ``state.attack.segment``):

* ``DECLARE``: the active player declares an attack on another player (``DeclareAttack``) or
  skips it (``Pass``). A battlefield is created at each of the Defender's provinces
  [S1 › ATTACK PHASE: DECLARATION SEGMENT].
* ``MANEUVERS`` (segment ``infantry``, then ``cavalry``): the Attacker, then the Defender, assign
  units led by unbowed Personalities from home (``Assign``); ``Pass`` ends his assignments. In
  the Cavalry segment only Cavalry units assign [S1 › INFANTRY / CAVALRY MANEUVERS SEGMENT]. A
  player with nothing to assign is skipped.
* ``CHOOSE_BATTLEFIELD`` (segment ``battles``): the Attacker picks the next battlefield whose
  battle has not ended (``ChooseBattlefield``) [S1 › BATTLES › A]. When one battlefield with
  units is left it is chosen for him; battles at battlefields without any unit are fought
  automatically (no Presence, no outcome), so their order changes nothing.
* ``COMBAT``: after engaging, the Naval Reaction window (segment ``engage``) if the Attacker may
  use it, then the Combat Segment action round (segment ``combat``), Defender first: Battle
  actions under the Rules of Presence and Location, Tactics, the Favor Battle ability; all
  players passing consecutively ends it [S1 › B. COMBAT SEGMENT].
* ``RESOLUTION``: the game waits; :func:`preview` shows each side's Force, the outcome and
  whether the province falls; the Attacker's ``ResolveBattle`` applies it, then the Final Steps
  run [S1 › C: RESOLUTION SEGMENT], [S1 › D: FINAL STEPS].

Units, sides, movement, Force totals and the preview are in ``armies.py`` (re-exported here);
the Battle actions and the rulebook battle abilities are in ``combat.py``; what resolution and
the Final Steps do is in ``resolution.py`` (:func:`end_attack` re-exported).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import (
    AcceptChallenge,
    Action,
    Assign,
    CavalryMove,
    ChooseBattlefield,
    DeclareAttack,
    FavorBattle,
    Focus,
    NavalReaction,
    RefuseChallenge,
    ResolveBattle,
    Strike,
    Tactics,
)
from l5r_desktop.games.ccg.attack import resolution
from l5r_desktop.games.ccg.attack.armies import (  # re-exported: battle.preview etc.
    BATTLES,
    CAVALRY,
    COMBAT,
    ENGAGE,
    INFANTRY,
    RESOLUTION,
    BattlePreview,
    army_card_count,
    army_force,
    at_current_battlefield,
    bow_units,
    current_battlefield,
    has_presence,
    in_unit,
    is_cavalry,
    move_home,
    move_to_battlefield,
    outcome_of,
    place_unit,
    preview,
    side_of,
    take_unit,
    to_home,
    unit_cards,
    units_of,
)
from l5r_desktop.games.ccg.attack.combat import (
    after_battle_action,
    after_text,
    cavalry_move,
    favor_battle,
    moves_here,
    naval,
    naval_personalities,
    tactics,
)
from l5r_desktop.games.ccg.attack.events import (
    AttackDeclared,
    BattleBegan,
    BattleResolved,
    UnitAssigned,
)
from l5r_desktop.games.ccg.cardtext import (
    assign_bowed,
    battle_points,
    created,
    delayed,
    extra_actions,
)
from l5r_desktop.games.ccg.events import (
    Event,
    PlayerPassed,
)
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import steps

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_S_CHOOSE_BATTLEFIELD = Step.CHOOSE_BATTLEFIELD
_S_COMBAT = Step.COMBAT
_S_DECLARE = Step.DECLARE
_S_MANEUVERS = Step.MANEUVERS
_S_RESOLUTION = Step.RESOLUTION
_T_PERSONALITY = CardType.PERSONALITY

#: Action classes handled by this module (and ``duels.py``).
BATTLE_ACTIONS: tuple[type[Action], ...] = (
    DeclareAttack, Assign, ChooseBattlefield, ResolveBattle, Tactics, NavalReaction, FavorBattle,
    CavalryMove,
)
DUEL_ACTIONS: tuple[type[Action], ...] = (AcceptChallenge, RefuseChallenge, Focus, Strike)

#: Maneuver sub-steps in order [S1 › INFANTRY / CAVALRY MANEUVERS SEGMENT › A, C].
_MANEUVERS = ((INFANTRY, True), (INFANTRY, False), (CAVALRY, True), (CAVALRY, False))


# ---------------------------------------------------------------------------------------
# the Attack Phase











def _can_assign(state: GameState, player: int) -> bool:
    """True when :func:`_assignments` would not be empty (asked without building the
    actions): an open battlefield and a unit of the player that may assign now."""
    att = state.attack
    assert att is not None
    if all(bf.ended for bf in att.battlefields):
        return False
    cavalry_only = att.segment == CAVALRY
    cards = state.cards
    for pid in state.players[player].home:
        c = cards[pid]
        if c.definition.type is not _T_PERSONALITY or (
                c.bowed and not (c.modifiers and assign_bowed.allowed(c))):
            continue  # (bowed: unless he may assign even if bowed, cardtext/assign_bowed.py)
        if cavalry_only and not is_cavalry(state, pid):
            continue
        return True
    return False


def apply(state: GameState, action: Action) -> list[Event]:
    """Apply a legal Attack Phase action (Pass is :func:`apply_pass`)."""
    if isinstance(action, DeclareAttack):
        return declare(state, action.player, action.defender)
    if isinstance(action, Assign):
        return assign(state, action.player, action.card, action.battlefield)
    if isinstance(action, ChooseBattlefield):
        return choose(state, action.battlefield)
    if isinstance(action, ResolveBattle):
        return resolve(state)
    if isinstance(action, Tactics):
        return tactics(state, action)
    if isinstance(action, NavalReaction):
        return naval(state, action)
    if isinstance(action, FavorBattle):
        return favor_battle(state, action)
    if isinstance(action, CavalryMove):
        return cavalry_move(state, action)
    raise TypeError(f"not an Attack Phase action: {action!r}")


def declare(state: GameState, attacker: int, defender: int) -> list[Event]:
    """Declaration Segment: create the attack and a battlefield at each of the Defender's
    provinces, then the Maneuvers [S1 › ATTACK PHASE: DECLARATION SEGMENT]. (Inviting allies
    only matters with third-party players; ``AttackState.allies`` holds them.)"""
    n = len(state.players[defender].provinces)
    state.attack = AttackState(attacker, defender, INFANTRY,
                               [Battlefield(i) for i in range(n)])
    events: list[Event] = [AttackDeclared((), player=attacker, defender=defender,
                                          battlefields=n)]
    events += _maneuvers_from(state, 0)
    return events


def _maneuver_index(state: GameState) -> int:
    att = state.attack
    assert att is not None
    base = 0 if att.segment == INFANTRY else 2
    return base + (0 if state.priority == att.attacker else 1)


def _maneuvers_from(state: GameState, k: int) -> list[Event]:
    """Run the maneuver sub-steps from ``k``; wait at the first player with a unit to assign."""
    att = state.attack
    assert att is not None
    while k < len(_MANEUVERS):
        segment, attacking = _MANEUVERS[k]
        k += 1
        if segment == CAVALRY and not state.profile.cavalry_maneuvers:
            continue
        player = att.attacker if attacking else att.defender
        att.segment = segment
        state.priority = player
        state.passes = 0
        if _can_assign(state, player):
            state.step = _S_MANEUVERS
            return []
    return next_battle(state)


def assign(state: GameState, player: int, personality: str, index: int) -> list[Event]:
    """Assign a unit from home to a battlefield, on its controller's side [S1 › ASSIGN]."""
    att = state.attack
    assert att is not None
    c = state.cards[personality]
    take_unit(state, personality)
    place_unit(state, personality, index, side_of(state, c.controller) == "attacking")
    att.assigned[personality] = index  # "who assigned to this battlefield" (assignments.py)
    return [UnitAssigned(tuple(unit_cards(state, personality)), player=player, battlefield=index,
                         province=att.battlefields[index].province)]


def apply_pass(state: GameState, player: int) -> list[Event]:
    """``Pass`` in the Attack Phase: skip the attack, end one's assignments, decline the Naval
    Reaction, or pass a Combat Segment opportunity."""
    step = state.step
    att = state.attack
    if step is _S_DECLARE:
        events: list[Event] = [PlayerPassed((), player, "no attack")]
        return events + steps.begin_dynasty_phase(state)
    assert att is not None
    if step is _S_MANEUVERS:
        events = [PlayerPassed((), player, "done assigning")]
        return events + _maneuvers_from(state, _maneuver_index(state) + 1)
    if step is _S_COMBAT and att.segment == ENGAGE and state.profile.engage_segment:
        state.passes += 1
        events = [PlayerPassed((), player, "no Engage action")]
        if state.passes >= sum(1 for p in state.players if not p.eliminated):
            att.segment = COMBAT  # Naval Invasion: the Attacker has the first opportunity
            # (or a card's effect gave it to him: cardtext/battle_order.py)
            first = att.first_actor or att.attacker_first
            state.priority = att.attacker if first else att.defender
            att.attacker_first = False
            state.passes = 0
        else:
            state.priority = state.next_player(player)
        return events
    if step is _S_COMBAT and att.segment == ENGAGE:
        att.segment = COMBAT
        state.priority = att.defender
        state.passes = 0
        return [PlayerPassed((), player, "no Naval Reaction")]
    if step is _S_COMBAT:
        # 20F: passing the Naval Invasion opportunity does not count [S0 › NAVAL INVASION #]
        if not (att.first_actor and state.profile.engage_segment):
            state.passes += 1
        att.first_actor = None
        events = [PlayerPassed((), player, "no Battle action")]
        if att.extra_actor is not None:  # a granted opportunity used to pass: "if you
            events += extra_actions.passed(state)  # don't, bow him" (extra_actions.py)
        if player == att.defender:  # his first normal opportunity is behind
            att.defender_acted = True
        alive = sum(1 for p in state.players if not p.eliminated)
        if state.passes >= alive:
            att.segment = RESOLUTION
            state.step = _S_RESOLUTION
            state.priority = att.attacker
            state.passes = 0
        else:
            state.priority = state.next_player(player)
        return events
    return [PlayerPassed((), player)]


def after_interrupted_duel(state: GameState) -> list[Event]:
    """A battle whose province was destroyed while a challenge or duel was under way has
    ended [S1 › BATTLES › D: FINAL STEPS] (:func:`province_destroyed` could not move on then:
    the duel held the step). When the duel is over and play is back in that battle's Combat or
    Resolution Segment, the next battle is chosen; otherwise nothing happens."""
    att = state.attack
    if att is None or state.duel is not None or att.current is not None \
            or state.phase is not Phase.ATTACK \
            or state.step not in (_S_COMBAT, _S_RESOLUTION):
        return []
    return next_battle(state)


def next_battle(state: GameState) -> list[Event]:
    """After the Maneuvers and after each battle: the Attacker chooses the next battlefield;
    with one battlefield with units left it is chosen for him; when every remaining battlefield
    is empty their battles are fought automatically; with none left the Attack Phase ends
    [S1 › ATTACK PHASE: BATTLES]."""
    att = state.attack
    assert att is not None
    events: list[Event] = []
    att.current = None
    att.segment = BATTLES
    while True:
        remaining = [i for i, bf in enumerate(att.battlefields) if not bf.ended]
        if not remaining:
            delayed.battle_over(state)
            return events + resolution.end_attack(state)
        fought = [i for i in remaining if not att.battlefields[i].empty]
        if not fought:
            events += _fight_empty(state, remaining[0])
            continue
        if len(fought) == 1:
            # the order of the other (empty) battles changes nothing: no choice to make
            return events + choose(state, fought[0])
        state.step = _S_CHOOSE_BATTLEFIELD
        state.priority = att.attacker
        state.passes = 0
        return events


def _fight_empty(state: GameState, index: int) -> list[Event]:
    """A battle with no units: nobody has Presence, there is no outcome; Final Steps run."""
    att = state.attack
    assert att is not None
    att.current = index
    bf = att.battlefields[index]
    events: list[Event] = [BattleBegan((), battlefield=index, province=bf.province,
                                       engaged=False)]
    pv = preview(state, index)
    events.append(BattleResolved((), battlefield=index, province=bf.province,
                                 attacker_force=0, defender_force=0,
                                 province_strength=pv.province_strength, outcome="none"))
    events += resolution.final_steps(state, index, False)
    return events


def choose(state: GameState, index: int) -> list[Event]:
    """Choose Battlefield, then engaging: the battle and its Combat Segment begin; the Naval
    Reaction window first if the Attacker may use it [S1 › BATTLES › A, B]."""
    att = state.attack
    assert att is not None
    bf = att.battlefields[index]
    if bf.empty:
        events = _fight_empty(state, index)
        return events + next_battle(state)
    att.current = index
    att.naval_used = False
    att.first_actor = None
    att.attacker_first = False
    att.defender_acted = False
    state.step = _S_COMBAT
    state.passes = 0
    events: list[Event] = [BattleBegan((), battlefield=index, province=bf.province)]
    if state.profile.engage_segment:  # 20F: the Engage Segment, Defender first
        att.segment = ENGAGE
        state.priority = att.defender
    elif naval_personalities(state):  # CE/GE: the Naval Reaction window
        att.segment = ENGAGE
        state.priority = att.attacker
    else:
        att.segment = COMBAT
        state.priority = att.defender
    return events


def resolve(state: GameState) -> list[Event]:
    """The Resolution Segment, then the Final Steps and the next battle
    [S1 › C: RESOLUTION SEGMENT], [S1 › D: FINAL STEPS] (``resolution.py``)."""
    att = state.attack
    assert att is not None and att.current is not None
    index = att.current
    events: list[Event] = []
    if att.segment != battle_points.SEGMENT:  # a Terrain's trait at that point first
        att.segment = battle_points.SEGMENT
        events += battle_points.before_resolution(state, index)
        if state.options or state.halted:  # its choice is answered first (battle_points.py)
            return events
    if state.delayed:  # "Before this battle's resolution, ..." [CE › RESOLVE]
        events += delayed.battle_point(state, index, delayed.BEFORE_RESOLUTION)
        if state.halted:
            return events
    more, province_falls = resolution.resolve_outcome(state, index)
    events += more
    if state.halted:
        return events
    if state.delayed:  # "After this battle's resolution, ..." (when that segment ends)
        outcome = next((e.outcome for e in more if type(e) is BattleResolved), "none")
        events += delayed.battle_point(state, index, delayed.AFTER_RESOLUTION,
                                       delayed.losers(outcome, att.attacker, att.defender))
        if state.halted:
            return events
    events += resolution.final_steps(state, index, province_falls)
    delayed.battle_over(state, index)
    return events + next_battle(state)


end_attack = resolution.end_attack


def province_destroyed(state: GameState, player: int, index: int) -> list[Event]:
    """A province destroyed other than by resolution during an attack: its battlefield ceases
    to exist (its battle is over), units there return home (attackers bow), Terrain discarded
    [S1 › D: FINAL STEPS]. Called after the province left ``provinces``."""
    att = state.attack
    if att is None or player != att.defender:
        return []
    events: list[Event] = []
    interrupted = False
    for j, bf in enumerate(att.battlefields):
        # (an ended, empty battlefield may still name the index of a province destroyed by
        # its resolution: it is not this one)
        if bf.province == index and (not bf.ended or bf.attacking or bf.defending):
            events += resolution.return_home(state, list(bf.attacking), True)
            events += resolution.return_home(state, list(bf.defending), False)
            if bf.terrain is not None:
                events += moves.discard(state, bf.terrain)
            bf.ended = True
            if att.current == j:
                att.current = None
                interrupted = state.step in (_S_COMBAT, _S_RESOLUTION)
                events += created.battle_ended(state)  # "after this battle ends"
        elif bf.province > index:
            bf.province -= 1
    if interrupted:
        delayed.battle_over(state)  # it ended without resolving (cardtext/delayed.py)
        events += next_battle(state)
    return events


__all__ = [
    "BATTLES", "BATTLE_ACTIONS", "CAVALRY", "COMBAT", "DUEL_ACTIONS", "ENGAGE", "INFANTRY",
    "RESOLUTION", "BattlePreview", "after_battle_action", "after_text",
    "apply", "apply_pass", "army_card_count", "army_force", "at_current_battlefield",
    "bow_units", "current_battlefield", "has_presence", "in_unit",
    "is_cavalry", "move_home", "move_to_battlefield", "moves_here",
    "outcome_of", "place_unit", "preview", "side_of", "take_unit", "to_home", "unit_cards",
    "units_of",
]
