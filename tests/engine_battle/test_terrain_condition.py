"""The trait condition "while you control a Terrain at its battlefield" (``terrain_here``,
``cardtext/trait_conditions.py``): the card is in a unit at a battlefield whose Terrain its
controller played [CE › TERRAIN], [CE › CARD CONTROL]. Our own invented cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

#: "This card has +1F while you control a Terrain at its battlefield."
HOLDS_GROUND = {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
                "applies_to": "self", "if": {"card": "self", "terrain_here": True}}


def _battle() -> Game:
    scout = cd("Plum Scout", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
               honor_requirement=0, abilities=[HOLDS_GROUND])
    game = attack_game(player(name="Alice", home=["Plum Scout"], hand=["Muddy Field"]),
                       player("Lion Keep", name="Bob", home=["Sage"], hand=["Muddy Field"]),
                       defs=[scout])
    declare(game)
    assign(game, pid(game, "Plum Scout", 0), 0)
    done(game)
    assign(game, pid(game, "Sage", 1), 0)
    done(game)
    return game


def test_the_record_is_valid() -> None:
    assert abilities.validate(HOLDS_GROUND) == []
    assert abilities.validate({**HOLDS_GROUND, "if": {"card": "self", "terrain_here": 1}})


def test_plus_one_force_only_with_your_terrain_at_its_battlefield() -> None:
    """No Terrain: Force 2. Alice plays her Terrain there: 3."""
    game = _battle()
    scout = pid(game, "Plum Scout", 0)
    assert stats.force(game.state, scout) == 2
    game.perform(Pass(1))  # Bob, the Defender, acts first
    game.perform(UseAbility(0, card=pid(game, "Muddy Field", 0), ability=0))
    s = game.state
    assert s.attack.battlefields[0].terrain == pid(game, "Muddy Field", 0)
    assert stats.force(s, scout) == 3


def test_another_players_terrain_gives_nothing() -> None:
    """Bob plays his Terrain at the battlefield: Alice's Scout stays at Force 2."""
    game = _battle()
    scout = pid(game, "Plum Scout", 0)
    game.perform(UseAbility(1, card=pid(game, "Muddy Field", 1), ability=0))
    s = game.state
    assert s.attack.battlefields[0].terrain == pid(game, "Muddy Field", 1)
    assert stats.force(s, scout) == 2
