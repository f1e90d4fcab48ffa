"""Scenario tests: duels [RR › Duel, Challenge, D. Duel Timing, Dash (-)]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Bid, Pass, UseAbility
from tests.lcg.scenario import DUELIST, SCRIBE, SPEARMAN, board, conflict_at, put


def _duel_ready(foe_def=SPEARMAN):
    g = board()
    s = g.state
    me = put(s, 0, DUELIST)
    foe = put(s, 1, foe_def)
    conflict_at(g, [me], [foe])
    g.perform(Pass(1))
    return g, me, foe


def test_duel_bids_hidden_transfer_skill_and_results() -> None:
    g, me, foe = _duel_ready()
    s = g.state
    g.perform(UseAbility(0, me, 0, (foe,)))
    assert s.step == "bid" and g.waiting_for == 0
    g.perform(Bid(0, 1))
    assert g.view(1)["players"][0]["dial"] == "?"
    g.perform(Bid(1, 3))
    # P2 bid 2 more: gives 2 honor; skills 3+1=4 against 2+3=5: the challengee wins
    assert [ps.honor for ps in s.players] == [12, 8]
    assert s.cards[foe].status == "honored" and s.cards[me].bowed
    assert s.step == "action_window" and g.waiting_for == 1  # D.9: the window goes on
    assert "duel" not in s.pending


def test_duel_tie_has_no_winner() -> None:
    g, me, foe = _duel_ready()
    s = g.state
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 2))
    g.perform(Bid(1, 3))  # 3+2 = 5, 2+3 = 5
    assert s.cards[foe].status == "" and not s.cards[me].bowed


def test_challenger_wins() -> None:
    g, me, foe = _duel_ready()
    s = g.state
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 5))
    g.perform(Bid(1, 1))
    assert s.cards[me].status == "honored" and s.cards[foe].bowed
    assert [ps.honor for ps in s.players] == [6, 14]


def test_no_duel_with_a_dash_skill() -> None:
    g, me, foe = _duel_ready(SCRIBE)  # military dash: cannot be involved in a military duel
    s = g.state
    s.conflict.type = "political"
    g.invalidate()
    g.perform(UseAbility(0, me, 0, (foe,)))
    assert s.step == "action_window" and "duel" not in s.pending
