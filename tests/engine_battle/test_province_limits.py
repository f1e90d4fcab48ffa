"""A battlefield's province held to its base strength, and a province bonus lasting while its
Terrain remains in play (``cardtext/province_limits.py``) [CE › CARD FEATURES › STATS ›
Maximums and minimums], [CE › STRONGHOLD › Base Province Strength], [CE › TERRAIN],
[CE › DURATION OF EFFECTS]. Our own invented cards and numbers: Bob's Lion Keep has Province
Strength 7."""

from __future__ import annotations

import json

from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.ids import Duration, Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PUT = {"op": "put_into_play", "target": "self", "at": "battlefield"}
#: The province of its battlefield is held to its base strength.
HELD = {"timing": "continuous", "ongoing": "province_max_base", "applies_to": "battlefield"}
#: A Battle action: the Terrain here destroyed, this one put into play in its place.
FEUD_PLAY = {"timing": "battle", "cost": {"gold": "card"},
             "effects": [{"op": "destroy_terrain"}, _PUT]}
#: Each Battle action of its player that resolves: its battlefield's province gets one more
#: strength while this Terrain stays in play.
WALLS = {"timing": "trait", "trigger": {"event": "action_resolved", "card": "any",
                                        "player": "you", "battle_action": True},
         "effects": [{"op": "province_strength", "amount": 1, "where": "battlefield",
                      "until": "leaves_play"}]}
WALLS_PLAY = {"timing": "battle", "cost": {"gold": "card"},
              "condition": {"no_terrain_here": True}, "effects": [_PUT]}
#: A Battle action destroying a Terrain.
BREAKER = {"timing": "battle", "cost": {"gold": "card"}, "targets": [{"type": "terrain"}],
           "effects": [{"op": "destroy", "target": 0}]}
#: An Open action giving its player's provinces 3 more strength (Bob's).
RAMPART = {"timing": "open", "cost": {"gold": "card"},
           "effects": [{"op": "province_strength", "amount": 3}]}

_DEFS = [cd("Old Grudge", "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
            abilities=[HELD, FEUD_PLAY]),
         cd("Quick Walls", "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
            abilities=[WALLS, WALLS_PLAY]),
         cd("Stone Breaker", "strategy", gold_cost=0, focus=1, abilities=[BREAKER])]


def _battle(alice_hand: list[str], bob_hand: list[str]) -> Game:
    """Alice's Lion Samurai (3F) attacks Bob's province 0, defended by his Ronin (2F)."""
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai"], "hand": alice_hand},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"], "hand": bob_hand},
        defs=_DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    return game


def _bonus(game: Game, amount: int) -> None:
    """Bob's provinces get ``amount`` strength for the turn (a modifier on his Stronghold)."""
    keep = game.state.players[1].stronghold
    game.state.cards[keep].modifiers.append(Modifier("province_strength", amount))


def test_the_records_are_valid_and_their_limits() -> None:
    for rec in (HELD, FEUD_PLAY, WALLS_PLAY, BREAKER):
        assert abilities.validate(rec) == [], rec
    assert abilities.validate(WALLS) == [] and triggers.validate_trigger(WALLS) == []
    assert abilities.validate({**HELD, "applies_to": "self"})
    bad_until = {"op": "province_strength", "amount": 1, "until": "leaves_play"}  # no where
    assert abilities.validate({**WALLS, "effects": [bad_until]})
    assert triggers.validate_trigger({**WALLS, "trigger": {**WALLS["trigger"],
                                                           "battle_action": False}})
    assert triggers.validate_trigger({**WALLS, "trigger": {**WALLS["trigger"],
                                                           "action_keyword": "ninja"}})


def test_the_province_is_held_to_its_base_strength_while_the_terrain_is_there() -> None:
    """Bob's provinces have +3 (10). Alice plays Old Grudge at the battlefield: the province
    there is held to 7; a -2 penalty still lowers it to 5. Outside that battle (the
    battlefield's Terrain gone after the Final Steps) his strength is 10 - 2 = 8 again."""
    game = _battle(["Old Grudge"], [])
    s = game.state
    _bonus(game, 3)
    assert stats.province_strength(s, 1) == 10
    alice = stats.province_strength(s, 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Old Grudge", 0), ability=1))
    assert s.attack is not None and s.attack.battlefields[0].terrain == pid(game, "Old Grudge",
                                                                             0)
    assert stats.province_strength(s, 1) == 7
    assert stats.province_strength(s, 0) == alice  # Alice attacks: hers are untouched
    _bonus(game, -5)
    assert stats.province_strength(s, 1) == 5  # 7 + 3 - 5 = 5, under the base
    _bonus(game, 5)
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))  # 3 against 2 + 7: the province stands
    assert s.cards[pid(game, "Old Grudge", 0)].zone is Zone.FATE_DISCARD
    assert stats.province_strength(s, 1) == 10


def test_old_grudge_replaces_the_terrain_there() -> None:
    """With Alice's Quick Walls at the battlefield, her Old Grudge is still offered: the Walls
    are destroyed and the Grudge is the battlefield's Terrain."""
    game = _battle(["Quick Walls", "Old Grudge"], [])
    s = game.state
    walls, grudge = pid(game, "Quick Walls", 0), pid(game, "Old Grudge", 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=walls, ability=1))
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=grudge, ability=1))
    assert s.attack is not None and s.attack.battlefields[0].terrain == grudge
    assert s.cards[walls].zone is Zone.FATE_DISCARD


def test_each_of_your_battle_actions_adds_one_while_the_walls_stand() -> None:
    """Alice's Quick Walls: its own action counts (7 -> 8), her Trip another (9); Bob's
    Battle action none; when Bob destroys the Walls the bonus is gone (7); a save keeps it."""
    game = _battle(["Quick Walls", "Trip"], ["Stone Breaker", "Charge"])
    s = game.state
    walls = pid(game, "Quick Walls", 0)
    alice = stats.province_strength(s, 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=walls, ability=1))
    assert stats.province_strength(s, 1) == 8
    assert stats.province_strength(s, 0) == alice
    game.perform(UseAbility(1, card=pid(game, "Charge", 1), ability=0,
                            targets=(pid(game, "Ronin", 1),)))
    assert stats.province_strength(s, 1) == 8  # Bob's action: not Alice's
    game.perform(UseAbility(0, card=pid(game, "Trip", 0), ability=0,
                            targets=(pid(game, "Ronin", 1),)))
    assert stats.province_strength(s, 1) == 9
    again = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert stats.province_strength(again, 1) == 9
    keep = s.players[1].stronghold
    assert [m.kind for m in s.cards[keep].modifiers] == ["while_source", "while_source"]
    game.perform(UseAbility(1, card=pid(game, "Stone Breaker", 1), ability=0,
                            targets=(walls,)))
    assert s.cards[walls].zone is Zone.FATE_DISCARD
    assert stats.province_strength(s, 1) == 7


def test_the_bonus_ends_with_the_battle() -> None:
    """The Walls' bonus is a battle-long modifier: after the battle resolves none is left."""
    game = _battle(["Quick Walls"], [])
    s = game.state
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Quick Walls", 0), ability=1))
    assert stats.province_strength(s, 1) == 8
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    keep = s.players[1].stronghold
    assert [m for m in s.cards[keep].modifiers if m.duration is Duration.BATTLE] == []
    assert stats.province_strength(s, 1) == 7
