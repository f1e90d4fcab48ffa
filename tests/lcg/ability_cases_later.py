"""Engine cases for our ability records of cards from the packs after the core set (rings
claimed, the Imperial Favor, status tokens, provinces revealed, select-one moves, a duel),
registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py.

Each case plays the record through the engine and checks exact numbers, and the case it
refuses. Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    Bid,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    PlayAttachment,
    PlayCharacter,
    RingEffect,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import glory, has_keyword
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

SCHOLAR = replace(CHEAP, id="t:scholar", name="Scholar", traits=("Scholar",))
SHUGENJA = replace(CHEAP, id="t:phoenix-shugenja", name="Shugenja", clan="phoenix",
                   traits=("Shugenja",))
UNICORN = replace(CHEAP, id="t:unicorn", name="Unicorn", clan="unicorn")
STAR = replace(FIGHTER, id="t:star", name="Star", unique=True)


# -- constant abilities on rings claimed, the Imperial Favor, glory ---------------------------
_CLAIMED = {"09-third-tower-guard": (("earth", "water"), 2, 0),
            "10-court-novice": (("air", "water"), 0, 2),
            "10-ikoma-reservist": (("fire", "water"), 2, 0),
            "10-impulsive-novice": (("fire", "void"), 1, 1),
            "11-battle-maiden-recruit": (("water", "void"), 2, 0),
            "11-sadane-student": (("air", "fire"), 0, 2),
            "14-reader-of-omens": (("air", "void"), 0, 3)}


@case(*_CLAIMED)
def _while_a_ring_is_claimed(card_id: str) -> None:
    rings, plus_mil, plus_pol = _CLAIMED[card_id]
    other = next(e for e in ("air", "earth", "fire", "water", "void") if e not in rings)
    for ring in rings:
        t = table()
        uid = character(t, card_id)
        s = t.state
        s.rings[other]["claimed_by"] = 0
        s.rings[ring]["claimed_by"] = 1           # claimed by the opponent: no bonus
        assert (mil(s, uid), pol(s, uid)) == (2, 2)
        s.rings[ring]["claimed_by"] = 0
        assert (mil(s, uid), pol(s, uid)) == (2 + plus_mil, 2 + plus_pol)


@case("12-volcanic-troll")
def _while_fire_unclaimed(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    assert (mil(t.state, uid), pol(t.state, uid)) == (4, 4)
    t.state.rings["fire"]["claimed_by"] = 1
    assert (mil(t.state, uid), pol(t.state, uid)) == (2, 2)


@case("05-utaku-mediator")
def _without_the_favor(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    assert (mil(t.state, uid), pol(t.state, uid)) == (3, 3)
    t.state.favor = 0
    assert (mil(t.state, uid), pol(t.state, uid)) == (2, 2)
    t.state.favor = 1
    assert (mil(t.state, uid), pol(t.state, uid)) == (3, 3)


@case("08-favor-of-the-kami")
def _glory_for_the_host(card_id: str) -> None:
    t = table()
    kami = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=0,
                    political_bonus=0)
    attach(t.state, 0, kami, t.a)
    assert (glory(t.state, t.a), glory(t.state, t.b)) == (2, 1)
    t.state.cards[t.a].status = "honored"
    assert mil(t.state, t.a) == 3 + 2


# -- reactions to rings claimed and characters played -----------------------------------------
def _claim(game: Game, mine: str, ring: str, attacker: int = 0) -> None:
    s = game.state
    foe = put(s, 1 - attacker, CHEAP)
    conflict_at(game, [mine], [foe], ring=ring, attacker=attacker)
    pass_window(game)   # 3 against 1
    if ring == "water":
        game.perform(RingEffect(attacker, "skip"))
    else:
        game.perform(RingEffect(attacker, "take" if ring == "air" else "skip"))


@case("09-kudaka")
def _air_claimed(card_id: str) -> None:
    for ring in ("air", "fire"):
        game = board()
        s = game.state
        mine = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=4, military=3,
                                  political=3, glory=1))
        _claim(game, mine, ring)
        if ring == "fire":
            assert offered(game, mine) == []
            continue
        fate, hand = s.players[0].fate, len(s.players[0].hand)
        assert s.step == "trigger_window" and offered(game, mine) == [UseAbility(0, mine, 0, ())]
        game.perform(UseAbility(0, mine, 0, ()))
        assert (s.players[0].fate, len(s.players[0].hand)) == (fate + 1, hand + 1)


@case("07-asako-tsuki")
def _water_claimed_by_anyone(card_id: str) -> None:
    for attacker in (0, 1):
        game = board()
        s = game.state
        tsuki = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2,
                                   military=1, political=3, glory=1))
        scholar = put(s, 1, SCHOLAR)
        put(s, 0, replace(SCHOLAR, id="t:proud", name="Proud"), status="honored")
        _claim(game, put(s, attacker, FIGHTER), "water", attacker)
        assert s.step == "trigger_window" and game.waiting_for == 0   # the first player
        assert offered(game, tsuki) == [UseAbility(0, tsuki, 0, (scholar,))]   # not honored
        game.perform(UseAbility(0, tsuki, 0, (scholar,)))
        assert s.cards[scholar].status == "honored"


def _play_from_hand(card_id: str, **stats: int) -> tuple[Game, str]:
    game = board()
    s = game.state
    d = card_def(card_id, LcgType.CHARACTER, Side.CONFLICT, **({"cost": 1, "military": 1,
                                                                 "political": 1} | stats))
    uid = put(s, 0, d, "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    s.players[0].fate, s.players[1].fate = 5, 3
    game.invalidate()
    game.perform(PlayCharacter(0, uid, 0))
    return game, uid


@case("04-hiruma-skirmisher")
def _covert_for_the_phase(card_id: str) -> None:
    game, uid = _play_from_hand(card_id)
    s = game.state
    assert s.step == "trigger_window" and offered(game, uid) == [UseAbility(0, uid, 0, ())]
    assert not has_keyword(s, uid, "covert")
    game.perform(UseAbility(0, uid, 0, ()))
    assert has_keyword(s, uid, "covert")
    assert [e["until"] for e in s.effects if e.get("card") == uid] == ["phase"]


@case("02-goblin-sneak")
def _fate_from_the_opponent(card_id: str) -> None:
    game, uid = _play_from_hand(card_id, cost=2)
    s = game.state
    game.perform(UseAbility(0, uid, 0, ()))
    assert (s.cards[uid].fate, s.players[1].fate, s.players[0].fate) == (1, 2, 3)
    game, uid = _play_from_hand(card_id, cost=2)
    s = game.state
    s.players[1].fate = 0
    game.perform(UseAbility(0, uid, 0, ()))
    assert s.cards[uid].fate == 0                 # nothing to take: nothing placed


# -- moves: select one, the Imperial Favor's honor, more honorable -----------------------------
@case("06-moto-juro")
def _in_or_out_twice(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=5)
    game = game_of(t)
    assert [a.index for a in offered(game, uid)] == [0]       # at home: move in only
    for index, inside in ((0, True), (1, False)):
        game.perform(UseAbility(0, uid, index, ()))
        assert (uid in game.state.conflict.attackers) is inside
        game.perform(Pass(1))
    assert offered(game, uid) == []               # twice per round between both options


@case("13-dispatch")
def _dispatch(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1,
                           keywords=("limited",)), "hand")
    home = put(t.state, 0, UNICORN)
    fighting = put(t.state, 0, UNICORN)
    t.state.conflict.attackers.append(fighting)
    put(t.state, 0, CHEAP)                        # not a Unicorn
    game = game_of(t)
    assert {(a.index, a.targets) for a in offered(game, ev)} == {(0, (home,)),
                                                                (1, (fighting,))}
    s = use(t, ev, (home,))
    assert home in s.conflict.attackers and s.players[0].fate == 9
    t.state.players[0].limited_played = 1
    assert targets_of(t, ev) == set()             # a Limited card was played this round


@case("13-matsu-mitsuko")
def _more_honorable_move_in(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=4)
    assert targets_of(t, uid) == set()            # 10 against 10
    t.state.players[0].honor = 11
    assert targets_of(t, uid) == {(uid,)}
    assert uid in use(t, uid, (uid,)).conflict.attackers
    political = table("political")
    political.state.players[0].honor = 11
    assert targets_of(political, character(political, card_id)) == set()


@case("09-formal-invitation")
def _formal_invitation(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=0,
                 political_bonus=0)
    t = table("political")
    star = put(t.state, 0, replace(STAR, glory=2))
    copy = place(t, d, "hand")
    game = game_of(t)
    assert {a.target for a in game.legal_actions() if isinstance(a, PlayAttachment)
            and a.card == copy} == {star}         # glory 2 or higher
    invite = attach(t.state, 0, d, star)
    assert star in use(t, invite).conflict.attackers
    military = table()
    star = put(military.state, 0, replace(STAR, glory=2))
    assert targets_of(military, attach(military.state, 0, d, star)) == set()


@case("12-heroic-resolve")
def _two_rings_claimed(card_id: str) -> None:
    t = table()
    t.state.cards[t.a].bowed = True
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1, military_bonus=0,
                 political_bonus=0)
    resolve = attach(t.state, 0, d, t.a)
    t.state.rings["earth"]["claimed_by"] = 0
    assert targets_of(t, resolve) == set()
    t.state.rings["void"]["claimed_by"] = 0
    assert not use(t, resolve).cards[t.a].bowed


# -- status tokens ----------------------------------------------------------------------------
@case("13-perfect-land-ethos")
def _every_status_token(card_id: str) -> None:
    t = table()
    t.state.cards[t.a].status = "honored"
    t.state.cards[t.b].status = "dishonored"
    home = put(t.state, 1, CHEAP, status="honored")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=2), "hand")
    s = use(t, ev)
    assert [s.cards[u].status for u in (t.a, t.b, home)] == ["", "", ""]
    assert s.players[0].fate == 8


@case("01-soshi-illusionist")
def _discard_a_token(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    t.state.cards[t.b].status = "honored"
    assert targets_of(t, uid) == {(t.b,)}         # only a card with a token
    s = use(t, uid, (t.b,))
    assert s.cards[t.b].status == "" and s.players[0].fate == 9


@case("15-court-of-deception")
def _court_of_deception(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.HOLDING, Side.DYNASTY, strength_bonus=1),
                "holding")
    shamed = put(t.state, 0, CHEAP, status="dishonored")
    t.state.cards[t.a].status = "dishonored"      # participating: not in my home
    assert targets_of(t, uid) == set()            # 10 honor
    t.state.players[0].honor = 6
    assert targets_of(t, uid) == {(shamed,)}
    assert use(t, uid, (shamed,)).cards[shamed].status == ""


@case("04-benten-s-touch")
def _bow_a_shugenja_to_honor(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    assert targets_of(t, ev) == set()             # no Phoenix Shugenja
    priest = put(t.state, 0, SHUGENJA)
    put(t.state, 0, replace(SHUGENJA, id="t:crab-shugenja", clan="crab"))
    assert targets_of(t, ev) == {(priest, t.a)}
    s = use(t, ev, (priest, t.a))
    assert s.cards[priest].bowed and s.cards[t.a].status == "honored"


# -- provinces revealed -------------------------------------------------------------------------
def _reveal(card_id: str, attackers: list[LcgCardDef]) -> tuple[Game, str, list[str]]:
    """P2 declares a military air conflict against P1's facedown first province, ``card_id``."""
    game = board()
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
    s.defs[d.id] = d
    s.cards[prov].card_id = d.id
    s.cards[prov].facedown = True
    uids = [put(s, 1, a) for a in attackers]
    s.first_player = 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(DeclareConflict(1, "military", "air", prov))
    for u in uids:
        game.perform(ChooseParticipant(1, u))
    game.perform(Confirm(1))
    return game, prov, uids


