"""Optional effects ("you may ...") are chosen by the resolving player when they would
resolve, all-or-none per "may", in written order [S1 › CHOICES], [S1 › ORDER OF EFFECTS]
(``cardtext/optional.py``)."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

# "Gain 1 Honor. You may bow target Personality and gain 2 Honor. Draw a card."
COUNSEL = cd("Careful Counsel", "strategy", gold_cost=0, focus=1, abilities=[{
    "name": "Careful Counsel", "timing": "limited",
    "targets": [{"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "gain_honor", "amount": 1, "player": "you"},
                {"op": "bow", "target": 0, "optional": 1},
                {"op": "gain_honor", "amount": 2, "player": "you", "optional": 1},
                {"op": "draw", "amount": 1, "player": "you"}]}])


def _used() -> tuple[Game, str]:
    game = game_at(player(hand=["Careful Counsel"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=[COUNSEL])
    s = game.state
    lion = find(s, "Lion Samurai")
    game.perform(UseAbility(0, card=find(s, "Careful Counsel"), targets=(lion,)))
    return game, lion


def test_resolution_stops_at_the_may_and_only_the_choice_is_legal() -> None:
    game, lion = _used()
    s = game.state
    assert s.players[0].family_honor == 11  # the effect before the "may" resolved
    assert not s.cards[lion].bowed and len(s.players[0].hand) == 0  # nothing after it yet
    assert game.legal_actions() == [ChooseOption(0, apply=True), ChooseOption(0, apply=False)]
    assert game.legal_actions()[0].label(s) == "Apply Careful Counsel's optional effect"
    with pytest.raises(IllegalActionError):
        game.perform(Pass(1))


def test_applying_takes_the_whole_choice_then_the_rest_resolves() -> None:
    game, lion = _used()
    game.perform(ChooseOption(0, apply=True))
    s = game.state
    assert s.cards[lion].bowed and s.players[0].family_honor == 13
    assert len(s.players[0].hand) == 1 and not s.options
    assert s.priority == 1  # the opportunity had passed with the action


def test_declining_skips_the_whole_choice_and_the_rest_still_resolves() -> None:
    game, lion = _used()
    game.perform(ChooseOption(0, apply=False))
    s = game.state
    assert not s.cards[lion].bowed and s.players[0].family_honor == 11
    assert len(s.players[0].hand) == 1 and not s.options


def test_the_choice_may_be_taken_when_its_effect_fails() -> None:
    """[S1 › CHOICES]: a choice may be made even if its consequences fail (he is bowed)."""
    game = game_at(player(hand=["Careful Counsel"]),
                   player("Lion Keep", home=[{"title": "Lion Samurai", "bowed": True}]),
                   defs=[COUNSEL])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Careful Counsel"),
                            targets=(find(s, "Lion Samurai"),)))
    assert game.state.options
    game.perform(ChooseOption(0, apply=True))
    assert game.state.players[0].family_honor == 13  # the bow failed, the Honor is gained


def test_separate_mays_are_separate_choices() -> None:
    two = cd("Two Choices", "strategy", gold_cost=0, focus=1, abilities=[{
        "name": "Two Choices", "timing": "limited",
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you", "optional": 1},
                    {"op": "draw", "amount": 2, "player": "you", "optional": 2}]}])
    game = game_at(player(hand=["Two Choices"]), defs=[two])
    game.perform(UseAbility(0, card=find(game.state, "Two Choices")))
    game.perform(ChooseOption(0, apply=False))
    assert game.state.options and game.state.players[0].family_honor == 10
    game.perform(ChooseOption(0, apply=True))
    assert len(game.state.players[0].hand) == 2 and not game.state.options


def test_waiting_choice_round_trips_replays_and_undoes() -> None:
    game, _ = _used()
    data = game.state.to_dict()
    assert data["options"][0]["effects"][0]["op"] == "bow"
    assert GameState.from_dict(data).to_dict() == data
    assert game.state.clone().to_dict() == data
    resumed = Game.from_state(GameState.from_dict(data))
    resumed.perform(ChooseOption(0, apply=True))
    game.perform(ChooseOption(0, apply=True))
    assert resumed.state.players[0].family_honor == 13
    assert game.replay_log().state.to_dict() == game.state.to_dict()
    after = game.state.to_dict()
    game.undo()
    assert game.state.to_dict() == data
    game.redo()
    assert game.state.to_dict() == after


def test_optional_marks_are_validated() -> None:
    bad = {"timing": "limited", "effects": [{"op": "draw", "amount": 1, "optional": True}]}
    assert any("optional" in p for p in abilities.validate(bad))
    event = {"timing": "event", "effects": [{"op": "draw", "amount": 1, "optional": 1}]}
    assert abilities.validate(event) == []  # the Events Phase waits (test_event_cards.py)
    ok = {"timing": "limited", "effects": [{"op": "draw", "amount": 1, "optional": 1}]}
    assert abilities.validate(ok) == []
