"""Scenario tests: setup [RR › Setup, Mulligan], dynasty phase [RR › 1. Dynasty Phase,
Duplicates, Unique Cards, Limited], draw phase [RR › 2. Draw Phase]."""

from __future__ import annotations

import dataclasses

from l5r_desktop.games.lcg.actions import (
    Bid,
    ChooseStrongholdProvince,
    DiscardDuplicate,
    Mulligan,
    Pass,
    PlayCharacter,
)
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import CAPTAIN, SPEARMAN, board, put, setup


def test_setup_first_player_random_and_decks_shuffled() -> None:
    firsts = {Game.new(setup(seed)).state.first_player for seed in range(12)}
    assert firsts == {0, 1}
    a, b = Game.new(setup(1)).state, Game.new(setup(2)).state
    assert [a.cards[u].card_id for u in a.players[0].dynasty_deck] != \
        [b.cards[u].card_id for u in b.players[0].dynasty_deck]


def test_setup_stronghold_province_secret_then_provinces_filled() -> None:
    g = Game.new(setup(3))
    first = g.state.first_player
    prov = g.state.players[first].provinces[2]
    g.perform(ChooseStrongholdProvince(first, prov))
    view = g.view(1 - first)
    assert view["players"][first]["stronghold_province"] == "?"
    assert g.view(first)["players"][first]["stronghold_province"] == prov
    second = 1 - first
    g.perform(ChooseStrongholdProvince(second, g.state.players[second].provinces[0]))
    s = g.state
    for ps in s.players:
        assert len(ps.provinces) == 4
        assert ps.stronghold_province not in ps.provinces
        assert [len(s.province_cards[p]) for p in ps.provinces] == [1, 1, 1, 1]
        assert all(s.cards[s.province_cards[p][0]].facedown for p in ps.provinces)
        assert len(ps.dynasty_deck) == 16 - 4
    assert s.step == "setup_dynasty_mulligan" and s.turn == first


def test_mulligans_replace_and_shuffle_back_then_starting_honor() -> None:
    g = Game.new(setup(4))
    s = g.state
    for _ in range(2):
        p = g.waiting_for
        g.perform(ChooseStrongholdProvince(p, s.players[p].provinces[0]))
    first = s.first_player
    old = [s.province_cards[p][0] for p in s.players[first].provinces[:2]]
    g.perform(Mulligan(first, tuple(old)))
    assert all(s.cards[u].zone == "dynasty_deck" for u in old)
    assert len(s.players[first].dynasty_deck) == 12
    assert all(len(s.province_cards[p]) == 1 for p in s.players[first].provinces)
    g.perform(Mulligan(1 - first, ()))
    assert s.step == "setup_conflict_mulligan"
    assert [len(ps.hand) for ps in s.players] == [4, 4]
    hand = tuple(s.players[first].hand[:3])
    g.perform(Mulligan(first, hand))
    assert len(s.players[first].hand) == 4 and not set(hand) & set(s.players[first].hand)
    assert len(s.players[first].conflict_deck) == 14 - 4 + 0
    g.perform(Mulligan(1 - first, ()))
    # starting honor from the stronghold (10), fate collected in the first dynasty phase (7)
    assert [ps.honor for ps in s.players] == [10, 10]
    assert [ps.fate for ps in s.players] == [7, 7]
    assert s.phase == "dynasty" and s.turn == first


def test_dynasty_reveals_province_cards() -> None:
    g = board()
    s = g.state
    for ps in s.players:
        assert not any(s.cards[s.province_cards[p][0]].facedown for p in ps.provinces)


def _province_with(g: Game, p: int, defn) -> str:
    """Put a faceup copy of ``defn`` in P's first province (replacing what is there)."""
    s = g.state
    prov = s.players[p].provinces[0]
    for u in list(s.province_cards[prov]):
        s.province_cards[prov].remove(u)
        s.cards[u].zone = "dynasty_discard"
        s.cards[u].province = None
        s.players[p].dynasty_discard.append(u)
    uid = put(s, p, defn, "province")
    s.cards[uid].province = prov
    s.province_cards[prov].append(uid)
    g.invalidate()
    return uid


