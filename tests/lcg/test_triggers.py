"""Scenario tests: Reactions, Forced reactions, cancel Interrupts and nested windows
[RR › Reactions, Forced, Interrupts, Cancel, Triggering Condition, Nested Ability
Sequences]; windows survive undo, replay and position round-trips."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Pass, RingEffect, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import SHAME, SPEARMAN, board, card, conflict_at, pass_window, put

VICTOR = card("victor", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=3, political=1,
              glory=1, abilities=({"timing": "reaction",
                                   "trigger": {"event": "conflict_won", "side": "you"},
                                   "participating": True,
                                   "effects": [{"op": "gain_honor", "amount": 2}]},))
GRUDGE = card("grudge", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=1,
              glory=1, abilities=({"timing": "forced_reaction",
                                   "trigger": {"event": "conflict_lost", "side": "you"},
                                   "effects": [{"op": "lose_honor", "amount": 1}]},))
HERALD = card("herald", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=1,
              glory=1, abilities=({"timing": "reaction",
                                   "trigger": {"event": "card_honored", "side": "you"},
                                   "effects": [{"op": "draw", "amount": 1}]},))
PROUD_WIN = card("proud-win", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=3,
                 political=1, glory=1,
                 abilities=({"timing": "reaction",
                             "trigger": {"event": "conflict_won", "side": "you"},
                             "participating": True,
                             "effects": [{"op": "honor", "target": "self"}]},))
REFUSAL = card("refusal", LcgType.EVENT, Side.CONFLICT, cost=0,
               abilities=({"timing": "interrupt", "cancel": True,
                           "trigger": {"event": "ability_initiated", "side": "opponent"},
                           "effects": []},))


def test_reaction_window_after_winning_then_resolution_goes_on() -> None:
    g = board()
    s = g.state
    a = put(s, 0, VICTOR)
    conflict_at(g, [a], [put(s, 1, SPEARMAN)])
    pass_window(g)
    assert s.step == "trigger_window" and g.waiting_for == 0
    assert UseAbility(0, a, 0, ()) in g.legal_actions()
    g.perform(UseAbility(0, a, 0, ()))
    assert s.players[0].honor == 12
    assert s.step == "ring_effect"  # the window closed (P2 had nothing); 3.2.4 onward ran
    g.perform(RingEffect(0, "skip"))
    assert s.rings["air"]["claimed_by"] == 0


def test_reaction_declined_with_a_pass() -> None:
    g = board()
    s = g.state
    a = put(s, 0, VICTOR)
    conflict_at(g, [a], [])
    pass_window(g)
    g.perform(Pass(0))
    assert s.players[0].honor == 10 and s.players[1].honor == 9  # unopposed after the window
    assert s.step == "break_discard"  # 3 against 0 breaks a strength-3 province


def test_forced_reaction_resolves_by_itself() -> None:
    g = board()
    s = g.state
    loser = put(s, 1, GRUDGE)
    conflict_at(g, [put(s, 0, SPEARMAN)], [loser])
    pass_window(g)
    assert s.players[1].honor == 9 and s.step == "ring_effect"


def test_nested_reaction_window_closes_first() -> None:
    g = board()
    s = g.state
    a = put(s, 0, PROUD_WIN)
    put(s, 0, HERALD)
    conflict_at(g, [a], [put(s, 1, SPEARMAN)])
    pass_window(g)
    hand = len(s.players[0].hand)
    g.perform(UseAbility(0, a, 0, ()))
    assert s.cards[a].status == "honored"
    assert len(s.windows) == 2 and s.windows[-1]["trigger"] == "card_honored"
    herald = next(x for x in g.legal_actions() if isinstance(x, UseAbility))
    g.perform(herald)
    assert len(s.players[0].hand) == hand + 1
    assert not s.windows and s.step == "ring_effect"


def test_cancel_interrupt_stops_the_effects_costs_stay_paid() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    shame = put(s, 0, SHAME, "hand")
    refusal = put(s, 1, REFUSAL, "hand")
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    g.perform(UseAbility(0, shame, 0, (foe,)))
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "interrupt"
    assert s.players[0].fate == 6  # paid
    assert g.waiting_for == 1  # P1 had no interrupt: passed automatically
    g.perform(UseAbility(1, refusal, 0, ()))
    assert s.cards[foe].status == ""  # canceled
    assert s.cards[shame].zone == "conflict_discard"
    assert s.step == "action_window" and g.waiting_for == 1


def test_windows_survive_undo_replay_and_positions() -> None:
    g = board()
    s = g.state
    a = put(s, 0, VICTOR)
    conflict_at(g, [a], [])
    g.perform(Pass(1))
    fp = g.fingerprint()
    loaded = Game.from_position(g.position())
    assert loaded.fingerprint() == fp
    g.perform(Pass(0))
    assert s.step == "trigger_window"
    inside = g.fingerprint()
    again = Game.from_position(g.position())
    assert again.fingerprint() == inside and again.legal_actions() == g.legal_actions()
    g.perform(UseAbility(0, a, 0, ()))
    g.undo()
    assert g.fingerprint() == inside
    g.redo()
    assert g.state.players[0].honor == 12
