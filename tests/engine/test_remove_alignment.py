"""Permanently removing a Personality's Clan alignment (issue 17, misc lane; effect
``remove_alignment``, ``cardtext/given.py``, ``CardState.remove_alignment``): his printed
Clans and "<Clan> Clan" keywords are gone until the game ends [CE › UNALIGNED],
[CE › PERMANENT(LY)]; saved with the game; a Clan alignment given later is kept. Invented
cards, our own words."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, identity_filters
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_AT = {"any": [{"card": 1, "side": "attacking"}, {"card": 1, "side": "defending"}]}
EXILE = {"timing": "battle_open", "keywords": ["political"], "cost": {"gold": "card"},
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "bowed": False, "keyword": "Magistrate"}, {"type": "personality"}],
         "effects": [{"op": "remove_alignment", "target": 1}, {"op": "dishonor", "target": 1},
                     {"op": "bow", "target": 1, "if": _AT}]}
DEFS = [cd("Exile Writ", "strategy", gold_cost=0, focus=1, abilities=[EXILE]),
        cd("Plum Judge", "personality", clans=["Crane"], keywords=["Magistrate", "Crane Clan"],
           force=1, chi=2, gold_cost=3, personal_honor=2),
        cd("Lion Duke", "personality", clans=["Lion"], keywords=["Scout", "Lion Clan"],
           force=3, chi=2, gold_cost=5, personal_honor=2)]


def test_his_alignment_removed_for_good_and_saved() -> None:
    game = game_at(player(name="Alice", home=["Plum Judge"], hand=["Exile Writ"]),
                   player("Lion Keep", name="Bob", home=["Lion Duke"]), defs=DEFS)
    s = game.state
    duke = find(s, "Lion Duke", 1)
    game.perform(UseAbility(0, find(s, "Exile Writ", 0), 0,
                            (find(s, "Plum Judge", 0), duke)))
    d = s.cards[duke].definition
    assert identity_filters.unaligned(d) and d.has_keyword("Scout")
    assert not d.has_keyword("Lion Clan") and s.cards[duke].dishonored
    assert not s.cards[duke].bowed  # at home: not at a battlefield
    again = GameState.from_dict(s.to_dict())
    assert identity_filters.unaligned(again.cards[duke].definition)
    s.cards[duke].give(keywords=("Crab Clan",))  # a later gift stays
    assert s.cards[duke].definition.has_keyword("Crab Clan")
    assert not s.cards[duke].definition.has_keyword("Lion Clan")


def test_the_validator() -> None:
    assert not abilities.validate(EXILE)
    bad = {**EXILE, "effects": [{"op": "remove_alignment", "target": 1, "clan": "Lion"}]}
    assert abilities.validate(bad)


def test_at_a_battlefield_he_is_bowed_and_a_chosen_player_gains_or_loses() -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption, Pass
    from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

    rec = {**EXILE, "target_player": {"who": "any", "choose": True}, "effects": [
        *EXILE["effects"],
        {"op": "gain_honor", "amount": 1, "player": "target_player", "optional": 1, "if": _AT},
        {"op": "lose_honor", "amount": 1, "player": "target_player", "otherwise": 1,
         "if": _AT}]}
    assert not abilities.validate(rec)
    defs = [cd("Exile Writ", "strategy", gold_cost=0, focus=1, abilities=[rec]), *DEFS[1:]]
    game = attack_game(player(name="Alice", home=["Plum Judge"], hand=["Exile Writ"]),
                       player("Lion Keep", name="Bob", home=["Lion Duke"]), defs=defs)
    declare(game)
    assign(game, pid(game, "Plum Judge", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Duke", 1), 0)
    done(game)
    game.perform(Pass(1))
    s = game.state
    duke = pid(game, "Lion Duke", 1)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.targets == (pid(game, "Plum Judge", 0), duke) and a.target_player == 1)
    game.perform(use)
    game.perform(ChooseOption(0, apply=False))  # Bob loses 1
    assert s.cards[duke].bowed and s.cards[duke].dishonored
    assert identity_filters.unaligned(s.cards[duke].definition)
    assert s.players[1].family_honor == 9 and s.players[0].family_honor == 10
