"""Engine cases for more pool cards on the core vocabulary (a holding's province defended,
a Courtier after a win, a Courtier put into play, characters moved home, a status token
discarded, characters that stay ready), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py. Exact numbers
and a refused case each; stand-in stats.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import province_strength
from tests.lcg.ability_cases_core import _advance_to, _finish
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
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import board, conflict_at, pass_window, put


@case("11-the-wrath-of-the-kami")
def _province_stronger_for_honor(card_id: str) -> None:
    t = table()
    s = t.state
    prov = s.conflict.province                        # B's first province, attacked
    kami = put(s, 1, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
               province=prov)
    s.province_cards[prov].append(kami)
    s.turn = 1
    base = province_strength(s, prov)
    game = game_of(t)
    game.perform(UseAbility(1, kami, 0, ()))
    s2 = game.state
    assert province_strength(s2, prov) == base + 1 and s2.players[1].honor == 9
    t2 = table()
    other = t2.state.players[1].provinces[1]          # a conflict elsewhere
    kami2 = put(t2.state, 1, card_def(card_id, LcgType.HOLDING, Side.DYNASTY), "province",
                province=other)
    t2.state.province_cards[other].append(kami2)
    t2.state.turn = 1
    assert offered(game_of(t2), kami2) == []          # refused


@case("18-akodo-makoto")
def _courtier_loses_fate_or_is_discarded(card_id: str) -> None:
    for fate in (0, 2):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=4, political=1)
        mako = put(s, 0, d)
        courtier = put(s, 1, COURTIER, fate=fate)
        s.bank_fate -= fate
        conflict_at(game, [mako], [courtier])
        pass_window(game)
        assert _advance_to(game, mako) == [UseAbility(0, mako, 0, (courtier,))]
        game.perform(UseAbility(0, mako, 0, (courtier,)))
        c = s.cards[courtier]
        assert (c.zone, c.fate) == (("dynasty_discard", 0) if fate == 0 else ("play", 1))
    game = board()
    s = game.state
    mako = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=1,
                              political=1))
    conflict_at(game, [mako], [put(s, 1, FIGHTER)])
    pass_window(game)
    assert _advance_to(game, mako) == []              # lost: refused


@case("18-benevolent-host")
def _a_courtier_from_a_province(card_id: str) -> None:
    for cost, fate in ((2, 1), (3, 0)):
        game = board()
        s = game.state
        prov = s.players[0].provinces[1]
        guest = put(s, 0, replace(COURTIER, id=f"t:guest-{cost}", cost=cost), "province",
                    province=prov)
        s.province_cards[prov].append(guest)
        host = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.CONFLICT, cost=4,
                                  military=2, political=2), "hand")
        s.phase, s.step, s.turn = "conflict", "action_window", 0
        s.window = {"kind": "draw", "passes": 0}
        s.players[0].fate = 6
        game.invalidate()
        game.perform(PlayCharacter(0, host, 0))
        assert UseAbility(0, host, 0, (guest,)) in offered(game, host)
        game.perform(UseAbility(0, host, 0, (guest,)))
        assert s.cards[guest].zone == "play" and s.cards[guest].fate == fate
        assert s.players[0].fate == 2                  # the guest cost nothing
    game = board()
    s = game.state
    host = put(s, 0, card_def(card_id, LcgType.CHARACTER, Side.CONFLICT, cost=4, military=2,
                              political=2), "hand")
    for prov in s.players[0].provinces:               # no Courtier in my provinces
        for u in s.province_cards[prov]:
            s.cards[u].facedown = True
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    s.players[0].fate = 6
    game.invalidate()
    game.perform(PlayCharacter(0, host, 0))
    assert offered(game, host) == []


@case("17-visiting-advisor")
def _home_alone_or_with_another(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, military=0, political=2)
    assert targets_of(t, uid) == {(), (t.a,)}
    s2 = use(t, uid, (t.a,))
    assert s2.conflict.attackers == []
    t2 = table()
    home = character(t2, card_id, military=0, political=2)
    assert targets_of(t2, home) == set()              # not participating: refused


@case("15-liar-s-mask")
def _discard_a_status_token(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=1)
    for honor, playable in ((6, True), (7, False)):
        game = board()
        s = game.state
        host = put(s, 0, CHEAP)
        mask = put(s, 0, d, "hand")
        s.players[0].honor = honor
        s.phase, s.step, s.turn = "conflict", "action_window", 0
        s.window = {"kind": "draw", "passes": 0}
        game.invalidate()
        assert (PlayAttachment(0, mask, host) in game.legal_actions()) is playable
    t = table()
    s = t.state
    s.cards[t.a].status = "dishonored"
    mask = attach(s, 0, d, t.a)
    s2 = use(t, mask)
    assert s2.cards[t.a].status == ""


@case("12-tireless-sodan-senzo", "17-moto-chagatai")
def _stays_ready(card_id: str) -> None:
    senzo = card_id == "12-tireless-sodan-senzo"
    for ok in (True, False):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=2, political=2)
        uid = put(s, 0, d)
        if senzo:   # it loses (or wins) a conflict as the attacker
            foes = [put(s, 1, replace(FIGHTER, id="t:wall", military=5))] if ok else []
            conflict_at(game, [uid], foes)
        else:       # a province of the opponent breaks (strength 3) or holds (strength 9)
            prov = s.players[1].provinces[0]
            s.defs["t:p"] = card_def("t:p", LcgType.PROVINCE, Side.PROVINCE,
                                     strength=2 if ok else 9, element=("air",))
            s.cards[prov].card_id = "t:p"
            conflict_at(game, [uid], [], province=prov)
        pass_window(game)
        _finish(game)
        assert s.cards[uid].bowed is not ok
