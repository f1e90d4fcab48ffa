"""Scenario tests: blanking [RR › Blank], control changes [RR › Control and Ownership], deck
searches [RR › Search], rings with two elements [RR › Rings, Ring Effects] and honor bid
changes [RR › Bid Value]."""

from __future__ import annotations

from l5r_desktop.games.lcg import flow
from l5r_desktop.games.lcg.actions import Bid, Choose, Pass, RingEffect, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.labels import lcg_label
from l5r_desktop.games.lcg.stats import has_keyword, skill
from tests.lcg.scenario import (
    CAPTAIN,
    DUELIST,
    RECRUIT,
    SPEARMAN,
    board,
    card,
    conflict_at,
    pass_window,
    put,
)
from tests.lcg.scenario import (
    action_event as _event,
)
from tests.lcg.scenario import (
    character as _char,
)


def _draw_window(g: Game, p: int = 0) -> None:
    g.state.phase = "draw"
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = p
    g.invalidate()


# -- blanking -----------------------------------------------------------------------------
SILENCE = _event("v-silence", {"op": "blank", "target": 0, "duration": "phase"},
                 targets=[{"controller": "opponent"}])
#: "Covert. Bushi. Each other character you control gets +1 [military]."
GENERAL = _char("v-general", {"timing": "constant", "effects": [
    {"op": "skill", "military": 1, "each": {"controller": "you", "not_self": True}}]},
    {"timing": "action", "effects": [{"op": "gain_honor", "amount": 1}]},
    keywords=("covert",), traits=("Bushi",))
#: "Attached character gains Pride."
PENNANT = card("v-pennant", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, abilities=(
    {"timing": "constant", "effects": [{"op": "gain_keyword", "keyword": "pride",
                                        "target": "host"}]},))


def test_blank_removes_printed_keywords_traits_and_abilities_until_the_end_of_the_phase() -> None:
    g = board()
    s = g.state
    gen = put(s, 1, GENERAL)
    mate = put(s, 1, SPEARMAN)
    assert skill(s, mate, "military") == 3 and has_keyword(s, gen, "covert")
    sil = put(s, 0, SILENCE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, sil, 0, (gen,)))
    assert s.cards[gen].blank == "phase"
    assert skill(s, mate, "military") == 2             # the aura is gone
    assert not has_keyword(s, gen, "covert") and not s.defn(gen).has_trait("Bushi")
    assert UseAbility(1, gen, 0, ()) not in g.legal_actions(1) and g.waiting_for == 1
    assert s.defs[s.cards[gen].card_id].abilities      # the printed card is unchanged
    flow.period_ends(s, "phase", [])
    g.invalidate()
    assert s.cards[gen].blank == "" and skill(s, mate, "military") == 3


def test_blank_keeps_text_gained_from_other_cards() -> None:
    g = board()
    s = g.state
    gen = put(s, 1, GENERAL)
    pen = put(s, 1, PENNANT)
    s.players[1].characters.remove(pen)
    s.players[1].attachments.append(pen)
    s.cards[pen].attached_to = gen
    s.cards[gen].blank = "phase"
    g.invalidate()
    assert has_keyword(s, gen, "pride") and not has_keyword(s, gen, "covert")


def test_blank_ends_when_the_card_leaves_play_and_survives_save() -> None:
    g = board()
    s = g.state
    gen = put(s, 1, GENERAL)
    sil = put(s, 0, SILENCE, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, sil, 0, (gen,)))
    loaded = Game.from_position(g.position())
    assert loaded.state.cards[gen].blank == "phase"
    assert loaded.fingerprint() == g.fingerprint()
    from l5r_desktop.games.lcg import moves

    moves.leave_play(s, gen, [])
    assert s.cards[gen].blank == ""


# -- control ------------------------------------------------------------------------------
SEDUCE = _event("v-seduce", {"op": "take_control", "target": 0, "duration": "conflict"},
                targets=[{"controller": "opponent", "participating": True}],
                conflict="any")
CONVERT = _event("v-convert", {"op": "take_control", "target": 0},
                 targets=[{"controller": "opponent"}])


