"""Engine cases for core-set records on the engine's deck searches and control changes
(issue 18's ``search_deck`` and ``take_control``), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py. Exact numbers
and a refused case each; stand-in stats.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Choose, ChooseParticipant, Confirm, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from tests.lcg.ability_kit import (
    CHEAP,
    FIGHTER,
    card_def,
    case,
    character,
    game_of,
    offered,
    place,
    table,
    targets_of,
)
from tests.lcg.scenario import BLADE, board, declare, put

GEAR = replace(BLADE, id="t:gear", name="Gear", keywords=())


def _stack(s, p: int, cards) -> list[str]:
    """Put these cards on top of ``p``'s conflict deck (the first one on top); their uids."""
    uids = [put(s, p, d, "conflict_deck") for d in cards]
    for u in reversed(uids):
        s.players[p].conflict_deck.append(u)
    return uids


def _choices(game) -> list[str]:
    return [a.option for a in game.legal_actions() if isinstance(a, Choose)]


@case("01-agasha-swordsmith")
def _an_attachment_from_the_top_five(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=2, military=1, political=2)
    s = t.state
    deep = _stack(s, 0, [GEAR])[0]                    # sixth from the top after the next five
    top = _stack(s, 0, [CHEAP, GEAR, CHEAP, CHEAP, CHEAP])
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert sorted(_choices(game)) == sorted(["done", top[1]])   # an attachment, top 5 only
    assert deep not in _choices(game)
    game.perform(Choose(0, top[1]))
    s2 = game.state
    assert top[1] in s2.players[0].hand and len(s2.players[0].conflict_deck) == len(
        s.players[0].conflict_deck) - 1
    if game.waiting_for == 1:
        from l5r_desktop.games.lcg.actions import Pass

        game.perform(Pass(1))
    assert offered(game, uid) == []                   # once per round


@case("01-secret-cache")
def _a_card_from_the_top_five_when_attacked(card_id: str) -> None:
    for here in (True, False):
        game = board()
        s = game.state
        prov = s.players[0].provinces[0]
        d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
        s.defs[d.id] = d
        s.cards[prov].card_id, s.cards[prov].facedown = d.id, False
        top = _stack(s, 0, [CHEAP] * 5)
        attacker = put(s, 1, FIGHTER)
        declare(game, "military", "fire", prov if here else s.players[0].provinces[1], p=1)
        game.perform(ChooseParticipant(1, attacker))
        game.perform(Confirm(1))
        if not here:
            assert offered(game, prov) == []         # another province attacked: refused
            continue
        assert offered(game, prov) == [UseAbility(0, prov, 0, ())]
        game.perform(UseAbility(0, prov, 0, ()))
        assert sorted(_choices(game)) == sorted(["done", *top])
        game.perform(Choose(0, top[3]))
        assert top[3] in s.players[0].hand


@case("01-shrewd-yasuki")
def _one_of_two_to_hand_the_other_to_the_bottom(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=2, military=1, political=2)
    s = t.state
    prov = s.players[0].provinces[0]
    hold = put(s, 0, replace(CHEAP, id="t:hold", type=LcgType.HOLDING, military=None,
                             political=None), "province", province=prov)
    s.province_cards[prov].append(hold)
    top = _stack(s, 0, [CHEAP, GEAR])
    game = game_of(t)
    game.perform(UseAbility(0, uid, 0, ()))
    assert sorted(_choices(game)) == sorted(["done", *top])
    game.perform(Choose(0, top[0]))
    s2 = game.state
    assert top[0] in s2.players[0].hand and s2.players[0].conflict_deck[0] == top[1]
    t2 = table()
    home = character(t2, card_id, cost=2, military=1, political=2)
    assert targets_of(t2, home) == set()              # not participating: refused


@case("01-blackmail")
def _control_a_cheap_character_for_the_conflict(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=3), "hand")
    s = t.state
    cheap = put(s, 1, CHEAP)
    s.conflict.defenders.append(cheap)
    assert targets_of(t, ev) == set()                 # as honorable: refused
    s.players[0].honor = 9
    assert targets_of(t, ev) == {(cheap,)}            # printed cost 2 or lower
    game = game_of(t)
    game.perform(UseAbility(0, ev, 0, (cheap,)))
    s2 = game.state
    assert s2.cards[cheap].controller == 0 and cheap in s2.conflict.attackers
