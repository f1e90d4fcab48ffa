"""Engine cases for our ability records of core-set cards, second part (skill compared with
a participant of yours, glory compared, events barred, abilities that cannot be triggered,
facedown cards turned faceup, a character put on top of its deck, extra uses, a ring's
keyword, fate kept at the fate phase), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Pass, PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import has_keyword
from tests.lcg.ability_cases_choices import _fate_phase
from tests.lcg.ability_cases_core import (
    _advance_to,
    _attachable,
    _finish,
    defended,
)
from tests.lcg.ability_kit import (
    BUSHI,
    CHEAP,
    COURTIER,
    FIGHTER,
    MONK,
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
from tests.lcg.scenario import BLADE, RALLY_CRY, board, conflict_at, pass_window, put

WEAPON = replace(BLADE, id="t:weapon", name="Weapon", traits=("Weapon",), keywords=())
TRINKET = replace(BLADE, id="t:trinket", name="Trinket", traits=("Item",), keywords=())


# -- moved home by comparison ------------------------------------------------------------------
@case("01-outwit", "01-rout")
def _home_if_lower_than_my_participant(card_id: str) -> None:
    political = card_id == "01-outwit"
    t = table("political" if political else "military")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = t.state
    assert targets_of(t, ev) == set()                 # no participating Courtier / Bushi
    mine = put(s, 0, replace(COURTIER if political else BUSHI, id="t:mine", military=4,
                             political=4))
    s.conflict.attackers.append(mine)
    strong = put(s, 1, replace(FIGHTER, id="t:strong", military=5, political=5))
    s.conflict.defenders.append(strong)
    assert targets_of(t, ev) == {(t.b,)}              # 3 or 2 < 4; 5 is not
    s2 = use(t, ev, (t.b,))
    assert t.b not in s2.conflict.defenders and s2.conflict.defenders == [strong]


@case("01-radiant-orator")
def _home_when_more_glory(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, glory=1)
    s = t.state
    assert targets_of(t, uid) == {(t.b,)}             # glory 1 + 1 against 1
    s.cards[t.a].bowed = True                         # a bowed one does not count
    assert targets_of(t, uid) == set()
    s.cards[t.a].bowed = False
    s2 = use(t, uid, (t.b,))
    assert s2.conflict.defenders == []


# -- what the opponent cannot do --------------------------------------------------------------
@case("01-guest-of-honor")
def _no_events_while_participating(card_id: str) -> None:
    t = defended()
    guest = character(t, card_id, cost=4, military=1, political=4)
    s = t.state
    cry = put(s, 1, RALLY_CRY, "hand")
    s.turn = 1
    assert offered(game_of(t), cry)                   # at home: the event may be played
    s.conflict.defenders.append(guest)
    assert offered(game_of(t), cry) == []             # participating: no events


@case("01-hiruma-ambusher")
def _silence_a_character_after_entering_as_defender(card_id: str) -> None:
    game = board()
    s = game.state
    attacker = put(s, 0, FIGHTER)
    foe_power = put(s, 0, card_def("01-radiant-orator", LcgType.CHARACTER, Side.DYNASTY,
                                   cost=3, military=1, political=2, glory=5))
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=2)
    amb = put(s, 1, d, "hand")
    s.players[1].fate = 5
    conflict_at(game, [attacker, foe_power], [])
    game.perform(PlayCharacter(1, amb, 0, True))      # into the conflict, as a defender
    assert offered(game, amb) and game.state.step == "trigger_window"
    assert UseAbility(1, amb, 0, (foe_power,)) in offered(game, amb)
    game.perform(UseAbility(1, amb, 0, (foe_power,)))
    _finish(game)
    assert offered(game, foe_power) == [] and s.step == "action_window"
    game2 = board()
    s2 = game2.state
    amb2 = put(s2, 1, d, "hand")
    s2.players[1].fate = 5
    s2.phase, s2.step, s2.turn = "conflict", "action_window", 1
    s2.window = {"kind": "draw", "passes": 0}
    game2.invalidate()
    game2.perform(PlayCharacter(1, amb2, 0))          # at home, no conflict: refused
    assert offered(game2, amb2) == []


# -- reactions: a fire conflict declared, a weapon attached, a defender's win -----------------
@case("01-mantra-of-fire")
def _fate_on_a_monk_and_draw(card_id: str) -> None:
    for ring in ("fire", "air"):
        game = board()
        s = game.state
        monk = put(s, 1, MONK)
        armed = put(s, 1, CHEAP)
        attach(s, 1, replace(BLADE, id="t:monk-item", traits=("Monk",)), armed)
        put(s, 1, CHEAP)                              # neither: not a target
        ev = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        attacker = put(s, 0, FIGHTER)
        from l5r_desktop.games.lcg.actions import ChooseParticipant, Confirm
        from tests.lcg.scenario import declare

        declare(game, "military", ring, s.players[1].provinces[0])
        game.perform(ChooseParticipant(0, attacker))
        game.perform(Confirm(0))
        if ring == "air":
            assert _advance_to(game, ev) == []       # not a fire conflict: refused
            continue
        hand = len(s.players[1].hand)
        assert {a.targets for a in _advance_to(game, ev)} == {(monk,), (armed,)}
        game.perform(UseAbility(1, ev, 0, (armed,)))
        assert s.cards[armed].fate == 1 and len(s.players[1].hand) == hand - 1 + 1


@case("01-niten-master")
def _ready_when_a_weapon_is_attached(card_id: str) -> None:
    for att, readied in ((WEAPON, True), (TRINKET, False)):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=4, military=3, political=3)
        niten = put(s, 0, d, bowed=True)
        item = put(s, 0, att, "hand")
        s.phase, s.step, s.turn = "conflict", "action_window", 0
        s.window = {"kind": "draw", "passes": 0}
        game.invalidate()
        game.perform(PlayAttachment(0, item, niten))
        if not readied:
            assert offered(game, niten) == []        # not a Weapon: refused
            continue
        assert offered(game, niten) == [UseAbility(0, niten, 0, ())]
        game.perform(UseAbility(0, niten, 0, ()))
        assert not s.cards[niten].bowed


@case("01-hida-tomonatsu")
def _sacrifice_and_put_an_attacker_on_the_deck(card_id: str) -> None:
    for star in (False, True):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3, political=2)
        tomo = put(s, 1, d)
        foe = put(s, 0, replace(CHEAP, id="t:unique", unique=True) if star else CHEAP)
        conflict_at(game, [foe], [tomo])
        pass_window(game)                             # 3 against 1: the defender wins
        if star:
            assert _advance_to(game, tomo) == []     # a unique attacker: refused
            continue
        assert _advance_to(game, tomo) == [UseAbility(1, tomo, 0, (foe,))]
        game.perform(UseAbility(1, tomo, 0, (foe,)))
        assert s.cards[tomo].zone == "dynasty_discard"
        assert s.players[0].dynasty_deck[-1] == foe and s.cards[foe].zone == "dynasty_deck"


# -- provinces' facedown cards -----------------------------------------------------------------
@case("01-daidoji-nerishma", "01-staging-ground")
def _turn_facedown_cards_faceup(card_id: str) -> None:
    t = table()
    s = t.state
    holding = card_id == "01-staging-ground"
    uid = place(t, card_def(card_id, LcgType.HOLDING if holding else LcgType.CHARACTER,
                            Side.DYNASTY, **({} if holding else {"cost": 2, "military": 3,
                                                                 "political": 1})),
                "holding" if holding else "play")
    mine = [s.province_cards[p][0] for p in s.players[0].provinces[1:3]]
    theirs = s.province_cards[s.players[1].provinces[0]][0]
    for u in [*mine, theirs]:
        s.cards[u].facedown = True
    for prov in s.players[0].provinces[3:]:
        for u in s.province_cards[prov]:
            s.cards[u].facedown = False
    assert {a.targets for a in offered(game_of(t), uid) if a.index == 0} == {
        (mine[0],), (mine[1],)}                       # mine only
    if holding:
        s2 = use_index(t, uid, 1, tuple(mine))
        assert not any(s2.cards[u].facedown for u in mine)
        assert s2.cards[theirs].facedown
    else:
        s2 = use(t, uid, (mine[0],))
        assert not s2.cards[mine[0]].facedown and s2.cards[mine[1]].facedown
    for u in mine:
        s.cards[u].facedown = False
    assert offered(game_of(t), uid) == []             # nothing facedown: refused


def use_index(t, uid: str, index: int, targets: tuple[str, ...]):
    """Perform the card's ability ``index`` with these targets."""
    game = game_of(t)
    game.perform(UseAbility(0, uid, index, targets))
    return game.state


