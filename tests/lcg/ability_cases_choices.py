"""Engine cases for our ability records of core-set cards (and Callow Delegate): interrupts
to leaving play, by an ability and at the fate phase's discard (4.2), and the opponent's
choices (a card, or one of two effects), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Choose, Pass, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.labels import lcg_label
from tests.lcg.ability_cases_core import (
    BANISH_ANY,
    _advance_to,
    _finish,
    defended,
)
from tests.lcg.ability_kit import (
    CHEAP,
    COURTIER,
    FIGHTER,
    attach,
    card_def,
    case,
    character,
    game_of,
    offered,
    place,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import board, conflict_at, pass_window, put


@case("01-stand-your-ground")
def _honored_character_stays(card_id: str) -> None:
    for status in ("honored", ""):
        t = table()
        s = t.state
        mine = put(s, 1, CHEAP)
        s.cards[mine].status = status
        ev = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        killer = place(t, BANISH_ANY, "hand")
        game = game_of(t)
        game.perform(UseAbility(0, killer, 0, (mine,)))
        s2 = game.state
        if not status:
            assert offered(game, ev) == []           # not honored: refused
            assert s2.cards[mine].zone == "dynasty_discard"
            continue
        assert offered(game, ev) == [UseAbility(1, ev, 0, (mine,))]
        game.perform(UseAbility(1, ev, 0, (mine,)))
        _finish(game)
        assert s2.cards[mine].zone == "play" and s2.cards[mine].status == ""
        assert s2.players[1].honor == 10              # not left play: no honor change
    _stand_your_ground_at_fate_phase()


# -- interrupts to leaving play, by an ability and at the fate phase's discard (4.2) -----------
def _fate_phase(game: Game) -> None:
    """The fate phase begins (4.1), as the conflict phase ends."""
    from l5r_desktop.games.lcg import flow

    s = game.state
    s.conflict = None
    flow.begin_fate(s, [])
    game.invalidate()


@case("01-reprieve")
def _attachment_discarded_instead(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1)
    # By an ability: the opponent's discard effect waits for the interrupt.
    t = table()
    s = t.state
    mine = put(s, 1, CHEAP)
    rep = attach(s, 1, d, mine)
    killer = place(t, BANISH_ANY, "hand")
    game = game_of(t)
    game.perform(UseAbility(0, killer, 0, (mine,)))
    s2 = game.state
    assert offered(game, rep) == [UseAbility(1, rep, 0, ())]
    game.perform(UseAbility(1, rep, 0, ()))
    _finish(game)
    assert s2.cards[mine].zone == "play" and s2.cards[rep].zone == "conflict_discard"
    # At the fate phase's discard: offered for the character with no fate only.
    game = board()
    s = game.state
    poor, rich = put(s, 0, CHEAP), put(s, 0, FIGHTER, fate=1)
    s.bank_fate -= 1
    rep = attach(s, 0, d, poor)
    rep2 = attach(s, 0, replace(d, id="t:reprieve-2"), rich)
    _fate_phase(game)
    assert s.step == "trigger_window" and offered(game, rep) == [UseAbility(0, rep, 0, ())]
    assert offered(game, rep2) == []                  # its character has fate: refused
    game.perform(UseAbility(0, rep, 0, ()))
    _finish(game)
    assert s.cards[poor].zone == "play" and s.cards[rep].zone == "conflict_discard"
    assert s.cards[rich].fate == 0 and s.phase == "fate" and s.step == "action_window"
    assert all(s.rings[e]["fate"] == 1 for e in s.rings)   # 4.4 went on after the window
    # Declined: the character is discarded with its attachment.
    game = board()
    s = game.state
    poor = put(s, 0, CHEAP)
    rep = attach(s, 0, d, poor)
    _fate_phase(game)
    game.perform(Pass(0))
    _finish(game)
    assert s.cards[poor].zone == "dynasty_discard" and s.cards[rep].zone == "conflict_discard"


@case("13-callow-delegate")
def _honor_another_when_leaving(card_id: str) -> None:
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=1, military=0, political=1,
                 glory=1)
    game = board()
    s = game.state
    delegate, friend = put(s, 1, d), put(s, 1, CHEAP)
    put(s, 0, CHEAP, fate=1)                          # the opponent's: not a target
    s.bank_fate -= 1
    s.cards[friend].fate = 1
    s.bank_fate -= 1
    _fate_phase(game)
    assert s.step == "trigger_window" and game.waiting_for == 0
    game.perform(Pass(0))                             # the first player passes first
    assert offered(game, delegate) == [UseAbility(1, delegate, 0, (friend,))]
    game.perform(UseAbility(1, delegate, 0, (friend,)))
    _finish(game)
    assert s.cards[friend].status == "honored" and s.cards[delegate].zone == "dynasty_discard"
    game = board()
    s = game.state
    delegate = put(s, 1, d)
    _fate_phase(game)
    assert offered(game, delegate) == []              # nobody else to honor: refused
    assert s.cards[delegate].zone == "dynasty_discard"


def _stand_your_ground_at_fate_phase() -> None:
    """Stand Your Ground at the fate phase's discard (4.2): the honored character stays."""
    game = board()
    s = game.state
    honored, plain = put(s, 0, CHEAP), put(s, 0, FIGHTER)
    s.cards[honored].status = "honored"
    ev = put(s, 0, card_def("01-stand-your-ground", LcgType.EVENT, Side.CONFLICT, cost=0),
             "hand")
    _fate_phase(game)
    assert offered(game, ev) == [UseAbility(0, ev, 0, (honored,))]
    game.perform(UseAbility(0, ev, 0, (honored,)))
    _finish(game)
    assert s.cards[honored].zone == "play" and s.cards[honored].status == ""
    assert s.cards[plain].zone == "dynasty_discard" and s.players[0].honor == 10


