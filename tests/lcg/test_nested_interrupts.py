"""Scenario tests: interrupt windows in the middle of effects the framework resolves on its own
[RR › Nested Ability Sequences, Interrupts, Forced, Delayed Effects, D. Duel Timing D.8]:
delayed effects at the end of a phase, a duel's results, forced reactions and forced
interrupts. The effects wait in the window; when it closes they resolve and the framework goes
on where it was (the next phase, the action window after the duel, the reaction window)."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Bid, Pass, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import SPEARMAN, board, card, conflict_at, pass_window, put
from tests.lcg.scenario import character as _char

#: "Interrupt: when this character would leave play, bow it instead."
STUBBORN = _char("n-stubborn", {"timing": "interrupt",
                                "trigger": {"event": "character_leaves_play", "self": True},
                                "effects": [{"op": "instead", "target": "self", "do": "bow"}]})
#: "Interrupt: when a character you control would be bowed, cancel it" (bow this: cost).
BRACE = _char("n-brace", {"timing": "interrupt", "cancel": True,
                          "trigger": {"event": "card_bowed", "side": "you"},
                          "cost": {"bow_self": True}, "effects": []})


def _draw_window(g: Game) -> None:
    g.state.phase = "draw"
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = 0
    g.invalidate()


# -- delayed effects ----------------------------------------------------------------------
def _delayed_discard(g: Game, victim: str, then_honor: int = 1) -> None:
    """P1's delayed effect at the end of the phase: discard ``victim``, then gain honor."""
    s = g.state
    s.effects.append({"kind": "delayed", "at": "phase", "player": 0, "source": victim,
                      "targets": [victim],
                      "effects": [{"op": "discard_card", "target": 0},
                                  {"op": "then", "effects": [
                                      {"op": "gain_honor", "amount": then_honor}]}]})
    g.invalidate()


def test_interrupt_window_inside_a_delayed_effect_then_next_phase() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    _draw_window(g)
    _delayed_discard(g, foe)
    pass_window(g)                                 # the draw phase ends: its delayed effect
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "interrupt"
    assert g.waiting_for == 1 and s.phase == "draw"      # P1 had no interrupt: passed
    assert s.cards[foe].zone == "play" and s.players[0].honor == 10
    g.perform(UseAbility(1, foe, 0, ()))
    assert s.cards[foe].zone == "play" and s.cards[foe].bowed       # bowed instead
    assert s.players[0].honor == 11                # "then" resolved after the window
    assert s.phase == "conflict" and s.step == "action_window"      # 3.1 goes on
    assert s.window["kind"] == "pre_conflict" and g.waiting_for == s.first_player
    assert not s.windows and not any(e.get("kind") == "delayed" for e in s.effects)


def test_interrupt_declined_in_a_delayed_effect_it_resolves() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    _draw_window(g)
    _delayed_discard(g, foe)
    pass_window(g)
    g.perform(Pass(1))
    assert s.cards[foe].zone == "dynasty_discard" and s.players[0].honor == 11
    assert s.phase == "conflict" and s.window["kind"] == "pre_conflict"


def test_two_delayed_effects_each_waits_then_the_phase_goes_on() -> None:
    g = board()
    s = g.state
    a, b = put(s, 1, STUBBORN), put(s, 1, STUBBORN)
    _draw_window(g)
    _delayed_discard(g, a, 1)
    _delayed_discard(g, b, 2)
    pass_window(g)
    g.perform(UseAbility(1, a, 0, ()))             # first delayed effect: a bows instead
    assert s.step == "trigger_window" and s.players[0].honor == 11   # the second waits
    assert s.windows[-1]["fired"][0]["cards"] == [b]
    g.perform(Pass(1))                             # b leaves play
    assert s.cards[a].bowed and s.cards[b].zone == "dynasty_discard"
    assert s.players[0].honor == 13 and s.phase == "conflict"


