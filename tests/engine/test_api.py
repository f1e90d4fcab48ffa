"""The public API: actions/events vocabulary, exact state dicts, undo/redo, replay, errors."""

from __future__ import annotations

import json
import random

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import (
    ACTION_TYPES,
    Concede,
    DeclareAttack,
    Manual,
    Pass,
    Recruit,
    UseAbility,
    action_from_dict,
)
from l5r_desktop.games.ccg.game import Game, GameSetup
from l5r_desktop.games.ccg.model.state import GameState


def play(game: Game, n: int, seed: int = 0) -> list:
    rng = random.Random(seed)
    events = []
    for _ in range(n):
        if game.state.game_over:
            break
        events += game.perform(rng.choice(game.legal_actions()))
    return events


def test_every_action_type_round_trips_through_json() -> None:
    samples = [
        Recruit(0, card="p1:d3", discount=True, payment=("p1:s", "p1:bk")),
        UseAbility(1, card="p2:f9", ability=1, targets=("p1:d1",)),
        Manual(0, op="modify_stat", card="p1:d1", amount=-2, stat="force", duration="battle"),
        DeclareAttack(0, defender=1), Concede(1), Pass(0),
    ]
    for cls in ACTION_TYPES.values():
        samples.append(cls(0))
    for a in samples:
        data = json.loads(json.dumps(a.to_dict()))
        assert action_from_dict(data) == a
        assert isinstance(a.label(None), str) and a.label(None)


@pytest.mark.parametrize("bad", [
    None, {}, {"type": "teleport", "player": 0}, {"type": "pass"},
    {"type": "recruit", "player": "0"}, {"type": "recruit", "player": 0, "payment": "p1:s"},
    {"type": "recruit", "player": 0, "discount": 1}, {"type": "use_ability", "player": 0,
                                                      "ability": "x"},
])
def test_malformed_action_dicts_raise_value_error(bad) -> None:
    with pytest.raises(ValueError):
        action_from_dict(bad)


def test_state_dict_round_trip_is_exact_and_json_safe() -> None:
    game = Game.new(demo_setup(seed=4))
    play(game, 120, seed=4)
    data = game.state.to_dict()
    again = GameState.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data
    assert game.state.clone().to_dict() == data
    with pytest.raises(ValueError):
        GameState.from_dict({"profile": "celestial"})


def test_replaying_the_log_reproduces_the_state() -> None:
    setup = demo_setup(seed=11)
    game = Game.new(setup)
    play(game, 300, seed=11)
    actions = [action_from_dict(json.loads(json.dumps(a.to_dict()))) for a in game.action_log]
    replay = Game.replay(GameSetup.from_dict(json.loads(json.dumps(setup.to_dict()))), actions)
    assert replay.state.to_dict() == game.state.to_dict()
    assert game.replay_log().state.to_dict() == game.state.to_dict()


def test_undo_redo_and_labels() -> None:
    game = Game.new(demo_setup(seed=2))
    assert not game.can_undo and game.undo_label() is None
    before = game.state.to_dict()
    action = next(a for a in game.legal_actions() if a.kind != "pass")
    events = game.perform(action)
    after = game.state.to_dict()
    fresh = Game.new(demo_setup(seed=2)).state
    assert game.can_undo and game.undo_label() == f"Undo {action.label(fresh)}"
    assert game.undo() == action
    assert game.state.to_dict() == before and game.can_redo
    assert game.redo_label().startswith("Redo ")
    again = game.redo()
    assert game.state.to_dict() == after
    assert [type(e) for e in again] == [type(e) for e in events]
    with pytest.raises(IndexError):
        game.redo()
    game.undo()
    game.perform(game.legal_actions()[0])
    assert not game.can_redo


def test_history_off_has_no_undo() -> None:
    game = Game.new(demo_setup(seed=2), history=False)
    game.perform(game.legal_actions()[0])
    assert not game.can_undo
    with pytest.raises(IndexError):
        game.undo()


