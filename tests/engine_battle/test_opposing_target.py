"""A target opposing an earlier target (``opposing_target``, ``cardtext/unit_filters.py``):
"target one or more of your Tacticians at another battlefield and a Personality opposing
them: move them all to the current battlefield" [CE › OPPOSING], [CE › BATTLES › B. COMBAT
SEGMENT, the Rule of Location]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.battle_actions import ChooseBattlefield
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_LURE = {"timing": "battle", "cost": {"gold": "card"},
         "targets": [{"type": "personality", "any_location": True, "at_current": False},
                     {"type": "personality", "controller": "you", "performer": True,
                      "keyword": "Tactician", "any_location": True, "opposing_target": 0,
                      "group": {}}],
         "effects": [{"op": "move_unit", "target": 0}, {"op": "move_unit", "target": 1}]}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Lure", "strategy", gold_cost=0, focus=1, abilities=[_LURE]),
    cd("Field Tactician", "personality", force=2, keywords=["Tactician"], **_P),
    cd("Idle Tactician", "personality", force=2, keywords=["Tactician"], **_P),
    cd("Vanguard", "personality", force=3, **_P),
    cd("Gate Guard", "personality", force=3, **_P),
    cd("Far Sentry", "personality", force=1, **_P),
]


def _battle() -> Game:
    """Alice's Vanguard at battlefield 1 against Bob's Gate Guard, her Field Tactician at
    battlefield 2 against his Far Sentry; the Idle Tactician home. Battlefield 1 first."""
    game = attack_game(
        player(name="Alice", home=["Vanguard", "Field Tactician", "Idle Tactician"],
               hand=["Lure"]),
        player("Lion Keep", name="Bob", home=["Gate Guard", "Far Sentry"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Vanguard", 0), 0)
    assign(game, pid(game, "Field Tactician", 0), 1)
    done(game)
    assign(game, pid(game, "Gate Guard", 1), 0)
    assign(game, pid(game, "Far Sentry", 1), 1)
    done(game)
    s = game.state
    if s.step.value == "choose_battlefield":
        game.perform(ChooseBattlefield(s.active, battlefield=0))
    if s.priority == 1:
        game.perform(Pass(1))
    return game


def test_only_the_tactician_opposing_the_sentry_is_offered() -> None:
    game = _battle()
    s = game.state
    lure = find(s, "Lure", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == lure]
    assert [u.targets for u in uses] == [(pid(game, "Far Sentry", 1),
                                          pid(game, "Field Tactician", 0))]


def test_both_are_moved_to_the_current_battlefield() -> None:
    game = _battle()
    s = game.state
    sentry, tactician = pid(game, "Far Sentry", 1), pid(game, "Field Tactician", 0)
    game.perform(UseAbility(0, find(s, "Lure", 0), 0, (sentry, tactician)))
    here = s.attack.battlefields[s.attack.current]
    assert sentry in here.defending and tactician in here.attacking


def test_the_validator() -> None:
    assert abilities.validate(_LURE) == []
    first = {**_LURE["targets"][1], "opposing_target": 0}
    bad = {**_LURE, "targets": [{k: v for k, v in first.items() if k != "group"}]}
    assert abilities.validate(bad) != []  # no earlier target to oppose
