"""Engine cases for our ability records of core-set cards whose numbers count or compare
(other Bushi, participating Unicorn, fate on unclaimed rings, attachments), auras and
"stays ready" / "into play after losing" conditions, registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py (the shared
stand-ins and helpers are ``tests/lcg/ability_cases_core.py``'s).
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from tests.lcg.ability_cases_core import (
    BANISH_ANY,
    LION,
    UNICORN,
    WEAK,
    _advance_to,
    _attachable,
    _finish,
    _played,
)
from tests.lcg.ability_kit import (
    BUSHI,
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
    use,
)
from tests.lcg.scenario import SHAME, board, conflict_at, pass_window, put


@case("01-honored-general")
def _lion_aura_and_honored_on_entering(card_id: str) -> None:
    game, uid = _played(card_id)
    s = game.state
    assert offered(game, uid) == [UseAbility(0, uid, 1, ())]
    game.perform(UseAbility(0, uid, 1, ()))
    assert s.cards[uid].status == "honored"
    t = table()
    general = character(t, card_id, participating=True)
    s = t.state
    lion = put(s, 0, LION)
    home_lion = put(s, 0, LION)
    s.conflict.attackers.append(lion)
    assert (mil(s, lion), mil(s, home_lion), mil(s, t.a)) == (3, 2, 3)   # +1: lion attacker
    s.conflict.attackers.remove(general)
    assert mil(s, lion) == 2                          # general not participating: none


@case("01-matsu-beiona")
def _two_fate_with_three_other_bushi(card_id: str) -> None:
    for bushi in (2, 3):
        game = board()
        s = game.state
        for _ in range(bushi):
            put(s, 0, BUSHI)
        game, uid = _played(card_id, game)
        s = game.state
        if bushi == 2:
            assert offered(game, uid) == []          # only 2 other Bushi: refused
            continue
        assert offered(game, uid) == [UseAbility(0, uid, 0, ())]
        bank = s.bank_fate
        game.perform(UseAbility(0, uid, 0, ()))
        assert s.cards[uid].fate == 2 and s.bank_fate == bank - 2


@case("01-vengeful-berserker")
def _double_military_when_another_leaves(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, military=3, political=None)
    s = t.state
    s.players[1].fate = 5
    s.effects.append({"kind": "skill", "card": uid, "military": 1, "until": "conflict"})
    victim = put(s, 0, CHEAP)
    foe_ev = put(s, 1, BANISH_ANY, "hand")
    s.players[1].fate = 5
    s.turn = 1
    game = game_of(t)
    game.perform(UseAbility(1, foe_ev, 0, (victim,)))
    s2 = game.state
    assert s2.step == "trigger_window" and offered(game, uid) == [UseAbility(0, uid, 0, ())]
    game.perform(UseAbility(0, uid, 0, ()))
    assert mil(s2, uid) == 8                          # 3 + 1, doubled
    t2 = table()
    mine = character(t2, card_id, military=3, political=None)
    s3 = t2.state
    s3.conflict = None
    s3.window = {"kind": "draw", "passes": 0}
    victim = put(s3, 0, CHEAP)
    foe_ev = put(s3, 1, BANISH_ANY, "hand")
    s3.players[1].fate, s3.turn = 5, 1
    game = game_of(t2)
    game.perform(UseAbility(1, foe_ev, 0, (victim,)))
    assert offered(game, mine) == []                  # not during a conflict: refused


@case("01-indomitable-will")
def _alone_winner_stays_ready(card_id: str) -> None:
    for alone in (True, False):
        game = board()
        s = game.state
        mine = put(s, 0, FIGHTER)
        team = [mine] + ([] if alone else [put(s, 0, CHEAP)])
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
        conflict_at(game, team, [put(s, 1, CHEAP)], ctype="political")
        pass_window(game)
        if not alone:
            assert _advance_to(game, ev) == []       # two participants: refused
            _finish(game)
            assert s.cards[mine].bowed
            continue
        assert _advance_to(game, ev) == [UseAbility(0, ev, 0, (mine,))]
        game.perform(UseAbility(0, ev, 0, (mine,)))
        _finish(game)
        assert not s.cards[mine].bowed and s.conflict is None


@case("01-vengeful-oathkeeper")
def _into_play_from_hand_after_losing(card_id: str) -> None:
    for ctype in ("military", "political"):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.CONFLICT, cost=2, military=2, political=1)
        oath = put(s, 1, d, "hand")
        fate = s.players[1].fate
        conflict_at(game, [put(s, 0, WEAK)], [], ctype=ctype)
        assert offered(game, oath) == []              # not in the action window
        pass_window(game)
        if ctype == "political":
            assert _advance_to(game, oath) == []     # a political loss: refused
            continue
        assert _advance_to(game, oath) == [UseAbility(1, oath, 0, ())]
        game.perform(UseAbility(1, oath, 0, ()))
        assert s.cards[oath].zone == "play" and s.cards[oath].fate == 0
        assert s.players[1].fate == fate              # put into play: no cost


@case("01-steward-of-law")
def _no_dishonored_tokens_while_participating(card_id: str) -> None:
    for present in (True, False):
        t = table()
        character(t, card_id, participating=present)
        shame = place(t, SHAME, "hand")
        hand = len(t.state.players[0].hand)
        s = use(t, shame, (t.b,))
        assert s.cards[t.b].status == ("" if present else "dishonored")
        assert len(s.players[0].hand) == hand - 1 + (0 if present else 1)   # "then": a draw
    t = table()
    character(t, card_id, participating=True)
    t.state.cards[t.b].status = "honored"             # an honored one may still lose it
    shame = place(t, SHAME, "hand")
    s = use(t, shame, (t.b,))
    assert s.cards[t.b].status == ""


# -- constant abilities on counts ---------------------------------------------------------------
@case("01-utaku-infantry")
def _plus_one_per_participating_unicorn(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, clan="unicorn", cost=1, military=0, political=0)
    s = t.state
    other = put(s, 0, UNICORN)
    assert (mil(s, uid), pol(s, uid)) == (0, 0)       # not participating
    s.conflict.attackers += [uid, other]
    put(s, 0, UNICORN)                                # at home: not counted
    foe = put(s, 1, UNICORN)
    s.conflict.defenders.append(foe)                  # the opponent's: not counted
    assert (mil(s, uid), pol(s, uid)) == (2, 2)


@case("01-seeker-of-enlightenment")
def _plus_one_per_fate_on_unclaimed_rings(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=2, military=1, political=1)
    s = t.state
    for ring in s.rings.values():
        ring["fate"] = 0
    s.rings["air"]["fate"], s.rings["fire"]["fate"] = 2, 1
    assert (mil(s, uid), pol(s, uid)) == (4, 4)
    s.rings["air"]["claimed_by"] = 1                  # claimed: its fate does not count
    assert (mil(s, uid), pol(s, uid)) == (2, 2)


@case("01-born-in-war")
def _plus_x_military_x_unclaimed_rings(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2)
    rider = replace(CHEAP, id="t:cavalry", name="Rider", traits=("Cavalry",))
    assert _attachable(d, rider) and _attachable(d, rider, p=1) and not _attachable(d, CHEAP)
    t = table()
    host = put(t.state, 0, rider)
    attach(t.state, 0, d, host)
    s = t.state
    assert mil(s, host) == 1 + 5                      # five unclaimed rings
    s.rings["air"]["claimed_by"], s.rings["void"]["claimed_by"] = 0, 1
    assert (mil(s, host), pol(s, host)) == (1 + 3, 1)
