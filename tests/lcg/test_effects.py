"""Scenario tests: delayed effects [RR › Delayed Effects], immunity [RR › Immune], replacement
effects [RR › Replacement Effects, "Would"], cannot be targeted [RR › Cannot], Rally."""

from __future__ import annotations

import dataclasses

from l5r_desktop.games.lcg import abilities, flow, moves, resolve
from l5r_desktop.games.lcg.actions import RingEffect, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from tests.lcg.scenario import SHAME, SPEARMAN, board, card, conflict_at, pass_window, put


def _run(s, p, src, targets, effects):
    ev: list = []
    resolve.run(s, p, src, tuple(targets), effects, ev)
    return ev


def test_delayed_effect_resolves_at_the_end_of_the_phase_after_lasting_effects() -> None:
    g = board()
    s = g.state
    u = put(s, 0, SPEARMAN)
    _run(s, 0, u, [u], [{"op": "skill", "target": 0, "military": 3, "duration": "phase"},
                        {"op": "delayed", "at": "phase",
                         "effects": [{"op": "gain_honor", "amount": 2}, {"op": "bow",
                                                                          "target": 0}]}])
    assert s.players[0].honor == 10
    flow.period_ends(s, "phase", [])
    assert s.players[0].honor == 12 and s.cards[u].bowed
    assert not [e for e in s.effects if e.get("card") == u or e.get("kind") == "delayed"]


def test_immune_to_events_cannot_be_chosen_by_events() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    _run(s, 1, foe, [foe], [{"op": "immune", "target": 0, "to": "events"}])
    shame = put(s, 0, SHAME, "hand")
    s.window = {"kind": "draw", "passes": 0}
    s.step = "action_window"
    g.invalidate()
    assert not any(isinstance(a, UseAbility) and a.card == shame for a in g.legal_actions())


def test_immune_to_rings_cannot_be_chosen_by_ring_effects() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    safe = put(s, 1, SPEARMAN)
    _run(s, 1, safe, [safe], [{"op": "immune", "target": 0, "to": "rings"}])
    conflict_at(g, [a, put(s, 0, SPEARMAN)], [], ring="fire")
    s.effects.append({"kind": "strength", "card": s.conflict.province, "amount": 9,
                      "until": "round"})
    pass_window(g)
    targets = {x.target for x in g.legal_actions() if isinstance(x, RingEffect)}
    assert safe not in targets and a in targets


def test_replacement_instead_of_leaving_play_most_recent_used() -> None:
    g = board()
    s = g.state
    u = put(s, 0, SPEARMAN, fate=2)
    s.bank_fate -= 2
    _run(s, 0, u, [u], [{"op": "instead", "target": 0, "do": "bow"},
                        {"op": "instead", "target": 0, "do": "remove_fate"}])
    moves.leave_play(s, u, [])
    assert s.cards[u].zone == "play" and s.cards[u].fate == 1 and not s.cards[u].bowed
    moves.leave_play(s, u, [])
    assert s.cards[u].zone == "play" and s.cards[u].bowed
    moves.leave_play(s, u, [])
    assert s.cards[u].zone == "dynasty_discard"


def test_cannot_be_targeted_by_the_opponent() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    _run(s, 1, foe, [foe], [{"op": "cannot_be_targeted", "target": 0}])
    assert foe not in abilities.candidates(s, 0, foe, {"controller": "opponent"})
    assert foe in abilities.candidates(s, 1, foe, {"controller": "you"})


def test_rally_places_the_next_dynasty_card_faceup() -> None:
    g = board()
    s = g.state
    rally = dataclasses.replace(SPEARMAN, id="t:rallier", name="Rallier", keywords=("rally",))
    prov = s.players[0].provinces[2]
    u = put(s, 0, rally, "province", facedown=True)
    s.cards[u].province = prov
    s.province_cards[prov].append(u)
    s.cards[s.province_cards[prov][0]].facedown = True
    top = s.players[0].dynasty_deck[-1]
    flow.begin_dynasty(s, [])
    assert s.province_cards[prov][-1] == top and not s.cards[top].facedown


def test_event_card_with_a_trigger_vocabulary_stays_data() -> None:
    rec = {"timing": "action", "effects": [{"op": "delayed", "at": "round", "effects": []},
                                           {"op": "immune", "target": 0, "to": "rings"},
                                           {"op": "instead", "target": 0, "do": "bow"}]}
    from l5r_desktop.games.lcg.cards import validate_ability

    assert validate_ability(rec) == []
    assert card("x", LcgType.EVENT, Side.CONFLICT, abilities=(rec,)).abilities == (rec,)


def test_manual_effects_are_logged_undoable_and_keep_the_decision() -> None:
    from l5r_desktop.core.errors import IllegalActionError
    from l5r_desktop.games.lcg.actions import Manual, action_from_dict

    g = board()
    s = g.state
    u = put(s, 1, SPEARMAN)
    g.invalidate()
    assert Manual(0, "bow", u) in g.manual_actions(0)
    before = g.fingerprint()
    events = g.perform(Manual(0, "bow", u))
    assert s.cards[u].bowed and g.waiting_for == 0
    assert "by hand" in events[0].text
    g.perform(Manual(0, "gain_honor", "", 3))
    assert s.players[0].honor == 13
    assert action_from_dict(g.action_log[-1].to_dict()) == g.action_log[-1]
    g.undo()
    g.undo()
    assert g.fingerprint() == before
    for bad in (Manual(0, "explode", u), Manual(0, "bow", "nowhere"), Manual(1, "bow", u),
                Manual(0, "gain_honor", u)):
        try:
            g.perform(bad)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"{bad} was accepted")
    assert g.fingerprint() == before


def test_partly_automated_ability_logs_what_to_resolve_by_hand() -> None:
    g = board()
    s = g.state
    d = card("sage", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1, glory=1,
             abilities=({"timing": "action", "manual": "the rest of the text",
                         "effects": [{"op": "gain_fate", "amount": 1}]},))
    u = put(s, 0, d)
    g.invalidate()
    events = g.perform(UseAbility(0, u, 0, ()))
    assert s.players[0].fate == 8
    assert any("Resolve by hand (Sage): the rest of the text" in e.text for e in events)


def test_constant_skill_ability_with_its_condition() -> None:
    from l5r_desktop.games.lcg.stats import skill

    g = board()
    s = g.state
    d = card("banner", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1,
             glory=0, abilities=({"timing": "constant", "condition": {"participating": True},
                                  "effects": [{"op": "skill", "military": 2}]},))
    u = put(s, 0, d)
    assert skill(s, u, "military") == 1
    conflict_at(g, [u], [])
    assert skill(s, u, "military") == 3