# -- playing restrictions and extra uses --------------------------------------------------------
@case("01-doomed-shugenja")
def _no_extra_fate_from_a_province(card_id: str) -> None:
    game = board()
    s = game.state
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=1, military=3, political=3,
                 keywords=("limited",))
    prov = s.players[0].provinces[0]
    uid = put(s, 0, d, "province", province=prov)
    s.province_cards[prov].append(uid)
    s.players[0].fate = 5
    game.invalidate()
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCharacter) and a.card == uid]
    assert plays == [PlayCharacter(0, uid, 0)]        # no extra fate from a province
    hand = put(s, 0, replace(d, id="t:doomed-hand"), "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    game.invalidate()
    assert {a.fate for a in game.legal_actions()
            if isinstance(a, PlayCharacter) and a.card == hand} == {0, 1, 2, 3, 4}


@case("01-way-of-the-dragon")
def _trigger_an_extra_time(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2)
    assert _attachable(d, CHEAP) and not _attachable(d, CHEAP, p=1)   # you control
    t = table()
    uid = character(t, "01-radiant-orator", participating=True, glory=3)
    s = t.state
    attach(s, 0, d, uid)
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, (t.b,)))
    s2 = game.state
    s2.conflict.defenders.append(put(s2, 1, CHEAP))
    game.invalidate()
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, uid)                         # a second use this round
    game.perform(offered(game, uid)[0])
    if game.waiting_for == 1:
        game.perform(Pass(1))
    s2.conflict.defenders.append(put(s2, 1, CHEAP))
    game.invalidate()
    assert offered(game, uid) == []                   # not a third
    assert not _way_twice_ok(d)