def test_illegal_action_error_is_a_value_error_with_a_reason_and_changes_nothing() -> None:
    game = Game.new(demo_setup(seed=3))
    before = game.state.to_dict()
    other = 1 - game.waiting_for
    with pytest.raises(IllegalActionError) as info:
        game.perform(Pass(other))
    assert isinstance(info.value, ValueError)
    assert "opportunity" in info.value.reason and str(info.value) == info.value.reason
    with pytest.raises(IllegalActionError, match="Unknown card"):
        game.perform(Recruit(game.waiting_for, card="zz"))
    with pytest.raises(IllegalActionError, match="Choose another player"):
        for _ in range(4):
            if game.state.phase.value == "attack":
                break
            game.perform(Pass(game.waiting_for))
        # engine II: an attack needs another player as the Defender
        game.perform(DeclareAttack(game.waiting_for, defender=game.waiting_for))
    assert game.state.phase.value == "attack"
    _ = before


def test_events_describe_in_words_and_name_their_cards() -> None:
    game = Game.new(demo_setup(seed=8))
    events = game.initial_events + play(game, 400, seed=8)
    kinds = set()
    for e in events:
        text = e.describe(game.state)
        assert isinstance(text, str) and text
        assert all(c in game.state.cards for c in e.cards)
        assert json.dumps(e.to_dict())
        kinds.add(type(e).__name__)
    assert {"TurnBegan", "CardsStraightened", "PhaseBegan", "CardEnteredPlay", "GoldPaid",
            "PlayerPassed", "CardsDrawn"} <= kinds


def test_concede_ends_the_game() -> None:
    game = Game.new(demo_setup(seed=1))
    game.perform(Concede(1))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (0, "conceded")


def test_turn_cap_ends_the_game_without_winner() -> None:
    game = Game.new(demo_setup(seed=1, turn_cap=2))
    while not game.state.game_over:
        game.perform(game.legal_actions()[0])  # always pass / first option
    assert (game.state.winner, game.state.victory, game.state.turn) == (None, "turn_cap", 2)


def test_long_undo_through_sparse_snapshots_restores_every_state() -> None:
    """Undo keeps recent snapshots and sparse older ones, replaying in between."""
    game = Game.new(demo_setup(seed=21))
    rng = random.Random(21)
    states = [game.state.to_dict()]
    while len(game.action_log) < 200 and not game.state.game_over:
        game.perform(rng.choice(game.legal_actions()))
        states.append(game.state.to_dict())
    n = len(game.action_log)
    assert len(game._snaps) < n  # not one snapshot per action
    for i in range(n, 0, -1):
        game.undo()
        assert game.state.to_dict() == states[i - 1], i
    assert not game.can_undo
    for i in range(1, n + 1):
        game.redo()
        assert game.state.to_dict() == states[i]


def test_card_menus_list_rules_and_manual_actions() -> None:
    from tests.engine.scenario import find, game_at, player

    game = game_at(player(home=["Crane Samurai", "Gold Mine"], hand=["Katana"]),
                   player("Lion Keep", family_honor=8), automation="assisted")
    s = game.state
    sam, kat, mine = (find(s, t) for t in ("Crane Samurai", "Katana", "Gold Mine"))
    kinds = {a.kind for a in game.actions_for_card(sam)}
    assert "equip" in kinds and "lobby" in kinds
    assert {a.kind for a in game.actions_for_card(mine)} == {"produce_gold"}
    assert any(a.kind == "equip" for a in game.actions_for_card(kat))
    ops = {a.op for a in game.manual_actions_for(sam, 0)}
    assert {"bow", "destroy", "dishonor", "modify_stat", "add_token", "move"} <= ops
    assert "straighten" not in ops and "rehonor" not in ops
    enforced = game_at(player(home=["Crane Samurai"]))
    assert enforced.manual_actions_for(find(enforced.state, "Crane Samurai"), 0) == []
