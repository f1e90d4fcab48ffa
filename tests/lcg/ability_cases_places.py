"""Engine cases for our ability records of core-set reactions, provinces and strongholds,
registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py.

Each case plays the record through the engine (``Game.perform`` of the UseAbility the engine
offers) and checks exact numbers, and the case it refuses (wrong conflict type, ring, side,
condition, or the option that shares a limit). Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    RingEffect,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import ELEMENTS, LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import glory, province_strength
from tests.lcg.ability_kit import (
    BUSHI,
    CHEAP,
    COURTIER,
    FIGHTER,
    card_def,
    case,
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
from tests.lcg.scenario import board, conflict_at, pass_window, put

STRONG = replace(FIGHTER, id="t:strong", name="Strong", military=5, political=5)
SHUGENJA = replace(CHEAP, id="t:shugenja", name="Shugenja", traits=("Shugenja",))
CAVALRY = replace(CHEAP, id="t:cavalry", name="Cavalry", traits=("Cavalry",))
TRINKET = LcgCardDef(id="t:trinket", name="Trinket", type=LcgType.ATTACHMENT,
                     side=Side.CONFLICT, cost=0, military_bonus=2, political_bonus=0)


def _skip_break(game: Game) -> None:
    """Keep the cards of a province the conflict broke (the breaker's choice)."""
    if game.state.step == "break_discard":
        game.perform(Choose(game.waiting_for, "keep"))


def _character_card(card_id: str, **kw: int) -> LcgCardDef:
    stats = {"cost": 2, "military": 3, "political": 3, "glory": 1} | kw
    return card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, **stats)


# -- reactions to a ring claimed, a conflict won as defender, a province revealed --------------
@case("01-akodo-toturi", "01-doji-hotaru")
def _ring_claimed_resolve_again(card_id: str) -> None:
    mine_type = "military" if "toturi" in card_id else "political"
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        mine = put(s, 0, _character_card(card_id))
        conflict_at(game, [mine], [put(s, 1, CHEAP)], ctype=ctype, ring="air")
        pass_window(game)   # 3 against 1: won, strength 3 not reached
        game.perform(RingEffect(0, "take"))
        assert (s.players[0].honor, s.players[1].honor) == (11, 9)
        if ctype != mine_type:
            assert offered(game, mine) == []
            continue
        assert s.step == "trigger_window" and offered(game, mine) == [UseAbility(0, mine, 0, ())]
        game.perform(UseAbility(0, mine, 0, ()))
        assert s.step == "ring_effect"
        game.perform(RingEffect(0, "take"))
        assert (s.players[0].honor, s.players[1].honor) == (12, 8)
        assert s.conflict is None


@case(*(f"01-keeper-of-{e}" for e in ELEMENTS))
def _keeper_role(card_id: str) -> None:
    element = card_id.rsplit("-", 1)[1]
    elsewhere = next(e for e in ELEMENTS if e != element)
    for ring, defending in ((element, True), (element, False), (elsewhere, True)):
        game = board()
        s = game.state
        role = put(s, 0, card_def(card_id, LcgType.ROLE, Side.ROLE), "role")
        s.players[0].role = role
        mine, foe = put(s, 0, STRONG), put(s, 1, CHEAP)
        if defending:
            conflict_at(game, [foe], [mine], ring=ring, attacker=1)
        else:
            conflict_at(game, [mine], [foe], ring=ring)
        pass_window(game)
        if not (defending and ring == element):
            assert offered(game, role) == []
            continue
        fate = s.players[0].fate
        assert s.step == "trigger_window" and offered(game, role) == [UseAbility(0, role, 0, ())]
        game.perform(UseAbility(0, role, 0, ()))
        assert s.players[0].fate == fate + 1


def _declare_against(game: Game, element: str) -> str:
    """P2 attacks P1's facedown first province, made a province of ``element``."""
    s = game.state
    prov = s.players[0].provinces[0]
    d = LcgCardDef(id=f"t:prov-{element}", name=f"{element} province", type=LcgType.PROVINCE,
                   side=Side.PROVINCE, strength=3, element=(element,))
    s.defs[d.id] = d
    s.cards[prov].card_id = d.id
    s.cards[prov].facedown = True
    a = put(s, 1, FIGHTER)
    s.first_player = 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(DeclareConflict(1, "military", "air", prov))
    game.perform(ChooseParticipant(1, a))
    game.perform(Confirm(1))
    return prov


