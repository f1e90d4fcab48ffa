"""A Reaction before another player's Battle action resolves negating a Personality's movement
to the current battlefield only (``negate_action`` ``what`` ``move_here``: the action's
``move_unit`` effect, not a move home) [CE › PREVENTION (Including Negation): "Changes to game
state are prevented individually"]. The cards are made up."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

DEFS = [
    # Bob: "Reaction: Before another player's Battle action resolves, target a Personality:
    # Negate his movement to the current battlefield from it." (made-up wording)
    cd("Plum Writ", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "reaction",
        "trigger": {"event": "before_resolution", "card": "any", "by": "other",
                    "action": "battle"},
        "targets": [{"type": "personality"}],
        "effects": [{"op": "negate_action", "on": 0, "what": ["move_here"]}]}]),
    # Alice: move your target Personality to the current battlefield / home; gain 1 Honor
    cd("Plum March", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "move_unit", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plum Retreat", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "move_home", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
]


def _game(strategy: str):  # type: ignore[no-untyped-def]
    """Alice attacks with her Lion Samurai (her Crane Samurai at home); Bob defends."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai", "Crane Samurai"], hand=[strategy]),
        player("Lion Keep", name="Bob", home=["Lion Samurai"], hand=["Plum Writ"]),
        defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _answer(game, target: str) -> None:  # type: ignore[no-untyped-def]
    game.perform(Pass(0))  # Alice, active, first
    game.perform(UseAbility(1, pid(game, "Plum Writ", 1), 0, (target,)))
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_the_movement_to_the_battlefield_is_negated() -> None:
    """March moves Alice's Crane Samurai to the battlefield: Bob's Writ on him keeps him home;
    Alice still gains (10 -> 11)."""
    game = _game("Plum March")
    s = game.state
    crane = pid(game, "Crane Samurai", 0)
    game.perform(UseAbility(0, pid(game, "Plum March", 0), 0, (crane,)))
    _answer(game, crane)
    assert s.cards[crane].zone is Zone.HOME and s.players[0].family_honor == 11


def test_a_move_home_is_not_that_movement() -> None:
    """Retreat moves Alice's attacking Lion Samurai home: the Writ on him does not stop it."""
    game = _game("Plum Retreat")
    s = game.state
    lion = pid(game, "Lion Samurai", 0)
    game.perform(UseAbility(0, pid(game, "Plum Retreat", 0), 0, (lion,)))
    _answer(game, lion)
    assert s.cards[lion].zone is Zone.HOME and s.players[0].family_honor == 11