# -- the opponent chooses (a card, or one of two effects) -------------------------------------
def _choices(game: Game) -> list[str]:
    """The options the game waits on the opponent for (``card_choice``)."""
    assert game.state.step == "card_choice"
    return [a.option for a in game.legal_actions() if isinstance(a, Choose)]


@case("01-master-of-the-spear")
def _opponent_sends_one_home(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    s = t.state
    second = put(s, 1, CHEAP)
    s.conflict.defenders.append(second)
    put(s, 1, CHEAP)                                  # at home: not a choice
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert game.waiting_for == 1 and sorted(_choices(game)) == sorted([t.b, second])
    assert lcg_label(Choose(1, second), game.state).startswith("Choose: ")
    game.perform(Choose(1, second))
    s2 = game.state
    assert s2.conflict.defenders == [t.b] and s2.step == "action_window"
    assert game.waiting_for == 1                      # the opponent's turn in the window
    t2 = defended()
    mine = character(t2, card_id)
    t2.state.conflict.defenders.append(mine)
    assert targets_of(t2, mine) == set()              # defending, not attacking: refused


@case("01-doji-gift-giver")
def _give_fate_opponent_bows_one(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, military=0, political=2)
    s = t.state
    s.players[1].fate = 2
    bowed = put(s, 1, CHEAP, bowed=True)
    s.conflict.defenders.append(bowed)
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    s2 = game.state
    assert (s2.players[0].fate, s2.players[1].fate) == (9, 3)
    assert _choices(game) == [t.b]                    # a ready participant only
    game.perform(Choose(1, t.b))
    assert s2.cards[t.b].bowed
    t2 = table()
    t2.state.players[0].fate = 0
    poor = character(t2, card_id, participating=True, military=0, political=2)
    assert targets_of(t2, poor) == set()              # no fate to give: refused


@case("01-way-of-the-crab")
def _sacrifice_crab_opponent_sacrifices(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = t.state
    crab = put(s, 0, replace(CHEAP, id="t:crab", name="Crab", clan="crab"))
    other = put(s, 1, CHEAP)
    assert targets_of(t, ev) == {(crab,)}             # a Crab character you control
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, (crab,)))
    s2 = game.state
    assert s2.cards[crab].zone == "dynasty_discard"
    assert sorted(_choices(game)) == sorted([t.b, other])
    game.perform(Choose(1, other))
    assert s2.cards[other].zone == "dynasty_discard" and s2.cards[t.b].zone == "play"
    if game.waiting_for == 1 and s2.step == "action_window":
        game.perform(Pass(1))
    crab2 = put(s2, 0, replace(CHEAP, id="t:crab", name="Crab", clan="crab"))
    again = put(s2, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    game.invalidate()
    assert not [a for a in offered(game, again) if a.targets == (crab2,)]   # max 1 per round


@case("01-shinjo-altansarnai")
def _opponent_discards_one_after_a_break(card_id: str) -> None:
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=5, military=5, political=5)
        uid = put(s, 0, d)
        foe, foe2 = put(s, 1, CHEAP), put(s, 1, FIGHTER)
        conflict_at(game, [uid], [], ctype=ctype)
        pass_window(game)                             # 5 against nobody: the province breaks
        if ctype == "political":
            assert _advance_to(game, uid) == []      # a political conflict: refused
            continue
        assert _advance_to(game, uid) == [UseAbility(0, uid, 0, ())]
        game.perform(UseAbility(0, uid, 0, ()))
        assert sorted(_choices(game)) == sorted([foe, foe2])
        game.perform(Choose(1, foe2))
        assert s.cards[foe2].zone == "dynasty_discard" and s.cards[foe].zone == "play"


