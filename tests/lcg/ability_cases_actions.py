"""Engine cases for our ability records of core-set characters, events, attachments and
holdings (actions and constant abilities), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine and checks exact numbers, and the case it
refuses. Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Pass, PlayAttachment, UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.stats import has_keyword
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
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
from tests.lcg.scenario import board, conflict_at, pass_window, put

SHUGENJA = replace(CHEAP, id="t:shugenja", name="Shugenja", traits=("Shugenja",))
UNICORN = replace(CHEAP, id="t:unicorn", name="Unicorn", clan="unicorn")
TRINKET = LcgCardDef(id="t:trinket", name="Trinket", type=LcgType.ATTACHMENT,
                     side=Side.CONFLICT, cost=0, military_bonus=2, political_bonus=0)


def _event(t, card_id: str, cost: int = 0) -> str:
    return place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=cost), "hand")


# -- each character of a side ------------------------------------------------------------------
@case("01-isawa-atsuko")
def _void_conflict_both_sides(card_id: str) -> None:
    t = table()   # an air conflict
    uid = character(t, card_id, cost=4)
    assert targets_of(t, uid) == set()
    t.state.conflict.ring = "void"
    home = put(t.state, 0, CHEAP)
    s = use(t, uid)
    assert [(mil(s, u), pol(s, u)) for u in (t.a, t.b, home)] == [(4, 3), (2, 1), (1, 1)]


@case("01-warrior-poet")
def _opponents_participants_weaker(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    assert targets_of(t, uid) == set()           # not participating
    t = table()
    uid = character(t, card_id, participating=True)
    idle = put(t.state, 1, FIGHTER)
    s = use(t, uid)
    assert [(mil(s, u), pol(s, u)) for u in (t.a, t.b, idle)] == [(3, 2), (2, 1), (3, 2)]


@case("01-isawa-masahiro")
def _discard_cheap_in_fire(card_id: str) -> None:
    t = table()
    t.state.conflict.ring = "fire"
    uid = character(t, card_id, cost=3)
    cheap = put(t.state, 1, CHEAP)
    t.state.conflict.defenders.append(cheap)
    put(t.state, 1, CHEAP)                        # at home: not a target
    assert targets_of(t, uid) == {(cheap,)}       # the fighters cost 3
    s = use(t, uid, (cheap,))
    assert s.cards[cheap].zone == "dynasty_discard" and s.cards[uid].bowed
    t.state.conflict.ring = "air"
    assert targets_of(t, uid) == set()            # not a fire conflict


@case("01-solemn-scholar")
def _bow_attacker_with_earth_claimed(card_id: str) -> None:
    t = table()
    defending_at(t)                               # B attacks with b
    uid = character(t, card_id, cost=1)
    assert targets_of(t, uid) == set()            # earth not claimed
    t.state.rings["earth"]["claimed_by"] = 1
    assert targets_of(t, uid) == set()            # claimed by the opponent
    t.state.rings["earth"]["claimed_by"] = 0
    assert targets_of(t, uid) == {(t.b,)}         # the attacking character only
    assert use(t, uid, (t.b,)).cards[t.b].bowed


# -- costs paid with the character itself or a chosen one ------------------------------------
@case("01-wandering-ronin")
def _twice_per_conflict(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=3)
    t.state.cards[uid].fate = 3
    game = game_of(t)
    for _ in range(2):
        game.perform(offered(game, uid)[0])
        assert game.waiting_for == 1
        game.perform(Pass(1))
    s = game.state
    assert (mil(s, uid), pol(s, uid), s.cards[uid].fate) == (6, 6, 1)
    assert game.waiting_for == 0 and offered(game, uid) == []   # limit twice per conflict


@case("01-adept-of-shadows")
def _back_to_hand(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    t.state.cards[uid].fate = 2
    bank = t.state.bank_fate
    s = use(t, uid)
    assert s.cards[uid].zone == "hand" and uid in s.players[0].hand
    assert uid not in s.conflict.attackers and s.cards[uid].fate == 0
    assert (s.players[0].honor, s.bank_fate) == (9, bank + 2)


@case("01-stoic-gunso")
def _sacrifice_for_skill(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    fodder = put(t.state, 0, CHEAP)
    assert targets_of(t, uid) == {(t.a,), (fodder,)}   # another character I control
    s = use(t, uid, (fodder,))
    assert s.cards[fodder].zone == "dynasty_discard" and mil(s, uid) == 5


@case("01-steadfast-witch-hunter")
def _sacrifice_to_ready(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=4)
    fodder = put(t.state, 0, CHEAP)
    tired = put(t.state, 1, CHEAP, bowed=True)
    pairs = targets_of(t, uid)
    assert (fodder, tired) in pairs and all(p[1] == tired for p in pairs)   # only bowed ones
    s = use(t, uid, (fodder, tired))
    assert s.cards[fodder].zone == "dynasty_discard" and not s.cards[tired].bowed


@case("01-i-am-ready")
def _fate_off_to_ready(card_id: str) -> None:
    t = table()
    ev = _event(t, card_id)
    rich = put(t.state, 0, UNICORN, bowed=True, fate=2)
    put(t.state, 0, UNICORN, bowed=True)              # no fate: cannot pay
    put(t.state, 0, CHEAP, bowed=True, fate=1)         # not a Unicorn
    assert targets_of(t, ev) == {(rich,)}
    s = use(t, ev, (rich,))
    assert not s.cards[rich].bowed and s.cards[rich].fate == 1


@case("01-noble-sacrifice")
def _sacrifice_honored(card_id: str) -> None:
    t = table()
    ev = _event(t, card_id, cost=1)
    proud = put(t.state, 0, CHEAP, status="honored")
    shamed = put(t.state, 1, CHEAP, status="dishonored")
    assert targets_of(t, ev) == {(proud, shamed)}
    honor = t.state.players[0].honor
    s = use(t, ev, (proud, shamed))
    assert s.cards[proud].zone == "dynasty_discard" and s.cards[shamed].zone == "dynasty_discard"
    assert s.players[0].honor == honor + 1 and s.players[0].fate == 9   # honored one left play


@case("01-funeral-pyre")
def _pyre(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.HOLDING, Side.DYNASTY, strength_bonus=1), "holding")
    hand = len(t.state.players[0].hand)
    s = use(t, uid, (t.a,))
    assert s.cards[t.a].zone == "dynasty_discard" and len(s.players[0].hand) == hand + 1


# -- holdings sacrificed: the province refills --------------------------------------------------
def _lone_holding(t, card_id: str) -> tuple[str, str]:
    s = t.state
    prov = s.players[0].provinces[0]
    for u in list(s.province_cards.get(prov, ())):
        s.province_cards[prov].remove(u)
        s.cards[u].zone, s.cards[u].province = "dynasty_deck", None
        s.players[0].dynasty_deck.append(u)
    uid = place(t, card_def(card_id, LcgType.HOLDING, Side.DYNASTY, strength_bonus=1), "holding")
    return prov, uid


@case("01-imperial-storehouse")
def _storehouse(card_id: str) -> None:
    t = table()
    prov, uid = _lone_holding(t, card_id)
    top = t.state.players[0].dynasty_deck[-1]
    hand = len(t.state.players[0].hand)
    s = use(t, uid)
    assert s.cards[uid].zone == "dynasty_discard" and len(s.players[0].hand) == hand + 1
    assert s.province_cards[prov] == [top] and s.cards[top].facedown   # refilled facedown


@case("01-favorable-ground")
def _favorable_ground(card_id: str) -> None:
    t = table()
    _prov, uid = _lone_holding(t, card_id)
    home = put(t.state, 0, CHEAP)
    game = game_of(t)
    assert {(a.index, a.targets) for a in offered(game, uid)} == {(0, (home,)), (1, (t.a,))}
    s = use(t, uid, (home,))
    assert home in s.conflict.attackers and s.cards[uid].zone == "dynasty_discard"
    t = table()
    _prov, uid = _lone_holding(t, card_id)
    game = game_of(t)
    game.perform(UseAbility(0, uid, 1, (t.a,)))
    assert game.state.conflict.attackers == []


@case("01-miya-mystic")
def _discard_attachment_in_the_conflict_phase(card_id: str) -> None:
    t = table()
    trinket = attach(t.state, 1, TRINKET, t.b)
    uid = character(t, card_id)
    t.state.phase = "dynasty"
    assert targets_of(t, uid) == set()
    t.state.phase = "conflict"
    assert targets_of(t, uid) == {(trinket,)}
    s = use(t, uid, (trinket,))
    assert s.cards[trinket].zone == "conflict_discard" and mil(s, t.b) == 3
    assert s.cards[uid].zone == "dynasty_discard"


# -- events --------------------------------------------------------------------------------------
@case("01-let-go")
def _let_go(card_id: str) -> None:
    t = table()
    trinket = attach(t.state, 1, TRINKET, t.b)
    ev = _event(t, card_id)
    assert targets_of(t, ev) == {(trinket,)}
    s = use(t, ev, (trinket,))
    assert s.cards[trinket].zone == "conflict_discard" and mil(s, t.b) == 3


@case("01-against-the-waves")
def _bow_or_ready_shugenja(card_id: str) -> None:
    t = table()
    ready_one = put(t.state, 1, SHUGENJA)
    bowed_one = put(t.state, 0, SHUGENJA, bowed=True)
    ev = _event(t, card_id, cost=1)
    game = game_of(t)
    assert {(a.index, a.targets) for a in offered(game, ev)} == {(0, (ready_one,)),
                                                                (1, (bowed_one,))}
    s = use(t, ev, (ready_one,))
    assert s.cards[ready_one].bowed and s.players[0].fate == 9
    game.perform(UseAbility(0, ev, 1, (bowed_one,)))
    assert not game.state.cards[bowed_one].bowed


# -- attachments and constant abilities ---------------------------------------------------------
@case("01-court-mask")
def _court_mask(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1, military_bonus=0,
                 political_bonus=1)
    t = table()
    hand_copy = place(t, d, "hand")
    game = game_of(t)
    assert {a.target for a in game.legal_actions() if isinstance(a, PlayAttachment)
            and a.card == hand_copy} == {t.a}     # a character I control
    mask = attach(t.state, 0, d, t.a)
    s = use(t, mask)
    assert s.cards[t.a].status == "dishonored" and s.cards[mask].zone == "hand"
    assert mask in s.players[0].hand and mask not in s.players[0].attachments


@case("01-magnificent-kimono")
def _kimono_pride(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=0,
                 political_bonus=0)
    for worn in (True, False):
        game = board()
        s = game.state
        mine = put(s, 0, FIGHTER)
        if worn:
            attach(s, 0, d, mine)
        assert has_keyword(s, mine, "pride") is worn
        conflict_at(game, [mine], [put(s, 1, CHEAP)])
        pass_window(game)   # 3 against 1: won
        assert s.cards[mine].status == ("honored" if worn else "")


@case("01-political-rival")
def _stronger_defending(card_id: str) -> None:
    t = table("political")
    defending_at(t)
    uid = character(t, card_id, cost=3, military=1, political=2)
    assert pol(t.state, uid) == 2                 # at home
    t.state.conflict.defenders.append(uid)
    assert pol(t.state, uid) == 5
    t = table("political")
    uid = character(t, card_id, participating=True, cost=3, military=1, political=2)
    assert pol(t.state, uid) == 2                 # attacking


@case("01-yogo-outcast")
def _less_honorable(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    assert (mil(t.state, uid), pol(t.state, uid)) == (2, 2)   # 10 against 10
    t.state.players[0].honor = 9
    assert (mil(t.state, uid), pol(t.state, uid)) == (3, 3)
    t.state.players[1].honor = 8
    assert (mil(t.state, uid), pol(t.state, uid)) == (2, 2)
