"""Every record of our LCG ability data (carddb/data/lcg_abilities.json) played by the engine.

The cases are here and in the ``ability_cases_*`` modules (loaded below); the kit (stand-in
cards, the conflict table, the registry) is ``tests/lcg/ability_kit.py``. A final test fails
when a record has no case, so new data cannot go unplayed.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from l5r_desktop.carddb.lcg_abilities import ability_data
from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game, position_of
from tests.lcg import (  # noqa: F401  (their cases)
    ability_cases_actions,
    ability_cases_auras,
    ability_cases_choices,
    ability_cases_core,
    ability_cases_core2,
    ability_cases_core3,
    ability_cases_core4,
    ability_cases_core5,
    ability_cases_later,
    ability_cases_more,
    ability_cases_places,
    ability_cases_pool,
    ability_cases_pool2,
    ability_cases_pool3,
    ability_cases_pool4,
    ability_cases_pool5,
    ability_cases_pool6,
    ability_cases_restrictions,
)
from tests.lcg.ability_kit import (
    BUSHI,
    CASES,
    CHEAP,
    COURTIER,
    FIGHTER,
    MONK,
    card_def,
    case,
    character,
    defending_at,
    mil,
    place,
    pol,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import put


@case("demo-lcg:sudden-downpour")
def _bow_participant(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = use(t, ev, (t.b,))
    assert s.cards[t.b].bowed and s.players[0].fate == 10 - s.defs[card_id].cost


@case("demo-lcg:polite-refusal", "demo-lcg:crashing-wave-assault")
def _bow_opponent_in_typed_conflict(card_id: str) -> None:
    ctype = "political" if "polite" in card_id else "military"
    t = table(ctype)
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT), "hand")
    game = Game.from_position(position_of(t.state))
    mine = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == ev]
    assert [a.targets for a in mine] == [(t.b,)]  # only the opponent's participant
    s = use(t, ev, (t.b,))
    assert s.cards[t.b].bowed
    other = table("military" if ctype == "political" else "political")
    ev = place(other, card_def(card_id, LcgType.EVENT, Side.CONFLICT), "hand")
    game = Game.from_position(position_of(other.state))
    assert not [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == ev]


@case("demo-lcg:borrowed-courage", "demo-lcg:pulled-by-the-undertow",
      "demo-lcg:light-in-dark-corridors", "01-sinister-soshi", "01-banzai")
def _skill_boost(card_id: str) -> None:
    t = table()
    is_char = card_id == "01-sinister-soshi"
    d = card_def(card_id, LcgType.CHARACTER if is_char else LcgType.EVENT,
             Side.DYNASTY if is_char else Side.CONFLICT,
             **({"cost": 2, "military": 1, "political": 1} if is_char else {"cost": 0}))
    uid = place(t, d, "play" if is_char else "hand")
    record = d.abilities[0]["effects"][0]
    target = t.b if card_id == "01-sinister-soshi" else t.a
    before = (mil(t.state, target), pol(t.state, target))
    s = use(t, uid, (target,))
    assert (mil(s, target), pol(s, target)) == (before[0] + record.get("military", 0),
                                                  before[1] + record.get("political", 0))


@case("demo-lcg:moment-of-stillness", "demo-lcg:gathered-petitions",
      "demo-lcg:anchoring-the-line", "01-imperial-storehouse", "18-beloved-advisor")
def _draw(card_id: str) -> None:
    t = table()
    where = {"01-imperial-storehouse": "holding", "18-beloved-advisor": "play"}.get(card_id, "hand")
    card_type = {"holding": LcgType.HOLDING, "play": LcgType.CHARACTER}.get(where, LcgType.EVENT)
    uid = place(t, card_def(card_id, card_type, Side.CONFLICT if where == "hand" else Side.DYNASTY,
                         cost=0, military=1, political=1), where)
    s0 = t.state
    hands = [len(s0.players[p].hand) - (1 if where == "hand" and p == 0 else 0) for p in (0, 1)]
    drawn = sum(e.get("amount", 1) for e in s0.defs[s0.cards[uid].card_id].abilities[0]["effects"]
                if e.get("player", "you") == "you")
    discarded = s0.defs[s0.cards[uid].card_id].abilities[0].get("cost", {}).get(
        "discard_cards", 0)
    s = use(t, uid)
    assert len(s.players[0].hand) == hands[0] + drawn - discarded
    assert len(s.players[1].hand) == hands[1] + (1 if card_id == "18-beloved-advisor" else 0)
    if card_id == "01-imperial-storehouse":
        assert s.cards[uid].zone != "province" and uid not in s.province_cards.get(
            s.players[0].provinces[0], [])


@case("demo-lcg:rising-paper-kite", "demo-lcg:rallying-at-high-tide")
def _gain_fate(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT), "hand")
    cost = t.state.defs[card_id].cost or 0
    s = use(t, uid)
    assert s.players[0].fate == 10 - cost + 1


@case("demo-lcg:whispered-endorsement", "demo-lcg:salt-on-the-blade")
def _status(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT), "hand")
    target = t.a if "endorsement" in card_id else t.b
    s = use(t, uid, (target,))
    assert s.cards[target].status == ("honored" if "endorsement" in card_id else "dishonored")


@case("demo-lcg:hall-of-ten-thousand-lanterns", "demo-lcg:breakwater-citadel")
def _stronghold(card_id: str) -> None:
    ctype = "political" if "lanterns" in card_id else "military"
    t = table(ctype)
    uid = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
    before = (mil(t.state, t.a), pol(t.state, t.a))
    s = use(t, uid, (t.a,))
    gain = (1, 0) if ctype == "military" else (0, 1)
    assert (mil(s, t.a), pol(s, t.a)) == (before[0] + gain[0], before[1] + gain[1])
    assert s.cards[uid].bowed


@case("01-border-rider")
def _ready_self(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2,
                         political=1), "play")
    t.state.cards[uid].bowed = True
    assert use(t, uid).cards[uid].bowed is False


@case("14-magistrate-station")
def _ready_honored(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3,
                         element=("earth",)), "province")
    t.state.cards[t.a].bowed = True
    t.state.cards[t.a].status = "honored"
    game = Game.from_position(position_of(t.state))
    assert [a.targets for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == uid] == [(t.a,)]  # only honored
    assert use(t, uid, (t.a,)).cards[t.a].bowed is False


@case("01-shinjo-outrider", "26-moto-eviscerator")
def _move_self_in(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2,
                         political=1), "play")
    s = use(t, uid)
    assert uid in s.conflict.attackers
    assert s.players[0].honor == 10 - (1 if card_id == "26-moto-eviscerator" else 0)


@case("01-ide-messenger")
def _move_other_in(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1,
                         political=1), "play")
    other = put(t.state, 0, CHEAP)
    s = use(t, uid, (other,))
    assert other in s.conflict.attackers and s.players[0].fate == 9


@case("02-doji-representative")
def _send_self_home(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1,
                         political=3), "play")
    t.state.conflict.attackers.append(uid)
    s = use(t, uid)
    assert uid not in s.conflict.attackers and s.cards[uid].zone == "play"


@case("01-assassination")
def _discard_cheap(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    cheap = put(t.state, 1, CHEAP)
    game = Game.from_position(position_of(t.state))
    targets = {a.targets for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == uid}
    assert (cheap,) in targets and (t.b,) not in targets  # printed cost 2 or lower only
    s = use(t, uid, (cheap,))
    assert s.cards[cheap].zone != "play" and s.players[0].honor == 7


@case("01-asahina-artisan")
def _boost_other(card_id: str) -> None:
    t = table("political")
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=0,
                         political=2), "play")
    before = pol(t.state, t.a)
    s = use(t, uid, (t.a,))
    assert pol(s, t.a) == before + 3 and s.cards[uid].bowed


@case("01-vanguard-warrior")
def _sacrifice_for_fate(card_id: str) -> None:
    t = table()
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=1, military=2,
                         political=0), "play")
    s = use(t, uid, (t.a,))
    assert s.cards[t.a].fate == 1 and s.cards[uid].zone != "play"


@pytest.mark.parametrize("card_id", sorted(ability_data()))
def test_every_ability_record_is_played_by_the_engine(card_id: str) -> None:
    assert card_id in CASES, f"{card_id}: no engine test plays this record"
    CASES[card_id]()


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


def test_every_record_is_in_the_vocabulary() -> None:
    from l5r_desktop.games.lcg.cards import validate_ability

    problems = {cid: p for cid, recs in ability_data().items() for r in recs
                if (p := validate_ability(r))}
    assert problems == {}
    assert validate_ability({"timing": "action", "effects": [
        {"op": "bow", "each": {"colour": "red"}}]}) == ["each must be an object of target filters"]
