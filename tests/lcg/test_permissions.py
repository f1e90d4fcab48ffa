"""Scenario tests: playing cards as if they were in hand -- characters from provinces into
the conflict, events and attachments from the discard pile [RR › Play Restrictions and
Permissions, 3.2.2. Conflict action window, Play and Put into Play]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import SPEARMAN, board, card, conflict_at, put
from tests.lcg.test_more_triggers import _char, _draw_window, _event

#: "During conflicts, you may play each character in this province as if it were in hand."
DOJO = card("pm-dojo", LcgType.HOLDING, Side.DYNASTY, strength_bonus=1,
            abilities=({"timing": "constant", "play_as_hand": {
                "zone": "this_province", "type": "character", "during_conflict": True}},))
#: "While this character is honored, you may play each character in your provinces as if it
#: were in your hand."
PATRON = _char("pm-patron", {"timing": "constant", "condition": {"honored": True},
                             "play_as_hand": {"zone": "provinces", "type": "character"}})
RECALL = _event("pm-recall", {"op": "may_play", "target": 0, "duration": "conflict"},
                targets=[{"type": "card_in_discard", "controller": "you"}])
BOON = _event("pm-boon", {"op": "gain_honor", "amount": 2})
KATANA = card("pm-katana", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=2,
              political_bonus=0)
ARMORY = _char("pm-armory", {"timing": "constant",
                             "play_as_hand": {"zone": "conflict_discard", "type": "attachment"}})


def _in_province(g: Game, p: int, d: object, prov: str) -> str:
    s = g.state
    u = put(s, p, d, "province")
    s.cards[u].province = prov
    s.province_cards.setdefault(prov, []).append(u)
    return u


def _plays(g: Game, uid: str) -> list:
    return [a for a in g.legal_actions() if isinstance(a, PlayCharacter) and a.card == uid]


def test_character_played_from_a_province_into_the_conflict() -> None:
    g = board()
    s = g.state
    prov = s.players[1].provinces[0]
    for u in list(s.province_cards[prov]):           # an emptied province: dojo + spearman
        s.province_cards[prov].remove(u)
        s.players[1].dynasty_discard.append(u)
        s.cards[u].zone, s.cards[u].province = "dynasty_discard", None
    dojo = _in_province(g, 1, DOJO, prov)
    spear = _in_province(g, 1, SPEARMAN, prov)
    att = put(s, 0, SPEARMAN)
    s.players[1].fate = 3
    deck = len(s.players[1].dynasty_deck)
    _draw_window(g)
    assert _plays(g, spear) == []                    # not outside a conflict
    conflict_at(g, [att], [], attacker=0, province=s.players[1].provinces[1])
    assert PlayCharacter(1, spear, 2, True) in _plays(g, spear)
    g.perform(PlayCharacter(1, spear, 1, True))
    assert spear in s.conflict.defenders and s.cards[spear].fate == 1
    assert s.players[1].fate == 3 - 1 - 1
    # not empty (the dojo stays): no refill [RR › Provinces, Province Cards]
    assert s.province_cards[prov] == [dojo] and len(s.players[1].dynasty_deck) == deck


def test_permission_with_a_condition_and_no_province_play_without_it() -> None:
    g = board()
    s = g.state
    patron = put(s, 0, PATRON)
    prov = s.players[0].provinces[0]
    spear = _in_province(g, 0, SPEARMAN, prov)
    s.players[0].fate = 3
    _draw_window(g)
    assert _plays(g, spear) == []                    # the patron is not honored
    s.cards[patron].status = "honored"
    g.invalidate()
    g.perform(PlayCharacter(0, spear, 0, False))
    assert spear in s.players[0].characters and s.players[0].fate == 2
    assert s.province_cards[prov] and spear not in s.province_cards[prov]


def test_event_played_from_the_discard_pile_until_the_end_of_the_conflict() -> None:
    g = board()
    s = g.state
    boon = put(s, 0, BOON, "conflict_discard")
    s.players[0].conflict_discard.append(boon)
    recall = put(s, 0, RECALL, "hand")
    att = put(s, 0, SPEARMAN)
    conflict_at(g, [att], [])
    s.turn = 0
    g.invalidate()
    assert not any(isinstance(a, UseAbility) and a.card == boon for a in g.legal_actions())
    g.perform(UseAbility(0, recall, 0, (boon,)))
    g.perform(UseAbility(1, put(s, 1, _event("pm-noop", {"op": "gain_fate"}), "hand"), 0, ()))
    g.perform(UseAbility(0, boon, 0, ()))
    assert s.players[0].honor == 12
    assert s.players[0].conflict_discard[-1] == boon and s.cards[boon].zone == "conflict_discard"
    g.perform(UseAbility(1, put(s, 1, _event("pm-noop2", {"op": "gain_fate"}), "hand"), 0, ()))
    assert not any(isinstance(a, UseAbility) and a.card == boon for a in g.legal_actions())


def test_attachment_played_from_the_discard_pile() -> None:
    g = board()
    s = g.state
    put(s, 0, ARMORY)
    spear = put(s, 0, SPEARMAN)
    katana = put(s, 0, KATANA, "conflict_discard")
    s.players[0].conflict_discard.append(katana)
    _draw_window(g)
    g.perform(PlayAttachment(0, katana, spear))
    assert s.cards[katana].attached_to == spear and katana not in s.players[0].conflict_discard
    assert katana in s.players[0].attachments
