"""The translator's "<he / your target Personality> may assign even if [he is] bowed"
(``templates/assign_bowed.py`` → ``assign_bowed``) and "Give him Elite" (a keyword the engine
plays, given for the turn: ``templates/core_constraints.py``), and the engine playing them: a
bowed Personality given both is offered to assign and his Force counts while bowed. Near
misses stay manual. Rules: [CE › PERMISSIONS], [CE › ASSIGN], [CE › DURATION OF EFFECTS]."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import Assign, DeclareAttack, Pass, UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Phase
from tests.engine.scenario import cd, find, player, position

_PLAN = CardDef.from_dict(cd("Plum Plan", "strategy", gold_cost=1, focus=2))
_LINE = ("Open: Choose your performing Courtier and target your Personality: He may assign "
         "even if bowed. Give him Elite.")


def _read(line: str) -> dict | None:
    return translate_ability(line, _PLAN)


def test_he_may_assign_even_if_bowed_and_is_given_elite() -> None:
    rec = _read(_LINE)
    assert rec is not None
    assert rec["effects"] == [{"op": "assign_bowed", "target": 1},
                              {"op": "give_keyword", "target": 1, "keyword": "Elite",
                               "duration": "turn"}]


def test_your_target_personality_may_assign_even_if_he_is_bowed() -> None:
    rec = _read("Limited: Your target Personality may assign even if he is bowed.")
    assert rec is not None
    assert rec["targets"] == [{"type": "personality", "controller": "you"}]
    assert rec["effects"] == [{"op": "assign_bowed", "target": 0}]


@pytest.mark.parametrize("line", [
    "Limited: Your target Follower may assign even if he is bowed.",
    "Limited: Your target Personality may assign even if he is bowed until your next turn.",
    "Limited: Your target Personality may assign in Cavalry Maneuvers.",
    "Limited: Target your Personality. Give him Loyal.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_engine_plays_the_reading() -> None:
    """Alice's bowed Lion Samurai (3F) at home; her Courtier performs. After the action he is
    offered to assign although bowed, and at the battlefield his 3F count while bowed."""
    rec = _read(_LINE)
    defs = [cd("Plan", "strategy", gold_cost=0, focus=1, abilities=[rec])]
    game = Game.from_position(position(
        player(name="Alice", hand=["Plan"], home=["Crane Courtier",
                                                  {"title": "Lion Samurai", "bowed": True}]),
        player("Lion Keep", name="Bob"), active=0, priority=0, defs=defs))
    s = game.state
    samurai = find(s, "Lion Samurai", 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.targets == (find(s, "Crane Courtier", 0), samurai))
    game.perform(use)
    while s.phase is Phase.ACTION:
        game.perform(Pass(game.waiting_for or 0))
    game.perform(DeclareAttack(0, defender=1))
    assert Assign(0, samurai, 0) in game.legal_actions()
    game.perform(Assign(0, samurai, 0))
    assert s.cards[samurai].bowed
    assert armies.army_force(s, [samurai]) == 3  # Elite: his Force counts while bowed
    plain = s.clone()
    plain.cards[samurai].set_given({})
    plain.definitions_changed()
    assert armies.army_force(plain, [samurai]) == 0  # without it a bowed one counts 0
