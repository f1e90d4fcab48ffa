"""Triggered traits an Event leaves with its player (``lasting_trait``,
``cardtext/lasting.py``): "after the next time this game ..." resolves once
[CE › TIMING AND TRIGGERS › "Next/first time" triggers]; "until your turn N turns from now
begins, after each time ..." answers every trigger until then [CE › DURATION OF EFFECTS].
Our own records; exact Honor after each step."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player, position

_APOLOGY = {"timing": "event", "effects": [{"op": "lasting_trait", "once": True, "trigger": {
    "event": "honor_lost", "card": "any", "player": "you", "below_start": True},
    "effects": [{"op": "gain_honor", "amount": 4, "player": "you"}]}]}
_GRUDGE = {"timing": "event", "effects": [{"op": "lasting_trait", "once": True, "trigger": {
    "event": "province_destroyed", "card": "any", "player": "you", "as_attacker": True},
    "trigger_player": "defender",
    "effects": [{"op": "lose_honor", "amount": 3, "player": "trigger_player"}]}]}
_SORROW = {"timing": "event", "effects": [{"op": "lasting_trait", "turns": 1, "trigger": {
    "event": "honor_lost", "card": "any", "player": "opponent"},
    "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]}
_SHAME = {"timing": "limited", "effects": [{"op": "lose_honor", "amount": 2, "player": "you"}]}
_SPITE = {"timing": "limited", "effects": [{"op": "lose_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Plum Apology", "event", abilities=[_APOLOGY]),
        cd("Plum Grudge", "event", abilities=[_GRUDGE]),
        cd("Plum Sorrow", "event", abilities=[_SORROW]),
        cd("Shame Note", "strategy", gold_cost=0, focus=1, abilities=[_SHAME]),
        cd("Spite Note", "strategy", gold_cost=0, focus=1, abilities=[_SPITE]),
        cd("Plum Giant", "personality", force=12, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0),
        cd("Marker A", "holding", gold_cost=2)]


def _reveal(event: str, honor: int, hand: list[str], bob_hand: Any = ()) -> Game:
    """Alice (Crane Keep: starting Honor 10) reveals ``event`` as her turn 3 begins."""
    me = player(provinces=[{"title": event, "face_up": False}, "Marker A", "Marker A",
                           "Marker A"], family_honor=honor, hand=hand)
    return game_at(me, player("Lion Keep", name="Bob", hand=list(bob_hand)), defs=DEFS,
                   phase="straighten", turn=3, active=0)


def _use(game: Game, player_: int, title: str) -> None:
    """The other player passes until ``player_`` may act; he takes the card's action."""
    for _ in range(4):
        acts = game.legal_actions()
        if any(isinstance(a, UseAbility) and a.player == player_ for a in acts):
            break
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    act = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.player == player_ and game.state.title(a.card) == title)
    game.perform(act)
    for _ in range(6):  # windows after the action close with passes
        if not game.state.windows and not game.state.reactions:
            return
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def _honor(game: Game) -> list[int]:
    return [p.family_honor for p in game.state.players]


def test_the_next_time_her_honor_falls_below_its_start_she_gains_once() -> None:
    """Honor 11: the first loss (11 -> 9) falls below 10 and gives +4 (13); the second
    (13 -> 11) is not below; the third (11 -> 9) is, but the trait has resolved already."""
    game = _reveal("Plum Apology", 11, ["Shame Note"] * 3)
    s = game.state
    assert s.phase.value == "action" and _honor(game) == [11, 10]
    assert [d["when"] for d in s.delayed] == ["lasting"]
    assert GameState.from_dict(s.to_dict()).delayed == s.delayed  # saved with the game
    _use(game, 0, "Shame Note")
    assert _honor(game) == [13, 10] and s.delayed == []
    _use(game, 0, "Shame Note")
    _use(game, 0, "Shame Note")
    assert _honor(game) == [9, 10]


def test_already_below_the_next_loss_is_no_fall() -> None:
    """Honor 8 (below 10 already): a loss to 6 is no fall below; the trait still waits."""
    game = _reveal("Plum Apology", 8, ["Shame Note"])
    _use(game, 0, "Shame Note")
    assert _honor(game) == [6, 10] and len(game.state.delayed) == 1


def test_a_counted_trait_answers_each_trigger_until_her_next_turn() -> None:
    """Until Alice's next turn begins, each Honor loss of Bob's gives her 1: Bob's two
    losses on his turn 4 (10 -> 8) give her 2 (10 -> 12); on Alice's turn 5 the trait has
    ended."""
    game = _reveal("Plum Sorrow", 10, [], bob_hand=["Spite Note", "Spite Note"])
    s = game.state
    for _ in range(40):
        if s.turn == 4 and s.phase.value == "action" and s.priority == 1:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    _use(game, 1, "Spite Note")
    _use(game, 1, "Spite Note")
    assert _honor(game) == [12, 8]
    assert len(s.delayed) == 1 and s.delayed[0]["turns"] == 1
    for _ in range(40):
        if s.turn == 5:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert s.delayed == []