def test_take_control_of_a_participant_changes_sides_until_the_end_of_the_conflict() -> None:
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN)
    foe = put(s, 1, CAPTAIN, bowed=False)
    ev = put(s, 0, SEDUCE, "hand")
    conflict_at(g, [me], [foe])
    g.perform(Pass(1))
    g.perform(UseAbility(0, ev, 0, (foe,)))
    c = s.conflict
    assert s.cards[foe].controller == 0 and foe in s.players[0].characters
    assert foe in c.attackers and foe not in c.defenders
    assert s.cards[foe].owner == 1
    pass_window(g)                                 # 2 + 4 against nothing: P1 wins
    assert c.winner == 0
    while s.step != "action_window":
        g.perform(g.legal_actions()[0])
    assert s.cards[foe].controller == 1 and foe in s.players[1].characters  # back home


def test_take_control_permanent_and_discarded_to_the_owners_pile() -> None:
    from l5r_desktop.games.lcg import moves

    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    ev = put(s, 0, CONVERT, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, (foe,)))
    assert s.cards[foe].controller == 0
    flow.period_ends(s, "round", [])
    assert s.cards[foe].controller == 0
    moves.leave_play(s, foe, [])
    assert foe in s.players[1].dynasty_discard and s.cards[foe].controller == 1


def test_no_control_of_a_unique_copy() -> None:
    g = board()
    s = g.state
    put(s, 0, CAPTAIN)
    foe = put(s, 1, CAPTAIN)
    ev = put(s, 0, CONVERT, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, (foe,)))
    assert s.cards[foe].controller == 1


# -- deck searches ------------------------------------------------------------------------
def _seek(**e) -> object:
    return _event("v-seek", {"op": "search_deck", **e},
                  {"op": "then", "effects": [{"op": "gain_honor", "amount": 1}]})


def test_search_the_top_cards_take_one_rest_to_the_bottom() -> None:
    g = board()
    s = g.state
    ps = s.players[0]
    ev = put(s, 0, _seek(top=3, filter={"type": "character"}, rest="bottom"), "hand")
    recruit = put(s, 0, RECRUIT, "hand")
    ps.hand.remove(recruit)
    ps.conflict_deck.append(recruit)               # recruit is the top card
    s.cards[recruit].zone, s.cards[recruit].facedown = "conflict_deck", True
    top3 = ps.conflict_deck[-3:][::-1]
    size = len(ps.conflict_deck)
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "deck_search" and g.waiting_for == 0
    options = g.legal_actions()
    assert Choose(0, "done") in options and Choose(0, recruit) in options
    assert all(o.option == "done" or s.defn(o.option).type.value == "character"
               for o in options)
    assert g.view(0)["cards"][recruit]["card_id"] == RECRUIT.id       # the searcher sees it
    assert g.view(1)["cards"][recruit]["card_id"] == "?"
    assert lcg_label(Choose(0, recruit), s) == "Take Recruit"
    g.perform(Choose(0, recruit))
    assert recruit in ps.hand and len(ps.conflict_deck) == size - 1
    assert ps.conflict_deck[:2] == [u for u in top3 if u != recruit]  # at the bottom
    assert s.players[0].honor == 11                # "then" resolved
    assert s.step == "action_window" and g.waiting_for == 1


def test_search_finds_nothing_and_shuffles() -> None:
    g = board()
    s = g.state
    ps = s.players[0]
    ev = put(s, 0, _seek(filter={"trait": "nobody"}), "hand")
    before = sorted(ps.conflict_deck)
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, ()))
    assert g.legal_actions() == [Choose(0, "done")]
    g.perform(Choose(0, "done"))
    assert sorted(ps.conflict_deck) == before and s.step == "action_window"


