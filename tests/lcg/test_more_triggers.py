"""Scenario tests: interrupts and reactions to ring effects resolving, cards drawn, cards
discarded, fate placed and a conflict declared [RR › Interrupts, Reactions, Triggering
Condition, Cancel, 3.2, 3.2.6 Resolve ring effects, Draw, Discard, Fate]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import (
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    RingEffect,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import CAPTAIN, SPEARMAN, board, card, conflict_at, pass_window, put
from tests.lcg.scenario import character as _char


def _event(cid: str, *effects: dict, targets: list | None = None) -> object:
    return card(cid, LcgType.EVENT, Side.CONFLICT, cost=0,
                abilities=({"timing": "action", "targets": targets or [],
                            "effects": list(effects)},))


def _draw_window(g: Game) -> None:
    g.state.phase = "draw"
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = 0
    g.invalidate()


def _cancel(cid: str, event: str, side: str = "opponent", **trigger) -> object:
    """"Interrupt: when <event> would happen (to the opponent), bow this: cancel it."""
    return _char(cid, {"timing": "interrupt", "cancel": True,
                       "trigger": {"event": event, "side": side, **trigger},
                       "cost": {"bow_self": True}, "effects": []})


def _reaction(cid: str, event: str, effects: list, side: str = "you", **trigger) -> object:
    return _char(cid, {"timing": "reaction", "trigger": {"event": event, "side": side,
                                                         **trigger},
                       "effects": effects})


# -- ring effects --------------------------------------------------------------------------
def _won(g: Game, ring: str) -> None:
    s = g.state
    a = put(s, 0, CAPTAIN)
    prov = s.players[1].provinces[3]
    conflict_at(g, [a], [], ring=ring, province=prov)
    s.effects.append({"kind": "strength", "card": prov, "amount": 20, "until": "round"})
    pass_window(g)
    assert s.step == "ring_effect"


def test_ring_effect_interrupt_cancels_it_and_the_ring_is_claimed() -> None:
    g = board()
    s = g.state
    stop = put(s, 1, _cancel("r-stop", "ring_effect_resolved"))
    _won(g, "air")                                 # unopposed: P2 9 honor
    g.perform(RingEffect(0, "gain"))
    assert s.step == "trigger_window" and g.waiting_for == 1
    assert s.players[0].honor == 10                # the effect waits
    g.perform(UseAbility(1, stop, 0, ()))
    assert s.cards[stop].bowed and [ps.honor for ps in s.players] == [10, 9]
    assert s.rings["air"]["claimed_by"] == 0 and not s.windows   # 3.2.7 went on


def test_ring_effect_interrupt_declined_then_reaction_after_it() -> None:
    g = board()
    s = g.state
    put(s, 1, _cancel("r-stop", "ring_effect_resolved"))
    glad = put(s, 0, _reaction("r-glad", "ring_effect_resolved",
                               [{"op": "gain_fate", "amount": 1}], ring="fire"))
    _won(g, "fire")
    target = put(s, 1, SPEARMAN)
    g.invalidate()
    fate = s.players[0].fate
    g.perform(RingEffect(0, "dishonor", target))
    g.perform(Pass(1))
    assert s.cards[target].status == "dishonored"
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "reaction"
    g.perform(UseAbility(0, glad, 0, ()))
    assert s.players[0].fate == fate + 1
    assert s.rings["fire"]["claimed_by"] == 0


def test_ring_reaction_needs_its_element() -> None:
    g = board()
    s = g.state
    put(s, 0, _reaction("r-glad", "ring_effect_resolved", [{"op": "gain_fate"}], ring="fire"))
    _won(g, "air")
    g.perform(RingEffect(0, "gain"))
    assert s.rings["air"]["claimed_by"] == 0 and s.step != "trigger_window"


def test_ring_effect_target_gone_after_the_window_does_not_resolve() -> None:
    exile = _char("r-exile", {"timing": "interrupt",
                              "trigger": {"event": "ring_effect_resolved", "side": "opponent"},
                              "effects": [{"op": "remove_fate", "target": 0, "amount": "all"}],
                              "targets": [{"controller": "you"}]})
    g = board()
    s = g.state
    ex = put(s, 1, exile)
    _won(g, "void")
    s.cards[ex].fate = 2
    s.bank_fate -= 2
    g.invalidate()
    g.perform(RingEffect(0, "resolve", ex))        # void: remove 1 fate from it
    g.perform(UseAbility(1, ex, 0, (ex,)))          # its own interrupt removes all its fate
    assert s.cards[ex].fate == 0                   # the void ring's effect could not resolve
    assert s.rings["void"]["claimed_by"] == 0


