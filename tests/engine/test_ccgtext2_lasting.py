"""Traits an action leaves with its player for the turn (``cardtext/lasting.py`` on actions,
``cardtext/assign_bowed.py``), played from the ccgtext2 lane's records (looked up by the Oracle
id they are keyed by) on invented cards, with exact numbers; no card text.

Rules: [CE › TIMING AND TRIGGERS › "Next/first time" triggers] (a "next time" trigger means
this turn unless it says otherwise; it happens once), [CE › DELAYED EFFECTS] (activated by the
action, applied later, to the card the action targeted), [CE › ASSIGN] (a unit led by a bowed
Personality may not assign), [CE › PERMISSIONS] ("He may assign even if bowed").
"""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.actions import Assign, DeclareAttack, Pass, UseAbility
from l5r_desktop.games.ccg.attack import choices
from l5r_desktop.games.ccg.cardtext import abilities, lasting
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.ccgtext2_tables import offered, records
from tests.engine.scenario import cd, find, player, position

_VEILED, _CALL, _SELFLESS = "oracle:9130", "oracle:7983", "oracle:6586"


def _plan(card_id: str) -> dict[str, Any]:
    return cd("Plan", "strategy", gold_cost=0, focus=1, abilities=records(card_id, 1))


def _game(card_id: str, alice: dict[str, Any], bob: dict[str, Any], active: int = 0) -> Game:
    """Alice (or Bob, ``active``) in the Action Phase with the record's Strategy in hand."""
    return Game.from_position(position(alice, bob, active=active, priority=0,
                                       defs=[_plan(card_id)]))


def _to_maneuvers(game: Game) -> None:
    """Everybody passes the Action Phase; the active player attacks the other."""
    while game.state.phase is Phase.ACTION:
        game.perform(Pass(game.waiting_for or 0))
    att = game.state.active
    game.perform(DeclareAttack(att, defender=1 - att))


def _pass_turn(game: Game) -> None:
    """Pass everything (no attack) until the next player's turn is in its Action Phase."""
    turn = game.state.turn
    while game.state.turn == turn or game.state.phase is not Phase.ACTION:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def _lasting(game: Game) -> list[dict[str, Any]]:
    return [d for d in game.state.delayed if d.get("when") == lasting.WHEN]


# --- Veiled Menace (oracle:9130): 2 Honor now, 1 after each time he is assigned this turn --

def _veiled() -> tuple[Game, str]:
    game = _game(_VEILED, player(name="Alice", hand=["Plan"], home=["Crane Courtier"]),
                 player("Lion Keep", name="Bob", home=[
                     {"title": "Lion Samurai", "dishonored": True}, "Ronin"]))
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    (use,) = offered(game, "Plan")  # the Ronin is honorable: no target
    assert use.targets == (find(s, "Crane Courtier", 0), bobs)
    game.perform(use)
    game.perform(Pass(1))  # Bob accepts the Honor loss (no seppuku)
    assert s.players[1].family_honor == 8
    return game, bobs


def test_veiled_menace_each_assignment_this_turn_costs_his_controller_one() -> None:
    game, bobs = _veiled()
    s = game.state
    _to_maneuvers(game)
    game.perform(Pass(0))  # Alice assigns nobody
    game.perform(Assign(1, bobs, 0))
    assert s.players[1].family_honor == 7  # his Samurai assigned: 8 -> 7
    game.perform(Assign(1, find(s, "Ronin", 1), 1))
    assert s.players[1].family_honor == 7  # the Ronin is not the target
    assert s.players[0].family_honor == 10


def test_veiled_menace_ends_with_the_turn() -> None:
    game, bobs = _veiled()
    s = game.state
    assert len(_lasting(game)) == 1
    _pass_turn(game)  # no attack this turn; Bob's turn now
    assert _lasting(game) == []
    assert s.active == 1
    _to_maneuvers(game)  # Bob attacks Alice with his Samurai: no loss any more
    game.perform(Assign(1, bobs, 0))
    assert s.players[1].family_honor == 8


def test_the_trait_is_saved_with_the_game() -> None:
    """Saved and loaded: still about his Samurai only, still for this turn only."""
    game, bobs = _veiled()
    again = Game(GameState.from_dict(json.loads(json.dumps(game.state.to_dict()))))
    _to_maneuvers(again)
    again.perform(Pass(0))
    again.perform(Assign(1, find(again.state, "Ronin", 1), 1))
    assert again.state.players[1].family_honor == 8
    again.perform(Assign(1, bobs, 0))
    assert again.state.players[1].family_honor == 7
    later = Game(GameState.from_dict(json.loads(json.dumps(game.state.to_dict()))))
    _pass_turn(later)
    assert _lasting(later) == []


# --- The Call of Battle (oracle:7983): assign bowed; the next assignment straightens the unit

def _call() -> tuple[Game, str, str]:
    """Alice's bowed Samurai with a bowed Follower; her Ronin is unbowed (so she assigns)."""
    game = _game(_CALL, player(name="Alice", hand=["Plan"], home=[
        {"title": "Lion Samurai", "bowed": True, "attachments": [
            {"title": "Spearmen", "bowed": True}]}, "Ronin"]), player("Lion Keep", name="Bob"))
    s = game.state
    me = find(s, "Lion Samurai", 0)
    return game, me, find(s, "Spearmen", 0)


