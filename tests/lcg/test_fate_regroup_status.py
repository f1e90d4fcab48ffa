"""Scenario tests: fate phase [RR › 4. Fate Phase], regroup phase [RR › 5. Regroup Phase],
personal honor [RR › Personal Honor, Personal Dishonor], leaving play [RR › Leaves Play,
Courtesy, Sincerity, Ancestral], attachments [RR › Attachment Cards, Restricted, No
Attachments], winning [RR › Winning the Game, Running Out of Cards]."""

from __future__ import annotations

import dataclasses

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.actions import Confirm, DiscardFromProvince, PlayAttachment
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import skill
from tests.lcg.scenario import (
    BLADE,
    CAPTAIN,
    CHARM,
    ENVOY,
    SPEARMAN,
    board,
    pass_window,
    put,
)


def _fate_phase(g: Game) -> None:
    from l5r_desktop.games.lcg import flow

    s = g.state
    ev: list = []
    flow.begin_fate(s, ev)
    g.invalidate()


def test_fate_phase_discards_removes_and_places_on_rings() -> None:
    g = board()
    s = g.state
    poor = put(s, 0, SPEARMAN)
    rich = put(s, 1, CAPTAIN, fate=2)
    s.bank_fate -= 2
    s.rings["air"]["claimed_by"] = 0
    _fate_phase(g)
    assert s.cards[poor].zone == "dynasty_discard"
    assert s.cards[rich].fate == 1
    assert s.rings["air"]["fate"] == 0
    assert [s.rings[e]["fate"] for e in ("earth", "fire", "water", "void")] == [1, 1, 1, 1]


def test_leaving_play_honored_dishonored_courtesy_sincerity() -> None:
    g = board()
    s = g.state
    honored = put(s, 0, SPEARMAN, status="honored")
    envoy = put(s, 1, ENVOY, status="dishonored")  # courtesy + sincerity
    hand = len(s.players[1].hand)
    ev: list = []
    moves.leave_play(s, honored, ev)
    moves.leave_play(s, envoy, ev)
    assert s.players[0].honor == 11
    assert s.players[1].honor == 9
    assert s.players[1].fate == 7 + 1
    assert len(s.players[1].hand) == hand + 1


def test_status_changes_and_skill() -> None:
    g = board()
    s = g.state
    c = put(s, 0, CAPTAIN)  # 4/2, glory 2
    ev: list = []
    moves.honor_card(s, c, ev)
    assert (skill(s, c, "military"), skill(s, c, "political")) == (6, 4)
    assert not moves.honor_card(s, c, ev)  # already honored
    moves.dishonor_card(s, c, ev)
    assert s.cards[c].status == ""
    moves.dishonor_card(s, c, ev)
    assert (skill(s, c, "military"), skill(s, c, "political")) == (2, 0)
    weak = put(s, 0, SPEARMAN, status="dishonored")  # 2/0 glory 1
    assert skill(s, weak, "political") == 0  # never below zero


def test_attachment_bonus_restricted_and_no_attachments() -> None:
    g = board()
    s = g.state
    host = put(s, 0, SPEARMAN)
    blades = [put(s, 0, BLADE, "hand") for _ in range(3)]
    pure = put(s, 0, dataclasses.replace(SPEARMAN, id="t:pure", name="Pure",
                                         keywords=("no attachments",)))
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    assert PlayAttachment(0, blades[0], pure) not in g.legal_actions()
    for b in blades:
        s.turn = 0
        g.invalidate()
        g.perform(PlayAttachment(0, b, host))
    assert s.cards[blades[0]].zone == "conflict_discard"  # the third restricted one
    assert skill(s, host, "military") == 2 + 2 + 2


def test_attachments_leave_with_host_ancestral_returns_to_hand() -> None:
    g = board()
    s = g.state
    host = put(s, 0, SPEARMAN)
    blade, charm = put(s, 0, BLADE, "hand"), put(s, 0, CHARM, "hand")
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    g.perform(PlayAttachment(0, blade, host))
    s.turn = 0
    g.invalidate()
    g.perform(PlayAttachment(0, charm, host))
    assert skill(s, host, "political") == 0 + 2
    moves.leave_play(s, host, [])
    assert s.cards[blade].zone == "conflict_discard"
    assert s.cards[charm].zone == "hand" and charm in s.players[0].hand


def test_regroup_ready_discard_rings_first_player() -> None:
    g = board()
    s = g.state
    bowed = put(s, 0, SPEARMAN, bowed=True)
    broken = s.players[1].provinces[0]
    s.cards[broken].broken = True
    on_broken = s.province_cards[broken][0]
    keep_prov = s.players[0].provinces[1]
    optional = s.province_cards[keep_prov][0]
    s.rings["fire"]["claimed_by"] = 1
    s.phase = "regroup"
    s.window = {"kind": "regroup", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    pass_window(g)
    assert not s.cards[bowed].bowed
    assert s.cards[on_broken].zone == "dynasty_discard"  # broken province: must discard
    assert s.step == "regroup_discard" and g.waiting_for == 0
    g.perform(DiscardFromProvince(0, optional))
    assert s.cards[optional].zone == "dynasty_discard"
    assert s.cards[s.province_cards[keep_prov][0]].facedown
    g.perform(Confirm(0))
    g.perform(Confirm(1))
    assert s.rings["fire"]["claimed_by"] is None
    assert s.first_player == 1 and s.round == 2 and s.phase == "dynasty"
    assert g.waiting_for == 1


def test_twenty_five_honor_wins_zero_loses() -> None:
    g = board()
    s = g.state
    moves.gain_honor(s, 1, 15, [])
    assert g.winner == 1 and s.victory == "honor"
    g2 = board()
    moves.lose_honor(g2.state, 0, 10, [])
    assert g2.winner == 1 and g2.state.victory == "dishonor"


def test_running_out_of_conflict_cards_costs_five_honor_and_reshuffles() -> None:
    g = board()
    s = g.state
    ps = s.players[0]
    discard = ps.conflict_deck[:3]
    for u in discard:
        ps.conflict_deck.remove(u)
        ps.conflict_discard.append(u)
        s.cards[u].zone = "conflict_discard"
    left = len(ps.conflict_deck)
    hand = len(ps.hand)
    moves.draw(s, 0, left + 1, [])
    assert ps.honor == 5
    assert len(ps.hand) == hand + left + 1
    assert len(ps.conflict_deck) == 2 and not ps.conflict_discard


def test_running_out_of_dynasty_cards_when_refilling() -> None:
    g = board()
    s = g.state
    ps = s.players[1]
    ps.dynasty_discard.extend(ps.dynasty_deck)
    for u in ps.dynasty_deck:
        s.cards[u].zone = "dynasty_discard"
    ps.dynasty_deck.clear()
    prov = ps.provinces[0]
    u = s.province_cards[prov][0]
    moves.discard(s, u, [])
    moves.refill(s, 1, prov, [])
    assert ps.honor == 5 and len(s.province_cards[prov]) == 1
