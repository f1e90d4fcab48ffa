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


def test_political_duel_compares_political_skill_plus_bids() -> None:
    from l5r_desktop.games.lcg.cards import LcgType, Side
    from tests.lcg.scenario import card

    orator = card("orator", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=1, political=4,
                  glory=1, abilities=({
                      "timing": "action", "conflict": "any", "participating": True,
                      "targets": [{"controller": "opponent", "participating": True}],
                      "effects": [{"op": "duel", "type": "political", "challenger": "self",
                                   "target": 0, "winner": [{"op": "honor", "target": 0}],
                                   "loser": [{"op": "dishonor", "target": 0}]}]},))
    g = board()
    s = g.state
    me = put(s, 0, orator)
    foe = put(s, 1, SCRIBE)                           # political 3
    conflict_at(g, [me], [foe], ctype="political")
    g.perform(Pass(1))
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 1))
    g.perform(Bid(1, 2))                              # 4+1 = 5 against 3+2 = 5: a tie
    assert s.cards[me].status == "" and s.cards[foe].status == ""
    assert [ps.honor for ps in s.players] == [11, 9]  # P2 bid 1 more: gives 1
    g2 = board()
    s2 = g2.state
    me2, foe2 = put(s2, 0, orator), put(s2, 1, SCRIBE)
    conflict_at(g2, [me2], [foe2], ctype="political")
    g2.perform(Pass(1))
    g2.perform(UseAbility(0, me2, 0, (foe2,)))
    g2.perform(Bid(0, 2))
    g2.perform(Bid(1, 2))                             # 4+2 = 6 against 3+2 = 5
    assert s2.cards[me2].status == "honored" and s2.cards[foe2].status == "dishonored"
    assert [ps.honor for ps in s2.players] == [10, 10]