@case("01-court-games")
def _honor_mine_or_opponent_dishonors_his(card_id: str) -> None:
    t = table("political")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    game = game_of(t)
    assert {(a.index, a.targets) for a in offered(game, ev)} == {(0, (t.a,)), (1, ())}
    game.perform(UseAbility(0, ev, 1, ()))
    assert _choices(game) == [t.b]
    game.perform(Choose(1, t.b))
    assert game.state.cards[t.b].status == "dishonored"
    t = table("political")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    s = use(t, ev, (t.a,))
    assert s.cards[t.a].status == "honored"
    t = table("military")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    assert targets_of(t, ev) == set()                 # a military conflict: refused


@case("01-for-shame")
def _opponent_selects_dishonor_or_bow(card_id: str) -> None:
    for option, field_ in (("option:0", "status"), ("option:1", "bowed")):
        t = table()
        ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        assert targets_of(t, ev) == set()             # no participating Courtier: refused
        t.state.conflict.attackers.append(put(t.state, 0, COURTIER))
        game = game_of(t)
        game.perform(UseAbility(0, ev, 0, (t.b,)))
        assert _choices(game) == ["option:0", "option:1"]
        assert lcg_label(Choose(1, "option:1"), game.state) == "Choose: Bow it"
        game.perform(Choose(1, option))
        c = game.state.cards[t.b]
        assert (c.status, c.bowed) == (("dishonored", False) if field_ == "status"
                                       else ("", True))
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    t.state.conflict.attackers.append(put(t.state, 0, COURTIER))
    t.state.cards[t.b].bowed = True                   # bowing it changes nothing:
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, (t.b,)))
    assert _choices(game) == ["option:0"]             # the option that changes the game


@case("01-levy")
def _opponent_gives_fate_or_honor(card_id: str) -> None:
    for option, after in (("option:0", (11, 4, 10, 10)), ("option:1", (10, 5, 11, 9))):
        t = table()
        ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        s = t.state
        s.players[1].fate = 5
        game = game_of(t)
        game.perform(UseAbility(0, ev, 0, ()))
        assert _choices(game) == ["option:0", "option:1"]
        game.perform(Choose(1, option))
        ps = game.state.players
        assert (ps[0].fate, ps[1].fate, ps[0].honor, ps[1].honor) == after
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    t.state.players[1].fate = 0                       # no fate to give: honor it must be
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, ()))
    assert _choices(game) == ["option:1"]
