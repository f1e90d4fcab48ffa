"""Another player pays or his Personality may not be assigned, and will not move, into
attacking armies (``pay_or`` with ``no_assign`` ``side`` ``attacking`` and ``negate_movement``
``to`` ``attacking``): he may still assign and move to defend [CE › ASSIGN], [CE › LOCATIONS],
[CE › PREVENTION (Including Negation)], [CE › CHOICES]. The cards are made up."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Assign, ChooseCard, ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_ELSE = [{"op": "no_assign", "target": 0, "side": "attacking"},
         {"op": "negate_movement", "target": 0, "to": "attacking"}]


def _doubt(controller: str) -> dict:
    return {"timing": "open", "keywords": ["political"],
            "targets": [{"type": "personality", "controller": controller}],
            "effects": [{"op": "pay_or", "payer": "controller", "target": 0,
                         "pay": [{"gold": 4}, {"honor": 2}], "else": _ELSE}]}


DEFS = [cd("Doubt", "strategy", gold_cost=0, focus=1, abilities=[_doubt("opponent")]),
        cd("Self Doubt", "strategy", gold_cost=0, focus=1, abilities=[_doubt("you")]),
        cd("March In", "strategy", gold_cost=0, focus=1, abilities=[{
            "timing": "battle", "targets": [{"type": "personality"}],
            "effects": [{"op": "move_unit", "target": 0}]}])]


def _doubted(strategy: str, title: str, owner: int, answer: str | None):  # type: ignore[no-untyped-def]
    """Alice (Action Phase) plays the Strategy on the card; its controller answers."""
    game = attack_game(player(name="Alice", home=["Lion Samurai", "Crane Samurai"],
                              hand=[strategy, "March In"]),
                       player("Lion Keep", name="Bob", home=["Lion Samurai", "Crane Samurai"],
                              hand=["March In"]), defs=DEFS, phase="action",
                       step="action_round")
    s = game.state
    target = pid(game, title, owner)
    game.perform(UseAbility(0, pid(game, strategy, 0), 0, (target,)))
    payer = s.options[0]["player"]
    assert s.options[0]["pick"] == ["gold", "honor"]
    game.perform(ChooseOption(payer, apply=False) if answer is None
                 else ChooseCard(payer, choice=answer))
    return game, target


def test_paying_nothing_he_may_defend_but_not_attack() -> None:
    """Bob's Crane Samurai, Bob paying nothing: assigned to defend (offered); Alice's own
    Samurai under the same: not offered to attack."""
    game, target = _doubted("Doubt", "Crane Samurai", 1, None)
    game.perform(Pass(1))  # Bob passes; the Action Phase ends with Alice's pass
    game.perform(Pass(0))
    declare(game)
    done(game)  # Alice assigns nothing
    assert Assign(1, target, 0) in game.legal_actions()
    game, mine = _doubted("Self Doubt", "Crane Samurai", 0, None)
    game.perform(Pass(1))
    game.perform(Pass(0))
    declare(game)
    assert Assign(0, mine, 0) not in game.legal_actions()
    assert Assign(0, pid(game, "Lion Samurai", 0), 0) in game.legal_actions()


def test_paying_honor_lifts_it() -> None:
    game, mine = _doubted("Self Doubt", "Crane Samurai", 0, "honor")
    assert game.state.players[0].family_honor == 8
    game.perform(Pass(1))
    game.perform(Pass(0))
    declare(game)
    assert Assign(0, mine, 0) in game.legal_actions()


def test_he_will_not_move_into_the_attacking_army_but_moves_to_defend() -> None:
    """Alice's Crane Samurai under it stays home when her March In moves him; Bob's under it
    moves to defend with his March In."""
    game, mine = _doubted("Self Doubt", "Crane Samurai", 0, None)
    s = game.state
    game.perform(Pass(1))
    game.perform(Pass(0))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(Pass(1))
    game.perform(UseAbility(0, pid(game, "March In", 0), 0, (mine,)))
    assert s.cards[mine].zone is Zone.HOME
    game, theirs = _doubted("Doubt", "Crane Samurai", 1, None)
    s = game.state
    game.perform(Pass(1))
    game.perform(Pass(0))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(UseAbility(1, pid(game, "March In", 1), 0, (theirs,)))  # Bob acts first
    assert s.cards[theirs].zone is Zone.BATTLEFIELD
