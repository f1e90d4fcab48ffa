"""History: perform, illegal actions, undo/redo through sparse snapshots, replay, fingerprint."""

from __future__ import annotations

import pytest

from l5r_desktop.core import history as history_module
from l5r_desktop.core.errors import IllegalActionError
from tests.core.toy_game import Nim, Take


def test_perform_returns_events_and_logs_the_action() -> None:
    game = Nim.new(10)
    events = game.perform(Take(0, 3))
    assert [e.amount for e in events] == [3]
    assert game.state.stones == 7 and game.action_log == [Take(0, 3)]
    assert game.waiting_for == 1


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    game = Nim.new(2)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match="too many"):
        game.perform(Take(0, 3))
    with pytest.raises(IllegalActionError):
        game.perform(Take(1, 1))  # not B's turn
    assert game.fingerprint() == before and game.action_log == []
    assert game.why_illegal(Take(0, 3)) and game.is_legal(Take(0, 2))


def test_undo_and_redo_restore_exact_states() -> None:
    game = Nim.new(10)
    prints = [game.fingerprint()]
    for amount in (1, 2, 3):
        game.perform(Take(game.waiting_for, amount))
        prints.append(game.fingerprint())
    assert game.undo() == Take(0, 3)
    assert game.fingerprint() == prints[2]
    assert game.undo_label() == "Undo Take" and game.redo_label() == "Redo Take"
    game.redo()
    assert game.fingerprint() == prints[3] and not game.can_redo


def test_a_new_action_clears_redo() -> None:
    game = Nim.new(10)
    game.perform(Take(0, 1))
    game.undo()
    game.perform(Take(0, 2))
    assert not game.can_redo and game.state.stones == 8


def test_undo_far_back_replays_from_sparse_snapshots(monkeypatch) -> None:
    monkeypatch.setattr(history_module, "RECENT_SNAPSHOTS", 4)
    monkeypatch.setattr(history_module, "SPARSE_EVERY", 3)
    game = Nim.new(60)
    prints = [game.fingerprint()]
    for _ in range(30):
        game.perform(Take(game.waiting_for, 1))
        prints.append(game.fingerprint())
    assert len(game._snaps) < 15  # old snapshots were dropped ...
    for n in range(30, 0, -1):  # ... yet every state comes back exactly
        game.undo()
        assert game.fingerprint() == prints[n - 1]


def test_replay_log_reaches_the_same_state_and_winner() -> None:
    game = Nim.new(5)
    for amount in (2, 2, 1):
        game.perform(Take(game.waiting_for, amount))
    assert game.winner == 0 and game.waiting_for is None and game.legal_actions() == []
    again = game.replay_log()
    assert isinstance(again, Nim)
    assert again.fingerprint() == game.fingerprint() and again.winner == 0


def test_history_off_refuses_undo() -> None:
    game = Nim(Nim.new(5).state, history=False)
    game.perform(Take(0, 1))
    assert not game.can_undo
    with pytest.raises(IndexError):
        game.undo()


def test_legal_actions_are_a_fresh_list_each_time() -> None:
    game = Nim.new(5)
    first = game.legal_actions()
    first.clear()
    assert len(game.legal_actions()) == 3
