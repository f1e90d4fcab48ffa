"""Scenario tests: interrupts and forced interrupts to what an effect or a framework step is
about to do [RR › Interrupts, Forced, Would, Triggering Condition, Cancel], replacement
effects beyond leaving play [RR › Replacement Effects], "cannot" restrictions [RR › Cannot,
Participating and Cannot Participate], reactions to the fate phase beginning and to bowing
[RR › Reactions, 4.1], trigger windows as the core's Window [core/windows.py]."""

from __future__ import annotations

from l5r_desktop.core.windows import Window
from l5r_desktop.games.lcg import flow, resolve
from l5r_desktop.games.lcg.actions import (
    ChooseParticipant,
    Pass,
    PlayCharacter,
    RingEffect,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import (
    CAPTAIN,
    RECRUIT,
    SPEARMAN,
    board,
    card,
    conflict_at,
    declare,
    pass_window,
    put,
)
from tests.lcg.scenario import (
    action_event as _event,
)
from tests.lcg.scenario import (
    character as _char,
)


def _draw_window(g: Game, p: int = 0) -> None:
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = p
    g.invalidate()


EXILE = _event("exile", {"op": "discard_card", "target": 0},
               {"op": "then", "effects": [{"op": "gain_honor", "amount": 1}]},
               targets=[{"controller": "opponent"}])
STUBBORN = _char("stubborn", {"timing": "interrupt",
                              "trigger": {"event": "character_leaves_play", "self": True},
                              "effects": [{"op": "instead", "target": "self", "do": "bow"}]})
MARTYR = _char("martyr", {"timing": "forced_interrupt",
                          "trigger": {"event": "character_leaves_play", "self": True},
                          "effects": [{"op": "gain_honor", "amount": 2}]})


# -- interrupts to an effect --------------------------------------------------------------------
def test_interrupt_window_before_an_effect_replacement_keeps_the_character() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "interrupt"
    assert g.waiting_for == 1                      # P1 had no interrupt: passed
    assert s.cards[foe].zone == "play" and s.players[0].honor == 10   # nothing resolved yet
    g.perform(UseAbility(1, foe, 0, ()))
    assert s.cards[foe].zone == "play" and s.cards[foe].bowed     # bowed instead
    assert s.players[0].honor == 11                # "then": the discard resolved (replaced)
    assert s.step == "action_window" and g.waiting_for == 1 and not s.windows


def test_interrupt_declined_the_effect_resolves() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    g.perform(Pass(1))
    assert s.cards[foe].zone == "dynasty_discard" and s.players[0].honor == 11
    assert s.step == "action_window" and g.waiting_for == 1


def test_cancel_interrupt_to_an_effect_then_does_not_resolve() -> None:
    ward = _char("ward", {"timing": "interrupt", "cancel": True,
                          "trigger": {"event": "card_dishonored", "side": "you"},
                          "cost": {"bow_self": True}, "effects": []})
    g = board()
    s = g.state
    w = put(s, 1, ward)
    foe = put(s, 1, SPEARMAN)
    slur = put(s, 0, _event("slur", {"op": "dishonor", "target": 0},
                            {"op": "then", "effects": [{"op": "draw", "amount": 2}]},
                            targets=[{"controller": "opponent", "not_self": True}]), "hand")
    _draw_window(g)
    hand = len(s.players[0].hand)
    g.perform(UseAbility(0, slur, 0, (foe,)))
    g.perform(UseAbility(1, w, 0, ()))
    assert s.cards[foe].status == "" and s.cards[w].bowed
    assert len(s.players[0].hand) == hand - 1      # the event left, no card drawn
    assert s.step == "action_window" and g.waiting_for == 1


def test_forced_interrupt_resolves_before_the_effect_without_a_window() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, MARTYR)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    assert s.players[1].honor == 12 and s.cards[foe].zone == "dynasty_discard"
    assert s.players[0].honor == 11 and s.step == "action_window" and g.waiting_for == 1


def test_forced_interrupt_in_the_fate_phase_discard() -> None:
    g = board()
    s = g.state
    m = put(s, 1, MARTYR)
    flow.begin_fate(s, [])
    g.invalidate()
    assert s.players[1].honor == 12 and s.cards[m].zone == "dynasty_discard"


def test_interrupt_window_survives_undo_and_replay() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    fp = g.fingerprint()
    g.perform(UseAbility(1, foe, 0, ()))
    g.undo()
    assert g.fingerprint() == fp and g.state.step == "trigger_window"
    g.redo()
    assert g.state.cards[foe].bowed and g.state.cards[foe].zone == "play"


