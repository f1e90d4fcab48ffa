"""Scenario tests: fate placed as a character is played with extra fate and on the rings at
4.4 [RR › Fate, 4.4. Place fate on unclaimed rings, Reactions]; replacement effects for
receiving fate, being readied, being discarded from a hand, and a player's honor, fate and
draws [RR › Replacement Effects, "Would"]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import validate_ability
from l5r_desktop.games.lcg.game import Game
from tests.lcg.scenario import RECRUIT, SPEARMAN, board, pass_window, put
from tests.lcg.test_more_triggers import _draw_window, _event, _reaction


def _to_fate_phase(g: Game) -> None:
    """The conflict phase's last action window with no conflict opportunity left."""
    s = g.state
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "pre_conflict", "passes": 0}
    s.pending = {"declarer": 0}
    for ps in s.players:
        ps.conflicts_left, ps.military_left, ps.political_left = 0, False, False
    g.invalidate()


# -- fate placed ----------------------------------------------------------------------------
def test_extra_fate_on_a_played_character_fires_fate_placed() -> None:
    """[RR › Fate, Play and Put into Play]: the extra fate a character is played with is
    placed on it: "after fate is placed on a character you control" reactions answer it."""
    g = board()
    s = g.state
    keeper = put(s, 0, _reaction("x-keeper", "fate_placed", [{"op": "gain_honor"}]))
    rec = put(s, 0, RECRUIT, "hand")
    s.players[0].fate = 5
    _draw_window(g)
    g.perform(PlayCharacter(0, rec, 2, False))
    assert s.cards[rec].fate == 2 and s.players[0].fate == 5 - 1 - 2
    assert s.step == "trigger_window" and g.waiting_for == 0
    g.perform(UseAbility(0, keeper, 0, ()))
    assert s.players[0].honor == 11


def test_played_without_extra_fate_fires_no_fate_placed() -> None:
    g = board()
    s = g.state
    put(s, 0, _reaction("x-keeper", "fate_placed", [{"op": "gain_honor"}]))
    rec = put(s, 0, RECRUIT, "hand")
    s.players[0].fate = 5
    _draw_window(g)
    g.perform(PlayCharacter(0, rec, 0, False))
    assert s.step == "action_window" and s.players[0].honor == 10


def test_fate_placed_on_a_ring_at_4_4_fires_for_that_ring() -> None:
    """[RR › 4.4. Place fate on unclaimed rings]: each unclaimed ring gets 1 fate; a reaction
    "after fate is placed on the [fire] ring" answers the fire ring's only."""
    g = board()
    s = g.state
    s.rings["fire"]["claimed_by"] = 1
    watcher = put(s, 0, _reaction("x-watch", "fate_placed", [{"op": "gain_fate", "amount": 2}],
                                  side="any", ring="water"), fate=1)
    fate0, bank0 = s.players[0].fate, s.bank_fate
    _to_fate_phase(g)
    pass_window(g)
    assert s.phase == "fate" and s.step == "trigger_window" and g.waiting_for == 0
    assert [r["fate"] for r in s.rings.values()] == [1, 1, 0, 1, 1]
    g.perform(UseAbility(0, watcher, 0, ()))
    assert s.players[0].fate == fate0 + 2 and s.bank_fate == bank0 - 4 + 1 - 2
    assert s.step == "action_window" and s.window["kind"] == "fate"


# -- replacement effects --------------------------------------------------------------------
def _replace(cid: str, **instead: object) -> object:
    return _event(cid, {"op": "instead", **instead}, targets=[{"controller": "you"}])


def test_replacement_for_receiving_fate() -> None:
    """"If fate would be placed on that character, instead place none": the fate stays in
    the pool and nothing is placed (no fate_placed) [RR › Replacement Effects]."""
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN)
    guard = put(s, 0, _replace("x-guard", target=0, event="receive_fate"), "hand")
    bless = put(s, 0, _event("x-bless", {"op": "place_fate", "target": 0, "amount": 2},
                             targets=[{"controller": "you"}]), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, guard, 0, (me,)))
    pass_window_once(g)
    bank = s.bank_fate
    g.perform(UseAbility(0, bless, 0, (me,)))
    assert s.cards[me].fate == 0 and s.bank_fate == bank
    assert not [e for e in s.effects if e.get("kind") == "instead"]   # used up