@case(*(f"01-seeker-of-{e}" for e in ELEMENTS))
def _seeker_role(card_id: str) -> None:
    element = card_id.rsplit("-", 1)[1]
    elsewhere = next(e for e in ELEMENTS if e != element)
    for prov_element in (element, elsewhere):
        game = board()
        s = game.state
        role = put(s, 0, card_def(card_id, LcgType.ROLE, Side.ROLE), "role")
        s.players[0].role = role
        foe_role = put(s, 1, card_def(card_id, LcgType.ROLE, Side.ROLE), "role")
        s.players[1].role = foe_role
        fate = (s.players[0].fate, s.players[1].fate)
        _declare_against(game, prov_element)
        if prov_element != element:
            assert s.step == "defenders"   # nobody may react
            continue
        assert s.step == "trigger_window" and game.waiting_for == 0
        assert offered(game, role) == [UseAbility(0, role, 0, ())]
        game.perform(UseAbility(0, role, 0, ()))
        assert (s.players[0].fate, s.players[1].fate) == (fate[0] + 1, fate[1])


@case("01-defend-the-wall")
def _defend_the_wall(card_id: str) -> None:
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
    for here in (True, False):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        s.defs[d.id] = d
        s.cards[prov].card_id = d.id
        s.cards[prov].facedown = False
        mine, foe = put(s, 0, STRONG), put(s, 1, CHEAP)
        where = prov if here else s.players[0].provinces[1]
        conflict_at(game, [foe], [mine], ring="air", attacker=1, province=where)
        pass_window(game)
        if not here:
            assert offered(game, prov) == []
            continue
        assert s.step == "trigger_window" and offered(game, prov) == [UseAbility(0, prov, 0, ())]
        game.perform(UseAbility(0, prov, 0, ()))
        assert s.step == "ring_effect" and game.waiting_for == 0
        game.perform(RingEffect(0, "take"))
        assert (s.players[0].honor, s.players[1].honor) == (11, 9)


@case("01-for-greater-glory")
def _for_greater_glory(card_id: str) -> None:
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        b1 = put(s, 0, replace(BUSHI, id="t:big-bushi", military=4, political=4))
        b2 = put(s, 0, BUSHI)
        other = put(s, 0, FIGHTER)
        home = put(s, 0, BUSHI)
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
        conflict_at(game, [b1, b2, other], [], ctype=ctype)
        s.players[0].fate = 5
        pass_window(game)   # 9 (or 7) against no defender: the province (3) breaks
        if ctype == "political":
            assert offered(game, ev) == []
            continue
        assert s.step == "trigger_window" and offered(game, ev) == [UseAbility(0, ev, 0, ())]
        game.perform(UseAbility(0, ev, 0, ()))
        assert [s.cards[u].fate for u in (b1, b2, other, home)] == [1, 1, 0, 0]
        assert s.players[0].fate == 4


@case("01-deathseeker")
def _deathseeker(card_id: str) -> None:
    for attacking in (True, False):
        game = board()
        s = game.state
        mine = put(s, 0, _character_card(card_id, military=1, political=1))
        foe = put(s, 1, STRONG, fate=2)
        poor = put(s, 1, CHEAP)
        if attacking:
            conflict_at(game, [mine], [foe])
        else:
            conflict_at(game, [foe], [mine], attacker=1)
        pass_window(game)
        _skip_break(game)
        if not attacking:
            assert offered(game, mine) == []   # lost as a defender
            continue
        assert s.step == "trigger_window"
        assert {(a.index, a.targets) for a in offered(game, mine)} == {(0, (poor,)),
                                                                       (1, (foe,))}
        game.perform(UseAbility(0, mine, 1, (foe,)))
        assert s.cards[foe].fate == 1 and s.cards[mine].zone == "dynasty_discard"
        assert s.cards[poor].zone == "play"


