"""Engine cases for LCG ability records with conditions (clan targets, more honorable, at this
province, no fate, ring elements, winning as defender, while attacking or defending, winning by
five, each attacker / character), registered by card id in ``tests.lcg.ability_kit.CASES`` and
played by tests/lcg/test_ability_data.py.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from tests.lcg.ability_kit import (
    CHEAP,
    COURTIER,
    FIGHTER,
    card_def,
    case,
    character,
    defending_at,
    mil,
    place,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import put

CRANE = LcgCardDef(id="t:crane", name="Crane", type=LcgType.CHARACTER, side=Side.DYNASTY,
                   clan="crane", cost=2, military=1, political=3, glory=2)
SCORPION = LcgCardDef(id="t:scorpion", name="Scorpion", type=LcgType.CHARACTER,
                      side=Side.DYNASTY, clan="scorpion", cost=2, military=2, political=2,
                      glory=1)


@case("01-way-of-the-crane", "01-way-of-the-scorpion")
def _clan_targets(card_id: str) -> None:
    t = table()
    crane = put(t.state, 0, CRANE)
    t.state.conflict.attackers.append(crane)
    scorpion = put(t.state, 1, SCORPION)
    t.state.conflict.defenders.append(scorpion)
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    if "crane" in card_id:
        assert targets_of(t, uid) == {(crane,)}  # only my Crane character
        assert use(t, uid, (crane,)).cards[crane].status == "honored"
    else:
        assert targets_of(t, uid) == {(t.a,), (t.b,), (crane,)}  # participating non-Scorpion
        assert use(t, uid, (t.b,)).cards[t.b].status == "dishonored"


@case("01-venerable-historian")
def _more_honorable(card_id: str) -> None:
    t = table()
    uid = character(t, card_id)
    t.state.players[0].honor = 11
    assert targets_of(t, uid) == set()  # not participating
    t.state.conflict.attackers.append(uid)
    t.state.players[0].honor = 10
    assert targets_of(t, uid) == set()  # 10 against 10: not more honorable
    t.state.players[0].honor = 11
    assert use(t, uid).cards[uid].status == "honored"


@case("01-fertile-fields", "01-manicured-garden", "01-meditations-on-the-tao",
      "16-vassal-fields")
def _at_this_province(card_id: str) -> None:
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=4, element=("earth",))
    elsewhere = table()  # the conflict is at B's province, not at this one
    assert targets_of(elsewhere, place(elsewhere, d, "province")) == set()
    t = table()
    defending_at(t)
    prov = place(t, d, "province")
    t.state.cards[t.b].fate = 2
    far = put(t.state, 1, CHEAP, fate=1)
    hand, fate = len(t.state.players[0].hand), t.state.players[0].fate
    if "vassal" in card_id:
        t.state.players[1].fate = 3
        assert use(t, prov).players[1].fate == 2
        return
    if "tao" in card_id:
        assert targets_of(t, prov) == {(t.b,)}  # attacking, with fate; not the one at home
        s = use(t, prov, (t.b,))
        assert (s.cards[t.b].fate, s.cards[far].fate) == (1, 1)
        return
    s = use(t, prov)
    assert (len(s.players[0].hand), s.players[0].fate) == (
        (hand + 1, fate) if "fertile" in card_id else (hand, fate + 1))


@case("01-honored-blade")
def _attachment_reaction(card_id: str) -> None:
    from l5r_desktop.games.lcg.state import CardState
    from tests.lcg.scenario import board, conflict_at, pass_window

    game = board()
    s = game.state
    mine = put(s, 0, FIGHTER)
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=1,
             political_bonus=0, keywords=("restricted",))
    s.defs[d.id] = d
    blade = f"Ax{len(s.cards)}"
    s.cards[blade] = CardState(blade, d.id, 0, 0, "play", attached_to=mine)
    s.players[0].attachments.append(blade)
    conflict_at(game, [mine], [put(s, 1, CHEAP)])
    honor = s.players[0].honor
    pass_window(game)
    offered = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == blade]
    assert s.step == "trigger_window" and offered == [UseAbility(0, blade, 0, ())]
    game.perform(offered[0])
    assert s.players[0].honor == honor + 1


@case("30-dispatch-to-nowhere")
def _no_fate(card_id: str) -> None:
    t = table()
    t.state.cards[t.b].fate = 1
    poor = put(t.state, 1, CHEAP)
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t, uid) == {(t.a,), (poor,)}  # only characters without fate
    s = use(t, uid, (poor,))
    assert s.cards[poor].zone != "play" and s.players[0].fate == 9


@case("10-bonsai-garden")
def _ring_element(card_id: str) -> None:
    d = card_def(card_id, LcgType.HOLDING, Side.DYNASTY, strength_bonus=1)
    t = table()  # the contested ring is air
    uid = place(t, d, "holding")
    assert use(t, uid).players[0].honor == 11
    t.state.conflict.ring = "fire"
    assert targets_of(t, uid) == set()


@case("26-purifier-apprentice", "07-kuni-ritsuko")
def _won_as_defender(card_id: str) -> None:
    from tests.lcg.scenario import board, conflict_at, pass_window

    for defending in (True, False):
        game = board()
        s = game.state
        mine = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=5,
                              political=5))
        foe = put(s, 1, CHEAP, fate=2)
        if defending:
            conflict_at(game, [foe], [mine], attacker=1)
        else:
            conflict_at(game, [mine], [foe])
        honor = s.players[1].honor
        pass_window(game)
        offered = [a for a in game.legal_actions()
                   if isinstance(a, UseAbility) and a.card == mine]
        if not defending:
            assert offered == []  # won as the attacker: no reaction
            continue
        assert s.step == "trigger_window" and s.conflict.winner == 0
        if "purifier" in card_id:
            assert offered == [UseAbility(0, mine, 0, ())]
            game.perform(offered[0])
            assert s.players[1].honor == honor - 1
        else:
            assert offered == [UseAbility(0, mine, 0, (foe,))]  # the attacker, with fate
            game.perform(offered[0])
            assert s.cards[foe].fate == 1


@case("20-benevolent-ambassador")
def _both_gain_honor(card_id: str) -> None:
    from tests.lcg.scenario import board, conflict_at, pass_window

    game = board()
    s = game.state
    mine = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=5,
                          political=5, keywords=("courtesy",)))
    conflict_at(game, [mine], [put(s, 1, CHEAP)])
    honor = (s.players[0].honor, s.players[1].honor)
    pass_window(game)
    offered = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == mine]
    assert s.step == "trigger_window" and offered == [UseAbility(0, mine, 0, ())]
    game.perform(offered[0])
    assert (s.players[0].honor, s.players[1].honor) == (honor[0] + 1, honor[1] + 1)


@case("01-doji-challenger")
def _while_attacking(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    far = put(t.state, 1, CHEAP)
    assert targets_of(t, uid) == {(far,)}  # the opponent's characters not in the conflict
    assert far in use(t, uid, (far,)).conflict.defenders
    t = table()
    defending_at(t)
    uid = character(t, card_id)
    t.state.conflict.defenders.append(uid)
    put(t.state, 1, CHEAP)
    assert targets_of(t, uid) == set()  # defending: not usable


@case("12-fight-on", "05-guard-duty")
def _while_defending(card_id: str) -> None:
    attacking = table()
    t = table()
    defending_at(t)
    if card_id == "12-fight-on":
        d = card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1)
        put(attacking.state, 0, CHEAP, bowed=True)
        assert targets_of(attacking, place(attacking, d, "hand")) == set()  # attacking player
        uid = place(t, d, "hand")
        tired = put(t.state, 0, CHEAP, bowed=True)
        assert targets_of(t, uid) == {(tired,)}  # my bowed character only
        s = use(t, uid, (tired,))
        assert not s.cards[tired].bowed and tired in s.conflict.defenders
        assert s.players[0].fate == 9
        return
    from l5r_desktop.games.lcg.state import CardState

    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1, military_bonus=0,
             political_bonus=1)
    for tab in (attacking, t):
        tab.state.defs[d.id] = d
        duty = f"Ax{len(tab.state.cards)}"
        tab.state.cards[duty] = CardState(duty, d.id, 0, 0, "play", attached_to=tab.a)
        tab.state.players[0].attachments.append(duty)
    assert targets_of(attacking, duty) == set()  # host attacking: not usable
    assert use(t, duty).cards[t.a].status == "honored"


@case("08-the-path-of-man", "16-gift-of-amaterasu", "01-fallen-in-battle")
def _won_by_five(card_id: str) -> None:
    from tests.lcg.scenario import board, conflict_at, pass_window

    for military in (5, 6):  # against 1: won by 4, then by 5
        game = board()
        s = game.state
        mine = put(s, 0, replace(FIGHTER, military=military))
        foe = put(s, 1, CHEAP)
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        conflict_at(game, [mine], [foe])
        s.players[0].fate, s.players[0].honor = 5, 10
        pass_window(game)
        offered = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == ev]
        if military == 5:
            assert offered == []  # won by 4
            continue
        assert s.step == "trigger_window"
        if "path" in card_id:
            assert offered == [UseAbility(0, ev, 0, ())]
            game.perform(offered[0])
            assert s.players[0].fate == 7
        elif "gift" in card_id:
            assert {a.targets for a in offered} == {(mine,)}
            game.perform(offered[0])
            assert s.cards[mine].status == "honored"
        else:
            assert {a.targets for a in offered} == {(mine,), (foe,)}
            game.perform(UseAbility(0, ev, 0, (foe,)))
            assert s.cards[foe].zone != "play"


@case("01-yojin-no-shiro")
def _each_attacker(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    second = put(t.state, 0, CHEAP)
    t.state.conflict.attackers.append(second)
    home = put(t.state, 0, CHEAP)
    s = use(t, uid)
    assert [mil(s, u) for u in (t.a, second, home, t.b)] == [4, 2, 1, 3]
    assert s.cards[uid].bowed
    defending = table()
    defending_at(defending)
    uid = place(defending, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    assert targets_of(defending, uid) == set()  # not the attacking player


@case("18-festival-for-the-fortunes", "22-unspoken-etiquette", "07-mono-no-aware")
def _each_character(card_id: str) -> None:
    t = table("political")
    courtier = put(t.state, 1, COURTIER)
    t.state.conflict.defenders.append(courtier)
    home = put(t.state, 0, CHEAP, status="dishonored", fate=1)
    idle = put(t.state, 1, CHEAP)
    t.state.cards[t.a].fate = 2
    t.state.cards[t.b].fate = 1
    t.state.effects.append({"kind": "untargetable", "card": t.b, "until": "phase"})
    cost = {"18-festival-for-the-fortunes": 3, "22-unspoken-etiquette": 2}.get(card_id, 3)
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=cost), "hand")
    hand = len(t.state.players[0].hand) - 1
    s = use(t, uid)
    assert s.players[0].fate == 10 - cost
    statuses = [s.cards[u].status for u in (t.a, t.b, courtier, home, idle)]
    if "festival" in card_id:
        assert statuses == ["honored", "honored", "honored", "", "honored"]
    elif "etiquette" in card_id:  # participating non-Courtiers only
        assert statuses == ["dishonored", "dishonored", "", "dishonored", ""]
        military = table("military")
        ev = place(military, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=cost), "hand")
        assert targets_of(military, ev) == set()
    else:  # one fate off every character, untargetable or not; then a card drawn
        assert [s.cards[u].fate for u in (t.a, t.b, courtier, home, idle)] == [1, 0, 0, 0, 0]
        assert len(s.players[0].hand) == hand + 1
