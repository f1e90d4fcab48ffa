"""Engine cases for more pool cards on the core vocabulary (auras, hand sizes compared, fate
placed on the rings, provinces turned facedown, costs paid with a chosen card), registered by
card id in ``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.
Exact numbers and a refused case each; stand-in stats.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseParticipant,
    Confirm,
    Pass,
    PlayCharacter,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import has_keyword, province_strength
from tests.lcg.ability_cases_choices import _choices
from tests.lcg.ability_cases_core import _advance_to
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
    MONK,
    attach,
    card_def,
    case,
    character,
    defending_at,
    game_of,
    mil,
    offered,
    place,
    pol,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import BLADE, SHAME, board, conflict_at, declare, pass_window, put

STAR = replace(FIGHTER, id="t:star", name="Star", unique=True)
IMPERIAL = replace(CHEAP, id="t:imperial", name="Imperial", traits=("Imperial",))


@case("24-mantra-of-air")
def _honor_a_monk_and_draw(card_id: str) -> None:
    for ring in ("air", "fire"):
        game = board()
        s = game.state
        monk = put(s, 1, MONK)
        ev = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        attacker = put(s, 0, FIGHTER)
        declare(game, "military", ring, s.players[1].provinces[0])
        game.perform(ChooseParticipant(0, attacker))
        game.perform(Confirm(0))
        if ring == "fire":
            assert _advance_to(game, ev) == []       # not an air conflict: refused
            continue
        hand = len(s.players[1].hand)
        assert [a.targets for a in _advance_to(game, ev)] == [(monk,)]
        game.perform(UseAbility(1, ev, 0, (monk,)))
        assert s.cards[monk].status == "honored" and len(s.players[1].hand) == hand


@case("21-ujik-tactics")
def _non_unique_characters_plus_one(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    star = put(t.state, 0, STAR)
    s = use(t, ev)
    assert (mil(s, t.a), mil(s, star), mil(s, t.b)) == (4, 3, 3)
    t2 = table()
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    ev2 = place(t2, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    assert targets_of(t2, ev2) == set()               # no conflict: refused


@case("23-petal-village-estate")
def _imperial_plus_one(card_id: str) -> None:
    game = board()
    s = game.state
    mine, plain, theirs = put(s, 0, IMPERIAL), put(s, 0, CHEAP), put(s, 1, IMPERIAL)
    prov = s.players[0].provinces[0]
    uid = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province", province=prov)
    s.province_cards[prov].append(uid)
    assert [(mil(s, u), pol(s, u)) for u in (mine, plain, theirs)] == [(2, 2), (1, 1), (1, 1)]


@case("21-matsu-swiftspear", "21-steward-of-the-rich-frog")
def _fewer_cards_in_hand(card_id: str) -> None:
    for fewer in (True, False):
        t = table()
        uid = character(t, card_id, military=2, political=2)
        s = t.state
        mine = len(s.players[0].hand)
        s.players[1].hand = s.players[1].hand[:mine]          # as many cards
        if fewer:
            put(s, 1, CHEAP, "hand")                          # put() adds it to the hand
        if card_id == "21-matsu-swiftspear":
            assert mil(s, uid) == (4 if fewer else 2)
            continue
        shame = put(s, 1, SHAME, "hand")                      # the opponent plays it:
        assert len(s.players[1].hand) - 1 == mine + fewer     # his count as it resolves
        s.turn = 1
        game = game_of(t)
        game.perform(UseAbility(1, shame, 0, (t.a,)))
        assert game.state.cards[t.a].status == ("" if fewer else "dishonored")


@case("21-sharpen-the-mind")
def _discard_for_plus_three(card_id: str) -> None:
    t = table()
    att = attach(t.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0), t.a)
    hand = list(t.state.players[0].hand)
    assert targets_of(t, att) == {(h,) for h in hand}
    s = use(t, att, (hand[1],))
    assert (mil(s, t.a), pol(s, t.a)) == (6, 5) and hand[1] in s.players[0].conflict_discard
    t2 = table()
    att2 = attach(t2.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0),
                  t2.a)
    t2.state.players[0].hand.clear()
    assert targets_of(t2, att2) == set()              # nothing to discard: refused


@case("23-army-of-the-rising-wave", "25-fuchi-mura")
def _fate_on_each_unclaimed_ring(card_id: str) -> None:
    game = board()
    s = game.state
    for r in s.rings.values():
        r["fate"] = 0
    s.rings["void"]["claimed_by"] = 0
    if card_id == "23-army-of-the-rising-wave":
        uid = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.CONFLICT, cost=5,
                                 military=6, political=3), "hand")
        s.phase, s.step, s.turn = "conflict", "action_window", 0
        s.window = {"kind": "draw", "passes": 0}
        s.players[0].fate = 5
        game.invalidate()
        game.perform(PlayCharacter(0, uid, 0))
        src = uid
    else:
        prov = s.players[0].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("fire",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        attacker = put(s, 1, FIGHTER)
        declare(game, "military", "air", prov, p=1)
        game.perform(ChooseParticipant(1, attacker))
        game.perform(Confirm(1))
        src = prov
    assert offered(game, src) == [UseAbility(0, src, 0, ())]
    game.perform(UseAbility(0, src, 0, ()))
    contested = s.conflict.ring if s.conflict else None
    assert {e: r["fate"] for e, r in s.rings.items()} == {
        e: (0 if e == "void" or (e == contested and card_id == "x") else 1) for e in s.rings}
    game2 = board()
    s2 = game2.state
    other = s2.players[0].provinces[1]
    if card_id == "25-fuchi-mura":                    # a conflict at another province: refused
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("fire",))
        s2.defs[d.id] = d
        mine = s2.players[0].provinces[0]
        s2.cards[mine].card_id, s2.cards[mine].facedown = d.id, False
        attacker = put(s2, 1, FIGHTER)
        declare(game2, "military", "air", other, p=1)
        game2.perform(ChooseParticipant(1, attacker))
        game2.perform(Confirm(1))
        assert offered(game2, mine) == []


@case("26-hida-sukune")
def _draw_then_discard_while_defending(card_id: str) -> None:
    t = table()
    defending_at(t)
    s = t.state
    uid = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1,
                             political=2))
    s.conflict.defenders.append(uid)
    hand = list(s.players[0].hand)
    top = s.players[0].conflict_deck[-1]
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert sorted(_choices(game)) == sorted([*hand, top]) and game.waiting_for == 0
    game.perform(Choose(0, hand[0]))
    assert sorted(game.state.players[0].hand) == sorted([*hand[1:], top])
    t2 = table()
    attacker = character(t2, card_id, participating=True, military=1, political=2)
    assert targets_of(t2, attacker) == set()          # attacking, not defending: refused


@case("26-fruitful-respite")
def _fate_when_a_ready_opponent_passes(card_id: str) -> None:
    for ready in (True, False):
        game = board()
        s = game.state
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        put(s, 1, CHEAP, bowed=not ready)
        fate = s.players[0].fate
        s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
        game.invalidate()
        game.perform(Pass(1))
        if not ready:
            assert offered(game, ev) == []           # no ready character: refused
            continue
        game.perform(UseAbility(0, ev, 0, ()))
        assert s.players[0].fate == fate + 2


@case("26-siege-warfare")
def _province_two_weaker_with_a_holding(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    s = t.state
    for prov in s.players[0].provinces:              # no holding of mine: refused
        for u in s.province_cards[prov]:
            s.cards[u].facedown = True
    assert targets_of(t, ev) == set()
    prov = s.players[0].provinces[0]
    h = put(s, 0, replace(CHEAP, id="t:hold", type=LcgType.HOLDING, military=None,
                          political=None), "province", province=prov)
    s.province_cards[prov].append(h)
    before = province_strength(s, s.conflict.province)
    s2 = use(t, ev)
    assert province_strength(s2, s2.conflict.province) == max(0, before - 2)


@case("25-hida-kotoe")
def _discard_an_attachment_after_defending(card_id: str) -> None:
    game = board()
    s = game.state
    kotoe = put(s, 1, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3,
                               political=1))
    foe = put(s, 0, CHEAP)
    blade = attach(s, 0, replace(BLADE, keywords=(), military_bonus=0), foe)
    conflict_at(game, [foe], [kotoe])
    pass_window(game)                                 # 1 against 3: the defender wins
    assert _advance_to(game, kotoe) == [UseAbility(1, kotoe, 0, (blade,))]
    game.perform(UseAbility(1, kotoe, 0, (blade,)))
    assert s.cards[blade].zone == "conflict_discard"
    game2 = board()
    s2 = game2.state
    kotoe2 = put(s2, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3,
                                 political=1))
    attach(s2, 1, replace(BLADE, keywords=()), put(s2, 1, CHEAP))
    conflict_at(game2, [kotoe2], [])
    pass_window(game2)
    assert _advance_to(game2, kotoe2) == []           # won as the attacker: refused


@case("20-yogo-preserver")
def _dishonored_gain_sincerity(card_id: str) -> None:
    t = table()
    character(t, card_id, military=2, political=3)
    s = t.state
    assert not has_keyword(s, t.a, "sincerity")
    s.cards[t.a].status = s.cards[t.b].status = "dishonored"
    assert has_keyword(s, t.a, "sincerity") and not has_keyword(s, t.b, "sincerity")


@case("20-untamed-steppe")
def _turn_another_province_facedown(card_id: str) -> None:
    t = table()
    s = t.state
    prov = s.conflict.province
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    target = s.players[0].provinces[2]
    s.cards[target].facedown = False
    s.turn = 1
    game = game_of(t)
    assert (prov,) not in {a.targets for a in offered(game, prov)}
    game.perform(UseAbility(1, prov, 0, (target,)))
    assert game.state.cards[target].facedown
    t.state.conflict = None
    t.state.window = {"kind": "draw", "passes": 0}
    assert offered(game_of(t), prov) == []            # no conflict here: refused