def test_search_takes_a_character_into_play() -> None:
    g = board()
    s = g.state
    ps = s.players[0]
    ev = put(s, 0, _seek(deck="dynasty", top=4, to="play", filter={"type": "character"},
                         rest="discard"), "hand")
    hero = put(s, 0, CAPTAIN, "hand")
    ps.hand.remove(hero)
    ps.dynasty_deck.insert(len(ps.dynasty_deck) - 1, hero)    # second from the top
    s.cards[hero].zone, s.cards[hero].facedown = "dynasty_deck", True
    top4 = ps.dynasty_deck[-4:][::-1]
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, ()))
    assert Choose(0, hero) in g.legal_actions()
    g.perform(Choose(0, hero))
    assert hero in ps.characters and s.cards[hero].zone == "play" and s.cards[hero].fate == 0
    assert all(s.cards[u].zone == "dynasty_discard" for u in top4 if u != hero)


# -- rings with two elements --------------------------------------------------------------
def test_a_ring_with_two_elements_offers_both_effects_and_matches_both() -> None:
    g = board()
    s = g.state
    a = put(s, 0, CAPTAIN)
    glad = put(s, 0, _char("v-glad", {"timing": "reaction",
                                      "trigger": {"event": "ring_claimed", "side": "you",
                                                  "ring": "void"},
                                      "effects": [{"op": "gain_fate", "amount": 1}]}))
    prov = s.players[1].provinces[3]
    conflict_at(g, [a], [], ring="air", province=prov)
    s.effects.append({"kind": "strength", "card": prov, "amount": 20, "until": "round"})
    s.effects.append({"kind": "ring_element", "ring": "air", "element": "void",
                      "until": "conflict"})
    target = put(s, 1, SPEARMAN, fate=1)
    s.bank_fate -= 1
    g.invalidate()
    pass_window(g)
    options = g.legal_actions()
    assert RingEffect(0, "gain") in options and RingEffect(0, "resolve", target) in options
    g.perform(RingEffect(0, "resolve", target))     # the void element chosen
    assert s.cards[target].fate == 0
    assert s.step == "trigger_window"              # "after you claim the [void] ring"
    fate = s.players[0].fate
    g.perform(UseAbility(0, glad, 0, ()))
    assert s.players[0].fate == fate + 1


def test_ring_element_effect_until_the_end_of_the_conflict() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    ev = put(s, 0, _event("v-fuse", {"op": "ring_element", "ring": "contested",
                                      "element": "fire"}, conflict="any"), "hand")
    conflict_at(g, [a], [], ring="water")
    g.perform(Pass(1))
    g.perform(UseAbility(0, ev, 0, ()))
    from l5r_desktop.games.lcg.stats import ring_elements

    assert ring_elements(s, "water") == ("water", "fire")
    flow.period_ends(s, "conflict", [])
    assert ring_elements(s, "water") == ("water",)


# -- honor bid changes --------------------------------------------------------------------
def test_modified_bid_counts_for_honor_and_cards_not_the_dial() -> None:
    g = board()
    s = g.state
    flow.begin_draw(s, [])                          # the dynasty phase's effects expire
    s.effects.append({"kind": "bid", "player": 0, "amount": 2, "until": "phase"})
    g.invalidate()
    hands = [len(ps.hand) for ps in s.players]
    g.perform(Bid(0, 3))
    g.perform(Bid(1, 4))
    # P1 bid 3 (+2 = 5), P2 4: P1 gives 1 honor and draws 5; the dial still shows 3
    assert s.players[0].dial == 3
    assert [ps.honor for ps in s.players] == [9, 11]
    assert [len(ps.hand) for ps in s.players] == [hands[0] + 5, hands[1] + 4]


def test_bid_set_to_zero_in_a_duel() -> None:
    g = board()
    s = g.state
    me = put(s, 0, DUELIST)
    foe = put(s, 1, SPEARMAN)
    ev = put(s, 1, _event("v-bribe", {"op": "modify_bid", "player": "opponent", "set": 0}),
             "hand")
    conflict_at(g, [me], [foe])
    g.perform(UseAbility(1, ev, 0, ()))
    g.perform(UseAbility(0, me, 0, (foe,)))
    g.perform(Bid(0, 5))
    g.perform(Bid(1, 1))
    # P1's 5 counts as 0: P2 gives 1; skills 3+0 against 2+1: a tie, no result
    assert [ps.honor for ps in s.players] == [11, 9]
    assert s.players[0].dial == 5
    assert s.cards[foe].status == "" and not s.cards[me].bowed