@case("12-flooded-waste")
def _bow_each_attacker(card_id: str) -> None:
    game, prov, (a1, a2) = _reveal(card_id, [FIGHTER, CHEAP])
    s = game.state
    home = put(s, 1, CHEAP)
    game.invalidate()
    assert s.step == "trigger_window" and offered(game, prov) == [UseAbility(0, prov, 0, ())]
    game.perform(UseAbility(0, prov, 0, ()))
    assert [s.cards[u].bowed for u in (a1, a2, home)] == [True, True, False]


@case("13-raging-battleground")
def _discard_without_fate(card_id: str) -> None:
    game, prov, (star, poor) = _reveal(card_id, [STAR, CHEAP])
    s = game.state
    put(s, 1, CHEAP, fate=1)
    game.invalidate()
    assert {a.targets for a in offered(game, prov)} == {(poor,)}   # non-unique, no fate
    game.perform(UseAbility(0, prov, 0, (poor,)))
    assert s.cards[poor].zone == "dynasty_discard" and s.cards[star].zone == "play"


@case("18-market-of-kaze-no-kami")
def _bow_not_honored(card_id: str) -> None:
    game, prov, (a1, a2) = _reveal(card_id, [FIGHTER, CHEAP])
    s = game.state
    s.cards[a1].status = "honored"
    game.invalidate()
    assert {a.targets for a in offered(game, prov)} == {(a2,)}
    game.perform(UseAbility(0, prov, 0, (a2,)))
    assert s.cards[a2].bowed


