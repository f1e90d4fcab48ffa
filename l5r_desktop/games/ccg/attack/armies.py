"""Engine II: units, sides and armies — where units are, moving them, Force totals and the
battle preview [S1 › ATTACHMENTS › Units], [S1 › TOTAL FORCE], [S1 › LOCATIONS],
[S1 › C: RESOLUTION SEGMENT › 1. Determine Outcome].

A unit is a Personality with everything attached: ``Battlefield.attacking/defending`` list the
Personality ids, and the Personality and his attachments all carry ``zone = BATTLEFIELD`` and
the battlefield index. Assigning and returning home are not movement; ``move_*`` are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l5r_desktop.core.frozen import fast_frozen_init
from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.cardtext import (
    battlefield_movement,
    contribution,
    movement_negation,
    ongoing,
    prevention,
)
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.keywords.battle import contributes_bowed
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.battle_state import Battlefield
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_FOLLOWER = CardType.FOLLOWER
_T_PERSONALITY = CardType.PERSONALITY
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_HOME = Zone.HOME

#: ``AttackState.segment`` values.
DECLARATION = "declaration"
INFANTRY = "infantry"
CAVALRY = "cavalry"
BATTLES = "battles"
ENGAGE = "engage"
COMBAT = "combat"
RESOLUTION = "resolution"


def unit_cards(state: GameState, personality: str) -> list[str]:
    """The cards of a unit: the Personality, then his attachments."""
    return [personality, *state.cards[personality].attachments]


def is_cavalry(state: GameState, personality: str) -> bool:
    """A unit is Cavalry if its Personality and all its Followers are Cavalry [S1 › CAVALRY]
    (printed, or given by a trait of a card in play: ``ongoing.granted``)."""
    c = state.cards[personality]
    if not _cavalry(state, c):
        return False
    for a in c.attachments:
        ac = state.cards[a]
        if ac.definition.type is _T_FOLLOWER and not _cavalry(state, ac):
            return False
    return True


def _cavalry(state: GameState, card: CardState) -> bool:
    return card.definition.has_keyword("Cavalry") or \
        ongoing.granted(state, card, "Cavalry") is not None


def army_force(state: GameState, units: list[str]) -> int:
    """An army's total Force: unbowed Personalities plus unbowed Followers [S1 › TOTAL FORCE];
    GE: a bowed Personality makes his whole unit 0 [S2 › 4.5]. Items are in the Personality's
    Force [S1 › ITEM]. An Elite card contributes even if bowed (``keywords/battle.py``); an
    action may make a card contribute nothing, or even if bowed (``cardtext/contribution.py``)."""
    cards = state.cards
    zero_unit = state.profile.bowed_personality_zeroes_unit
    total = 0
    for pid in units:
        c = cards[pid]
        way = contribution.way(c)  # changed by an action (cardtext/contribution.py)
        elite = c.bowed and (way == "even_if_bowed" or contributes_bowed(state, pid))
        if c.bowed and zero_unit and not elite:
            continue
        if (not c.bowed or elite) and way != "none":
            total += stats.force(state, pid)
        for a in c.attachments:
            ac = cards[a]
            if ac.definition.type is not _T_FOLLOWER:
                continue
            f_way = contribution.way(ac)
            if f_way != "none" and (not ac.bowed or f_way == "even_if_bowed"
                                    or contributes_bowed(state, a)):
                total += stats.force(state, a)
    return total


def army_card_count(state: GameState, units: list[str]) -> int:
    """Cards in an army for battle Honor: Personalities and everything attached; GE also counts
    the cards under an Experienced Personality [S2 › Experienced Traits]; tokens are not cards
    [S1 › C: RESOLUTION SEGMENT]."""
    n = 0
    for pid in units:
        c = state.cards[pid]
        n += 1 + len(c.attachments)
        if state.profile.stack_cards_count_for_honor:
            n += len(c.under)
    return n


def side_of(state: GameState, player: int) -> str | None:
    """``"attacking"`` / ``"defending"`` for the Attacker / Defender (allies: their leader's
    side), ``None`` for a player outside the attack."""
    att = state.attack
    if att is None:
        return None
    if player == att.attacker or player in att.allies.get("attacking", []):
        return "attacking"
    if player == att.defender or player in att.allies.get("defending", []):
        return "defending"
    return None


def current_battlefield(state: GameState) -> Battlefield | None:
    """The battlefield whose battle is being fought, if any."""
    att = state.attack
    if att is None or att.current is None:
        return None
    return att.battlefields[att.current]


def units_of(state: GameState, bf: Battlefield, player: int) -> list[str]:
    """The units (Personality ids) a player controls at a battlefield, either side."""
    return [p for p in bf.attacking + bf.defending if state.cards[p].controller == player]


def armies_here(state: GameState, player: int) -> tuple[list[str], list[str]] | None:
    """The player's army and the enemy army at the current battlefield (their Personalities:
    an army is the units on one side of a battlefield [CE › ARMY]), or None outside an attack
    or for a player outside it."""
    att = state.attack
    side = side_of(state, player)
    if side is None or att is None or att.current is None \
            or not 0 <= att.current < len(att.battlefields):
        return None
    bf = att.battlefields[att.current]
    return (bf.attacking, bf.defending) if side == "attacking" else (bf.defending, bf.attacking)


def has_presence(state: GameState, player: int) -> bool:
    """Rule of Presence: the player controls a unit at the current battlefield
    [S1 › B. COMBAT SEGMENT]."""
    bf = current_battlefield(state)
    return bf is not None and bool(units_of(state, bf, player))


def at_current_battlefield(state: GameState, card_id: str) -> bool:
    """True if the card (in a unit) is at the current battlefield."""
    att = state.attack
    c = state.cards[card_id]
    return (att is not None and att.current is not None and c.zone is _Z_BATTLEFIELD
            and c.battlefield == att.current)


def in_unit(state: GameState, card_id: str) -> bool:
    """A Personality in play or a card attached to one."""
    c = state.cards[card_id]
    return c.zone.in_play and (c.definition.type is _T_PERSONALITY
                               or c.attached_to is not None)


def unit_personality(state: GameState, card_id: str) -> str | None:
    """The Personality of the unit a card in play is in: the card itself when it is a
    Personality, else the card it is attached to; None for an unknown card or one out of play
    [CE › GLOSSARY › UNIT]."""
    c = state.cards.get(card_id)
    if c is None or not c.zone.in_play:
        return None
    if c.definition.type is _T_PERSONALITY:
        return card_id
    return c.attached_to


def place_unit(state: GameState, personality: str, index: int, attacking: bool) -> None:
    """Put a unit (already taken from where it was) on a side of a battlefield."""
    att = state.attack
    assert att is not None
    for cid in unit_cards(state, personality):
        c = state.cards[cid]
        c.zone = _Z_BATTLEFIELD
        c.battlefield = index
    bf = att.battlefields[index]
    (bf.attacking if attacking else bf.defending).append(personality)


def take_unit(state: GameState, personality: str) -> None:
    """Remove a unit's Personality from home or from its battlefield side."""
    c = state.cards[personality]
    if c.zone is _Z_HOME:
        home = state.players[c.controller].home
        if personality in home:
            home.remove(personality)
        return
    att = state.attack
    if att is not None and c.battlefield is not None and c.battlefield < len(att.battlefields):
        bf = att.battlefields[c.battlefield]
        for side in (bf.attacking, bf.defending):
            if personality in side:
                side.remove(personality)