def _way_twice_ok(d) -> bool:
    """A second copy on the same character (Limit 1 per character)."""
    game = board()
    s = game.state
    host = put(s, 0, CHEAP)
    attach(s, 0, d, host)
    uid = put(s, 0, d, "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    game.invalidate()
    return PlayAttachment(0, uid, host) in game.legal_actions()


@case("01-meddling-mediator")
def _take_after_two_declarations(card_id: str) -> None:
    for declared, option, after in ((2, 0, (6, 2, 10, 10)), (2, 1, (5, 3, 11, 9)),
                                    (1, 0, None)):
        t = table()
        uid = character(t, card_id, military=0, political=3)
        s = t.state
        s.players[0].fate, s.players[1].fate = 5, 3
        s.players[1].military_left = declared < 1
        s.players[1].political_left = declared < 2
        if after is None:
            assert targets_of(t, uid) == set()       # one conflict declared: refused
            continue
        game = game_of(t)
        game.perform(UseAbility(0, uid, option, ()))
        ps = game.state.players
        assert (ps[0].fate, ps[1].fate, ps[0].honor, ps[1].honor) == after
        if game.waiting_for == 1:
            game.perform(Pass(1))
        assert offered(game, uid) == []               # one of the two, once


@case("01-steadfast-samurai")
def _kept_with_its_fate_at_the_fate_phase(card_id: str) -> None:
    for lead, kept in ((5, True), (4, False)):
        game = board()
        s = game.state
        d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1)
        sam, rich = put(s, 0, d), put(s, 0, d, fate=2)
        s.bank_fate -= 2
        s.players[0].honor, s.players[1].honor = 10 + lead, 10
        _fate_phase(game)
        _finish(game)
        assert (s.cards[sam].zone == "play") is kept
        assert s.cards[rich].fate == (2 if kept else 1)


@case("01-adept-of-the-waves")
def _covert_in_water_conflicts(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=2, political=2)
    s = use(t, uid, (t.a,))
    assert [e.get("until") for e in s.effects if e.get("card") == t.a] == ["phase"]
    s.conflict.ring = "air"
    assert not has_keyword(s, t.a, "covert")
    s.conflict.ring = "water"
    assert has_keyword(s, t.a, "covert")
    s.conflict = None
    assert not has_keyword(s, t.a, "covert")
    t2 = table()
    uid2 = character(t2, card_id, military=2, political=2)
    game = game_of(t2)
    game.perform(UseAbility(0, uid2, 0, (t2.a,)))
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, uid2) == []                  # once per round
