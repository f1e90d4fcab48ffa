"""The position format (docs/position-format.md)."""

from __future__ import annotations

import json
import random

import pytest

from l5r_desktop.core.errors import PositionError
from l5r_desktop.demo import demo_cards, demo_setup
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, defs, game_at, player, position


def test_position_round_trip_mid_game() -> None:
    game = Game.new(demo_setup(seed=6))
    rng = random.Random(6)
    for _ in range(250):
        if game.state.game_over:
            break
        game.perform(rng.choice(game.legal_actions()))
    pos = json.loads(json.dumps(game.position()))
    loaded = Game.from_position(pos)
    assert loaded.position() == pos
    # the loaded game plays on with the same legal choices (ids aside)
    labels = sorted(a.label(game.state) for a in game.legal_actions())
    assert sorted(a.label(loaded.state) for a in loaded.legal_actions()) == labels


def test_position_with_card_defs_argument_and_inline_defs() -> None:
    pos = position()
    del pos["card_defs"]
    with pytest.raises(PositionError, match="unknown card 'Crane Keep'"):
        Game.from_position(pos)
    game = Game.from_position(pos, card_defs=defs())
    assert game.state.players[0].family_honor == 10
    pos["card_defs"] = [DEFS[0], DEFS[1]]
    game = Game.from_position(pos, card_defs={d.title: d for d in defs()})
    assert len(game.state.players[1].fate_deck) == 5
    demo = Game.from_position(
        {"players": [{"stronghold": "Palace of Whispering Silk", "family_honor": 3},
                     {"stronghold": "Fortress of the Golden Mane"}]},
        card_defs=demo_cards())
    assert demo.state.players[0].family_honor == 3 and demo.state.phase.value == "action"


@pytest.mark.parametrize(("change", "reason"), [
    ({"phase": "lunch"}, "unknown phase"),
    ({"version": 99}, "newer"),
    ({"format": "chess"}, "not a position"),
    ({"profile": "bronze"}, "unknown rules profile"),
    ({"active": 5}, "no such player"),
    ({"players": []}, "at least two players"),
    ({"automation": "robot"}, "unknown automation"),
])
def test_bad_positions_raise_position_error(change, reason) -> None:
    pos = position()
    pos.update(change)
    with pytest.raises(PositionError, match=reason):
        Game.from_position(pos)


def test_bad_cards_in_positions() -> None:
    with pytest.raises(PositionError, match="must be attached"):
        game_at(player(home=["Katana"]))
    with pytest.raises(PositionError, match="cannot be attached"):
        game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Gold Mine"]}]))
    with pytest.raises(PositionError, match="tokens"):
        game_at(player(home=[{"title": "Crane Samurai", "tokens": {"+1F": -1}}]))
    with pytest.raises(PositionError, match="not a Stronghold"):
        game_at(player("Gold Mine"))
    with pytest.raises(PositionError, match="title"):
        game_at(player(hand=[{"bowed": True}]))


def test_positions_at_automatic_steps_resume_to_the_next_decision() -> None:
    """A position written at the start of the Straighten Phase runs Straighten, Events and
    opens the Action Phase [S1 › THE TURN SEQUENCE]."""
    game = game_at(player(home=[{"title": "Gold Mine", "bowed": True}],
                          provinces=["Harvest Feast", "Small Farm", None, None],
                          dynasty_deck=["Shrine"]),
                   phase="straighten", step="")
    s = game.state
    assert s.phase.value == "action" and s.step.value == "action_round"
    assert not s.cards[next(c for c in s.players[0].home if s.title(c) == "Gold Mine")].bowed
    assert s.players[0].family_honor == 12
    assert any(e.describe(s).startswith("Alice straightens") for e in game.initial_events)
    end = game_at(player(hand=["Katana"], fate_deck=["Club"]), phase="end", step="")
    assert len(end.state.players[0].hand) == 2 and end.state.active == 1
