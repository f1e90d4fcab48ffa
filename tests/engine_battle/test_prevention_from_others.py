"""Negating a dishonoring or a destruction "from other players' cards' effects"
(``prevention.prevented_from``; records ``prevents`` + ``from: others`` [+ a trait ``if``]):
[CE › PREVENTION (Including Negation)]; battle resolution and Chi death are no card's effect.
Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import ranged
from l5r_desktop.games.ccg.cardtext import abilities, effects
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PROUD = {"timing": "continuous", "prevents": "dishonored", "from": "others"}
_STONE = {"timing": "continuous", "prevents": "destroyed", "from": "others",
          "applies_to": "host", "if": {"card": "host", "keyword": "Earth", "side": "defending"}}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 2, "honor_requirement": 0}
_SHAME = {"timing": "limited", "targets": [{"type": "personality"}],
          "effects": [{"op": "dishonor", "target": 0}]}
DEFS = [
    *BASE,
    cd("Proud Rider", "personality", force=2, **_P, abilities=[_PROUD]),
    cd("Stone Adept", "personality", keywords=["Shugenja", "Earth"], force=2, **_P),
    cd("Fire Adept", "personality", keywords=["Shugenja", "Fire"], force=2, **_P),
    cd("Granite Skin", "spell", gold_cost=1, focus=1, abilities=[_STONE]),
    cd("Slander", "strategy", gold_cost=0, focus=1, abilities=[_SHAME]),
]


def _slander(user: int) -> bool:
    """``user`` plays Slander on Alice's Proud Rider: is he dishonored?"""
    game = game_at(player(home=["Proud Rider"], hand=["Slander"] if user == 0 else []),
                   player("Lion Keep", hand=["Slander"] if user == 1 else []), defs=DEFS,
                   active=user, priority=user)
    s = game.state
    rider = find(s, "Proud Rider", 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.targets == (rider,))
    game.perform(use)
    return s.cards[rider].dishonored


def test_bobs_slander_is_negated_alices_is_not() -> None:
    assert _slander(1) is False
    assert _slander(0) is True


def _battle(adept: str) -> Game:
    """Bob attacks; Alice's Adept carrying Granite Skin defends."""
    game = attack_game(player("Lion Keep", name="Bob", home=["Lion Samurai"]),
                       player(name="Alice", home=[{"title": adept,
                                                   "attachments": ["Granite Skin"]}]),
                       defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, adept, 1), 0)
    done(game)
    return game


def test_the_defending_earth_adept_survives_bobs_ranged_attack() -> None:
    """Bob's Ranged 5 Attack (Force 2 target): the Earth Adept stays; the Fire Adept with the
    same Spell is destroyed; Alice's own destroy effect destroys the Earth Adept."""
    game = _battle("Stone Adept")
    s = game.state
    adept = find(s, "Stone Adept", 1)
    ranged.attack(s, 0, adept, 5)
    assert s.cards[adept].in_play
    effects.apply(s, 1, "destroy", card=adept)
    assert not s.cards[adept].in_play
    game = _battle("Fire Adept")
    adept = find(game.state, "Fire Adept", 1)
    ranged.attack(game.state, 0, adept, 5)
    assert not game.state.cards[adept].in_play


def test_at_home_bobs_effect_destroys_him() -> None:
    game = game_at(player(home=[{"title": "Stone Adept", "attachments": ["Granite Skin"]}]),
                   player("Lion Keep"), defs=DEFS)
    adept = find(game.state, "Stone Adept", 0)
    effects.apply(game.state, 1, "destroy", card=adept)
    assert not game.state.cards[adept].in_play


def test_the_validator() -> None:
    assert abilities.validate(_PROUD) == [] and abilities.validate(_STONE) == []
    assert abilities.validate({**_PROUD, "from": "you"}) != []
    assert abilities.validate({k: v for k, v in _PROUD.items() if k != "from"}) != []
    assert abilities.validate({**_STONE, "if": {"card": "host", "side": "home"}}) != []
