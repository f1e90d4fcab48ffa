"""Issue 14 D1 without the window: a setup built without a seed draws one ONCE and keeps it,
so every game built from it (reload, autosave replica, crash recovery) is the same game."""

from __future__ import annotations

import pytest

from l5r_desktop.core.rng import seed_state
from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.setup import GameSetup
from l5r_desktop.persistence.autosave import Autosaver, RecoveryOffer, age_text
from l5r_desktop.persistence.savefile import decode_save, encode_save, state_fingerprint
from tests.persistence.gamegen import play_random


def test_a_setup_without_a_seed_draws_one_and_records_it() -> None:
    setup = demo_setup(seed=None)
    assert isinstance(setup.seed, int)
    starts = [Game.new(setup).state.to_dict() for _ in range(3)]
    assert starts[0] == starts[1] == starts[2]
    assert setup.to_dict()["seed"] == setup.seed
    assert GameSetup.from_dict(setup.to_dict()).seed == setup.seed
    # two unseeded setups are (almost surely) two different games
    assert demo_setup(seed=None).seed != setup.seed


def test_seeded_setups_keep_their_seed() -> None:
    assert demo_setup(seed=5).seed == 5
    assert demo_setup(seed=0).seed == 0


def test_the_rng_refuses_an_unrecorded_seed() -> None:
    with pytest.raises(ValueError):
        seed_state(None)  # type: ignore[arg-type]


def test_unseeded_game_round_trips_through_a_save() -> None:
    game = Game.new(demo_setup(seed=None))
    play_random(game, 40, seed=1)
    loaded = decode_save(encode_save(game))
    assert not loaded.read_only and loaded.warnings == []
    assert loaded.game.state.to_dict() == game.state.to_dict()


def test_autosave_replica_of_an_unseeded_game_matches_after_every_save(tmp_path) -> None:
    game = Game.new(demo_setup(seed=None))
    saver = Autosaver(tmp_path, delay=0.0)
    try:
        for step in range(15):
            play_random(game, len(game.action_log) + 1, seed=step)
            if step == 8:
                game.undo()
            saver.notify(game)
            assert saver.flush()
            assert saver.last_error is None
            assert saver.last_fingerprint == state_fingerprint(game.state)
    finally:
        saver.close()


def test_the_resume_question_says_how_old_the_autosave_is(tmp_path) -> None:
    now = 1_800_000_000.0
    assert age_text(now - 5, now) == "just now"
    assert age_text(now - 60, now) == "1 minute ago"
    assert age_text(now - 125, now) == "2 minutes ago"
    assert age_text(now - 3 * 3600 - 10, now) == "3 hours ago"
    assert age_text(now - 2 * 86400, now) == "2 days ago"
    assert "clock" in age_text(now + 100, now)
    offer = RecoveryOffer(tmp_path / "a.l5rsave", tmp_path / "m.json", now - 7200)
    assert offer.describe(now).endswith("(2 hours ago)")


def test_a_failed_autosave_does_not_leave_the_replica_stale(tmp_path, monkeypatch) -> None:
    """One replay failure on the worker (any cause) must not poison later autosaves: the next
    one rebuilds the replica and matches the live game again."""
    game = Game.new(demo_setup(seed=None))
    saver = Autosaver(tmp_path, delay=0.0)
    real = Game.perform
    calls = {"n": 0}

    def flaky(self, action):
        if self is not game:
            calls["n"] += 1
            if calls["n"] == 8:  # the replica fails mid-way through the second autosave
                raise RuntimeError("worker hiccup")
        return real(self, action)

    monkeypatch.setattr(Game, "perform", flaky)
    try:
        for target, fails in ((6, False), (9, True), (12, False)):
            play_random(game, target, seed=target)
            saver.notify(game)
            assert saver.flush()
            if fails:
                assert saver.last_error is not None and "hiccup" in saver.last_error
            else:
                assert saver.last_error is None
                assert saver.last_fingerprint == state_fingerprint(game.state)
    finally:
        saver.close()
