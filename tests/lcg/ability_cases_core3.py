"""Engine cases for our ability records of core-set cards, third part (fate paid to a ring,
choices among cards in hand, a pass answered, attachments moved, ring effects canceled),
registered by card id in ``tests.lcg.ability_kit.CASES`` and played by
tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    PlayAttachment,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.labels import lcg_label
from tests.lcg.ability_cases_choices import _choices
from tests.lcg.ability_cases_core import _finish, defended
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
    MONK,
    attach,
    card_def,
    case,
    character,
    game_of,
    offered,
    table,
    targets_of,
)
from tests.lcg.scenario import BLADE, board, conflict_at, pass_window, put

MONK_ITEM = replace(BLADE, id="t:monk-item", name="Prayer Beads", traits=("Monk",),
                    keywords=())


def _unclaimed(s) -> set[tuple[str, ...]]:
    return {(f"ring:{e}",) for e, r in s.rings.items() if r["claimed_by"] is None}


# -- "spend 1 fate to an unclaimed ring" -----------------------------------------------------
@case("01-togashi-initiate")
def _honor_self_for_a_fate_on_a_ring(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=1, military=1, political=1)
    s = t.state
    s.rings["fire"]["claimed_by"] = 1
    assert targets_of(t, uid) == _unclaimed(s)        # one choice per unclaimed ring
    game = game_of(t)
    assert lcg_label(UseAbility(0, uid, 0, ("ring:air",)), game.state).endswith(
        "1 fate to the air ring")
    before = game.state.rings["air"]["fate"]
    game.perform(UseAbility(0, uid, 0, ("ring:air",)))
    s2 = game.state
    assert s2.players[0].fate == 9 and s2.rings["air"]["fate"] == before + 1
    assert s2.cards[uid].status == "honored"
    t2 = defended()
    mine = character(t2, card_id, cost=1, military=1, political=1)
    t2.state.conflict.defenders.append(mine)
    t2.state.turn = 0
    assert targets_of(t2, mine) == set()              # defending: refused
    t3 = table()
    broke = character(t3, card_id, participating=True, cost=1, military=1, political=1)
    t3.state.players[0].fate = 0
    assert targets_of(t3, broke) == set()             # no fate to spend: refused


@case("01-ascetic-visionary")
def _ready_a_monk_for_a_fate_on_a_ring(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=4, military=3, political=4)
    s = t.state
    monk = put(s, 0, MONK, bowed=True)
    armed = put(s, 0, CHEAP, bowed=True)
    attach(s, 0, MONK_ITEM, armed)
    put(s, 0, CHEAP, bowed=True)                      # neither: not a choice
    for ring in ("air", "earth", "fire", "water"):
        s.rings[ring]["claimed_by"] = 0
    assert {a.targets for a in offered(game_of(t), uid)} == {
        (monk, "ring:void"), (armed, "ring:void")}
    game = game_of(t)
    game.perform(UseAbility(0, uid, 1, (armed, "ring:void")))
    assert not game.state.cards[armed].bowed and game.state.rings["void"]["fate"] == 1
    g2 = board()
    s2 = g2.state
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=4, military=3, political=4)
    host = put(s2, 0, d)
    blade, beads = put(s2, 0, BLADE, "hand"), put(s2, 0, MONK_ITEM, "hand")
    s2.phase, s2.step, s2.turn = "conflict", "action_window", 0
    s2.window = {"kind": "draw", "passes": 0}
    g2.invalidate()
    legal = g2.legal_actions()
    assert PlayAttachment(0, beads, host) in legal     # a Monk attachment
    assert PlayAttachment(0, blade, host) not in legal  # no other attachments


@case("01-kitsuki-investigator")
def _look_at_the_hand_and_discard_one(card_id: str) -> None:
    t = table("political")
    uid = character(t, card_id, participating=True, cost=3, military=1, political=3)
    s = t.state
    theirs = list(s.players[1].hand)
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ("ring:air",)))
    assert game.waiting_for == 0 and sorted(_choices(game)) == sorted(theirs)  # my choice
    game.perform(Choose(0, theirs[1]))
    s2 = game.state
    assert s2.players[1].hand == [theirs[0], *theirs[2:]]
    assert theirs[1] in s2.players[1].conflict_discard and s2.rings["air"]["fate"] == 1
    t2 = table("military")
    mine = character(t2, card_id, participating=True, cost=3, military=1, political=3)
    assert targets_of(t2, mine) == set()              # a military conflict: refused


# -- the opponent discards from his hand ------------------------------------------------------
@case("01-night-raid")
def _discard_one_per_attacker(card_id: str) -> None:
    game = board()
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    s.defs[d.id] = d
    s.cards[prov].card_id, s.cards[prov].facedown = d.id, True
    raiders = [put(s, 1, CHEAP), put(s, 1, CHEAP)]
    hand = list(s.players[1].hand)
    s.first_player = 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(DeclareConflict(1, "military", "air", prov))
    for u in raiders:
        game.perform(ChooseParticipant(1, u))
    game.perform(Confirm(1))
    assert s.step == "trigger_window" and offered(game, prov) == [UseAbility(0, prov, 0, ())]
    game.perform(UseAbility(0, prov, 0, ()))
    assert game.waiting_for == 1 and sorted(_choices(game)) == sorted(hand)   # his choice
    game.perform(Choose(1, hand[0]))
    assert sorted(_choices(game)) == sorted(hand[1:])                  # a second one
    game.perform(Choose(1, hand[2]))
    assert s.players[1].hand == [hand[1], *hand[3:]] and s.step != "card_choice"


@case("01-restoration-of-balance")
def _discard_down_to_four(card_id: str) -> None:
    for extra in (2, 0):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        hand = list(s.players[1].hand)[:4] + [put(s, 1, CHEAP, "hand") for _ in range(extra)]
        s.players[1].hand = list(hand)
        conflict_at(game, [put(s, 1, FIGHTER)], [], attacker=1, province=prov)
        pass_window(game)                             # 3 against strength 3: it breaks
        if extra == 0:                                # 4 cards: nothing to discard
            if game.waiting_for == 1:
                game.perform(Pass(1))
            game.perform(UseAbility(0, prov, 0, ()))
            assert s.step != "card_choice" and s.players[1].hand == hand
            continue
        assert s.step == "trigger_window"
        if game.waiting_for == 1:
            game.perform(Pass(1))
        assert offered(game, prov) == [UseAbility(0, prov, 0, ())]
        game.perform(UseAbility(0, prov, 0, ()))
        game.perform(Choose(1, hand[5]))
        game.perform(Choose(1, hand[0]))
        assert s.players[1].hand == hand[1:5]
    game = board()                                    # another province broken: refused
    s = game.state
    mine = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("earth",))
    s.defs[d.id] = d
    s.cards[mine].card_id, s.cards[mine].facedown = d.id, False
    conflict_at(game, [put(s, 1, FIGHTER)], [], attacker=1, province=s.players[0].provinces[1])
    pass_window(game)
    assert offered(game, mine) == []


# -- a pass answered, an attachment moved, ring effects canceled ------------------------------
@case("01-intimidating-hida")
def _honor_lost_on_a_pass(card_id: str) -> None:
    game = board()
    s = game.state
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=4, political=2)
    hida = put(s, 0, d)
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 1, {"declarer": 1}
    game.invalidate()
    game.perform(Pass(1))                             # the opponent passes his opportunity
    assert s.step == "trigger_window" and offered(game, hida) == [UseAbility(0, hida, 0, ())]
    game.perform(UseAbility(0, hida, 0, ()))
    assert (s.players[0].honor, s.players[1].honor) == (10, 9)
    game2 = board()
    s2 = game2.state
    hida2 = put(s2, 0, d)
    s2.phase, s2.step, s2.turn, s2.pending = "conflict", "declare", 0, {"declarer": 0}
    game2.invalidate()
    game2.perform(Pass(0))                            # my own pass: refused
    assert offered(game2, hida2) == [] and s2.players[0].honor == 10


@case("01-giver-of-gifts")
def _move_an_attachment_to_another_of_mine(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=3, military=2, political=3)
    s = t.state
    other = put(s, 0, CHEAP)
    theirs = put(s, 1, CHEAP)
    blade = attach(s, 0, BLADE, t.a)
    assert (blade, theirs) not in targets_of(t, uid)  # to a character I control only
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, (blade, other)))
    assert game.state.cards[blade].attached_to == other
    t2 = table()
    giver = character(t2, card_id, cost=3, military=2, political=3)
    attach(t2.state, 1, BLADE, t2.b)                  # the opponent's attachment only
    assert targets_of(t2, giver) == set()             # refused


@case("01-pilgrimage")
def _ring_effects_canceled_here(card_id: str) -> None:
    for strength, effect in ((5, False), (1, True)):
        game = board()
        s = game.state
        prov = s.players[1].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=strength,
                     element=("void",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        conflict_at(game, [put(s, 0, FIGHTER)], [], ring="air", province=prov)
        pass_window(game)                             # won; strength 1 breaks, 5 does not
        if game.state.step == "break_discard":
            game.perform(Choose(0, "keep"))
        assert (s.step == "ring_effect") is effect    # broken: resolved as normal
        _finish(game)
        assert s.rings["air"]["claimed_by"] == 0