# -- provinces and strongholds -----------------------------------------------------------------
@case("01-ancestral-lands", "01-entrenched-position")
def _strength_in_one_conflict_type(card_id: str) -> None:
    strong_in = "political" if "ancestral" in card_id else "military"
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        prov = s.players[1].provinces[0]
        s.defs[d.id] = d
        s.cards[prov].card_id = d.id
        s.cards[prov].facedown = False
        mine = put(s, 0, replace(FIGHTER, id="t:six", military=6, political=6))
        conflict_at(game, [mine], [], ctype=ctype, province=prov)
        assert province_strength(s, prov) == (8 if ctype == strong_in else 3)
        pass_window(game)   # 6 against the province's strength
        assert s.cards[prov].broken is (ctype != strong_in)


@case("01-city-of-the-open-hand")
def _open_hand(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    assert targets_of(t, uid) == set()          # 10 against 10: not less honorable
    t.state.players[0].honor = 9
    game = game_of(t)
    assert [a.index for a in offered(game, uid)] == [0, 1]
    game.perform(UseAbility(0, uid, 0, ()))
    s = game.state
    assert (s.players[0].honor, s.players[1].honor) == (9, 9) and s.cards[uid].bowed
    game = game_of(t)
    game.perform(UseAbility(0, uid, 1, ()))
    s = game.state
    assert (s.players[0].honor, s.players[1].honor) == (10, 10)
    game.perform(Pass(1))
    s.cards[uid].bowed = False   # readied: the select-one options share one limit
    s.players[0].honor = 5
    game.invalidate()
    assert game.waiting_for == 0 and offered(game, uid) == []


@case("01-golden-plains-outpost")
def _golden_plains(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    cav = put(t.state, 0, CAVALRY)
    put(t.state, 0, CHEAP)
    put(t.state, 1, CAVALRY)
    assert targets_of(t, uid) == {(cav,)}        # my Cavalry at home only
    s = use(t, uid, (cav,))
    assert s.conflict.attackers == [t.a, cav] and s.cards[uid].bowed
    t = table("political")
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    put(t.state, 0, CAVALRY)
    assert targets_of(t, uid) == set()


@case("01-isawa-mori-seido")
def _glory_for_the_phase(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    assert (t.b,) in targets_of(t, uid)
    s = use(t, uid, (t.a,))
    assert glory(s, t.a) == 3 and s.cards[uid].bowed
    s.cards[t.a].status = "honored"
    assert mil(s, t.a) == 3 + 3    # honored: skill plus the raised glory


@case("01-shiro-nishiyama")
def _each_defender(card_id: str) -> None:
    t = table()
    defending_at(t)
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    second = put(t.state, 0, CHEAP)
    t.state.conflict.defenders.append(second)
    home = put(t.state, 0, CHEAP)
    s = use(t, uid)
    assert [(mil(s, u), pol(s, u)) for u in (t.a, second, home, t.b)] == [
        (4, 3), (2, 2), (1, 1), (3, 2)]
    attacking = table()
    uid = place(attacking, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    assert targets_of(attacking, uid) == set()


@case("01-shizuka-toshi")
def _bow_low_political(card_id: str) -> None:
    t = table("political")
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    courtier = put(t.state, 1, COURTIER)
    t.state.conflict.defenders.append(courtier)
    put(t.state, 1, CHEAP)                       # at home
    assert targets_of(t, uid) == {(t.a,), (t.b,)}   # political 2; the courtier has 3
    s = use(t, uid, (t.b,))
    assert s.cards[t.b].bowed and s.cards[uid].bowed
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    assert targets_of(t, uid) == set()


@case("01-shameful-display")
def _honor_one_dishonor_the_other(card_id: str) -> None:
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    elsewhere = table()
    assert targets_of(elsewhere, place(elsewhere, d, "province")) == set()
    t = table()
    defending_at(t)
    prov = place(t, d, "province")
    put(t.state, 1, CHEAP)
    assert targets_of(t, prov) == {(t.a, t.b), (t.b, t.a)}
    s = use(t, prov, (t.a, t.b))
    assert (s.cards[t.a].status, s.cards[t.b].status) == ("honored", "dishonored")