def to_home(state: GameState, personality: str) -> None:
    """A unit returns (or moves) to its controller's home."""
    take_unit(state, personality)
    c = state.cards[personality]
    state.players[c.controller].home.append(personality)
    for cid in unit_cards(state, personality):
        state.cards[cid].zone = _Z_HOME
        state.cards[cid].battlefield = None


def bow_units(state: GameState, units: list[str]) -> list[str]:
    """Bow every card of these units (a unit bows as a whole); returns the cards bowed. A
    card that will not bow (a continuous trait) stays unbowed [CE comprehensive rules ›
    PREVENTION]."""
    bowed = []
    for pid in units:
        for cid in unit_cards(state, pid):
            c = state.cards[cid]
            if not c.bowed and prevention.prevented(state, cid, "bowed") is None:
                c.bowed = True
                bowed.append(cid)
    return bowed


@fast_frozen_init
@dataclass(frozen=True)
class BattlePreview:
    """What resolving a battle now would do (a pure query for the table)."""

    battlefield: int
    province: int
    attacker_force: int
    defender_force: int
    province_strength: int
    #: ``attacker`` / ``defender`` / ``tie`` / ``none``
    outcome: str
    province_falls: bool
    attacking: tuple[str, ...]
    defending: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"battlefield": self.battlefield, "province": self.province,
                "attacker_force": self.attacker_force, "defender_force": self.defender_force,
                "province_strength": self.province_strength, "outcome": self.outcome,
                "province_falls": self.province_falls, "attacking": list(self.attacking),
                "defending": list(self.defending)}


