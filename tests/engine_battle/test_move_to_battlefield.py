"""Card text moving a unit to the current battlefield (``move_unit``) and the ``moved``
condition ("If he moved, straighten his unit.") [CE › LOCATIONS]: "When a unit goes from one
location to another, it moves"; [CE › BATTLES › B. COMBAT SEGMENT]: the Rules of Presence and
Location let a Battle action target a unit elsewhere when it moves that unit to the current
battlefield; the Second-Battle Rule stops the movement."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: "Battle: Target your Personality: Move him to the current battlefield. If he moved,
#: straighten his unit." (a made-up card; the translator's record of such a line)
RALLY = {"timing": "battle", "cost": {"gold": 0},
         "targets": [{"type": "personality", "controller": "you"}],
         "effects": [{"op": "move_unit", "target": 0},
                     {"op": "straighten", "each": {"type": "card", "unit_of": 0},
                      "if": {"card": 0, "moved": True}},
                     {"op": "gain_honor", "amount": 1, "player": "you",
                      "if": {"card": 0, "moved": True}}]}
DEFS = [cd("Rally", "strategy", gold_cost=0, focus=1, abilities=[RALLY]),
        cd("Scout", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Guard", "personality", clans=["Crane"], force=3, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Horse", "follower", force=1, gold_cost=1, focus=1),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2)]


def _game(home: list[Any], attacking: list[Any], second_battle: bool = False) -> Game:
    alice = player(name="Alice", home=home, hand=["Rally"])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": attacking,
                                       "defending": [{"title": "Foe", "attachments": []}],
                                       "ended": False}]}
    game = Game.from_position(pos)
    if second_battle:
        game.state.attack.second_battle.append(find(game.state, "Scout", 0))
    return game


def _rally(game: Game, title: str) -> None:
    s = game.state
    use = UseAbility(0, card=find(s, "Rally", 0), ability=0, targets=(find(s, title, 0),))
    assert use in game.legal_actions()
    game.perform(use)


def test_a_unit_at_home_moves_to_the_current_battlefield_and_is_straightened() -> None:
    game = _game([{"title": "Scout", "bowed": True, "attachments": [
        {"title": "Horse", "bowed": True}]}], [{"title": "Guard", "attachments": []}])
    honor = game.state.players[0].family_honor
    _rally(game, "Scout")
    s = game.state
    scout, horse = find(s, "Scout", 0), find(s, "Horse", 0)
    assert s.cards[scout].zone.value == "battlefield" and s.cards[scout].battlefield == 0
    assert scout in s.attack.battlefields[0].attacking  # into its controller's side
    assert s.cards[horse].battlefield == 0  # the whole unit moves
    assert not s.cards[scout].bowed and not s.cards[horse].bowed
    assert s.players[0].family_honor == honor + 1


def test_a_unit_already_there_does_not_move_so_the_moved_effects_do_not_happen() -> None:
    game = _game([], [{"title": "Guard", "bowed": True, "attachments": []}])
    honor = game.state.players[0].family_honor
    _rally(game, "Guard")
    s = game.state
    assert s.cards[find(s, "Guard", 0)].bowed  # not straightened: he did not move
    assert s.players[0].family_honor == honor


def test_the_second_battle_rule_stops_the_movement_and_its_if_he_moved_effects() -> None:
    game = _game([{"title": "Scout", "bowed": True, "attachments": []}],
                 [{"title": "Guard", "attachments": []}], second_battle=True)
    honor = game.state.players[0].family_honor
    _rally(game, "Scout")
    s = game.state
    scout = find(s, "Scout", 0)
    assert s.cards[scout].zone.value == "home" and s.cards[scout].bowed
    assert s.players[0].family_honor == honor


def test_presence_comes_from_the_movement_itself() -> None:
    """No unit of Alice at the battlefield: the Battle action is still hers to take, because
    it moves her target there [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Presence]."""
    game = _game([{"title": "Scout", "attachments": []}], [])
    _rally(game, "Scout")
    assert game.state.cards[find(game.state, "Scout", 0)].battlefield == 0


def test_the_validator_reads_the_moved_test() -> None:
    assert validate(RALLY) == []
    bad = {**RALLY, "effects": [RALLY["effects"][0],
                                {**RALLY["effects"][1], "if": {"card": 0, "moved": False}}]}
    assert any("moved" in p for p in validate(bad))
    after_choice = {**RALLY, "effects": [{**RALLY["effects"][0], "optional": 1},
                                         RALLY["effects"][1]]}
    assert validate(after_choice) == []  # a choice keeps what moved before it (optional.ask;
    # tests/engine/test_strategy_filters.py plays it)


def test_the_enemy_units_here_condition_decides_whether_the_action_is_offered() -> None:
    """'If there are any enemy units at the current battlefield, ...' (record condition
    enemy_units_here) [CE › ABILITIES › Constraints block]: offered with Bob's Foe there,
    not once the Foe has gone home."""
    cond = {**RALLY, "condition": {"enemy_units_here": True}}
    defs = [{**d, "abilities": [cond]} if d["title"] == "Rally" else d for d in DEFS]
    alice = player(name="Alice", home=[{"title": "Scout", "attachments": []}], hand=["Rally"])
    for foe_there in (True, False):
        pos = position(alice, player("Lion Keep", name="Bob", home=[] if foe_there else [
            {"title": "Foe", "attachments": []}]), phase="attack", step="combat", active=0,
            priority=0, defs=defs)
        pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                         "battlefields": [{"province": 0, "attacking": [
                             {"title": "Guard", "attachments": []}], "defending": [
                             {"title": "Foe", "attachments": []}] if foe_there else [],
                             "ended": False}]}
        game = Game.from_position(pos)
        rally = find(game.state, "Rally", 0)
        offered = any(isinstance(a, UseAbility) and a.card == rally
                      for a in game.legal_actions())
        assert offered is foe_there
