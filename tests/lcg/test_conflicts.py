"""Scenario tests: the conflict phase [RR › 3.2 Declare conflict, 3.2.1-3.2.8, Covert, Pride,
Unopposed, Breaking a Province, Imperial Favor, Ring Effects]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseCovert,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    RingEffect,
)
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import (
    CAPTAIN,
    GRANARY,
    SCRIBE,
    SHADOW,
    SPEARMAN,
    board,
    conflict_at,
    pass_window,
    put,
)


def _declare_step(g: Game, p: int = 0) -> None:
    s = g.state
    s.phase = "conflict"
    s.step = "declare"
    s.turn = p
    s.pending = {"declarer": p}
    g.invalidate()


def test_declaration_choices_rings_provinces_and_dash() -> None:
    g = board()
    s = g.state
    put(s, 0, SCRIBE)  # military dash: political conflicts only
    s.rings["fire"]["claimed_by"] = 1
    s.cards[s.players[1].provinces[0]].broken = True
    _declare_step(g)
    decl = [a for a in g.legal_actions() if isinstance(a, DeclareConflict)]
    assert {a.ctype for a in decl} == {"political"}
    assert {a.ring for a in decl} == {"air", "earth", "water", "void"}
    assert {a.province for a in decl} == set(s.players[1].provinces[1:])
    assert Pass(0) in g.legal_actions()


def test_stronghold_province_attackable_after_three_broken() -> None:
    g = board()
    s = g.state
    put(s, 0, SPEARMAN)
    for prov in s.players[1].provinces[:3]:
        s.cards[prov].broken = True
    _declare_step(g)
    provs = {a.province for a in g.legal_actions() if isinstance(a, DeclareConflict)}
    assert provs == {s.players[1].provinces[3], s.players[1].stronghold_province}


def test_declare_moves_ring_fate_reveals_province_then_defenders() -> None:
    g = board()
    s = g.state
    att = put(s, 0, SPEARMAN)
    bowed = put(s, 0, SPEARMAN, bowed=True)
    dfd = put(s, 1, SPEARMAN)
    s.rings["earth"]["fate"] = 2
    s.bank_fate -= 2
    prov = s.players[1].provinces[1]
    s.cards[prov].facedown = True
    _declare_step(g)
    g.perform(DeclareConflict(0, "military", "earth", prov))
    assert ChooseParticipant(0, bowed) not in g.legal_actions()  # only ready characters
    assert Confirm(0) not in g.legal_actions()  # at least one attacker
    g.perform(ChooseParticipant(0, att))
    fate = s.players[0].fate
    g.perform(Confirm(0))
    assert s.players[0].fate == fate + 2 and s.rings["earth"]["fate"] == 0
    assert not s.cards[prov].facedown
    assert s.step == "defenders" and g.waiting_for == 1
    assert not s.players[0].military_left and s.players[0].political_left
    g.perform(ChooseParticipant(1, dfd))
    g.perform(Confirm(1))
    assert s.conflict.defenders == [dfd]
    assert s.step == "action_window" and s.window["kind"] == "conflict"


def test_covert_evades_a_defender() -> None:
    g = board()
    s = g.state
    shadow = put(s, 0, SHADOW)
    d1, d2 = put(s, 1, SPEARMAN), put(s, 1, SPEARMAN)
    _declare_step(g)
    g.perform(DeclareConflict(0, "military", "air", s.players[1].provinces[0]))
    g.perform(ChooseParticipant(0, shadow))
    g.perform(Confirm(0))
    assert s.step == "covert"
    g.perform(ChooseCovert(0, d1))
    legal = g.legal_actions()
    assert ChooseParticipant(1, d1) not in legal and ChooseParticipant(1, d2) in legal


def test_attacker_wins_ties_bowed_characters_count_nothing_unopposed_loses_honor() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)                 # 2 military
    d = put(s, 1, SPEARMAN)                 # 2 military
    conflict_at(g, [a], [d], ring="air")
    pass_window(g)
    assert s.conflict.winner == 0           # tie goes to the attacker
    assert s.step == "ring_effect"
    g2 = board()
    s2 = g2.state
    a2 = put(s2, 0, SPEARMAN)
    d2 = put(s2, 1, CAPTAIN, bowed=True)
    conflict_at(g2, [a2], [d2])
    pass_window(g2)
    assert s2.conflict.winner == 0 and s2.players[1].honor == 10  # a bowed defender: opposed
    g3 = board()
    s3 = g3.state
    a3 = put(s3, 0, SPEARMAN)
    conflict_at(g3, [a3], [])
    pass_window(g3)
    assert s3.players[1].honor == 9         # unopposed: the defender loses 1 honor


def test_no_winner_at_zero_ring_returns_unclaimed() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN, bowed=True)
    conflict_at(g, [a], [], ring="water")
    pass_window(g)
    assert s.conflicts_done == 1 and s.rings["water"]["claimed_by"] is None
    assert s.players[1].honor == 10


def test_break_province_by_difference_including_holding_bonus() -> None:
    g = board()
    s = g.state
    prov = s.players[1].provinces[0]        # strength 3
    holding = put(s, 1, GRANARY, "province")  # +1 strength
    s.cards[holding].province = prov
    s.province_cards[prov].append(holding)
    a1, a2 = put(s, 0, SPEARMAN), put(s, 0, SPEARMAN)
    conflict_at(g, [a1, a2], [], province=prov)  # 4 against 0: breaks a 4-strength province
    pass_window(g)
    assert s.cards[prov].broken
    assert s.step == "break_discard"
    g.perform(Choose(0, "discard"))
    assert s.cards[holding].zone == "dynasty_discard"
    assert len(s.province_cards[prov]) == 1 and s.cards[s.province_cards[prov][0]].facedown
    g2 = board()
    s2 = g2.state
    p2 = s2.players[1].provinces[0]
    h2 = put(s2, 1, GRANARY, "province")
    s2.cards[h2].province = p2
    s2.province_cards[p2].append(h2)
    b = put(s2, 0, CAPTAIN)                 # 4 against 1: difference 3 < strength 4
    c = put(s2, 1, SPEARMAN)
    s2.cards[c].bowed = False
    conflict_at(g2, [b], [c], province=p2)
    pass_window(g2)
    assert s2.conflict is None or not s2.cards[p2].broken
    assert not s2.cards[p2].broken


def test_breaking_the_stronghold_province_wins() -> None:
    g = board()
    s = g.state
    sp = s.players[1].stronghold_province    # strength 3 + stronghold bonus 2 = 5
    attackers = [put(s, 0, CAPTAIN), put(s, 0, SPEARMAN)]  # 6
    conflict_at(g, attackers, [], province=sp)
    pass_window(g)
    assert g.winner == 0 and s.victory == "stronghold"


def test_pride_honors_winner_dishonors_loser_and_participants_bow_home() -> None:
    g = board()
    s = g.state
    proud = put(s, 0, CAPTAIN)               # 4 military, pride
    foe = put(s, 1, CAPTAIN)
    s.cards[foe].bowed = False
    helper = put(s, 1, SPEARMAN)
    conflict_at(g, [proud], [foe, helper], ring="earth")  # 4 + 2 glory... honored after
    pass_window(g)
    assert s.cards[proud].status == "dishonored"  # lost 4 against 6
    assert s.cards[foe].status == "honored"
    assert s.conflict is None
    assert all(s.cards[u].bowed for u in (proud, foe, helper))
    assert s.rings["earth"]["claimed_by"] == 1


def test_one_opportunity_of_each_type_and_pass_forfeits_one() -> None:
    g = board()
    s = g.state
    put(s, 0, SPEARMAN)
    _declare_step(g)
    g.perform(Pass(0))
    assert s.players[0].conflicts_left == 1


def _won_conflict(ring: str) -> Game:
    g = board()
    s = g.state
    a = put(s, 0, CAPTAIN)
    conflict_at(g, [a], [], ring=ring, province=s.players[1].provinces[3])
    s.cards[s.players[1].provinces[3]] = s.cards[s.players[1].provinces[3]]
    s.effects.append({"kind": "strength", "card": s.players[1].provinces[3], "amount": 20,
                      "until": "round"})
    pass_window(g)
    assert s.step == "ring_effect"
    return g


def test_air_ring_take_one_or_gain_two() -> None:
    g = _won_conflict("air")
    g.perform(RingEffect(0, "take"))
    assert [ps.honor for ps in g.state.players] == [11, 8]  # 9 after unopposed, then 1 taken
    g = _won_conflict("air")
    g.perform(RingEffect(0, "gain"))
    assert [ps.honor for ps in g.state.players] == [12, 9]
    assert g.state.rings["air"]["claimed_by"] == 0


def test_earth_ring_draw_one_opponent_discards_one_at_random() -> None:
    g = _won_conflict("earth")
    s = g.state
    hands = [len(ps.hand) for ps in s.players]
    g.perform(RingEffect(0, "resolve"))
    assert [len(ps.hand) for ps in s.players] == [hands[0] + 1, hands[1] - 1]
    assert len(s.players[1].conflict_discard) == 1


def test_fire_ring_honor_or_dishonor() -> None:
    g = _won_conflict("fire")
    s = g.state
    target = put(s, 1, SPEARMAN)
    g.invalidate()
    assert RingEffect(0, "honor", target) in g.legal_actions()
    g.perform(RingEffect(0, "dishonor", target))
    assert s.cards[target].status == "dishonored"


def test_water_ring_ready_or_bow_without_fate() -> None:
    g = _won_conflict("water")
    s = g.state
    with_fate = put(s, 1, SPEARMAN, fate=1)
    no_fate = put(s, 1, SPEARMAN)
    g.invalidate()
    legal = g.legal_actions()
    assert RingEffect(0, "bow", with_fate) not in legal
    g.perform(RingEffect(0, "bow", no_fate))
    assert s.cards[no_fate].bowed


def test_void_ring_removes_one_fate() -> None:
    g = _won_conflict("void")
    s = g.state
    t = put(s, 1, SPEARMAN, fate=2)
    s.bank_fate -= 2
    g.invalidate()
    g.perform(RingEffect(0, "resolve", t))
    assert s.cards[t].fate == 1


def test_imperial_favor_glory_count_and_side() -> None:
    g = board()
    s = g.state
    put(s, 0, CAPTAIN)               # glory 2
    put(s, 1, SPEARMAN)              # glory 1
    s.rings["air"]["claimed_by"] = 1  # +1: tie 2 - 2
    for ps in s.players:
        ps.conflicts_left = 0
    s.phase = "conflict"
    s.window = {"kind": "pre_conflict", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    pass_window(g)
    assert s.favor is None and s.phase == "fate"   # a tie leaves the favor unclaimed
    g2 = board()
    s2 = g2.state
    put(s2, 0, CAPTAIN)
    put(s2, 1, SPEARMAN)
    for ps in s2.players:
        ps.conflicts_left = 0
    s2.phase = "conflict"
    s2.window = {"kind": "pre_conflict", "passes": 0}
    s2.step = "action_window"
    g2.invalidate()
    pass_window(g2)
    assert s2.step == "favor_side" and g2.waiting_for == 0
    g2.perform(Choose(0, "political"))
    assert s2.favor == 0 and s2.favor_side == "political" and s2.phase == "fate"


def test_imperial_favor_adds_one_to_its_side_when_participating() -> None:
    from l5r_desktop.games.lcg.stats import side_total

    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    conflict_at(g, [a], [])
    s.favor, s.favor_side = 0, "military"
    assert side_total(s, 0) == 3
    s.favor_side = "political"
    assert side_total(s, 0) == 2
