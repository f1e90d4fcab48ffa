"""Engine cases for LCG ability records used in a conflict (readying, sending home, moving in,
bowing the dishonored, reactions after winning, ...), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game, position_of
from tests.lcg.ability_kit import (
    BUSHI,
    CHEAP,
    MONK,
    card_def,
    case,
    character,
    mil,
    place,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import put


@case("24-moto-outrider")
def _ready_self_in_military(card_id: str) -> None:
    t = table("military")
    uid = character(t, card_id)
    t.state.cards[uid].bowed = True
    assert targets_of(t, uid) == set()  # not participating: not usable
    t.state.conflict.attackers.append(uid)
    assert use(t, uid).cards[uid].bowed is False
    other = table("political")
    uid = character(other, card_id, participating=True)
    assert targets_of(other, uid) == set()


@case("18-retreat", "15-brother-s-gift-dojo")
def _send_own_home(card_id: str) -> None:
    t = table("military")
    if card_id == "18-retreat":
        uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    else:
        uid = place(t, card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=4,
                             element=("void",)), "province")
    assert targets_of(t, uid) == {(t.a,)}  # only my participating character
    s = use(t, uid, (t.a,))
    assert t.a not in s.conflict.attackers and s.cards[t.a].zone == "play"
    assert s.players[0].honor == 10 - (1 if "dojo" in card_id else 0)


@case("37-reserve-tents", "18-shinjo-haruko")
def _move_in_other(card_id: str) -> None:
    t = table()
    other = put(t.state, 0, CHEAP)
    if card_id == "37-reserve-tents":
        uid = place(t, card_def(card_id, LcgType.HOLDING, Side.DYNASTY, strength_bonus=1),
                     "holding")
    else:
        uid = character(t, card_id, participating=True)
        t.state.cards[other].status = "honored"
    s = use(t, uid, (other,))
    assert other in s.conflict.attackers


@case("15-doji-fumiki")
def _bow_dishonored(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    t.state.cards[t.b].status = "dishonored"
    assert targets_of(t, uid) == {(t.b,)}
    assert use(t, uid, (t.b,)).cards[t.b].bowed


@case("09-hurricane-punch")
def _monk_punch(card_id: str) -> None:
    t = table()
    monk = put(t.state, 0, MONK)
    t.state.conflict.attackers.append(monk)
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    assert targets_of(t, uid) == {(monk,)}
    hand = len(t.state.players[0].hand) - 1
    before = mil(t.state, monk)
    s = use(t, uid, (monk,))
    assert mil(s, monk) == before + 2 and len(s.players[0].hand) == hand + 1


@case("23-fan-of-command")
def _fan(card_id: str) -> None:
    t = table()
    bushi = put(t.state, 0, BUSHI)
    t.state.conflict.attackers.append(bushi)
    t.state.cards[bushi].bowed = True
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=0,
             political_bonus=0)
    s0 = t.state
    s0.defs[d.id] = d
    fan = f"Ax{len(s0.cards)}"
    from l5r_desktop.games.lcg.state import CardState

    s0.cards[fan] = CardState(fan, d.id, 0, 0, "play", attached_to=t.a)
    s0.players[0].attachments.append(fan)
    assert targets_of(t, fan) == {(bushi,)}
    assert use(t, fan, (bushi,)).cards[bushi].bowed is False


@case("32-hayaken-no-shiro")
def _hayaken(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    bushi = put(t.state, 0, BUSHI)
    t.state.cards[bushi].bowed = True
    assert targets_of(t, uid) == {(bushi,)}  # FIGHTER: no Bushi trait, cost 3
    s = use(t, uid, (bushi,))
    assert s.cards[bushi].bowed is False and s.cards[uid].bowed


@case("19-purity-of-spirit")
def _purity(card_id: str) -> None:
    t = table()
    bushi = put(t.state, 1, BUSHI)
    t.state.conflict.defenders.append(bushi)
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t, uid) == {(bushi,)}
    assert use(t, uid, (bushi,)).cards[bushi].status == "honored"


@case("10-spreading-the-darkness")
def _darkness(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    before = mil(t.state, t.a)
    s = use(t, uid, (t.a,))
    assert mil(s, t.a) == before + 4 and s.players[0].honor == 8
    # The opponent's abilities can no longer choose it.
    s.turn = 1
    bower = LcgCardDef(id="t:bower", name="Bower", type=LcgType.EVENT, side=Side.CONFLICT,
                       cost=0, abilities=({"timing": "action", "targets": [{}],
                                           "effects": [{"op": "bow", "target": 0}]},))
    ev = put(s, 1, bower, "hand")
    game = Game.from_position(position_of(s))
    chosen = {a.targets for a in game.legal_actions()
              if isinstance(a, UseAbility) and a.card == ev}
    assert (t.a,) not in chosen and (t.b,) in chosen


@case("01-yogo-hiroue")
def _hiroue(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    far = put(t.state, 1, CHEAP)
    assert targets_of(t, uid) == {(far,)}  # only non-participating characters
    assert far in use(t, uid, (far,)).conflict.defenders


@case("15-kyuden-bayushi")
def _kyuden_bayushi(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    t.state.cards[t.a].bowed = True
    t.state.cards[t.a].status = "dishonored"
    t.state.cards[t.b].status = "dishonored"
    assert targets_of(t, uid) == {(t.a,)}
    s = use(t, uid, (t.a,))
    assert s.cards[t.a].bowed is False and s.cards[uid].bowed


@case("41-at-any-cost", "37-master-of-jade")
def _fate_for_honor(card_id: str) -> None:
    t = table()
    event = card_id == "41-at-any-cost"
    uid = (place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0,
                          keywords=("limited",)), "hand") if event
           else character(t, card_id))
    s = use(t, uid, (t.b,))
    assert s.cards[t.b].fate == (2 if event else 1)
    assert s.players[0].honor == 10 - (3 if event else 2)


@case("12-soul-beyond-reproach")
def _honor_twice(card_id: str) -> None:
    t = table()
    t.state.cards[t.a].status = "dishonored"
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t, uid) == {(t.a,)}
    assert use(t, uid, (t.a,)).cards[t.a].status == "honored"  # dishonored -> ordinary -> honored


@case("01-blackmail-artist", "02-gifted-tactician")
def _reaction_after_winning(card_id: str) -> None:
    from tests.lcg.scenario import board, conflict_at, pass_window

    ctype = "political" if "blackmail" in card_id else "military"
    for right_type in (True, False):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=5, political=5)
        mine = put(s, 0, d)
        other_type = "military" if ctype == "political" else "political"
        conflict_at(game, [mine], [put(s, 1, CHEAP)], ctype=ctype if right_type else other_type)
        honor, hand = (s.players[0].honor, s.players[1].honor), len(s.players[0].hand)
        pass_window(game)
        offered = [a for a in game.legal_actions() if isinstance(a, UseAbility)
                   and a.card == mine]
        if not right_type:
            assert offered == []  # wrong conflict type: no reaction
            continue
        assert s.step == "trigger_window" and offered == [UseAbility(0, mine, 0, ())]
        game.perform(offered[0])
        if "blackmail" in card_id:
            assert (s.players[0].honor, s.players[1].honor) == (honor[0] + 1, honor[1] - 1)
        else:
            assert len(s.players[0].hand) == hand + 1


@case("01-savvy-politician")
def _savvy(card_id: str) -> None:
    t = table()
    savvy = character(t, card_id)
    endorse = place(t, card_def("demo-lcg:whispered-endorsement", LcgType.EVENT, Side.CONFLICT),
                     "hand")
    game = Game.from_position(position_of(t.state))
    game.perform(UseAbility(0, endorse, 0, (savvy,)))
    s = game.state
    assert s.cards[savvy].status == "honored" and s.step == "trigger_window"
    offered = {a.targets for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == savvy}
    assert (t.b,) in offered
    game.perform(UseAbility(0, savvy, 0, (t.b,)))
    assert s.cards[t.b].status == "honored"


@case("11-ikoma-ikehata", "11-mantis-seafarer")
def _win_reactions(card_id: str) -> None:
    from tests.lcg.scenario import board, conflict_at, pass_window

    game = board()
    s = game.state
    mine = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=5,
                          political=5))
    conflict_at(game, [mine], [put(s, 1, CHEAP)],
                ctype="political" if "ikehata" in card_id else "military")
    honor, fate, hand = s.players[0].honor, s.players[0].fate, len(s.players[0].hand)
    pass_window(game)
    offered = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == mine]
    assert s.step == "trigger_window" and offered
    if "ikehata" in card_id:
        game.perform(UseAbility(0, mine, 0, (mine,)))
        assert s.cards[mine].status == "honored" and len(s.players[0].hand) == hand + 1
    else:
        game.perform(offered[0])
        assert (s.players[0].honor, s.players[0].fate) == (honor - 1, fate + 1)