@case("16-temple-of-the-dragons")
def _resolve_the_contested_ring(card_id: str) -> None:
    game, prov, _ = _reveal(card_id, [FIGHTER])
    s = game.state
    game.perform(UseAbility(0, prov, 0, ()))
    assert s.step == "ring_effect" and game.waiting_for == 0
    game.perform(RingEffect(0, "take"))           # air: take 1 honor, as if attacking
    assert (s.players[0].honor, s.players[1].honor) == (11, 9)
    assert s.step == "defenders"


@case("05-guardians-of-the-seikitsu")
def _bow_each_cheap(card_id: str) -> None:
    game, prov, (big, small) = _reveal(card_id, [FIGHTER, CHEAP])
    s = game.state
    mine = put(s, 0, CHEAP)
    game.invalidate()
    game.perform(UseAbility(0, prov, 0, ()))
    assert [s.cards[u].bowed for u in (big, small, mine)] == [False, True, True]


@case("17-shinjo-trailblazer")
def _after_an_opponents_province_is_revealed(card_id: str) -> None:
    game = board()
    s = game.state
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=1)
    mine = put(s, 0, d)
    prov = s.players[1].provinces[0]
    s.cards[prov].facedown = True
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 0, {"declarer": 0}
    game.invalidate()
    game.perform(DeclareConflict(0, "military", "air", prov))
    game.perform(ChooseParticipant(0, mine))
    game.perform(Confirm(0))
    assert s.step == "trigger_window" and offered(game, mine) == [UseAbility(0, mine, 0, ())]
    game.perform(UseAbility(0, mine, 0, ()))
    assert (mil(s, mine), pol(s, mine)) == (3, 3)
    game2, _prov, _ = _reveal("t:none", [FIGHTER])   # my own province revealed: not offered
    trail = put(game2.state, 0, d)
    game2.invalidate()
    assert offered(game2, trail) == []


# -- a duel -----------------------------------------------------------------------------------
@case("13-game-of-sadane")
def _political_duel(card_id: str) -> None:
    t = table("political")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t, ev) == {(t.a, t.b)}
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, (t.a, t.b)))
    s = game.state
    assert s.step == "bid"
    game.perform(Bid(0, 3))
    game.perform(Bid(1, 1))   # 2+3 against 2+1: mine wins; I give 2 honor
    assert (s.cards[t.a].status, s.cards[t.b].status) == ("honored", "dishonored")
    assert (s.players[0].honor, s.players[1].honor, s.players[0].fate) == (8, 12, 9)
