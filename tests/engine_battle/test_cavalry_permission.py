"""A Personality who may be targeted by the rulebook Cavalry player ability while his player
is the Defender (issue 17, moves lane; ongoing kind ``cavalry_ability`` with the trait
condition ``defender``, ``combat.cavalry_permitted``): a card's permission overrides the rule
it names [CE › PERMISSIONS]; the Cavalry ability itself is Twenty Festivals' Absent Engage
action [S0 › CAVALRY #]. Our own cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import CavalryMove
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, player, position

_MAY = {"timing": "continuous", "ongoing": "cavalry_ability", "applies_to": "self",
        "if": {"player": "you", "defender": True}}
_DEFS = [*DEFS,
         cd("Climber", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            abilities=[_MAY]),
         cd("Walker", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1)]


def _game(alice_defends: bool, climber_bowed: bool = False) -> Game:
    alice = player(name="Alice", home=[{"title": "Climber", "bowed": climber_bowed},
                                       "Walker"])
    pos = position(alice, player("Lion Keep", name="Bob"), phase="attack", step="combat",
                   active=1 if alice_defends else 0, priority=0, defs=_DEFS,
                   profile="twenty_festivals")
    attacker, defender = (1, 0) if alice_defends else (0, 1)
    pos["attack"] = {"attacker": attacker, "defender": defender, "segment": "engage",
                     "current": 0, "battlefields": [{
                         "province": 0, "ended": False,
                         "attacking": ["Foe"] if alice_defends else ["Walker"],
                         "defending": [] if alice_defends else ["Foe"]}]}
    if not alice_defends:
        pos["players"][0]["home"] = [{"title": "Climber", "bowed": climber_bowed}]
        pos["players"][1]["home"] = []
    return Game.from_position(pos)


def _moves(game: Game) -> list[str]:
    return [game.state.title(a.card) for a in game.legal_actions()
            if isinstance(a, CavalryMove)]


def test_the_defenders_climber_may_ride_the_walker_may_not() -> None:
    game = _game(alice_defends=True)
    assert _moves(game) == ["Climber"]
    game.perform(next(a for a in game.legal_actions() if isinstance(a, CavalryMove)))
    s = game.state
    assert s.attack is not None
    assert s.attack.battlefields[0].defending == [find(s, "Climber", 0)]


def test_not_while_attacking_nor_bowed() -> None:
    assert _moves(_game(alice_defends=False)) == []
    assert _moves(_game(alice_defends=True, climber_bowed=True)) == []


def test_the_validator() -> None:
    assert not validate(_MAY)
    assert validate({**_MAY, "applies_to": "unit"})
    assert validate({**_MAY, "if": {"player": "you", "defender": "yes"}})
