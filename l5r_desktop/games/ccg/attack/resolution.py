"""Engine II: what a battle's resolution does — the Resolution Segment's effects and the Final
Steps [S1 › C: RESOLUTION SEGMENT], [S1 › D: FINAL STEPS], and the end of the Attack Phase.

``battle.py`` runs the flow (which battle comes next, when the phase ends) and calls these:
:func:`resolve_outcome` applies the outcome :func:`~.armies.preview` shows (armies destroyed,
the province, battle Honor), :func:`final_steps` sends units home and ends the battle, and
:func:`end_attack` ends the phase.
"""

from __future__ import annotations

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.attack.armies import (
    army_card_count,
    bow_units,
    preview,
    to_home,
    unit_cards,
)
from l5r_desktop.games.ccg.attack.events import AttackEnded, BattleResolved, UnitsReturnedHome
from l5r_desktop.games.ccg.cardtext import created, resolution_bowing
from l5r_desktop.games.ccg.events import (
    CardRehonored,
    CardsBowed,
    Event,
    HonorChanged,
    HonorGainReplaced,
    ModifiersExpired,
)
from l5r_desktop.games.ccg.keywords import battle as keyword_rules
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import steps

_D_BATTLE = Duration.BATTLE


def resolve_outcome(state: GameState, index: int) -> tuple[list[Event], bool]:
    """The Resolution Segment of the battle at ``index``: the losing army is destroyed (both
    on a tie, after rehonoring), the province falls if it should, battle Honor is gained;
    then victory is checked [S1 › C: RESOLUTION SEGMENT]. Returns the events and whether the
    province fell."""
    att = state.attack
    assert att is not None
    bf = att.battlefields[index]
    pv = preview(state, index)
    attackers = list(bf.attacking)
    defenders = list(bf.defending)
    for pid in attackers:  # Second-Battle Rule bookkeeping
        if pid not in att.second_battle:
            att.second_battle.append(pid)
    events: list[Event] = []
    destroyed: list[str] = []
    after: list[Event] = []
    prof = state.profile
    gained: list[Event] = []  # the winner's Honor from resolution
    if pv.outcome == "attacker":
        count, destroyed = _destroy_army(state, defenders, after)
        if pv.province_falls:
            after += _destroy_province(state, att.defender, bf.province, index)
        gained = _resolution_honor(state, att.attacker, attackers,
                                   prof.battle_honor_per_card * count)
    elif pv.outcome == "defender":
        count, destroyed = _destroy_army(state, attackers, after)
        gained = _resolution_honor(state, att.defender, defenders,
                                   prof.battle_honor_per_card * count)
    elif pv.outcome == "tie":
        a_dis = [p for p in attackers if state.cards[p].dishonored]
        d_dis = [p for p in defenders if state.cards[p].dishonored]
        for pid in a_dis + d_dis:  # i. rehonor before being destroyed
            state.cards[pid].dishonored = False
        if a_dis + d_dis:
            after.append(CardRehonored(tuple(a_dis + d_dis)))
        d_count, destroyed = _destroy_army(state, attackers, after)
        a_count, by_attacker = _destroy_army(state, defenders, after)  # the Attacker's
        destroyed += by_attacker
        per = prof.tie_honor_per_card
        if not a_dis:
            after += honor.gain_honor(state, att.attacker, per * a_count, "battle resolution (tie)")
        if not d_dis:
            after += honor.gain_honor(state, att.defender, per * d_count, "battle resolution (tie)")
    after += gained
    losers, winners = (defenders, attackers) if pv.outcome == "attacker" else (attackers,
                                                                              defenders)
    events.append(BattleResolved(tuple(destroyed), battlefield=index, province=bf.province,
                                 attacker_force=pv.attacker_force,
                                 defender_force=pv.defender_force,
                                 province_strength=pv.province_strength, outcome=pv.outcome,
                                 province_destroyed=pv.province_falls,
                                 attacker=att.attacker,
                                 keeps=(state.players[att.attacker].stronghold,
                                        state.players[att.defender].stronghold),
                                 units_destroyed=any(p in destroyed for p in losers),
                                 honored=tuple(winners) if any(
                                     type(e) is HonorChanged for e in gained) else ()))
    events += after
    events += honor.check_victory(state)
    return events, pv.province_falls


def _destroy_army(state: GameState, units: list[str], events: list[Event]
                  ) -> tuple[int, list[str]]:
    """Destroy every card in an army simultaneously (dishonorable Personalities cost their
    controller their base Personal Honor [S1 › HONORABLE AND DISHONORABLE]); appends the
    events and returns (cards destroyed for battle Honor, the ids destroyed). A Personality
    who will not be destroyed (a continuous trait [CE comprehensive rules › PREVENTION])
    stays; the other cards of his unit are still cards in the army and are destroyed; Honor
    counts only "cards ... that were destroyed by the effects of resolution"
    [CE › C: RESOLUTION SEGMENT › 2. Effects of Resolution]."""
    count = army_card_count(state, units)
    cards = [c for pid in units for c in unit_cards(state, pid)]
    for pid in units:
        if not state.cards[pid].zone.in_play:
            continue
        saved = keyword_rules.resilient_saves(state, pid)  # Resilient [S0 › RESILIENT #]
        if saved is not None:
            events += saved
        else:
            events += honor.destroy_card(state, pid, "battle resolution")
        if state.cards[pid].zone.in_play:  # prevented: his attachments go one by one
            for a in list(state.cards[pid].attachments):
                saved = keyword_rules.resilient_saves(state, a)
                events += saved if saved is not None else \
                    honor.destroy_card(state, a, "battle resolution")
    survivors = [pid for pid in units if state.cards[pid].zone.in_play]
    if survivors:
        count -= army_card_count(state, survivors)
        cards = [c for c in cards if not state.cards[c].zone.in_play]
    return count, cards


