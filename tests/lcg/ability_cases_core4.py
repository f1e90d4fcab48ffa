"""Engine cases for our ability records of core-set cards, fourth part (characters put into
play from discard piles, a cost reduced), and pool cards sharing the core set's new
vocabulary (play restrictions, the opponent's choices), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Choose, Pass, PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import cannot
from tests.lcg.ability_cases_choices import _choices
from tests.lcg.ability_cases_core import _advance_to, _finish
from tests.lcg.ability_kit import (
    BUSHI,
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
)
from tests.lcg.scenario import board, conflict_at, pass_window, put

BIG_BUSHI = replace(BUSHI, id="t:big-bushi", name="Big Bushi", cost=4)


def _in_discard(s, p: int, d) -> str:
    """A character card of player ``p`` in his dynasty discard pile."""
    uid = put(s, p, d, "dynasty_discard")
    s.players[p].dynasty_discard.append(uid)
    return uid


@case("01-ikoma-eiji")
def _bushi_from_discard_or_province(card_id: str) -> None:
    for ctype in ("political", "military"):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=4, military=1, political=3)
        eiji = put(s, 1, d)
        low, high = _in_discard(s, 1, BUSHI), _in_discard(s, 1, BIG_BUSHI)
        _in_discard(s, 1, CHEAP)                      # not a Bushi
        _in_discard(s, 0, BUSHI)                      # the opponent's discard pile
        prov = s.players[1].provinces[0]
        faceup = put(s, 1, BUSHI, "province", province=prov)
        s.province_cards[prov].append(faceup)
        attacker = put(s, 0, replace(FIGHTER, id="t:orator", military=2, political=2))
        conflict_at(game, [attacker], [], ctype=ctype)
        pass_window(game)
        if ctype == "military":
            assert _advance_to(game, eiji) == []     # a military loss: refused
            continue
        uses = {(a.index, a.targets) for a in _advance_to(game, eiji)}
        assert (0, (low,)) in uses and (1, (faceup,)) in uses
        assert not any(t in ((high,),) for _, t in uses)   # printed cost 3 or lower
        game.perform(UseAbility(1, eiji, 0, (low,)))
        assert s.cards[low].zone == "play" and low not in s.players[1].dynasty_discard
        assert s.cards[low].fate == 0


@case("01-kitsu-spiritcaller")
def _from_discard_into_the_conflict_then_bottom_of_deck(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=3, military=1, political=3)
    s = t.state
    dead = _in_discard(s, 0, FIGHTER)
    _in_discard(s, 1, FIGHTER)                        # the opponent's: not mine to choose
    assert targets_of(t, uid) == {(dead,)}
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, (dead,)))
    s2 = game.state
    assert s2.cards[uid].bowed and dead in s2.conflict.attackers
    if game.waiting_for == 1:
        game.perform(Pass(1))
    pass_window(game)
    _finish(game)
    assert s2.conflict is None or dead not in s2.conflict.attackers
    assert s2.players[0].dynasty_deck[0] == dead and s2.cards[dead].zone == "dynasty_deck"
    t2 = table()
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    caller = character(t2, card_id, cost=3, military=1, political=3)
    _in_discard(t2.state, 0, FIGHTER)
    assert targets_of(t2, caller) == set()            # no conflict: refused


@case("01-meishodo-wielder")
def _one_cheaper_while_first_player(card_id: str) -> None:
    for first, paid in ((0, 1), (1, 2)):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=2)
        prov = s.players[0].provinces[0]
        uid = put(s, 0, d, "province", province=prov)
        s.province_cards[prov].append(uid)
        s.first_player, s.turn = first, 0
        s.players[0].fate = 2
        game.invalidate()
        plays = {a.fate for a in game.legal_actions()
                 if isinstance(a, PlayCharacter) and a.card == uid}
        assert plays == set(range(2 - paid + 1))      # extra fate from what is left
        game.perform(PlayCharacter(0, uid, 0))
        assert s.players[0].fate == 2 - paid


# -- pool cards on the same vocabulary -------------------------------------------------------
@case("15-stolen-breath")
def _no_political_conflicts(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2)
    t = table()
    uid = place(t, d, "hand")
    assert not [a for a in game_of(t).legal_actions()
                if isinstance(a, PlayAttachment) and a.card == uid]   # during a conflict
    game = board()
    s = game.state
    foe = put(s, 1, CHEAP)
    att = attach(s, 0, d, foe)
    assert att and cannot(s, foe, "participate", "political")
    assert not cannot(s, foe, "participate", "military")


@case("18-letter-from-the-daimyo")
def _opponent_discards_two(card_id: str) -> None:
    for ctype in ("political", "military"):
        game = board()
        s = game.state
        mine = put(s, 0, replace(COURTIER, id="t:two-pol", political=2))
        letter = attach(s, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1),
                        mine)
        hand = list(s.players[1].hand)
        conflict_at(game, [mine], [], ctype=ctype)
        pass_window(game)
        if ctype == "military":
            assert _advance_to(game, letter) == []   # a military conflict: refused
            continue
        assert _advance_to(game, letter) == [UseAbility(0, letter, 1, ())]
        game.perform(UseAbility(0, letter, 1, ()))
        assert s.cards[letter].zone == "conflict_discard"        # sacrificed: the cost
        game.perform(Choose(1, hand[0]))
        game.perform(Choose(1, hand[1]))
        assert s.players[1].hand == hand[2:]


@case("27-moto-ariq")
def _opponent_moves_one_in_when_less_honorable(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=3, military=3, political=2)
    s = t.state
    ready, tired = put(s, 1, CHEAP), put(s, 1, CHEAP, bowed=True)
    assert targets_of(t, uid) == set()                # 10 against 10: refused
    s.players[0].honor = 9
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert _choices(game) == [ready] and tired      # a ready one at home
    game.perform(Choose(1, ready))
    assert ready in game.state.conflict.defenders


@case("34-flank-the-enemy")
def _opponent_bows_one_when_outnumbered(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = t.state
    assert targets_of(t, ev) == set()                 # 1 against 1: refused
    s.conflict.attackers.append(put(s, 0, CHEAP))
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, ()))
    assert _choices(game) == [t.b]
    game.perform(Choose(1, t.b))
    assert game.state.cards[t.b].bowed and game.state.players[0].fate == 9


# -- reactions to a phase beginning ------------------------------------------------------------
def _phase_begins(game, name: str) -> None:
    """The draw / conflict / regroup phase begins (its reactions are offered next)."""
    from l5r_desktop.games.lcg import conflict, flow, rules

    s = game.state
    s.conflict = None
    ev: list = []
    {"draw": flow.begin_draw, "conflict": conflict.begin_conflict_phase,
     "regroup": flow.begin_regroup}[name](s, ev)
    rules.settle(s, ev)
    game.invalidate()


def _holding(game, card_id: str, p: int = 0) -> str:
    s = game.state
    prov = s.players[p].provinces[0]
    uid = put(s, p, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province", province=prov)
    s.province_cards[prov].append(uid)
    return uid


@case("01-forgotten-library")
def _draw_when_the_draw_phase_begins(card_id: str) -> None:
    for phase in ("draw", "regroup"):
        game = board()
        s = game.state
        lib = _holding(game, card_id)
        hand = len(s.players[0].hand)
        _phase_begins(game, phase)
        if phase == "regroup":
            assert offered(game, lib) == []          # another phase: refused
            continue
        assert s.step == "trigger_window" and offered(game, lib) == [UseAbility(0, lib, 0, ())]
        game.perform(UseAbility(0, lib, 0, ()))
        assert len(s.players[0].hand) == hand + 1
        _finish(game)
        assert s.step == "bid"                        # then the honor bids (2.2)


@case("01-secluded-temple")
def _opponent_with_more_characters_removes_a_fate(card_id: str) -> None:
    for theirs in (2, 1):
        game = board()
        s = game.state
        temple = _holding(game, card_id)
        put(s, 0, CHEAP)
        rich = [put(s, 1, CHEAP, fate=2) for _ in range(theirs)]
        s.bank_fate -= 2 * theirs
        _phase_begins(game, "conflict")
        if theirs == 1:
            assert offered(game, temple) == []       # as many characters: refused
            continue
        game.perform(UseAbility(0, temple, 0, ()))
        assert sorted(_choices(game)) == sorted(rich)
        game.perform(Choose(1, rich[1]))
        assert [s.cards[u].fate for u in rich] == [2, 1]


@case("13-kuni-laboratory")
def _plus_one_each_and_lose_honor(card_id: str) -> None:
    game = board()
    s = game.state
    mine, foe = put(s, 0, CHEAP), put(s, 1, CHEAP)
    _holding(game, card_id)
    assert (mil(s, mine), pol(s, mine), mil(s, foe)) == (2, 2, 1)
    _phase_begins(game, "conflict")                   # forced: no choice offered
    assert s.players[0].honor == 9 and s.players[1].honor == 10
    game2 = board()
    _holding(game2, card_id)
    _phase_begins(game2, "draw")
    assert game2.state.players[0].honor == 10         # another phase: nothing lost


@case("25-mirumoto-masashige", "17-kakita-ryoku")
def _honor_one_when_a_phase_begins(card_id: str) -> None:
    ryoku = card_id == "17-kakita-ryoku"
    for ok in (True, False):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=2, political=2)
        uid = put(s, 0, d)
        foes = [put(s, 1, CHEAP) for _ in range(1 if ryoku else 2)]
        if ryoku:
            s.favor = 0 if ok else 1
        elif not ok:
            put(s, 0, CHEAP)                          # as many characters as the opponent
        _phase_begins(game, "regroup" if ryoku else "conflict")
        if not ok:
            assert offered(game, uid) == []          # refused
            continue
        want = {(uid,), *((f,) for f in foes)} if ryoku else {(uid,)}
        assert {a.targets for a in offered(game, uid)} == want
        game.perform(UseAbility(0, uid, 0, (uid,)))
        assert s.cards[uid].status == "honored"
