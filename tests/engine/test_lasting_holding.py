"""A trait an action leaves on its target Holding until the game ends (issue 17, misc lane;
``lasting.py``): "after each time it bows" (trigger ``bowed`` about a target: a cost, an
effect, producing Gold [CE › BOWED AND UNBOWED]) and "after an ability on it resolves"
(``action_resolved`` about a target, no keyword asked), its controller loses 1 Honor
[CE › DURATION OF EFFECTS], [CE › TRAITS]. Invented cards, our own words."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ProduceGold, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_LOSS = [{"op": "lose_honor", "amount": 1, "player": "target_controller", "target": 1}]
GRUDGE = {"timing": "limited", "cost": {"gold": "card", "bow_targets": [0]},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Courtier", "bowed": False, "choose": True},
                      {"type": "holding"}],
          "effects": [{"op": "lasting_trait", "until": "game",
                       "trigger": {"event": "bowed", "card": 1}, "effects": _LOSS},
                      {"op": "lasting_trait", "until": "game",
                       "trigger": {"event": "action_resolved", "card": 1}, "effects": _LOSS}]}
DEFS = [cd("Old Grudge", "strategy", gold_cost=0, focus=1, abilities=[GRUDGE]),
        cd("Bell Tower", "holding", gold_cost=2, abilities=[
            {"timing": "open", "cost": {"bow_self": True},
             "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
        cd("Copper Mine", "holding", gold_cost=2, gold_production=1)]


def _game() -> Game:
    return game_at(player(name="Alice", home=["Crane Courtier"], hand=["Old Grudge"]),
                   player("Lion Keep", name="Bob", home=["Bell Tower", "Copper Mine"]),
                   defs=DEFS)


def _grudge(game: Game, on: str) -> None:
    s = game.state
    game.perform(UseAbility(0, find(s, "Old Grudge", 0), 0,
                            (find(s, "Crane Courtier", 0), find(s, on, 1))))


def _tower(game: Game) -> None:
    s = game.state
    game.perform(UseAbility(1, find(s, "Bell Tower", 1), 0))


def test_its_ability_bowing_it_and_resolving() -> None:
    game = _game()
    s = game.state
    _grudge(game, "Bell Tower")
    assert s.priority == 1
    _tower(game)  # +1, then -1 for its bowing and -1 for its ability
    assert s.players[1].family_honor == 9 and s.players[0].family_honor == 10


def test_producing_gold_is_a_bowing() -> None:
    game = _game()
    s = game.state
    _grudge(game, "Copper Mine")
    game.perform(ProduceGold(1, card=find(s, "Copper Mine", 1)))
    assert s.players[1].family_honor == 9
    _tower(game)  # another Holding: +1 only
    assert s.players[1].family_honor == 10


def test_it_lasts_past_the_turn() -> None:
    game = _game()
    s = game.state
    _grudge(game, "Bell Tower")
    phases.end_turn(s)
    assert any(d.get("until") == "game" for d in s.delayed)
    again = GameState.from_dict(s.to_dict())  # saved and loaded: the traits still wait
    assert [d["on"] for d in again.delayed] == [find(s, "Bell Tower", 1)] * 2
    assert again.delayed == s.delayed


def test_the_validator() -> None:
    assert not abilities.validate(GRUDGE)
    for bad in ({"event": "bowed", "card": "any"},  # bowed: about one of its targets
                {"event": "action_resolved", "card": "any"}):  # any card: a keyword asked
        rec: dict[str, Any] = {**GRUDGE, "effects": [
            {"op": "lasting_trait", "until": "game", "trigger": bad, "effects": _LOSS}]}
        assert abilities.validate(rec), bad
