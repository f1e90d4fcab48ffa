"""A trait on your cards at the card's location, while you have Reconnaissance (ongoing stat
``applies_to: yours`` with ``here``; trait condition ``reconnaissance``): [CE › LOCATIONS],
[CE › REMAIN]; Reconnaissance is had at the current battlefield (``reconnaissance.py``). Our
own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_SCOUTED = {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 2,
            "applies_to": "yours", "filter": {"type": "follower"}, "here": True,
            "if": {"player": "you", "reconnaissance": True}}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Ridge Scout", "personality", force=2, **_P, abilities=[_SCOUTED]),
    cd("Porter", "personality", force=1, **_P),
    cd("Spearman", "follower", force=1, gold_cost=1, focus=1),
]


def _game() -> Game:
    """Alice attacks with the Scout and a Porter carrying a Spearman; another Porter with a
    Spearman stays home; Bob defends with a Porter carrying a Spearman."""
    unit = {"title": "Porter", "attachments": ["Spearman"]}
    game = attack_game(player(name="Alice", home=["Ridge Scout", unit, dict(unit)]),
                       player("Lion Keep", name="Bob", home=[dict(unit)]), defs=DEFS)
    declare(game)
    s = game.state
    porters = [c for c in s.players[0].home if s.cards[c].title == "Porter"]
    assign(game, pid(game, "Ridge Scout", 0), 0)
    assign(game, porters[0], 0)
    done(game)
    assign(game, pid(game, "Porter", 1), 0)
    done(game)
    return game


def _spearmen(game: Game) -> dict[tuple[int, bool], int]:
    s = game.state
    return {(c.controller, s.cards[c.attached_to].battlefield is not None): stats.force(s, c.id)
            for c in s.cards.values() if c.title == "Spearman"}


def test_plus_two_at_the_scouts_battlefield_only_with_reconnaissance() -> None:
    game = _game()
    assert _spearmen(game) == {(0, True): 1, (0, False): 1, (1, True): 1}
    att = game.state.attack
    assert att is not None
    att.battlefields[0].reconnaissance.append(0)
    assert _spearmen(game) == {(0, True): 3, (0, False): 1, (1, True): 1}


def test_the_validator() -> None:
    assert abilities.validate(_SCOUTED) == []
    assert abilities.validate({**_SCOUTED, "applies_to": "army"}) != []
    assert abilities.validate({**_SCOUTED, "if": {"player": "you", "reconnaissance": 1}}) != []
