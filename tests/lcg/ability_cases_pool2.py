"""Engine cases for more pool cards on the core vocabulary (a pass answered, a player
chosen, counts of fate, rings and bids, auras, composure, duels won, provinces revealed by
abilities), registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py. Exact numbers and a refused case each; stand-in stats.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Pass, PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import cannot, glory, province_strength
from tests.lcg.ability_cases_choices import _fate_phase
from tests.lcg.ability_cases_core import _advance_to, _attachable, _finish
from tests.lcg.ability_kit import (
    CHEAP,
    COURTIER,
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
from tests.lcg.scenario import SHAME, board, conflict_at, pass_window, put


def _char(card_id: str, **kw: int):
    return card_def(card_id, LcgType.CHARACTER, Side.DYNASTY,
                    **({"cost": 2, "military": 2, "political": 2, "glory": 1} | kw))


@case("08-pacifist-philosopher")
def _fate_when_anyone_passes(card_id: str) -> None:
    game = board()
    s = game.state
    uid = put(s, 0, _char(card_id, military=None, political=1))
    fate = s.players[0].fate
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(Pass(1))
    assert offered(game, uid) == [UseAbility(0, uid, 0, ())]
    game.perform(UseAbility(0, uid, 0, ()))
    assert s.players[0].fate == fate + 1
    passes, offers = 0, 0                             # my own pass too; then the limit
    while passes < 2 and s.phase == "conflict":
        if s.step == "trigger_window" and offered(game, uid):
            offers += 1
            game.perform(UseAbility(0, uid, 0, ()))
            continue
        passes += s.step == "declare"
        game.perform(Pass(game.waiting_for))
    assert offered(game, uid) == []                   # the third pass: the limit
    _finish(game)
    assert offers == 1 and s.players[0].fate == fate + 2   # twice per round, not a third


@case("11-soshi-shiori")
def _a_player_loses_honor_after_a_win(card_id: str) -> None:
    for index, honors in ((0, (10, 9)), (1, (9, 10))):
        game = board()
        s = game.state
        uid = put(s, 0, _char(card_id, cost=5, military=2, political=5))
        conflict_at(game, [uid], [put(s, 1, CHEAP)], ctype="political")
        pass_window(game)
        assert {a.index for a in _advance_to(game, uid)} == {0, 1}
        game.perform(UseAbility(0, uid, index, ()))
        assert (s.players[0].honor, s.players[1].honor) == honors
    game = board()
    s = game.state
    uid = put(s, 0, _char(card_id, cost=5, military=2, political=5))
    conflict_at(game, [put(s, 0, CHEAP)], [put(s, 1, FIGHTER)], ctype="military")
    pass_window(game)
    assert _advance_to(game, uid) == []               # a lost conflict: refused


@case("12-yoritomo", "16-ikoma-orator", "16-kitsuki-counselor")
def _constant_skill(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=3, political=3)
    s = t.state
    off = {"12-yoritomo": lambda: setattr(s.players[0], "fate", 0),
           "16-ikoma-orator": lambda: setattr(s.players[0], "honor", 10),
           "16-kitsuki-counselor": lambda: setattr(s.players[0], "dial", 3)}[card_id]
    on = {"12-yoritomo": (lambda: setattr(s.players[0], "fate", 4), (7, 7)),
          "16-ikoma-orator": (lambda: setattr(s.players[0], "honor", 11), (3, 5)),
          "16-kitsuki-counselor": (lambda: setattr(s.players[0], "dial", 1), (4, 4))}[card_id]
    s.players[0].dial, s.players[1].dial = 3, 2
    s.players[0].dial_revealed = s.players[1].dial_revealed = True
    off()
    assert (mil(s, uid), pol(s, uid)) == (3, 3)       # the condition does not hold
    on[0]()
    assert (mil(s, uid), pol(s, uid)) == on[1]


@case("13-imperial-librarian", "16-tactician-s-camp")
def _aura(card_id: str) -> None:
    t = table()
    s = t.state
    if card_id == "13-imperial-librarian":
        uid = character(t, card_id)
        assert (glory(s, t.a), glory(s, t.b), glory(s, uid)) == (2, 2, 0)   # not itself
        return
    prov = s.players[0].provinces[0]
    camp = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
               province=prov)
    s.province_cards[prov].append(camp)
    s.cards[t.a].status = s.cards[t.b].status = "honored"
    plain = put(s, 0, FIGHTER)
    assert (mil(s, t.a), mil(s, t.b), mil(s, plain)) == (3 + 1 + 1, 3 + 1, 3)


@case("16-glorious-victory")
def _honor_each_after_a_military_break(card_id: str) -> None:
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        big = put(s, 0, replace(FIGHTER, id="t:big", military=5, political=5))
        home = put(s, 0, CHEAP)
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=3), "hand")
        conflict_at(game, [big], [], ctype=ctype)
        pass_window(game)
        if ctype == "political":
            assert _advance_to(game, ev) == []       # refused
            continue
        assert _advance_to(game, ev) == [UseAbility(0, ev, 0, ())]
        game.perform(UseAbility(0, ev, 0, ()))
        assert [s.cards[u].status for u in (big, home)] == ["honored", "honored"]


@case("16-kiku-matsuri")
def _honor_one_on_each_side(card_id: str) -> None:
    t = table()
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    s = t.state
    prov = s.conflict.province
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    s.turn = 1
    game = game_of(t)
    assert [a.targets for a in offered(game, prov)] == [(t.b, t.a)]
    game.perform(UseAbility(1, prov, 0, (t.b, t.a)))
    assert game.state.cards[t.a].status == game.state.cards[t.b].status == "honored"
    t2 = table()
    mine = t2.state.players[1].provinces[1]
    t2.state.defs[d.id] = d
    t2.state.cards[mine].card_id, t2.state.cards[mine].facedown = d.id, False
    t2.state.turn = 1
    assert offered(game_of(t2), mine) == []           # a conflict elsewhere: refused


@case("16-student-of-war", "17-ring-of-binding")
def _kept_at_the_fate_phase(card_id: str) -> None:
    for ok in (True, False):
        game = board()
        s = game.state
        if card_id == "16-student-of-war":
            poor = put(s, 0, _char(card_id, cost=3, military=3))
            s.players[0].dial, s.players[1].dial = (1, 2) if ok else (2, 2)
            s.players[0].dial_revealed = s.players[1].dial_revealed = True
        else:
            poor = put(s, 0, CHEAP)
            attach(s, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1), poor)
            s.first_player = 0 if ok else 1
        _fate_phase(game)
        _finish(game)
        assert (s.cards[poor].zone == "play") is ok


@case("16-try-again-tomorrow")
def _home_with_an_honored_courtier(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    s = t.state
    courtier = put(s, 0, COURTIER)
    s.conflict.attackers.append(courtier)
    assert targets_of(t, ev) == set()                 # not honored: refused
    s.cards[courtier].status = "honored"
    assert targets_of(t, ev) == {(t.a,), (courtier,)}
    s2 = use(t, ev, (t.a,))
    assert s2.conflict.attackers == [courtier]


@case("16-proving-ground")
def _draw_after_a_duel_won(card_id: str) -> None:
    from l5r_desktop.games.lcg.actions import Bid
    from tests.lcg.scenario import DUELIST

    for bids, drawn in (((5, 1), 1), ((1, 5), 0)):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        pg = put(s, 0, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
                 province=prov)
        s.province_cards[prov].append(pg)
        duelist, foe = put(s, 0, DUELIST), put(s, 1, CHEAP)
        conflict_at(game, [duelist], [foe])
        game.perform(Pass(1))
        game.perform(UseAbility(0, duelist, 0, (foe,)))
        hand = len(s.players[0].hand)
        game.perform(Bid(0, bids[0]))
        game.perform(Bid(1, bids[1]))
        if not drawn:
            assert offered(game, pg) == []           # the duel lost: refused
            continue
        assert offered(game, pg) == [UseAbility(0, pg, 0, ())]
        game.perform(UseAbility(0, pg, 0, ()))
        assert len(s.players[0].hand) == hand + 1


@case("17-curved-blade")
def _two_more_while_attacking(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=1)
    rider = replace(CHEAP, id="t:uni", clan="unicorn")
    assert _attachable(d, rider) and not _attachable(d, CHEAP)
    t = table()
    host = put(t.state, 0, rider)
    attach(t.state, 0, d, host)
    s = t.state
    assert mil(s, host) == 1 + 1
    s.conflict.attackers.append(host)
    assert mil(s, host) == 1 + 1 + 2


@case("18-armament-artisan")
def _honored_after_another(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=2, political=0)
    shame_self = place(t, replace(SHAME, id="t:praise", name="Praise", abilities=(
        {"timing": "action", "targets": [{"controller": "you"}],
         "effects": [{"op": "honor", "target": 0}]},)), "hand")
    game = game_of(t)
    game.perform(UseAbility(0, shame_self, 0, (t.a,)))
    assert offered(game, uid) == [UseAbility(0, uid, 0, ())]
    game.perform(UseAbility(0, uid, 0, ()))
    assert game.state.cards[uid].status == "honored"
    t2 = table()
    uid2 = character(t2, card_id, military=2, political=0)
    praise = place(t2, t2.state.defs["t:praise"] if "t:praise" in t2.state.defs else
                   replace(SHAME, id="t:praise", name="Praise", abilities=(
                       {"timing": "action", "targets": [{"controller": "you"}],
                        "effects": [{"op": "honor", "target": 0}]},)), "hand")
    game2 = game_of(t2)
    game2.perform(UseAbility(0, praise, 0, (uid2,)))
    assert offered(game2, uid2) == []                 # itself honored: refused


@case("18-maker-of-keepsakes")
def _never_dishonored(card_id: str) -> None:
    t = table()
    uid = put(t.state, 1, _char(card_id, cost=3, military=3, political=3))
    t.state.conflict.defenders.append(uid)
    shame = place(t, SHAME, "hand")
    s = use(t, shame, (uid,))
    assert s.cards[uid].status == "" and not cannot(s, t.b, "receive_dishonored")
    s.cards[uid].status = "honored"
    assert cannot(s, uid, "receive_dishonored")


@case("13-mark-of-shame")
def _dishonored_twice(card_id: str) -> None:
    game = board()
    s = game.state
    foe = put(s, 1, CHEAP)
    s.cards[foe].status = "honored"
    att = put(s, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2), "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    game.invalidate()
    game.perform(PlayAttachment(0, att, foe))
    assert offered(game, att) == [UseAbility(0, att, 0, ())]
    game.perform(UseAbility(0, att, 0, ()))
    assert s.cards[foe].status == "dishonored"        # honored -> ordinary -> dishonored
    other = put(s, 0, card_def("t:other-att", LcgType.ATTACHMENT, Side.CONFLICT, cost=0),
                "hand")
    assert other and offered(game, att) == []         # used: not again


@case("17-iuchi-farseer", "10-border-fortress")
def _reveal_a_facedown_province(card_id: str) -> None:
    if card_id == "17-iuchi-farseer":
        game = board()
        s = game.state
        uid = put(s, 0, _char(card_id, cost=3, political=3), "hand")
        s.phase, s.step, s.turn = "conflict", "action_window", 0
        s.window = {"kind": "draw", "passes": 0}
        s.players[0].fate = 5
        theirs = s.players[1].provinces[:2]
        s.cards[theirs[1]].facedown = False
        game.invalidate()
        game.perform(PlayCharacter(0, uid, 0))
        assert {a.targets for a in offered(game, uid)} == {(theirs[0],), (
            s.players[1].provinces[2],), (s.players[1].provinces[3],), (
            s.players[1].stronghold_province,)} - {(theirs[1],)}
        game.perform(UseAbility(0, uid, 0, (theirs[0],)))
        assert not s.cards[theirs[0]].facedown
        return
    t = table()
    s = t.state
    prov = s.conflict.province
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    s.turn = 1
    target = s.players[0].provinces[1]
    s2 = game_of(t)
    s2.perform(UseAbility(1, prov, 0, (target,)))
    assert not s2.state.cards[target].facedown
    s.conflict = None
    s.window = {"kind": "draw", "passes": 0}
    assert offered(game_of(t), prov) == []            # no conflict here: refused


@case("10-teachings-of-the-elements", "14-web-of-lies")
def _province_strength_counts(card_id: str) -> None:
    t = table()
    s = t.state
    prov = s.conflict.province
    printed = 5 if card_id == "10-teachings-of-the-elements" else None
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=printed, element=("air",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
    base = province_strength(s, prov)
    if printed:
        s.rings["air"]["claimed_by"], s.rings["fire"]["claimed_by"] = 0, 1
        assert province_strength(s, prov) == base + 2     # rings claimed by anyone
    else:
        s.players[1].dial = 3
        assert province_strength(s, prov) == base + 6     # twice the bid on its dial
    s.cards[prov].facedown = True                     # facedown: its text is not active
    facedown = province_strength(s, prov)
    s.defs[d.id] = replace(d, abilities=())
    assert facedown == province_strength(s, prov) and facedown < base + 2
