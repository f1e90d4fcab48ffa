"""Scenario tests: constant abilities on other characters ("each") [RR › Constant Abilities,
Each], counts as values [RR › The letter "X", Count], "cannot" be declared as an attacker or
defender [RR › Cannot], switching the conflict type [RR › Switch], comparisons of skill in
target filters [RR › Target]."""

from __future__ import annotations

from l5r_desktop.games.lcg import abilities, resolve
from l5r_desktop.games.lcg.actions import ChooseParticipant, Confirm
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import has_keyword, side_total, skill
from tests.lcg.scenario import (
    CAPTAIN,
    SCRIBE,
    SPEARMAN,
    board,
    card,
    conflict_at,
    declare,
    put,
)

MARSHAL = card("marshal", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=2, political=2,
               glory=1, traits=("Bushi",), abilities=({
                   "timing": "constant", "effects": [
                       {"op": "skill", "military": 1,
                        "each": {"controller": "you", "trait": "Bushi", "not_self": True}},
                       {"op": "gain_keyword", "keyword": "pride",
                        "each": {"controller": "you", "participating": True}}]},))


def test_each_other_bushi_you_control_gets_plus_one_and_participants_gain_pride() -> None:
    g = board()
    s = g.state
    m = put(s, 0, MARSHAL)
    bushi, courtier, foe = put(s, 0, SPEARMAN), put(s, 0, SCRIBE), put(s, 1, SPEARMAN)
    assert (skill(s, bushi, "military"), skill(s, m, "military")) == (3, 2)
    assert skill(s, courtier, "political") == 3 and skill(s, foe, "military") == 2
    assert not has_keyword(s, bushi, "pride")
    conflict_at(g, [bushi], [foe])
    assert has_keyword(s, bushi, "pride") and not has_keyword(s, foe, "pride")
    assert side_total(s, 0) == 3
    from l5r_desktop.games.lcg import moves
    moves.leave_play(s, m, [])
    assert skill(s, bushi, "military") == 2 and not has_keyword(s, bushi, "pride")


def test_counts_as_values_for_effects_and_constants() -> None:
    scholar = card("scholar", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1,
                   political=1, glory=1, abilities=({
                       "timing": "constant", "effects": [
                           {"op": "skill", "political": {"per": "claimed_rings"}}]},))
    g = board()
    s = g.state
    u = put(s, 0, scholar)
    assert skill(s, u, "political") == 1
    s.rings["air"]["claimed_by"] = 0
    s.rings["fire"]["claimed_by"] = 0
    s.rings["void"]["claimed_by"] = 1
    assert skill(s, u, "political") == 3
    resolve.run(s, 0, u, (), [{"op": "gain_honor",
                               "amount": {"per": "opponent_claimed_rings", "times": 2,
                                          "plus": 1}}], [])
    assert s.players[0].honor == 13                # 10 + (1 x 2 + 1)
    resolve.run(s, 0, u, (u,), [{"op": "skill", "target": 0,
                                 "military": {"per": "claimed_rings"}}], [])
    s.rings["earth"]["claimed_by"] = 0             # a lasting effect keeps its number
    assert skill(s, u, "military") == 3


def test_cannot_be_declared_as_an_attacker_but_may_defend() -> None:
    g = board()
    s = g.state
    a, b = put(s, 0, SPEARMAN), put(s, 0, CAPTAIN)
    resolve.run(s, 1, a, (a,), [{"op": "cannot", "target": 0, "what": "attack"}], [])
    declare(g, "military", "air", s.players[1].provinces[0])
    legal = g.legal_actions()
    assert ChooseParticipant(0, a) not in legal and ChooseParticipant(0, b) in legal
    g2 = board()
    s2 = g2.state
    att = put(s2, 0, SPEARMAN)
    d1, d2 = put(s2, 1, SPEARMAN), put(s2, 1, SPEARMAN)
    resolve.run(s2, 0, d1, (d1,), [{"op": "cannot", "target": 0, "what": "defend"}], [])
    declare(g2, "military", "air", s2.players[1].provinces[0])
    g2.perform(ChooseParticipant(0, att))
    g2.perform(Confirm(0))
    legal = g2.legal_actions()
    assert ChooseParticipant(1, d1) not in legal and ChooseParticipant(1, d2) in legal