def pass_window_once(g: Game) -> None:
    """The opponent passes once (the window goes back to P1)."""
    from l5r_desktop.games.lcg.actions import Pass

    g.perform(Pass(1))


def test_replacement_for_being_readied_bows_nothing_and_stays_bowed() -> None:
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN, bowed=True)
    guard = put(s, 0, _replace("x-stay", target=0, event="ready"), "hand")
    wake = put(s, 0, _event("x-wake", {"op": "ready", "target": 0},
                            {"op": "then", "effects": [{"op": "gain_honor"}]},
                            targets=[{"controller": "you"}]), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, guard, 0, (me,)))
    pass_window_once(g)
    g.perform(UseAbility(0, wake, 0, (me,)))
    assert s.cards[me].bowed and s.players[0].honor == 10   # not readied: no "then"


def test_replacement_for_a_card_discarded_from_hand() -> None:
    """"If that card would be discarded, it stays" (``discarded``): the card stays in hand."""
    g = board()
    s = g.state
    keep = put(s, 1, RECRUIT, "hand")
    guard = put(s, 0, _event("x-ward", {"op": "instead", "target": 0, "event": "discarded"},
                             targets=[{"type": "hand", "controller": "opponent"}]), "hand")
    toss = put(s, 0, _event("x-toss", {"op": "discard_from_hand", "target": 0},
                            targets=[{"type": "hand", "controller": "opponent"}]), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, guard, 0, (keep,)))
    pass_window_once(g)
    g.perform(UseAbility(0, toss, 0, (keep,)))
    assert keep in s.players[1].hand and keep not in s.players[1].conflict_discard


def test_player_replacement_gain_honor_becomes_fate() -> None:
    """"If you would gain honor this round, gain that much fate instead": 2 honor become 2
    fate; the next gain is honor again (used once) [RR › Replacement Effects]."""
    g = board()
    s = g.state
    swap = put(s, 0, _event("x-swap", {"op": "instead", "player": "you",
                                       "event": "gain_honor", "do": "gain_fate"}), "hand")
    gain = put(s, 0, _event("x-gain", {"op": "gain_honor", "amount": 2}), "hand")
    gain2 = put(s, 0, _event("x-gain2", {"op": "gain_honor", "amount": 2}), "hand")
    fate = s.players[0].fate
    _draw_window(g)
    g.perform(UseAbility(0, swap, 0, ()))
    pass_window_once(g)
    g.perform(UseAbility(0, gain, 0, ()))
    assert s.players[0].honor == 10 and s.players[0].fate == fate + 2
    pass_window_once(g)
    g.perform(UseAbility(0, gain2, 0, ()))
    assert s.players[0].honor == 12 and s.players[0].fate == fate + 2


def test_player_replacement_on_the_opponent_draw_and_the_most_recent_is_used() -> None:
    """Two replacements of the opponent's next draw: the most recent one (lose 1 honor
    instead) is used; the older one waits for the next draw [RR › Replacement Effects]."""
    g = board()
    s = g.state
    none = put(s, 0, _event("x-none", {"op": "instead", "player": "opponent", "event": "draw"}),
               "hand")
    shame = put(s, 0, _event("x-shame", {"op": "instead", "player": "opponent",
                                         "event": "draw", "do": "lose_honor", "amount": 1}),
                "hand")
    make = put(s, 0, _event("x-make", {"op": "draw", "player": "opponent", "amount": 2}),
               "hand")
    hand = len(s.players[1].hand)
    _draw_window(g)
    for ev in (none, shame, make):
        g.perform(UseAbility(0, ev, 0, ()))
        if ev != make:
            pass_window_once(g)
    assert len(s.players[1].hand) == hand and s.players[1].honor == 9
    assert [e["do"] for e in s.effects if e.get("kind") == "instead"] == ["nothing"]


def test_replacement_records_are_validated() -> None:
    ok = {"timing": "action", "effects": [{"op": "instead", "player": "you",
                                           "event": "lose_fate", "do": "nothing"}]}
    assert validate_ability(ok) == []
    bad = {"timing": "action", "effects": [{"op": "instead", "target": 0, "event": "gain_honor"}]}
    assert validate_ability(bad) == [
        "instead: event must be one of ('leave_play', 'bow', 'ready', 'honor', 'dishonor', "
        "'receive_fate', 'discarded')"]

