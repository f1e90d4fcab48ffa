"""Reactions after a Personality assigns or moves, if he is now opposing this card
(trigger ``assigns_or_moves`` with ``opposing``) [CE › ASSIGN], [CE › OPPOSING],
[CE › TIMING AND TRIGGERS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_SCOUT = {"timing": "reaction",
          "trigger": {"event": "assigns_or_moves", "card": "any", "opposing": True},
          "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
DEFS = [cd("Pine Scout", "personality", clans=["Unicorn"], keywords=["Samurai"], force=2,
           chi=2, gold_cost=4, personal_honor=2, abilities=[_SCOUT])]


def _game() -> Game:
    """Alice attacks with the Scout (battlefield 1) and a Samurai (battlefield 2); Bob
    (Reinforce in hand) has a Ronin, a Samurai and a Sage at home."""
    game = attack_game(
        player(name="Alice", home=["Pine Scout", "Lion Samurai"],
               fate_deck=["Filler Fate"] * 4),
        player("Lion Keep", name="Bob", home=["Ronin", "Lion Samurai", "Sage"],
               hand=["Reinforce"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Pine Scout", 0), 0)
    assign(game, pid(game, "Lion Samurai", 0), 1)
    done(game)
    return game


def test_a_personality_assigned_opposite_the_card_lets_its_player_draw() -> None:
    """Bob assigns his Ronin to the Scout's battlefield: Alice's Reaction draws her a card
    (hand 0 -> 1); his Samurai assigned to the other battlefield opposes not the Scout: no
    window."""
    game = _game()
    s = game.state
    scout = pid(game, "Pine Scout", 0)
    assign(game, pid(game, "Ronin", 1), 0)
    assert s.windows and s.windows[-1].trigger == "assigns_or_moves"
    assert game.legal_actions() == [Pass(0), UseAbility(0, scout, 0)]
    game.perform(UseAbility(0, scout, 0))
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert not game.state.windows and len(game.state.players[0].hand) == 1
    assign(game, pid(game, "Lion Samurai", 1), 1)
    assert not game.state.windows and len(game.state.players[0].hand) == 1


def test_the_reaction_is_once_per_turn_and_the_validator() -> None:
    """After Alice answered the Ronin's assignment, Bob's Sage assigned opposite the Scout
    opens no window: the Reaction was used this turn [CE › TAKING ACTIONS FROM ABILITIES];
    the trigger's validation."""
    game = _game()
    assign(game, pid(game, "Ronin", 1), 0)
    game.perform(UseAbility(0, pid(game, "Pine Scout", 0), 0))
    game.perform(Pass(1))
    game.perform(Pass(0))
    assign(game, pid(game, "Sage", 1), 0)
    assert not game.state.windows and len(game.state.players[0].hand) == 1
    assert validate_trigger(_SCOUT) == []
    assert validate_trigger({**_SCOUT, "trigger": {**_SCOUT["trigger"], "opposing": 1}})
    assert validate_trigger({**_SCOUT, "timing": "trait"})


def test_the_reaction_is_offered_after_a_move() -> None:
    """No assignment answered (Alice passes on the Sage's): in the battle Bob moves his Ronin
    from home opposite the Scout with Reinforce: the window opens and Alice draws."""
    game = _game()
    s = game.state
    scout, ronin = pid(game, "Pine Scout", 0), pid(game, "Ronin", 1)
    assign(game, pid(game, "Sage", 1), 0)  # opposite the Scout: Alice passes
    assert s.windows
    game.perform(Pass(0))
    game.perform(Pass(1))
    done(game)
    from l5r_desktop.games.ccg.actions import ChooseBattlefield

    if game.state.step.value == "choose_battlefield":
        game.perform(ChooseBattlefield(0, battlefield=0))
    assert game.state.step.value == "combat"
    if game.waiting_for == 0:
        game.perform(Pass(0))
    game.perform(UseAbility(1, pid(game, "Reinforce", 1), 0, (ronin,)))
    assert game.state.windows and game.state.windows[-1].trigger == "assigns_or_moves"
    game.perform(UseAbility(0, scout, 0))
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert len(game.state.players[0].hand) == 1
