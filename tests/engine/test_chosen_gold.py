"""Gold the player chooses to pay ("* Gold") and Gold read from a target ("pay Gold equal to his
unit's total Gold Cost minus 4") (issue 17, ccgtext lane; ``cardtext/chosen_gold.py``):
"If there is a star in the icon, it means that the player can choose to pay any amount of
Gold, and the effect scales to the amount paid" [S0 › COSTS #]; a variable cost
[CE › NUMBERS AND VALUES]. Our own cards; exact Gold and Honor."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility, action_from_dict
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.cardtext.chosen_gold import fixed
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

#: "Open, * Gold: Destroy a target attachment with Gold Cost less than or equal to what you
#: paid minus 2."
_SEVER = {"timing": "open", "cost": {"gold": "chosen"},
          "targets": [{"type": "attachment", "paid": {"stat": "gold_cost", "add": -2,
                                                       "cmp": "le"}}],
          "effects": [{"op": "destroy", "target": 0}]}
#: "Open, * Gold: Gain Honor equal to the amount paid minus one."
_TITHE = {"timing": "open", "cost": {"gold": "chosen"},
          "effects": [{"op": "gain_honor", "player": "you",
                       "amount_from": {"paid": True, "add": -1}}]}
#: "Open: Target a Personality and pay Gold equal to his unit's total Gold Cost minus 4:
#: Bow him."
_BRIBE = {"timing": "open", "cost": {"gold": "card",
                                     "gold_from": {"card": 0, "stat": "unit_gold_cost",
                                                   "add": -4}},
          "targets": [{"type": "personality"}],
          "effects": [{"op": "bow", "target": 0}]}
#: "Open, * Gold: Bow a target Personality whose Chi equals the amount paid."
_MATCH = {"timing": "open", "cost": {"gold": "chosen"},
          "targets": [{"type": "personality", "paid": {"stat": "chi", "add": 0, "cmp": "eq"}}],
          "effects": [{"op": "bow", "target": 0}]}
DEFS = [cd("Lord", "personality", force=2, chi=2, gold_cost=6, personal_honor=2),
        cd("Regent", "personality", force=2, chi=4, gold_cost=9, personal_honor=2),
        cd("Trinket", "item", force=0, chi=0, gold_cost=1, focus=1),
        cd("Fan", "item", force=0, chi=0, gold_cost=2, focus=1),
        cd("Armor", "item", force=1, chi=0, gold_cost=3, focus=1),
        cd("Crown", "item", force=0, chi=1, gold_cost=4, focus=1),
        cd("Sever", "strategy", focus=1, abilities=[_SEVER]),
        cd("Tithe", "strategy", focus=1, abilities=[_TITHE]),
        cd("Bribe", "strategy", gold_cost=0, focus=1, abilities=[_BRIBE]),
        cd("Match", "strategy", focus=1, abilities=[_MATCH])]


def _game(card: str, gold: int, bob: list[Any]) -> Game:
    alice = player({"title": "Crane Keep", "bowed": True}, hand=[card], gold_pool=gold)
    return game_at(alice, {**player("Lion Keep"), "home": bob}, phase="action", defs=DEFS)


def _uses(game: Game, card: str) -> list[UseAbility]:
    me = find(game.state, card, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_the_least_amount_for_each_target() -> None:
    """5 Gold: Trinket (1) for 3, Armor (3) for 5; Crown (4) would need 6: not offered. Paying
    5 for Armor destroys it and empties the pool."""
    game = _game("Sever", 5, [{"title": "Lord", "attachments": ["Trinket", "Armor", "Crown"]}])
    s = game.state
    uses = _uses(game, "Sever")
    assert sorted((s.title(u.targets[0]), u.gold) for u in uses) == [("Armor", 5),
                                                                     ("Trinket", 3)]
    armor = next(u for u in uses if u.gold == 5)
    assert armor.label(s).endswith("paying 5 Gold")
    game.perform(armor)
    assert s.cards[find(s, "Armor", 1)].zone.value != "home"
    assert not s.cards[find(s, "Armor", 1)].in_play
    assert s.cards[find(s, "Crown", 1)].in_play
    assert s.players[0].gold_pool == 0


def test_an_effect_that_scales_offers_every_amount() -> None:
    """3 Gold: 0, 1, 2 and 3 are offered; paying 3 gains 2 Honor (10 -> 12), paying 0 none."""
    game = _game("Tithe", 3, [])
    assert sorted(u.gold for u in _uses(game, "Tithe")) == [0, 1, 2, 3]
    s = game.state
    game.perform(next(u for u in _uses(game, "Tithe") if u.gold == 3))
    assert s.players[0].family_honor == 12 and s.players[0].gold_pool == 0
    game = _game("Tithe", 3, [])
    game.perform(next(u for u in _uses(game, "Tithe") if u.gold == 0))
    assert game.state.players[0].family_honor == 10 and game.state.players[0].gold_pool == 3


def test_an_exact_amount() -> None:
    """"equal to the amount paid": Lord (2C) for exactly 2, Regent (4C) for exactly 4."""
    game = _game("Match", 4, ["Lord", "Regent"])
    s = game.state
    assert sorted((s.title(u.targets[0]), u.gold) for u in _uses(game, "Match")) == [
        ("Lord", 2), ("Regent", 4)]


def test_gold_read_from_the_target_unit() -> None:
    """Lord (6) with a Fan (2): unit 8, pays 4; Regent (9): pays 5. With 4 Gold only Lord is
    offered; he bows and the pool is empty."""
    game = _game("Bribe", 4, [{"title": "Lord", "attachments": ["Fan"]}, "Regent"])
    s = game.state
    uses = _uses(game, "Bribe")
    assert [s.title(u.targets[0]) for u in uses] == ["Lord"]
    game.perform(uses[0])
    assert s.cards[find(s, "Lord", 1)].bowed and s.players[0].gold_pool == 0
    richer = _game("Bribe", 5, [{"title": "Lord", "attachments": ["Fan"]}, "Regent"])
    assert len(_uses(richer, "Bribe")) == 2


def test_a_use_keeps_its_amount_in_saves() -> None:
    use = UseAbility(0, "c1", 0, ("c2",), gold=4)
    assert action_from_dict(use.to_dict()) == use
    assert "gold" not in UseAbility(0, "c1", 0, ("c2",)).to_dict()


def test_fixed_record() -> None:
    one = fixed(_SEVER, 5)
    assert one["cost"]["gold"] == 5
    assert one["targets"] == [{"type": "attachment", "stat_max": {"gold_cost": 3}}]
    assert fixed(_TITHE, 0)["effects"][0]["amount"] == 0  # never below 0
    assert fixed(_MATCH, 3)["targets"][0]["stat_min"] == {"chi": 3}
    assert fixed(_BRIBE, 3) is _BRIBE  # no chosen Gold: the record itself


def test_the_validator() -> None:
    assert not validate(_SEVER) and not validate(_TITHE) and not validate(_BRIBE)
    assert validate({**_SEVER, "cost": {"gold": "card"}})  # a paid filter without "* Gold"
    assert validate({**_TITHE, "cost": {"gold": 2}})
    assert validate({**_SEVER, "timing": "reaction", "trigger": {"event": "enters_play"}})
    bad = {**_BRIBE, "cost": {"gold": "card", "gold_from": {"card": 1, "stat": "chi"}}}
    assert validate(bad)  # no target 1
    assert validate({**_SEVER, "targets": [{"type": "attachment", "paid": {
        "stat": "gold_cost", "cmp": "ge"}}]})

