"""A trait on another player's Honor loss from your Battle action (ccgdata2, issue 17): such a
loss costs that player one Honor more (trigger ``honor_lost`` with ``player: opponent`` and
``from_your_battle_action``, trait_others.py):
the loss is among the events of a Battle action the trait's controller took (a Battle
ability, or a Battle/Open one taken in a battle [CE › ABILITIES]) [CE › TRAITS]. Our own
invented cards; exact Honor in and out."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

_DOJO = {"timing": "trait", "trigger": {"event": "honor_lost", "card": "any",
                                        "player": "opponent", "from_your_battle_action": True},
         "effects": [{"op": "lose_honor", "amount": 1, "player": "trigger_player"}]}


def _strategy(title: str, timing: str, who: str) -> dict[str, Any]:
    return cd(title, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": timing, "effects": [{"op": "lose_honor", "amount": 2, "player": who}]}])


DEFS = [cd("Plum Dojo", "stronghold", clans=["Crab"], province_strength=6, gold_production=5,
           starting_honor=10, abilities=[_DOJO]),
        _strategy("Jeer", "battle", "opponent"), _strategy("Sneer", "battle_open", "opponent"),
        _strategy("Taunt", "open", "opponent"), _strategy("Rue", "battle", "you"),
        cd("Plum Brave", "personality", force=2, chi=2, personal_honor=1, gold_cost=2,
           honor_requirement=0)]


def _game(hand: list[str], *, battle: bool = True, bob_hand: tuple[str, ...] = (),
          actor: int = 0) -> Game:
    alice = player("Plum Dojo", hand=hand)
    bob = player("Lion Keep", name="Bob", hand=list(bob_hand))
    if not battle:
        return Game.from_position(position(alice, bob, defs=DEFS, turn=3, active=0,
                                           priority=actor))
    field = {"province": 0, "ended": False,
             "attacking": [{"title": "Plum Brave", "attachments": []}],
             "defending": [{"title": "Plum Brave", "attachments": []}]}
    pos = position(alice, bob, defs=DEFS, phase="attack", step="combat", turn=3, active=0,
                   priority=actor)
    pos["players"][0]["units"] = []
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    return Game.from_position(pos)


def _use(game: Game, title: str, player_: int) -> list[int]:
    game.perform(UseAbility(player_, card=find(game.state, title, player_), ability=0))
    return [p.family_honor for p in game.state.players]


def test_another_players_loss_from_your_battle_action_costs_him_one_more() -> None:
    """Alice's Battle Strategy: Bob 10 -> 8 -> 7; her Battle/Open one in the battle: the
    same."""
    assert _use(_game(["Jeer"]), "Jeer", 0) == [10, 7]
    assert _use(_game(["Sneer"]), "Sneer", 0) == [10, 7]


def test_not_from_other_actions_nor_for_your_own_loss() -> None:
    """Her Open action (no battle): Bob 10 -> 8 only; the Battle/Open one taken as Open: the
    same; her Battle action costing herself 2: 10 -> 8, nothing more; Bob's Battle action
    against Alice: Alice 10 -> 8, nothing more."""
    assert _use(_game(["Taunt"], battle=False), "Taunt", 0) == [10, 8]
    assert _use(_game(["Sneer"], battle=False), "Sneer", 0) == [10, 8]
    assert _use(_game(["Rue"]), "Rue", 0) == [8, 10]
    assert _use(_game([], bob_hand=("Jeer",), actor=1), "Jeer", 1) == [8, 10]


def test_the_validator() -> None:
    assert not abilities.validate(_DOJO) and not triggers.validate_trigger(_DOJO)
    bad = {**_DOJO, "trigger": {**_DOJO["trigger"], "event": "turn_began"}}
    assert "from_your_battle_action is true, on honor_lost" in triggers.validate_trigger(bad)
