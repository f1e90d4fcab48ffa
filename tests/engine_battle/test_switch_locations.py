"""Switching two Personalities' locations (a group of two of one player's Personalities at
different locations, ``switch_locations``, ``cardtext/switching.py``) [CE › SWITCH],
[CE › LOCATIONS], [CE › UNIT]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.battle_actions import ChooseBattlefield
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import Modifier
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_SWAP = {"timing": "battle", "keywords": ["ninja"],
         "targets": [{"type": "personality", "any_location": True,
                      "group": {"min": 2, "max": 2, "same_controller": True, "apart": True}}],
         "effects": [{"op": "switch_locations", "group": 0}]}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Shade Walker", "personality", force=2, keywords=["Ninja"], **_P, abilities=[_SWAP]),
    cd("Gate Guard", "personality", force=3, **_P),
    cd("Sleeper", "personality", force=1, **_P),
    cd("Napper", "personality", force=1, **_P),
    cd("Spear Bearer", "follower", force=1, gold_cost=1, focus=1),
]


def _battle() -> Game:
    """Alice attacks with the Shade Walker; Bob defends with his Gate Guard (carrying a Spear
    Bearer); his Sleeper and Napper stay home. Combat Segment, Bob's opportunity passed."""
    game = attack_game(player(name="Alice", home=["Shade Walker"]),
                       player("Lion Keep", name="Bob", home=[
                           {"title": "Gate Guard", "attachments": ["Spear Bearer"]},
                           "Sleeper", "Napper"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Shade Walker", 0), 0)
    done(game)
    assign(game, pid(game, "Gate Guard", 1), 0)
    done(game)
    s = game.state
    if s.step.value == "choose_battlefield":
        game.perform(ChooseBattlefield(s.active, battlefield=0))
    if s.priority == 1:
        game.perform(Pass(1))
    return game


def _uses(game: Game) -> list[UseAbility]:
    me = pid(game, "Shade Walker", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_only_pairs_of_one_player_at_different_locations_are_offered() -> None:
    game = _battle()
    s = game.state
    guard, sleeper, napper = (pid(game, t, 1) for t in ("Gate Guard", "Sleeper", "Napper"))
    assert {frozenset(u.targets) for u in _uses(game)} == {
        frozenset({guard, sleeper}), frozenset({guard, napper})}
    assert s.cards[guard].zone.value == "battlefield"


def test_the_units_trade_places() -> None:
    """Guard and Sleeper switched: the Sleeper defends at the battlefield, the Guard and his
    Spear Bearer are home; Bob's army there is now 1F."""
    game = _battle()
    s = game.state
    guard, sleeper = pid(game, "Gate Guard", 1), pid(game, "Sleeper", 1)
    spear = find(s, "Spear Bearer", 1)
    use = next(u for u in _uses(game) if set(u.targets) == {guard, sleeper})
    game.perform(use)
    bf = s.attack.battlefields[0]
    assert bf.defending == [sleeper]
    assert s.cards[sleeper].zone.value == "battlefield"
    assert s.cards[guard].zone.value == "home" and s.cards[spear].zone.value == "home"


def test_one_movement_negated_and_neither_moves() -> None:
    """The Guard's next movement is negated: the switch fails as a whole; the negation is
    used up."""
    game = _battle()
    s = game.state
    guard, sleeper = pid(game, "Gate Guard", 1), pid(game, "Sleeper", 1)
    s.cards[guard].modifiers.append(Modifier("movement", 1))
    use = next(u for u in _uses(game) if set(u.targets) == {guard, sleeper})
    game.perform(use)
    assert s.cards[guard].zone.value == "battlefield"
    assert s.cards[sleeper].zone.value == "home"
    assert not any(m.stat == "movement" for m in s.cards[guard].modifiers)


def test_the_validator() -> None:
    assert abilities.validate(_SWAP) == []
    bad = {**_SWAP, "targets": [{"type": "personality",
                                 "group": {"min": 3, "max": 2, "apart": True}}]}
    assert abilities.validate(bad) != []
    assert abilities.validate({**_SWAP, "effects": [{"op": "switch_locations"}]}) != []
