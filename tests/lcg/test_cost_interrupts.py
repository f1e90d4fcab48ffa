"""Scenario tests: interrupts before an action's costs are paid [RR › Initiating
Abilities/Playing Cards 4 (Pay the costs), Interrupts, Forced, Appendix I Reactions and
Interrupts]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Pass, UseAbility
from tests.lcg.scenario import SPEARMAN, board, put
from tests.lcg.test_more_triggers import _char, _draw_window

#: "Action: bow this character - gain 2 fate."
MILLER = _char("ci-miller", {"timing": "action", "cost": {"bow_self": True},
                             "effects": [{"op": "gain_fate", "amount": 2}]})
#: "Action: sacrifice this character - gain 2 honor."
MARTYR = _char("ci-martyr", {"timing": "action", "cost": {"sacrifice_self": True},
                             "effects": [{"op": "gain_honor", "amount": 2}]},
               {"timing": "forced_interrupt",
                "trigger": {"event": "character_leaves_play", "self": True},
                "effects": [{"op": "draw", "amount": 1}]})
#: "Interrupt: when an opponent's character would bow, gain 1 honor."
WATCHER = _char("ci-watcher", {"timing": "interrupt",
                               "trigger": {"event": "card_bowed", "side": "opponent"},
                               "effects": [{"op": "gain_honor", "amount": 1}]})
#: "Interrupt: when an opponent's character would bow, discard it."
SNIPER = _char("ci-sniper", {"timing": "interrupt",
                             "trigger": {"event": "card_bowed", "side": "opponent"},
                             "targets": [{"event_card": True}],
                             "effects": [{"op": "discard_card", "target": 0}]})


def test_interrupt_window_before_a_bow_cost_is_paid() -> None:
    g = board()
    s = g.state
    miller = put(s, 0, MILLER)
    watcher = put(s, 1, WATCHER)
    _draw_window(g)
    fate = s.players[0].fate
    g.perform(UseAbility(0, miller, 0, ()))
    assert s.step == "trigger_window" and g.waiting_for == 1
    assert not s.cards[miller].bowed and s.players[0].fate == fate   # nothing paid yet
    g.perform(UseAbility(1, watcher, 0, ()))
    assert s.players[1].honor == 11
    assert s.cards[miller].bowed and s.players[0].fate == fate + 2
    assert s.step == "action_window" and g.waiting_for == 1          # P1 acted: P2's turn


def test_declined_window_then_the_costs_and_effects() -> None:
    g = board()
    s = g.state
    miller = put(s, 0, MILLER)
    put(s, 1, WATCHER)
    _draw_window(g)
    fate = s.players[0].fate
    g.perform(UseAbility(0, miller, 0, ()))
    g.perform(Pass(1))
    assert s.cards[miller].bowed and s.players[0].fate == fate + 2 and s.players[1].honor == 10


def test_interrupt_removes_the_card_whose_cost_was_to_be_paid() -> None:
    """The miller is discarded by the interrupt: its cost cannot be paid, no effect."""
    g = board()
    s = g.state
    miller = put(s, 0, MILLER)
    sniper = put(s, 1, SNIPER)
    _draw_window(g)
    fate = s.players[0].fate
    g.perform(UseAbility(0, miller, 0, ()))
    g.perform(UseAbility(1, sniper, 0, (miller,)))
    assert s.cards[miller].zone == "dynasty_discard" and s.players[0].fate == fate
    assert s.step == "action_window"


def test_forced_interrupt_to_a_sacrifice_cost_resolves_before_it() -> None:
    g = board()
    s = g.state
    martyr = put(s, 0, MARTYR)
    put(s, 0, SPEARMAN)
    hand = len(s.players[0].hand)
    _draw_window(g)
    g.perform(UseAbility(0, martyr, 0, ()))
    assert len(s.players[0].hand) == hand + 1            # its forced interrupt: draw 1
    assert s.cards[martyr].zone == "dynasty_discard" and s.players[0].honor == 12


#: "Reaction: after an opponent's character is honored, bow this character - gain 1 fate."
LOOKOUT = _char("ci-lookout", {"timing": "reaction",
                               "trigger": {"event": "card_honored", "side": "opponent"},
                               "cost": {"bow_self": True},
                               "effects": [{"op": "gain_fate", "amount": 1}]})


def test_interrupt_window_before_a_reactions_cost_on_top_of_the_reaction_window() -> None:
    """A reaction's bow cost: an interrupt window opens on top of the reaction window; when
    it closes the cost is paid, the reaction resolves, the reaction window goes on."""
    from l5r_desktop.games.lcg.actions import Pass
    from tests.lcg.test_more_triggers import _event

    g = board()
    s = g.state
    spear = put(s, 0, SPEARMAN)
    watcher = put(s, 0, WATCHER)                     # P1 may interrupt P2's character bowing
    look = put(s, 1, LOOKOUT)
    praise = put(s, 0, _event("ci-praise", {"op": "honor", "target": 0},
                              targets=[{"controller": "you"}]), "hand")
    _draw_window(g)
    fate1 = s.players[1].fate
    g.perform(UseAbility(0, praise, 0, (spear,)))
    assert s.step == "trigger_window" and len(s.windows) == 1
    if g.waiting_for == 0:
        g.perform(Pass(0))                           # P1 has no reaction to it
    g.perform(UseAbility(1, look, 0, ()))
    assert len(s.windows) == 2 and s.windows[-1]["resume"] == "pay_response_costs"
    assert not s.cards[look].bowed and g.waiting_for == 0
    g.perform(UseAbility(0, watcher, 0, ()))
    assert s.players[0].honor == 11
    assert s.cards[look].bowed and s.players[1].fate == fate1 + 1
    assert [w["timing"] for w in s.windows] in ([], ["reaction"])