def test_switch_the_conflict_type_counts_the_other_skill() -> None:
    g = board()
    s = g.state
    a, d = put(s, 0, SPEARMAN), put(s, 1, SCRIBE)  # 2 mil / 0 pol against - mil / 3 pol
    conflict_at(g, [a], [d])
    assert (side_total(s, 0), side_total(s, 1)) == (2, 0)
    assert resolve.run(s, 1, d, (), [{"op": "switch_conflict_type"}], [])
    assert s.conflict.type == "political" and (side_total(s, 0), side_total(s, 1)) == (0, 3)


def test_target_with_lower_skill_than_this_character() -> None:
    g = board()
    s = g.state
    me = put(s, 0, CAPTAIN)                          # 4 military
    weak, strong = put(s, 1, SPEARMAN), put(s, 1, CAPTAIN)
    spec = {"controller": "opponent", "skill_below_self": "military"}
    assert abilities.candidates(s, 0, me, spec) == [weak]
    assert strong not in abilities.candidates(s, 0, me, spec)
    conflict_at(g, [me], [weak])
    assert abilities.candidates(s, 0, me, {**spec, "skill_below_self": "conflict"}) == [weak]


def test_put_a_character_into_play_from_hand_into_the_conflict() -> None:
    from l5r_desktop.games.lcg.actions import Pass, UseAbility

    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    mine = put(s, 0, CAPTAIN, "hand")
    theirs = put(s, 1, SPEARMAN, "hand")
    call = put(s, 0, card("call", LcgType.EVENT, Side.CONFLICT, cost=0, abilities=({
        "timing": "action", "conflict": "any",
        "targets": [{"type": "character_in_hand"}],
        "effects": [{"op": "put_into_play", "target": 0, "into_conflict": True}]},)), "hand")
    conflict_at(g, [a], [])
    g.perform(Pass(1))
    uses = [x for x in g.legal_actions() if isinstance(x, UseAbility) and x.card == call]
    in_hand = {u for u in s.players[0].hand if s.defn(u).type is LcgType.CHARACTER}
    assert {x.targets[0] for x in uses} == in_hand and mine in in_hand
    assert UseAbility(0, call, 0, (theirs,)) not in uses  # never the opponent's hand
    fate = s.players[0].fate
    g.perform(UseAbility(0, call, 0, (mine,)))
    assert s.cards[mine].zone == "play" and s.players[0].fate == fate   # no cost paid
    assert s.conflict.attackers == [a, mine] and side_total(s, 0) == 6
    assert theirs in s.players[1].hand
    dup = put(s, 0, CAPTAIN, "hand")                      # unique: a copy is in play
    assert not resolve.run(s, 0, call, (dup,), [{"op": "put_into_play", "target": 0}], [])


def test_put_into_play_from_a_province_refills_it_and_claim_the_favor() -> None:
    g = board()
    s = g.state
    prov = s.players[0].provinces[0]
    u = s.province_cards[prov][0]
    s.defs[SPEARMAN.id] = SPEARMAN
    s.cards[u].card_id = SPEARMAN.id
    s.cards[u].facedown = False
    assert resolve.run(s, 0, u, (u,), [{"op": "put_into_play", "target": 0},
                                       {"op": "claim_favor", "side": "political"}], [])
    assert s.cards[u].zone == "play" and u in s.players[0].characters
    assert len(s.province_cards[prov]) == 1 and s.cards[s.province_cards[prov][0]].facedown
    assert (s.favor, s.favor_side) == (0, "political")