# -- the province about to break at 3.2.5 ---------------------------------------------------------
def _bastion(cancel: bool, forced: bool = False) -> object:
    rec = {"timing": "forced_interrupt" if forced else "interrupt",
           "trigger": {"event": "province_broken", "self": True},
           "effects": [{"op": "gain_honor", "amount": 1}]}
    if cancel:
        rec["cancel"] = True
    return card(f"bastion-{cancel}-{forced}", LcgType.PROVINCE, Side.PROVINCE, strength=2,
                element=("earth",), abilities=(rec,))


def _attack_bastion(g: Game, bastion) -> str:
    s = g.state
    prov = s.players[1].provinces[0]
    s.defs[bastion.id] = bastion
    s.cards[prov].card_id = bastion.id
    s.cards[prov].facedown = False
    for u in list(s.province_cards[prov]):
        s.province_cards[prov].remove(u)
        s.cards[u].zone = "dynasty_discard"
        s.players[1].dynasty_discard.append(u)
    conflict_at(g, [put(s, 0, CAPTAIN)], [], province=prov)   # 4 against 0
    pass_window(g)
    return prov


def test_province_breaking_canceled_by_its_interrupt() -> None:
    g = board()
    s = g.state
    prov = _attack_bastion(g, _bastion(cancel=True))
    assert s.step == "trigger_window" and s.players[1].honor == 9   # unopposed first
    g.perform(UseAbility(1, prov, 0, ()))
    assert not s.cards[prov].broken and s.players[1].honor == 10
    assert s.step == "ring_effect" and g.waiting_for == 0            # 3.2.6 goes on


def test_province_breaking_interrupt_passed_it_breaks() -> None:
    g = board()
    s = g.state
    prov = _attack_bastion(g, _bastion(cancel=True))
    g.perform(Pass(1))
    assert s.cards[prov].broken and s.step == "ring_effect"


def test_forced_interrupt_to_a_province_breaking() -> None:
    g = board()
    s = g.state
    prov = _attack_bastion(g, _bastion(cancel=False, forced=True))
    assert s.players[1].honor == 10 and s.cards[prov].broken     # 9 after unopposed, +1
    assert s.step == "ring_effect"


# -- replacement effects beyond leaving play -----------------------------------------------------
def test_replacement_instead_of_being_dishonored_or_bowed() -> None:
    g = board()
    s = g.state
    u = put(s, 0, SPEARMAN)
    resolve.run(s, 0, u, (u,), [{"op": "instead", "target": 0, "event": "dishonor",
                                 "do": "nothing"},
                                {"op": "instead", "target": 0, "event": "bow",
                                 "do": "remove_fate"}], [])
    ok = resolve.run(s, 1, u, (u,), [{"op": "dishonor", "target": 0}], [])
    assert s.cards[u].status == "" and not ok
    assert resolve.run(s, 1, u, (u,), [{"op": "dishonor", "target": 0}], [])
    assert s.cards[u].status == "dishonored"          # the replacement was used up
    resolve.run(s, 1, u, (u,), [{"op": "bow", "target": 0}], [])
    assert not s.cards[u].bowed


# -- cannot ---------------------------------------------------------------------------------------
def test_cannot_participate_not_declared_and_moved_home_bowed() -> None:
    g = board()
    s = g.state
    a, b = put(s, 0, SPEARMAN), put(s, 0, SPEARMAN)
    resolve.run(s, 1, a, (a,), [{"op": "cannot", "target": 0, "what": "participate",
                                 "conflict": "military"}], [])
    declare(g, "military", "air", s.players[1].provinces[0])
    legal = g.legal_actions()
    assert ChooseParticipant(0, a) not in legal and ChooseParticipant(0, b) in legal
    g2 = board()
    s2 = g2.state
    x, y = put(s2, 0, SPEARMAN), put(s2, 0, SPEARMAN)
    conflict_at(g2, [x, y], [])
    resolve.run(s2, 1, x, (x,), [{"op": "cannot", "target": 0, "what": "participate"}], [])
    assert s2.conflict.attackers == [y] and s2.cards[x].bowed
    g2.invalidate()
    assert resolve.run(s2, 0, x, (x,), [{"op": "ready", "target": 0}], [])
    assert not resolve.run(s2, 0, x, (x,), [{"op": "move_to_conflict", "target": 0}], [])


