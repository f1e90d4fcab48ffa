"""Engine cases for our ability records of core-set cards (third batch: cancels, comparisons
with the card itself, costs paid from hand or with an attachment, duels with "if"),
registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py.

Each case plays the record through the engine and checks exact numbers, and the case it
refuses. Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Bid, Pass, UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import glory
from tests.lcg.ability_kit import (
    CHEAP,
    COURTIER,
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

SHAME = LcgCardDef(id="t:shame-event", name="Shame", type=LcgType.EVENT, side=Side.CONFLICT,
                   cost=1, abilities=({"timing": "action",
                                       "targets": [{"controller": "opponent"}],
                                       "effects": [{"op": "dishonor", "target": 0}]},))
WARDEN = LcgCardDef(id="t:warden-ability", name="Warden", type=LcgType.CHARACTER,
                    side=Side.DYNASTY, cost=2, military=2, political=2, glory=1,
                    abilities=({"timing": "action",
                                "targets": [{"controller": "opponent"}],
                                "effects": [{"op": "bow", "target": 0}]},))
SHUGENJA = replace(CHEAP, id="t:shugenja", name="Shugenja", traits=("Shugenja",))
TRINKET = LcgCardDef(id="t:trinket", name="Trinket", type=LcgType.ATTACHMENT,
                     side=Side.CONFLICT, cost=0, military_bonus=1, political_bonus=0)


# -- cancel interrupts -----------------------------------------------------------------------
def _initiate(p_source: LcgCardDef, target_def: LcgCardDef = COURTIER) -> tuple[Game, str, str]:
    """P1 (index 0) initiates ``p_source``'s ability against a P2 character in a draw-phase
    action window; returns the game, the source and the target."""
    game = board()
    s = game.state
    foe = put(s, 1, target_def)
    zone = "hand" if p_source.type is LcgType.EVENT else "play"
    src = put(s, 0, p_source, zone)
    s.window, s.step, s.turn = {"kind": "draw", "passes": 0}, "action_window", 0
    game.invalidate()
    game.perform(UseAbility(0, src, 0, (foe,)))
    return game, src, foe


@case("01-forged-edict", "01-voice-of-honor")
def _cancel_an_event(card_id: str) -> None:
    for source in (SHAME, WARDEN):
        game = board()
        s = game.state
        edict = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        courtier = put(s, 1, COURTIER)
        if "voice" in card_id:
            s.cards[courtier].status = "honored"
        foe = put(s, 1, FIGHTER)
        src = put(s, 0, source, "hand" if source is SHAME else "play")
        s.window, s.step, s.turn = {"kind": "draw", "passes": 0}, "action_window", 0
        game.invalidate()
        game.perform(UseAbility(0, src, 0, (foe,)))
        if source is WARDEN:   # a character's ability, not an event: nothing to cancel
            assert s.step == "action_window" and s.cards[foe].bowed
            continue
        assert s.step == "trigger_window" and game.waiting_for == 1
        want = (courtier,) if "edict" in card_id else ()
        assert offered(game, edict) == [UseAbility(1, edict, 0, want)]
        game.perform(UseAbility(1, edict, 0, want))
        assert s.cards[foe].status == "" and s.cards[src].zone == "conflict_discard"
        assert s.cards[courtier].status == ("dishonored" if "edict" in card_id else "honored")
    game = board()                  # Voice of Honor without more honored characters
    s = game.state
    voice = put(s, 1, card_def("01-voice-of-honor", LcgType.EVENT, Side.CONFLICT), "hand")
    put(s, 0, COURTIER, status="honored")
    put(s, 1, COURTIER, status="honored")
    if card_id == "01-voice-of-honor":
        foe = put(s, 1, FIGHTER)
        src = put(s, 0, SHAME, "hand")
        s.window, s.step, s.turn = {"kind": "draw", "passes": 0}, "action_window", 0
        game.invalidate()
        game.perform(UseAbility(0, src, 0, (foe,)))
        assert offered(game, voice) == [] and s.cards[foe].status == "dishonored"


@case("01-shiba-yojimbo")
def _cancel_targeting_a_shugenja(card_id: str) -> None:
    for target in (SHUGENJA, CHEAP):
        game = board()
        s = game.state
        yojimbo = put(s, 1, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3,
                                     military=3, political=1, glory=1))
        foe = put(s, 1, target)
        src = put(s, 0, WARDEN)
        s.window, s.step, s.turn = {"kind": "draw", "passes": 0}, "action_window", 0
        game.invalidate()
        game.perform(UseAbility(0, src, 0, (foe,)))
        if target is CHEAP:
            assert s.step == "action_window" and s.cards[foe].bowed
            continue
        assert offered(game, yojimbo) == [UseAbility(1, yojimbo, 0, ())]
        game.perform(UseAbility(1, yojimbo, 0, ()))
        assert not s.cards[foe].bowed and s.cards[src].bowed is False


# -- conditions on the conflict ------------------------------------------------------------------
@case("01-kakita-asami")
def _take_honor_when_winning(card_id: str) -> None:
    t = table("political")
    uid = character(t, card_id, cost=3, military=1, political=1)
    assert targets_of(t, uid) == set()            # not participating
    t.state.conflict.attackers.append(uid)        # 2 + 1 against 2: more skill
    s = use(t, uid)
    assert (s.players[0].honor, s.players[1].honor) == (11, 9)
    t.state.cards[t.a].bowed = True               # 1 against 2: not winning
    assert targets_of(t, uid) == set()
    military = table()
    uid = character(military, card_id, participating=True, cost=3, military=1, political=1)
    assert targets_of(military, uid) == set()     # not a political conflict


@case("01-brash-samurai")
def _alone(card_id: str) -> None:
    t = table()
    t.state.conflict.attackers.clear()
    uid = character(t, card_id, participating=True)
    assert use(t, uid).cards[uid].status == "honored"
    t = table()
    uid = character(t, card_id, participating=True)   # beside the fighter
    assert targets_of(t, uid) == set()


@case("01-admit-defeat")
def _defending_alone(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t, ev) == {(t.b,)}
    assert use(t, ev, (t.b,)).cards[t.b].bowed
    t.state.conflict.defenders.append(put(t.state, 1, CHEAP))
    assert targets_of(t, ev) == set()             # two defenders


@case("01-kaiu-shuichi")
def _holding_in_play(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=4, keywords=("covert",))
    for cards in t.state.province_cards.values():
        for u in cards:
            t.state.cards[u].facedown = True
    assert targets_of(t, uid) == set()            # every dynasty card facedown: no holding
    holding = LcgCardDef(id="t:hut", name="Hut", type=LcgType.HOLDING, side=Side.DYNASTY,
                         strength_bonus=1)
    place(t, holding, "holding")
    assert use(t, uid).players[0].fate == 11


@case("01-utaku-yumino")
def _discard_a_chosen_card(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=3)
    s = t.state
    hand = list(s.players[0].hand)
    put(s, 1, CHEAP, "hand")                      # the opponent's hand: not mine to discard
    assert targets_of(t, uid) == {(h,) for h in hand}
    s2 = use(t, uid, (hand[-1],))
    assert s2.cards[hand[-1]].zone.endswith("discard") and hand[0] in s2.players[0].hand
    assert (mil(s2, uid), pol(s2, uid)) == (4, 4)
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, (hand[0],)))
    game.perform(Pass(1))
    assert offered(game, uid) == []               # once per conflict


@case("01-asako-diplomat")
def _honor_or_dishonor(card_id: str) -> None:
    game = board()
    s = game.state
    mine = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=3,
                              political=3, glory=1))
    foe = put(s, 1, CHEAP)
    conflict_at(game, [mine], [foe])
    pass_window(game)
    options = {(a.index, a.targets) for a in offered(game, mine)}
    assert (0, (foe,)) in options and (1, (foe,)) in options and (0, (mine,)) in options
    game.perform(UseAbility(0, mine, 1, (foe,)))
    assert s.cards[foe].status == "dishonored"
    assert offered(game, mine) == []              # one of the two, once


# -- comparisons with the card itself -----------------------------------------------------------
@case("01-fearsome-mystic")
def _lower_glory_loses_fate(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=4, glory=2)
    assert glory(t.state, uid) == 4               # air conflict: +2 glory
    low = put(t.state, 1, CHEAP, fate=2)
    t.state.conflict.defenders.append(low)
    high = put(t.state, 1, replace(FIGHTER, id="t:glorious", glory=5), fate=2)
    t.state.conflict.defenders.append(high)
    idle = put(t.state, 1, CHEAP, fate=1)
    t.state.cards[t.b].fate = 1
    s = use(t, uid)
    assert [s.cards[u].fate for u in (low, high, idle, t.b)] == [1, 2, 1, 0]
    t.state.conflict.ring = "fire"
    assert glory(t.state, uid) == 2


@case("01-lion-s-pride-brawler")
def _bow_equal_or_lower(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=3, military=3, political=1)
    big = put(t.state, 1, replace(FIGHTER, id="t:big", military=4))
    assert {x for (x,) in targets_of(t, uid)} == {t.a, t.b, uid}   # 3 or lower; not big
    assert big not in {x for (x,) in targets_of(t, uid)}
    assert use(t, uid, (t.b,)).cards[t.b].bowed
    defending = table()
    defending_at(defending)
    uid = character(defending, card_id, cost=3, military=3, political=1)
    defending.state.conflict.defenders.append(uid)
    assert targets_of(defending, uid) == set()    # not attacking


@case("01-jade-tetsubo")
def _all_fate_back(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2, military_bonus=2,
                 political_bonus=0, keywords=("restricted",))
    t = table()
    club = attach(t.state, 0, d, t.a)             # host: 3 + 2 military
    t.state.cards[t.b].fate = 3
    strong = put(t.state, 1, replace(FIGHTER, id="t:strong5", military=5), fate=2)
    t.state.conflict.defenders.append(strong)
    assert targets_of(t, club) == {(t.b,)}        # lower military (3 < 5); 5 is not lower
    bank = t.state.bank_fate
    s = use(t, club, (t.b,))
    assert (s.cards[t.b].fate, s.bank_fate, s.cards[club].bowed) == (0, bank + 3, True)


@case("01-niten-adept")
def _bow_an_attachment_to_bow(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True)
    assert targets_of(t, uid) == set()            # no attachment to bow
    trinket = attach(t.state, 0, TRINKET, uid)
    armed = put(t.state, 1, CHEAP)
    t.state.conflict.defenders.append(armed)
    attach(t.state, 1, TRINKET, armed)
    assert targets_of(t, uid) == {(trinket, t.a), (trinket, t.b)}   # without attachments
    s = use(t, uid, (trinket, t.b))
    assert s.cards[trinket].bowed and s.cards[t.b].bowed


# -- moves and a duel -----------------------------------------------------------------------------
@case("01-shinjo-tatsuo")
def _this_and_another(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=4)
    friend = put(t.state, 0, CHEAP)
    game = game_of(t)
    assert {(a.index, a.targets) for a in offered(game, uid)} == {(0, ()), (1, (friend,))}
    s = use(t, uid, (friend,))
    assert s.conflict.attackers == [t.a, uid, friend]
    game.perform(UseAbility(0, uid, 0, ()))
    assert game.state.conflict.attackers == [t.a, uid]


@case("01-mirumoto-raitsugu")
def _duel_loser_discarded_or_loses_fate(card_id: str) -> None:
    for fate in (0, 2):
        t = table()
        uid = character(t, card_id, participating=True, cost=3, military=4, political=2)
        t.state.cards[t.b].fate = fate
        game = game_of(t)
        game.perform(UseAbility(0, uid, 0, (t.b,)))
        assert game.state.step == "bid"
        game.perform(Bid(0, 1))
        game.perform(Bid(1, 1))   # 4+1 against 3+1: Raitsugu wins
        s = game.state
        if fate == 0:
            assert s.cards[t.b].zone == "dynasty_discard"
        else:
            assert s.cards[t.b].zone == "play" and s.cards[t.b].fate == 1
