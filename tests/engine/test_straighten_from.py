"""A card that will not straighten before its controller's second turn (ongoing
``straighten_from``, ``cardtext/straightening.py``) [CE › PREVENTION (Including Negation)],
[CE › STRAIGHTEN PHASE]. Our own test cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, straightening
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player

_LATE = {"timing": "continuous", "ongoing": "straighten_from", "turn": 2}
_ROUSE = {"timing": "limited", "targets": [{"type": "holding", "controller": "you"}],
          "effects": [{"op": "straighten", "target": 0}]}
DEFS = [
    *BASE,
    cd("Reed Cutters", "holding", gold_cost=0, gold_production=2, abilities=[_LATE]),
    cd("Rope Walk", "holding", gold_cost=2, gold_production=1),
    cd("Rouse", "strategy", gold_cost=0, focus=1, abilities=[_ROUSE]),
]


def _game(turn: int) -> Game:
    """Alice (the first player) with both Holdings bowed; ``turn`` turns have begun."""
    return game_at(player(home=[{"title": "Reed Cutters", "bowed": True},
                                {"title": "Rope Walk", "bowed": True}], hand=["Rouse"]),
                   player("Lion Keep"), defs=DEFS, turn=turn, active=0, priority=0)


def _bowed(game: Game) -> dict[str, bool]:
    s = game.state
    return {t: s.cards[find(s, t, 0)].bowed for t in ("Reed Cutters", "Rope Walk")}


def test_the_straighten_phases_of_alices_first_two_turns() -> None:
    game = _game(0)
    phases.begin_turn(game.state, 0)  # turn 1: Alice's first turn
    assert _bowed(game) == {"Reed Cutters": True, "Rope Walk": False}
    game = _game(2)  # Alice and Bob have had a turn each
    phases.begin_turn(game.state, 0)  # turn 3: Alice's second turn
    assert _bowed(game) == {"Reed Cutters": False, "Rope Walk": False}


def _rouse(turn: int) -> dict[str, bool]:
    game = _game(turn)
    s = game.state
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == find(s, "Rouse", 0) and a.targets == (find(s, "Reed Cutters", 0),))
    game.perform(use)
    return _bowed(game)


def test_a_straighten_effect_too() -> None:
    assert _rouse(1)["Reed Cutters"] is True    # in Alice's first turn
    assert _rouse(3)["Reed Cutters"] is False   # in her second


def test_turns_begun_and_the_validator() -> None:
    game = _game(5)
    assert [straightening.turns_begun(game.state, p) for p in (0, 1)] == [3, 2]
    assert abilities.validate(_LATE) == []
    assert abilities.validate({**_LATE, "turn": 1}) != []
