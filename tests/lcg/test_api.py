"""The LCG game on the core's protocol: registry entry, codecs, replay, positions, and bad input
refused with bounded messages."""

from __future__ import annotations

import json
import random

import pytest

from l5r_desktop.core.errors import IllegalActionError, PositionError, SetupError
from l5r_desktop.core.protocol import GameProtocol
from l5r_desktop.games.lcg.actions import Bid, Pass
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.setup import GameSetup
from l5r_desktop.games.registry import find_game
from tests.lcg.scenario import board, setup


def _played(seed: int, n: int) -> Game:
    g = Game.new(setup(seed, triggers=True))
    r = random.Random(seed)
    for _ in range(n):
        if g.winner is not None:
            break
        g.perform(r.choice(g.legal_actions()))
    return g


def test_registry_entry_and_protocol() -> None:
    info = find_game("lcg")
    assert info.id == "lcg" and info.game is Game
    g = _played(3, 120)
    assert isinstance(g, GameProtocol)
    setup_json = json.loads(json.dumps(info.setup_to_dict(g.setup)))
    again = info.setup_from_dict(setup_json)
    log = [info.action_from_dict(json.loads(json.dumps(a.to_dict()))) for a in g.action_log]
    assert log == g.action_log
    assert Game.replay(again, log).fingerprint() == g.fingerprint()


def test_position_round_trip_is_json() -> None:
    g = _played(4, 150)
    pos = json.loads(json.dumps(g.position()))
    loaded = Game.from_position(pos)
    assert loaded.fingerprint() == g.fingerprint()
    assert loaded.legal_actions() == g.legal_actions()


def test_unseeded_setup_draws_and_keeps_a_seed() -> None:
    s = GameSetup(setup(1).players)
    assert isinstance(s.seed, int)
    assert GameSetup.from_dict(s.to_dict()).seed == s.seed


@pytest.mark.parametrize("mutate", [
    lambda d: d.pop("cards"),
    lambda d: d.update(seed="x"),
    lambda d: d["players"][0].update(stronghold="nope"),
    lambda d: d["cards"][0].update(type="wizard"),
    lambda d: d.update(players="none"),
])
def test_bad_setups_are_refused(mutate) -> None:
    data = setup(1).to_dict()
    mutate(data)
    with pytest.raises(SetupError):
        GameSetup.from_dict(data)


def test_setup_that_cannot_start_is_refused() -> None:
    s = setup(1)
    s.players[0].provinces = s.players[0].provinces[:4]
    with pytest.raises(SetupError, match="five provinces"):
        Game.new(s)


@pytest.mark.parametrize("mutate", [
    lambda p: p.pop("state"),
    lambda p: p["state"].update(step="dancing"),
    lambda p: p["state"]["cards"]["A1"].update(card_id="t:unknown"),
    lambda p: p["state"].update(players=[]),
    lambda p: p["state"].pop("rings"),
    lambda p: p.update(cards=[{"name": 3}]),
])
def test_bad_positions_are_refused_with_short_messages(mutate) -> None:
    pos = json.loads(json.dumps(board().position()))
    mutate(pos)
    with pytest.raises(PositionError) as info:
        Game.from_position(pos)
    assert len(str(info.value)) < 300


def test_illegal_actions_change_nothing() -> None:
    g = board()
    before = g.fingerprint()
    for bad in (Pass(1), Bid(0, 3), Pass(0).__class__(5)):
        with pytest.raises(IllegalActionError):
            g.perform(bad)
    assert g.why_illegal(Bid(0, 3)) is not None
    assert g.fingerprint() == before
