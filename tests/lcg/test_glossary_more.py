"""Scenario tests for glossary entries the other files use without citing them:
[RR › Give], [RR › Enters Play], [RR › Select] with [RR › Limit X per [period]]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from tests.lcg.scenario import RECRUIT, board, card, put
from tests.lcg.test_more_triggers import _char, _draw_window, _event, _reaction

#: "Action: give your opponent 1 fate - gain 2 honor."
TRIBUTE = card("gl-tribute", LcgType.EVENT, Side.CONFLICT, cost=0, abilities=(
    {"timing": "action", "cost": {"give_fate": 1},
     "effects": [{"op": "gain_honor", "amount": 2}]},))
#: "Action: select one - gain 1 fate; or draw 1 card." (one printed ability, two records)
SAGE = _char("gl-sage", {"timing": "action", "effects": [{"op": "gain_fate"}]},
             {"timing": "action", "limit_as": 0, "effects": [{"op": "draw"}]})
SUMMON = _event("gl-summon", {"op": "put_into_play", "target": 0},
                targets=[{"type": "character_in_hand", "controller": "you"}])


def test_give_moves_fate_to_the_opponent() -> None:
    """[RR › Give]: the fate goes from the player's pool to the opponent's (not the bank)."""
    g = board()
    s = g.state
    t = put(s, 0, TRIBUTE, "hand")
    s.players[0].fate, s.players[1].fate = 3, 2
    bank = s.bank_fate
    _draw_window(g)
    g.perform(UseAbility(0, t, 0, ()))
    assert [ps.fate for ps in s.players] == [2, 3] and s.bank_fate == bank
    assert s.players[0].honor == 12


def test_enters_play_answers_played_and_put_into_play() -> None:
    """[RR › Enters Play]: "after a character enters play" for a played character and for
    one put into play."""
    g = board()
    s = g.state
    herald = put(s, 0, _reaction("gl-herald", "enters_play", [{"op": "gain_honor"}]))
    r1, r2 = put(s, 0, RECRUIT, "hand"), put(s, 0, RECRUIT, "hand")
    summon = put(s, 0, SUMMON, "hand")
    s.players[0].fate = 5
    _draw_window(g)
    g.perform(PlayCharacter(0, r1, 0, False))
    g.perform(UseAbility(0, herald, 0, ()))
    assert s.players[0].honor == 11
    s.uses.clear()                                   # its limit: once per round
    g.perform(UseAbility(1, put(s, 1, _event("gl-noop", {"op": "gain_fate"}), "hand"), 0, ()))
    g.perform(UseAbility(0, summon, 0, (r2,)))
    assert r2 in s.players[0].characters and s.step == "trigger_window"
    g.perform(UseAbility(0, herald, 0, ()))
    assert s.players[0].honor == 12


def test_select_one_options_share_one_limit() -> None:
    """[RR › Select, Limit X per [period]]: the options of one printed ability are one
    ability: after using one, neither may be used again this round."""
    g = board()
    s = g.state
    sage = put(s, 0, SAGE)
    _draw_window(g)
    assert UseAbility(0, sage, 1, ()) in g.legal_actions()
    g.perform(UseAbility(0, sage, 0, ()))
    g.perform(UseAbility(1, put(s, 1, _event("gl-noop", {"op": "gain_fate"}), "hand"), 0, ()))
    assert not any(isinstance(a, UseAbility) and a.card == sage for a in g.legal_actions())