def test_without_the_call_a_bowed_samurai_may_not_assign() -> None:
    game, me, _ = _call()
    _to_maneuvers(game)
    assert {a.card for a in game.legal_actions() if isinstance(a, Assign)} == {
        find(game.state, "Ronin", 0)}
    assert "bowed" in choices.explain(game.state, Assign(0, me, 0))


def test_the_call_lets_him_assign_bowed_and_straightens_his_unit_once() -> None:
    game, me, spearmen = _call()
    s = game.state
    use = next(u for u in offered(game, "Plan") if u.targets == (me,))
    game.perform(use)
    _to_maneuvers(game)
    assert Assign(0, me, 0) in game.legal_actions()
    game.perform(Assign(0, me, 0))
    assert not s.cards[me].bowed and not s.cards[spearmen].bowed
    assert _lasting(game) == []  # once: gone after it resolved


def test_the_permission_is_for_the_turn() -> None:
    game, me, _ = _call()
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (me,)))
    assert any(m.stat == "assign_bowed" for m in game.state.cards[me].modifiers)
    _pass_turn(game)
    assert not any(m.stat == "assign_bowed" for m in game.state.cards[me].modifiers)


# --- Selfless Politics (oracle:6586): after he next attacks you, 2 Honor and dishonor him ---

def _selfless() -> tuple[Game, str, str]:
    """Bob's turn: Alice plays the Strategy on Bob's Lion Samurai in his Action Phase."""
    game = _game(_SELFLESS, player(name="Alice", hand=["Plan"], home=["Crane Samurai"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai", "Ronin"]), active=1)
    s = game.state
    return game, find(s, "Lion Samurai", 1), find(s, "Ronin", 1)


def test_selfless_politics_when_he_is_assigned_to_attack_you() -> None:
    game, samurai, ronin = _selfless()
    s = game.state
    use = next(u for u in offered(game, "Plan") if u.targets == (samurai,))
    game.perform(use)
    _to_maneuvers(game)  # Bob attacks Alice
    game.perform(Assign(1, ronin, 0))
    assert s.players[0].family_honor == 10 and not s.cards[samurai].dishonored
    game.perform(Assign(1, samurai, 1))
    assert s.players[0].family_honor == 12 and s.cards[samurai].dishonored
    assert _lasting(game) == []


def test_selfless_politics_when_he_moves_to_attack() -> None:
    """Bob's Ronin attacks; in the battle Bob moves his Lion Samurai there (a Battle action of
    his): he moves to attack Alice [CE › MOVEMENT], so the trait resolves."""
    rush = cd("Rush", "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "battle", "targets": [{"type": "personality", "controller": "you"}],
         "effects": [{"op": "move_unit", "target": 0}]}])
    game = Game.from_position(position(
        player(name="Alice", hand=["Plan"], home=["Crane Samurai"]),
        player("Lion Keep", name="Bob", hand=["Rush"], home=["Lion Samurai", "Ronin"]),
        active=1, priority=0, defs=[_plan(_SELFLESS), rush]))
    s = game.state
    samurai, ronin = find(s, "Lion Samurai", 1), find(s, "Ronin", 1)
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (samurai,)))
    _to_maneuvers(game)
    game.perform(Assign(1, ronin, 0))
    game.perform(Pass(1))  # Bob is done; Alice assigns nobody: the battle at 0 begins
    game.perform(Pass(0))
    assert s.attack is not None and s.attack.current == 0
    while s.priority != 1:
        game.perform(Pass(s.priority))
    move = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                and s.title(a.card) == "Rush" and a.targets == (samurai,))
    game.perform(move)
    assert s.cards[samurai].battlefield == 0
    assert s.players[0].family_honor == 12 and s.cards[samurai].dishonored


def test_selfless_politics_not_when_he_defends() -> None:
    """Alice's own Samurai targeted in Bob's turn: he defends, he does not attack her."""
    game, _, ronin = _selfless()
    s = game.state
    mine = find(s, "Crane Samurai", 0)
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (mine,)))
    _to_maneuvers(game)
    game.perform(Assign(1, ronin, 0))
    game.perform(Pass(1))
    game.perform(Assign(0, mine, 0))
    assert s.players[0].family_honor == 10 and not s.cards[mine].dishonored


# --- the validator --------------------------------------------------------------------------

def test_an_actions_trait_names_its_own_targets_only() -> None:
    rec = records(_VEILED, 1)[0]
    trait = rec["effects"][1]
    assert abilities.validate(rec) == []
    far = {**rec, "effects": [{**trait, "trigger": {"event": "assigned", "card": 2}}]}
    assert any("target the action has" in p for p in abilities.validate(far))
    counted = {**rec, "effects": [{**trait, "turns": 1}]}
    assert abilities.validate(counted)
    anyone = {**rec, "effects": [{**trait, "trigger": {"event": "assigned", "card": "any"}}]}
    assert any("assigned / attacks" in p for p in abilities.validate(anyone))
    event = {"timing": "event", "effects": [trait]}
    assert any("names no target" in p for p in abilities.validate(event))
    bowed = {**rec, "effects": [{"op": "assign_bowed", "target": 0, "duration": "game"}]}
    assert any("lasts the turn" in p for p in abilities.validate(bowed))


def test_the_uses_offered_are_of_alices_plan() -> None:
    game, _, _ = _call()
    assert all(isinstance(u, UseAbility) for u in offered(game, "Plan"))
