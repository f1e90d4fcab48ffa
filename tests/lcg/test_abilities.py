"""Scenario tests: action abilities as data [RR › Action, Action Ability; Limit X per
[period]; Max X per [period]; Cost; Target; The word "then"; Lasting Effects; Event Cards]."""

from __future__ import annotations

import dataclasses

from l5r_desktop.games.lcg.actions import Pass, RingEffect, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import skill
from tests.lcg.scenario import (
    RALLY_CRY,
    SHAME,
    SPEARMAN,
    board,
    card,
    conflict_at,
    pass_window,
    put,
)


def _ability_char(**rec):
    base = {"timing": "action", "effects": [{"op": "gain_honor", "amount": 1}]}
    base.update(rec)
    return card("orator", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1,
                glory=1, abilities=(base,))


def test_action_once_per_round_by_default() -> None:
    g = board()
    s = g.state
    u = put(s, 0, _ability_char())
    g.invalidate()
    g.perform(UseAbility(0, u, 0, ()))
    assert s.players[0].honor == 11
    g.perform(Pass(1))
    assert not any(isinstance(a, UseAbility) and a.card == u for a in g.legal_actions())


def test_limit_twice_per_round_and_reset_next_round() -> None:
    from l5r_desktop.games.lcg import flow

    g = board()
    s = g.state
    u = put(s, 0, _ability_char(limit={"count": 2, "period": "round"}))
    g.invalidate()
    for _ in range(2):
        g.perform(UseAbility(0, u, 0, ()))
        g.perform(Pass(1)) if g.waiting_for == 1 else None
    assert not any(isinstance(a, UseAbility) and a.card == u for a in g.legal_actions())
    flow.end_round(s, [])
    s.turn = 0
    g.invalidate()
    assert UseAbility(0, u, 0, ()) in g.legal_actions()


def test_a_card_that_leaves_play_is_a_new_instance() -> None:
    from l5r_desktop.games.lcg import moves

    g = board()
    s = g.state
    u = put(s, 0, _ability_char())
    g.invalidate()
    g.perform(UseAbility(0, u, 0, ()))
    moves.leave_play(s, u, [])
    assert not any(k.split(":")[1] == u for k in s.uses)


def test_max_per_title_counts_every_copy() -> None:
    g = board()
    s = g.state
    d = _ability_char(max={"count": 1, "period": "round"})
    a, b = put(s, 0, d), put(s, 0, dataclasses.replace(d))
    g.invalidate()
    g.perform(UseAbility(0, a, 0, ()))
    g.perform(Pass(1))
    assert UseAbility(0, b, 0, ()) not in g.legal_actions()


def test_bow_cost_cannot_be_paid_by_a_bowed_card() -> None:
    g = board()
    s = g.state
    u = put(s, 0, _ability_char(cost={"bow_self": True}), bowed=True)
    g.invalidate()
    assert UseAbility(0, u, 0, ()) not in g.legal_actions()
    s.cards[u].bowed = False
    g.invalidate()
    g.perform(UseAbility(0, u, 0, ()))
    assert s.cards[u].bowed and s.players[0].honor == 11


def test_conflict_only_event_lasting_skill_expires_with_the_conflict() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    d = put(s, 1, SPEARMAN)
    cry = put(s, 0, RALLY_CRY, "hand")
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    assert not any(isinstance(x, UseAbility) and x.card == cry for x in g.legal_actions())
    conflict_at(g, [a], [d])
    g.perform(Pass(1))
    g.perform(UseAbility(0, cry, 0, (a,)))
    assert skill(s, a, "military") == 4
    assert s.cards[cry].zone == "conflict_discard"
    pass_window(g)
    assert s.step == "ring_effect" and skill(s, a, "military") == 4  # still the conflict
    g.perform(RingEffect(0, "skip"))
    assert s.conflict is None and skill(s, a, "military") == 2


def test_then_resolves_only_after_the_first_effect() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    shame = put(s, 0, SHAME, "hand")
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    hand = len(s.players[0].hand)
    g.perform(UseAbility(0, shame, 0, (foe,)))
    assert s.cards[foe].status == "dishonored"
    assert len(s.players[0].hand) == hand - 1 + 1  # played, then drew
    assert s.players[0].fate == 7 - 1
    shame2 = put(s, 0, SHAME, "hand")
    s.turn = 0
    g.invalidate()
    hand = len(s.players[0].hand)
    g.perform(UseAbility(0, shame2, 0, (foe,)))  # already dishonored: nothing, so no draw
    assert len(s.players[0].hand) == hand - 1


def test_targets_filter_controller_and_participation() -> None:
    g = board()
    s = g.state
    mine_in = put(s, 0, SPEARMAN)
    put(s, 0, SPEARMAN)
    theirs = put(s, 1, SPEARMAN)
    cry = put(s, 0, RALLY_CRY, "hand")
    conflict_at(g, [mine_in], [theirs])
    g.perform(Pass(1))
    uses = [a for a in g.legal_actions() if isinstance(a, UseAbility) and a.card == cry]
    assert uses == [UseAbility(0, cry, 0, (mine_in,))]