def _resolution_honor(state: GameState, leader: int, army: list[str], amount: int
                      ) -> list[Event]:
    """Honor from destroying enemy cards in battle resolution; a winner with dishonorable
    Personalities in his army rehonors them all instead [S1 › HONORABLE AND DISHONORABLE]."""
    if amount <= 0:
        return []
    dishonorable = tuple(p for p in army if state.cards[p].dishonored
                         and state.cards[p].zone.in_play)
    if dishonorable:
        for p in dishonorable:
            state.cards[p].dishonored = False
        return [HonorGainReplaced(dishonorable, player=leader, amount=amount)]
    return honor.gain_honor(state, leader, amount, "battle resolution")


def _destroy_province(state: GameState, player: int, province: int, index: int) -> list[Event]:
    """Destroy the battlefield's province; the remaining provinces are pushed together, so the
    later battlefields' province indexes shift left [S1 › PROVINCES]."""
    att = state.attack
    assert att is not None
    events = moves.destroy_province(state, player, province, by=att.attacker)
    for j, other in enumerate(att.battlefields):
        if j != index and other.province > province:
            other.province -= 1
    return events


def return_home(state: GameState, units: list[str], bow: bool, *,
                resolved: bool = False) -> list[Event]:
    """Units go home (bowing if ``bow``); after a battle's resolution (``resolved``) a
    Conqueror's unit does not bow [S0 › CONQUEROR #] (``keywords/battle.py``), nor a unit
    whose card's trait says so (``cardtext/resolution_bowing.py``)."""
    unbowed = keyword_rules.conquerors(state, units) if bow and resolved else []
    if unbowed:
        events = return_home(state, [u for u in units if u not in unbowed], True,
                             resolved=True)
        events += return_home(state, unbowed, False)
        return events + keyword_rules.conqueror_note(state, unbowed)
    kept = resolution_bowing.unbowed_units(state, units) if bow and resolved else []
    if kept:
        events = return_home(state, [u for u in units if u not in kept], True)
        events += return_home(state, kept, False)
        return events + resolution_bowing.note(state, kept)
    if not units:
        return []
    cards = [c for pid in units for c in unit_cards(state, pid)]
    for pid in units:
        to_home(state, pid)
    bowed = bow_units(state, units) if bow else []
    events: list[Event] = [UnitsReturnedHome(tuple(cards), bowed=bow)]
    if bowed:  # the cards that went from unbowed to bowed ("after this card bows")
        events.append(CardsBowed(tuple(bowed), reason="battle resolution"))
    return events


def _battle_effects_end(state: GameState) -> list[Event]:
    """The effects "until the end of the battle" end, on every card (not only those in play);
    none is left (``GameState.battle_effects``)."""
    touched = []
    battle_ = _D_BATTLE
    for c in [c for c in state.cards.values() if c.modifiers]:  # those with modifiers first
        if any(m.duration is battle_ for m in c.modifiers):
            c.modifiers = [m for m in c.modifiers if m.duration is not battle_]
            touched.append(c.id)
    state.battle_effects = False
    return [ModifiersExpired(tuple(touched), duration=_D_BATTLE.value)] if touched else []


def final_steps(state: GameState, index: int, province_destroyed: bool) -> list[Event]:
    """Final Steps [S1 › D: FINAL STEPS]: attacking units return home and bow; surviving
    defenders stay unless the province was destroyed (then home, unbowed); if this was the
    last battle, units elsewhere return home too; Terrains here are discarded; the battle ends
    ("until the end of the battle" effects end; the cards created "until this battle ends"
    are removed from the game: ``cardtext/created.battle_ended``)."""
    att = state.attack
    assert att is not None
    bf = att.battlefields[index]
    events = return_home(state, list(bf.attacking), True, resolved=True)
    if province_destroyed:
        events += return_home(state, list(bf.defending), False)
    if all(other.ended for j, other in enumerate(att.battlefields) if j != index):
        for j, other in enumerate(att.battlefields):
            if j != index:
                events += return_home(state, list(other.attacking), True, resolved=True)
                events += return_home(state, list(other.defending), False)
        events += return_home(state, list(bf.defending), False)
    if bf.terrain is not None:
        events += moves.discard(state, bf.terrain)
    bf.ended = True
    att.current = None
    if state.battle_effects:  # (only when an effect until the battle ends may be on one)
        events += _battle_effects_end(state)
    if state.delayed:  # "Remove him from the game after this battle ends"
        events += created.battle_ended(state)
    return events


def end_attack(state: GameState) -> list[Event]:
    """All battles have ended: the battlefields cease to exist (units still there return home,
    attackers bowing), the Attack Phase ends and the Dynasty Phase begins
    [S1 › ATTACK PHASE: BATTLES], [S1 › D: FINAL STEPS › 4], [S0 › FIGHT BATTLES #]."""
    events: list[Event] = []
    att = state.attack
    if att is not None:
        for bf in att.battlefields:
            events += return_home(state, list(bf.attacking), True, resolved=True)
            events += return_home(state, list(bf.defending), False)
            if bf.terrain is not None:
                events += moves.discard(state, bf.terrain)
    return [*events, AttackEnded(()), *steps.begin_dynasty_phase(state)]
