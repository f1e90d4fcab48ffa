"""The games registry: ids, lazy loading, unknown ids; the CCG is registered."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import UnknownGameError
from l5r_desktop.core.fingerprint import state_fingerprint
from l5r_desktop.core.protocol import GameInfo, GameProtocol
from l5r_desktop.core.registry import Registry
from l5r_desktop.games.registry import find_game, game_ids


def test_registry_loads_each_game_once() -> None:
    calls = []

    def load() -> GameInfo:
        calls.append(1)
        return GameInfo("toy", "Toy", object, dict, dict, dict)

    reg = Registry()
    reg.add("toy", load)
    assert reg.find("toy") is reg.find("toy") and calls == [1]
    with pytest.raises(ValueError):
        reg.add("toy", load)


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match=r"'chess'.*ccg"):
        find_game("chess")


def test_a_loader_must_return_its_own_id() -> None:
    reg = Registry()
    reg.add("a", lambda: GameInfo("b", "B", object, dict, dict, dict))
    with pytest.raises(ValueError):
        reg.find("a")


def test_ccg_is_registered_and_implements_the_protocol() -> None:
    from l5r_desktop.demo import demo_setup

    assert "ccg" in game_ids()
    info = find_game("ccg")
    assert info.default_profile == "celestial"
    game = info.game.new(demo_setup(seed=3))
    assert isinstance(game, GameProtocol)
    action = game.legal_actions()[0]
    assert info.action_from_dict(action.to_dict()) == action
    setup = info.setup_from_dict(info.setup_to_dict(game.setup))
    assert info.game.new(setup).fingerprint() == game.fingerprint()
    before = game.fingerprint()
    game.perform(action)
    assert game.fingerprint() != before
    replayed = info.game.replay(game.setup, game.action_log)
    assert replayed.fingerprint() == game.fingerprint()
    game.undo()
    assert game.fingerprint() == before


def test_fingerprint_ignores_key_order_and_sees_values() -> None:
    assert state_fingerprint({"a": 1, "b": [2]}) == state_fingerprint({"b": [2], "a": 1})
    assert state_fingerprint({"a": 1}) != state_fingerprint({"a": 2})