def test_delayed_effect_window_undo_and_replay() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, STUBBORN)
    _draw_window(g)
    _delayed_discard(g, foe)
    pass_window(g)
    fp = g.fingerprint()
    g.perform(UseAbility(1, foe, 0, ()))
    after = g.fingerprint()
    g.undo()
    assert g.fingerprint() == fp and g.state.step == "trigger_window"
    g.redo()
    assert g.fingerprint() == after
    loaded = Game.from_position(g.position())
    assert loaded.fingerprint() == after


# -- duel results -------------------------------------------------------------------------
#: "Action: during a conflict, duel a participating character; the loser is discarded."
DUELIST_X = _char("n-duelist", {
    "timing": "action", "conflict": "any", "participating": True,
    "targets": [{"controller": "opponent", "participating": True}],
    "effects": [{"op": "duel", "type": "military", "challenger": "self", "target": 0,
                 "winner": [{"op": "gain_honor", "amount": 1}],
                 "loser": [{"op": "discard_card", "target": 0},
                           {"op": "then", "effects": [{"op": "draw", "amount": 1}]}]}]},
    military=3)


def test_interrupt_window_inside_a_duel_result_then_back_to_the_window() -> None:
    g = board()
    s = g.state
    me = put(s, 0, DUELIST_X)
    foe = put(s, 1, STUBBORN)
    conflict_at(g, [me], [foe])
    g.perform(Pass(1))
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 3))
    g.perform(Bid(1, 1))             # 3+3 against 2+1: the challenger wins; P1 gives 2
    assert [ps.honor for ps in s.players] == [9, 12]   # winner's effect: +1 for P1
    assert s.step == "trigger_window" and g.waiting_for == 1   # before the loser's discard
    hand = len(s.players[0].hand)
    g.perform(UseAbility(1, foe, 0, ()))
    assert s.cards[foe].zone == "play" and s.cards[foe].bowed
    assert len(s.players[0].hand) == hand + 1      # "then" draw: the discard was replaced
    assert s.step == "action_window" and g.waiting_for == 1   # D.9: P2's opportunity
    assert "duel" not in s.pending and not s.windows


def test_duel_result_window_declined() -> None:
    g = board()
    s = g.state
    me = put(s, 0, DUELIST_X)
    foe = put(s, 1, STUBBORN)
    conflict_at(g, [me], [foe])
    g.perform(Pass(1))
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 3))
    g.perform(Bid(1, 1))
    g.perform(Pass(1))
    assert s.cards[foe].zone == "dynasty_discard" and foe not in s.conflict.defenders
    assert s.step == "action_window" and g.waiting_for == 1


# -- forced reactions ---------------------------------------------------------------------
#: "Forced Reaction: after you win a conflict, bow this character." and "Interrupt: when this
#: character would be bowed, lose 1 honor: cancel it."
WEARY = _char("n-weary", {"timing": "forced_reaction",
                          "trigger": {"event": "conflict_won", "side": "you"},
                          "effects": [{"op": "bow", "target": "self"}]},
              {"timing": "interrupt", "cancel": True,
               "trigger": {"event": "card_bowed", "self": True},
               "cost": {"honor": 1}, "effects": []}, military=9)
#: "Reaction: after you win a conflict, gain 1 fate."
GLAD = _char("n-glad", {"timing": "reaction",
                        "trigger": {"event": "conflict_won", "side": "you"},
                        "effects": [{"op": "gain_fate", "amount": 1}]})


