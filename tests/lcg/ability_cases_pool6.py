"""Engine cases for more pool cards on the core vocabulary (forced reactions of both players,
counts of the opponent's honored characters, conflicts at a province of an element, passes
answered, a trigger filter on any of the event's cards), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py. Exact numbers
and a refused case each; stand-in stats.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Pass, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import glory
from tests.lcg.ability_cases_choices import BANISH_ANY
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


def _element(t, element: str) -> None:
    """The attacked province (B's first) is of ``element``."""
    s = t.state
    prov = s.conflict.province
    d = card_def(f"t:prov-{element}", LcgType.PROVINCE, Side.PROVINCE, strength=3,
                 element=(element,))
    s.defs[d.id] = d
    s.cards[prov].card_id = d.id


def _my_province_card(t, card_id: str) -> str:
    """Card ``card_id`` as A's second province, faceup (not the attacked one)."""
    s = t.state
    prov = s.players[0].provinces[1]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("void",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    return prov


def _passes(game, p: int) -> None:
    """Player ``p`` passes his conflict opportunity."""
    s = game.state
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", p, {"declarer": p}
    game.invalidate()
    game.perform(Pass(p))


@case("27-hall-of-victories")
def _winner_gains_one_honor(card_id: str) -> None:
    for attacker_wins in (True, False):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        hall = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
                   province=prov)
        s.province_cards[prov].append(hall)
        a = put(s, 1, FIGHTER if attacker_wins else CHEAP)
        d = put(s, 0, CHEAP if attacker_wins else FIGHTER)
        conflict_at(game, [a], [d], attacker=1, province=s.players[0].provinces[1])
        pass_window(game)
        _finish(game)
        assert (s.players[1].honor, s.players[0].honor) == (   # opposed: no honor lost
            (11, 10) if attacker_wins else (10, 11))


@case("27-insolent-outcast")
def _plus_one_per_honored_opponent(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=1, political=1)
    s = t.state
    s.cards[t.a].status = "honored"                   # mine: not counted
    assert (mil(s, uid), pol(s, uid)) == (1, 1)
    s.cards[t.b].status = "honored"
    s.cards[put(s, 1, CHEAP)].status = "honored"
    assert (mil(s, uid), pol(s, uid)) == (3, 3)


@case("27-kenson-no-gakka")
def _honor_the_defenders_after_losing_here(card_id: str) -> None:
    for here in (True, False):
        game = board()
        s = game.state
        mine = s.players[0].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=9, element=("air",))
        s.defs[d.id] = d
        s.cards[mine].card_id, s.cards[mine].facedown = d.id, False
        defender = put(s, 0, CHEAP)
        conflict_at(game, [put(s, 1, FIGHTER)], [defender], attacker=1,
                    province=mine if here else s.players[0].provinces[1])
        pass_window(game)
        if not here:
            assert _advance_to(game, mine) == []     # lost elsewhere: refused
            continue
        assert _advance_to(game, mine) == [UseAbility(0, mine, 0, ())]
        game.perform(UseAbility(0, mine, 0, ()))
        assert s.cards[defender].status == "honored"


@case("29-pledge-of-loyalty")
def _honored_one_stays(card_id: str) -> None:
    for status in ("honored", ""):
        t = table()
        s = t.state
        mine = put(s, 1, CHEAP)
        s.cards[mine].status = status
        prov = s.players[1].provinces[1]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        killer = place(t, BANISH_ANY, "hand")
        game = game_of(t)
        game.perform(UseAbility(0, killer, 0, (mine,)))
        if not status:
            assert offered(game, prov) == [] and game.state.cards[mine].zone != "play"
            continue
        game.perform(UseAbility(1, prov, 0, (mine,)))
        _finish(game)
        assert game.state.cards[mine].zone == "play" and game.state.cards[mine].status == ""


@case("29-wandering-mediator")
def _in_or_out_at_an_air_province(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=0, political=2)
    _element(t, "fire")
    assert targets_of(t, uid) == set()                # the attacked province: not air
    _element(t, "air")
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert uid in game.state.conflict.attackers
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, uid) == []                   # one of the two per round


@case("30-disciple-of-shinsei")
def _discard_a_status_for_honor(card_id: str) -> None:
    t = table()
    att = attach(t.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0), t.a)
    t.state.cards[t.a].status = "dishonored"
    s = use(t, att)
    assert s.cards[t.a].status == "" and s.players[0].honor == 9
    t2 = table()
    att2 = attach(t2.state, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0),
                  t2.a)
    t2.state.players[0].honor = 0
    assert targets_of(t2, att2) == set()              # no honor to lose: refused