def test_play_character_from_province_with_extra_fate_refills_facedown() -> None:
    g = board()
    s = g.state
    uid = _province_with(g, 0, CAPTAIN)  # cost 3
    prov = s.cards[uid].province
    g.perform(PlayCharacter(0, uid, 2))
    assert s.players[0].fate == 7 - 3 - 2
    assert s.cards[uid].zone == "play" and s.cards[uid].fate == 2
    assert uid in s.players[0].characters
    refill = s.province_cards[prov]
    assert len(refill) == 1 and s.cards[refill[0]].facedown
    assert g.waiting_for == 1  # opportunities alternate


def test_no_characters_from_hand_in_dynasty() -> None:
    g = board()
    s = g.state
    uid = put(s, 0, dataclasses.replace(SPEARMAN, id="t:conflict-soldier",
                                        side=SPEARMAN.side), "hand")
    g.invalidate()
    assert not any(getattr(a, "card", None) == uid for a in g.legal_actions())


def test_first_to_pass_gains_one_fate_then_draw_phase() -> None:
    g = board()
    s = g.state
    g.perform(Pass(0))
    assert s.players[0].fate == 8 and s.players[0].passed
    assert g.waiting_for == 1
    g.perform(Pass(1))
    assert s.players[1].fate == 7
    assert s.phase == "draw" and s.step == "bid" and g.waiting_for == 0


def test_unique_blocks_second_copy_and_duplicate_adds_fate() -> None:
    g = board()
    s = g.state
    in_play = put(s, 0, CAPTAIN)
    dup = _province_with(g, 0, CAPTAIN)
    legal = g.legal_actions()
    assert not any(isinstance(a, PlayCharacter) and a.card == dup for a in legal)
    assert DiscardDuplicate(0, dup) in legal
    g.perform(DiscardDuplicate(0, dup))
    assert s.cards[in_play].fate == 1
    assert s.cards[dup].zone == "dynasty_discard"


def test_limited_one_per_round() -> None:
    g = board()
    limited = dataclasses.replace(SPEARMAN, id="t:limited", name="Limited Guard",
                                  keywords=("limited",))
    first = _province_with(g, 0, limited)
    g.perform(PlayCharacter(0, first, 0))
    g.perform(Pass(1))
    second = _province_with(g, 0, limited)
    assert not any(getattr(a, "card", None) == second for a in g.legal_actions())


def _to_draw(g: Game) -> None:
    g.perform(Pass(0))
    g.perform(Pass(1))


def test_honor_bid_hidden_then_transfer_and_draw() -> None:
    g = board()
    s = g.state
    _to_draw(g)
    hand = [len(ps.hand) for ps in s.players]
    g.perform(Bid(0, 5))
    assert g.view(1)["players"][0]["dial"] == "?"
    assert g.view(0)["players"][0]["dial"] == 5
    g.perform(Bid(1, 2))
    assert [ps.honor for ps in s.players] == [10 - 3, 10 + 3]
    assert [len(ps.hand) for ps in s.players] == [hand[0] + 5, hand[1] + 2]
    assert g.view(1)["players"][0]["dial"] == 5  # revealed


def test_equal_bids_transfer_nothing() -> None:
    g = board()
    _to_draw(g)
    g.perform(Bid(0, 3))
    g.perform(Bid(1, 3))
    assert [ps.honor for ps in g.state.players] == [10, 10]


def test_bid_transfer_to_zero_honor_loses() -> None:
    g = board()
    s = g.state
    s.players[0].honor = 2
    s.bank_honor += 8
    _to_draw(g)
    g.perform(Bid(0, 5))
    g.perform(Bid(1, 1))
    assert g.winner == 1 and s.victory == "dishonor"
