"""Scenario tests: an interrupt cancels a conflict's declaration [RR › Cancel, 3.2. Declare
conflict, Interrupts]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import (
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    UseAbility,
)
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import SPEARMAN, board, put
from tests.lcg.test_more_triggers import _char, _reaction

#: "Interrupt: when an opponent would declare a conflict, bow this character: cancel it."
WALL = _char("cd-wall", {"timing": "interrupt", "cancel": True,
                         "trigger": {"event": "conflict_declared", "side": "opponent"},
                         "cost": {"bow_self": True}, "effects": []})


def _declaring(cancel: bool) -> tuple[Game, str, str, str]:
    g = board()
    s = g.state
    att = put(s, 0, SPEARMAN)
    wall = put(s, 1, WALL)
    glad = put(s, 0, _reaction("cd-glad", "conflict_declared", [{"op": "gain_honor"}]))
    prov = s.players[1].provinces[1]
    s.cards[prov].facedown = True
    s.rings["earth"]["fate"] = 2
    s.bank_fate -= 2
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 0, {"declarer": 0}
    g.invalidate()
    g.perform(DeclareConflict(0, "military", "earth", prov))
    g.perform(ChooseParticipant(0, att))
    g.perform(Confirm(0))
    assert s.step == "trigger_window" and g.waiting_for == 1
    g.perform(UseAbility(1, wall, 0, ()) if cancel else Pass(1))
    return g, att, prov, glad


def test_a_canceled_declaration_uses_the_opportunity_and_nothing_else() -> None:
    g, att, prov, _ = _declaring(cancel=True)
    s = g.state
    fate0 = s.players[0].fate
    assert s.conflict is None and s.players[0].conflicts_left == 1
    assert not s.players[0].military_left and s.players[0].political_left
    assert s.rings["earth"]["fate"] == 2 and s.players[0].fate == fate0
    assert s.cards[prov].facedown and not s.cards[att].bowed
    assert s.step == "action_window" and s.window["kind"] == "pre_conflict"
    assert s.players[0].honor == 10                  # no reaction to a declared conflict


def test_a_declaration_not_canceled_takes_effect() -> None:
    g, _, prov, glad = _declaring(cancel=False)
    s = g.state
    assert s.conflict is not None and s.conflict.declared and s.players[0].conflicts_left == 1
    assert s.rings["earth"]["fate"] == 0 and not s.cards[prov].facedown
    assert s.step == "trigger_window" and g.waiting_for == 0
    g.perform(UseAbility(0, glad, 0, ()))
    assert s.players[0].honor == 11 and s.step == "defenders"