def test_the_new_records_are_valid_vocabulary() -> None:
    from l5r_desktop.games.lcg.cards import validate_ability

    for d in (SILENCE, SEDUCE, CONVERT, _seek(top=2)):
        for rec in d.abilities:
            assert validate_ability(rec) == [], rec
    for event in ("ring_effect_resolved", "cards_drawn", "card_discarded", "fate_placed"):
        assert validate_ability({"timing": "interrupt", "trigger": {"event": event},
                                 "effects": [{"op": "modify_bid", "amount": 1},
                                             {"op": "ring_element", "element": "fire"}]}) == []
    assert validate_ability({"timing": "action", "effects": [{"op": "blanc"}]}) != []


def test_a_longer_blank_outlasts_a_shorter_one() -> None:
    g = board()
    s = g.state
    gen = put(s, 1, GENERAL)
    from l5r_desktop.games.lcg.effects import OPS

    OPS["blank"](s, 0, gen, gen, {"op": "blank", "duration": "phase"}, [])
    OPS["blank"](s, 0, gen, gen, {"op": "blank", "duration": "conflict"}, [])
    flow.period_ends(s, "conflict", [])
    assert s.cards[gen].blank == "phase" and not has_keyword(s, gen, "covert")
    flow.period_ends(s, "phase", [])
    assert s.cards[gen].blank == "" and has_keyword(s, gen, "covert")


def test_effects_after_a_choice_wait_for_it() -> None:
    """A choice in the middle of an ability's effects (a ring resolved by an ability): the
    effects after it resolve once it is made, not before [RR › Initiating Abilities/Playing
    Cards: effects resolve in order; The word "then"]."""
    g = board()
    s = g.state
    me = put(s, 0, SPEARMAN)
    ev = put(s, 0, _event("v-spark", {"op": "resolve_ring", "ring": "fire"},
                          {"op": "gain_honor", "amount": 1}), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "ring_effect" and s.players[0].honor == 10     # the honor waits
    g.perform(RingEffect(0, "honor", me))
    assert s.cards[me].status == "honored" and s.players[0].honor == 11
    assert s.step == "action_window" and g.waiting_for == 1


# -- switching the contested ring ---------------------------------------------------------
def test_switch_the_contested_ring_by_choice_fate_to_the_attacker() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    s.rings["fire"]["fate"] = 2
    s.bank_fate -= 2
    s.rings["water"]["claimed_by"] = 1
    ev = put(s, 0, _event("v-shift", {"op": "switch_ring", "ring": "choose"},
                          {"op": "gain_honor", "amount": 1}, conflict="any"), "hand")
    conflict_at(g, [a], [], ring="air")
    g.perform(Pass(1))
    fate = s.players[0].fate
    g.perform(UseAbility(0, ev, 0, ()))
    assert s.step == "ring_switch" and s.players[0].honor == 10
    assert set(o.option for o in g.legal_actions()) == {"earth", "fire", "void"}
    assert lcg_label(Choose(0, "fire"), s) == "Switch to the fire ring"
    g.perform(Choose(0, "fire"))
    assert s.conflict.ring == "fire" and s.rings["fire"]["fate"] == 0
    assert s.players[0].fate == fate + 2 and s.players[0].honor == 11
    assert s.rings["air"]["claimed_by"] is None
    assert s.step == "action_window" and g.waiting_for == 1


def test_switch_to_a_named_ring_and_not_to_a_claimed_one() -> None:
    from l5r_desktop.games.lcg.effects import OPS

    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    conflict_at(g, [a], [], ring="air")
    s.rings["void"]["claimed_by"] = 0
    assert not OPS["switch_ring"](s, 0, a, None, {"ring": "void"}, [])
    assert OPS["switch_ring"](s, 0, a, None, {"ring": "earth"}, [])
    assert s.conflict.ring == "earth"
