"""Engine cases for more pool cards on the core vocabulary (provinces revealed or broken,
Dire and ordinary characters, a select-one of the opponent, a character sacrificed for skill),
registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py. Exact numbers and a refused case each; stand-in stats.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import cannot, glory, has_keyword
from tests.lcg.ability_cases_choices import _choices
from tests.lcg.ability_cases_core import _advance_to, _finish
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
    attach,
    card_def,
    case,
    character,
    game_of,
    mil,
    offered,
    place,
    pol,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import board, conflict_at, pass_window, put

CAVALRY = replace(CHEAP, id="t:cav", name="Rider", traits=("Cavalry",))


def _my_province(game, card_id: str, strength: int = 3) -> str:
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=strength,
                 element=("earth",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    return prov


@case("36-brushfires", "38-seeking-enlightenment")
def _when_revealed_against_the_attackers(card_id: str) -> None:
    game = board()                                    # B attacks A's facedown province
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, True
    a1, a2 = put(s, 1, FIGHTER, fate=3), put(s, 1, CHEAP)
    s.bank_fate -= 3
    s.players[1].fate = 5
    s.first_player = 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(DeclareConflict(1, "military", "air", prov))
    for u in (a1, a2):
        game.perform(ChooseParticipant(1, u))
    game.perform(Confirm(1))
    if card_id == "36-brushfires":
        assert {a.targets for a in offered(game, prov)} == {(a1,)}   # one with fate
        game.perform(UseAbility(0, prov, 0, (a1,)))
        assert s.cards[a1].fate == 1
    else:
        game.perform(UseAbility(0, prov, 0, ()))
        assert s.players[1].fate == 5 - 2              # two attackers
    game2 = board()
    _my_province(game2, card_id)
    assert offered(game2, game2.state.players[0].provinces[0]) == []   # not revealed


@case("37-cycle-of-vengeance", "37-the-way-of-peace")
def _when_broken_honor(card_id: str) -> None:
    game = board()
    s = game.state
    prov = _my_province(game, card_id)
    mine = [put(s, 0, CHEAP) for _ in range(3)]
    conflict_at(game, [put(s, 1, FIGHTER)], [], attacker=1, province=prov)
    pass_window(game)
    uses = _advance_to(game, prov)
    if card_id == "37-cycle-of-vengeance":
        assert UseAbility(0, prov, 0, (mine[0],)) in uses
        game.perform(UseAbility(0, prov, 0, (mine[0],)))
        assert (s.cards[mine[0]].fate, s.cards[mine[0]].status) == (1, "honored")
    else:
        assert UseAbility(0, prov, 2, tuple(mine)) in uses
        game.perform(UseAbility(0, prov, 2, tuple(mine)))
        assert [s.cards[u].status for u in mine] == ["honored"] * 3
    game2 = board()
    prov2 = _my_province(game2, card_id, strength=9)
    conflict_at(game2, [put(game2.state, 1, FIGHTER)], [], attacker=1, province=prov2)
    pass_window(game2)
    assert _advance_to(game2, prov2) == []            # not broken: refused


@case("37-perfect-land-believer", "38-damned-hida", "38-desperate-negotiator")
def _ordinary_or_dire(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=1, political=1, glory=0)
    s = t.state
    plus = {"37-perfect-land-believer": (2, 2), "38-damned-hida": (3, 0),
            "38-desperate-negotiator": (2, 2)}[card_id]
    assert (mil(s, uid), pol(s, uid)) == (1 + plus[0], 1 + plus[1])
    if card_id == "37-perfect-land-believer":
        s.cards[uid].status = "honored"               # not ordinary (glory 0)
    else:
        s.cards[uid].fate = 1                         # not dire
    assert (mil(s, uid), pol(s, uid)) == (1, 1)


@case("38-lion-s-pride-paragon")
def _dire_stays_ready(card_id: str) -> None:
    for fate, bowed in ((0, False), (1, True)):
        game = board()
        s = game.state
        uid = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3,
                                 political=1), fate=fate)
        s.bank_fate -= fate
        conflict_at(game, [uid], [put(s, 1, CHEAP)])
        pass_window(game)
        _finish(game)
        assert s.cards[uid].bowed is bowed


@case("38-the-eternal-watch")
def _bow_or_give_honor(card_id: str) -> None:
    for option, after in (("option:0", (True, 10, 10)), ("option:1", (False, 11, 9))):
        t = table()
        s = t.state
        prov = s.conflict.province
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        s.turn = 1
        game = game_of(t)
        game.perform(UseAbility(1, prov, 0, (t.a,)))
        assert game.waiting_for == 0 and _choices(game) == ["option:0", "option:1"]
        game.perform(Choose(0, option))
        s2 = game.state
        assert (s2.cards[t.a].bowed, s2.players[1].honor, s2.players[0].honor) == after
    t = table()
    t.state.turn = 1
    mine = t.state.players[1].provinces[1]
    t.state.defs[d.id] = d
    t.state.cards[mine].card_id, t.state.cards[mine].facedown = d.id, False
    assert offered(game_of(t), mine) == []            # a conflict elsewhere: refused


@case("37-silent-skirmisher")
def _sacrifice_another_for_two(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=0, military=1, political=None)
    s = t.state
    fodder = put(s, 0, CHEAP)
    assert targets_of(t, uid) == {(t.a,), (fodder,)}  # another character of mine
    s2 = use(t, uid, (fodder,))
    assert mil(s2, uid) == 3 and s2.cards[fodder].zone == "dynasty_discard"
    t2 = table()
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    alone = character(t2, card_id, cost=0, military=1, political=None)
    assert targets_of(t2, alone) == set()             # no conflict: refused


@case("39-blessed-by-fukurokujin")
def _host_never_dishonored(card_id: str) -> None:
    t = table()
    attach(t.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1), t.a)
    assert cannot(t.state, t.a, "receive_dishonored")
    assert not cannot(t.state, t.b, "receive_dishonored")


@case("40-betrayal-of-truth")
def _bow_each_participant_with_a_status(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=2), "hand")
    s = t.state
    plain = put(s, 1, CHEAP)
    home = put(s, 1, CHEAP)
    s.conflict.defenders.append(plain)
    s.cards[t.a].status, s.cards[t.b].status, s.cards[home].status = \
        "honored", "dishonored", "honored"
    s2 = use(t, ev)
    assert [s2.cards[u].bowed for u in (t.a, t.b, plain, home)] == [True, True, False, False]
    t2 = table()
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    ev2 = place(t2, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=2), "hand")
    assert targets_of(t2, ev2) == set()               # no conflict: refused


@case("40-fu-sui-temple")
def _pride_in_political_conflicts(card_id: str) -> None:
    for ctype, pride in (("political", True), ("military", False)):
        t = table(ctype)
        s = t.state
        prov = s.players[0].provinces[0]
        temple = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
                     province=prov)
        s.province_cards[prov].append(temple)
        home = put(s, 0, CHEAP)
        assert (has_keyword(s, t.a, "pride"), has_keyword(s, t.b, "pride")) == (pride, pride)
        assert not has_keyword(s, home, "pride")


@case("41-dutiful-assistant")
def _two_glory_while_honored(card_id: str) -> None:
    t = table()
    attach(t.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1,
                                keywords=("ancestral",)), t.a)
    s = t.state
    assert glory(s, t.a) == 1
    s.cards[t.a].status = "honored"
    assert glory(s, t.a) == 3 and mil(s, t.a) == 3 + 3


@case("41-ikoma-ujiaki")
def _switch_the_type_for_two_honor(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=5, military=3, political=5)
    s = use(t, uid)
    assert s.conflict.type == "political" and s.players[0].honor == 8
    t2 = table()
    home = character(t2, card_id, cost=5, military=3, political=5)
    assert targets_of(t2, home) == set()              # not participating: refused


@case("41-ride-on")
def _cavalry_in_or_out(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    s = t.state
    rider_home, rider_in = put(s, 0, CAVALRY), put(s, 0, CAVALRY)
    s.conflict.attackers.append(rider_in)
    assert {(a.index, a.targets) for a in offered(game_of(t), ev)} == {
        (0, (rider_home,)), (1, (rider_in,))}         # no other Cavalry: t.a is not one
    s2 = use(t, ev, (rider_home,))
    assert rider_home in s2.conflict.attackers
    game = game_of(t)
    game.perform(UseAbility(0, ev, 1, (rider_in,)))
    assert rider_in not in game.state.conflict.attackers
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, ev) == []                    # played: one of the two


