"""The effect condition "if he is opposed" (card test ``opposed``, ``effect_conditions.py``;
read by ``templates/conditions.py``): "in a unit at a battlefield whose other side has one or
more units" [CE › OPPOSED], checked when the effect resolves. Our own test lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

RALLY = ("Battle: Choose your performing Personality: Gain 1 Honor. If he is opposed, "
         "straighten him.")


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Rally", type=CardType.STRATEGY, text=text,
                   base_title="Plum Rally")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_line_is_read() -> None:
    (rec,) = _records(RALLY) or [None]
    assert rec["effects"][1] == {"op": "straighten", "target": 0,
                                 "if": {"card": 0, "opposed": True}}


def _battle(defended: bool) -> Game:
    rally = cd("Plum Rally", "strategy", gold_cost=0, focus=1, abilities=_records(RALLY))
    game = attack_game(player(name="Alice", home=["Veteran"], hand=["Plum Rally"]),
                       player("Lion Keep", name="Bob", home=["Sage"]), defs=[rally])
    declare(game)
    assign(game, pid(game, "Veteran", 0), 0)
    done(game)
    if defended:
        assign(game, pid(game, "Sage", 1), 0)
    done(game)
    game.perform(Pass(1))  # the defender acts first
    return game


def _rally(game: Game) -> str:
    s = game.state
    vet = pid(game, "Veteran", 0)
    s.cards[vet].bowed = True
    game.perform(UseAbility(0, card=pid(game, "Plum Rally", 0), ability=0, targets=(vet,)))
    return vet


def test_an_opposed_performer_is_straightened() -> None:
    """Bob's Sage defends: Alice's bowed Veteran is opposed and straightens; Honor 10 -> 11."""
    game = _battle(True)
    vet = _rally(game)
    assert not game.state.cards[vet].bowed
    assert game.state.players[0].family_honor == 11


def test_an_unopposed_performer_stays_bowed() -> None:
    """Nobody defends: the Veteran is not opposed and stays bowed; Honor 10 -> 11 anyway."""
    game = _battle(False)
    vet = _rally(game)
    assert game.state.cards[vet].bowed
    assert game.state.players[0].family_honor == 11
