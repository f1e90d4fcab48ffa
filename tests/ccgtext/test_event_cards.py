"""Events and the rules of the table they change (ccgdata2, issue 17): an Event put into play
by its own resolution stays at home [CE › EVENT]; "destroy your rightmost province" as an
effect and as a cost [CE › AREAS OF THE GAME › PROVINCES], [CE › COSTS]; a trait after an
Attacker destroys a province by winning a battle, whose effect names that Attacker
[CE › BATTLES › C: RESOLUTION SEGMENT], [CE › TRAITS]; "Players need N more Honor to win an
Honor Victory" [CE › PLAYERS WINNING AND LOSING]; "may not be discarded from play"
[CE › PREVENTION]; an effect on each player with N or more Family Honor.
Our own invented cards; exact numbers in, exact numbers out."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, effects
from l5r_desktop.games.ccg.events import TurnBegan
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player, position

_STAY = {"timing": "event", "effects": [{"op": "put_into_play", "target": "self"}]}
_BOUNTY = {"timing": "trait", "trigger": {"event": "province_won", "card": "any"},
           "effects": [{"op": "gain_honor", "amount": 4, "player": "trigger_player"}]}
_RULE = [{"timing": "continuous", "prevents": "discarded", "applies_to": "self"},
         {"timing": "continuous", "ongoing": "honor_victory", "amount": 6}]
_RAZE = {"timing": "event", "effects": [{"op": "destroy_own_province", "which": "rightmost"},
                                        {"op": "put_into_play", "target": "self"}]}
_TAX = {"timing": "event", "effects": [
    {"op": "lose_honor", "amount": 3, "each_player": {"family_honor_at_least": 15}}]}
_LATER = {"timing": "event", "effects": [{"op": "after_next_turn_begins", "effects": [
    {"op": "province_strength", "amount": 3, "duration": "game"},
    {"op": "gain_honor", "amount": 1}]}]}
_HARSH = {"timing": "event", "effects": [
    {"op": "destroy_own_province", "which": "this", "optional": 1},
    {"op": "draw", "amount": 2, "player": "you", "optional": 1}]}
DEFS = [
    cd("Plum Pact", "event", abilities=[_BOUNTY, _STAY]),
    cd("Plum Decree", "event", abilities=[*_RULE, _RAZE]),
    cd("Plum Tax", "event", abilities=[_TAX]),
    cd("Plum Promise", "event", abilities=[_LATER]),
    cd("Plum Choice", "event", abilities=[_HARSH]),
    cd("Plum Altar", "celestial", abilities=[
        {"timing": "limited", "cost": {"destroy_province": "rightmost", "discard_self": True},
         "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}]),
    cd("Plum Giant", "personality", force=12, chi=2, personal_honor=1, gold_cost=3,
       honor_requirement=0),
    cd("Marker A", "holding", gold_cost=2),
    cd("Marker B", "holding", gold_cost=2),
]


def _reveal(event: str, **alice: Any):
    """Alice's Events Phase reveals ``event`` in her first province (Marker B in her
    rightmost); her turn begins at the Straighten Phase."""
    me = player(provinces=[{"title": event, "face_up": False}, "Marker A", "Marker A",
                           "Marker B"], **alice)
    return game_at(me, player("Lion Keep", name="Bob", family_honor=alice.pop("bob", 10)),
                   defs=DEFS, phase="straighten", turn=3, active=0)


def test_an_event_put_into_play_stays_at_home_and_its_province_refills() -> None:
    game = _reveal("Plum Pact")
    s = game.state
    pact = find(s, "Plum Pact", 0)
    assert s.cards[pact].zone.value == "home" and pact in s.players[0].home
    assert pact not in s.players[0].dynasty_discard
    assert s.players[0].provinces[0] is not None and len(s.players[0].provinces) == 4


def _battle(attacker: int) -> Any:
    """Plum Pact in play at Alice's home; ``attacker``'s Plum Giant (12F) attacks the other
    player's first province (strength 7 or 6, no defenders)."""
    giant = {"title": "Plum Giant", "attachments": []}
    field = {"province": 0, "attacking": [giant], "defending": [], "ended": False}
    pos = position(player(home=["Plum Pact"]), player("Lion Keep", name="Bob"), defs=DEFS,
                   phase="attack", step="combat", turn=3, active=attacker, priority=attacker)
    pos["attack"] = {"attacker": attacker, "defender": 1 - attacker, "segment": "combat",
                     "current": 0, "battlefields": [field]}
    game = Game.from_position(pos)
    for _ in range(6):
        acts = [a for a in game.legal_actions() if isinstance(a, (Pass, ResolveBattle))]
        events = game.perform(acts[0])
        if any(type(e).__name__ == "BattleResolved" for e in events):
            return game
    raise AssertionError("the battle did not resolve")


