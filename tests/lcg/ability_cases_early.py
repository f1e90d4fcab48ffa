"""Engine cases for the first LCG ability records (the demo cards and the first core-set
cards: bow, skill, draw, fate, status, readying, moving in and home, discards), registered by
card id in ``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game, position_of
from tests.lcg.ability_kit import (
    CHEAP,
    card_def,
    case,
    mil,
    place,
    pol,
    table,
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
