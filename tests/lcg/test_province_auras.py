"""Scenario tests: constant abilities of other cards change province strength
[RR › Constant Abilities, Provinces, Province Cards, 3.2.5 Break province]."""

from __future__ import annotations

from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import province_strength
from tests.lcg.scenario import SPEARMAN, board, conflict_at, pass_window, put
from tests.lcg.test_more_triggers import _char

#: "While this character is attacking, the attacked province gets -2 strength."
RAIDER = _char("pa-raider", {"timing": "constant", "condition": {"attacking": True},
                             "effects": [{"op": "strength", "amount": -2,
                                          "each": {"controller": "opponent",
                                                   "attacked": True}}]},
               military=2)
#: "Each unbroken province you control gets +1 strength."
WARDEN = _char("pa-warden", {"timing": "constant",
                             "effects": [{"op": "strength", "amount": 1,
                                          "each": {"controller": "you", "broken": False}}]})


def _board() -> Game:
    """The board with every card in a province facedown (no holding adds strength)."""
    g = board()
    for c in g.state.cards.values():
        if c.zone == "province":
            c.facedown = True
    return g


def test_attacking_aura_lowers_the_attacked_province_and_breaks_it() -> None:
    """Printed 3, -2 while the raider attacks: 1; 2 skill unopposed breaks it."""
    g = _board()
    s = g.state
    raider = put(s, 0, RAIDER)
    prov, other_prov = s.players[1].provinces[0], s.players[1].provinces[1]
    assert province_strength(s, prov) == 3
    conflict_at(g, [raider], [], province=prov)
    assert province_strength(s, prov) == 1 and province_strength(s, other_prov) == 3
    pass_window(g)
    assert s.cards[prov].broken


def test_without_the_aura_the_same_attack_does_not_break() -> None:
    g = _board()
    s = g.state
    spear = put(s, 0, SPEARMAN)                    # 2 military, no aura
    prov = s.players[1].provinces[0]
    conflict_at(g, [spear], [], province=prov)
    pass_window(g)
    assert not s.cards[prov].broken


def test_aura_on_own_provinces_and_it_stops_when_the_source_leaves() -> None:
    g = _board()
    s = g.state
    warden = put(s, 1, WARDEN)
    prov = s.players[1].provinces[0]
    s.cards[s.players[1].provinces[2]].broken = True
    assert [province_strength(s, p) for p in s.players[1].provinces[:3]] == [4, 4, 3]
    assert province_strength(s, s.players[0].provinces[0]) == 3   # not the opponent's
    raider = put(s, 0, RAIDER)
    conflict_at(g, [raider], [], province=prov)
    assert province_strength(s, prov) == 2          # 3 + 1 - 2
    s.players[1].characters.remove(warden)
    s.cards[warden].zone = "dynasty_discard"
    assert province_strength(s, prov) == 1