def test_the_attacker_who_destroys_a_province_gains_honor() -> None:
    """Alice attacks: her 10 Honor becomes 14, Bob keeps 10 and has 3 provinces."""
    game = _battle(0)
    assert [p.family_honor for p in game.state.players] == [14, 10]
    assert len(game.state.players[1].provinces) == 3


def test_the_trait_names_the_attacker_even_when_he_is_another_player() -> None:
    """Bob attacks Alice (the Pact is hers): Bob's 10 Honor becomes 14, Alice keeps 10."""
    game = _battle(1)
    assert [p.family_honor for p in game.state.players] == [10, 14]
    assert len(game.state.players[0].provinces) == 3


def test_an_event_destroys_your_rightmost_province_then_stays() -> None:
    """Plum Decree in the first of four provinces: Marker B (the rightmost) goes to the
    discard pile, three provinces remain, the Decree is at home."""
    game = _reveal("Plum Decree")
    s = game.state
    me = s.players[0]
    assert len(me.provinces) == 3
    assert [s.title(c) for c in me.dynasty_discard] == ["Marker B"]
    assert find(s, "Plum Decree", 0) in me.home


def test_honor_victory_needs_more_honor_and_the_card_may_not_be_discarded() -> None:
    """With Plum Decree in play (6 more Honor needed) Alice's 40 Honor wins nothing when her
    turn begins; with 46 she wins. The toolkit may not discard the Decree (a free table
    may)."""
    for honor, winner in ((40, None), (45, None), (46, 0)):
        game = game_at(player(home=["Plum Decree"], family_honor=honor),
                       player("Lion Keep", name="Bob"), defs=DEFS, turn=3, active=1)
        for _ in range(12):
            events = game.perform(next(a for a in game.legal_actions()
                                       if isinstance(a, Pass)))
            if any(isinstance(e, TurnBegan) for e in events) or game.state.game_over:
                break
        assert game.state.winner == winner, honor
    s = game.state
    decree = find(s, "Plum Decree", 0)
    assert effects.check(s, 0, "discard", card=decree) is not None
    assert effects.check(s, 0, "discard", card=decree, free=True) is None


def test_without_the_card_forty_honor_wins() -> None:
    game = game_at(player(home=["Marker A"], family_honor=40),
                   player("Lion Keep", name="Bob"), defs=DEFS, turn=3, active=1)
    for _ in range(12):
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        if game.state.game_over:
            break
    assert game.state.winner == 0


def test_each_player_with_enough_honor_loses() -> None:
    """Plum Tax (each player with 15 or more loses 3): Alice 20 -> 17 and Bob 15 -> 12; with
    Bob at 14 he keeps 14."""
    game = _reveal("Plum Tax", family_honor=20, bob=15)
    assert [p.family_honor for p in game.state.players] == [17, 12]
    game = _reveal("Plum Tax", family_honor=20, bob=14)
    assert [p.family_honor for p in game.state.players] == [17, 14]


def test_a_cost_destroys_your_rightmost_province() -> None:
    """Plum Altar: Alice pays with her rightmost province (4 -> 3, Marker B to the discard
    pile) and the Altar (a Dynasty card: the same pile), and gains 3 Honor (10 -> 13)."""
    me = player(home=["Plum Altar"], provinces=["Marker A", "Marker A", "Marker A",
                                                 "Marker B"])
    game = game_at(me, player("Lion Keep", name="Bob"), defs=DEFS, turn=3, active=0)
    altar = find(game.state, "Plum Altar", 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == altar)
    game.perform(use)
    s = game.state
    assert len(s.players[0].provinces) == 3 and s.players[0].family_honor == 13
    assert sorted(s.title(c) for c in s.players[0].dynasty_discard) == ["Marker B",
                                                                        "Plum Altar"]


def _to_turn(game: Any, turn: int) -> None:
    for _ in range(60):
        if game.state.turn >= turn:
            return
        acts = game.legal_actions()
        game.perform(next((a for a in acts if isinstance(a, Pass)), acts[0]))
    raise AssertionError(f"turn {turn} not reached")


