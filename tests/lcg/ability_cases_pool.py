"""Engine cases for our ability records of cards after the core set written on the core
set's vocabulary (a province revealed or broken, a player chosen, the Imperial Favor claimed,
discarded or counted, fate-phase protections, a skill copied), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import glory_count
from tests.lcg.ability_cases_choices import BANISH_ANY, _fate_phase
from tests.lcg.ability_cases_core import _advance_to, _finish
from tests.lcg.ability_cases_later import _reveal
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
    card_def,
    case,
    character,
    game_of,
    mil,
    offered,
    place,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import RALLY_CRY, board, conflict_at, pass_window, put


@case("02-tears-of-amaterasu")
def _fate_per_attacker_when_revealed(card_id: str) -> None:
    game, prov, _ = _reveal(card_id, [FIGHTER, CHEAP, CHEAP])
    s = game.state
    fate = s.players[0].fate
    assert s.step == "trigger_window" and offered(game, prov) == [UseAbility(0, prov, 0, ())]
    game.perform(UseAbility(0, prov, 0, ()))
    assert s.players[0].fate == fate + 3
    game = board()                                    # already faceup: not revealed, refused
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    raider = put(s, 1, FIGHTER)
    s.first_player = 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(DeclareConflict(1, "military", "air", prov))
    game.perform(ChooseParticipant(1, raider))
    game.perform(Confirm(1))
    assert offered(game, prov) == [] and s.step != "trigger_window"


@case("05-backhanded-compliment")
def _a_player_draws_and_loses_honor(card_id: str) -> None:
    for index, who in ((0, 0), (1, 1)):
        t = table()
        ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        hands = [len(t.state.players[p].hand) - (p == 0) for p in (0, 1)]
        game = game_of(t)
        game.perform(UseAbility(0, ev, index, ()))
        s = game.state
        assert len(s.players[who].hand) == hands[who] + 1
        assert len(s.players[1 - who].hand) == hands[1 - who]
        assert (s.players[who].honor, s.players[1 - who].honor) == (9, 10)
        if game.waiting_for == 1:
            game.perform(Pass(1))
        assert offered(game, ev) == []                # played: gone from hand


@case("05-before-the-throne")
def _take_two_honor_when_broken(card_id: str) -> None:
    for strength in (3, 4):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=strength,
                     element=("earth",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        conflict_at(game, [put(s, 1, FIGHTER)], [], attacker=1, province=prov)
        pass_window(game)
        if strength == 4:
            assert _advance_to(game, prov) == []     # not broken: refused
            continue
        assert _advance_to(game, prov) == [UseAbility(0, prov, 0, ())]
        game.perform(UseAbility(0, prov, 0, ()))
        assert (s.players[0].honor, s.players[1].honor) == (10 - 1 + 2, 10 - 2)   # unopposed: -1


@case("05-fawning-diplomat")
def _claim_the_favor_when_leaving(card_id: str) -> None:
    for index, side in ((0, "military"), (1, "political")):
        t = table()
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=1,
                     political=3)
        s = t.state
        mine = put(s, 1, d)
        s.favor = 0
        killer = place(t, BANISH_ANY, "hand")
        game = game_of(t)
        game.perform(UseAbility(0, killer, 0, (mine,)))
        assert {a.index for a in offered(game, mine)} == {0, 1}
        game.perform(UseAbility(1, mine, index, ()))
        _finish(game)
        s2 = game.state
        assert (s2.favor, s2.favor_side) == (1, side) and s2.cards[mine].zone != "play"
    t = table()
    other = put(t.state, 1, CHEAP)
    put(t.state, 1, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=1,
                             political=3))
    killer = place(t, BANISH_ANY, "hand")
    game = game_of(t)
    game.perform(UseAbility(0, killer, 0, (other,)))
    assert game.state.favor is None                   # another character left: refused


@case("05-doji-shizue")
def _kept_in_the_fate_phase_with_the_favor(card_id: str) -> None:
    for favor, kept in ((0, True), (1, False)):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=2)
        poor, rich = put(s, 0, d), put(s, 0, replace(d, id="t:shizue-2"), fate=2)
        rich_def = s.defs["t:shizue-2"]
        assert rich_def.abilities                     # the same record on both copies
        s.bank_fate -= 2
        s.favor = favor
        _fate_phase(game)
        _finish(game)
        assert (s.cards[poor].zone == "play") is kept
        assert s.cards[rich].fate == (2 if kept else 1)


@case("05-agasha-sumiko")
def _ready_after_attacking_with_the_favor(card_id: str) -> None:
    for favor, ready in ((0, True), (None, False)):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=5, military=2, political=2)
        uid = put(s, 0, d)
        s.favor = favor
        conflict_at(game, [uid], [put(s, 1, CHEAP)], ctype="political")
        pass_window(game)
        _finish(game)
        assert s.cards[uid].bowed is not ready


@case("03-kabuki-hero")
def _military_equal_to_political(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=2, military=0, political=2)
    t.state.effects.append({"kind": "skill", "card": uid, "political": 1, "until": "conflict"})
    s = use(t, uid)
    assert mil(s, uid) == 3 and s.players[0].fate == 9
    t2 = table()
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    hero = character(t2, card_id, cost=2, military=0, political=2)
    assert targets_of(t2, hero) == set()              # no conflict: refused


@case("06-fair-accord")
def _favor_for_two_fate_in_the_dynasty_phase(card_id: str) -> None:
    for favor in (0, 1):
        game = board()
        s = game.state
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        s.favor = favor
        fate = s.players[0].fate
        game.invalidate()
        if favor == 1:
            assert offered(game, ev) == []           # no favor to discard: refused
            continue
        game.perform(UseAbility(0, ev, 0, ()))
        assert s.favor is None and s.players[0].fate == fate + 2


@case("05-the-imperial-palace")
def _three_more_glory(card_id: str) -> None:
    game = board()
    s = game.state
    put(s, 0, FIGHTER)
    before = glory_count(s, 0)
    prov = s.players[0].provinces[0]
    uid = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province", province=prov)
    s.province_cards[prov].append(uid)
    assert glory_count(s, 0) == before + 3 and glory_count(s, 1) == glory_count(s, 1)
    s.cards[uid].facedown = True
    assert glory_count(s, 0) == before                # facedown: nothing


@case("04-censure")
def _cancel_an_event_with_the_favor(card_id: str) -> None:
    for favor in (1, 0):
        t = table()
        s = t.state
        censure = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        s.favor = favor
        cry = place(t, RALLY_CRY, "hand")
        game = game_of(t)
        game.perform(UseAbility(0, cry, 0, (t.a,)))
        s2 = game.state
        if favor == 0:
            assert offered(game, censure) == []      # no Imperial Favor: refused
            assert mil(s2, t.a) == 5
            continue
        assert offered(game, censure) == [UseAbility(1, censure, 0, ())]
        game.perform(UseAbility(1, censure, 0, ()))
        _finish(game)
        assert mil(s2, t.a) == 3                      # the +2 canceled