@case("30-thunder-guard-elite", "32-kuni-purifier")
def _opponent_discards_at_random(card_id: str) -> None:
    if card_id == "30-thunder-guard-elite":
        t = table()
        uid = character(t, card_id, participating=True, cost=4, military=4, political=2)
        hand = len(t.state.players[1].hand)
        s = use(t, uid)
        assert len(s.players[1].hand) == hand - 1 and s.players[0].honor == 9
        t2 = table()
        home = character(t2, card_id, cost=4, military=4, political=2)
        assert targets_of(t2, home) == set()          # not participating: refused
        return
    for passer in (1, 0):
        game = board()
        s = game.state
        uid = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3,
                                 military=3, political=3))
        hand = len(s.players[1].hand)
        _passes(game, passer)
        if passer == 0:
            assert offered(game, uid) == []          # my own pass: refused
            continue
        game.perform(UseAbility(0, uid, 0, ()))
        assert len(s.players[1].hand) == hand - 1


@case("30-traveling-philosopher")
def _a_province_facedown_when_leaving(card_id: str) -> None:
    t = table()
    s = t.state
    uid = put(s, 1, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=2,
                             political=3))
    mine = s.players[1].provinces[1]
    s.cards[mine].facedown = False
    killer = place(t, BANISH_ANY, "hand")
    game = game_of(t)
    game.perform(UseAbility(0, killer, 0, (uid,)))
    assert UseAbility(1, uid, 0, (mine,)) in offered(game, uid)
    game.perform(UseAbility(1, uid, 0, (mine,)))
    _finish(game)
    assert game.state.cards[mine].facedown
    t2 = table()
    other = put(t2.state, 1, CHEAP)
    uid2 = put(t2.state, 1, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3,
                                     military=2, political=3))
    killer = place(t2, BANISH_ANY, "hand")
    game2 = game_of(t2)
    game2.perform(UseAbility(0, killer, 0, (other,)))
    assert offered(game2, uid2) == []                 # another character left: refused


@case("31-courteous-greeting", "32-the-pursuit-of-justice", "33-honor-s-reward")
def _at_a_province_of_an_element(card_id: str) -> None:
    element = {"31-courteous-greeting": "earth", "32-the-pursuit-of-justice": "water",
               "33-honor-s-reward": "fire"}[card_id]
    t = table()
    prov = _my_province_card(t, card_id)
    s = t.state
    s.cards[t.a].bowed = True
    _element(t, "void" if element != "void" else "air")
    assert offered(game_of(t), prov) == []            # another element: refused
    _element(t, element)
    game = game_of(t)
    if card_id == "31-courteous-greeting":
        s.cards[t.a].bowed = False
        game = game_of(t)
        game.perform(UseAbility(0, prov, 0, (t.a, t.b)))
        assert game.state.cards[t.a].bowed and game.state.cards[t.b].bowed
    elif card_id == "32-the-pursuit-of-justice":
        assert [a.targets for a in offered(game, prov)] == [(t.a,)]   # a bowed participant
        game.perform(UseAbility(0, prov, 0, (t.a,)))
        assert not game.state.cards[t.a].bowed
    else:
        s.cards[t.a].bowed = False
        game = game_of(t)
        game.perform(UseAbility(0, prov, 0, (t.b,)))
        assert glory(game.state, t.b) == 1 + 3


@case("33-asako-lawmaster")
def _honor_for_my_pass(card_id: str) -> None:
    for passer in (0, 1):
        game = board()
        s = game.state
        uid = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3,
                                 military=2, political=4))
        _passes(game, passer)
        if passer == 1:
            assert offered(game, uid) == []          # the opponent's pass: refused
            continue
        game.perform(UseAbility(0, uid, 0, ()))
        assert s.players[0].honor == 11


@case("33-seven-fold-palace")
def _two_honor_after_an_honored_attacker_wins(card_id: str) -> None:
    for honored in (True, False):
        game = board()
        s = game.state
        sh = s.players[0].stronghold
        d = card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD)
        s.defs[d.id] = d
        s.cards[sh].card_id = d.id
        mine = put(s, 0, FIGHTER)
        s.cards[mine].status = "honored" if honored else ""
        conflict_at(game, [mine], [put(s, 1, CHEAP)], ctype="political")
        pass_window(game)
        if not honored:
            assert _advance_to(game, sh) == []       # no honored winner: refused
            continue
        assert _advance_to(game, sh) == [UseAbility(0, sh, 0, ())]
        game.perform(UseAbility(0, sh, 0, ()))
        assert s.players[0].honor == 12 and s.cards[sh].bowed