def outcome_of(attack_force: int, defense_force: int, attackers: int, defenders: int) -> str:
    """Determine Outcome [S1 › C: RESOLUTION SEGMENT › 1]: the higher Force wins; equal Force
    with units on both sides is a tie; anything else (e.g. a 0-Force army against an empty
    side) has no outcome."""
    if attack_force > defense_force:
        return "attacker"
    if defense_force > attack_force:
        return "defender"
    if attackers and defenders:
        return "tie"
    return "none"


def preview(state: GameState, index: int | None = None) -> BattlePreview:
    """Each side's total Force at battlefield ``index`` (default: the current one), the outcome
    and whether the province would be destroyed (attacking Force > defending Force + Province
    Strength, strictly) [S1 › C: RESOLUTION SEGMENT › 2]. Changes nothing."""
    att = state.attack
    if att is None:
        raise ValueError("there is no attack")
    if index is None:
        index = att.current
    if index is None or not 0 <= index < len(att.battlefields):
        raise ValueError(f"no battlefield {index!r}")
    bf = att.battlefields[index]
    a = army_force(state, bf.attacking)
    d = army_force(state, bf.defending)
    ps = stats.province_strength(state, att.defender, bf.province)
    outcome = outcome_of(a, d, len(bf.attacking), len(bf.defending))
    falls = outcome == "attacker" and a > d + ps
    return BattlePreview(index, bf.province, a, d, ps, outcome, falls, tuple(bf.attacking),
                         tuple(bf.defending))


def move_to_battlefield(state: GameState, personality: str, index: int | None = None,
                        reason: str = "", *, negatable: bool = True) -> list[Event]:
    """Move a unit to a battlefield (default: the current one), into its controller's side
    [S1 › LOCATIONS]. The Second-Battle Rule stops the movement of a unit that was in an
    attacking army during a resolution this Attack Phase [S1 › B. COMBAT SEGMENT]. A negation
    of the Personality's movement stops it unless ``negatable`` is false ("will not be
    negated", ``cardtext/movement_negation.py``)."""
    att = state.attack
    c = state.cards[personality]
    if att is None:
        return [Note((personality,), text="There is no battlefield to move to")]
    if index is None:
        index = att.current
    if index is None or not 0 <= index < len(att.battlefields):
        return [Note((personality,), text="There is no current battlefield to move to")]
    if personality in att.second_battle:
        return [Note((personality,), text=(
            f"Second-Battle Rule: {c.title}'s unit fought in an attacking army's resolution "
            "this Attack Phase; it does not move to a battlefield"))]
    side = side_of(state, c.controller)
    if side is None:
        return [Note((personality,), text=f"{c.title}'s controller is not in this attack")]
    if c.zone is _Z_BATTLEFIELD and c.battlefield == index:
        return []
    walled = battlefield_movement.stopped(state, personality, index, negatable)
    if walled is not None:
        return [walled]
    if negatable:
        stopped = movement_negation.everywhere(state, personality) or (
            movement_negation.negated(state, personality, to_battlefield=True,
                                      attacking=side == "attacking")
            if c.modifiers else None)
        if stopped is not None:
            return [stopped]
    take_unit(state, personality)
    place_unit(state, personality, index, side == "attacking")
    return [UnitMoved(tuple(unit_cards(state, personality)), to=f"battlefield {index + 1}",
                      reason=reason)]


def move_home(state: GameState, personality: str, reason: str = "", *,
              negatable: bool = True) -> list[Event]:
    """Move a unit home (movement, no bowing), unless a negation of the Personality's
    movement stops it and ``negatable`` is true (``cardtext/movement_negation.py``)."""
    c = state.cards[personality]
    if c.zone is _Z_HOME:
        return []
    walled = battlefield_movement.stopped(state, personality, None, negatable)
    if walled is not None:
        return [walled]
    if negatable:
        stopped = movement_negation.everywhere(state, personality) or (
            movement_negation.negated(state, personality) if c.modifiers else None)
        if stopped is not None:
            return [stopped]
    to_home(state, personality)
    return [UnitMoved(tuple(unit_cards(state, personality)), to="home", reason=reason)]
