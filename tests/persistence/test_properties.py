"""Property tests: saves of random games at random points load to the same state; damaged files
only ever give ``SaveError`` and never touch the game in hand."""

from __future__ import annotations

import functools
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from l5r_desktop.persistence.savefile import SaveError, encode_save, load_game
from tests.persistence.gamegen import random_game

REPO = Path(__file__).resolve().parents[2]
SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@given(seed=st.integers(0, 10_000), n=st.integers(0, 160),
       automation=st.sampled_from(["enforced", "assisted"]))
@SETTINGS
def test_random_games_saved_at_random_points_load_to_the_same_state(seed, n, automation):
    game = random_game(seed, n, automation=automation)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "g.l5rsave"
        path.write_bytes(encode_save(game))
        loaded = load_game(path)
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == game.state.to_dict()
    assert [a.to_dict() for a in loaded.game.action_log] == \
        [a.to_dict() for a in game.action_log]


@functools.cache
def _bundle() -> bytes:
    return encode_save(random_game(8, 70))


@functools.cache
def _bare_json() -> bytes:
    return (REPO / "tests/fixtures/saves/v1_demo.json").read_bytes()


@functools.cache
def _current():
    game = random_game(2, 20)
    return game, json.dumps(game.state.to_dict())


def _damage(data: bytes, draw) -> bytes:
    mode = draw(st.sampled_from(["flip", "truncate", "splice", "zero"]))
    buf = bytearray(data)
    if mode == "truncate":
        return bytes(buf[: draw(st.integers(0, len(buf) - 1))])
    if mode == "splice":
        at = draw(st.integers(0, len(buf)))
        junk = draw(st.binary(min_size=1, max_size=40))
        return bytes(buf[:at] + junk + buf[at:])
    count = draw(st.integers(1, 8))
    for _ in range(count):
        at = draw(st.integers(0, len(buf) - 1))
        if mode == "zero":
            buf[at] = 0
        else:
            buf[at] ^= draw(st.integers(1, 255))
    return bytes(buf)


def _load_damaged(damaged: bytes) -> None:
    current, before = _current()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "g.l5rsave"
        path.write_bytes(damaged)
        try:
            loaded = load_game(path)
        except SaveError as exc:
            assert str(exc)  # a message for the user
        else:
            # the damage hit bytes that do not matter, or only the snapshot (read-only)
            assert loaded.game.state.players
        assert path.read_bytes() == damaged  # loading never writes the file
    assert json.dumps(current.state.to_dict()) == before


@given(st.data())
@SETTINGS
def test_damaged_bundles_only_raise_save_error(data):
    _load_damaged(_damage(_bundle(), data.draw))


@given(st.data())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_damaged_bare_json_saves_only_raise_save_error(data):
    _load_damaged(_damage(_bare_json(), data.draw))
