"""Scenario tests citing timing headings the other files only touch: [RR › Appendix I, Action
Windows] (alternating opportunities; two passes in succession close a window; an action
restarts the count) and [RR › Priority of Simultaneous Resolution] (forced reactions and
delayed effects that fall due together resolve the first player's first)."""

from __future__ import annotations

from l5r_desktop.games.lcg import flow
from l5r_desktop.games.lcg.actions import Pass, UseAbility
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import GRANARY, SPEARMAN, board, conflict_at, pass_window, put
from tests.lcg.scenario import character as _char


def _draw_window(g: Game, p: int = 0) -> None:
    g.state.phase = "draw"
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = p
    g.invalidate()


# -- Action Windows -----------------------------------------------------------------------
BELL = _char("t-bell", {"timing": "action", "limit": {"count": 3, "period": "round"},
                        "effects": [{"op": "gain_honor", "amount": 1}]})


def test_action_window_alternates_and_closes_on_two_passes_in_succession() -> None:
    g = board()
    s = g.state
    bell0 = put(s, 0, BELL)
    bell1 = put(s, 1, BELL)
    _draw_window(g)
    g.perform(Pass(0))
    assert s.step == "action_window" and g.waiting_for == 1   # one pass: still open
    g.perform(UseAbility(1, bell1, 0, ()))
    assert s.window["passes"] == 0 and g.waiting_for == 0     # an action restarts the count
    g.perform(Pass(0))
    assert s.step == "action_window" and g.waiting_for == 1
    g.perform(UseAbility(1, bell1, 0, ()))
    g.perform(UseAbility(0, bell0, 0, ()))
    assert [ps.honor for ps in s.players] == [11, 12]
    g.perform(Pass(1))
    g.perform(Pass(0))                             # two passes in succession: closed
    assert s.phase == "conflict" and s.window["kind"] == "pre_conflict"


# -- Priority of Simultaneous Resolution --------------------------------------------------
def _grim(cid: str, amount: int, military: int = 2) -> object:
    """"Forced Reaction: after a conflict is won or lost, gain ``amount`` honor."""
    return _char(cid, {"timing": "forced_reaction",
                       "trigger": {"event": "conflict_won" if amount == 1 else "conflict_lost"},
                       "effects": [{"op": "gain_honor", "amount": amount}]},
                 military=military)


def test_forced_reactions_of_both_players_first_player_first() -> None:
    for first in (0, 1):
        g = board()
        s = g.state
        s.first_player = first
        a = put(s, 0, _grim("t-grim-a", 1, military=5))
        b = put(s, 1, _grim("t-grim-b", 2))
        conflict_at(g, [a], [b])
        events = pass_window(g)
        gains = [e.text for e in events if "gains" in e.text and "honor" in e.text]
        assert gains[:2] == (["P1 gains 1 honor", "P2 gains 2 honor"] if first == 0
                             else ["P2 gains 2 honor", "P1 gains 1 honor"]), gains


def test_delayed_effects_falling_due_together_first_player_first() -> None:
    g = board()
    s = g.state
    s.first_player = 1
    u0, u1 = put(s, 0, SPEARMAN), put(s, 1, SPEARMAN)
    for p, u in ((0, u0), (1, u1)):
        s.effects.append({"kind": "delayed", "at": "phase", "player": p, "source": u,
                          "targets": [u], "effects": [{"op": "lose_honor", "amount": p + 1}]})
    ev: list = []
    flow.period_ends(s, "phase", ev)
    assert [e.text for e in ev if "loses" in e.text] == ["P2 loses 2 honor", "P1 loses 1 honor"]


def test_holding_action_is_an_action_in_the_window() -> None:
    g = board()
    s = g.state
    prov = s.players[0].provinces[0]
    for u in list(s.province_cards[prov]):
        s.cards[u].facedown = False
    gran = put(s, 0, GRANARY, "hand")
    s.players[0].hand.remove(gran)
    s.cards[gran].zone, s.cards[gran].province = "province", prov
    s.province_cards[prov].append(gran)
    _draw_window(g)
    fate = s.players[0].fate
    g.perform(UseAbility(0, gran, 0, ()))
    assert s.players[0].fate == fate + 1 and s.cards[gran].bowed and g.waiting_for == 1
