"""A second use of the Battle abilities on a Personality's Weapons (``second_use`` ``of``
``weapons``, ``cardtext/second_use.py``; counted by ``use_limits.py``) [CE › TAKING ACTIONS
FROM ABILITIES: "abilities can be used only once per turn, unless a different usage limit is
stated"]: each Weapon he carries may use its Battle abilities a second time this turn, not
its other abilities, and not a third time. Our own invented cards; exact numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, use_limits
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: The Weapon: "Battle, Bow this card: Gain 1 Honor." and "Limited: Gain 1 Honor."
_CUT = {"timing": "battle", "cost": {"bow_self": True},
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_POLISH = {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
#: The Strategy (the record of oracle:127): your performing Kensai and each of his Weapons
#: straighten, the Weapons' Battle abilities get a second use this turn, and you may take an
#: additional Battle action.
_AGAIN = {"timing": "battle", "cost": {"gold": "card"},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Kensai"}],
          "effects": [{"op": "straighten", "target": 0},
                      {"op": "straighten", "each": {"type": "item", "keyword": "Weapon",
                                                    "unit_of": 0}},
                      {"op": "second_use", "of": "weapons", "target": 0, "timing": "battle"},
                      {"op": "additional_action", "kind": "battle", "optional": 1}]}
DEFS = [cd("Sword Saint", "personality", clans=["Dragon"], keywords=["Kensai"], force=3,
           chi=3, gold_cost=5, personal_honor=2),
        cd("Twin Edge", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=1, focus=1,
           abilities=[_CUT, _POLISH]),
        cd("Once More", "strategy", gold_cost=0, focus=1, abilities=[_AGAIN])]


def _game() -> Game:
    """Alice attacks with her Kensai carrying Twin Edge; Bob defends; Alice acts."""
    alice = player(name="Alice", hand=["Once More"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Sword Saint",
                                                      "attachments": ["Twin Edge"]}],
                                       "defending": ["Lion Samurai"]}]}
    return Game.from_position(pos)


def _cut(game: Game) -> UseAbility:
    return UseAbility(0, find(game.state, "Twin Edge", 0), 0)


def test_the_weapon_cuts_twice_not_three_times() -> None:
    """Twin Edge cuts (10 -> 11, bowed); Bob passes; Once More straightens the Kensai and the
    Edge, Alice takes the additional action: the Edge cuts again (12); straightened by hand,
    it is not offered a third time."""
    game = _game()
    s = game.state
    game.perform(_cut(game))
    assert s.players[0].family_honor == 11 and s.cards[find(s, "Twin Edge", 0)].bowed
    game.perform(Pass(1))
    saint = find(s, "Sword Saint", 0)
    game.perform(UseAbility(0, find(s, "Once More", 0), 0, (saint,)))
    if game.state.options:  # "you may take an additional Battle action": yes
        game.perform(ChooseOption(0, apply=True))
    s = game.state
    edge = s.cards[find(s, "Twin Edge", 0)]
    assert not edge.bowed and use_limits.extra_use(edge) and s.priority == 0
    assert _cut(game) in game.legal_actions()
    game.perform(_cut(game))
    s = game.state
    assert s.players[0].family_honor == 12
    s.cards[find(s, "Twin Edge", 0)].bowed = False
    assert s.priority == 1  # after the additional action, the opportunity passes to Bob
    game.perform(Pass(1))
    assert _cut(game) not in game.legal_actions(0)


def test_without_it_the_weapon_cuts_once() -> None:
    game = _game()
    s = game.state
    game.perform(_cut(game))
    s.cards[find(s, "Twin Edge", 0)].bowed = False
    game.perform(Pass(1))
    assert _cut(game) not in game.legal_actions(0)


def test_only_battle_abilities_get_a_second_use() -> None:
    """The Edge's Limited ability keeps its once-per-turn limit (the modifier's stat)."""
    game = _game()
    s = game.state
    edge = s.cards[find(s, "Twin Edge", 0)]
    saint = find(s, "Sword Saint", 0)
    abilities.run_list(s, 0, find(s, "Once More", 0), [_AGAIN["effects"][2]], (saint,))
    cut, polish = edge.definition.abilities
    edge.ability_uses[0] = edge.ability_uses[1] = s.turn  # each used once this turn
    assert not use_limits.used_up(edge, 0, cut, s.turn)
    assert use_limits.used_up(edge, 1, polish, s.turn)


def test_the_validator() -> None:
    assert not abilities.validate(_AGAIN)
    bad = {**_AGAIN, "effects": [{"op": "second_use", "of": "weapons", "target": 0}]}
    assert abilities.validate(bad)