def test_constant_cannot_participate_in_political_conflicts_and_play_into_conflict() -> None:
    brute = card("brute", LcgType.CHARACTER, Side.CONFLICT, cost=1, military=3, political=1,
                 glory=0, abilities=({"timing": "constant", "effects": [
                     {"op": "cannot", "what": "participate", "conflict": "political"}]},))
    g = board()
    s = g.state
    hand = put(s, 0, brute, "hand")
    ally = put(s, 0, SPEARMAN)
    conflict_at(g, [ally], [], ctype="political")
    g.perform(Pass(1))
    legal = g.legal_actions()
    assert PlayCharacter(0, hand, 0, False) in legal
    assert PlayCharacter(0, hand, 0, True) not in legal
    inplay = put(s, 0, brute)
    assert not resolve.run(s, 0, inplay, (inplay,), [{"op": "move_to_conflict",
                                                      "target": 0}], [])
    g2 = board()
    s2 = g2.state
    h2 = put(s2, 0, brute, "hand")
    conflict_at(g2, [put(s2, 0, SPEARMAN)], [], ctype="military")
    g2.perform(Pass(1))
    assert PlayCharacter(0, h2, 0, True) in g2.legal_actions()


def test_cannot_bow_stays_ready_after_the_conflict_and_then_fails() -> None:
    g = board()
    s = g.state
    a = put(s, 0, CAPTAIN)
    resolve.run(s, 0, a, (a,), [{"op": "cannot", "target": 0, "what": "bow",
                                 "duration": "round"}], [])
    assert not resolve.run(s, 1, a, (a,), [{"op": "bow", "target": 0},
                                           {"op": "then", "effects": [
                                               {"op": "gain_honor", "amount": 3}]}], [])
    assert s.players[1].honor == 10
    d = put(s, 1, SPEARMAN)
    conflict_at(g, [a], [d])
    pass_window(g)
    g.perform(RingEffect(0, "skip"))
    assert not s.cards[a].bowed and s.cards[d].bowed


def test_cannot_leave_play_or_be_dishonored() -> None:
    g = board()
    s = g.state
    u = put(s, 0, SPEARMAN)
    resolve.run(s, 0, u, (u,), [{"op": "cannot", "target": 0, "what": "leave_play",
                                 "duration": "round"},
                                {"op": "cannot", "target": 0, "what": "dishonor",
                                 "duration": "round"}], [])
    flow.begin_fate(s, [])
    assert s.cards[u].zone == "play"
    assert not resolve.run(s, 1, u, (u,), [{"op": "dishonor", "target": 0}], [])


# -- reactions to the fate phase beginning and to bowing ------------------------------------------
def test_reaction_after_the_fate_phase_begins_comes_before_the_discards() -> None:
    keeper = _char("keeper", {"timing": "reaction",
                              "trigger": {"event": "fate_phase_begins"},
                              "effects": [{"op": "place_fate", "target": "self"}]})
    g = board()
    s = g.state
    k = put(s, 0, keeper)
    flow.begin_fate(s, [])
    g.invalidate()
    assert s.step == "trigger_window" and s.cards[k].zone == "play"
    g.perform(UseAbility(0, k, 0, ()))
    assert s.cards[k].zone == "play" and s.cards[k].fate == 0   # placed 1, then 4.3 removed 1
    assert s.step == "action_window" and s.window["kind"] == "fate"


def test_reaction_after_a_character_is_bowed() -> None:
    grudge = _char("grudge", {"timing": "reaction",
                              "trigger": {"event": "card_bowed", "self": True},
                              "effects": [{"op": "gain_fate", "amount": 2}]})
    g = board()
    s = g.state
    u = put(s, 1, grudge)
    hammer = put(s, 0, _event("hammer", {"op": "bow", "target": 0},
                              targets=[{"controller": "opponent"}]), "hand")
    _draw_window(g)
    fate = s.players[1].fate
    g.perform(UseAbility(0, hammer, 0, (u,)))
    assert s.step == "trigger_window" and g.waiting_for == 1
    g.perform(UseAbility(1, u, 0, ()))
    assert s.players[1].fate == fate + 2 and s.step == "action_window"


# -- the windows are the core's Window -----------------------------------------------------------
def test_trigger_window_is_a_core_window_in_json() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    ex = put(s, 0, EXILE, "hand")
    put(s, 0, RECRUIT, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    w = Window.from_dict(s.windows[-1])
    assert (w.timing, w.trigger, w.cards, w.actor, w.passes) == (
        "interrupt", "character_leaves_play", (foe,), 1, 1)
    assert w.order == (0, 1)