# -- cards drawn -------------------------------------------------------------------------
STUDY = _event("d-study", {"op": "draw", "amount": 2},
               {"op": "then", "effects": [{"op": "gain_honor", "amount": 1}]})


def test_draw_interrupt_cancels_the_draw_and_its_then() -> None:
    g = board()
    s = g.state
    stop = put(s, 1, _cancel("d-stop", "cards_drawn"))
    ev = put(s, 0, STUDY, "hand")
    _draw_window(g)
    hand = len(s.players[0].hand)
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "trigger_window" and g.waiting_for == 1
    g.perform(UseAbility(1, stop, 0, ()))
    assert len(s.players[0].hand) == hand - 1 and s.players[0].honor == 10
    assert s.step == "action_window" and g.waiting_for == 1


def test_reaction_after_drawing_cards_also_in_the_draw_phase() -> None:
    g = board()
    s = g.state
    scholar = put(s, 0, _reaction("d-scholar", "cards_drawn",
                                  [{"op": "gain_honor", "amount": 1}]))
    ev = put(s, 0, STUDY, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "reaction"
    assert len(s.windows[-1]["fired"][0]["cards"]) == 2       # the two cards drawn
    g.perform(UseAbility(0, scholar, 0, ()))
    assert s.players[0].honor == 12                # "then" +1, the reaction +1


def test_drawing_the_setup_hands_is_no_triggering_condition() -> None:
    from l5r_desktop.games.lcg import moves

    g = board()
    s = g.state
    put(s, 0, _reaction("d-scholar", "cards_drawn", [{"op": "gain_honor"}]))
    s.phase = "setup"
    moves.draw(s, 0, 2, [])
    assert not s.fired
    s.phase = "dynasty"
    moves.draw(s, 0, 2, [])
    assert [f["trigger"] for f in s.fired] == ["cards_drawn"] and len(s.fired[0]["cards"]) == 2


# -- cards discarded ----------------------------------------------------------------------
PURGE = _event("x-purge", {"op": "discard_random", "amount": 1},
               {"op": "then", "effects": [{"op": "gain_fate", "amount": 2}]})


def test_discard_interrupt_cancels_a_random_discard() -> None:
    g = board()
    s = g.state
    stop = put(s, 1, _cancel("x-stop", "card_discarded", side="you"))
    ev = put(s, 0, PURGE, "hand")
    _draw_window(g)
    hand, fate = len(s.players[1].hand), s.players[0].fate
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "trigger_window" and g.waiting_for == 1
    g.perform(UseAbility(1, stop, 0, ()))
    assert len(s.players[1].hand) == hand and s.players[0].fate == fate


def test_reaction_after_a_card_is_discarded_from_hand() -> None:
    g = board()
    s = g.state
    mourn = put(s, 1, _reaction("x-mourn", "card_discarded",
                                [{"op": "draw", "amount": 1}], **{"from": "hand"}))
    ev = put(s, 0, PURGE, "hand")
    _draw_window(g)
    hand, fate = len(s.players[1].hand), s.players[0].fate
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.players[0].fate == fate + 2 and len(s.players[1].hand) == hand - 1
    assert s.step == "trigger_window" and g.waiting_for == 1
    g.perform(UseAbility(1, mourn, 0, ()))
    assert len(s.players[1].hand) == hand


def test_discard_reaction_from_hand_not_from_a_province() -> None:
    g = board()
    s = g.state
    put(s, 1, _reaction("x-mourn", "card_discarded", [{"op": "draw"}], **{"from": "hand"}))
    p1 = s.players[1]
    prov = p1.provinces[0]
    u = s.province_cards[prov][0]
    from l5r_desktop.games.lcg import moves

    moves.discard(s, u, [])
    g.invalidate()
    assert s.fired and s.fired[-1]["from"] == "province"
    from l5r_desktop.games.lcg.responses import responses

    assert not responses(s, 1, ("reaction",), s.fired)


# -- fate placed --------------------------------------------------------------------------
BLESS = _event("f-bless", {"op": "place_fate", "target": 0, "amount": 2},
               {"op": "then", "effects": [{"op": "draw", "amount": 1}]},
               targets=[{"controller": "you"}])


def test_fate_placed_interrupt_and_reaction() -> None:
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN)
    stop = put(s, 1, _cancel("f-stop", "fate_placed"))
    ev = put(s, 0, BLESS, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, (me,)))
    assert s.step == "trigger_window" and g.waiting_for == 1 and s.cards[me].fate == 0
    g.perform(UseAbility(1, stop, 0, ()))
    assert s.cards[me].fate == 0                   # canceled, and its "then" too