def _battle(attacker: int) -> Game:
    """Plum Grudge resolved for Alice; ``attacker``'s Plum Giant (12F) attacks the other
    player's first province (no defenders); the battle resolves."""
    giant = {"title": "Plum Giant", "attachments": []}
    field = {"province": 0, "attacking": [giant], "defending": [], "ended": False}
    pos = position(player(hand=["Plum Grudge"]), player("Lion Keep", name="Bob"), defs=DEFS,
                   phase="attack", step="combat", turn=3, active=attacker, priority=attacker)
    pos["attack"] = {"attacker": attacker, "defender": 1 - attacker, "segment": "combat",
                     "current": 0, "battlefields": [field]}
    game = Game.from_position(pos)
    grudge = find(game.state, "Plum Grudge", 0)
    abilities.run_effects(game.state, 0, grudge, _GRUDGE, ())  # its Events Phase's effect
    for _ in range(6):
        acts = [a for a in game.legal_actions() if isinstance(a, (Pass, ResolveBattle))]
        events = game.perform(acts[0])
        if any(type(e).__name__ == "BattleResolved" for e in events):
            return game
    raise AssertionError("the battle did not resolve")


def test_the_defender_loses_honor_when_she_destroys_a_province_as_attacker() -> None:
    """Alice's Giant takes Bob's province: Bob 10 -> 7, once (the trait is gone)."""
    game = _battle(0)
    assert len(game.state.players[1].provinces) == 3
    assert _honor(game) == [10, 7] and game.state.delayed == []


def test_a_province_of_hers_destroyed_by_bob_is_not_it() -> None:
    """Bob attacks and takes Alice's province: nobody loses Honor; the trait still waits."""
    game = _battle(1)
    assert len(game.state.players[0].provinces) == 3
    assert _honor(game) == [10, 10] and len(game.state.delayed) == 1


def test_the_validator() -> None:
    for rec in (_APOLOGY, _GRUDGE, _SORROW):
        assert not abilities.validate(rec), rec
    eff = _GRUDGE["effects"][0]
    for bad in ({**eff, "turns": 2}, {**eff, "once": False}, {**eff, "trigger_player": "bob"},
                {**eff, "trigger": {**eff["trigger"], "card": "self"}},
                {**eff, "trigger": {**eff["trigger"], "event": "bowed"}},
                {**eff, "trigger": {**eff["trigger"], "below_start": True}},
                {**eff, "effects": [{"op": "bow", "target": 0}]}):
        assert abilities.validate({"timing": "event", "effects": [bad]}), bad
    assert abilities.validate({**_GRUDGE, "timing": "limited"})  # Events only


_BOUNTY = {"timing": "event", "effects": [{"op": "lasting_trait", "turns": 2, "trigger": {
    "event": "dishonored", "card": "any", "type": "personality",
    "opposing": ["Magistrate", "Courtier"]},
    "effects": [{"op": "lose_honor", "amount": 2, "player": "trigger_player"}]}]}
_BLAME = {"timing": "battle", "targets": [{"type": "personality"}],
          "effects": [{"op": "dishonor", "target": 0}]}
BOUNTY_DEFS = [cd("Plum Bounty", "event", abilities=[_BOUNTY]),
               cd("Blame Note", "strategy", gold_cost=0, focus=1, abilities=[_BLAME]),
               cd("Alice Judge", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
                  honor_requirement=0, keywords=["Magistrate"]),
               cd("Alice Guard", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
                  honor_requirement=0),
               cd("Bob Brute", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
                  honor_requirement=0),
               cd("Bob Other", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
                  honor_requirement=0)]


def _bounty_battle(alice_unit: str) -> tuple[Game, str, str]:
    """Alice's ``alice_unit`` attacks Bob's province 1 where Bob Brute defends; Bob Other is
    at Bob's home; Plum Bounty has resolved for Alice (as its Events Phase would); she holds
    two Blame Notes."""
    field = {"province": 0, "attacking": [{"title": alice_unit, "attachments": []}],
             "defending": [{"title": "Bob Brute", "attachments": []}], "ended": False}
    pos = position(player(hand=["Blame Note", "Blame Note", "Plum Bounty"]),
                   player("Lion Keep", name="Bob", home=[{"title": "Bob Other",
                                                           "attachments": []}]),
                   defs=BOUNTY_DEFS, phase="attack", step="combat", turn=3, active=0,
                   priority=0)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    game = Game.from_position(pos)
    s = game.state
    abilities.run_effects(s, 0, find(s, "Plum Bounty", 0), _BOUNTY, ())
    return game, find(s, "Bob Brute", 1), find(s, "Bob Other", 1)


def _blame(game: Game, who: str) -> None:
    act = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and game.state.title(a.card) == "Blame Note" and a.targets == (who,))
    game.perform(act)
    for _ in range(4):
        if not game.state.windows:
            return
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_a_personality_opposing_a_magistrate_dishonored_costs_his_controller() -> None:
    """Bob's Brute opposes Alice's Magistrate: dishonoring him costs Bob 2 (10 -> 8); the
    trait stays for its turns (a counted one); saved and reloaded equal."""
    game, brute, _other = _bounty_battle("Alice Judge")
    _blame(game, brute)
    s = game.state
    assert s.cards[brute].dishonored and _honor(game) == [10, 8]
    assert len(s.delayed) == 1 and s.delayed[0]["turns"] == 2
    assert GameState.from_dict(s.to_dict()).delayed == s.delayed


def test_no_magistrate_or_courtier_opposite_no_loss() -> None:
    game, brute, _other = _bounty_battle("Alice Guard")
    _blame(game, brute)
    assert game.state.cards[brute].dishonored and _honor(game) == [10, 10]