def test_interrupt_window_inside_a_forced_reaction_then_the_reaction_window() -> None:
    g = board()
    s = g.state
    w = put(s, 0, WEARY)
    glad = put(s, 0, GLAD)
    foe = put(s, 1, SPEARMAN)
    conflict_at(g, [w, glad], [foe])
    fate = s.players[0].fate
    pass_window(g)                 # 3.2.3: P1 wins; the forced reaction bows WEARY ...
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "interrupt"
    assert g.waiting_for == 0 and not s.cards[w].bowed        # ... an interrupt comes first
    g.perform(UseAbility(0, w, 1, ()))             # cancel the bow (1 honor)
    assert not s.cards[w].bowed and s.players[0].honor == 9
    # then the reaction window to winning the conflict
    assert s.step == "trigger_window" and s.windows[-1]["timing"] == "reaction"
    assert len(s.windows) == 1
    g.perform(UseAbility(0, glad, 0, ()))
    assert s.players[0].fate == fate + 1 and not s.windows
    assert s.step in ("break_discard", "ring_effect")          # 3.2.4 onwards went on


def test_forced_reaction_interrupt_declined_conflict_goes_on() -> None:
    g = board()
    s = g.state
    w = put(s, 0, WEARY)
    foe = put(s, 1, SPEARMAN)
    conflict_at(g, [w], [foe])
    prov = s.conflict.province
    pass_window(g)
    assert s.step == "trigger_window"
    g.perform(Pass(0))
    assert s.cards[w].bowed and s.players[0].honor == 10   # the forced reaction resolved
    assert s.cards[prov].broken                    # 9 against 2: 3.2.5 went on
    assert s.step in ("break_discard", "ring_effect") and not s.windows


# -- forced interrupts ---------------------------------------------------------------------
#: "Forced Interrupt: when this character would leave play, dishonor it."
PROUD = _char("n-proud", {"timing": "forced_interrupt",
                          "trigger": {"event": "character_leaves_play", "self": True},
                          "effects": [{"op": "dishonor", "target": "self"}]})
#: "Interrupt: when a character you control would be dishonored, bow this: cancel it."
WARD = _char("n-ward", {"timing": "interrupt", "cancel": True,
                        "trigger": {"event": "card_dishonored", "side": "you"},
                        "cost": {"bow_self": True}, "effects": []})
EXILE = card("n-exile", LcgType.EVENT, Side.CONFLICT, cost=0,
             abilities=({"timing": "action", "targets": [{"controller": "opponent"}],
                         "effects": [{"op": "discard_card", "target": 0},
                                     {"op": "then", "effects": [
                                         {"op": "gain_honor", "amount": 1}]}]},))


def test_interrupt_window_inside_a_forced_interrupt_then_the_effect() -> None:
    g = board()
    s = g.state
    proud = put(s, 1, PROUD)
    ward = put(s, 1, WARD)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (proud,)))
    # the forced interrupt to PROUD leaving play is about to dishonor it: a window
    assert s.step == "trigger_window" and s.windows[-1]["fired"][0]["trigger"] == \
        "card_dishonored"
    assert g.waiting_for == 1 and s.cards[proud].zone == "play"
    g.perform(UseAbility(1, ward, 0, ()))          # cancel the dishonor
    assert s.cards[ward].bowed and s.cards[proud].status == ""
    # the waiting discard resolved (nobody interrupts it), then "then": P1 gains 1 honor
    assert s.cards[proud].zone == "dynasty_discard" and s.players[0].honor == 11
    assert s.step == "action_window" and g.waiting_for == 1 and not s.windows


def test_forced_interrupt_effect_resolves_when_the_window_is_declined() -> None:
    g = board()
    s = g.state
    proud = put(s, 1, PROUD)
    put(s, 1, WARD)
    ex = put(s, 0, EXILE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ex, 0, (proud,)))
    g.perform(Pass(1))
    assert s.cards[proud].zone == "dynasty_discard" and s.players[0].honor == 11
    # it was dishonored before leaving play: its controller lost 1 honor [RR › Personal
    # Honor, Personal Dishonor]
    assert s.players[1].honor == 9
    assert s.step == "action_window" and g.waiting_for == 1