def test_reaction_after_fate_is_placed() -> None:
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN)
    keeper = put(s, 0, _reaction("f-keeper", "fate_placed", [{"op": "gain_honor"}]))
    ev = put(s, 0, BLESS, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, (me,)))
    assert s.cards[me].fate == 2 and s.step == "trigger_window"
    g.perform(UseAbility(0, keeper, 0, ()))
    assert s.players[0].honor == 11


# -- a conflict declared ------------------------------------------------------------------
def test_interrupt_before_a_conflict_is_declared() -> None:
    sentinel = _char("c-sentinel", {"timing": "interrupt",
                                    "trigger": {"event": "conflict_declared",
                                                "side": "opponent"},
                                    "effects": [{"op": "gain_fate", "amount": 1}]})
    g = board()
    s = g.state
    att = put(s, 0, SPEARMAN)
    sen = put(s, 1, sentinel)
    prov = s.players[1].provinces[1]
    s.cards[prov].facedown = True
    s.rings["earth"]["fate"] = 1
    s.bank_fate -= 1
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", 0, {"declarer": 0}
    g.invalidate()
    g.perform(DeclareConflict(0, "military", "earth", prov))
    g.perform(ChooseParticipant(0, att))
    fate0, fate1 = s.players[0].fate, s.players[1].fate
    g.perform(Confirm(0))
    assert s.step == "trigger_window" and g.waiting_for == 1
    # nothing of the declaration happened yet
    assert s.cards[prov].facedown and s.players[0].conflicts_left == 2
    assert s.rings["earth"]["fate"] == 1
    g.perform(UseAbility(1, sen, 0, ()))
    assert s.players[1].fate == fate1 + 1
    assert s.players[0].fate == fate0 + 1 and not s.cards[prov].facedown
    assert s.conflict.declared and s.step == "defenders" and g.waiting_for == 1


# -- "would" interrupts first [RR › Would] ------------------------------------------------
STEADFAST = _char("w-steadfast", {"timing": "interrupt",
                                  "trigger": {"event": "character_leaves_play", "self": True,
                                              "would": True},
                                  "effects": [{"op": "instead", "target": "self", "do": "bow"}]})
#: "Interrupt: when a character leaves play, gain 1 honor." (no "would")
WITNESS = _char("w-witness", {"timing": "interrupt",
                              "trigger": {"event": "character_leaves_play"},
                              "effects": [{"op": "gain_honor", "amount": 1}]})
EXILE = _event("w-exile", {"op": "discard_card", "target": 0},
               targets=[{"controller": "opponent"}])


def _exile_window() -> tuple[Game, str, str]:
    g = board()
    s = g.state
    foe = put(s, 1, STEADFAST)
    wit = put(s, 0, WITNESS)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (foe,)))
    return g, foe, wit


def test_would_interrupts_come_first_and_a_replacement_ends_the_window() -> None:
    g, foe, _wit = _exile_window()
    s = g.state
    assert s.step == "trigger_window" and s.windows[-1]["stage"] == "would"
    assert g.waiting_for == 1              # P1 has no "would" interrupt: passed by itself
    assert UseAbility(1, foe, 0, ()) in g.legal_actions(1)
    g.perform(UseAbility(1, foe, 0, ()))           # bow instead: the condition changed
    assert s.cards[foe].zone == "play" and s.cards[foe].bowed
    assert s.players[0].honor == 10 and not s.windows      # the witness never came
    assert s.step == "action_window" and g.waiting_for == 1


def test_when_no_would_interrupt_is_used_the_others_follow() -> None:
    g, foe, wit = _exile_window()
    s = g.state
    g.perform(Pass(1))
    assert s.step == "trigger_window" and s.windows[-1]["stage"] == "is"
    assert g.waiting_for == 0 and UseAbility(0, wit, 0, ()) in g.legal_actions(0)
    assert UseAbility(1, foe, 0, ()) not in g.legal_actions(1)
    g.perform(UseAbility(0, wit, 0, ()))
    assert s.players[0].honor == 11 and s.cards[foe].zone == "dynasty_discard"
    assert not s.windows and g.waiting_for == 1
