"""A card chosen as an action resolves (``choose_card`` untargeted on an action,
``cardtext/chosen_cards.py``; "choose" is not targeting [CE › TARGET], so it is chosen when
the effect resolves [S1 › CHOICES]) and Rings in play as the cards an ``each`` effect
reaches: the record of String of Victories (oracle:7588): the Rings you control straighten,
you may put a Ring of your Fate discard pile into your hand, you may take an additional action
of this phase. Our own invented cards; exact numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_RECORD = {"timing": "battle_open", "cost": {"gold": "card"}, "effects": [
    {"op": "straighten", "each": {"type": "ring", "controller": "you"}},
    {"op": "choose_card", "spec": {"zone": "discard", "type": "ring", "controller": "you"},
     "optional": 1},
    {"op": "to_hand", "target": 0, "optional": 1},
    {"op": "additional_action", "kind": "any", "optional": 2}]}
DEFS = [cd("Streak", "strategy", gold_cost=0, focus=1, abilities=[_RECORD])]


def _game(discard: list[str]) -> Game:
    alice = player(name="Alice", home=[{"title": "Air Ring", "bowed": True}],
                   hand=["Streak"], fate_discard=discard)
    bob = player("Lion Keep", name="Bob", home=[{"title": "Fire Ring", "bowed": True}])
    return game_at(alice, bob, defs=DEFS)


def test_rings_straighten_a_ring_comes_back_and_another_action() -> None:
    """Alice's bowed Air Ring straightens, Bob's Fire Ring stays bowed; she takes the Earth
    Ring of her discard pile into her hand (the Water Ring stays there) and the additional
    action: her opportunity again, a pass there not counted."""
    game = _game(["Earth Ring", "Water Ring"])
    s = game.state
    game.perform(UseAbility(0, find(s, "Streak", 0), 0))
    s = game.state
    assert not s.cards[find(s, "Air Ring", 0)].bowed and s.cards[find(s, "Fire Ring", 1)].bowed
    assert s.options and s.options[0]["player"] == 0
    game.perform(ChooseOption(0, apply=True))  # "you may put a Ring ...": yes
    earth = find(s, "Earth Ring", 0)
    picks = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert {a.choice for a in picks} == {earth, find(s, "Water Ring", 0)}
    game.perform(next(a for a in picks if a.choice == earth))
    game.perform(ChooseOption(0, apply=True))  # the additional action
    s = game.state
    assert earth in s.players[0].hand and find(s, "Water Ring", 0) in s.players[0].fate_discard
    assert s.priority == 0 and s.passes == -1 and not s.options


def test_offered_with_an_empty_pile_and_declined() -> None:
    """No Ring in the pile: the action is still offered (the choice is made as it resolves);
    declining the choice and the additional action: the opportunity passes to Bob."""
    game = _game([])
    s = game.state
    use = UseAbility(0, find(s, "Streak", 0), 0)
    assert use in game.legal_actions()
    game.perform(use)
    while game.state.options:
        game.perform(next(a for a in game.legal_actions()
                          if isinstance(a, ChooseOption) and not a.apply))
    s = game.state
    assert not s.cards[find(s, "Air Ring", 0)].bowed and s.priority == 1
    assert len(s.players[0].hand) == 0
    game.perform(Pass(1))


def test_the_validator() -> None:
    assert not abilities.validate(_RECORD)
    bad = {**_RECORD, "effects": [{"op": "choose_card", "targeting": True,
                                   "spec": {"type": "personality"}}]}
    assert abilities.validate(bad)  # a targeted choice stays on Events only