# -- the fate phase's discards ------------------------------------------------------------
def test_interrupt_window_before_a_fate_phase_discard_then_the_others() -> None:
    from l5r_desktop.games.lcg import flow

    g = board()
    s = g.state
    keep = put(s, 1, STUBBORN)
    gone = put(s, 1, SPEARMAN)
    mine = put(s, 0, SPEARMAN)
    rich = put(s, 0, SPEARMAN, fate=2)
    s.bank_fate -= 2
    ring_fate = s.rings["air"]["fate"]
    flow.begin_fate(s, [])
    g.invalidate()
    # P1's character went first (player order); P2's STUBBORN is about to leave play
    assert s.cards[mine].zone == "dynasty_discard"
    assert s.step == "trigger_window" and g.waiting_for == 0     # the first player first
    assert s.cards[gone].zone == "play" and s.rings["air"]["fate"] == ring_fate
    g.perform(Pass(0))
    g.perform(UseAbility(1, keep, 0, ()))
    assert s.cards[keep].zone == "play" and s.cards[keep].bowed     # bowed instead
    assert s.cards[gone].zone == "dynasty_discard"                  # 4.2 went on
    assert s.cards[rich].fate == 1 and s.rings["air"]["fate"] == ring_fate + 1  # 4.3, 4.4
    assert s.step == "action_window" and s.window["kind"] == "fate" and not s.windows


def test_fate_phase_discard_window_declined() -> None:
    from l5r_desktop.games.lcg import flow

    g = board()
    s = g.state
    keep = put(s, 1, STUBBORN)
    flow.begin_fate(s, [])
    g.invalidate()
    g.perform(Pass(0))
    g.perform(Pass(1))
    assert s.cards[keep].zone == "dynasty_discard" and s.window["kind"] == "fate"


# -- forced interrupts to a framework step ------------------------------------------------
#: "Forced Interrupt: when a province you control would break, bow this character." and
#: "Interrupt: when this character would be bowed, lose 1 honor: cancel it."
WARDEN_X = _char("n-warden", {"timing": "forced_interrupt",
                              "trigger": {"event": "province_broken", "side": "opponent"},
                              "effects": [{"op": "bow", "target": "self"}]},
                 {"timing": "interrupt", "cancel": True,
                  "trigger": {"event": "card_bowed", "self": True},
                  "cost": {"honor": 1}, "effects": []})


def test_interrupt_window_inside_a_forced_interrupt_to_a_province_breaking() -> None:
    g = board()
    s = g.state
    big = put(s, 0, _char("n-big", military=9))
    w = put(s, 1, WARDEN_X)
    prov = s.players[1].provinces[0]
    conflict_at(g, [big], [], province=prov)
    pass_window(g)                       # 9 against 0: the province is about to break
    assert s.step == "trigger_window" and s.windows[-1]["fired"][0]["trigger"] == "card_bowed"
    assert not s.cards[prov].broken and g.waiting_for == 1
    g.perform(UseAbility(1, w, 1, ()))   # cancel the forced interrupt's bow
    assert not s.cards[w].bowed and s.players[1].honor == 8   # 1 unopposed, 1 the cost
    assert s.cards[prov].broken and not s.windows              # 3.2.5 went on
    assert s.step in ("break_discard", "ring_effect")


def test_cancel_interrupt_to_a_fate_phase_discard_keeps_the_character() -> None:
    from l5r_desktop.games.lcg import flow

    shield = _char("n-shield", {"timing": "interrupt", "cancel": True,
                                "trigger": {"event": "character_leaves_play", "side": "you"},
                                "cost": {"honor": 1}, "effects": []}, glory=0)
    g = board()
    s = g.state
    sh = put(s, 1, shield)
    s.cards[sh].fate = 1
    s.bank_fate -= 1
    poor = put(s, 1, SPEARMAN)
    flow.begin_fate(s, [])
    g.invalidate()
    g.perform(Pass(0))
    g.perform(UseAbility(1, sh, 0, ()))            # cancel: SPEARMAN stays in play
    assert s.cards[poor].zone == "play" and s.players[1].honor == 9
    assert s.window["kind"] == "fate" and s.cards[sh].fate == 0     # 4.3 went on