def test_a_delayed_effect_waits_for_your_next_turn() -> None:
    """Plum Promise resolves on turn 3 (Alice's Province Strength 6, Honor 10): nothing yet,
    nor when Bob's turn 4 begins; when Alice's turn 5 begins her provinces have 9 and she has
    11 Honor, and on turn 7 still 9 (permanent) and 11 (applied once). A save in between keeps
    the waiting effect."""
    game = _reveal("Plum Promise")
    s = game.state
    assert stats.province_strength(s, 0) == 6 and s.players[0].family_honor == 10
    assert len(s.delayed) == 1
    again = GameState.from_dict(s.to_dict())
    assert again.delayed == s.delayed and again.to_dict() == s.to_dict()
    _to_turn(game, 4)
    assert stats.province_strength(game.state, 0) == 6 and len(game.state.delayed) == 1
    _to_turn(game, 5)
    assert stats.province_strength(game.state, 0) == 9
    assert game.state.players[0].family_honor == 11 and game.state.delayed == []
    _to_turn(game, 7)
    assert stats.province_strength(game.state, 0) == 9
    assert game.state.players[0].family_honor == 11


def _choice_game() -> Any:
    """Plum Choice face down in Alice's second province, Marker B face down in her third."""
    me = player(provinces=["Marker A", {"title": "Plum Choice", "face_up": False},
                           {"title": "Marker B", "face_up": False}, "Marker A"])
    return game_at(me, player("Lion Keep", name="Bob"), defs=DEFS, phase="straighten",
                   turn=3, active=0)


def test_an_events_choice_waits_and_destroys_this_province() -> None:
    """The Events Phase stops at Plum Choice's "you may" (the Event still in its resolution
    area, Marker B not yet revealed); applied: its province (the second) is destroyed, Alice
    draws 2, the Event is discarded, the row closes up and Marker B (now second) is revealed;
    the Action Phase begins. A save at the choice reloads and goes on the same."""
    game = _choice_game()
    s = game.state
    choice, marker = find(s, "Plum Choice", 0), find(s, "Marker B", 0)
    assert s.options and s.phase.value == "events"
    assert choice not in s.players[0].dynasty_discard and not s.cards[marker].face_up
    hand = len(s.players[0].hand)
    saved = GameState.from_dict(s.to_dict()).to_dict()
    assert saved == s.to_dict()
    game.perform(ChooseOption(0, apply=True))
    s = game.state
    assert len(s.players[0].provinces) == 3 and len(s.players[0].hand) == hand + 2
    assert s.players[0].provinces[1] == marker and s.cards[marker].face_up
    assert choice in s.players[0].dynasty_discard and s.phase.value == "action"


def test_an_events_choice_declined_refills_its_province() -> None:
    game = _choice_game()
    hand = len(game.state.players[0].hand)
    game.perform(ChooseOption(0, apply=False))
    s = game.state
    assert len(s.players[0].provinces) == 4 and len(s.players[0].hand) == hand
    assert all(c is not None for c in s.players[0].provinces)
    assert s.cards[find(s, "Marker B", 0)].face_up and s.phase.value == "action"


def test_validator() -> None:
    ok = abilities.validate
    assert not ok(_BOUNTY) and not ok(_RAZE) and not ok(_TAX) and not ok(_RULE[1])
    assert ok({**_RAZE, "effects": [{"op": "destroy_own_province", "which": "leftmost"}]})
    assert ok({"timing": "limited", "cost": {"destroy_province": "any"}, "effects": []})
    assert ok({"timing": "limited", "effects": [
        {"op": "gain_honor", "amount": 1, "player": "trigger_player"}]})  # not a trait
    assert ok({**_BOUNTY, "trigger": {"event": "destroyed", "card": "any"}})  # no actor
    assert ok({**_TAX, "effects": [{**_TAX["effects"][0], "player": "you"}]})
    assert ok({**_TAX, "effects": [{**_TAX["effects"][0], "each_player": {"colour": 1}}]})
    assert ok({**_TAX, "effects": [{"op": "bow", "each_player": {}}]})
    assert not ok(_LATER) and not ok(_HARSH)
    assert ok({"timing": "limited", "cost": {"destroy_province": "this"}, "effects": []})
    assert ok({**_LATER, "effects": [{"op": "after_next_turn_begins", "effects": []}]})
    assert ok({**_LATER, "effects": [{"op": "after_next_turn_begins", "effects": [
        {"op": "bow", "target": "self"}]}]})
    assert ok({**_LATER, "effects": [{"op": "after_next_turn_begins", "effects": [
        {"op": "gain_honor", "amount": 1, "player": "opponent"}]}]})
